"""Autodiff for ivy on MXNet: ``mx.autograd``.

- A variable is an mx array with a gradient buffer (``attach_grad``); ``variable``
  attaches one to a copy, so the caller's array is left alone.
- ``value_and_grads`` records ``f`` under ``autograd.record()`` and runs one
  ``backward`` per output (gradient buffers zeroed first), so inputs an output
  does not depend on get zero gradients. Arrays that are already variables (a
  user's parameter, or the variables of an enclosing ``execute_with_gradients``)
  are used as they are, keeping an enclosing graph connected.
- Second order (``grad`` of ``grad``, ``execute_with_gradients`` inside the
  differentiated function) needs ``create_graph=True``; MXNet 1.9 registers
  second derivatives for only a few legacy operators and none of ``mx.np``'s
  (``_backward_npi_broadcast_mul`` has no FGradient), so ivy raises
  ``ivy.AutodiffError`` saying so when the nested gradient cannot be built.
- Functions the backend computes on the host with NumPy (listed in the package
  README) are differentiable while ``autograd.record()`` is on: the host's values
  are kept and the gradient comes from a native gather of the values at
  host-computed positions, a native formulation of the same function, or the
  derivative with host-computed factors (``_host``: ``select``, ``pick``,
  ``with_grad``, ``tangent``). What stays without a gradient is ``NO_GRADIENT``.
- ``jacobian`` and ``vmap`` are left to ivy-core (one gradient per output
  element; a loop).
"""

from __future__ import annotations

import mxnet as mx
from mxnet import autograd as _ag

import ivy

from ._util import FLOATS, _nd, mnp

AUTODIFF = True

#: ivy functions whose float results carry no (or only part of their) gradient on MXNet:
NO_GRADIENT = frozenset({
    # computed on the host; a step function of x1 whose derivative frameworks leave undefined
    "nextafter",
    # the singular vectors U and Vh (the singular values S do carry one): their derivative
    # needs the full SVD perturbation formula with its sign/degeneracy conventions
    "linalg.svd",
    # a multi-axis inverse real FFT of real input (irfft/hfft along one axis are differentiable)
    "fft.irfftn",
    # NumPy's unique on the host: a unique value stands for several equal elements
    "unique_values", "unique_all", "unique_counts", "unique_inverse",
})
SECOND_ORDER = False  # gradients of gradients raise ivy.AutodiffError (see the module docstring)
_NDArray = mx.nd.NDArray


def _np(a):
    return a.as_np_ndarray() if not isinstance(a, _nd) else a


def is_variable(x, exclusive=False):
    return isinstance(x, _NDArray) and x.grad is not None


def variable(x):
    if is_variable(x):
        return x
    v = x.copy()
    v.attach_grad()
    return v


def variable_data(x):
    return x.detach() if isinstance(x, _NDArray) else x


def stop_gradient(x, preserve_type=True):
    if not isinstance(x, _NDArray):
        return x
    out = x.detach()
    if preserve_type and x.grad is not None:
        out = out.copy()
        out.attach_grad()
    return out


def _second_order_error(e):
    return ivy.AutodiffError(
        "ivy: a second-order gradient on the 'mxnet' backend needs MXNet to differentiate its own "
        f"backward operators, which MXNet 1.9 does not register for mx.np operators ({str(e).splitlines()[-1][:200]}); "
        "first-order gradients work. Use the jax, torch or tensorflow backend for higher orders."
    )


def value_and_grads(f, xs, *, retain_grads=False):
    outer = _ag.is_recording()
    vs = []
    for x in xs:
        if x.grad is not None:
            vs.append(x)
        else:
            v = x.copy() if x.dtype in FLOATS else x.astype("float32")
            v.attach_grad()
            vs.append(v)
    with _ag.record():
        ys, aux = f(vs)
    create = outer or retain_grads
    grads = []
    last = len(ys) - 1
    for k, y in enumerate(ys):
        in_graph = isinstance(y, _NDArray) and y.dtype in FLOATS
        if not in_graph:
            grads.append([mnp.zeros(v.shape, dtype=v.dtype) for v in vs])
            continue
        if create:
            try:
                gs = _grad_create(y, vs)
            except mx.base.MXNetError as e:
                raise _second_order_error(e) from None
            grads.append(gs)
            continue
        for v in vs:
            v.grad[() if v.ndim == 0 else ...] = 0
        try:
            y.backward(out_grad=mnp.ones(y.shape, dtype=y.dtype), retain_graph=k < last)
        except mx.base.MXNetError as e:
            if "FGradient" in str(e) or "non-differentiable" in str(e):
                raise _second_order_error(e) from None
            if "not in a computational graph" in str(e):
                grads.append([mnp.zeros(v.shape, dtype=v.dtype) for v in vs])
                continue
            raise
        grads.append([_np(v.grad).copy() for v in vs])
    return list(ys), list(aux), grads


def _grad_create(y, vs):
    """Gradients of ``y`` that can be differentiated again (``create_graph=True``)."""
    out = []
    for v in vs:
        try:
            (g,) = _ag.grad(y, [v], head_grads=mnp.ones(y.shape, dtype=y.dtype), retain_graph=True,
                            create_graph=True)
            out.append(_np(g))
        except mx.base.MXNetError as e:
            msg = str(e)
            if "unreachable" in msg or "not in a computational graph" in msg:
                out.append(mnp.zeros(v.shape, dtype=v.dtype))
                continue
            raise
    return out


# ----------------------------------------------------------- custom gradients (ivy 1.0's)


class _CustomGradient(_ag.Function):
    def __init__(self, fwd, bwd):
        super().__init__()
        self._fwd, self._bwd = fwd, bwd

    def forward(self, x):
        r = self._fwd(x)
        self.save_for_backward(x, r)
        return r

    def backward(self, up):  # MXNet hands legacy NDArrays to backward and wants one back
        x, r = self.saved_tensors
        return self._bwd(_np(x), _np(r), _np(up)).as_nd_ndarray()


def custom_gradient(fwd, bwd):
    """``x -> fwd(x)`` whose gradient is ``bwd(x, fwd(x), upstream)`` (an ``mx.autograd.Function``)."""
    return lambda x: _CustomGradient(fwd, bwd)(x)
