"""Creation functions against array-api-strict (standard dtypes) and NumPy (float16, ivy extras).

With ``dtype=None`` ivy's defaults apply (float32 / int64 / complex64), not NumPy's
float64: those tests work out the expected dtype themselves and compare values.
"""

from __future__ import annotations

import array

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    backend,
    backend_name,
    dtype_name,
    expect_unsupported,
    lacking,
    np_dtype,
    supported_dtypes,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
    unsupported_dtypes,
)

_DEFAULT = {bool: "bool", int: "int64", float: "float32", complex: "complex64"}


def _xdt(d):
    """The array_api_strict dtype of an ivy dtype."""
    return getattr(xp, d.name)


def _is_native(r):
    """A native array of the backend's own array class (on NumPy: an ndarray, never a scalar)."""
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


def _check_default(result, expected_np, dtype_name_):
    """``result`` has dtype ``dtype_name_`` and the values of ``expected_np`` (NumPy)."""
    assert isinstance(result, ivy.Array), type(result)
    assert result.dtype.name == dtype_name_, (result.dtype, dtype_name_)
    assert_same(result, np.asarray(expected_np).astype(dtype_name_))


shape_args = st.one_of(st.integers(0, 5), sti.shapes(max_dims=3))


def _shape_tuple(s):
    return (s,) if isinstance(s, int) else tuple(s)


# ---------------------------------------------------------------- arange


@given(st.integers(-20, 20), st.none() | st.integers(-20, 20), st.integers(-5, 5).filter(bool))
def test_arange_int(start, stop, step):
    r = ivy.arange(start, stop, step)
    assert_same(r, xp.arange(start, stop, step))  # int64 on both
    assert isinstance(r, ivy.Array)


floats_small = st.floats(-50, 50, allow_nan=False, allow_infinity=False, width=32)


@given(floats_small, floats_small, st.floats(0.25, 10, width=32), st.booleans())
def test_arange_float(start, stop, step, neg):
    step = -step if neg else step
    r = ivy.arange(start, stop, step)
    # float bounds: the default float dtype, not NumPy's float64
    _check_default(r, to_numpy(xp.arange(start, stop, step, dtype=xp.float64)), "float32")
    r = ivy.arange(int(start), int(stop), 1.0)
    _check_default(r, to_numpy(xp.arange(int(start), int(stop), 1.0)), "float32")


@given(sti.dtypes("real floating", standard=False), st.integers(-10, 10), st.integers(0, 20))
def test_arange_dtype(d, start, n):
    r = ivy.arange(start, start + n, dtype=d)
    assert_same(r, np.arange(start, start + n, dtype=np_dtype(d)))


@given(sti.dtypes("integral"), st.integers(0, 20))
def test_arange_int_dtype(d, n):
    assert_same(ivy.arange(n, dtype=d), xp.arange(n, dtype=_xdt(d)))


# ---------------------------------------------------------------- asarray


@given(sti.arrays())
def test_asarray_native_keeps_dtype(a):
    n = to_native(a)
    r = ivy.asarray(n)
    assert isinstance(r, ivy.Array)
    assert_same(r, a)
    r2 = ivy.asarray(r)  # an ivy.Array in
    assert isinstance(r2, ivy.Array)
    assert_same(r2, a)


@given(sti.dtypes(standard=False).flatmap(lambda d: st.tuples(st.just(d), sti.arrays(dtype=d))))
def test_asarray_all_dtypes(da):
    d, a = da
    assert_same(ivy.asarray(to_native(a)), a)
    assert ivy.asarray(to_native(a)).dtype is d


def _scalars(kind):
    return {
        bool: st.booleans(),
        int: st.integers(-1000, 1000),
        float: st.floats(-1e6, 1e6, allow_nan=False, width=32),
        complex: st.complex_numbers(max_magnitude=1e6, allow_nan=False, allow_infinity=False),
    }[kind]


@st.composite
def nested_lists(draw):
    """A nested list (depth 0-2) of Python scalars of one or more kinds, and its ivy dtype."""
    kinds = draw(st.lists(st.sampled_from([bool, int, float, complex]), min_size=1, max_size=2, unique=True))
    elem = st.one_of(*[_scalars(k) for k in kinds])
    shape = draw(sti.shapes(min_dims=1, max_dims=3, max_side=3))
    flat = draw(st.lists(elem, min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    present = {type(v) for v in flat}
    nested = np.array(flat, dtype=object).reshape(shape).tolist()
    return nested, present


def _expected_list_dtype(present):
    """ivy's rule for Python scalars: the widest kind present, at its default dtype."""
    for k in (complex, float, int, bool):
        if k in present:
            return _DEFAULT[k]
    return "float32"  # an empty list


@given(nested_lists())
def test_asarray_nested_python_scalars(case):
    nested, present = case
    dt = _expected_list_dtype(present)
    if lacking(dt):  # complex values on a backend without complex64
        with expect_unsupported(dt):
            ivy.asarray(nested)
        return
    r = ivy.asarray(nested)
    _check_default(r, np.asarray(nested, dtype=dt if dt != "bool" else bool), dt)


@pytest.mark.parametrize(
    ("value", "dtype"), [(True, "bool"), (3, "int64"), (-2.5, "float32"), (1 + 2j, "complex64"), ([], "float32")]
)
def test_asarray_python_scalar_defaults(value, dtype):
    if lacking(dtype):
        with expect_unsupported(dtype):
            ivy.asarray(value)
        return
    r = ivy.asarray(value)
    _check_default(r, np.asarray(value, dtype=dtype), dtype)


@given(
    sti.dtypes("numeric").flatmap(
        lambda d: st.tuples(st.just(d), st.lists(sti.arrays(dtype=d, shape=()), min_size=1, max_size=4))
    ),
    st.integers(0, 2),
)
def test_asarray_sequence_of_0d_arrays(case, n_scalars):
    """0-d arrays in a list are strongly typed; Python scalars of their kind are weak."""
    d, arrs = case
    py = {"b": True, "i": 1, "u": 1, "f": 0.5, "c": 0.5 + 1j}[np.dtype(d.name).kind]
    items = [to_ivy(a) for a in arrs] + [py] * n_scalars
    r = ivy.asarray(items)
    expected = np.array([np.asarray(a) for a in arrs] + [np.asarray(py, dtype=d.name)] * n_scalars)
    assert r.dtype is d
    assert_same(r, expected)
    # native 0-d arrays too
    r = ivy.asarray([to_native(a) for a in arrs])
    assert r.dtype is d


@given(
    sti.dtypes("numeric").flatmap(
        lambda d: st.lists(sti.arrays(dtype=d, shape=()), min_size=1, max_size=3)
    ),
    st.booleans(),
)
def test_asarray_sequence_with_nothing_set_goes_to_its_arrays_backend(arrs, wrapped):
    """With no backend set, a (nested) list starting with this backend's array, native or an
    ivy.Array, is made by this backend, as any function taking that array would be."""
    leaves = [to_ivy(a) if wrapped else to_native(a) for a in arrs]
    b = backend()
    ivy.unset_backend()
    try:
        for obj in (leaves + [1], [leaves], tuple(leaves)):
            r = ivy.asarray(obj)
            assert ivy._dispatch.backend_of(r) is b, f"asarray({obj!r}) made a {ivy._dispatch.backend_of(r).name} array"
        assert_same(ivy.asarray([leaves]), np.asarray([[np.asarray(a) for a in arrs]]))
    finally:
        ivy.set_backend(b)


@pytest.mark.parametrize("name, big", [("uint64", 2**53 + 1), ("uint64", 2**64 - 1), ("int64", -(2**62) - 1)])
def test_asarray_sequence_keeps_64_bit_integers(name, big):
    """A 64-bit integer 0-d array beside Python ints keeps every digit (TensorFlow's asarray let
    NumPy promote uint64 with a Python int to float64: 2**53 + 1 came back as 2**53)."""
    d = ivy.dtype_from_name(name)
    if lacking(d):
        with expect_unsupported(d):
            ivy.asarray(np.array(big, dtype=name))
        return
    a = ivy.asarray(np.array(big, dtype=name))
    for items in ([a, 1], [[a], [1]], [a.data, 1, 2]):
        r = ivy.asarray(items)
        assert r.dtype is d
        assert int(to_numpy(r).reshape(-1)[0]) == big


@given(sti.dtypes("numeric"), sti.dtypes("numeric"))
def test_asarray_mixed_0d_arrays_promote(d1, d2):
    try:
        expected = xp.result_type(_xdt(d1), _xdt(d2))
    except TypeError:
        assume(False)  # the standard leaves mixed kinds open
    name = str(expected).rpartition(".")[2]
    if lacking(name):  # int8 with uint8 promotes to int16, which the backend may lack
        with expect_unsupported(name):
            ivy.asarray([ivy.asarray(1, dtype=d1), ivy.asarray(1, dtype=d2)])
        return
    r = ivy.asarray([ivy.asarray(1, dtype=d1), ivy.asarray(1, dtype=d2)])
    assert r.dtype.name == str(expected).rpartition(".")[2]


@given(sti.arrays(shape=sti.shapes(min_dims=1)))
def test_asarray_dtype_argument(a):
    d = ivy.dtype_from_name(a.dtype.name)
    for target in (ivy.float64, d):
        if a.dtype.kind == "c" and target.kind != "c":
            continue
        r = ivy.asarray(to_native(a), dtype=target)
        assert_same(r, xp.asarray(to_strict(a), dtype=_xdt(target)))


@given(sti.arrays(shape=sti.shapes(min_dims=1, min_side=1)))
def test_asarray_copy(a):
    x = to_ivy(a.copy())  # x may share memory with its source
    y = ivy.asarray(x, copy=True)
    z = ivy.asarray(x, copy=False)  # same dtype: no copy needed, must not raise
    assert_same(z, a)
    x[(0,) * a.ndim] = to_ivy(a.flat[-1].copy())  # mutate (or, on immutable backends, rebind) x
    assert_same(y, a)  # the copy does not see it
    expected = a.copy()
    expected[(0,) * a.ndim] = a.flat[-1]
    assert_same(z, expected)  # copy=False shares memory with x: it sees the write
    assert_same(ivy.asarray(x), expected)


def test_asarray_copy_false_raises_when_a_copy_is_needed():
    with pytest.raises(ValueError):
        ivy.asarray([1.0, 2.0], copy=False)
    x = ivy.asarray([1, 2], dtype=ivy.int32)
    with pytest.raises(ValueError):
        ivy.asarray(x, dtype=ivy.int64, copy=False)


@pytest.mark.parametrize(("code", "dtype"), [("f", "float32"), ("d", "float64"), ("q", "int64"), ("B", "uint8")])
def test_asarray_buffer(code, dtype):
    buf = array.array(code, [1, 2, 3])
    r = ivy.asarray(buf)
    assert r.dtype.name == dtype
    assert_same(r, np.asarray([1, 2, 3], dtype=dtype))


def test_asarray_rejects_strings():
    with pytest.raises(ivy.IvyError):
        ivy.asarray(["a", "b"])


# ---------------------------------------------------------------- empty/zeros/ones/full


@pytest.mark.parametrize("fn", ["empty", "zeros", "ones"])
@given(shape=shape_args, d=st.none() | sti.dtypes(standard=False))
def test_empty_zeros_ones(fn, shape, d):
    r = getattr(ivy, fn)(shape, dtype=d)
    assert isinstance(r, ivy.Array)
    assert r.shape == _shape_tuple(shape)
    assert r.dtype is (ivy.float32 if d is None else d)
    if fn != "empty":
        assert_same(r, getattr(np, fn)(shape, dtype=np_dtype(d) if d is not None else "float32"))


def _fill_values():
    return st.one_of(*[_scalars(k) for k in (bool, int, float, complex)])


@given(shape_args, _fill_values())
def test_full_default_dtype(shape, v):
    dt = _DEFAULT[type(v)]
    if lacking(dt):
        with expect_unsupported(dt):
            ivy.full(shape, v)
        return
    r = ivy.full(shape, v)
    _check_default(r, np.full(shape, v, dtype=dt), dt)


@given(shape_args, sti.dtypes(standard=True))
def test_full_dtype(shape, d):
    v = {"b": True, "i": -3, "u": 7, "f": 2.5, "c": 1 - 2j}[np.dtype(d.name).kind]
    assert_same(ivy.full(shape, v, dtype=d), xp.full(shape, v, dtype=_xdt(d)))


@given(shape_args, sti.arrays(shape=()))
def test_full_with_a_0d_array_fill(shape, a):
    """A 0-d array as fill_value, as NumPy takes it: its value, and its dtype for ``full``
    (array-api-tests passes them; torch, jax and tf refused)."""
    for fill in (to_ivy(a), to_native(a)):
        assert_same(ivy.full(shape, fill), np.full(shape, a))
        if a.dtype.kind != "c":  # a complex fill for a real x is left unspecified by the standard
            like = ivy.zeros((2,), dtype=ivy.float64)
            assert ivy.full_like(like, fill).dtype == ivy.float64  # full_like keeps x's dtype
    with pytest.raises(ivy.ShapeError):
        ivy.full(shape, ivy.zeros((2,)))


# ---------------------------------------------------------------- *_like


@pytest.mark.parametrize("fn", ["empty_like", "zeros_like", "ones_like"])
@given(a=sti.arrays(), d=st.none() | sti.dtypes())
def test_like(fn, a, d):
    n = to_native(a)
    r = getattr(ivy, fn)(n, dtype=d)
    assert _is_native(r), "native in, native out"
    expected = getattr(xp, fn)(to_strict(a), dtype=None if d is None else _xdt(d))
    if fn == "empty_like":
        assert dtype_name(r) == dtype_name(expected)
        assert to_numpy(r).shape == a.shape
    else:
        assert_same(r, expected)
    assert isinstance(getattr(ivy, fn)(to_ivy(a)), ivy.Array)


@given(sti.dtypes("real floating", standard=False).flatmap(lambda d: sti.arrays(dtype=d)))
def test_like_float16(a):
    """float16 (not a standard dtype) against NumPy."""
    assert_same(ivy.zeros_like(to_native(a)), np.zeros_like(a))
    assert_same(ivy.ones_like(to_ivy(a)), np.ones_like(a))
    assert_same(ivy.full_like(to_ivy(a), 2), np.full_like(a, 2))


@given(sti.arrays(), st.none() | sti.dtypes())
def test_full_like(a, d):
    target = np.dtype(a.dtype if d is None else d.name).kind
    v = {"b": False, "i": 5, "u": 3, "f": -1.5, "c": 2 + 1j}[target]
    r = ivy.full_like(to_native(a), v, dtype=d)
    assert _is_native(r)
    assert_same(r, xp.full_like(to_strict(a), v, dtype=None if d is None else _xdt(d)))


def test_a_float_fill_beyond_the_dtype_rounds_to_infinity():
    """A Python float fill that a float dtype cannot hold is its infinity, as NumPy's conversion
    (and IEEE rounding) gives it; torch refused it ("cannot be converted to type float without
    overflow")."""
    for d in supported_dtypes("real floating", standard=False):
        big = 1e300 if d is not ivy.float64 else float("inf")
        for v in (big, -big):
            expected = np.full(2, np.inf if v > 0 else -np.inf, dtype=np_dtype(d))
            assert_same(ivy.full((2,), v, dtype=d), expected)
            assert_same(ivy.full_like(ivy.zeros(2, dtype=d), v), expected)
    for d in supported_dtypes("complex floating"):
        r = ivy.full((2,), complex(1e300, -1e300), dtype=d)
        expected = np.full(2, complex(1e300, -1e300), dtype=np.complex128).astype(np_dtype(d))
        assert_same(r, expected)


# ---------------------------------------------------------------- eye


@given(st.integers(0, 6), st.none() | st.integers(0, 6), st.integers(-7, 7), st.none() | sti.dtypes())
def test_eye(n, m, k, d):
    r = ivy.eye(n, m, k=k, dtype=d)
    assert isinstance(r, ivy.Array)
    if d is None:
        _check_default(r, to_numpy(xp.eye(n, m, k=k)), "float32")
    else:
        assert_same(r, xp.eye(n, m, k=k, dtype=_xdt(d)))


@pytest.mark.parametrize("k", [2**63 - 1, -(2**63), 4, -3])
def test_eye_diagonal_outside_the_matrix(k):
    """Any Python int is a valid k (found by array-api-tests: torch and tf overflowed)."""
    r = ivy.eye(2, 4, k=k)
    assert_same(r, np.eye(2, 4, k=k if abs(k) < 10 else 10, dtype=np.float32))
    assert ivy.eye(0, k=k).shape == (0, 0)


@given(st.integers(0, 4), st.integers(0, 4), st.one_of(st.integers(0, 3), sti.shapes(max_dims=2, max_side=3)))
def test_eye_batch_shape(n, m, batch):
    r = ivy.eye(n, m, batch_shape=batch)
    b = (batch,) if isinstance(batch, int) else batch
    _check_default(r, np.broadcast_to(np.eye(n, m), (*b, n, m)), "float32")


# ---------------------------------------------------------------- linspace


@given(floats_small, floats_small, st.integers(0, 20), st.booleans())
def test_linspace(start, stop, num, endpoint):
    r = ivy.linspace(start, stop, num, endpoint=endpoint)
    assert isinstance(r, ivy.Array)
    expected = to_numpy(xp.linspace(start, stop, num, endpoint=endpoint, dtype=xp.float64))
    assert r.dtype is ivy.float32
    assert_same(r, expected.astype("float32"), atol=1e-4)
    r = ivy.linspace(int(start), int(stop), num, endpoint=endpoint)  # int bounds: still float32
    assert r.dtype is ivy.float32


@given(st.complex_numbers(max_magnitude=50, allow_nan=False), floats_small, st.integers(0, 10))
def test_linspace_complex(start, stop, num):
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            ivy.linspace(start, stop, num)
        return
    r = ivy.linspace(start, stop, num)
    assert r.dtype is ivy.complex64
    expected = to_numpy(xp.linspace(start, complex(stop), num, dtype=xp.complex128))
    assert_same(r, expected.astype("complex64"), atol=1e-4)


@given(sti.dtypes("real floating"), floats_small, floats_small, st.integers(0, 10))
def test_linspace_dtype(d, start, stop, num):
    assert_same(ivy.linspace(start, stop, num, dtype=d), xp.linspace(start, stop, num, dtype=_xdt(d)), atol=1e-4)


@given(sti.dtypes("integral"), st.integers(0, 100), st.integers(0, 100), st.integers(0, 10), st.booleans())
def test_linspace_int_dtype(d, start, stop, num, endpoint):
    assert_same(ivy.linspace(start, stop, num, dtype=d, endpoint=endpoint),
                xp.linspace(start, stop, num, dtype=_xdt(d), endpoint=endpoint))


@given(
    sti.arrays(dtype=ivy.float32, shape=sti.shapes(min_dims=1, max_dims=2, max_side=3), allow_nan=False,
               allow_infinity=False, min_value=-100, max_value=100),
    st.integers(1, 6),
    st.sampled_from([None, 0, -1]),
)
def test_linspace_array_bounds(a, num, axis):
    """ivy extension: array endpoints, values along ``axis`` (the last one when None)."""
    r = ivy.linspace(to_ivy(a), 1.0, num, axis=axis)
    expected = np.linspace(a.astype("float64"), 1.0, num, axis=-1 if axis is None else axis)
    assert_same(r, expected.astype("float32"), atol=1e-4)


# ---------------------------------------------------------------- meshgrid


@given(
    sti.dtypes().flatmap(lambda d: st.lists(sti.arrays(dtype=d, shape=sti.shapes(1, 1)), min_size=0, max_size=3)),
    st.sampled_from(["xy", "ij"]),
)
def test_meshgrid(arrs, indexing):
    r = ivy.meshgrid(*[to_native(a) for a in arrs], indexing=indexing)
    expected = xp.meshgrid(*[to_strict(a) for a in arrs], indexing=indexing)
    assert isinstance(r, tuple), type(r)  # 2025.12: a tuple
    assert all(_is_native(g) for g in r)
    assert_same(r, expected)
    ri = ivy.meshgrid(*[to_ivy(a) for a in arrs], indexing=indexing)
    assert all(isinstance(g, ivy.Array) for g in ri)
    assert_same(ri, expected)


@pytest.mark.parametrize("sparse", [False, True])
@pytest.mark.parametrize("indexing", ["xy", "ij"])
def test_meshgrid_of_several_dtypes_keeps_each(indexing, sparse):
    """Arrays of several dtypes (the standard expects one): each grid keeps its array's dtype,
    as NumPy, torch and JAX give (TensorFlow promoted them all to float64, the strict plugin
    refused them)."""
    d = supported_dtypes("real floating")[0]
    a = np.asarray([1, 2, 3], dtype=np.int32)
    b = np.asarray([0.5, 1.5], dtype=np.dtype(d.name))
    c = np.asarray([], dtype=np.int64)
    for arrs in ((a, b), (b, a, c)):
        r = ivy.meshgrid(*[to_ivy(v) for v in arrs], indexing=indexing, sparse=sparse)
        assert_same(r, list(np.meshgrid(*arrs, indexing=indexing, sparse=sparse)))


@given(st.lists(sti.arrays(dtype=ivy.int32, shape=sti.shapes(1, 1)), min_size=1, max_size=3))
def test_meshgrid_sparse(arrs):
    r = ivy.meshgrid(*[to_ivy(a) for a in arrs], sparse=True)
    assert_same(r, list(np.meshgrid(*arrs, sparse=True)))


# ---------------------------------------------------------------- tril / triu


@pytest.mark.parametrize("fn", ["tril", "triu"])
@given(a=sti.arrays(shape=sti.shapes(min_dims=2, max_dims=4)), k=st.integers(-4, 4))
def test_tril_triu(fn, a, k):
    r = getattr(ivy, fn)(to_native(a), k=k)
    assert _is_native(r)
    assert_same(r, getattr(xp, fn)(to_strict(a), k=k))
    assert isinstance(getattr(ivy, fn)(to_ivy(a), k=k), ivy.Array)


@pytest.mark.parametrize("fn", ["tril", "triu"])
def test_tril_triu_need_matrices(fn):
    with pytest.raises(ValueError):
        getattr(ivy, fn)(ivy.ones(3))


# ---------------------------------------------------------------- from_dlpack


@given(sti.arrays())
def test_from_dlpack(a):
    x = to_ivy(a)
    r = ivy.from_dlpack(x)
    assert isinstance(r, ivy.Array)
    assert_same(r, a)
    assert_same(ivy.from_dlpack(x.data, device=x.device), a)
    assert_same(ivy.from_dlpack(a), a)  # a NumPy array exports DLPack too


@given(sti.arrays(shape=sti.shapes(min_dims=1, min_side=1)))
def test_from_dlpack_copy(a):
    x = to_ivy(a.copy())
    y = ivy.from_dlpack(x, copy=True)
    x[(0,) * a.ndim] = to_ivy(a.flat[-1].copy())
    assert_same(y, a)


# ---------------------------------------------------------------- dtypes the backend lacks


_CREATORS = {
    "zeros": lambda d: ivy.zeros(2, dtype=d),
    "ones": lambda d: ivy.ones(2, dtype=d),
    "empty": lambda d: ivy.empty(2, dtype=d),
    "full": lambda d: ivy.full(2, 1.0, dtype=d),
    "eye": lambda d: ivy.eye(2, dtype=d),
    "arange": lambda d: ivy.arange(3, dtype=d),
    "linspace": lambda d: ivy.linspace(0, 1, 3, dtype=d),
    "asarray": lambda d: ivy.asarray([1.0, 2.0], dtype=d),
    "zeros_like": lambda d: ivy.zeros_like(ivy.ones(2), dtype=d),
    "full_like": lambda d: ivy.full_like(ivy.ones(2), 1.0, dtype=d),
}


@pytest.mark.parametrize("d", unsupported_dtypes() or [pytest.param(
    None, marks=pytest.mark.skip(reason="the backend holds every dtype: none to refuse"))], ids=str)
@pytest.mark.parametrize("fn", sorted(_CREATORS))
def test_unsupported_dtype_raises(fn, d):
    with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
        _CREATORS[fn](d)


def test_creation_returns_ivy_array_on_the_backend():
    for r in (ivy.zeros(2), ivy.ones(()), ivy.empty(1), ivy.full(2, 1), ivy.eye(2), ivy.arange(2),
              ivy.linspace(0, 1, 2), ivy.asarray([1]), ivy.asarray(2.0)):
        assert isinstance(r, ivy.Array)
        assert r.backend.name == backend_name()


def test_device_argument_is_accepted():
    dev = ivy.zeros(1).device
    for r in (ivy.zeros(2, device=dev), ivy.arange(2, device=dev), ivy.asarray([1.0], device=dev),
              ivy.full(2, 1.0, device=dev), ivy.eye(2, device=dev), ivy.linspace(0, 1, 2, device=dev),
              ivy.zeros_like(ivy.ones(2), device=dev)):
        assert r.device == dev


def test_arange_zero_step_raises():
    with pytest.raises(ivy.IvyError):
        ivy.arange(0, 10, 0)


@pytest.mark.parametrize("make", [
    lambda: ivy.zeros((-1,)), lambda: ivy.ones((2, -3)), lambda: ivy.empty(-2), lambda: ivy.full((-1,), 3),
    lambda: ivy.eye(-1), lambda: ivy.eye(2, -1), lambda: ivy.random_uniform(shape=(-1,), seed=0),
    lambda: ivy.random_normal(shape=(2, -1), seed=0), lambda: ivy.randint(0, 3, shape=(-1,), seed=0),
], ids=["zeros", "ones", "empty", "full", "eye", "eye_cols", "random_uniform", "random_normal", "randint"])
def test_negative_sizes_are_shape_errors(make):
    """A negative size is ivy.ShapeError on every backend, checked once in ivy-core's dispatch:
    TensorFlow said InvalidArgumentError, torch and TensorFlow too for ``eye``, MXNet's
    ``empty`` raised a bare OverflowError, and MXNet's random functions returned empty arrays."""
    with pytest.raises(ivy.ShapeError, match="negative dimensions"):
        make()


@pytest.mark.parametrize("obj", [[[1, 2], [3]], [[1, 2], 3], [[[1]], [2]], [1, [2]], ([1.5], [2.5, 3.5])])
def test_asarray_of_a_ragged_sequence_is_a_shape_error(obj):
    """A nested sequence whose lengths or depths differ is ivy.ShapeError on every backend
    (NumPy and JAX said ShapeError, torch TypeError or InvalidArgumentError, TensorFlow
    InvalidArgumentError); a rectangular one with arrays inside is not."""
    with pytest.raises(ivy.ShapeError):
        ivy.asarray(obj)
    assert ivy.asarray([ivy.asarray([1, 2]), [3, 4]]).shape == (2, 2)
