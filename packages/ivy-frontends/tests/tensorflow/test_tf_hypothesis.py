"""Hypothesis against real TF: the refusal to mix dtypes, broadcasting of binary ops over dtypes and
shapes (0-d and empty included), Python scalars taking the tensor's dtype, TensorShape algebra,
Variable updates. A CI slice of torch/jax/tensorflow leaves this file to numpy's whole run."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
import ivy_frontends.tensorflow as ftf

tf = pytest.importorskip("tensorflow")

pytestmark = pytest.mark.skipif(bool(os.environ.get("IVY_FRONTENDS_SLICE")) and os.environ.get("IVY_OPINFO") != "full"
                                and os.environ.get("IVY_TEST_BACKEND", "numpy") != "numpy",
                                reason="CI slice: the hypothesis file runs in numpy's whole run")

DTYPES = ["float32", "float64", "int32", "int64", "uint8", "int16", "float16"]
OPS = ["add", "subtract", "multiply", "maximum", "minimum", "less", "equal", "truediv", "floordiv"]
shape = st.lists(st.integers(0, 3), min_size=0, max_size=3).map(tuple)


def bcast_shapes():
    def pair(s):
        ones = st.lists(st.sampled_from([True, False]), min_size=len(s), max_size=len(s))
        return st.tuples(st.just(s), ones.map(lambda m: tuple(1 if k else d for k, d in zip(m, s))))

    return shape.flatmap(pair)


def values(s, dt, seed):
    r = np.random.default_rng(seed)
    if dt.startswith("float"):
        return r.uniform(-4, 4, s).astype(dt)
    lo = 0 if dt.startswith("uint") else -4
    v = r.integers(lo, 5, s).astype(dt)
    return v


def result(fn, *a):
    try:
        return fn(*a), None
    except Exception as e:  # noqa: BLE001
        return None, e


def check(got, want):
    g, ge = got
    w, we = want
    if we is not None:
        assert ge is not None, f"TF raised {type(we).__name__}: {we}; the frontend returned"
        assert isinstance(ge, ivy.IvyError), ge
        return
    assert ge is None, ge
    assert g.dtype.name == w.dtype.name and g.shape.as_list() == w.shape.as_list()
    tol = 1e-2 if w.dtype.name == "float16" else 1e-5
    np.testing.assert_allclose(np.asarray(ivy.to_numpy(g._data), dtype=np.float64), w.numpy().astype(np.float64),
                               rtol=tol, atol=tol)


@settings(deadline=None)
@given(op=st.sampled_from(OPS), d1=st.sampled_from(DTYPES), d2=st.sampled_from(DTYPES), shapes=bcast_shapes(),
       swap=st.booleans(), seed=st.integers(0, 99))
def test_binary_ops_broadcast_and_refuse_mixed_dtypes_like_tf(op, d1, d2, shapes, swap, seed):
    s1, s2 = shapes[::-1] if swap else shapes
    a, b = values(s1, d1, seed), values(s2, d2, seed + 1)
    if op in ("truediv", "floordiv") and d2 == d1 and not d1.startswith("float"):
        b = np.where(b == 0, np.ones_like(b), b)
    check(result(getattr(ftf.math, op), ftf.constant(a), ftf.constant(b)),
          result(getattr(tf.math, op), tf.constant(a), tf.constant(b)))


@settings(deadline=None)
@given(op=st.sampled_from(["__add__", "__sub__", "__mul__", "__rsub__", "__truediv__", "__lt__"]),
       d=st.sampled_from(DTYPES), s=shape,
       scalar=st.one_of(st.integers(-300, 300), st.floats(-3, 3, width=16).map(lambda v: v + 0.0)),
       seed=st.integers(0, 99))
def test_python_scalars_take_the_tensors_dtype(op, d, s, scalar, seed):
    # (-0.0 is drawn as 0.0: TF's eager scalar cache hands out whichever zero it converted first)
    a = values(s, d, seed)
    check(result(lambda: getattr(ftf.constant(a), op)(scalar)), result(lambda: getattr(tf.constant(a), op)(scalar)))


dim = st.one_of(st.none(), st.integers(0, 4))
dims = st.one_of(st.none(), st.lists(dim, max_size=3))


@settings(deadline=None)
@given(a=dims, b=dims)
def test_tensor_shape_algebra_matches_tf(a, b):
    fa, fb, ta, tb = ftf.TensorShape(a), ftf.TensorShape(b), tf.TensorShape(a), tf.TensorShape(b)
    assert fa.is_compatible_with(fb) == ta.is_compatible_with(tb)
    assert repr(fa.concatenate(fb)) == repr(ta.concatenate(tb))
    assert repr(fa.most_specific_compatible_shape(fb)) == repr(ta.most_specific_compatible_shape(tb))
    assert (fa == fb) == (ta == tb)
    try:
        want = repr(ta.merge_with(tb))
    except ValueError:
        with pytest.raises(ValueError):
            fa.merge_with(fb)
    else:
        assert repr(fa.merge_with(fb)) == want


@settings(deadline=None)
@given(d=st.sampled_from(["float32", "float64", "int32"]), s=shape, seed=st.integers(0, 99),
       steps=st.lists(st.sampled_from(["assign", "assign_add", "assign_sub"]), min_size=1, max_size=4))
def test_variable_updates_match_tf(d, s, seed, steps):
    fv, tv = ftf.Variable(values(s, d, seed)), tf.Variable(values(s, d, seed))
    for i, step in enumerate(steps):
        delta = values(s, d, seed + i + 1)
        getattr(fv, step)(delta)
        getattr(tv, step)(delta)
    check((fv.read_value(), None), (tv.read_value(), None))
    assert fv.shape == tv.shape.as_list() and fv.dtype.name == tv.dtype.name
