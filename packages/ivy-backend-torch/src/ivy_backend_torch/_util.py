"""Helpers shared by the family modules (not API functions)."""

from __future__ import annotations

import torch
from torch._C._functorch import peek_interpreter_stack as _peek

import ivy
from ivy.plugin import normalize_axes as normalize_axes  # for the backend's modules


def int64_or_float(v):
    """A Python int beyond int64 as its float value (torch refuses it beside a float tensor or as
    a float fill: "int too big to convert"; ``float`` refuses one beyond float64's range, which
    ivy reports as ScalarOverflowError); anything else as it is.

    >>> int64_or_float(2**70), int64_or_float(5), int64_or_float(2.5)
    (1.1805916207174113e+21, 5, 2.5)
    """
    return float(v) if v.__class__ is int and not -(2**63) <= v < 2**63 else v


def rounded_to(v, dtype):
    """The Python number ``v`` as the float ``dtype`` rounds it (inf beyond its range), for the
    torch calls that refuse a value the dtype cannot hold ("value cannot be converted to type
    c10::Half without overflow": ``F.pad``'s value, ``clamp``'s bounds); None stays None.

    >>> rounded_to(1e10, torch.float16), rounded_to(65519.0, torch.float16), rounded_to(None, torch.float32)
    (inf, 65504.0, None)
    """
    return None if v is None else torch.tensor(v, dtype=torch.float64).to(dtype).item()


def is_int_dtype(d):
    """Whether torch dtype ``d`` is an integer one (not floating, complex or bool).

    >>> is_int_dtype(torch.uint8), is_int_dtype(torch.bool)
    (True, False)
    """
    return not (d.is_floating_point or d.is_complex or d is torch.bool)


def in_transform():
    """Whether a torch.func transform (``vmap`` through ``ivy.vmap``, ``grad``, ...) is running
    (~30 ns): paths that read values back (``.item()``, ``bool(t)``) or write into unbatched
    tensors in place take their transform-safe form then."""
    return _peek() is not None


_compiling = torch.compiler.is_compiling


def check_index_range(idx, n, fn, *, negative=True):
    """Raise IndexError where an index of ``idx`` lies outside ``[-n, n)`` (``[0, n)`` with
    ``negative=False``). Only for tensors off the CPU: there torch's indexing kernels assert on
    the device instead of raising, which poisons the process's CUDA context; on the CPU torch
    raises IndexError itself, and this check (a read back) is skipped. Inside a torch.func
    transform or a torch.compile trace nothing can be read back: torch's rule stands there
    (a data-dependent branch broke ``fullgraph`` graphs on a GPU)."""
    if _compiling() or in_transform():
        return
    if idx.numel() and bool(((idx < (-n if negative else 0)) | (idx >= n)).any()):
        raise IndexError(f"{fn}: an index is out of range for a dimension of size {n}")


class _Depth:
    """How many of ivy's autodiff calls are running whose graph will be differentiated again
    (``gradients.value_and_grads`` with ``create_graph``): cuDNN's LSTM has no double backward."""

    n = 0


HIGHER_ORDER = _Depth()

AxisError = ivy.AxisError  # an axis out of range (ivy-core's error, a ValueError and an IndexError)
