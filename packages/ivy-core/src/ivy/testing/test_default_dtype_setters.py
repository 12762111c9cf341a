"""ivy 1.0's default-dtype setters (``set_default_dtype``, ``set_default_float_dtype``/``int``/
``uint``/``complex`` and their ``unset_*``), ``default_uint_dtype``, ``closest_valid_dtype`` and
``function_supported_dtypes``/``function_unsupported_dtypes`` on the backend under test: the
creation functions under each set default against NumPy's values in that dtype, the stacks, the
errors, and that nothing leaks out of a test (every one restores the stacks)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
from ivy import _dispatch as _d
from ivy import dtype_helpers as _h

from .helpers import assert_same, backend, backend_name, np_dtype, to_numpy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

_STACKS = (ivy.default_dtype_stack, ivy.default_float_dtype_stack, ivy.default_int_dtype_stack,
           ivy.default_uint_dtype_stack, ivy.default_complex_dtype_stack)
_UNSETS = (ivy.unset_default_dtype, ivy.unset_default_float_dtype, ivy.unset_default_int_dtype,
           ivy.unset_default_uint_dtype, ivy.unset_default_complex_dtype)


@pytest.fixture(autouse=True)
def _restore_defaults():
    """Every test starts with no default set and leaves none set (even when it fails)."""
    assert not any(_STACKS) and _d._GLOBALS["_DT"] is None
    try:
        yield
    finally:
        for stack, unset in zip(_STACKS, _UNSETS):
            while stack:
                unset()


def _held(kind):
    return [d for d in backend().supported_dtypes() if ivy.isdtype(d, kind)]


def _lacking(kind):
    return [d for d in ivy.all_dtypes if ivy.isdtype(d, kind) and d not in backend().supported_dtypes()]


def _check(x, d, expected=None):
    """``x`` has dtype ``d`` and (where NumPy holds ``d``) the values ``expected`` in ``d``."""
    assert x.dtype is d, (x.dtype, d)
    if expected is not None and d is not ivy.bfloat16:
        assert_same(x, np.asarray(expected).astype(np_dtype(d)))


def test_nothing_set_is_ivys_defaults():
    assert ivy.default_float_dtype() is ivy.float32 and ivy.default_int_dtype() is ivy.int64
    assert ivy.default_complex_dtype() is ivy.complex64 and ivy.default_uint_dtype() is ivy.uint32
    assert ivy.default_dtype() is ivy.float32
    assert ivy.zeros(2).dtype is ivy.float32 and ivy.asarray([1, 2]).dtype is ivy.int64
    if ivy.complex64 in backend().supported_dtypes():
        assert ivy.asarray([1j]).dtype is ivy.complex64


def test_no_work_when_nothing_set():
    """The dispatchers test one global (``_DT``) where a dtype would be defaulted, and only the
    functions whose dtype defaults to ivy's carry that test."""
    for q in _d.DTYPE_DEFAULTED:
        assert q in _d.REGISTRY and q in _h._DEFAULT_RULES, q
        src = _d.REGISTRY[q].dispatcher.__ivy_source__
        assert "elif _DT is not None: dtype = _DT(_b, " in src, q
    for q in ("add", "zeros_like", "sum", "astype", "matmul"):
        assert "_DT" not in _d.REGISTRY[q].dispatcher.__ivy_source__, q
    zeros = ivy.zeros.__ivy_source__.splitlines()
    fast = zeros[zeros.index(next(line for line in zeros if "if not (backend" in line)):]
    assert sum("_DT" in line for line in fast[:6]) == 1  # the fast path: one ``_DT is not None``


@pytest.mark.parametrize("d", _held("real floating"), ids=lambda d: d.name)
def test_float_default_reaches_creation(d):
    ivy.set_default_float_dtype(d)
    assert ivy.default_float_dtype() is d and ivy.default_dtype() is d
    assert ivy.default_float_dtype(as_native=True) == ivy.as_native_dtype(d)
    assert ivy.infer_default_dtype(ivy.float32) is d
    _check(ivy.zeros(3), d, np.zeros(3))
    _check(ivy.ones((2, 1)), d, np.ones((2, 1)))
    assert ivy.empty((0, 2)).dtype is d and ivy.empty((0, 2)).shape == (0, 2)
    _check(ivy.eye(2, 3, k=1), d, np.eye(2, 3, k=1))
    _check(ivy.full((2,), 1.5), d, np.full(2, 1.5))
    _check(ivy.asarray([1.5, -2.0]), d, [1.5, -2.0])
    _check(ivy.asarray([1, 2.5]), d, [1, 2.5])
    _check(ivy.asarray(0.25), d, 0.25)
    _check(ivy.asarray([]), d, np.zeros(0))
    _check(ivy.arange(0.5, 3), d, np.arange(0.5, 3))
    _check(ivy.arange(0, 2, 0.5), d, np.arange(0, 2, 0.5))
    _check(ivy.linspace(0, 1, 5), d, np.linspace(0, 1, 5))
    _check(ivy.logspace(0, 2, 3), d, np.logspace(0, 2, 3))
    _check(ivy.one_hot(ivy.asarray([0, 2]), 3), d, np.eye(3)[[0, 2]])
    for x in (ivy.random_uniform(shape=(3,)), ivy.random_normal(shape=(2,)), ivy.hann_window(4),
              ivy.fft.fftfreq(4), ivy.poisson(2.0, shape=(2,)), ivy.bernoulli(0.5, shape=(2,))):
        assert x.dtype is d
    u = to_numpy(ivy.random_uniform(low=1.0, high=2.0, shape=(8,))).astype(np.float64)
    assert ((u >= 1.0) & (u <= 2.0)).all()
    # ints, bools and complex values keep their own kinds
    assert ivy.asarray([1, 2]).dtype is ivy.int64 and ivy.arange(3).dtype is ivy.int64
    assert ivy.full(2, True).dtype is ivy.bool and ivy.asarray([True]).dtype is ivy.bool


@pytest.mark.parametrize("d", _held("integral"), ids=lambda d: d.name)
def test_int_default_reaches_creation(d):
    ivy.set_default_int_dtype(d)
    assert ivy.default_int_dtype() is d and ivy.default_dtype() is ivy.float32
    _check(ivy.asarray([1, 2]), d, [1, 2])
    _check(ivy.asarray(7), d, 7)
    _check(ivy.arange(5), d, np.arange(5))
    _check(ivy.arange(1, 7, 2), d, np.arange(1, 7, 2))
    _check(ivy.full((2, 2), 7), d, np.full((2, 2), 7))
    _check(ivy.indices((2, 3)), d, np.indices((2, 3)))
    r = ivy.randint(0, 3, shape=(4,))
    assert r.dtype is d and set(to_numpy(r).tolist()) <= {0, 1, 2}
    assert ivy.zeros(2).dtype is ivy.float32 and ivy.asarray([1.5]).dtype is ivy.float32
    # ints the default cannot hold take ivy's int64, as without a default (Ivy 1.0 widens too)
    big = [int(ivy.iinfo(d).max) + 1] if d is not ivy.int64 else None
    if big is not None and d is not ivy.uint64:
        _check(ivy.asarray(big), ivy.int64, big)
        _check(ivy.full(1, big[0]), ivy.int64, big)
    if d.kind == "u":
        _check(ivy.asarray([-1, 3]), ivy.int64, [-1, 3])


@pytest.mark.parametrize("d", _held("complex floating") or [None], ids=lambda d: getattr(d, "name", "none_held"))
def test_complex_default_reaches_creation(d):
    if d is None:  # a backend without complex dtypes (MXNet): the default it cannot hold is refused on use
        ivy.set_default_complex_dtype(ivy.complex64)
        with pytest.raises(ivy.UnsupportedDtypeError, match="complex64"):
            ivy.asarray([1j])
        return
    ivy.set_default_complex_dtype(d)
    assert ivy.default_complex_dtype() is d and ivy.infer_default_dtype(ivy.complex64) is d
    _check(ivy.asarray([1 + 2j, 3]), d, [1 + 2j, 3])
    _check(ivy.full(2, 1j), d, np.full(2, 1j))
    _check(ivy.linspace(0j, 1 + 1j, 3), d, np.linspace(0j, 1 + 1j, 3))
    assert ivy.zeros(2).dtype is ivy.float32 and ivy.asarray([1.5]).dtype is ivy.float32


@_few
@given(st.lists(st.floats(-1e4, 1e4, allow_subnormal=False, width=16), max_size=4),
       st.sampled_from(_held("real floating") or [None]))
def test_asarray_of_floats_in_the_default(values, d):
    if d is None:
        return
    ivy.set_default_float_dtype(d)
    try:
        _check(ivy.asarray(values), d, np.asarray(values, dtype=np.float64))
    finally:
        ivy.unset_default_float_dtype()


def test_arrays_and_explicit_dtypes_decide():
    ivy.set_default_float_dtype(ivy.float16)
    ivy.set_default_int_dtype(ivy.int8)
    x = ivy.asarray([1, 2], dtype=ivy.int32)
    f = ivy.asarray([1.0, 2.0], dtype=ivy.float32)
    assert ivy.asarray(x).dtype is ivy.int32 and ivy.asarray(x.data).dtype is ivy.int32
    assert ivy.zeros_like(x).dtype is ivy.int32 and ivy.full_like(f, 3).dtype is ivy.float32
    assert ivy.zeros(2, dtype=ivy.float32).dtype is ivy.float32 and ivy.arange(3, dtype="int64").dtype is ivy.int64
    assert ivy.asarray([1.5], dtype=ivy.float32).dtype is ivy.float32
    assert ivy.random_uniform(low=f, high=3.0).dtype is ivy.float32
    assert ivy.linspace(f, 3.0, 3).dtype is ivy.float32
    assert ivy.add(f, 1.0).dtype is ivy.float32 and ivy.multiply(x, 2).dtype is ivy.int32  # weak scalars


def test_stacks_and_unset():
    held = _held("real floating")
    a, b = held[-1], held[0]
    ivy.set_default_float_dtype(a)
    ivy.set_default_float_dtype(b.name)
    assert ivy.default_float_dtype_stack == [a, b] and ivy.zeros(1).dtype is b
    ivy.unset_default_float_dtype()
    assert ivy.default_float_dtype_stack == [a] and ivy.zeros(1).dtype is a
    ivy.unset_default_float_dtype()
    ivy.unset_default_float_dtype()  # an empty stack: nothing happens
    assert ivy.default_float_dtype_stack == [] and ivy.zeros(1).dtype is ivy.float32
    assert _d._GLOBALS["_DT"] is None
    for unset in _UNSETS:
        unset()
    assert not any(_STACKS)


def test_namespace_info_reports_the_set_defaults():
    """The standard's ``default_dtypes()`` says what the creation functions default to."""
    info = ivy.__array_namespace_info__()
    floats, ints = _held("real floating"), _held("signed integer")
    ivy.set_default_float_dtype(floats[0])
    ivy.set_default_int_dtype(ints[0])
    d = info.default_dtypes()
    assert d["real floating"] is floats[0] is ivy.zeros(1).dtype
    assert d["integral"] is ints[0] is ivy.asarray([1]).dtype and d["indexing"] is ivy.int64
    ivy.unset_default_float_dtype()
    ivy.unset_default_int_dtype()
    assert info.default_dtypes()["real floating"] is ivy.float32 and info.default_dtypes()["integral"] is ivy.int64


def test_general_default_sets_its_kind():
    ivy.set_default_dtype(ivy.float64)
    assert ivy.default_dtype_stack == [ivy.float64] and ivy.default_dtype() is ivy.float64
    assert ivy.default_float_dtype() is ivy.float64 and ivy.zeros(1).dtype is ivy.float64
    assert ivy.default_int_dtype() is ivy.int64
    ivy.set_default_float_dtype(ivy.float32)  # a kind's own stack comes first
    assert ivy.zeros(1).dtype is ivy.float32 and ivy.default_dtype() is ivy.float64
    ivy.unset_default_float_dtype()
    ivy.set_default_dtype("int32")
    assert ivy.default_dtype() is ivy.int32 and ivy.default_int_dtype() is ivy.int32
    assert ivy.asarray([3]).dtype is ivy.int32 and ivy.default_float_dtype() is ivy.float32
    assert ivy.zeros(1).dtype is ivy.float32  # zeros take the float default (the standard's)
    ivy.unset_default_dtype()
    ivy.unset_default_dtype()
    assert ivy.default_dtype() is ivy.float32 and ivy.zeros(1).dtype is ivy.float32


def test_uint_default():
    assert ivy.infer_default_dtype("uint16") is ivy.int64
    ivy.set_default_uint_dtype("uint8")
    assert ivy.default_uint_dtype() is ivy.uint8 and ivy.default_uint_dtype_stack == [ivy.uint8]
    assert ivy.infer_default_dtype("uint16") is ivy.uint8 and ivy.infer_default_dtype("int8") is ivy.int64
    assert ivy.default_uint_dtype(uint_dtype="uint16") is ivy.uint16
    assert ivy.default_uint_dtype(input=ivy.zeros(1, dtype=ivy.uint8)) is ivy.uint8
    assert ivy.asarray([1]).dtype is ivy.int64  # no creation function defaults to unsigned
    ivy.unset_default_uint_dtype()
    assert ivy.default_uint_dtype() is ivy.uint32


@pytest.mark.parametrize(("setter", "bad"), [
    ("set_default_float_dtype", "int32"), ("set_default_float_dtype", "complex64"),
    ("set_default_int_dtype", "float32"), ("set_default_int_dtype", "bool"),
    ("set_default_uint_dtype", "int8"), ("set_default_complex_dtype", "float64"),
    ("set_default_dtype", "float33"), ("set_default_float_dtype", None)])
def test_setter_refuses_other_kinds(setter, bad):
    with pytest.raises(ivy.InvalidArgumentError):
        getattr(ivy, setter)(bad)
    assert not any(_STACKS) and _d._GLOBALS["_DT"] is None


def test_default_the_backend_cannot_hold_raises_on_use():
    """The setters take any dtype of their kind; a creation function that would make an array of
    one the backend lacks raises UnsupportedDtypeError naming it (on a backend that holds every
    dtype, as JAX and NumPy-less plugins may, there is nothing to refuse)."""
    lacking = _lacking("real floating") + _lacking("complex floating") + _lacking("integral")
    for d in lacking:
        setter = {"f": ivy.set_default_float_dtype, "c": ivy.set_default_complex_dtype}.get(
            d.kind, ivy.set_default_int_dtype)
        setter(d)
        value = {"f": 1.5, "c": 1j}.get(d.kind, 1)
        assert ivy.default_dtype(item=[value]) is d
        with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
            ivy.full(2, value)
        with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
            ivy.asarray([value])
        if d.kind == "f":
            with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
                ivy.zeros(2)
        query = {"f": ivy.default_float_dtype, "c": ivy.default_complex_dtype}.get(d.kind, ivy.default_int_dtype)
        with pytest.raises(ivy.UnsupportedDtypeError):
            query(as_native=True)
        for unset in _UNSETS:
            unset()
    assert ivy.zeros(1).dtype is ivy.float32


def test_closest_valid_dtype():
    held = backend().supported_dtypes()
    assert ivy.closest_valid_dtype(None) is ivy.float32
    for d in ivy.all_dtypes:
        if d in held:
            assert ivy.closest_valid_dtype(d) is d and ivy.closest_valid_dtype(d.name) is d
            continue
        same = [h for h in held if h.kind == d.kind]
        if not same:
            with pytest.raises(ivy.UnsupportedDtypeError):
                ivy.closest_valid_dtype(d)
            continue
        c = ivy.closest_valid_dtype(d)
        assert c in held and c.kind == d.kind
        wider = [h for h in same if ivy.can_cast(d, h)]
        if wider:  # the narrowest that holds every value of d
            assert c is min(wider, key=lambda h: h.bits)
        else:  # the widest narrower one
            assert c is max((h for h in same if h.bits <= d.bits), key=lambda h: h.bits)
    if ivy.bfloat16 not in held:
        assert ivy.closest_valid_dtype(ivy.bfloat16) is ivy.float32


@pytest.mark.parametrize("name", ["add", "acosh", "zeros", "matmul", "sort", "fft.fft", "cumsum"])
def test_function_supported_dtypes(name):
    fn = _d.REGISTRY[name].dispatcher
    sup, uns = ivy.function_supported_dtypes(fn), ivy.function_unsupported_dtypes(fn, recurse=False)
    assert ivy.function_supported_dtypes(name) == sup
    info = ivy.backend_info(backend().name)
    marked = set(info["unsupported_dtypes_by_function"].get(name, ()))
    if isinstance(sup, dict):  # native only for some arguments
        assert info["functions"][name] == "partial" and set(sup) == {"compositional", "primary"}
        sup, uns = sup["primary"], uns["primary"]
    assert set(sup).isdisjoint(uns) and set(sup) | set(uns) == set(ivy.all_dtypes)
    assert set(sup) == {d for d in backend().supported_dtypes() if d.name not in marked}
    for d in sup:  # each reported one is taken (zeros needs no array; the rest take d)
        if name == "zeros" and d is not ivy.bfloat16:
            _check(ivy.zeros(2, dtype=d), d, np.zeros(2))


def test_function_supported_dtypes_refuses_non_ivy_functions():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.function_supported_dtypes(len)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.function_unsupported_dtypes("no_such_function")
