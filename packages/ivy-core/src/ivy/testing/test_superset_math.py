"""Ivy's superset math, element-wise and cumulative: against torch (erf, lgamma, sinc, fmod,
lerp, xlogy, logsumexp), Python's ``math`` (float64 erf/lgamma), NumPy (einsum) and a
NumPy reference written from TensorFlow's documented ``tf.math.cumsum(exclusive, reverse)``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import backend_name, impls, np_dtype, run_impl, supported_dtypes, to_ivy, to_numpy, unsigned_accumulator

torch = pytest.importorskip("torch", reason="torch is the reference for erf, lgamma, sinc, fmod, lerp, xlogy")

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy's invalid/overflow warnings

# JAX compiles every new shape (and these compositions run many ops): fewer examples there
# keep the file's run short; the other backends run the profile's count.
_few = settings(max_examples=min(8, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

FLOATS = ("float32", "float64")


def _floats():
    return st.sampled_from([d for d in supported_dtypes("real floating") if d.name in FLOATS])


def _ints():
    return st.sampled_from([d for d in supported_dtypes("signed integer")])


def _t(a):
    """A NumPy array as a torch tensor (the reference)."""
    return torch.from_numpy(np.array(a, copy=True))


def _check(res, exp, *, rtol=None, atol=None, msg=""):
    """Compare an ivy result with a NumPy/torch reference of the dtype ivy must give."""
    exp = exp.numpy() if isinstance(exp, torch.Tensor) else np.asarray(exp)
    assert res.dtype.name == exp.dtype.name, f"{msg}: dtype {res.dtype.name} != {exp.dtype.name}"
    r = to_numpy(res)
    assert r.shape == exp.shape, f"{msg}: shape {r.shape} != {exp.shape}"
    if exp.dtype.kind in "biu":
        np.testing.assert_array_equal(r, exp, err_msg=msg)
        return
    if rtol is None:
        rtol = 2e-6 if exp.dtype.itemsize <= 4 else 1e-12
    if atol is None:
        atol = rtol
    np.testing.assert_allclose(r, exp, rtol=rtol, atol=atol, equal_nan=True, err_msg=msg)
    # infinities and NaNs where the reference has them
    np.testing.assert_array_equal(np.isnan(r), np.isnan(exp), err_msg=msg)


# ------------------------------------------------------------ unary special functions

special = st.sampled_from([0.0, -0.0, 1.0, 2.0, -1.0, -2.0, 0.5, -0.5, 3.0, -3.0, float("inf"), float("-inf"),
                           float("nan")])


@st.composite
def float_input(draw, *, min_value=-30.0, max_value=30.0):
    d = draw(_floats())
    el = st.one_of(st.floats(min_value, max_value, width=np_dtype(d).itemsize * 8, allow_subnormal=False), special)
    return draw(hnp.arrays(np_dtype(d), sti.shapes(max_dims=3), elements=el))


@pytest.mark.parametrize("impl", impls("erf"))
@_few
@given(x=float_input())
def test_erf(impl, x):
    _check(run_impl(impl, "erf", to_ivy(x)), torch.erf(_t(x)), msg=f"erf ({impl})")


def test_erf_float64_against_math():
    v = np.array([-6.0, -3.0001, -2.999, -1.0, -1e-9, 0.0, 1e-300, 0.1, 0.7, 1.5, 2.5, 2.9999, 3.0, 3.2, 4.5, 5.9])
    exp = np.array([math.erf(t) for t in v])
    np.testing.assert_allclose(to_numpy(ivy.erf(to_ivy(v))), exp, rtol=1e-14, atol=1e-16)
    assert math.copysign(1.0, float(ivy.erf(ivy.asarray(-0.0)))) == -1.0  # erf(-0) = -0


@pytest.mark.parametrize("impl", impls("lgamma"))
@_few
@given(x=float_input(min_value=-40.0, max_value=40.0))
def test_lgamma(impl, x):
    # absolute tolerance: lgamma crosses zero at 1 and 2 (and between the negative poles)
    tol = 1e-5 if x.dtype == np.float32 else 1e-12
    _check(run_impl(impl, "lgamma", to_ivy(x)), torch.lgamma(_t(x)), rtol=tol, atol=tol * 10,
           msg=f"lgamma ({impl})")


def test_lgamma_float64_against_math():
    v = [-7.3, -2.5, -0.999, -1e-7, 1e-7, 0.2, 0.5, 1.0, 1.5, 2.0, 2.7, 9.0, 30.5, 171.7, 1e5, 1e200]
    res = to_numpy(ivy.lgamma(to_ivy(np.array(v))))
    exp = np.array([math.lgamma(t) for t in v])
    np.testing.assert_allclose(res, exp, rtol=1e-13, atol=1e-14)
    poles = to_numpy(ivy.lgamma(to_ivy(np.array([0.0, -1.0, -4.0, float("inf"), float("-inf")]))))
    assert np.all(np.isposinf(poles))


@pytest.mark.parametrize("impl", impls("sinc"))
@_few
@given(x=float_input(min_value=-50.0, max_value=50.0))
def test_sinc(impl, x):
    _check(run_impl(impl, "sinc", to_ivy(x)), torch.sinc(_t(x)), atol=1e-6 if x.dtype == np.float32 else 1e-13,
           msg=f"sinc ({impl})")


@pytest.mark.parametrize("name", ["erf", "lgamma", "sinc"])
@_few
@given(data=st.data())
def test_special_integer_input_gives_float32(name, data):
    d = data.draw(_ints())
    x = data.draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2), min_value=-20, max_value=20))
    res = getattr(ivy, name)(to_ivy(x))
    exp = getattr(torch, name)(_t(x))  # torch also computes integers in float32
    assert exp.dtype == torch.float32
    _check(res, exp, rtol=1e-5, atol=1e-5, msg=name)


# ------------------------------------------------------------------ binary functions


@st.composite
def float_pair(draw, *, lo=-100.0, hi=100.0):
    d = draw(_floats())
    width = np_dtype(d).itemsize * 8
    el = st.one_of(st.floats(lo, hi, width=width, allow_subnormal=False), special)
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4)).input_shapes
    return (draw(hnp.arrays(np_dtype(d), s1, elements=el)), draw(hnp.arrays(np_dtype(d), s2, elements=el)))


def _check_fmod(res, exp, msg):
    _check(res, exp, msg=msg)
    # the sign of a zero result is x1's
    r, e = to_numpy(res), exp.numpy()
    zero = e == 0
    np.testing.assert_array_equal(np.signbit(r[zero]), np.signbit(e[zero]), err_msg=f"{msg}: signs of zeros")


@pytest.mark.parametrize("impl", impls("fmod"))
@_few
@given(p=float_pair())
def test_fmod_floats(impl, p):
    a, b = p
    _check_fmod(run_impl(impl, "fmod", to_ivy(a), to_ivy(b)), torch.fmod(_t(a), _t(b)), f"fmod ({impl})")


@pytest.mark.parametrize("impl", impls("fmod"))
def test_fmod_of_a_small_x1(impl):
    """Found by a thorough run: ivy-core's composition shifted Python's remainder (65 - 0.00047629,
    rounded) back by x2 and gave -0.000473 for fmod(-0.00047629, 65) in float32; it is x1."""
    a = np.array([-0.00047629, 0.001, -1.0e-30, 3.5], np.float32)
    b = np.array([65.0, -7.0, 2.0, -1.0e-3], np.float32)
    _check_fmod(run_impl(impl, "fmod", to_ivy(a), to_ivy(b)), torch.fmod(_t(a), _t(b)), f"fmod ({impl})")


@pytest.mark.parametrize("impl", impls("fmod"))
@pytest.mark.parametrize("dtype", FLOATS)
def test_fmod_special_values(impl, dtype):
    """Every pair of signed zeros, infinities, NaN and finite values (an infinite x2 leaves a
    finite x1 as it is, -0 included; found on MXNet, whose fmod is ivy-core's composition)."""
    if dtype not in [d.name for d in supported_dtypes("real floating")]:
        pytest.skip(f"backend {backend_name()} lacks {dtype}")
    v = np.array([0.0, -0.0, 1.5, -1.5, 3.0, -3.0, np.inf, -np.inf, np.nan], dtype=dtype)
    a, b = np.repeat(v, v.size), np.tile(v, v.size)
    _check_fmod(run_impl(impl, "fmod", to_ivy(a), to_ivy(b)), torch.fmod(_t(a), _t(b)), f"fmod ({impl})")


@pytest.mark.parametrize("impl", impls("fmod"))
@_few
@given(data=st.data())
def test_fmod_integers(impl, data):
    d = data.draw(_ints())
    info = np.iinfo(np_dtype(d))
    lo = max(info.min + 1, -1000)
    hi = min(info.max, 1000)
    a = data.draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2), min_value=lo, max_value=hi))
    b = data.draw(hnp.arrays(np_dtype(d), a.shape[-1:] if a.ndim else (),
                             elements=st.integers(lo, hi).filter(lambda v: v != 0)))
    _check(run_impl(impl, "fmod", to_ivy(a), to_ivy(b)), torch.fmod(_t(a), _t(b)), msg=f"fmod int ({impl})")


def test_fmod_scalars_and_promotion():
    r = ivy.fmod(ivy.asarray([-7, 7], dtype=ivy.int8), 3)
    assert r.dtype == ivy.int8 and to_numpy(r).tolist() == [-1, 1]
    r = ivy.fmod(ivy.asarray([-7, 7]), 2.5)
    assert r.dtype == ivy.float32 and to_numpy(r).tolist() == [-2.0, 2.0]


@pytest.mark.parametrize("impl", impls("lerp"))
@_few
@given(data=st.data())
def test_lerp(impl, data):
    d = data.draw(_floats())
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=3, max_side=3))
    el = sti.elements_for(d, allow_nan=False, allow_infinity=False, min_value=-1e3, max_value=1e3)
    a, b = (data.draw(hnp.arrays(np_dtype(d), s, elements=el)) for s in shapes.input_shapes[:2])
    w = data.draw(hnp.arrays(np_dtype(d), shapes.input_shapes[2],
                             elements=st.floats(-2, 2, width=np_dtype(d).itemsize * 8, allow_subnormal=False)))
    res = run_impl(impl, "lerp", to_ivy(a), to_ivy(b), to_ivy(w))
    ta, tb, tw = torch.broadcast_tensors(_t(a), _t(b), _t(w))
    _check(res, torch.lerp(ta, tb, tw), rtol=1e-5 if d.name == "float32" else 1e-12, atol=1e-3, msg=f"lerp ({impl})")


def test_lerp_scalar_weight_and_ints():
    r = ivy.lerp(ivy.asarray([0, 10]), ivy.asarray([10, 20]), 0.25)
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), [2.5, 12.5])
    r = ivy.lerp(ivy.asarray([1.0, 2.0], dtype=ivy.float64), 3.0, 1.0)
    assert r.dtype == ivy.float64 and to_numpy(r).tolist() == [3.0, 3.0]


@pytest.mark.parametrize("impl", impls("xlogy"))
@_few
@given(p=float_pair(lo=-10.0, hi=10.0))
def test_xlogy(impl, p):
    a, b = p
    _check(run_impl(impl, "xlogy", to_ivy(a), to_ivy(b)), torch.xlogy(_t(a), _t(b)), msg=f"xlogy ({impl})")


def test_xlogy_special_values():
    r = ivy.xlogy(ivy.asarray([0.0, 0.0, 0.0, 2.0]), ivy.asarray([0.0, float("inf"), float("nan"), 1.0]))
    out = to_numpy(r)
    assert out[0] == 0 and out[1] == 0 and np.isnan(out[2]) and out[3] == 0
    assert ivy.xlogy(ivy.asarray([1, 2]), ivy.asarray([1, 2])).dtype == ivy.float32


# ------------------------------------------------------------------------ logsumexp


@st.composite
def lse_input(draw):
    d = draw(_floats())
    el = st.one_of(st.floats(-50, 50, width=np_dtype(d).itemsize * 8, allow_subnormal=False),
                   st.sampled_from([float("inf"), float("-inf"), float("nan")]))
    x = draw(hnp.arrays(np_dtype(d), sti.shapes(max_dims=3), elements=el))
    axis = draw(sti.axes(x.ndim, allow_tuple=True).filter(lambda a: a != ()))
    return x, axis, draw(st.booleans())


@_few
@given(data=lse_input())
def test_logsumexp(data):
    x, axis, keepdims = data
    dim = tuple(range(x.ndim)) if axis is None else axis
    res = ivy.logsumexp(to_ivy(x), axis=axis, keepdims=keepdims)
    exp = torch.logsumexp(_t(x), dim=dim, keepdim=keepdims) if x.ndim else _t(x).clone()
    _check(res, exp, rtol=1e-5 if x.dtype == np.float32 else 1e-12, msg=f"logsumexp(axis={axis})")


def test_logsumexp_ints_and_empty():
    r = ivy.logsumexp(ivy.asarray([[1, 2], [3, 4]]), axis=1)
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), torch.logsumexp(torch.tensor([[1.0, 2], [3, 4]]), 1).numpy(), rtol=1e-6)
    e = ivy.logsumexp(ivy.zeros((0, 3)), axis=0)
    assert e.shape == (3,) and np.all(np.isneginf(to_numpy(e)))
    with pytest.raises(ValueError):
        ivy.logsumexp(ivy.ones((2, 3)), axis=2)


# ------------------------------------------------------------------ cumsum/cumprod


def _ref_cumulative(x, axis, exclusive, reverse, op):
    """tf.math.cumsum/cumprod's documented semantics, in NumPy:
    exclusive: [a, b, c] -> [0, a, a+b]; reverse: [a, b, c] -> [a+b+c, b+c, c]."""
    if x.ndim == 0:
        x = x.reshape(1)
        return _ref_cumulative(x, 0, exclusive, reverse, op).reshape(())
    acc = {"b": np.int64, "i": np.int64, "u": np.dtype(unsigned_accumulator().name)}.get(x.dtype.kind, x.dtype)
    x = x.astype(acc)
    if reverse:
        x = np.flip(x, axis)
    fn = np.cumsum if op == "sum" else np.cumprod
    r = fn(x, axis=axis, dtype=acc)
    if exclusive:
        shp = list(r.shape)
        n = shp[axis]
        shp[axis] = 1
        r = np.concatenate([np.full(shp, 0 if op == "sum" else 1, dtype=r.dtype), r], axis=axis)
        r = r[(slice(None),) * axis + (slice(0, n),)]
    if reverse:
        r = np.flip(r, axis)
    return np.array(r, copy=True)


@st.composite
def cum_input(draw):
    d = draw(st.sampled_from([t for t in supported_dtypes(("real floating", "integral", "bool"))]))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=3), allow_nan=False, allow_infinity=False,
                        **({"min_value": -3 if d.kind == "i" else 0, "max_value": 3} if d.kind in "iu" else {})))
    axis = draw(st.integers(-max(x.ndim, 1), max(x.ndim, 1) - 1))
    return x, axis, draw(st.booleans()), draw(st.booleans())


@pytest.mark.parametrize("op", ["sum", "prod"])
@_few
@given(data=cum_input())
def test_cumsum_cumprod(op, data):
    x, axis, exclusive, reverse = data
    fn = ivy.cumsum if op == "sum" else ivy.cumprod
    res = fn(to_ivy(x), axis=axis, exclusive=exclusive, reverse=reverse)
    exp = _ref_cumulative(x, axis % max(x.ndim, 1), exclusive, reverse, op)
    msg = f"cum{op}(axis={axis}, exclusive={exclusive}, reverse={reverse})"
    tol = 1e-3 if x.dtype == np.float16 else (2e-5 if x.dtype == np.float32 else 1e-12)
    _check(res, exp, rtol=tol, atol=tol, msg=msg)


def test_cumsum_positional_and_dtype():
    x = ivy.asarray([[1, 2, 3], [4, 5, 6]], dtype=ivy.int8)
    r = ivy.cumsum(x, 1, True, True)  # Ivy's positional (axis, exclusive, reverse)
    assert r.dtype == ivy.int64 and to_numpy(r).tolist() == [[5, 3, 0], [11, 6, 0]]
    r = ivy.cumprod(x, axis=0, dtype=ivy.float64)
    assert r.dtype == ivy.float64 and to_numpy(r).tolist() == [[1, 2, 3], [4, 10, 18]]
    with pytest.raises(ValueError):
        ivy.cumsum(x, 2)


# ------------------------------------------------------------------------- einsum

EQUATIONS = [
    ("ij,jk->ik", [(2, 3), (3, 4)]),
    ("bij,bjk->bik", [(2, 2, 3), (2, 3, 1)]),
    ("...ij,...jk->...ik", [(3, 1, 2, 3), (2, 3, 2)]),
    ("ii->i", [(3, 3)]),
    ("ii", [(4, 4)]),
    ("ij->ji", [(2, 3)]),
    ("i,j->ij", [(3,), (2,)]),
    ("i,i", [(5,), (5,)]),
    ("ij,ij->", [(0, 3), (0, 3)]),
    ("bhqd,bhkd->bhqk", [(1, 2, 3, 4), (1, 2, 2, 4)]),
    ("ijk,jl,lk->i", [(2, 3, 2), (3, 4), (4, 2)]),
    ("ab,bc", [(2, 3), (3, 2)]),
    ("...i,i", [(2, 3), (3,)]),
    ("...i,...i", [(2, 3), (2, 3)]),  # implicit output with ellipses: TensorFlow refused these
    ("...ij,...jk", [(2, 2, 3), (3, 2)]),
    ("ba...", [(2, 3, 2)]),
    ("i...i", [(2, 3, 2)]),
    ("i...->...", [(3, 2, 2)]),
    ("", [()]),
    (",->", [(), ()]),
    ("iij->j", [(2, 2, 3)]),
]


@pytest.mark.parametrize("eq,shapes", EQUATIONS)
@_few
@given(data=st.data())
def test_einsum(eq, shapes, data):
    d = data.draw(st.sampled_from([t for t in supported_dtypes(("real floating", "signed integer", "bool"))
                                   if t.name in ("float32", "float64", "int32", "int64", "bool")]))
    el = sti.elements_for(d, allow_nan=False, allow_infinity=False,
                          **({"min_value": -10, "max_value": 10} if d.kind != "b" else {}))
    ops = [data.draw(hnp.arrays(np_dtype(d), s, elements=el)) for s in shapes]
    res = ivy.einsum(eq, *[to_ivy(o) for o in ops])
    exp = np.asarray(np.einsum(eq, *ops))
    atol = 1e-4
    if d.kind == "f":
        # The order of the products and sums is the implementation's: allow each term's rounding,
        # (factors + terms) ulp of the sum of the terms' magnitudes (a thorough run on torch found
        # 0.20459 for 0.204468 from terms near 700 in float32)
        mags = np.einsum(eq, *[np.abs(o).astype(np.float64) for o in ops])
        terms = np.einsum(eq, *[np.ones(o.shape) for o in ops])  # terms summed into each element
        bound = (terms + len(ops)) * float(np.finfo(np_dtype(d)).eps) * mags
        atol = max(atol, float(np.max(bound, initial=0)))
    _check(res, exp, rtol=1e-5 if d.name == "float32" else 1e-12, atol=atol, msg=f"einsum({eq!r})")


def test_einsum_promotes_and_errors():
    r = ivy.einsum("i,i->", ivy.asarray([1, 2], dtype=ivy.int8), ivy.asarray([1.5, 2.0]))
    assert r.dtype == ivy.float32 and float(r) == 5.5
    with pytest.raises(ValueError):
        ivy.einsum("ij,jk->ik", ivy.ones((2, 3)))  # one operand for two subscripts
    with pytest.raises(ivy.ShapeError):
        ivy.einsum("ij,jk->ik", ivy.ones((2, 3)), ivy.ones((4, 2)))
    with pytest.raises(ValueError):
        ivy.einsum("ij->iz", ivy.ones((2, 3)))  # an output label no input has


# ------------------------------------------------- compositions on this backend

_V = np.array([[-3.5, -1.0, -0.0, 0.25], [0.5, 2.0, 3.5, 7.0]], dtype=np.float32)
_W = np.array([[2.0, -1.5, 1.0, 0.5], [3.0, 0.75, -2.0, 4.0]], dtype=np.float32)
_SPD = np.array([[[4.0, 2.0], [2.0, 5.0]], [[9.0, 3.0], [3.0, 2.0]]], dtype=np.float32)
COMPOSITION_CASES = {
    "cumsum": ((_V,), {"axis": 1, "exclusive": True, "reverse": True}),
    "cumprod": ((_V,), {"axis": 0, "exclusive": True}),
    "einsum": (("ij,kj->ik", _V, _W), {}),
    "logsumexp": ((_V,), {"axis": 1}),
    "erf": ((_V,), {}),
    "lgamma": ((_V,), {}),
    "sinc": ((_V,), {}),
    "fmod": ((_V, _W), {}),
    "lerp": ((_V, _W, 0.75), {}),
    "xlogy": ((_V, np.abs(_W)), {}),
    "nansum": ((np.where(_V > 3, np.nan, _V),), {"axis": 0}),
    "nanmean": ((np.where(_V > 3, np.nan, _V),), {"axis": 1}),
    "median": ((_V,), {"axis": 1}),
    "quantile": ((_V, 0.3), {"axis": 1, "interpolation": "midpoint"}),
    "top_k": ((_V, 2), {"axis": 1, "largest": False}),
    "histogram": ((_V,), {"bins": 3}),
    "kron": ((_V[:1, :2], _W[:, :2]), {}),
    "cross": ((_V[:, :3], _W[:, :3]), {"axis": 1}),
    "matrix_exp": ((_SPD / 4,), {}),
    "lstsq": ((_SPD, _W[:, :2, None]), {}),
    "vector_to_skew_symmetric_matrix": ((_V[:, :3],), {}),
    "cholesky": ((_SPD,), {"upper": True}),
}


@pytest.mark.parametrize("name", sorted(COMPOSITION_CASES))
def test_composition_matches_backend(name):
    """ivy-core's composition (what a backend without ``name`` runs) against the backend's own
    implementation, on the backend under test (where both are the composition, trivially)."""
    from .helpers import backend

    b = backend()
    args, kwargs = COMPOSITION_CASES[name]
    got = getattr(ivy, name)(*[to_ivy(a) if isinstance(a, np.ndarray) else a for a in args], **kwargs)
    native = [to_ivy(a).data if isinstance(a, np.ndarray) else a for a in args]
    comp = ivy._dispatch.REGISTRY[name].composition(b, *native, **kwargs)
    got = got if isinstance(got, tuple) else (got,)
    comp = comp if isinstance(comp, tuple) else (comp,)
    assert len(got) == len(comp)
    for g, c in zip(got, comp):
        c = ivy.Array(c)
        assert g.dtype == c.dtype and g.shape == c.shape, f"{name}: {g.dtype}{g.shape} != {c.dtype}{c.shape}"
        np.testing.assert_allclose(to_numpy(g), to_numpy(c), rtol=2e-5, atol=2e-6, equal_nan=True, err_msg=name)


def test_integer_fmod_by_zero_is_zero():
    """An integer ``fmod`` by 0 is 0 on every backend, as ``floor_divide`` and ``remainder``
    give (NumPy's answer; torch and TensorFlow raised)."""
    for d in supported_dtypes("integral"):
        a = to_ivy(np.asarray([5, 0, 7, 3], dtype=np_dtype(d)))
        b = to_ivy(np.asarray([0, 0, 2, 0], dtype=np_dtype(d)))
        r = ivy.fmod(a, b)
        assert r.dtype == d
        np.testing.assert_array_equal(to_numpy(r), [0, 0, 1, 0], err_msg=d.name)
