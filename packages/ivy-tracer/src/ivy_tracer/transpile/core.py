"""What every transpiled object shares: the source, its weights as the target's arrays, and the
emitted native code per (training mode, input signature), made at once (``args`` given) or on
the first call with a new signature.

A call picks the code for the current mode and the inputs' signature (each array's shape and
dtype, the other arguments' values), runs it on the weights' current values and returns the
outputs; the buffers the source changes in place (BatchNorm's running statistics in training)
come back as new values, which the target's wrapper stores (``copy_`` into torch buffers,
``assign`` to TensorFlow variables, a new ``state`` dict for JAX and NumPy).
"""

from __future__ import annotations

import sys

import ivy
from ivy import _tree

from ..capture.arrays import is_array
from . import progress
from .emit import emit
from .errors import TranspileError
from .jit import Runner

__all__ = ["Core", "signature_of"]


def _dtype_name(x):
    """The ivy name of a native array's dtype (the same for every framework's float32)."""
    from ivy import _dispatch

    b = _dispatch._TYPES[type(x)]
    try:
        b = b.load()
        return str(b.ivy_dtype(b.dtype_of(x)))
    except Exception:  # noqa: BLE001 - a backend that cannot say: the framework's own name
        return str(getattr(x, "dtype", None)).rpartition(".")[2]


def signature_of(args, kwargs):
    """``(key, arrays)``: what a call's code depends on (arrays' shapes and dtypes, the other
    leaves' values) and its array leaves in order."""
    leaves, td = _tree.flatten((list(args), dict(kwargs)))
    key, arrays = [], []
    for leaf in leaves:
        if type(leaf) is ivy.Array:
            leaf = leaf._data
        if is_array(leaf):
            key.append(("array", tuple(int(s) for s in leaf.shape), _dtype_name(leaf)))
            arrays.append(leaf)
        else:
            try:
                hash(leaf)
                key.append(("value", type(leaf).__name__, leaf))
            except TypeError:
                key.append(("value", type(leaf).__name__, repr(leaf)))
    return (repr(td), tuple(key)), arrays


class Core:
    """The transpiled code of one source object for one target (see the module docstring).

    ``lift(training, args, kwargs) -> Lifted`` traces and lifts the source for one signature;
    ``params`` / ``buffers``: the source names of the trainable weights and of the other state,
    ``values``: their initial values as the target's native arrays."""

    def __init__(self, source_name, target, lift, params, buffers, values, has_modes, name):
        self.source_name = source_name
        self.target = target
        self.lift = lift
        self.params = list(params)
        self.buffers = list(buffers)
        self.values = values
        self.has_modes = has_modes
        self.name = name
        self.entries = {}
        self.last = None
        self.training = False  # the source module's mode when transpiled (the wrapper starts in it)
        self.progress = progress.default()  # (transpile's progress=, for later lazy steps too)
        self.compile = True  # (transpile's compile=: run each function compiled from its second call, see jit)
        self.runners = {}

    def entry(self, training, args, kwargs):
        key, arrays = signature_of(args, kwargs)
        k = (bool(training) if self.has_modes else None, key)
        em = self.entries.get(k)
        if em is None:
            if self.lift is None:
                raise TranspileError(
                    f"transpile: {self.name} was transpiled for other inputs (signatures: "
                    f"{[e[1] for e in self.entries]}) and its source is not kept; transpile it again with args "
                    "of this shape and dtype")
            with progress.scope(self.progress, self.name, self.target) as p:
                lifted = self.lift(training, args, kwargs)
                em = self.entries[k] = emit(lifted, self.target, name=self.name)
                p.emitted(em.source.count("\n"))
        self.last = em
        return em, arrays

    def inputs_of(self, args, kwargs):
        """``(args, kwargs)`` as the emitted code takes them (a source may rearrange them)."""
        return args, kwargs

    def run(self, values, training, args, kwargs):
        """``(outputs, new_state)`` of the code for these inputs, on the weights ``values``
        (source name -> the target's array)."""
        em, arrays = self.entry(training, args, kwargs)
        r = self.runners.get(em)
        if r is None:
            r = self.runners[em] = Runner(em, self.target, self.compile)
        return r(em.leading(values), arrays)

    @property
    def source(self):
        """The emitted source of the code the last call ran (the first one made before any call)."""
        em = self.last or next(iter(self.entries.values()), None)
        return None if em is None else em.source

    @property
    def sources(self):
        """``{(training, signature): source}`` of every emitted function."""
        return {k: e.source for k, e in self.entries.items()}


def torch_module(obj):
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(obj, torch.nn.Module)
