"""Python scalars that the dtype they meet cannot hold as they are: ints outside an integer
dtype's range (below), floats and ints becoming integer values or meeting float dtypes, ``arange``
and ``linspace`` into integer dtypes, complex values into real dtypes (further down).

ivy's answer on every backend (the standard leaves it open): where the int would become a
value of that dtype (integer arithmetic, bitwise functions, ``where``, ``full``, ``asarray``
with an integer dtype, ``x[key] = value``) it is ``ivy.ScalarOverflowError``, an
``InvalidArgumentError`` and, as NumPy's error for the same mistake, an ``OverflowError``.
Frameworks wrapped such values silently (torch and JAX gave ``int8 [1] + 300 == 45``,
TensorFlow and MXNet ``asarray(300, dtype=int8) == 44``). Comparisons answer exactly, as
NumPy 2 does (``int8_array < 300`` is all True); functions that compute in floating point
(``divide``, ``atan2``, ...) take the int's value.
"""

from __future__ import annotations

import math
import operator

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import supported_dtypes, to_ivy, to_native, to_numpy

# Binary functions whose result has the integer array's dtype.
INT_RESULT = ("add", "subtract", "multiply", "floor_divide", "remainder", "pow", "maximum", "minimum",
              "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift", "fmod")
OPERATORS = (operator.add, operator.sub, operator.mul, operator.floordiv, operator.mod, operator.pow,
             operator.and_, operator.or_, operator.xor, operator.lshift, operator.rshift)
IN_PLACE = (operator.iadd, operator.isub, operator.imul, operator.iand, operator.ilshift)
COMPARISONS = {"equal": operator.eq, "not_equal": operator.ne, "less": operator.lt,
               "less_equal": operator.le, "greater": operator.gt, "greater_equal": operator.ge}


def _int_dtypes():
    return supported_dtypes("integral")


def _outside(d):
    """Python ints just outside ``d``'s range, and ones outside every integer dtype's."""
    info = ivy.iinfo(d)
    return sorted({info.max + 1, info.min - 1, 2**64, -(2**63) - 1})


def _edges(d):
    """An array of ``d`` holding its extremes (NumPy, for the reference)."""
    info = ivy.iinfo(d)
    return np.asarray([info.min, 0, info.max] if info.min < 0 else [0, 1, info.max], dtype=d.name)


@pytest.mark.parametrize("name", INT_RESULT)
def test_binary_functions_refuse_an_int_the_dtype_cannot_hold(name):
    f = getattr(ivy, name)
    for d in _int_dtypes():
        a = _edges(d)
        for x in (to_ivy(a), to_native(a)):
            for s in _outside(d):
                with pytest.raises(ivy.ScalarOverflowError):
                    f(x, s)
                with pytest.raises(ivy.ScalarOverflowError):
                    f(s, x)


@pytest.mark.parametrize("name", ("add", "maximum", "bitwise_and"))
def test_binary_functions_take_the_dtypes_extremes(name):
    """The check is the dtype's range, not narrower: its own extremes are fine."""
    f = getattr(ivy, name)
    ref = {"add": np.add, "maximum": np.maximum, "bitwise_and": np.bitwise_and}[name]
    for d in _int_dtypes():
        a = _edges(d)
        info = ivy.iinfo(d)
        for s in (info.min, info.max):
            with np.errstate(over="ignore"):
                expected = ref(a, np.asarray(s, dtype=a.dtype))
            np.testing.assert_array_equal(to_numpy(f(to_ivy(a), s)), expected)
            np.testing.assert_array_equal(to_numpy(f(s, to_native(a))), expected)


def test_bool_arrays_meet_ints_as_int64():
    x = to_ivy(np.asarray([True, False]))
    np.testing.assert_array_equal(to_numpy(ivy.add(x, 300)), np.asarray([301, 300]))
    for s in (2**63, -(2**63) - 1):
        with pytest.raises(ivy.ScalarOverflowError):
            ivy.add(x, s)


def test_operators_refuse_an_int_the_dtype_cannot_hold():
    for d in _int_dtypes():
        a = _edges(d)
        for s in _outside(d):
            for op in OPERATORS:
                with pytest.raises(ivy.ScalarOverflowError):
                    op(to_ivy(a), s)
                with pytest.raises(ivy.ScalarOverflowError):
                    op(s, to_ivy(a))
            for op in IN_PLACE:
                x = to_ivy(a)
                with pytest.raises(ivy.ScalarOverflowError):
                    op(x, s)
                np.testing.assert_array_equal(to_numpy(x), a)


def test_where_refuses_an_int_the_dtype_cannot_hold():
    cond = to_ivy(np.asarray([True, False, True]))
    for d in _int_dtypes():
        x = to_ivy(_edges(d))
        for s in _outside(d):
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.where(cond, x, s)
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.where(cond, s, x)


@pytest.mark.parametrize("name", COMPARISONS)
def test_comparisons_with_any_int_are_exact(name):
    """As NumPy 2: the int is compared by value, never wrapped into the dtype."""
    f, op = getattr(ivy, name), COMPARISONS[name]
    for d in _int_dtypes():
        a = _edges(d)
        info = ivy.iinfo(d)
        for s in (*_outside(d), info.min, info.max, 2**8, -(2**8)):
            expected = np.asarray([op(int(v), s) for v in a])
            np.testing.assert_array_equal(to_numpy(f(to_ivy(a), s)), expected, err_msg=f"{d} {s}")
            np.testing.assert_array_equal(to_numpy(f(to_native(a), s)), expected, err_msg=f"{d} {s}")
            np.testing.assert_array_equal(to_numpy(op(to_ivy(a), s)), expected, err_msg=f"{d} {s}")
            reflected = np.asarray([op(s, int(v)) for v in a])
            np.testing.assert_array_equal(to_numpy(f(s, to_ivy(a))), reflected, err_msg=f"{d} {s}")
            np.testing.assert_array_equal(to_numpy(op(s, to_ivy(a))), reflected, err_msg=f"{d} {s}")


def test_full_refuses_a_fill_value_the_dtype_cannot_hold():
    for d in _int_dtypes():
        info = ivy.iinfo(d)
        x = to_ivy(_edges(d))
        for s in _outside(d):
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.full((2,), s, dtype=d)
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.full_like(x, s)
        for s in (info.min, info.max):
            np.testing.assert_array_equal(to_numpy(ivy.full((2,), s, dtype=d)), np.full(2, s, dtype=d.name))
            np.testing.assert_array_equal(to_numpy(ivy.full_like(x, s)), np.full(3, s, dtype=d.name))


def test_asarray_refuses_an_int_the_dtype_cannot_hold():
    for d in _int_dtypes():
        info = ivy.iinfo(d)
        for s in _outside(d):
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.asarray(s, dtype=d)
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.asarray([0, s], dtype=d)
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.asarray([[1, 2], [s, 0]], dtype=d)
            with pytest.raises(ivy.ScalarOverflowError):  # the array gives the dtype, the int is weak
                ivy.asarray([ivy.asarray(1, dtype=d), s])
        np.testing.assert_array_equal(to_numpy(ivy.asarray([info.min, info.max], dtype=d)),
                                      np.asarray([info.min, info.max], dtype=d.name))
        np.testing.assert_array_equal(to_numpy(ivy.asarray([ivy.asarray(1, dtype=d), info.max])),
                                      np.asarray([1, info.max], dtype=d.name))


def test_setitem_refuses_an_int_the_dtype_cannot_hold():
    for d in _int_dtypes():
        a = _edges(d)
        info = ivy.iinfo(d)
        for s in _outside(d):
            x = to_ivy(a)
            with pytest.raises(ivy.ScalarOverflowError):
                x[0] = s
            with pytest.raises(ivy.ScalarOverflowError):
                x[0:2] = [0, s]
            for keep in (False, True):  # (NumPy's own OverflowError leaked)
                with pytest.raises(ivy.ScalarOverflowError):
                    ivy.inplace_update(x, s, keep_input_dtype=keep)
            np.testing.assert_array_equal(to_numpy(x), a)
        x = to_ivy(a)
        x[0] = info.max
        x[1:3] = [info.min, info.max]
        np.testing.assert_array_equal(to_numpy(x), np.asarray([info.max, info.min, info.max], dtype=d.name))


def test_the_error_is_an_overflow_and_an_invalid_argument():
    assert issubclass(ivy.ScalarOverflowError, OverflowError)
    assert issubclass(ivy.ScalarOverflowError, ivy.InvalidArgumentError)
    with pytest.raises(OverflowError, match="does not fit|bounds|overflow"):
        ivy.add(to_ivy(np.asarray([1], dtype=np.uint8)), -1)


@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_places_any_int_by_value(side):
    """An int outside the sorted array's dtype goes before or after every element (a wrapped 300
    would land inside an int8 array)."""
    for d in _int_dtypes():
        a = _edges(d)
        info = ivy.iinfo(d)
        for s in (*_outside(d), info.min, info.max):
            expected = int(np.searchsorted(np.asarray([int(v) for v in a], dtype=object), s, side=side))
            r = ivy.searchsorted(to_ivy(a), s, side=side)
            assert int(r) == expected, (d, s, side)


def test_isin_takes_any_int_by_value():
    for d in _int_dtypes():
        a = _edges(d)
        for s in _outside(d):
            assert bool(ivy.isin(s, to_ivy(a))) is False, (d, s)
            assert bool(ivy.isin(s, to_ivy(a), invert=True)) is True, (d, s)
            np.testing.assert_array_equal(to_numpy(ivy.isin(to_ivy(a), s)), np.zeros(a.shape, dtype=bool))


def test_pad_and_one_hot_refuse_an_int_the_dtype_cannot_hold():
    for d in _int_dtypes():
        x = to_ivy(_edges(d))
        info = ivy.iinfo(d)
        for s in _outside(d):
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.pad(x, 1, mode="constant", constant_values=s)
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.one_hot(to_ivy(np.asarray([0, 2])), 3, on_value=s, dtype=d)
        np.testing.assert_array_equal(to_numpy(ivy.pad(x, 1, mode="constant", constant_values=info.max)),
                                      np.pad(_edges(d), 1, constant_values=info.max))


@pytest.mark.parametrize("name", ["logical_and", "logical_or", "logical_xor"])
def test_logical_functions_take_any_int_by_its_truth(name):
    """The logical functions read numbers as ``!= 0``: an int outside the array's dtype is just true."""
    f, ref = getattr(ivy, name), getattr(np, name)
    for d in _int_dtypes():
        a = _edges(d)
        for s in _outside(d):
            np.testing.assert_array_equal(to_numpy(f(to_ivy(a), s)), ref(a != 0, True))
            np.testing.assert_array_equal(to_numpy(f(s, to_native(a))), ref(True, a != 0))


@st.composite
def _array_and_outside_int(draw):
    """An integer array of any shape (0-d and empty included) and a Python int outside its dtype."""
    a = draw(sti.arrays(kind="integral"))
    info = ivy.iinfo(ivy.dtype_from_name(a.dtype.name))
    above = draw(st.integers(info.max + 1, 2**70))
    below = draw(st.integers(-(2**70), info.min - 1))
    return a, draw(st.sampled_from([above, below]))


def _by_value(a, f):
    """``f(int(v))`` for each element ``v`` of ``a``, as a bool array of ``a``'s shape."""
    out = np.zeros(a.shape, dtype=bool)
    for i in np.ndindex(a.shape):
        out[i] = f(int(a[i]))
    return out


@given(_array_and_outside_int(), st.sampled_from(sorted(COMPARISONS)))
def test_comparisons_by_value_on_any_shape(pair, name):
    a, s = pair
    op = COMPARISONS[name]
    r = getattr(ivy, name)(to_ivy(a), s)
    assert r.shape == a.shape and r.dtype == ivy.bool
    np.testing.assert_array_equal(to_numpy(r), _by_value(a, lambda v: op(v, s)))
    r = getattr(ivy, name)(s, to_native(a))
    np.testing.assert_array_equal(to_numpy(r), _by_value(a, lambda v: op(s, v)))


@given(_array_and_outside_int())
def test_arithmetic_refuses_on_any_shape(pair):
    a, s = pair
    with pytest.raises(ivy.ScalarOverflowError):
        ivy.add(to_ivy(a), s)
    with pytest.raises(ivy.ScalarOverflowError):
        ivy.multiply(s, to_native(a))


def test_asarray_casts_array_leaves_as_astype():
    """With an explicit dtype the arrays of a nested list are cast as by astype (wrapping), while
    its Python ints must fit: NumPy and TensorFlow refused a 0-d int32 array of 1000 for int8."""
    held = set(_int_dtypes())
    if not {ivy.int32, ivy.int8} <= held:
        pytest.skip("the backend lacks int32 or int8")
    wide = ivy.asarray(1000, dtype=ivy.int32)
    expected = np.asarray([1000, 5], dtype=np.int32).astype(np.int8)
    np.testing.assert_array_equal(to_numpy(ivy.asarray([wide, 5], dtype=ivy.int8)), expected)
    np.testing.assert_array_equal(to_numpy(ivy.asarray([[wide], [5]], dtype=ivy.int8)), expected.reshape(2, 1))
    with pytest.raises(ivy.ScalarOverflowError):
        ivy.asarray([wide, 1000], dtype=ivy.int8)


# ----------------------------------------------------------------- Python floats


def _float_edges(d):
    """Floats at and beyond the edges of integer dtype ``d``: each side of where truncation
    leaves the range, the infinities and NaN."""
    info = ivy.iinfo(d)
    lo, hi = float(info.min), float(info.max)
    return [lo - 1.0, lo - 0.5, lo, -0.5, 0.5, 2.7, -2.7, hi, hi + 0.5, hi + 1.0, 1e300, -1e300,
            float("inf"), float("-inf"), float("nan")]


def _numpy_float_into(v, d):
    """NumPy 2's ``asarray([v], dtype=d)``: the float truncated toward zero, or None where
    NumPy raises (the dtype cannot hold that; NaN and the infinities). NumPy 1.x (MXNet's
    venv) wrapped instead, so the rule is applied here by Python's ``int``."""
    info = np.iinfo(d.name)
    if math.isfinite(v) and info.min <= int(v) <= info.max:
        return np.asarray([int(v)], dtype=d.name)
    return None


def _float_fills(d, v):
    """Every way a Python float ``v`` becomes a value of the integer dtype ``d``, each giving
    one element (or raising)."""
    x = to_ivy(np.zeros(1, dtype=d.name))
    return {
        "asarray": lambda: ivy.asarray(v, dtype=d),
        "asarray list": lambda: ivy.asarray([v], dtype=d),
        "asarray nested": lambda: ivy.asarray([[1.0], [v]], dtype=d)[1],
        "full": lambda: ivy.full((1,), v, dtype=d),
        "full 0-d fill": lambda: ivy.full((1,), ivy.asarray(v, dtype=ivy.float64), dtype=d)
        if ivy.float64 in supported_dtypes("real floating") else ivy.full((1,), v, dtype=d),
        "full_like": lambda: ivy.full_like(x, v),
        "pad": lambda: ivy.pad(x, (1, 0), mode="constant", constant_values=v)[:1],
        "one_hot": lambda: ivy.one_hot(to_ivy(np.asarray([0])), 1, on_value=v, off_value=0.0, dtype=d)[0],
        "inplace_update": lambda: ivy.inplace_update(to_ivy(np.zeros(1, dtype=d.name)), v, keep_input_dtype=True),
    }


def _check_float_into(d, v):
    expected = _numpy_float_into(v, d)
    for how, make in _float_fills(d, v).items():
        if expected is None:
            with pytest.raises(ivy.ScalarOverflowError):
                make()
        else:
            r = to_numpy(make()).reshape(-1)
            assert r.dtype == np.dtype(d.name), f"{how}({v!r}, {d}): {r.dtype}"
            np.testing.assert_array_equal(r, expected, err_msg=f"{how}({v!r}, {d})")


def test_floats_into_an_integer_dtype_truncate_or_refuse():
    """A Python float that becomes a value of an integer dtype is truncated toward zero, as by
    NumPy's asarray; NaN, an infinity or a truncation outside the dtype is ivy's
    ScalarOverflowError. Before, inf into int32 was -2**31 on NumPy, TensorFlow and MXNet,
    2**31 - 1 on JAX and an error on torch, and 300.0 into uint8 was 44 or 255."""
    for d in _int_dtypes():
        for v in _float_edges(d):
            _check_float_into(d, v)


@given(st.data(), st.floats(allow_nan=True, allow_infinity=True))
def test_any_float_into_an_integer_dtype(data, v):
    d = data.draw(st.sampled_from(_int_dtypes()), label="dtype")
    _check_float_into(d, v)


# ----------------------------------------------------------------- arange and linspace


def _expected_values(values, d):
    """``values`` (Python ints, or floats truncated toward zero) as NumPy values of the integer
    dtype ``d``, or None where one does not fit it (NaN and the infinities neither)."""
    info = np.iinfo(d.name)
    out = []
    for v in values:
        if isinstance(v, float) and not math.isfinite(v):
            return None
        i = int(v)
        if not info.min <= i <= info.max:
            return None
        out.append(i)
    return np.asarray(out, dtype=d.name)


def _check_values(make, expected, msg):
    if expected is None:
        with pytest.raises(ivy.ScalarOverflowError):
            make()
        return
    r = to_numpy(make())
    assert r.dtype == expected.dtype, f"{msg}: {r.dtype} != {expected.dtype}"
    np.testing.assert_array_equal(r, expected, err_msg=msg)


_BOUND = st.integers(-(2**64), 2**64)


@given(st.data(), _BOUND, _BOUND, st.integers(1, 2**64) | st.integers(-(2**64), -1))
def test_arange_values_must_fit_the_integer_dtype(data, start, stop, step):
    """Every value of an integer arange fits its dtype (Python's range gives them), else
    ScalarOverflowError: ``arange(0, 300, 100, dtype=int8)`` was [0, 100, -56] everywhere and
    ``arange(-5, 5, 3, dtype=uint8)`` wrapped on torch, TensorFlow and MXNet. Only the values
    must fit, not ``stop``: torch and TensorFlow refused ``arange(0, 2**63, 2**62)``, and NumPy
    counted ``arange(0, 2**53 + 1, 2**53)`` in float64 as one value."""
    d = data.draw(st.sampled_from([None, *_int_dtypes()]), label="dtype")
    if abs(stop - start) > 64 * abs(step):  # as many values as a test wants: step grows, the bounds stay
        step = (stop - start) // 64 + (1 if stop > start else -1)
    values = list(range(start, stop, step))
    expected = _expected_values(values, ivy.int64 if d is None else d)
    _check_values(lambda: ivy.arange(start, stop, step, dtype=d), expected, f"arange({start}, {stop}, {step}, {d})")


@pytest.mark.parametrize("start, stop, step, d, expected", [
    (0.0, 100.0, 0.5, "int8", [0] * 200),  # a truncated step of 0: more values than int8 counts
    (2.0, 0.0, -0.5, "int8", [2, 1, 0, -1]),  # NumPy's documented rule, not [2, 1, 1, 0]
    (-100.5, 27.5, 1.0, "int8", list(range(-100, 28))),
    (0.5, 3.0, 1.0, "uint8", [0, 1, 2]),
])
def test_arange_of_float_bounds_by_numpys_rule(start, stop, step, d, expected):
    dt = getattr(ivy, d)
    if dt not in _int_dtypes():
        pytest.skip(f"the backend lacks {d}")
    r = ivy.arange(start, stop, step, dtype=dt)
    np.testing.assert_array_equal(to_numpy(r), np.asarray(expected, dtype=d))


# (subnormals left out, as in ivy.testing.strategies: XLA and TensorFlow flush them to zero)
_FLOAT_BOUND = st.floats(-400, 400, allow_subnormal=False)


@given(st.data(), _FLOAT_BOUND, _FLOAT_BOUND, st.floats(0.5, 100) | st.floats(-100, -0.5))
def test_arange_of_floats_into_an_integer_dtype(data, start, stop, step):
    """Float bounds, by NumPy's documented rule: ceil((stop - start) / step) values from the
    first value with the step between the first two, each truncated (``dtype(start + step) -
    dtype(start)``); they must fit (torch truncated the step itself: ``arange(2.0, 0, -0.5,
    dtype=int8)`` gave [2, 2, 2, 2], TensorFlow [2, 1, 1, 0], NumPy [2, 1, 0, -1])."""
    d = data.draw(st.sampled_from(_int_dtypes()), label="dtype")
    n = max(math.ceil((stop - start) / step), 0)
    first, second = int(start), int(start + step)
    fit = _expected_values([start] + ([start + step] if n > 1 else []), d)  # the first two must fit as values
    expected = None if n and fit is None else _expected_values([first + i * (second - first) for i in range(n)], d)
    _check_values(lambda: ivy.arange(start, stop, step, dtype=d), expected, f"arange({start}, {stop}, {step}, {d})")


@given(st.data(), st.integers(-400, 400) | _FLOAT_BOUND, st.integers(-400, 400) | _FLOAT_BOUND,
       st.integers(1, 6), st.booleans())
def test_linspace_values_must_fit_the_integer_dtype(data, start, stop, num, endpoint):
    """``linspace(0, 300, 3, dtype=int8)`` was [0, -106, 44] everywhere: a first or last value
    the dtype cannot hold is ScalarOverflowError; the values are rounded down, as NumPy 2 does
    (NumPy 1.x truncated toward zero)."""
    d = data.draw(st.sampled_from(_int_dtypes()), label="dtype")
    values = np.floor(np.linspace(start, stop, num, endpoint=endpoint, dtype=np.float64)).tolist()
    expected = _expected_values(values, d)
    _check_values(lambda: ivy.linspace(start, stop, num, dtype=d, endpoint=endpoint), expected,
                  f"linspace({start}, {stop}, {num}, endpoint={endpoint}, {d})")


@pytest.mark.parametrize("start, stop, num, endpoint", [(2, -2.220446049250313e-16, 2, False),
                                                     (-30, 25, 11, False), (-28, 27, 11, False)])
def test_linspace_integer_values_are_start_plus_i_steps(start, stop, num, endpoint):
    """An integer ``linspace`` floors NumPy's values, start + i * (stop - start) / div: a value
    1 ulp below an integer floors to the integer below, so the formula matters. torch filled the
    second half backwards from stop (``linspace(2, -2.2e-16, 2, endpoint=False)`` gave [2, 0])
    and formed i / div * (stop - start) for array bounds (``linspace(-30, 25, 11,
    endpoint=False)`` had -16 and -1 for -15 and 0); both with scalar and 0-d array bounds."""
    expected = np.floor(np.linspace(start, stop, num, endpoint=endpoint)).astype(np.int64)
    for s, e in ((start, stop), (to_ivy(np.asarray(start, np.float64)), stop)):
        got = ivy.linspace(s, e, num, endpoint=endpoint, dtype=ivy.int64)
        np.testing.assert_array_equal(to_numpy(got), expected, err_msg=f"linspace({s}, {e}, {num})")


@pytest.mark.parametrize("fill, expected", [(-1, -1), (-1.5, -1), (2.9, 2), (2**63 - 1, 2**63 - 1), (True, 1),
                                            (2**63, None), (-(2**63) - 1, None), (float("inf"), None),
                                            (float("nan"), None), (1e19, None)])
def test_nonzero_fill_value_is_an_int64_index(fill, expected):
    """``nonzero(size=...)`` pads with ``fill_value`` as an int64 index: a float is truncated,
    one outside int64 is ScalarOverflowError (JAX and TensorFlow raised their own errors), and a
    0-d array gives its value (a 0-d array fill failed on every backend)."""
    x = to_ivy(np.asarray([0, 3, 0]))
    fills = [fill]
    if expected is not None and not isinstance(fill, bool):
        fills.append(to_ivy(np.asarray(fill)))
    for f in fills:
        if expected is None:
            with pytest.raises(ivy.ScalarOverflowError):
                ivy.nonzero(x, size=3, fill_value=f)
            continue
        (r,) = ivy.nonzero(x, size=3, fill_value=f)
        np.testing.assert_array_equal(to_numpy(r), np.asarray([1, expected, expected], dtype=np.int64))


# ----------------------------------------------------------------- Python ints into float dtypes


def _float_dtypes():
    return supported_dtypes("real floating", standard=False)


def _int_into_float(s, d):
    """NumPy's value for the Python int ``s`` as a value of float dtype ``d``: ``float(s)``
    rounded to ``d`` (inf beyond its range), or None where ``float(s)`` itself overflows."""
    try:
        f = float(s)
    except OverflowError:
        return None
    with np.errstate(over="ignore"):
        return np.asarray(f, dtype=np.float64).astype(d.name)


def _int_meets_float(s, d):
    """Every way the Python int ``s`` meets the float dtype ``d``, each giving one element."""
    x = to_ivy(np.ones(1, dtype=d.name))
    return {
        "add": lambda: ivy.add(x, s) - 1,
        "multiply": lambda: ivy.multiply(s, x),
        "operator +": lambda: (x + s) - 1,
        "where": lambda: ivy.where(to_ivy(np.asarray([False])), x, s),
        "full": lambda: ivy.full((1,), s, dtype=d),
        "full_like": lambda: ivy.full_like(x, s),
        "asarray": lambda: ivy.asarray(s, dtype=d),
        "asarray list": lambda: ivy.asarray([s], dtype=d),
    }


@pytest.mark.parametrize("s", [2**20, 2**63 - 1, 2**63, 2**64 + 1, 2**70, -(2**70), 2**200, 2**1100, -(2**1100)])
def test_a_huge_int_into_a_float_dtype_is_its_rounded_value(s):
    """A Python int meeting a float dtype is its value rounded to the dtype, inf beyond its
    range, as in NumPy; an int beyond float64's range is ScalarOverflowError (Python cannot make
    it a float). torch refused ints beyond int64 in ``add``, ``full`` and ``full_like`` but not
    in ``multiply`` or ``where``; MXNet refused 2**70 in ``asarray`` into float16; TensorFlow and
    MXNet raised their own errors for 2**1100."""
    for d in _float_dtypes():
        want = _int_into_float(s, d)
        for how, make in _int_meets_float(s, d).items():
            if want is None:
                with pytest.raises(ivy.ScalarOverflowError):
                    make()
                continue
            r = to_numpy(make()).reshape(-1)
            assert r.dtype == np.dtype(d.name), f"{how}({s}, {d}): {r.dtype}"
            if how in ("add", "operator +") and np.isfinite(want):
                # (x + s) - 1 rounds twice; s alone is exact where it is finite
                np.testing.assert_allclose(r, [want], rtol=np.finfo(d.name).eps * 4, err_msg=f"{how}({s}, {d})")
            else:
                np.testing.assert_array_equal(r, [want], err_msg=f"{how}({s}, {d})")


@pytest.mark.parametrize("v", [1e10, -1e10, 65519.0, 65520.0, 1e300, -1e300, 2**70, -(2**70), 2**40])
def test_clip_pad_and_searchsorted_take_a_number_beyond_a_float_dtype(v):
    """A Python number beyond a float dtype is its value rounded to the dtype (inf beyond its
    range), as NumPy takes it, in ``clip``'s bounds, ``pad``'s value and ``searchsorted``'s
    needle: torch refused 1e300 as a float32 bound and 1e10 as a float16 pad value, and ints
    beyond int64 in all three."""
    for d in _float_dtypes():
        a = np.asarray([1.0, 2.0], dtype=d.name)
        x = to_ivy(a)
        with np.errstate(over="ignore"):
            rounded = np.asarray(float(v)).astype(d.name)  # NumPy's value of v in the dtype
            np.testing.assert_array_equal(to_numpy(ivy.clip(x, None, v)), np.minimum(a, rounded), err_msg=f"{d} {v}")
            np.testing.assert_array_equal(to_numpy(ivy.clip(x, v, None)), np.maximum(a, rounded), err_msg=f"{d} {v}")
            np.testing.assert_array_equal(to_numpy(ivy.pad(x, 1, constant_values=v)),
                                          np.pad(a, 1, constant_values=rounded), err_msg=f"{d} {v}")
        assert int(to_numpy(ivy.searchsorted(x, v))) == int(np.searchsorted(a.astype(np.float64), float(v))), (d, v)


# ----------------------------------------------------------------- Python complex into real dtypes


def _complex_into(d):
    """Every way a Python complex becomes a value of the dtype ``d``."""
    x = to_ivy(np.zeros(1, dtype=d.name))
    return {
        "asarray": lambda: ivy.asarray(1 + 2j, dtype=d),
        "asarray of a real-valued complex": lambda: ivy.asarray(2 + 0j, dtype=d),
        "asarray list": lambda: ivy.asarray([1.0, 1 + 2j], dtype=d),
        "asarray nested": lambda: ivy.asarray([[1], [3j]], dtype=d),
        "full": lambda: ivy.full((1,), 1 + 2j, dtype=d),
        "full_like": lambda: ivy.full_like(x, 2 + 0j),
        "pad": lambda: ivy.pad(x, 1, constant_values=1j),
        "one_hot": lambda: ivy.one_hot(to_ivy(np.asarray([0])), 2, on_value=1j, off_value=0j, dtype=d),
    }


def test_a_complex_value_into_a_real_dtype_is_refused():
    """A Python complex never becomes a value of an integer or floating dtype: ivy.DtypeError,
    whatever its imaginary part, as NumPy's asarray refuses it (NumPy's full and JAX's asarray of
    a list dropped the imaginary part; torch, NumPy and JAX raised bare TypeErrors, torch also
    InvalidArgumentError and ScalarOverflowError). A bool dtype takes its truth value."""
    for d in supported_dtypes("integral") + supported_dtypes("real floating", standard=False):
        for how, make in _complex_into(d).items():
            with pytest.raises(ivy.DtypeError):
                make()
                pytest.fail(f"{how} into {d} did not raise")
    np.testing.assert_array_equal(to_numpy(ivy.asarray(1j, dtype=ivy.bool)), np.asarray(True))
    np.testing.assert_array_equal(to_numpy(ivy.asarray([0j, 1j, 2 + 0j], dtype=ivy.bool)), [False, True, True])
    np.testing.assert_array_equal(to_numpy(ivy.full((2,), 1j, dtype=ivy.bool)), [True, True])
