"""ivy as the source: an ivy function or ``ivy.Module`` is already a graph of ivy calls; it is
traced on the target backend (inputs converted to the target's arrays) and moved there with
``graph.to_backend`` where its weights live on another backend. Its variables become the
transpiled object's parameters (named by their key chains: ``linear0.w``).
"""

from __future__ import annotations

import ivy
from ivy import _dispatch, _tree

from ..errors import TraceError
from ..graph import _identifier
from .core import Core
from .errors import TranspileError
from .lift import Lifted

__all__ = ["core", "is_module", "unsupported"]


def _native_for(leaf, target):
    """A call's array leaf as a native array of ``target`` (through NumPy where it is another's)."""
    from ..capture.arrays import is_array

    if type(leaf) is ivy.Array:
        leaf = leaf._data
    if not is_array(leaf):
        return leaf
    b = _dispatch._TYPES[type(leaf)]
    if b is not None and b.name == target:
        return leaf
    return ivy.to_backend(leaf, target)


def core(obj, target, name, args=None, kwargs=None):
    """The :class:`~ivy_tracer.transpile.core.Core` of an ivy function or module for ``target``."""
    from ..trace import trace

    is_module = isinstance(obj, ivy.Module)

    def lift(training, a, k):
        leaves, td = _tree.flatten((list(a), dict(k)))
        a2, k2 = _tree.unflatten(td, [_native_for(x, target) for x in leaves])
        mode = obj.training if is_module else None
        if is_module and bool(training) != mode:
            obj.train(bool(training))

        def both(*xs, **kws):
            return obj(*xs, **kws), {}

        try:
            # (the module's own backend: its weights live there; the graph moves afterwards)
            home = _home_backend(obj, target)
            a3, k3 = _tree.unflatten(td, [_native_for(x, home) for x in _tree.flatten((list(a2), dict(k2)))[0]])
            with ivy.using_backend(home):
                g = trace(both, *a3, source="ivy", name=name, **k3)
            if home != target:
                g = g.to_backend(target)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: tracing the ivy source failed: {e}") from e
        finally:
            if is_module and obj.training != mode:
                obj.train(mode)
        g.meta.pop("signature", None)
        from ..trace import _arg_names

        if len(g.inputs) == len(a2) and not k2:
            for n, nm in zip(g.inputs, _arg_names(obj, len(a2))):
                n.name = nm
        names, values = [], []
        for n in g.parameters:
            nm = str(n.target)
            if nm.startswith("obj."):
                nm = nm[4:]
            n.target = nm
            n.name = _identifier(nm)
            v = n.meta["ref"].get()
            v = _native_for(v, target)
            names.append(nm)
            values.append(v)
            if nm not in core.values:
                core.values[nm] = v
                (core.buffers if nm.startswith("buffers.") else core.params).append(nm)
        return Lifted(g, names, values, [], len(g.inputs))

    core = Core("ivy", target, lift, [], [], {}, has_modes=is_module, name=name)
    core.training = bool(obj.training) if is_module else False
    if args is not None:
        core.entry(core.training, args, kwargs or {})
        if is_module:
            core.entry(not core.training, args, kwargs or {})
    return core


def _home_backend(obj, target):
    """The backend an ivy module's variables live on (``target`` for a function or an unbuilt module)."""
    if isinstance(obj, ivy.Module) and obj._built:
        leaves, _ = _tree.flatten(obj._v)
        for leaf in leaves:
            x = leaf._data if type(leaf) is ivy.Array else leaf
            b = _dispatch._TYPES[type(x)]
            if b is not None:
                return b.name
    return target


def is_module(obj):
    return isinstance(obj, ivy.Module)


def unsupported(obj, args, kwargs):
    """Nothing: ivy code is already ivy calls."""
    return []
