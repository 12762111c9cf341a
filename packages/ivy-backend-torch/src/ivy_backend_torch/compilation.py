"""``ivy.compile`` on PyTorch: ``torch.compile``, else ``torch.jit.trace``.

``torch.compile`` (TorchDynamo + Inductor) needs a working C++ compiler for
CPU code, among other things. When it cannot run — it raises while compiling,
and the same call succeeds eagerly, so the fault is the compiler's and not the
function's — ivy warns once and falls back to ``torch.jit.trace``, traced again
for each new combination of input shapes, dtypes and devices (a trace records
one path through Python control flow). A function that cannot be traced
either runs eagerly, with a warning.

``FOLLOWS_PYTHON``: the function ivy-core compiles returns ``(arrays, structure)``, the
structure being Python values (which outputs are ``ivy.Array``, constants such as
``x.shape[0]``). torch.compile returns both as the traced code produced them, so ivy-core
records nothing while Dynamo traces: a write there would be guarded on, and the next call would
compile again. The ``torch.jit.trace`` fallback keeps each trace's structure beside it.
"""

from __future__ import annotations

import warnings

import torch

HAS_COMPILER = True
FOLLOWS_PYTHON = True


def _first_line(e):
    s = str(e).strip().splitlines()
    return f"{type(e).__name__}: {s[0] if s else ''}"[:300]


class _TorchCompiled:
    def __init__(self, fn, options):
        self.fn = fn
        self.mode = "compile"
        self.traced = {}
        try:
            self.compiled = torch.compile(fn, **options)
        except Exception as e:  # noqa: BLE001 - any failure of the compiler: fall back
            if options:
                raise
            self._fall_back(e)

    def _fall_back(self, e):
        warnings.warn(
            f"ivy.compile: torch.compile cannot run here ({_first_line(e)}); "
            "falling back to torch.jit.trace", RuntimeWarning, stacklevel=4,
        )
        self.mode = "trace"
        self.compiled = None

    def __call__(self, *xs):
        if self.mode == "compile":
            try:
                return self.compiled(*xs)
            except Exception as e:  # noqa: BLE001 - decide below whose fault it is
                self.fn(*xs)  # the function's own error, if it has one, is raised from here
                self._fall_back(e)
        return self._trace_call(xs)

    def _trace_call(self, xs):
        key = tuple((tuple(x.shape), x.dtype, x.device, x.requires_grad) for x in xs)
        entry = self.traced.get(key)
        if entry is None:
            entry = self.traced[key] = self._trace(xs)
        traced, structure = entry
        if traced is self.fn:
            return traced(*xs)
        out = traced(*xs)
        return (out if isinstance(out, tuple) else (out,)), structure

    def _trace(self, xs):
        """``(traced function of the arrays, the outputs' structure)``, or ``(self.fn, None)``
        where the function cannot be traced."""
        if not xs:
            return self.fn, None
        seen = []

        def arrays_only(*a):
            outs, structure = self.fn(*a)
            seen.append(structure)  # a trace runs the Python once
            return outs

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                warnings.simplefilter("ignore", torch.jit.TracerWarning)
                traced = torch.jit.trace(arrays_only, tuple(xs), check_trace=False, strict=False)
        except Exception as e:  # noqa: BLE001 - untraceable: run eagerly
            warnings.warn(
                f"ivy.compile: torch.jit.trace cannot trace this function ({_first_line(e)}); "
                "it runs eagerly", RuntimeWarning, stacklevel=4,
            )
            return self.fn, None
        return traced, seen[-1]


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    return _TorchCompiled(fn, options)
