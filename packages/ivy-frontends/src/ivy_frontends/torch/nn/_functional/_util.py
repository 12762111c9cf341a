"""Shared argument handling of ``torch.nn.functional``: tuples of per-dimension arguments, the
``reduction`` of losses (with torch's legacy ``size_average``/``reduce``), dtype checks, and a
few native-array helpers that go through ivy (so the autograd tape records them)."""

from __future__ import annotations

import ivy

from ...._errors import FrontendRuntimeError, FrontendValueError
from ... import _dtypes as D
from ..._checks import checks_values, is_abstract, skip_value_checks
from ..._convert import dtype_of, fl, n, t, wrap
from ..._indexing import _bget

__all__ = ["tup", "legacy_reduction", "reduce", "float_native", "check_float", "bget", "shape_of", "arange_like",
           "dtype_of", "fl", "n", "t", "wrap", "D", "grad_scaled", "needs_grad", "rt_error", "value_error",
           "check_reduction", "is_abstract", "checks_values", "skip_value_checks", "sg"]

bget = _bget


def shape_of(a):
    """The shape of native ``a`` as a tuple of ints."""
    return tuple(int(s) for s in a.shape)


def tup(v, k, name="argument"):
    """``v`` (an int or a sequence of ``k`` or 1 ints) as a ``k``-tuple of ints."""
    if v.__class__ is int:
        return (v,) * k
    if hasattr(v, "_data") and not isinstance(v, (tuple, list)):
        v = v.tolist()
        if isinstance(v, int):
            return (v,) * k
    v = tuple(int(i) for i in v)
    if len(v) == 1:
        return v * k
    if len(v) != k:
        raise FrontendRuntimeError(f"{name} must be an int or a tuple of {k} ints, got {v}")
    return v


def legacy_reduction(size_average, reduce_, reduction):
    """torch's ``_Reduction.legacy_get_string``: the deprecated flags win when given."""
    if size_average is None and reduce_ is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce_ = True if reduce_ is None else reduce_
    if size_average and reduce_:
        return "mean"
    return "sum" if reduce_ else "none"


def reduce(loss, reduction):
    """Native ``loss`` reduced as ``reduction`` says ("none", "mean", "sum")."""
    if reduction == "mean":
        return ivy.mean(loss)
    if reduction == "sum":
        return ivy.sum(loss)
    if reduction == "none":
        return loss
    raise FrontendValueError(f"{reduction} is not a valid value for reduction")


def check_reduction(reduction):
    if reduction not in ("mean", "sum", "none"):
        raise FrontendValueError(f"{reduction} is not a valid value for reduction")


def float_native(x, fn):
    """The native array of ``x``, which must be a float (or complex) tensor, as torch's float kernels require."""
    a = t(x)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"{fn}" not implemented for \'{_cname(d)}\'')
    return a


def check_float(a, fn):
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"{fn}" not implemented for \'{_cname(d)}\'')
    return d


_CNAME = {D.bool: "Bool", D.uint8: "Byte", D.int8: "Char", D.int16: "Short", D.int32: "Int", D.int64: "Long"}


def _cname(d):
    return _CNAME.get(d, str(d).replace("torch.", ""))


def arange_like(k, like, dtype=None):
    """A native ``arange(k)`` (int64 unless ``dtype``) on ``like``'s device."""
    r = ivy.arange(k, dtype=dtype or ivy.int64, device=ivy.dev(like))
    return r._data if r.__class__ is ivy.Array else r


def needs_grad(*xs):
    """Whether any of natives ``xs`` is recorded for autograd (so grad-only tricks are worth doing)."""
    from ...._tape import TAPE
    from ... import _autograd

    if not _autograd._GRAD_ENABLED[0]:
        return False
    for a in xs:
        if a is None or a.__class__ in (int, float, bool):
            continue
        m = a.__class__.__module__
        if m == "torch":
            if a.requires_grad:
                return True
        elif m != "numpy" and TAPE.entries and TAPE.tracked(a):
            return True
    return False


def sg(a):
    """``a``'s values as an array no gradient flows through, on every backend and in the frontend's recorded
    graph (where ``ivy.stop_gradient`` of a concrete JAX array returns the array itself, which the graph
    knows by identity: a fresh array is made while recording is off)."""
    r = ivy.stop_gradient(a)
    if r is a and a.__class__.__module__ != "numpy":
        from ...._tape import TAPE

        if TAPE.entries and TAPE.tracked(a):
            was = TAPE.enabled
            TAPE.enabled = False
            try:
                r = ivy.add(a, ivy.zeros_like(a))
            finally:
                TAPE.enabled = was
    return r


def grad_scaled(a, scale):
    """``a``'s values with its gradient multiplied by ``scale`` (broadcast): ``sg(a) + (a - sg(a)) * scale``."""
    s = sg(a)
    return ivy.add(s, ivy.multiply(ivy.subtract(a, s), scale))


def rt_error(msg):
    return FrontendRuntimeError(msg)


def value_error(msg):
    return FrontendValueError(msg)

