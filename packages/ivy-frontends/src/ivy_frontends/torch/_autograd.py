"""torch's eager autograd (``requires_grad``, ``backward()``, ``.grad``) on every ivy backend.

- **torch backend**: torch's own autograd. A leaf's native tensor has ``requires_grad`` set;
  ivy's calls build torch's graph; ``backward`` runs ``torch.autograd.grad`` for the leaves
  and accumulates into each leaf's frontend ``.grad`` tensor.
- **jax, tensorflow, mxnet**: the recorded graph of :mod:`ivy_frontends._tape` (leaves are
  watched; ``backward`` replays the graph under ``ivy.vjp``).
- **numpy**: ``requires_grad`` can be set (code that sets it runs), ``backward`` raises
  ``FrontendAutogradError`` naming the backends that have autodiff.

In every case the gradients live in the frontend (``_ex.grad``, a Tensor): ``p.grad.zero_()``,
``p.grad = None`` and accumulation over several ``backward`` calls behave as in torch. The
leaves ``backward`` differentiates are the live tensors whose ``requires_grad`` was set
(``requires_grad_()``, ``requires_grad=True`` in a creation function, ``nn.Parameter``), or
``inputs=``.

Not supported: ``create_graph=True`` on the recorded-graph backends (higher order: use
``ivy_frontends.torch.func``-style ``torch.autograd.grad`` on torch, or ivy's functional
``ivy.grad``), ``retain_grad`` of non-leaf tensors on the recorded-graph backends, and
``grad_fn`` objects beyond a name.
"""

from __future__ import annotations

import sys
import weakref

import ivy

from .._errors import FrontendAutogradError, FrontendRuntimeError
from .._tape import TAPE
from .tensor import Tensor, _extra, wrap

_LEAVES: dict = {}  # id(tensor) -> weakref to a tensor whose requires_grad was set
_GRAD_ENABLED = [True]


def _kind(native):
    mod = native.__class__.__module__
    if mod == "torch":
        return "torch"
    if mod == "numpy":
        return "none"
    return "tape"


def _torch():
    return sys.modules.get("torch")


# ------------------------------------------------------------------ grad mode

def is_grad_enabled():
    """Whether operations are recorded for autograd now."""
    return _GRAD_ENABLED[0]


def set_grad_enabled_flag(flag):
    flag = bool(flag)
    _GRAD_ENABLED[0] = flag
    TAPE.enabled = flag
    t = _torch()
    if t is not None:
        t.set_grad_enabled(flag)


# ------------------------------------------------------------------ leaves

def _register(t):
    key = id(t)
    _LEAVES[key] = weakref.ref(t, lambda _r, key=key: _LEAVES.pop(key, None))


def requires_grad(t):
    d = t._data
    k = _kind(d)
    if k == "torch":
        return bool(d.requires_grad)
    ex = t._ex
    if ex is not None and ex.requires_grad:
        return True
    return k == "tape" and TAPE.tracked(d)


def set_requires_grad(t, flag):
    flag = bool(flag)
    d = t._data
    k = _kind(d)
    if not is_leaf(t):
        if not flag:
            raise FrontendRuntimeError(
                "you can only change requires_grad flags of leaf variables. If you want to use a computed "
                "variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().")
        return
    if flag and k != "none":
        dt = t.dtype
        if not (dt.is_floating_point or dt.is_complex):
            raise FrontendRuntimeError("only Tensors of floating point and complex dtype can require gradients")
    ex = _extra(t)
    ex.requires_grad = flag
    if k == "torch":
        if t.__class__ is not Tensor and hasattr(t, "_root"):
            d.requires_grad_(flag)
        else:
            d.requires_grad_(flag)
        ex.leaf_native = d if flag else None
    elif k == "tape":
        if flag:
            TAPE.watch(d)
            ex.leaf_native = d
        else:
            TAPE.unwatch(d)
            ex.leaf_native = None
    else:
        ex.leaf_native = d if flag else None
    if flag:
        _register(t)
    else:
        _LEAVES.pop(id(t), None)


def rebound_leaf(t):
    """A leaf that requires grad got a new native array (an in-place change under no_grad):
    the new array is the leaf from now on."""
    ex = t._ex
    d = t._data
    k = _kind(d)
    if k == "torch":
        if not d.requires_grad or not d.is_leaf:
            d = d.detach().requires_grad_(True)
            t._data = d
    elif k == "tape":
        if ex.leaf_native is not None:
            TAPE.unwatch(ex.leaf_native)
        TAPE.watch(d)
    ex.leaf_native = d


def is_leaf(t):
    d = t._data
    k = _kind(d)
    if k == "torch":
        return bool(d.is_leaf)
    if k == "tape":
        return TAPE.node_of(d) is None
    return True


def grad_fn(t):
    d = t._data
    k = _kind(d)
    if k == "torch":
        return d.grad_fn
    if k == "tape":
        return TAPE.node_of(d)
    return None


def get_grad(t):
    ex = t._ex
    return None if ex is None else ex.grad


def set_grad(t, g):
    if g is not None and not isinstance(g, Tensor):
        raise FrontendRuntimeError(f"assigned grad expected to be a Tensor or None but got grad of {type(g)}")
    _extra(t).grad = g


def retain_grad(t):
    if is_leaf(t):
        return
    if _kind(t._data) != "torch":
        raise FrontendAutogradError(
            "retain_grad() of a non-leaf tensor is supported on the torch backend only")
    _extra(t).retains_grad = True
    _register(t)


def retains_grad(t):
    ex = t._ex
    return bool(ex is not None and ex.retains_grad)


def check_inplace(t):
    """torch's refusal to change a leaf that requires grad in place while grad mode is on."""
    ex = t._ex
    if ex is None and not hasattr(t, "_root"):
        return
    if not _GRAD_ENABLED[0]:
        return
    base = t._root if hasattr(t, "_root") else t
    bex = base._ex
    if bex is not None and bex.requires_grad and is_leaf(base):
        what = "a view of a leaf Variable" if base is not t else "a leaf Variable"
        raise FrontendRuntimeError(f"{what} that requires grad is being used in an in-place operation.")


def detach_native(d):
    """A native array with ``d``'s values and no autograd history."""
    k = _kind(d)
    if k == "torch":
        return d.detach()
    if k == "tape" and TAPE.entries:
        return ivy.stop_gradient(d)
    return d


def set_data(t, native):
    """``t.data = value``: new values, same autograd flags."""
    k = _kind(native)
    ex = t._ex
    if k == "torch" and ex is not None and ex.requires_grad:
        native = native.detach().requires_grad_(True)
    t._data = native
    if ex is not None:
        ex.versions.version += 1
        if ex.leaf_native is not None:
            rebound_leaf(t)


# ------------------------------------------------------------------ backward

def _ones_like_scalar(out):
    if out.numel() != 1:
        raise FrontendRuntimeError("grad can be implicitly created only for scalar outputs")
    return ivy.ones_like(out._data)


def _live_leaves():
    out = []
    for r in list(_LEAVES.values()):
        t = r()
        if t is not None and t._ex is not None and (t._ex.requires_grad or t._ex.retains_grad):
            out.append(t)
    return out


def gradients(outputs, grad_outputs, inputs, retain_graph=None, create_graph=False, allow_unused=True):
    """d(outputs)/d(inputs) as natives (None where unconnected), on the backend's autograd."""
    outs = [o._data for o in outputs]
    cots = []
    for o, g in zip(outputs, grad_outputs):
        if g is None:
            cots.append(_ones_like_scalar(o))
        else:
            cots.append(g._data if isinstance(g, Tensor) else ivy.native_array(g))
    ins = [i._data for i in inputs]
    k = _kind(outs[0])
    if k == "none":
        raise FrontendAutogradError(
            "backward() needs a backend with autodiff: the current backend is numpy; use torch, jax, tensorflow "
            "or mxnet (pip install ivy-backend-torch / ivy-backend-jax / ivy-backend-tf / ivy-backend-mxnet)")
    for o in outputs:
        if not requires_grad(o):
            raise FrontendRuntimeError("element 0 of tensors does not require grad and does not have a grad_fn")
    if k == "torch":
        torch = _torch()
        keep = bool(retain_graph) if retain_graph is not None else bool(create_graph)
        use = [(j, x) for j, x in enumerate(ins) if x.requires_grad]
        gs = [None] * len(ins)
        if use:
            r = torch.autograd.grad(outs, [x for _, x in use], cots, retain_graph=keep, create_graph=create_graph,
                                    allow_unused=True)
            for (j, _), g in zip(use, r):
                gs[j] = g
        return gs
    if create_graph:
        raise FrontendAutogradError(
            "create_graph=True (higher-order gradients through backward) is supported on the torch backend only; "
            "on jax/tensorflow use ivy.grad on a function")
    return TAPE.gradients(outs, cots, ins)


def backward(tensors, grad_tensors, retain_graph=None, create_graph=False, inputs=None):
    """torch.autograd.backward: accumulate into the leaves' ``.grad``."""
    if inputs is not None:
        leaves = [inputs] if isinstance(inputs, Tensor) else list(inputs)
    else:
        leaves = _live_leaves()
    gs = gradients(tensors, grad_tensors, leaves, retain_graph, create_graph)
    for leaf, g in zip(leaves, gs):
        if g is None:
            continue
        ex = _extra(leaf)
        if ex.grad is None:
            ex.grad = wrap(g)
        else:
            ex.grad._assign(ivy.add(ex.grad._data, g))
