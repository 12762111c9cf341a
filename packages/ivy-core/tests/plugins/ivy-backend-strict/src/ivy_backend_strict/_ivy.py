"""Where ivy asks more than array_api_strict gives: per-function adaptations.

Each entry takes array_api_strict's function and returns one with ivy's
signature and behaviour: ivy's extra arguments (ARCHITECTURE.md §5: ``eye(...,
batch_shape=)``, ``reshape(..., order='F')``, ``argmax(..., select_last_index=)``
...), and ivy's choices where the standard leaves room or array_api_strict
refuses (bool input to ``sum``/``max``/``sort``, ``clip`` with ``min > max``,
``take(axis=None)`` on n-d input, complex ``std``/``var``, ...). They are written
with array_api_strict's own functions; NumPy (array_api_strict's engine) is used
on the host only where array_api_strict has no such primitive (``isin`` across
dtypes, ``linspace`` with array endpoints).
"""

from __future__ import annotations

import math
import operator

import array_api_strict as xp
import numpy as np

import ivy
from ivy.plugin import (
    ROW_BY_ROW_FROM,
    cross_axis,
    cumulative_axis,
    fftn_args,
    int_comparison_outside,
    int_overflow,
    int_position_outside,
    norm_of_nothing,
    normalize_axes,
    sums_row_by_row,
    tensordot_axes,
    truthy_scalars,
)

from .hooks import NATIVE_DTYPES, _Array, _host

_IVY = {v: k for k, v in NATIVE_DTYPES.items()}
OVERRIDES = {}


def override(qual):
    def register(factory):
        OVERRIDES[qual] = factory
        return factory

    return register


def _nd(d):
    """A native dtype from an ivy dtype (or a native one, or None)."""
    if d is None or not isinstance(d, ivy.Dtype):
        return d
    try:
        return NATIVE_DTYPES[d]
    except KeyError:
        raise ivy.UnsupportedDtypeError(f"backend 'strict' cannot hold dtype {d.name}") from None


def _kind(x):
    return _IVY[x.dtype].kind


def _np(native):
    """The NumPy dtype of a native (array_api_strict) dtype."""
    return np.dtype(_IVY[native].name)


def _copy(x):
    return xp.asarray(x, copy=True)


def _to_strict(a, like):
    return xp.asarray(np.asarray(a), device=like.device if isinstance(like, _Array) else None)


def _axis(axis, ndim, what):
    if not -ndim <= axis < ndim:
        raise ivy.AxisError(f"{what}: axis {axis} is out of range for a {ndim}-d array")
    return axis % ndim


def _axes(axis, ndim, what):
    """``axis`` (None, an int or a sequence) as the non-negative axes it names; AxisError if outside."""
    if axis is None:
        return range(ndim)
    return [_axis(a, ndim, what) for a in ((axis,) if isinstance(axis, int) else axis)]


# ------------------------------------------------------------------ creation


def _contains_array(obj):
    if isinstance(obj, (_Array, ivy.Array)):
        return True
    if isinstance(obj, (list, tuple)):
        return any(_contains_array(o) for o in obj)
    return False


def _host_nested(obj):
    if isinstance(obj, ivy.Array):
        obj = obj.data
    if isinstance(obj, _Array):
        return _host(obj)
    if isinstance(obj, (list, tuple)):
        return [_host_nested(o) for o in obj]
    return obj


def _operands(obj, out):
    if isinstance(obj, ivy.Array):
        obj = obj.data
    if isinstance(obj, _Array):
        out.append(_IVY[obj.dtype])
    elif isinstance(obj, (list, tuple)):
        for o in obj:
            _operands(o, out)
    elif isinstance(obj, (bool, int, float, complex)):
        out.append(obj)
    return out


@override("asarray")
def _asarray(f):
    def asarray(obj, /, *, dtype=None, device=None, copy=None):
        if isinstance(obj, str) or (isinstance(obj, (list, tuple)) and _has_str(obj)):
            raise ivy.InvalidArgumentError("ivy.asarray: strings are not array values")
        if isinstance(obj, (list, tuple)) and _contains_array(obj):
            # 0-d arrays in a sequence are strongly typed, Python scalars weak (ivy.result_type)
            if dtype is None:
                dtype = NATIVE_DTYPES[ivy.result_type(*_operands(obj, []))]
            return xp.asarray(np.asarray(_host_nested(obj), dtype=_np(dtype)), device=device)
        if dtype is None and device is not None and not isinstance(obj, _Array) and not hasattr(obj, "dtype"):
            try:
                # A buffer (array.array('B'), bytes) keeps its item type: array_api_strict casts
                # a dtype-less object given a device to that device's default (uint8 -> int64).
                memoryview(obj)
            except TypeError:
                pass
            else:
                obj = np.asarray(obj)
        return f(obj, dtype=dtype, device=device, copy=copy)

    return asarray


def _has_str(obj):
    return any(isinstance(o, str) or (isinstance(o, (list, tuple)) and _has_str(o)) for o in obj)


@override("arange")
def _arange(f):
    def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
        if step == 0:
            raise ivy.InvalidArgumentError("ivy.arange: step must not be 0")
        if dtype is None and any(isinstance(v, float) for v in (start, stop, step)):
            # float64 steps rounded once to ivy's float32 (the adapter narrows), on every device:
            # array_api_strict's "device2" defaults to float32 and would step in float32
            dtype = xp.float64
        return f(start, stop, step, dtype=dtype, device=device)

    return arange


@override("eye")
def _eye(f):
    def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
        r = f(n_rows, n_cols, k=k, dtype=dtype, device=device)
        if batch_shape is None:
            return r
        b = (batch_shape,) if isinstance(batch_shape, int) else tuple(batch_shape)
        return _copy(xp.broadcast_to(r, b + r.shape))

    return eye


@override("linspace")
def _linspace(f):
    def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
        if not isinstance(start, _Array) and not isinstance(stop, _Array):
            return f(start, stop, num, dtype=dtype, device=device, endpoint=endpoint)
        # array endpoints (an ivy extension): computed in double precision, then rounded once
        like = start if isinstance(start, _Array) else stop
        if dtype is None:
            d = ivy.result_type(*[_IVY[v.dtype] if isinstance(v, _Array) else v for v in (start, stop)])
            dtype = NATIVE_DTYPES[d if d.kind in "fc" else ivy.float32]
        work = np.complex128 if dtype in (xp.complex64, xp.complex128) else np.float64
        s = _host(start) if isinstance(start, _Array) else start
        e = _host(stop) if isinstance(stop, _Array) else stop
        r = np.linspace(s, e, num, endpoint=endpoint, dtype=work, axis=-1 if axis is None else axis)
        return xp.astype(_to_strict(r, like), dtype)

    return linspace


@override("meshgrid")
def _meshgrid(f):
    def meshgrid(*arrays, indexing="xy", sparse=False):
        """Sparse grids, and arrays of several dtypes (each keeps its own, as in NumPy;
        array_api_strict refuses them), by reshaping and broadcasting."""
        if not sparse and len({a.dtype for a in arrays}) <= 1:
            return tuple(f(*arrays, indexing=indexing))
        n = len(arrays)
        out = []
        for i, a in enumerate(arrays):
            pos = i
            if indexing == "xy" and n >= 2 and i < 2:
                pos = 1 - i
            shape = [1] * n
            shape[pos] = a.shape[0]
            out.append(xp.reshape(a, tuple(shape)))
        if not sparse:
            full = tuple(max(o.shape[k] for o in out) if all(o.shape[k] for o in out) else 0 for k in range(n))
            out = [xp.broadcast_to(o, full) for o in out]
        return tuple(out)

    return meshgrid


@override("astype")
def _astype(f):
    def astype(x, dtype, /, *, copy=True, device=None):
        """``device=None`` keeps x's device (array_api_strict puts an explicit None on the CPU)."""
        if device is None:
            return f(x, dtype, copy=copy)
        return f(x, dtype, copy=copy, device=device)

    return astype


# ---------------------------------------------------------------- elementwise


@override("real")
def _real(f):
    def real(x, /):
        return f(x) if _kind(x) == "c" else x

    return real


@override("conj")
def _conj(f):
    def conj(x, /):
        return f(x) if _kind(x) == "c" else x

    return conj


@override("imag")
def _imag(f):
    def imag(x, /):
        return f(x) if _kind(x) == "c" else xp.zeros_like(x)

    return imag


def _clip_bound(b, x, lower):
    """A bound in x's dtype: for integer x, Python scalars clamped to its range, floats rounded inwards."""
    if b is None:
        return None
    if _kind(x) in "iu":
        if isinstance(b, (bool, int, float)):
            if b != b:
                raise ivy.InvalidArgumentError("clip: a NaN bound cannot apply to an integer array")
            info = xp.iinfo(x.dtype)
            if b <= info.min:
                return int(info.min)
            if b >= info.max:
                return int(info.max)
            return (math.ceil(b) if lower else math.floor(b)) if isinstance(b, float) else int(b)
        if _kind(b) in "fc":
            b = xp.ceil(b) if lower else xp.floor(b)
        return b if b.dtype == x.dtype else _to_strict(_host(b).astype(_np(x.dtype)), x)
    if isinstance(b, _Array):
        return b if b.dtype == x.dtype else xp.astype(b, x.dtype)
    return float(b) if isinstance(b, int) else b


@override("clip")
def _clip(f):
    def clip(x, /, min=None, max=None):  # noqa: A002 - the standard's names
        """``minimum(maximum(x, min), max)`` in x's dtype: where ``min > max`` the result is ``max``."""
        r = x
        lo = _clip_bound(min, x, True)
        if lo is not None:
            r = xp.maximum(r, lo)
        hi = _clip_bound(max, x, False)
        if hi is not None:
            r = xp.minimum(r, hi)
        return _copy(x) if r is x else r

    return clip


def _int_scalar_of(x, s):
    """``(array, Python int)`` if one of ``x, s`` is an integer array and the other a Python int."""
    if isinstance(x, _Array) and s.__class__ is int and _kind(x) in "iu":
        return x, s
    return None


def _shift(f):
    def shift(x1, x2, /):
        """Counts below 0 or past the width shift everything out (array_api_strict refuses negatives)."""
        for x in (x1, x2):
            if isinstance(x, _Array) and _kind(x) not in "iu":
                raise ivy.UnsupportedDtypeError(f"ivy.{f.__name__} needs integer arrays, got {_IVY[x.dtype].name}")
        pair = _int_scalar_of(x1, x2) or _int_scalar_of(x2, x1)
        if pair is not None:
            info = xp.iinfo(pair[0].dtype)
            if not info.min <= pair[1] <= info.max:
                raise int_overflow(pair[1], _IVY[pair[0].dtype], f.__name__)
        bits = xp.iinfo(x1.dtype).bits if isinstance(x1, _Array) else 64
        if isinstance(x2, int) and x2 < 0:
            x2 = bits
        elif isinstance(x2, _Array) and _kind(x2) == "i":
            x2 = xp.where(x2 < 0, xp.asarray(min(bits, xp.iinfo(x2.dtype).max), dtype=x2.dtype,
                                             device=x2.device), x2)
        return f(x1, x2)

    return shift


override("bitwise_left_shift")(_shift)
override("bitwise_right_shift")(_shift)


def _comparison(f):
    name = f.__name__

    def compare(x1, x2, /):
        """A Python int outside the integer array's range compares by value (array_api_strict refuses it)."""
        for x, s, reflected in ((x1, x2, False), (x2, x1, True)):
            if _int_scalar_of(x, s) is not None:
                info = xp.iinfo(x.dtype)
                answer = int_comparison_outside(name, s, info.min, info.max, reflected)
                if answer is not None:
                    return xp.full(x.shape, answer, dtype=xp.bool, device=x.device)
        return f(x1, x2)

    return compare


for _name in ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"):
    override(_name)(_comparison)
for _name in ("logical_and", "logical_or", "logical_xor"):
    override(_name)(truthy_scalars)


@override("expm1")
def _expm1(f):
    def expm1(x, /):
        r = f(x)
        if _kind(x) != "c":
            return r
        # The standard's complex special cases that NumPy's formula misses.
        re, im = xp.real(x), xp.imag(x)
        # b == 0: expm1(a) + bj, with a = -0 giving +0 (adding +0.0 turns -0 into +0); the zero
        # imaginary part keeps its sign (``im * 1j`` would not: conj gives the -0j)
        on_axis = xp.astype(xp.expm1(re) + 0.0, x.dtype)
        on_axis = xp.where(xp.signbit(im), xp.conj(on_axis), on_axis)
        r = xp.where(im == 0, on_axis, r)
        # a = -inf, b = +-inf or NaN: -1 + 0j;  a = +inf, b = +-inf or NaN: inf + NaN j
        edge = xp.logical_and(xp.isinf(re), xp.logical_not(xp.isfinite(im)))
        minus_one = xp.asarray(-1 + 0j, dtype=x.dtype, device=x.device)
        inf_nan = xp.asarray(complex(float("inf"), float("nan")), dtype=x.dtype, device=x.device)
        r = xp.where(xp.logical_and(edge, re < 0), minus_one, r)
        return xp.where(xp.logical_and(edge, re > 0), inf_nan, r)

    return expm1


def _complex_from_parts(re, im, dtype):
    """``re + im j`` with the signs of zero parts kept (finite parts): built from the absolute
    values, whose ``+ |im| * 1j`` is exact, then conj and negation restore the signs."""
    z = xp.astype(xp.abs(re), dtype) + xp.astype(xp.abs(im), dtype) * 1j
    z = xp.where(xp.signbit(re), -xp.conj(z), z)  # negates the real part only
    return xp.where(xp.signbit(im), xp.conj(z), z)


@override("sign")
def _sign(f):
    def sign(x, /):
        if _kind(x) != "c":
            return f(x)
        # x / |x| part by part (zero parts keep their signs, as IEEE division); 0 for x == 0 and
        # NaN + NaN j for a NaN part (NumPy's sign loses zero signs)
        re, im = xp.real(x), xp.imag(x)
        m = xp.abs(x)
        safe = xp.where(m == 0, xp.ones_like(m), m)
        r = _complex_from_parts(re / safe, im / safe, x.dtype)
        r = xp.where(m == 0, xp.zeros_like(x), r)
        return xp.where(xp.isnan(x), xp.asarray(complex(math.nan, math.nan), dtype=x.dtype, device=x.device), r)

    return sign


@override("tan")
def _tan(f):
    def tan(x, /):
        r = f(x)
        if _kind(x) != "c":
            return r
        # tan(a +- inf j) = +-0 +- 1j, the zero with a's sign (tan(x) is -1j * tanh(1j * x));
        # NumPy's zero follows sin(2a)
        re, im = xp.real(x), xp.imag(x)
        zero = xp.zeros_like(re)
        one = xp.ones_like(im)
        limit = _complex_from_parts(xp.where(xp.signbit(re), -zero, zero), xp.where(xp.signbit(im), -one, one),
                                    x.dtype)
        return xp.where(xp.isinf(im), limit, r)

    return tan


@override("reciprocal")
def _reciprocal(f):
    def reciprocal(x, /):
        # complex: 1.0 / x, as the standard defines it (NumPy's reciprocal differs at zeros and
        # in zero signs)
        return 1.0 / x if _kind(x) == "c" else f(x)

    return reciprocal


@override("tanh")
def _tanh(f):
    def tanh(x, /):
        r = f(x)
        if _kind(x) != "c":
            return r
        # tanh(+-inf + bj) = +-1 + 0j with the sign of b, for finite b
        re, im = xp.real(x), xp.imag(x)
        base = xp.astype(xp.sign(re), x.dtype)  # +-1 + 0j
        limit = xp.where(xp.signbit(im), xp.conj(base), base)  # conj gives the -0j
        return xp.where(xp.logical_and(xp.isinf(re), xp.isfinite(im)), limit, r)

    return tanh


@override("floor_divide")
def _floor_divide(f):
    def floor_divide(x1, x2, /):
        r = f(x1, x2)
        if _kind(r) != "f":
            return r
        # the standard's limits where exactly one operand is infinite (NumPy follows Python's //)
        # a Python scalar operand as an array on the result's device (not array_api_strict's CPU)
        a1 = x1 if isinstance(x1, _Array) else xp.asarray(x1, dtype=r.dtype, device=r.device)
        a2 = x2 if isinstance(x2, _Array) else xp.asarray(x2, dtype=r.dtype, device=r.device)
        one_inf = xp.isinf(a1) != xp.isinf(a2)
        return xp.where(one_inf, xp.astype(xp.divide(a1, a2), r.dtype), r)

    return floor_divide


# ----------------------------------------------------------------------- fft


def _shifter(sign, name):
    def factory(f):
        def shift(x, /, *, axes=None):
            """A roll by half of each axis: any dtype, 0-d included."""
            ax = tuple(range(x.ndim)) if axes is None else normalize_axes(axes, x.ndim, f"ivy.fft.{name}")
            if x.ndim == 0:
                return _copy(x)
            return xp.roll(x, tuple(sign * (x.shape[a] // 2) for a in ax), axis=ax)

        return shift

    return factory


override("fft.fftshift")(_shifter(1, "fftshift"))
override("fft.ifftshift")(_shifter(-1, "ifftshift"))


def _checked_axis(name, then=None):
    """A 1-D transform whose ``axis`` is checked first (AxisError; array_api_strict's NumPy
    raises a bare IndexError), then ``then``'s wrapper if given."""

    def factory(f):
        g = f if then is None else then(f)

        def transform(x, /, *, n=None, axis=-1, norm="backward"):
            normalize_axes(axis, x.ndim, f"ivy.fft.{name}")
            return g(x, n=n, axis=axis, norm=norm)

        return transform

    return factory


def _checked_axes(name, kind):
    """An n-D transform whose ``s`` and ``axes`` are resolved and checked first
    (``ivy.plugin.fftn_args``)."""

    def factory(f):
        def transform(x, /, *, s=None, axes=None, norm="backward"):
            s, axes = fftn_args(name, x.shape, s, axes, kind)
            return f(x, s=s, axes=axes, norm=norm)

        return transform

    return factory


for _name in ("fft", "ifft", "rfft", "ihfft"):
    override(f"fft.{_name}")(_checked_axis(_name))
for _name, _fft_kind in (("fftn", "c2c"), ("ifftn", "c2c"), ("rfftn", "r2c"), ("irfftn", "c2r")):
    override(f"fft.{_name}")(_checked_axes(_name, _fft_kind))


def _freq(f):
    def freq(n, /, *, d=1.0, dtype=None, device=None):
        if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
            raise ivy.InvalidArgumentError(f"n must be a positive integer, got {n!r}")
        if d == 0:
            raise ivy.InvalidArgumentError("d (the sample spacing) must not be 0")
        if dtype is not None and dtype not in (xp.float32, xp.float64):
            raise ivy.InvalidArgumentError(f"dtype must be a real floating dtype, got {_IVY.get(dtype, dtype)}")
        return f(n, d=d, dtype=dtype, device=device)

    return freq


override("fft.fftfreq")(_freq)
override("fft.rfftfreq")(_freq)


def _padded_c2r(f):
    def c2r(x, /, *, n=None, axis=-1, norm="backward"):
        """An empty axis zero-padded first (array_api_strict's NumPy reads uninitialised memory)."""
        if n is not None and x.ndim and x.shape[axis] == 0:
            shape = list(x.shape)
            shape[axis] = n // 2 + 1
            x = xp.zeros(tuple(shape), dtype=x.dtype, device=x.device)
        return f(x, n=n, axis=axis, norm=norm)

    return c2r


override("fft.irfft")(_checked_axis("irfft", _padded_c2r))
override("fft.hfft")(_checked_axis("hfft", _padded_c2r))


# ------------------------------------------------------------------ indexing


def _integer_indices(indices, what, name="indices"):
    if _kind(indices) not in "iu":
        raise ivy.plugin.integers_required(what, _IVY[indices.dtype], name)


@override("take")
def _take(f):
    def take(x, indices, /, *, axis=None):
        _integer_indices(indices, "take")
        if axis is None and x.ndim != 1:
            x = xp.reshape(x, (-1,))
        return f(x, indices, axis=axis)

    return take


@override("take_along_axis")
def _take_along_axis(f):
    def take_along_axis(x, indices, /, *, axis=-1):
        _integer_indices(indices, "take_along_axis")
        return f(x, indices, axis=axis)

    return take_along_axis


@override("repeat")
def _repeat(f):
    def repeat(x, repeats, /, *, axis=None):
        if not isinstance(repeats, int):  # (a negative int is refused by ivy-core's dispatch)
            _integer_indices(repeats, "repeat", "repeats")
        return f(x, repeats, axis=axis)

    return repeat


@override("tile")
def _tile(f):
    def tile(x, repetitions, /):
        r = ivy.plugin.counts(repetitions, "tile", "repetitions")
        return f(x, (r,) if r.__class__ is int else r)

    return tile


# -------------------------------------------------------------------- linalg


@override("linalg.vector_norm")
def _vector_norm(f):
    def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
        axes = tuple(range(x.ndim)) if axis is None else ((axis,) if isinstance(axis, int) else tuple(axis))
        if all(x.shape[a] != 0 for a in axes):
            return f(x, axis=axis, keepdims=keepdims, ord=ord)
        # over zero elements: 0 for ord >= 0, inf for ord < 0 (NumPy raises for -inf)
        r = f(xp.ones_like(x), axis=axis, keepdims=keepdims, ord=2)
        return xp.full_like(r, math.inf if ord < 0 else 0.0)

    return vector_norm


@override("linalg.matrix_norm")
def _matrix_norm(f):
    def matrix_norm(x, /, *, keepdims=False, ord="fro"):  # noqa: A002
        v = norm_of_nothing(x.shape, ord) if x.ndim >= 2 and 0 in x.shape else None
        if v is None:
            return f(x, keepdims=keepdims, ord=ord)
        # the largest (smallest) of no values: 0 (inf); array_api_strict raises for either
        return f(x, keepdims=keepdims, ord="fro") + v

    return matrix_norm


def _negative_axis(axis, *arrays):
    nd = max(a.ndim for a in arrays)
    return axis - nd if axis >= 0 else axis


@override("linalg.cross")
def _cross(f):
    def cross(x1, x2, /, *, axis=-1):
        return f(x1, x2, axis=cross_axis(axis, x1.shape, x2.shape))

    return cross


@override("linalg.outer")
def _outer(f):
    def outer(x1, x2, /):
        if x1.ndim != 1 or x2.ndim != 1:
            raise ivy.ShapeError(f"ivy.linalg.outer needs 1-D arrays, got shapes {x1.shape} and {x2.shape}")
        return f(x1, x2)

    return outer


@override("linalg.qr")
def _qr(f):
    def qr(x, /, *, mode="reduced"):
        if mode not in ("reduced", "complete"):
            raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', not {mode!r}")
        return f(x, mode=mode)

    return qr


@override("matmul")
def _matmul(f):
    def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
        x1 = _flip_operand(x1, transpose_a, adjoint_a)
        x2 = _flip_operand(x2, transpose_b, adjoint_b)
        return f(x1, x2)

    return matmul


def _flip_operand(x, transpose, adjoint):
    if not (transpose or adjoint):
        return x
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.matmul: transposing needs at least 2 dimensions, got shape {x.shape}")
    x = xp.matrix_transpose(x)
    return xp.conj(x) if adjoint and _kind(x) == "c" else x


@override("tensordot")
def _tensordot(f):
    def tensordot(x1, x2, /, *, axes=2):
        return f(x1, x2, axes=tensordot_axes(axes, x1.shape, x2.shape))

    return tensordot


def _vecdot_like(f):
    def vecdot(x1, x2, /, *, axis=-1):
        return f(x1, x2, axis=_negative_axis(axis, x1, x2))

    return vecdot


override("vecdot")(_vecdot_like)
override("linalg.vecdot")(_vecdot_like)


# -------------------------------------------------------------- manipulation


def _copy_all(r):
    return tuple(_copy(v) for v in r) if isinstance(r, tuple) else _copy(r)


@override("squeeze")
def _squeeze(f):
    def squeeze(x, /, axis=None, *, copy=None):
        if axis is None:
            axis = tuple(i for i, s in enumerate(x.shape) if s == 1)
        r = f(x, axis) if axis != () else x
        return _copy(r) if copy or r is x else r

    return squeeze


@override("permute_dims")
def _permute_dims(f):
    def permute_dims(x, /, axes, *, copy=None):
        r = f(x, axes)
        return _copy(r) if copy else r

    return permute_dims


@override("flip")
def _flip(f):
    def flip(x, /, *, axis=None, copy=None):
        r = f(x, axis=axis)
        return _copy(r) if copy else r

    return flip


@override("expand_dims")
def _expand_dims(f):
    def expand_dims(x, /, axis=0, *, copy=None):
        r = f(x, axis=axis)
        return _copy(r) if copy else r

    return expand_dims


@override("reshape")
def _reshape(f):
    def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        if any(s < -1 for s in shape):  # (array_api_strict, through NumPy, takes any as -1)
            raise ivy.ShapeError(f"ivy.reshape: a size in {shape} is negative (only one -1 may stand for the rest)")
        if not allowzero:
            shape = tuple(x.shape[i] if s == 0 else s for i, s in enumerate(shape))
        if order == "C":
            return f(x, shape, copy=copy)
        if order != "F":
            raise ivy.InvalidArgumentError(f"ivy.reshape: order must be 'C' or 'F', not {order!r}")
        # Fortran order: reverse the axes, reshape to the reversed shape, reverse back
        t = xp.permute_dims(x, tuple(range(x.ndim))[::-1])
        r = f(t, shape[::-1], copy=copy)
        return xp.permute_dims(r, tuple(range(len(shape)))[::-1])

    return reshape


@override("roll")
def _roll(f):
    def roll(x, /, shift, *, axis=None):
        """NumPy integers and 0-d/1-d integer arrays as ``shift``/``axis`` (array_api_strict takes
        only Python ints and tuples of them; NumPy takes all of these)."""
        if shift.__class__ is not int:
            shift = ivy.plugin.int_or_ints(shift)
        if axis is not None and axis.__class__ is not int:
            axis = ivy.plugin.int_or_ints(axis)
        if axis is not None and shift.__class__ is not int:
            shift, axis = ivy.plugin.roll_shifts(shift, axis)  # one shift per axis (NumPy broadcast them)
        return f(x, shift, axis=axis)

    return roll


@override("unstack")
def _unstack(f):
    def unstack(x, /, *, axis=0, keepdims=False, copy=None):
        r = f(x, axis=axis)
        if keepdims:
            r = tuple(xp.expand_dims(v, axis=axis) for v in r)
        return _copy_all(r) if copy else tuple(r)

    return unstack


# ------------------------------------------------------------------ searching


def _arg_extreme(name):
    def factory(f):
        def arg(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False, output_dtype=None):
            dtype = _nd(dtype if dtype is not None else output_dtype)
            if select_last_index:
                y = xp.reshape(x, (-1,)) if axis is None else x
                ax = -1 if axis is None else axis
                n = y.shape[ax]
                r = f(xp.flip(y, axis=ax), axis=ax, keepdims=keepdims if axis is not None else False)
                r = (n - 1) - r
                if axis is None and keepdims:
                    r = xp.reshape(r, (1,) * x.ndim)
            else:
                r = f(x, axis=axis, keepdims=keepdims)
            return r if dtype is None else xp.astype(r, dtype)

        if name == "argmax":
            def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
                return arg(x, axis=axis, keepdims=keepdims, dtype=dtype, select_last_index=select_last_index)

            return argmax

        def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
            return arg(x, axis=axis, keepdims=keepdims, output_dtype=output_dtype,
                       select_last_index=select_last_index)

        return argmin

    return factory


override("argmax")(_arg_extreme("argmax"))
override("argmin")(_arg_extreme("argmin"))


@override("count_nonzero")
def _count_nonzero(f):
    def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
        r = f(x, axis=axis, keepdims=keepdims)
        return r if dtype is None else xp.astype(r, dtype)

    return count_nonzero


@override("nonzero")
def _nonzero(f):
    def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
        if x.ndim == 0:
            raise ivy.ShapeError("ivy.nonzero needs an array with at least one dimension, got a 0-d array")
        r = f(x)
        if size is not None:
            n = r[0].shape[0]
            if n >= size:
                r = tuple(i[:size] for i in r)
            else:
                pad = xp.full((size - n,), fill_value, dtype=xp.int64, device=x.device)
                r = tuple(xp.concat((i, pad)) for i in r)
        if not as_tuple:
            return xp.stack(r, axis=-1)
        return tuple(r)

    return nonzero


@override("searchsorted")
def _searchsorted(f):
    def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=ivy.int64):
        if x1.ndim != 1:
            raise ivy.ShapeError(f"ivy.searchsorted needs a 1-D sorted array, got shape {x1.shape}")
        pair = _int_scalar_of(x1, x2)
        if pair is not None:  # an int outside x1's dtype: before or after every element
            info = xp.iinfo(x1.dtype)
            p = int_position_outside(x2, (info.min, info.max), x1.shape[0])
            if p is not None:
                return xp.asarray(p, dtype=_nd(ret_dtype) or xp.int64, device=x1.device)
        if not isinstance(x2, _Array):
            t = NATIVE_DTYPES[ivy.result_type(_IVY[x1.dtype], x2)]
            x1 = xp.astype(x1, t) if t != x1.dtype else x1
            x2 = xp.asarray(x2, dtype=t, device=x1.device)
        r = f(x1, x2, side=side, sorter=sorter)
        d = _nd(ret_dtype)
        return r if d is None or r.dtype == d else xp.astype(r, d)

    return searchsorted


@override("where")
def _where(f):
    def where(condition, x1, x2, /):
        if not isinstance(x1, _Array) and not isinstance(x2, _Array):
            t = NATIVE_DTYPES[ivy.result_type(x1, x2)]
            x1 = xp.asarray(x1, dtype=t, device=condition.device)
        return f(condition, x1, x2)

    return where


# ------------------------------------------------------------------------ set


@override("isin")
def _isin(f):
    def isin(x1, x2, /, *, invert=False):
        """Membership by value across any dtypes (array_api_strict takes integers only)."""
        like = x1 if isinstance(x1, _Array) else x2
        a = _host(x1) if isinstance(x1, _Array) else np.asarray(x1)
        b = _host(x2) if isinstance(x2, _Array) else np.asarray(x2)
        return _to_strict(np.isin(a, b, invert=invert), like)

    return isin


# -------------------------------------------------------------------- sorting


@override("argsort")
def _argsort(f):
    def argsort(x, /, *, axis=-1, descending=False, stable=True):
        if x.ndim == 0:
            raise ivy.InvalidArgumentError("sorting needs at least one dimension; got a 0-d array")
        _axis(axis, x.ndim, "argsort")
        if _kind(x) == "b":
            x = xp.astype(x, xp.uint8)
        return f(x, axis=axis, descending=descending, stable=stable)

    return argsort


@override("sort")
def _sort(f):
    argsort = _argsort(xp.argsort)

    def sort(x, /, *, axis=-1, descending=False, stable=True):
        """x at its stable argsort: equal values (-0.0 and 0.0 too) keep their order, also descending
        (array_api_strict's descending sort reverses them)."""
        return xp.take_along_axis(x, argsort(x, axis=axis, descending=descending, stable=stable), axis=axis)

    return sort


# ---------------------------------------------------------------- statistical


def _bool_as(f, as_dtype):
    """Reductions NumPy takes bool for: sum/prod count in int64, max/min stay bool."""

    def reduce(x, /, **kwargs):
        if _kind(x) == "b":
            if as_dtype is None:
                return xp.astype(f(xp.astype(x, xp.uint8), **kwargs), xp.bool)
            if kwargs.get("dtype") is None:
                kwargs["dtype"] = as_dtype
            return f(xp.astype(x, as_dtype), **kwargs)
        return f(x, **kwargs)

    return reduce


def _sum_prod(f):
    g = _bool_as(f, xp.int64)

    def sum_prod(x, /, *, axis=None, dtype=None, keepdims=False):
        return g(x, axis=axis, dtype=dtype, keepdims=keepdims)

    return sum_prod


_DOUBLE = {xp.float32: xp.float64, xp.complex64: xp.complex128}
_SINGLE = {xp.float64: xp.float32, xp.complex128: xp.complex64}  # (results of _DOUBLE's inputs)


def _in_double_row_by_row(factory):
    """A reduction with single precision input computed in double where NumPy (under
    array_api_strict) would add a row at a time: over a leading axis
    (``ivy.plugin.sums_row_by_row``), or any axis of a view that is not C-contiguous."""

    def wrapped(f):
        g = factory(f)

        def reduce(x, /, *, axis=None, **kwargs):
            wide = _DOUBLE.get(x.dtype)
            if wide is None or kwargs.get("dtype") is not None or axis is None or not (
                    sums_row_by_row(x.shape, axis) or not x._array.flags.c_contiguous and x.size >= ROW_BY_ROW_FROM):
                return g(x, axis=axis, **kwargs)
            r = g(xp.astype(x, wide), axis=axis, **kwargs)
            return xp.astype(r, _SINGLE[r.dtype])

        return reduce

    return wrapped


override("sum")(_in_double_row_by_row(_sum_prod))
override("prod")(_sum_prod)
override("mean")(_in_double_row_by_row(lambda f: f))


def _max_min(f):
    g = _bool_as(f, None)

    def max_min(x, /, *, axis=None, keepdims=False):
        axes = _axes(axis, x.ndim, "max/min")
        if (axis is None and x.size == 0) or any(x.shape[a] == 0 for a in axes):
            raise ivy.InvalidArgumentError(
                f"a max/min over zero elements has no value (shape {x.shape}, axis {axis})")
        return g(x, axis=axis, keepdims=keepdims)

    return max_min


override("max")(_max_min)
override("min")(_max_min)


def _std_var(name):
    def factory(f):
        def fn(x, /, *, axis=None, correction=0.0, keepdims=False):
            n = math.prod(x.shape[a] for a in _axes(axis, x.ndim, name))
            if _kind(x) == "c":
                r = xp.var(xp.real(x), axis=axis, correction=correction, keepdims=keepdims) + \
                    xp.var(xp.imag(x), axis=axis, correction=correction, keepdims=keepdims)
                r = xp.sqrt(r) if name == "std" else r
            else:
                r = f(x, axis=axis, correction=correction, keepdims=keepdims)
            if n - correction <= 0:  # no degrees of freedom left: NaN (NumPy gives inf or NaN)
                r = xp.full_like(r, math.nan)
            return r

        return fn

    return factory


override("std")(_in_double_row_by_row(_std_var("std")))
override("var")(_in_double_row_by_row(_std_var("var")))


def _cumulative(name, identity):
    def factory(f):
        def cumulative(x, /, *, axis=None, dtype=None, include_initial=False):
            ax = cumulative_axis(name, x.ndim, axis)
            if _kind(x) == "b":
                x = xp.astype(x, xp.int64)
            wide = _DOUBLE.get(x.dtype)
            if identity == 0 and dtype is None and wide is not None and x.ndim and x.shape[ax] >= ROW_BY_ROW_FROM:
                r = xp.astype(f(x, axis=ax, dtype=wide), x.dtype)  # (a float32 running sum drifts)
            else:
                r = f(x, axis=ax, dtype=dtype)
            if not include_initial:
                return r
            shape = list(r.shape)
            shape[ax] = 1
            first = xp.full(tuple(shape), identity, dtype=r.dtype, device=r.device)
            return xp.concat((first, r), axis=ax)

        return cumulative

    return factory


override("cumulative_sum")(_cumulative("cumulative_sum", 0))
override("cumulative_prod")(_cumulative("cumulative_prod", 1))


# -------------------------------------------------------------------- utility


@override("diff")
def _diff(f):
    def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
        if n == 0:
            return _copy(x)
        if _kind(x) != "b":
            return f(x, axis=axis, n=n, prepend=prepend, append=append)
        parts = [p for p in (prepend, x, append) if p is not None]
        y = xp.concat(parts, axis=axis) if len(parts) > 1 else x
        for _ in range(n):
            m = y.shape[axis]
            hi = [slice(None)] * y.ndim
            lo = [slice(None)] * y.ndim
            hi[axis] = slice(min(1, m), m)
            lo[axis] = slice(0, max(m - 1, 0))
            y = operator.ne(y[tuple(hi)], y[tuple(lo)])
        return y

    return diff
