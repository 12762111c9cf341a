"""PyTorch as the source: a ``torch.nn.Module`` or a function of torch tensors, traced with the
tracer's ``TorchFunctionMode`` capture (in the module's current mode, and in the other one for
a module: train/eval behaviour is kept) and lifted to ivy through the torch frontend.

Tracing runs the source once per mode; in training that moves BatchNorm's running statistics,
so the module's buffers are put back afterwards (the source is left as it was).
"""

from __future__ import annotations

from ivy import _tree

from ..errors import TraceError
from .core import Core
from .errors import TranspileError
from .lift import Frontend, by_qualified_name, numpy_to_target
from .lift import lift as lift_graph

__all__ = ["core", "is_module", "unsupported", "TorchFrontend"]


class TorchFrontend(Frontend):
    """The torch source: ``torch.*`` functions are ``ivy_frontends.torch``'s, tensors its
    ``Tensor`` s; torch dtypes, devices, sizes and constant tensors are converted."""

    name = "torch"
    module = "ivy_frontends.torch"

    def __init__(self, target):
        import ivy_frontends.torch as ft
        from ivy_frontends.torch._checks import skip_value_checks
        from ivy_frontends.torch.tensor import Tensor

        self.ft = ft
        self.array = Tensor
        self.skip_checks = skip_value_checks
        self.target = target

    def function(self, node):
        return by_qualified_name(self, node, self.ft, "torch.")

    def run(self, node, a, kw):
        # (the frontend's checks of values, an embedding's index bounds, are skipped as under a
        # compiler: the source already passed torch's own checks, and the graph must hold no value)
        with self.skip_checks():
            return super().run(node, a, kw)

    def convert(self, v):
        import torch

        if isinstance(v, torch.dtype):
            return getattr(self.ft, str(v).rpartition(".")[2])
        if isinstance(v, torch.device):
            return str(v)
        if isinstance(v, torch.Size):
            return tuple(v)
        if isinstance(v, torch.Tensor):
            return self.array(self.to_target(v, self.target))
        return v

    def to_target(self, t, target):
        return to_target(t, target)

    def tracing(self):
        from ivy_frontends._random_state import backend_random_state

        return backend_random_state()  # (dropout's masks: random nodes, new at every call)


def to_target(t, target):
    """A torch tensor's values as a native array of ``target`` (a copy; gradients not kept)."""
    import numpy as np
    import torch

    a = t.detach().cpu()
    if a.dtype == torch.bfloat16:
        a = a.float()
    return numpy_to_target(np.array(a.numpy(), copy=True), target)


def _to_torch(leaf):
    """A call's array leaf as a torch tensor (target arrays are converted through NumPy)."""
    import numpy as np
    import torch

    if isinstance(leaf, torch.Tensor):
        return leaf
    from ..capture.arrays import is_array

    if type(leaf).__name__ == "Array" and type(leaf).__module__.startswith("ivy"):
        leaf = leaf._data
    if is_array(leaf):
        return torch.from_numpy(np.array(leaf, copy=True))
    return leaf


def _weights(obj):
    """``(params, buffers)``: the source names of a module's trainable parameters and of its
    buffers (empty for a function: its closed-over tensors are found by the trace)."""
    import torch

    if isinstance(obj, torch.nn.Module):
        return ([n for n, _ in obj.named_parameters(remove_duplicate=False)],
                [n for n, _ in obj.named_buffers(remove_duplicate=False)])
    return [], []


def core(obj, target, name, args=None, kwargs=None):
    """The :class:`~ivy_tracer.transpile.core.Core` of a torch module or function for ``target``."""
    import torch

    from ..trace import trace

    is_module = isinstance(obj, torch.nn.Module)
    fe = TorchFrontend(target)
    params, buffers = _weights(obj)
    values = {}
    if is_module:
        for n, v in list(obj.named_parameters(remove_duplicate=False)) + list(obj.named_buffers(
                remove_duplicate=False)):
            values[n] = to_target(v, target)
    found = {}  # a function's closed-over tensors, found by its traces

    def lift(training, a, k):
        leaves, td = _tree.flatten((list(a), dict(k)))
        a2, k2 = _tree.unflatten(td, [_to_torch(x) for x in leaves])
        examples = [x for x in _tree.flatten((list(a2), dict(k2)))[0] if isinstance(x, torch.Tensor)]
        saved = _save_state(obj) if is_module else None
        mode = obj.training if is_module else None
        try:
            if is_module and bool(training) != mode:
                obj.train(bool(training))
            try:
                tg = trace(obj, *a2, source="torch", **k2)
            except TranspileError:
                raise
            except TraceError as e:
                raise TranspileError(f"transpile: tracing the torch source failed: {e}", op=getattr(e, "op", None),
                                     line=getattr(e, "line", None)) from e
        finally:
            if is_module:
                _restore_state(obj, saved)
                if obj.training != mode:
                    obj.train(mode)
        tg.output_node.args = (_outputs(tg.output_node.args[0], target, _defined_at(obj)),)
        lifted = lift_graph(tg, fe, target, examples)
        if not is_module:
            for n, v in zip(lifted.param_names, lifted.values):
                if n not in found:
                    found[n] = v
                    values.setdefault(n, v)
                    ref = next((p.meta["ref"] for p in tg.parameters if str(p.target) == n), None)
                    src = ref.get() if ref is not None else None
                    trainable = isinstance(src, torch.Tensor) and src.requires_grad
                    (core.params if trainable else core.buffers).append(n)
        return lifted

    core = Core("torch", target, lift, params, buffers, values, has_modes=is_module, name=name)
    core.training = bool(obj.training) if is_module else False
    if args is not None:
        if is_module:
            for mode in (obj.training, not obj.training):
                core.entry(mode, args, kwargs or {})
        else:
            core.entry(None, args, kwargs or {})
    return core


def _defined_at(obj):
    """``file:line`` of a module's ``forward`` (a function's ``def``), or None."""
    import inspect

    try:
        f = inspect.unwrap(getattr(obj, "forward", obj))
    except ValueError:  # (a cycle of __wrapped__)
        return None
    code = getattr(f, "__code__", None)
    return None if code is None else f"{code.co_filename}:{code.co_firstlineno}"


def _outputs(out, target, line=None):
    """The source's output nest as the transpiled code returns it: a dict class of the source's
    library (transformers' ``ModelOutput``) is a plain dict on targets other than torch (the code
    imports no torch-bound package); an object that is neither an array, a container nor a
    literal (transformers' ``DynamicCache`` of ``use_cache=True``: it holds the trace's torch
    tensors) is a :class:`TranspileError`."""
    from ..graph import Node
    from ..targets import is_literal

    c = out.__class__
    if c is Node or is_literal(out):
        return out
    if isinstance(out, tuple):
        items = [_outputs(v, target, line) for v in out]
        return tuple(items) if c is tuple else c(*items) if hasattr(out, "_fields") else c(items)
    if c is list:
        return [_outputs(v, target, line) for v in out]
    if isinstance(out, dict):
        d = {k: _outputs(v, target, line) for k, v in out.items()}
        if c is dict or target != "torch" and not c.__module__.startswith(("ivy.", "ivy_")):
            return d
        try:
            return c(d)
        except Exception:  # noqa: BLE001 - a dict class not built from a dict: a plain one
            return d
    hint = " (transformers models: pass use_cache=False)" if "transformers" in c.__module__ else ""
    at = f" (the function defined at {line})" if line else ""
    raise TranspileError(f"transpile: the torch source{at} returns a {c.__module__}.{c.__qualname__}, which is "
                         f"neither a tensor, a container of tensors nor a constant: it cannot be transpiled; "
                         f"return its tensors instead{hint}", op=f"{c.__module__}.{c.__qualname__}", line=line)


def _save_state(m):
    return {n: b.detach().clone() for n, b in m.named_buffers(remove_duplicate=False)}


def _restore_state(m, saved):
    import torch

    with torch.no_grad():
        for n, b in m.named_buffers(remove_duplicate=False):
            if n in saved:
                b.copy_(saved[n])


def is_module(obj):
    import torch

    return isinstance(obj, torch.nn.Module)


def unsupported(obj, args, kwargs):
    """The operations of a torch module or function (traced once on ``args``) the frontend lacks."""
    from ..trace import trace

    saved = _save_state(obj) if is_module(obj) else None
    try:
        g = trace(obj, *args, source="torch", **kwargs)
    finally:
        if saved is not None:
            _restore_state(obj, saved)  # (a trace in training moved BatchNorm's statistics)
    return TorchFrontend("numpy").unsupported_ops(g)
