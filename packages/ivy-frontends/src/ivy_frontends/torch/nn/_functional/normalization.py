"""torch.nn.functional's normalizations: ``batch_norm``, ``instance_norm``, ``layer_norm``,
``group_norm``, ``rms_norm``, ``local_response_norm``, ``normalize``.

``batch_norm``/``instance_norm`` in training update ``running_mean``/``running_var`` in place
(the running variance unbiased, as torch), through ivy's functions, which return the new
running statistics.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.layer_norm(torch.tensor([[1.0, 3.0]]), (2,)).tolist()
[[-0.9999950..., 0.9999950...]]
"""

from __future__ import annotations

import ivy

from ... import _autograd
from ...tensor import Tensor, _dim
from ._util import D, check_float, dtype_of, fl, is_abstract, rt_error, shape_of, t, wrap

__all__ = ["batch_norm", "instance_norm", "layer_norm", "group_norm", "rms_norm", "local_response_norm",
           "normalize"]


def _opt(x):
    return None if x is None else (x._data if isinstance(x, Tensor) else t(x))


def _store(buf, new):
    """Write the new running statistic into buffer tensor ``buf`` (no autograd); not while a compiler traces
    (a tracer stored in the buffer would leak out of the trace)."""
    if is_abstract(new):
        return
    was = _autograd._GRAD_ENABLED[0]
    if was:
        _autograd.set_grad_enabled_flag(False)
    try:
        buf._inplace(ivy.stop_gradient(new))
    finally:
        if was:
            _autograd.set_grad_enabled_flag(True)


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1,  # noqa: A002
               eps=1e-05):
    """Batch normalization over ``(N, C, *)`` input: batch statistics in training (updating the
    running ones), the running statistics otherwise."""
    a = input._data if isinstance(input, Tensor) else t(input)
    d = check_float(a, "batch_norm")
    if _numel(a) == 0:
        return wrap(a)
    if a.ndim < 2:
        raise rt_error(f"batch_norm: expected 2D or more input (got {a.ndim}D input)")
    c = int(a.shape[1])
    w, b = _opt(weight), _opt(bias)
    rm, rv = _opt(running_mean), _opt(running_var)
    for name, v in (("weight", w), ("bias", b), ("running_mean", rm), ("running_var", rv)):
        if v is not None and (v.ndim != 1 or int(v.shape[0]) != c):
            raise rt_error(f"running_mean should contain {c} elements not {_numel(v)}" if name == "running_mean"
                           else f"{name} should contain {c} elements not {_numel(v)}")
    if training:
        size = 1
        for i, s in enumerate(a.shape):
            if i != 1:
                size *= int(s)
        if size == 1:
            raise rt_error(f"Expected more than 1 value per channel when training, got input size {list(shape_of(a))}")
    if not training and (rm is None or rv is None):
        raise rt_error("running_mean and running_var must be defined in evaluation mode")
    use_m = rm if rm is not None else ivy.zeros_like(_channel_like(a, c))
    use_v = rv if rv is not None else ivy.ones_like(_channel_like(a, c))
    if momentum is None:
        momentum = 0.0
    y, nm, nv = ivy.batch_norm(a, use_m, use_v, offset=b, scale=w, training=bool(training), eps=float(eps),
                               momentum=float(momentum), data_format="NCS")
    if training:
        if rm is not None:
            _store(running_mean, nm)
        if rv is not None:
            _store(running_var, nv)
    if dtype_of(y) is not d:
        y = ivy.astype(y, d._ivy)
    return wrap(y)


def _numel(v):
    r = 1
    for s in v.shape:
        r *= int(s)
    return r


def _channel_like(a, c):
    """A native (C,) array of ``a``'s dtype (zeros)."""
    r = ivy.zeros((c,), dtype=dtype_of(a)._ivy, device=ivy.dev(a))
    return r._data if r.__class__ is ivy.Array else r


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,  # noqa: A002
                  momentum=0.1, eps=1e-05):
    """Instance normalization of ``(N, C, *)`` input: statistics per sample and channel."""
    a = t(input)
    d = check_float(a, "instance_norm")
    if a.ndim < 3:
        raise rt_error(f"instance_norm: expected 3D or more input (got {a.ndim}D input)")
    c = int(a.shape[1])
    size = 1
    for s in a.shape[2:]:
        size *= int(s)
    if use_input_stats and size == 1:
        raise rt_error(f"Expected more than 1 spatial element when training, got input size {list(shape_of(a))}")
    w, b = _opt(weight), _opt(bias)
    rm, rv = _opt(running_mean), _opt(running_var)
    if not use_input_stats and (rm is None or rv is None):
        raise rt_error("Expected running_mean and running_var to be defined when use_input_stats is false")
    use_m = rm if rm is not None else ivy.zeros_like(_channel_like(a, c))
    use_v = rv if rv is not None else ivy.ones_like(_channel_like(a, c))
    y, nm, nv = ivy.instance_norm(a, use_m, use_v, offset=b, scale=w, training=bool(use_input_stats),
                                  eps=float(eps), momentum=float(momentum), data_format="NCS")
    if use_input_stats:
        if rm is not None:
            _store(running_mean, nm)
        if rv is not None:
            _store(running_var, nv)
    if dtype_of(y) is not d:
        y = ivy.astype(y, d._ivy)
    return wrap(y)


def _normalized_axes(a, normalized_shape, fn):
    ns = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(int(v) for v in normalized_shape)
    k = len(ns)
    if k == 0:
        raise rt_error(f"{fn}: Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                       "element, but got normalized_shape = []")
    if a.ndim < k or shape_of(a)[-k:] != ns:
        raise rt_error(f"Given normalized_shape={list(ns)}, expected input with shape [*, "
                       f"{', '.join(str(v) for v in ns)}], but got input of size{list(shape_of(a))}")
    return ns, tuple(range(a.ndim - k, a.ndim))


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):  # noqa: A002
    """Normalization over the trailing ``normalized_shape`` dimensions."""
    a = input._data if isinstance(input, Tensor) else t(input)
    d = check_float(a, "LayerNormKernelImpl")
    ns, axes = _normalized_axes(a, normalized_shape, "layer_norm")
    w, b = _opt(weight), _opt(bias)
    for name, v in (("weight", w), ("bias", b)):
        if v is not None and shape_of(v) != ns:
            raise rt_error(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                           f"{list(shape_of(v))} and normalized_shape = {list(ns)}")
    y = ivy.layer_norm(a, list(axes), scale=w, offset=b, eps=float(eps))
    if dtype_of(y) is not d:
        y = ivy.astype(y, d._ivy)
    return wrap(y)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):  # noqa: A002
    """Normalization of ``(N, C, *)`` input over groups of ``C / num_groups`` channels (and all of ``*``)."""
    a = t(input)
    d = check_float(a, "group_norm")
    if a.ndim < 2:
        raise rt_error(f"Expected at least 2 dimensions for input tensor but received {a.ndim}")
    c = int(a.shape[1])
    if num_groups <= 0 or c % num_groups:
        raise rt_error(f"Expected number of channels in input to be divisible by num_groups, but got input of shape "
                       f"{list(shape_of(a))} and num_groups={num_groups}")
    w, b = _opt(weight), _opt(bias)
    for name, v in (("weight", w), ("bias", b)):
        if v is not None and (v.ndim != 1 or int(v.shape[0]) != c):
            raise rt_error(f"Expected {name} to be a vector of size equal to the number of channels in input, but "
                           f"got {name} of shape {list(shape_of(v))} and input of shape {list(shape_of(a))}")
    if _numel(a) == 0:
        return wrap(a)
    y = ivy.group_norm(a, int(num_groups), offset=b, scale=w, eps=float(eps), data_format="NCS")
    if dtype_of(y) is not d:
        y = ivy.astype(y, d._ivy)
    return wrap(y)


_HALF = (D.float16, D.bfloat16)


def rms_norm(input, normalized_shape, weight=None, eps=None):  # noqa: A002
    """``x / sqrt(mean(x**2) + eps) * weight`` over the trailing ``normalized_shape`` dimensions
    (``eps`` defaults to the dtype's machine epsilon)."""
    a = t(input)
    d = check_float(a, "rms_norm")
    _, axes = _normalized_axes(a, normalized_shape, "rms_norm")
    x = ivy.astype(a, ivy.float32) if d in _HALF else a
    if eps is None:
        eps = float(ivy.finfo(d._ivy).eps)
    r = ivy.multiply(x, ivy.reciprocal(ivy.sqrt(ivy.add(ivy.mean(ivy.multiply(x, x), axis=axes, keepdims=True),
                                                          eps))))
    if d in _HALF:
        r = ivy.astype(r, d._ivy)
    if weight is not None:
        r = ivy.multiply(r, t(weight))
    return wrap(r)


def local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0):  # noqa: A002
    """``x / (k + alpha / size * sum of x**2 over size neighbouring channels) ** beta``."""
    a = t(input)
    if a.ndim < 3:
        raise rt_error(f"Expected 3D or higher dimensionality input (got {a.ndim} dimensions)")
    if _numel(a) == 0:
        return wrap(a)
    a = fl(a)
    return wrap(ivy.local_response_norm(a, int(size), bias=float(k), alpha=float(alpha), beta=float(beta),
                                        average=True, data_format="NCHW"))


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):  # noqa: A002
    """``input / max(||input||_p, eps)`` along ``dim``."""
    a = t(input)
    d = check_float(a, "normalize")
    ax = _dim(dim, a.ndim) if a.ndim else None
    if a.ndim == 0:
        nrm = ivy.abs(a) if p != 0 else ivy.astype(ivy.not_equal(a, 0), d._ivy)
    else:
        nrm = ivy.vector_norm(a, axis=ax, keepdims=True, ord=float(p))
    if d.is_complex:
        nrm = ivy.astype(nrm, d.to_real()._ivy)
    r = ivy.divide(a, ivy.maximum(nrm, eps))
    if out is not None:
        from ..._convert import write_out

        return write_out(out, r)
    return wrap(r)
