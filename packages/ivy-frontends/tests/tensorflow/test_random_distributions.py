"""``tf.random`` by distribution (goodness of fit against SciPy, seeded so the tests are
deterministic), TF's seeding rules, and dtypes/shapes/errors against real TensorFlow."""

from __future__ import annotations

import numpy as np
import pytest
import tf2_driver as drv
from scipy import stats

import ivy

pytestmark = drv.numpy_run_only("the distribution tests")
N = 4000
P_MIN = 1e-4  # a correct sampler fails a seeded test this rarely


@pytest.fixture(scope="module")
def ftf():
    import ivy_frontends.tensorflow as ftf

    return ftf


@pytest.fixture(scope="module")
def rtf():
    import tensorflow as tf

    return tf


def _np(x):
    return np.asarray(x.numpy())


@drv.spread_mark("random:test_uniform_float_and_int")
def test_uniform_float_and_int(ftf):
    ftf.random.set_seed(3)
    x = _np(ftf.random.uniform([N], -2.0, 5.0))
    assert x.dtype == np.float32 and x.min() >= -2 and x.max() < 5
    assert stats.kstest(x, stats.uniform(-2, 7).cdf).pvalue > P_MIN
    k = _np(ftf.random.uniform([N], 3, 9, dtype=ftf.int64))
    assert k.dtype == np.int64 and set(np.unique(k)) == set(range(3, 9))
    counts = np.bincount(k - 3, minlength=6)
    assert stats.chisquare(counts).pvalue > P_MIN


@drv.spread_mark("random:test_normal_truncated_normal")
def test_normal_truncated_normal(ftf):
    ftf.random.set_seed(4)
    x = _np(ftf.random.normal([N], 1.5, 2.0, dtype=ftf.float64))
    assert x.dtype == np.float64
    assert stats.kstest(x, stats.norm(1.5, 2.0).cdf).pvalue > P_MIN
    t = _np(ftf.random.truncated_normal([N], -1.0, 0.5))
    assert np.abs(t + 1.0).max() <= 1.0 + 1e-6
    assert stats.kstest(t, stats.truncnorm(-2, 2, loc=-1.0, scale=0.5).cdf).pvalue > P_MIN


@drv.spread_mark("random:test_categorical")
def test_categorical(ftf):
    ftf.random.set_seed(5)
    logits = np.log(np.array([[0.1, 0.2, 0.7], [0.5, 0.25, 0.25]], "float32"))
    s = _np(ftf.random.categorical(ftf.constant(logits), N))
    assert s.shape == (2, N) and s.dtype == np.int64
    for row, p in zip(s, np.exp(logits.astype("float64"))):
        p = p / p.sum()
        assert stats.chisquare(np.bincount(row, minlength=3), p * N).pvalue > P_MIN


@drv.spread_mark("random:test_gamma_poisson")
def test_gamma_poisson(ftf):
    ftf.random.set_seed(6)
    g = _np(ftf.random.gamma([N], ftf.constant([0.7, 3.0]), beta=2.0))
    assert g.shape == (N, 2) and g.dtype == np.float32
    for j, a in enumerate((0.7, 3.0)):
        assert stats.kstest(g[:, j], stats.gamma(a, scale=0.5).cdf).pvalue > P_MIN
    p = _np(ftf.random.poisson([N], ftf.constant([4.0])))
    assert p.shape == (N, 1) and p.dtype == np.float32
    vals, counts = np.unique(p, return_counts=True)
    exp = stats.poisson(4.0).pmf(vals) * N
    keep = exp > 5
    assert stats.chisquare(counts[keep], exp[keep] * counts[keep].sum() / exp[keep].sum()).pvalue > P_MIN


@drv.spread_mark("random:test_shuffle_is_a_permutation_of_rows")
def test_shuffle_is_a_permutation_of_rows(ftf):
    x = np.arange(40).reshape(20, 2)
    y = _np(ftf.random.shuffle(ftf.constant(x), seed=1))
    assert sorted(map(tuple, y)) == sorted(map(tuple, x)) and not np.array_equal(x, y)
    assert all(r[1] == r[0] + 1 for r in y)


@drv.spread_mark("random:test_seeding_rules")
def test_seeding_rules(ftf):
    ftf.random.set_seed(1)
    a, b = _np(ftf.random.uniform([5])), _np(ftf.random.uniform([5]))
    assert not np.array_equal(a, b)
    ftf.random.set_seed(1)
    assert np.array_equal(a, _np(ftf.random.uniform([5])))
    ftf.random.set_seed(2)
    c1, c2 = _np(ftf.random.normal([4], seed=7)), _np(ftf.random.normal([4], seed=7))
    assert not np.array_equal(c1, c2)  # TF: the same op seed gives a new draw each call ...
    ftf.random.set_seed(2)
    assert np.array_equal(c1, _np(ftf.random.normal([4], seed=7)))  # ... and the sequence repeats
    ftf.random.set_seed(None)
    assert not np.array_equal(_np(ftf.random.uniform([8])), _np(ftf.random.uniform([8])))


@drv.spread_mark("random:test_generator_and_stateless")
def test_generator_and_stateless(ftf):
    g1, g2 = ftf.random.Generator.from_seed(9), ftf.random.Generator.from_seed(9)
    assert np.array_equal(_np(g1.normal([6])), _np(g2.normal([6])))
    x = _np(ftf.random.Generator.from_seed(10).uniform([N], 1.0, 2.0))
    assert stats.kstest(x, stats.uniform(1, 1).cdf).pvalue > P_MIN
    s1 = _np(ftf.random.stateless_uniform([5], seed=[1, 2]))
    assert np.array_equal(s1, _np(ftf.random.stateless_uniform([5], seed=[1, 2])))
    assert not np.array_equal(s1, _np(ftf.random.stateless_uniform([5], seed=[1, 3])))
    z = _np(ftf.random.stateless_normal([N], seed=[4, 5]))
    assert stats.kstest(z, stats.norm.cdf).pvalue > P_MIN
    t = _np(ftf.random.stateless_truncated_normal([N], seed=[4, 6], stddev=3.0))
    assert stats.kstest(t, stats.truncnorm(-2, 2, scale=3.0).cdf).pvalue > P_MIN


CALLS = [
    ("uniform", lambda tf: tf.random.uniform([2, 3])),
    ("uniform_f64", lambda tf: tf.random.uniform([4], dtype=tf.float64)),
    ("uniform_int", lambda tf: tf.random.uniform([3], 0, 10, dtype=tf.int32)),
    ("uniform_int_no_max", lambda tf: tf.random.uniform([3], dtype=tf.int32)),
    ("uniform_f16", lambda tf: tf.random.uniform([3], dtype=tf.float16)),
    ("normal", lambda tf: tf.random.normal([2, 0])),
    ("normal_int", lambda tf: tf.random.normal([2], dtype=tf.int32)),
    ("truncated_normal", lambda tf: tf.random.truncated_normal([3], dtype=tf.float64)),
    ("categorical", lambda tf: tf.random.categorical(tf.constant([[0.0, 1.0]]), 4, dtype=tf.int32)),
    ("categorical_1d", lambda tf: tf.random.categorical(tf.constant([0.0, 1.0]), 4)),
    ("gamma", lambda tf: tf.random.gamma([3, 2], tf.constant([[1.0], [2.0]]), dtype=tf.float64)),
    ("poisson", lambda tf: tf.random.poisson([3], tf.constant([1.0, 2.0]), dtype=tf.int32)),
    ("shuffle", lambda tf: tf.random.shuffle(tf.constant([[1, 2], [3, 4]]))),
    ("stateless_uniform", lambda tf: tf.random.stateless_uniform([2], seed=[1, 2], maxval=5, dtype=tf.int64)),
    ("stateless_normal", lambda tf: tf.random.stateless_normal([2, 2], seed=tf.constant([1, 2], tf.int64))),
    ("stateless_categorical", lambda tf: tf.random.stateless_categorical(tf.constant([[0.0, 1.0]]), 3,
                                                                         seed=[3, 4])),
    ("stateless_poisson", lambda tf: tf.random.stateless_poisson([3], seed=[1, 2], lam=2.0)),
    ("stateless_gamma", lambda tf: tf.random.stateless_gamma([3, 2], seed=[1, 2], alpha=[1.0, 2.0])),
    ("stateless_binomial", lambda tf: tf.random.stateless_binomial([4], seed=[1, 2], counts=5.0, probs=0.5)),
    ("split", lambda tf: tf.random.split(tf.constant([1, 2]), 3)),
    ("fold_in", lambda tf: tf.random.fold_in(tf.constant([1, 2], tf.int64), 7)),
]


CALLS_HERE = [c for c in CALLS if drv.here("random:" + c[0])]


@pytest.mark.parametrize("call", CALLS_HERE, ids=[c[0] for c in CALLS_HERE])
def test_dtype_shape_and_errors_as_tf(call, ftf, rtf):
    _, fn = call
    try:
        want = fn(rtf)
        werr = None
    except Exception as e:
        werr = e
    if werr is not None:
        with pytest.raises(ivy.IvyError):
            fn(ftf)
        return
    got = fn(ftf)
    assert got.dtype.name == want.dtype.name and tuple(got.shape) == tuple(want.shape)
