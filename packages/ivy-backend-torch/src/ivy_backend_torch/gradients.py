"""Autodiff and vmap for ivy on PyTorch: ``torch.autograd`` and ``torch.func.vmap``.

- A variable is a tensor with ``requires_grad`` (a fresh leaf for a tensor
  that had none). ``value_and_grads`` differentiates with respect to the
  tensors it is given: a tensor that already requires grad (a user's
  parameter, or a variable of an enclosing ``execute_with_gradients``) is used
  as it is, so the enclosing graph stays connected; then ``create_graph`` is
  on and the gradients can be differentiated again (higher orders by nesting).
- Gradients of outputs that do not depend on an input are zeros.
- ``jacobian`` takes one ``torch.autograd.grad`` per output element (as
  ``torch.autograd.functional.jacobian`` does, which fails on empty outputs); it
  works on any code autograd can run. ``vmap`` is ``torch.func.vmap``.
- Inside a ``torch.func`` transform (``ivy.vmap`` of ``ivy.grad``: per-example
  gradients), where ``torch.autograd.grad`` cannot run, gradients come from
  ``torch.func.vjp`` and Jacobians from ``torch.func.jacrev``.
"""

from __future__ import annotations

import torch
from torch._C._functorch import peek_interpreter_stack as _peek

from ._util import HIGHER_ORDER

AUTODIFF = True


def variable(x):
    if x.requires_grad and x.is_leaf:
        return x
    return x.detach().clone().requires_grad_()


def is_variable(x, exclusive=False):
    return isinstance(x, torch.Tensor) and x.requires_grad


def variable_data(x):
    return x.detach()


def stop_gradient(x, preserve_type=True):
    out = x.detach()
    if preserve_type and x.requires_grad:
        out.requires_grad_()
    return out


def _dense(g, v):
    """The gradient ``g`` for ``v`` as an ordinary tensor: zeros for an unused input (None) and
    for torch's ZeroTensor (second derivatives of piecewise-linear functions, such as ``abs``,
    come back as one, which ``.numpy()`` refuses)."""
    return torch.zeros_like(v) if g is None or g._is_zerotensor() else g


def _create_graph(xs, retain_grads):
    return torch.is_grad_enabled() and (retain_grads or any(x.requires_grad for x in xs))


def _in_functorch():
    """Whether a torch.func transform (vmap, grad, ...) is running: then autograd.grad cannot."""
    return _peek() is not None


def _func_value_and_grads(f, xs):
    def g(*vs):
        ys, aux = f(list(vs))
        return tuple(ys), tuple(aux)

    ys, pullback, aux = torch.func.vjp(g, *xs, has_aux=True)
    grads = []
    for k in range(len(ys)):
        cot = tuple(torch.ones_like(y) if i == k else torch.zeros_like(y) for i, y in enumerate(ys))
        grads.append(list(pullback(cot)))
    return list(ys), list(aux), grads


def _recorded(f, vs, create):
    """``f(vs)`` with autograd recording; ``create``: its graph will be differentiated again (an
    enclosing ivy.grad), which ivy's torch functions are told through ``HIGHER_ORDER``."""
    with torch.enable_grad():
        if not create:
            return f(vs)
        HIGHER_ORDER.n += 1
        try:
            return f(vs)
        finally:
            HIGHER_ORDER.n -= 1


def value_and_grads(f, xs, *, retain_grads=False):
    if _in_functorch():
        return _func_value_and_grads(f, xs)
    create = _create_graph(xs, retain_grads)
    vs = [x if x.requires_grad else x.detach().requires_grad_() for x in xs]
    ys, aux = _recorded(f, vs, create)
    grads = []
    last = len(ys) - 1
    for k, y in enumerate(ys):
        if not y.requires_grad:
            grads.append([torch.zeros_like(v) for v in vs])
            continue
        gs = torch.autograd.grad(
            y, vs, grad_outputs=torch.ones_like(y), retain_graph=create or k < last, create_graph=create,
            allow_unused=True,
        )
        grads.append([_dense(g, v) for g, v in zip(gs, vs)])
    return list(ys), list(aux), grads


def jacobian(f, xs):
    if _in_functorch():
        J = torch.func.jacrev(lambda *vs: tuple(f(list(vs))), argnums=tuple(range(len(xs))))(*xs)
        return [list(row) for row in J]
    create = _create_graph(xs, False)
    vs = [x if x.requires_grad else x.detach().requires_grad_() for x in xs]
    with torch.enable_grad():
        ys = f(vs)
    J = []
    for y in ys:
        flat = y.reshape(-1)
        rows = [[] for _ in vs]
        for e in range(flat.numel()):
            gs = (None,) * len(vs) if not flat.requires_grad else torch.autograd.grad(
                flat[e], vs, retain_graph=True, create_graph=create, allow_unused=True)
            for r, g, v in zip(rows, gs, vs):
                r.append(_dense(g, v))
        J.append([
            torch.stack(r).reshape(tuple(y.shape) + tuple(v.shape)) if r
            else torch.zeros(tuple(y.shape) + tuple(v.shape), dtype=v.dtype, device=v.device)
            for r, v in zip(rows, vs)
        ])
    return J


def vmap(f, in_axes, out_axes):
    # randomness="same": a seeded draw gives every batch element the loop's values (torch's
    # default refuses random calls), and an unseeded one one draw for all, as on JAX
    return torch.func.vmap(f, in_dims=tuple(in_axes), out_dims=out_axes, randomness="same")


# ----------------------------------------------- vjp, jvp and custom gradients (ivy 1.0's)


def vjp(f, xs):
    """``(ys, aux, pullback)``: ``torch.autograd.grad`` with the cotangents as ``grad_outputs``
    (``torch.func.vjp`` inside a ``torch.func`` transform). Each input is its own node (a view
    of a tensor that requires grad, so an enclosing graph stays connected)."""
    if _in_functorch():
        def g(*vs):
            ys, aux = f(list(vs))
            return tuple(ys), tuple(aux)

        ys, pull, aux = torch.func.vjp(g, *xs, has_aux=True)
        return list(ys), list(aux), lambda cots: [_dense(c, x) for c, x in zip(pull(tuple(cots)), xs)]
    create = _create_graph(xs, False)
    vs = [x.view_as(x) if x.requires_grad else x.detach().requires_grad_() for x in xs]
    ys, aux = _recorded(f, vs, create)

    def pullback(cots):
        pairs = [(y, c) for y, c in zip(ys, cots) if y.requires_grad]
        if not pairs:
            return [torch.zeros_like(v) for v in vs]
        gs = torch.autograd.grad([y for y, _ in pairs], vs, grad_outputs=[c for _, c in pairs],
                                 retain_graph=True, create_graph=create, allow_unused=True)
        return [_dense(g, v) for g, v in zip(gs, vs)]

    return list(ys), list(aux), pullback


def jvp(f, xs, ts):
    """``(ys, aux, tangents of ys)``: ``torch.func.jvp`` (forward mode)."""
    def g(*vs):
        ys, aux = f(list(vs))
        return tuple(ys), tuple(aux)

    ys, touts, aux = torch.func.jvp(g, tuple(xs), tuple(ts), has_aux=True)
    return list(ys), list(aux), [_dense(t, y) for t, y in zip(touts, ys)]


class _CustomGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, fwd, bwd, x):
        ret = fwd(x)
        ctx.save_for_backward(x, ret)
        ctx.bwd = bwd
        return ret

    @staticmethod
    def backward(ctx, upstream):
        x, ret = ctx.saved_tensors
        return None, None, ctx.bwd(x, ret, upstream)


def custom_gradient(fwd, bwd):
    """``x -> fwd(x)`` whose gradient is ``bwd(x, fwd(x), upstream)`` (a ``torch.autograd.Function``)."""
    return lambda x: _CustomGradient.apply(fwd, bwd, x)
