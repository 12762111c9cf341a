"""ivy 1.0's general helpers (``ivy.general``) on the backend under test, against NumPy."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import backend_name, np_dtype, supported_dtypes, to_ivy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _floats32_64():
    return st.sampled_from([np.dtype(d.name) for d in supported_dtypes("real floating") if d.name in ("float32",
                                                                                                      "float64")])


def _same_values(got, want):
    """Equal nested lists of Python numbers of the same types, NaN equal to NaN."""
    if isinstance(want, list):
        return isinstance(got, list) and len(got) == len(want) and all(map(_same_values, got, want))
    if type(got) is not type(want):
        return False
    return got == want or (got != got and want != want)


def _native(a):
    return to_ivy(a).data


def test_type_tests():
    x = to_ivy(np.ones(2, np.float32))
    assert ivy.is_ivy_array(x) and not ivy.is_native_array(x) and ivy.is_array(x)
    assert ivy.is_native_array(x.data) and not ivy.is_ivy_array(x.data) and ivy.is_array(x.data)
    for other in ([1.0], 1.0, None, "a", ivy.Container(a=x)):
        assert not ivy.is_array(other) and not ivy.is_native_array(other) and not ivy.is_ivy_array(other)
    assert ivy.is_ivy_container(ivy.Container(a=x)) and not ivy.is_ivy_container({"a": x})


def test_framework_objects_that_are_not_arrays():
    # the backend's own shape and dtype objects live in the framework's modules, as its arrays do
    n = _native(np.ones((2, 3), np.float32))
    for other in (ivy.to_native_shape((2, 3)), ivy.as_native_dtype(ivy.float32), ivy.dtype(n, as_native=True)):
        if other.__class__ in (tuple, str):  # (a backend whose shapes are tuples, or dtypes names)
            continue
        assert not ivy.is_native_array(other) and not ivy.is_array(other), other


def test_exclusive_leaves_out_variables():
    x = to_ivy(np.ones(2, np.float32))
    try:
        v = ivy.variable(x)
    except ivy.AutodiffError:
        pytest.skip("the backend has no variables (no autodiff)")
    distinct = ivy.is_variable(v, exclusive=True)
    assert ivy.is_ivy_array(v) and ivy.is_ivy_array(v, exclusive=True) is (not distinct)
    assert ivy.is_native_array(v.data) and ivy.is_native_array(v.data, exclusive=True) is (not distinct)
    np.testing.assert_array_equal(ivy.to_numpy(v), [1.0, 1.0])  # a variable converts too


@given(data=st.data())
def test_to_numpy_to_list_shape_size(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(standard=False) if t.kind != "c"]))
    a = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3)))
    for x in (to_ivy(a), _native(a)):
        r = ivy.to_numpy(x)
        assert isinstance(r, np.ndarray) and r.dtype == a.dtype and r.shape == a.shape
        np.testing.assert_array_equal(r, a)
        assert _same_values(ivy.to_list(x), a.tolist())
        assert ivy.shape(x) == a.shape and ivy.get_num_dims(x) == a.ndim and ivy.size(x) == a.size
        assert ivy.itemsize(x) == a.itemsize
        assert ivy.to_list(ivy.shape(x, as_array=True)) == list(a.shape)
        assert int(ivy.get_num_dims(x, as_array=True)) == a.ndim
        if a.size == 1:
            assert _same_values(ivy.to_scalar(x), a.reshape(()).item())


def test_to_numpy_copies_unless_told_not_to():
    x = to_ivy(np.zeros(3, np.float32))
    r = ivy.to_numpy(x)
    r[0] = 5.0
    assert ivy.to_list(x) == [0.0, 0.0, 0.0]
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.to_scalar(x)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.to_numpy([1.0])


def test_isscalar_exists_default():
    assert ivy.isscalar(1) and ivy.isscalar(2.0) and ivy.isscalar(True) and ivy.isscalar(np.float32(1))
    assert not ivy.isscalar(to_ivy(np.asarray(1.0))) and not ivy.isscalar([1])
    assert ivy.exists(0) and not ivy.exists(None)
    assert ivy.default(None, 3) == 3 and ivy.default(0, 3) == 0 and ivy.default(None, None) is None
    assert ivy.default(1, None, rev=True) == 1 and ivy.default(1, 2, rev=True) == 2
    assert ivy.default(lambda: None, lambda: 4, with_callable=True) == 4
    assert ivy.default(lambda: 1 / 0, 7, catch_exceptions=True) == 7
    with pytest.raises(ZeroDivisionError):
        ivy.default(lambda: 1 / 0, 7, with_callable=True)
    calls = []
    ivy.default(lambda: 1, lambda: calls.append(1), with_callable=True)
    assert calls == []  # the default is not called when x gives a value


@given(data=st.data())
def test_array_equal_and_all_equal(data):
    d = data.draw(_floats32_64())
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3))
    el = st.sampled_from([0.0, 1.0, -2.5, np.nan, np.inf])
    a, b = data.draw(hnp.arrays(d, s, elements=el)), data.draw(hnp.arrays(d, s, elements=el))
    assert ivy.array_equal(to_ivy(a), to_ivy(b)) is bool(np.array_equal(a, b))
    assert ivy.array_equal(to_ivy(a), _native(a)) is bool(np.array_equal(a, a))
    assert ivy.array_equal(to_ivy(a), to_ivy(np.zeros(s + (1,), d))) is False
    xs = [to_ivy(a), to_ivy(b), to_ivy(a)]
    assert ivy.all_equal(*xs) is bool(np.array_equal(a, b) and np.array_equal(a, a))
    m = ivy.to_numpy(ivy.all_equal(*xs, equality_matrix=True))
    pairs = [a, b, a]
    exp = np.array([[i == j or np.array_equal(pairs[i], pairs[j]) for j in range(3)] for i in range(3)])
    np.testing.assert_array_equal(m, exp)
    assert ivy.all_equal(1, 1, 1) and not ivy.all_equal(1, to_ivy(np.ones(())))


@given(data=st.data())
def test_value_is_nan_and_has_nans(data):
    d = data.draw(_floats32_64())
    a = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3),
                             elements=st.sampled_from([0.0, 1.5, np.nan, np.inf, -np.inf])))
    for inf in (True, False):
        bad = ~np.isfinite(a) if inf else np.isnan(a)
        assert ivy.has_nans(to_ivy(a), include_infs=inf) is bool(bad.any())
        if a.size == 1:
            assert ivy.value_is_nan(to_ivy(a), include_infs=inf) is bool(bad.any())
    assert ivy.has_nans(to_ivy(np.arange(3))) is False


@_few
@given(data=st.data())
def test_stable_divide_and_pow(data):
    d = data.draw(_floats32_64())
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3))
    a = data.draw(hnp.arrays(d, s, elements=st.floats(0, 4, width=32, allow_subnormal=False)))
    b = data.draw(hnp.arrays(d, s, elements=st.floats(0, 4, width=32, allow_subnormal=False)))
    eps = data.draw(st.none() | st.floats(0.1, 1.0))
    e = 1e-12 if eps is None else eps
    tiny = np.finfo(d).tiny  # (a subnormal quotient, 1.2e-38 / 2, may be flushed to 0: TensorFlow's CPU kernels)
    np.testing.assert_allclose(ivy.to_numpy(ivy.stable_divide(to_ivy(a), to_ivy(b), min_denominator=eps)),
                               (a / (b + d.type(e))).astype(d), rtol=1e-5, atol=tiny)
    eb = 1e-5 if eps is None else eps
    np.testing.assert_allclose(ivy.to_numpy(ivy.stable_pow(to_ivy(a), 1.5, min_base=eps)),
                               ((a + d.type(eb)) ** d.type(1.5)).astype(d), rtol=1e-5)


def test_min_denominator_and_base_are_set_and_unset():
    assert ivy.min_denominator == 1e-12 and ivy.min_base == 1e-5
    ivy.set_min_denominator(0.5)
    ivy.set_min_base(1.0)
    try:
        assert ivy.min_denominator == 0.5 and ivy.min_base == 1.0
        assert ivy.to_list(ivy.stable_divide(to_ivy(np.ones(1, np.float32)), 0.0)) == [2.0]
        assert ivy.to_list(ivy.stable_pow(to_ivy(np.ones(1, np.float32)), 2.0)) == [4.0]
    finally:
        ivy.unset_min_denominator()
        ivy.unset_min_base()
    assert ivy.min_denominator == 1e-12 and ivy.min_base == 1e-5


@_few
@given(data=st.data())
def test_clip_vector_and_matrix_norm(data):
    d = data.draw(_floats32_64())
    a = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=2, max_dims=3, min_side=1, max_side=3),
                             elements=st.floats(-4, 4, width=32, allow_subnormal=False)))
    max_norm = data.draw(st.floats(0.1, 10.0))
    p = data.draw(st.sampled_from([1.0, 2.0, np.inf]))
    n = np.linalg.norm(a.ravel(), p)
    exp = a * min(1.0, max_norm / (n + 1e-12))
    np.testing.assert_allclose(ivy.to_numpy(ivy.clip_vector_norm(to_ivy(a), max_norm, p=p)), exp.astype(d),
                               rtol=2e-5, atol=1e-6)
    pm = data.draw(st.sampled_from([1, 2, "fro", np.inf]))
    mn = np.linalg.norm(a, pm, axis=(-2, -1), keepdims=True)
    exp = a * np.minimum(max_norm / (mn + 1e-12), 1.0)
    np.testing.assert_allclose(ivy.to_numpy(ivy.clip_matrix_norm(to_ivy(a), max_norm, p=pm)), exp.astype(d),
                               rtol=2e-5, atol=1e-6)


def _fourier_reference(x, max_freq, num_bands, linear):
    top = np.asarray(max_freq, np.float64) / 2
    if linear:
        scales = np.linspace(1.0, top, num_bands, axis=-1)
    else:
        scales = np.logspace(0.0, np.log10(top), num_bands, axis=-1)
    arg = x[..., None].astype(np.float64) * scales * math.pi
    return np.sin(arg), np.cos(arg)


@_few
@given(data=st.data())
def test_fourier_encode(data):
    d = data.draw(_floats32_64())
    s = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=3))
    x = data.draw(hnp.arrays(d, s, elements=st.floats(-1, 1, width=32, allow_subnormal=False)))
    nb = data.draw(st.integers(1, 5))
    linear = data.draw(st.booleans())
    max_freq = data.draw(st.floats(2.5, 16.0) | hnp.arrays(np.float64, (s[-1],), elements=st.floats(2.5, 16.0)))
    mf = to_ivy(np.asarray(max_freq, d)) if isinstance(max_freq, np.ndarray) else max_freq
    sin, cos = _fourier_reference(x, max_freq, nb, linear)
    tol = {"rtol": 1e-4, "atol": 1e-4} if d == np.float32 else {"rtol": 1e-9, "atol": 1e-9}
    out = ivy.fourier_encode(to_ivy(x), mf, num_bands=nb, linear=linear)
    np.testing.assert_allclose(ivy.to_numpy(out), np.concatenate([x[..., None], sin, cos], axis=-1), **tol)
    assert out.dtype.name == d.name
    rs, rc = ivy.fourier_encode(to_ivy(x), mf, num_bands=nb, linear=linear, concat=False)
    np.testing.assert_allclose(ivy.to_numpy(rs), sin, **tol)
    np.testing.assert_allclose(ivy.to_numpy(rc), cos, **tol)
    if x.ndim == 2:  # (batch, d) -> (batch, d + 2 d num_bands), as Ivy's flatten
        flat = ivy.fourier_encode(to_ivy(x), mf, num_bands=nb, linear=linear, flatten=True)
        b = x.shape[0]
        exp = np.concatenate([x, sin.reshape(b, -1), cos.reshape(b, -1)], axis=-1)
        np.testing.assert_allclose(ivy.to_numpy(flat), exp, **tol)


def test_get_item_set_item_and_inplace_increments():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    x = to_ivy(a)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.get_item(x, (slice(None), 1))), a[:, 1])
    g = ivy.get_item(x, (0,), copy=True)
    assert ivy.is_ivy_array(g)
    y = ivy.set_item(x, (0, slice(None)), 9.0, copy=True)
    exp = a.copy()
    exp[0] = 9.0
    np.testing.assert_array_equal(ivy.to_numpy(y), exp)
    np.testing.assert_array_equal(ivy.to_numpy(x), a)  # copy=True leaves x alone
    z = ivy.set_item(x, (1, 2), -1.0)
    assert z is x and ivy.to_list(x)[1][2] == -1.0
    n = ivy.set_item(_native(a), (0, 0), 7.0, copy=True)
    assert ivy.is_native_array(n) and ivy.to_list(n)[0][0] == 7.0
    w = to_ivy(np.ones(2, np.float32))
    assert ivy.inplace_increment(w, 2.0) is w and ivy.to_list(w) == [3.0, 3.0]
    assert ivy.inplace_decrement(w, 1.0) is w and ivy.to_list(w) == [2.0, 2.0]


def test_current_backend_str():
    with ivy.using_backend(backend_name()):
        assert ivy.current_backend_str() == backend_name()


def test_native_array_and_copy_array():
    n = ivy.native_array([1.0, 2.0], dtype=ivy.float32)
    assert ivy.is_native_array(n) and ivy.to_list(n) == [1.0, 2.0] and ivy.dtype(n) == ivy.float32
    x = to_ivy(np.ones(2, np.float32))
    assert ivy.is_native_array(ivy.native_array(x))
    c = ivy.copy_array(x)
    assert ivy.is_ivy_array(c) and c is not x
    c[0] = 5.0
    assert ivy.to_list(x) == [1.0, 1.0]
    assert ivy.is_native_array(ivy.copy_array(x, to_ivy_array=False))
    assert ivy.is_ivy_array(ivy.copy_array(x.data))


def test_try_else_none_arg_names_match_kwargs():
    x = to_ivy(np.ones(2, np.float32))
    assert ivy.try_else_none(ivy.add, x, x) is ivy.add
    assert ivy.try_else_none(ivy.add, x, "text") is None
    assert ivy.try_else_none(lambda: 1 / 0) is None

    def f(a, b=1, *, c=2):
        return a

    class K:
        def __init__(self, p, q=0):
            pass

    assert ivy.arg_names(f) == ["a", "b", "c"]
    assert ivy.arg_names(K) == ["p", "q"]
    assert ivy.arg_names(ivy.concat)[:2] == ["arrays", "axis"]
    kw = {"a": 1, "q": 2, "c": 3, "z": 4}
    assert ivy.match_kwargs(kw, f, K) == [{"a": 1, "c": 3}, {"q": 2}]
    assert kw == {"a": 1, "q": 2, "c": 3, "z": 4}  # (the input is left as it was)
    assert ivy.match_kwargs({"a": 1, "p": 2}, f) == {"a": 1}
    g = lambda a, p: None  # noqa: E731
    assert ivy.match_kwargs({"a": 1, "p": 2}, f, g) == [{"a": 1}, {"p": 2}]
    assert ivy.match_kwargs({"a": 1, "p": 2}, f, g, allow_duplicates=True) == [{"a": 1}, {"a": 1, "p": 2}]


def test_shapes_ivy_and_native():
    for given_, want in (([2, 3], (2, 3)), ((4,), (4,)), (5, (5,)), ((), ()), ([np.int64(2), 0], (2, 0))):
        got = ivy.to_ivy_shape(given_)
        assert got == want and type(got) is tuple and all(type(d) is int for d in got)
        native = ivy.to_native_shape(given_)
        assert tuple(native) == want
    assert ivy.to_ivy_shape(to_ivy(np.array([3, 1], np.int32))) == (3, 1)
    x = to_ivy(np.ones((2, 0, 3), np.float32))
    assert ivy.to_ivy_shape(_native(np.ones((2, 0, 3), np.float32)).shape) == (2, 0, 3)
    assert ivy.to_native_shape(x.shape) == tuple(x.data.shape) or backend_name() in ("torch", "tensorflow")
    if backend_name() == "torch":
        import torch

        assert type(ivy.to_native_shape([2, 3])) is torch.Size
    if backend_name() == "tensorflow":
        import tensorflow as tf

        assert isinstance(ivy.to_native_shape([2, 3]), tf.TensorShape)
    for bad in ([1.5], "ab", [True], None, to_ivy(np.array([1.0], np.float32))):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.to_ivy_shape(bad)


@given(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4),
       st.sampled_from(["int8", "int32", "float32", "float64"]))
def test_strides_of_contiguous_arrays_are_numpys(shp, dt):
    if dt not in [d.name for d in supported_dtypes()]:
        return
    a = np.zeros(shp, dt)  # C order: the layout every backend's new arrays have
    assert ivy.strides(to_ivy(a)) == a.strides
    assert ivy.strides(_native(a)) == a.strides


def test_strides_of_views():
    if backend_name() not in ("numpy", "torch"):
        pytest.skip("only NumPy and torch show their arrays' memory layout")
    x = to_ivy(np.zeros((3, 4), np.float32))
    t = ivy.permute_dims(x, (1, 0)).data
    assert ivy.strides(t) == (4, 16)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.strides([1, 2])


def test_container_types():
    types = ivy.container_types()
    assert ivy.Container in types and dict not in types
    c = ivy.Container(a=to_ivy(np.ones(1, np.float32)))
    assert any(isinstance(c, t) for t in types)
