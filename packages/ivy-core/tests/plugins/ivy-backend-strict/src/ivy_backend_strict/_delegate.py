"""Generate each family module's functions from ivy's registry.

Every ivy API function that array_api_strict has under the same name (in its
namespace, ``linalg`` or ``fft``) is exported; the rest stay missing (ivy-core
then uses its composition, if any). Where array_api_strict's rules differ from
ivy's, a thin adapter makes the result ivy's:

- defaults: a function with a keyword ``dtype`` left as ``None`` gives float32
  (complex64) where array_api_strict gives float64 (complex128) without a
  float64 (complex128) input: ivy's default float is float32;
- promotion: array_api_strict refuses to mix kinds (``int8 + float32``,
  ``int_array + 1.5``); ivy promotes them (``ivy.result_type``). On such a
  ``TypeError`` the arguments taking part in promotion are cast to ivy's
  result dtype and the call retried;
- float-only functions (``sqrt``, ``divide``, ``mean``, ``linalg.inv``) on
  integer or bool arrays give ivy's default float, float32; complex-only ones
  (``fft.fft``) take real input as complex; boolean-only ones
  (``logical_and``) take numbers as ``!= 0``;
- arguments ivy has and array_api_strict lacks are accepted at their default
  value and refused otherwise;
- bool operands of the numeric functions that keep bool under ivy's rule (``abs``,
  ``square``, ``pow``, ``matmul``, ``maximum``, ...; see ivy-core's README) are computed
  as 0/1 int64 and the result read back as ``!= 0``.

- errors: array_api_strict's ``TypeError`` about dtypes becomes
  ``ivy.UnsupportedDtypeError``, its ``ValueError`` about arguments
  ``ivy.InvalidArgumentError`` (shape complaints are left to ivy's dispatch,
  which makes them ``ivy.ShapeError``); NumPy's floating-point warnings are off
  (ivy's results say it all: inf, nan, 0 for integer division by zero);
- named results (``linalg.eigh``, ``unique_all``) come back as ivy's classes.

The promotion and error adapters only act on calls array_api_strict refuses;
``_ivy.py`` holds the per-function adaptations (ivy's extra arguments and
choices), each written with array_api_strict's functions.
"""

from __future__ import annotations

import inspect
import sys

import array_api_strict as xp
import numpy as np

import ivy
from ivy._dispatch import REGISTRY

from ._ivy import OVERRIDES
from .hooks import NATIVE_DTYPES, _Array

_IVY_DTYPES = {v: k for k, v in NATIVE_DTYPES.items()}
_NAMESPACES = {"linalg": xp.linalg, "fft": xp.fft}
# Parameters whose arrays (and Python scalars) take part in type promotion.
_PROMOTED = frozenset({"x", "x1", "x2", "arrays"})
_WIDE = (xp.float64, xp.complex128)
_NARROW = {xp.float64: xp.float32, xp.complex128: xp.complex64}
# Numeric functions that map bool operands into {0, 1}: ivy keeps bool (ivy-core's bool rule).
_BOOL_VIA_INT = frozenset({"abs", "positive", "sign", "ceil", "floor", "trunc", "round", "square", "pow", "add",
                           "multiply", "maximum", "minimum", "matmul", "tensordot", "linalg.matmul",
                           "linalg.tensordot", "kron", "vecdot", "linalg.vecdot"})


def export(namespace: dict, family: str) -> None:
    """Put an adapted array_api_strict function into ``namespace`` for each of
    ivy's functions of ``family``."""
    source = _NAMESPACES.get(family, xp)
    for qual, spec in REGISTRY.items():
        if spec.family != family:
            continue
        short = qual.rpartition(".")[2]
        fn = getattr(source, short, None)
        if fn is None or not callable(fn) or isinstance(fn, type):
            continue
        namespace[short] = _adapt(spec, fn)


def _adapt(spec, fn):
    ivy_sig = spec.signature
    factory = OVERRIDES.get(spec.qual)
    extras = ()
    if factory is not None:
        f = factory(fn)
    else:
        f = fn
        try:
            strict_params = inspect.signature(fn).parameters
        except (TypeError, ValueError):
            strict_params = None
        if strict_params is not None:
            mine = [(p.name, p.kind) for p in ivy_sig.parameters.values()]
            theirs = [(p.name, p.kind) for p in strict_params.values()]
            if mine != theirs[: len(mine)]:
                f = _rebinding(spec, fn, strict_params)
                extras = [p for p in ivy_sig.parameters.values() if p.name not in strict_params]
    dt = ivy_sig.parameters.get("dtype")
    if dt is not None and dt.kind is dt.KEYWORD_ONLY:
        f = _default_float32(f)
    f = _promoting(spec, f)
    f = _named_results(spec, f)
    f.__name__ = spec.qual.rpartition(".")[2]
    f.__qualname__ = f.__name__
    f.__doc__ = f"ivy.{spec.qual} on array_api_strict (adapted to ivy's rules)."
    f.__wrapped__ = fn
    if extras:
        # ivy's extra arguments at their defaults are array_api_strict's function; other calls go
        # to ivy-core's composition when it has one (a partial implementation, ARCHITECTURE.md §2).
        names = [(p.name, p.default) for p in extras]
        sig = ivy_sig

        def predicate(*args, **kwargs):
            bound = sig.bind(*args, **kwargs).arguments
            return all(_is_default(bound.get(n, d), d) for n, d in names)

        f.__ivy_predicate__ = predicate
    return f


def _named_results(spec, fn):
    """Named tuples come back as ivy's classes (``ivy.linalg.EighResult``, ``UniqueAllResult``)."""
    ann = spec.signature.return_annotation
    cls = getattr(sys.modules.get(spec.stub.__module__), ann, None) if isinstance(ann, str) else None
    if not (isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")):
        return fn

    def call(*args, **kwargs):
        r = fn(*args, **kwargs)
        return r if type(r) is cls else cls(*r)

    return call


def _is_default(value, default):
    if value is default:
        return True
    return type(value) is type(default) and not isinstance(value, _Array) and value == default


def _rebinding(spec, fn, strict_params):
    """Call ``fn`` (array_api_strict's signature) with arguments bound by ivy's signature."""
    ivy_sig = spec.signature
    extra = [p for p in ivy_sig.parameters.values() if p.name not in strict_params]
    kinds = {name: p.kind for name, p in strict_params.items()}

    def call(*args, **kwargs):
        bound = ivy_sig.bind(*args, **kwargs).arguments
        for p in extra:
            if p.name in bound:
                v = bound.pop(p.name)
                if not _is_default(v, p.default):
                    raise ivy.FunctionMissingError(
                        f"ivy.{spec.qual}: backend 'strict' has no argument {p.name!r} "
                        f"(array_api_strict's {fn.__name__} lacks it); leave it at {p.default!r}"
                    )
        pos, kw = [], {}
        for name, v in bound.items():
            kind = kinds[name]
            if kind is inspect.Parameter.POSITIONAL_ONLY:
                pos.append(v)
            elif kind is inspect.Parameter.VAR_POSITIONAL:
                pos.extend(v)
            else:
                kw[name] = v
        return fn(*pos, **kw)

    return call


def _has_wide(values):
    """Whether an input carries float64/complex128 itself (an array, a NumPy scalar, a buffer)."""
    for v in values:
        if isinstance(v, (list, tuple)):
            if _has_wide(v):
                return True
            continue
        if isinstance(v, (bool, int, float, complex, str)) or v is None:
            continue
        d = getattr(v, "dtype", None)
        if d is not None:
            if str(d).rpartition(".")[2] in ("float64", "complex128"):
                return True
            continue
        try:
            if memoryview(v).format.lstrip("<=@") in ("d", "Zd"):
                return True
        except TypeError:
            pass
    return False


def _default_float32(fn):
    """ivy's defaults: no ``dtype`` given and no float64/complex128 input -> float32/complex64."""

    def call(*args, **kwargs):
        r = fn(*args, **kwargs)
        if kwargs.get("dtype") is None and isinstance(r, _Array) and r.dtype in _WIDE:
            if not _has_wide(args) and not _has_wide(kwargs.values()):
                return xp.astype(r, _NARROW[r.dtype])
        return r

    return call


def _promoting(spec, fn):
    """Retry a call array_api_strict refuses with a TypeError the way ivy promotes; ivy's errors."""
    params = list(spec.signature.parameters.values())
    positions = [i for i, p in enumerate(params)
                 if p.name in _PROMOTED and p.kind is not p.KEYWORD_ONLY and p.kind is not p.VAR_POSITIONAL]
    var = [i for i, p in enumerate(params) if p.kind is p.VAR_POSITIONAL and p.name in _PROMOTED]
    names = [p.name for p in params if p.name in _PROMOTED]
    qual = spec.qual

    def call(*args, **kwargs):
        try:
            with np.errstate(all="ignore"):
                return fn(*args, **kwargs)
        except ivy.IvyError:
            raise
        except TypeError as e:
            if qual in _BOOL_VIA_INT:
                ints = _bools_as_ints(args, kwargs, positions, var, names)
                if ints is not None:
                    return xp.not_equal(fn(*ints[0], **ints[1]), 0)
            retry = _promoted_args(args, kwargs, positions, var, names, str(e))
            if retry is not None:
                try:
                    with np.errstate(all="ignore"):
                        return fn(*retry[0], **retry[1])
                except ivy.IvyError:
                    raise
                except TypeError:
                    pass
                except ValueError as e2:
                    err = _translate(e2, qual)
                    if err is None:
                        raise
                    raise err from e2
            err = _translate(e, qual)
            if err is None:
                raise
            raise err from e
        except ValueError as e:
            err = _translate(e, qual)
            if err is None:
                raise
            raise err from e

    return call


_SHAPE_WORDS = ("broadcast", "shape", "dimension", "size", "mismatch")


def _translate(e, qual):
    """ivy's error for one array_api_strict raised, or None to let it through."""
    msg = str(e)
    low = msg.lower()
    where = f"ivy.{qual} (backend 'strict'): {msg}"
    if isinstance(e, TypeError):
        if "casting" in low or "indexing" in low:
            return ivy.DtypeError(where)  # a cast the standard forbids, float indices
        if "dtype" in low:
            return ivy.UnsupportedDtypeError(where)  # "Only floating-point dtypes are allowed in ..."
        return None
    if isinstance(e, IndexError):
        # NumPy's AxisError: a matrix function given fewer than 2 dimensions is a shape mistake
        return ivy.ShapeError(where) if qual.startswith("linalg.") and isinstance(e, ValueError) else None
    if "axis out of range" in low:
        return ivy.AxisError(where)
    if low.startswith("cannot convert float"):
        return None  # NaN or inf into an integer dtype: ivy's dispatch makes it a ScalarOverflowError
    if "zero-size array" in low or not any(w in low for w in _SHAPE_WORDS):
        return ivy.InvalidArgumentError(f"ivy.{qual} (backend 'strict'): {msg}")
    return None  # a shape complaint: ivy's dispatch makes it an ivy.ShapeError


def _values(args, kwargs, positions, var, names):
    """(where, value) of every argument taking part in promotion."""
    out = []
    for i in positions:
        if i < len(args):
            out.append((("a", i), args[i]))
    for i in var:
        for j in range(i, len(args)):
            out.append((("a", j), args[j]))
    for n in names:
        if n in kwargs:
            out.append((("k", n), kwargs[n]))
    return out


def _flat(v):
    if isinstance(v, (list, tuple)):
        return [e for e in v if isinstance(e, (_Array, bool, int, float, complex))]
    return [v] if isinstance(v, (_Array, bool, int, float, complex)) else []


def _bools_as_ints(args, kwargs, positions, var, names):
    """The arguments with their bool arrays as 0/1 int64, if every operand is bool; else None."""
    found = _values(args, kwargs, positions, var, names)
    operands = [e for _, v in found for e in _flat(v)]
    if not operands or not all(isinstance(e, bool) or isinstance(e, _Array) and e.dtype == xp.bool
                               for e in operands):
        return None
    args = list(args)
    kwargs = dict(kwargs)
    for (where, key), v in found:
        v = xp.astype(v, xp.int64) if isinstance(v, _Array) else int(v) if isinstance(v, bool) else v
        if where == "a":
            args[key] = v
        else:
            kwargs[key] = v
    return args, kwargs


def _promoted_args(args, kwargs, positions, var, names, msg):
    found = _values(args, kwargs, positions, var, names)
    operands = [e for _, v in found for e in _flat(v)]
    arrays = [e for e in operands if isinstance(e, _Array)]
    if not arrays:
        return None
    try:
        target = ivy.result_type(*[_IVY_DTYPES[a.dtype] if isinstance(a, _Array) else a for a in operands])
    except (KeyError, ivy.IvyError):
        return None
    if "boolean" in msg and "floating" not in msg and "integer" not in msg:  # logical_*: numbers as != 0
        target = ivy.bool
    elif "complex floating" in msg:
        if target.kind in "biuf":
            target = ivy.complex128 if target is ivy.float64 else ivy.complex64
    elif "floating" in msg and target.kind in "biu":
        target = ivy.float32
    native = NATIVE_DTYPES.get(target)
    if native is None or all(a.dtype == native for a in arrays):
        return None

    def cast(v):
        if isinstance(v, _Array):
            return v if v.dtype == native else xp.astype(v, native)
        if isinstance(v, list):
            return [cast(e) for e in v]
        if isinstance(v, tuple):
            return tuple(cast(e) for e in v)
        return v

    args = list(args)
    kwargs = dict(kwargs)
    for (where, key), v in found:
        if where == "a":
            args[key] = cast(v)
        else:
            kwargs[key] = cast(v)
    return args, kwargs
