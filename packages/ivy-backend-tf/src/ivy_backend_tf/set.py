"""Set functions on TensorFlow, built on a stable sort of the flattened input (TensorFlow's
``Unique`` keeps first-occurrence order and hashes ``-0.0`` and ``+0.0`` apart). Values
come out sorted with NaNs last; each NaN is distinct and ``-0.0 == +0.0``, as the standard
asks. ``isin`` searches a sorted copy of ``x2`` (complex: an all-pairs comparison)."""

from __future__ import annotations

import tensorflow as tf

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from ._util import BOOL, I32, I64, KIND, PY_SCALARS, R, axes_t, order_keys, promote

_Select = R.SelectV2


def _sorted_groups(x):
    """(flat, perm, sorted values, group-start mask) of the flattened ``x``."""
    flat = tf.reshape(x, [-1])
    if KIND[id(x.dtype)] == "c":
        # order complex numbers lexicographically (real, then imaginary part) with two stable sorts
        rd = tf.float32 if x.dtype is tf.complex64 else tf.float64
        im = R.Imag(input=flat, Tout=rd)
        re = R.Real(input=flat, Tout=rd)
        p1 = _argsort(im)
        p2 = tf.gather(p1, _argsort(tf.gather(re, p1)))
        perm = p2
    else:
        perm = _argsort(flat)
    s = tf.gather(flat, perm)
    n = s.shape[0]
    if n == 0:
        start = tf.zeros((0,), BOOL)
    else:
        # a new group wherever a value differs from the one before it (NaN != NaN: each NaN alone)
        start = tf.concat([tf.ones((1,), BOOL), R.NotEqual(x=s[1:], y=s[:-1])], axis=0)
    return flat, perm, s, start


def _argsort(v):
    keys = R.Invert(x=order_keys(v))
    n = v.shape[0]
    return R.Cast(x=R.TopKV2(input=keys, k=n, sorted=True, index_type=I32).indices, DstT=I64)


def unique_values(x, /):
    _, _, s, start = _sorted_groups(x)
    return tf.boolean_mask(s, start)


def _counts(start, n):
    pos = tf.reshape(R.Where(condition=start), [-1])
    return R.Sub(x=tf.concat([pos[1:], tf.constant([n], I64)], axis=0), y=pos), pos


def unique_counts(x, /):
    _, _, s, start = _sorted_groups(x)
    counts, _ = _counts(start, s.shape[0])
    return UniqueCountsResult(tf.boolean_mask(s, start), counts)


def _inverse(perm, start, shape):
    gid = R.Sub(x=R.Cumsum(x=R.Cast(x=start, DstT=I64), axis=0), y=tf.constant(1, I64))
    inv = tf.math.invert_permutation(perm)
    return tf.reshape(tf.gather(gid, inv), shape)


def unique_inverse(x, /):
    _, perm, s, start = _sorted_groups(x)
    return UniqueInverseResult(tf.boolean_mask(s, start), _inverse(perm, start, tf.shape(x)))


def unique_all(x, /):
    _, perm, s, start = _sorted_groups(x)
    counts, pos = _counts(start, s.shape[0])
    # the stable sort puts each group's first occurrence first
    indices = tf.gather(perm, pos)
    return UniqueAllResult(tf.boolean_mask(s, start), indices, _inverse(perm, start, tf.shape(x)), counts)


def isin(x1, x2, /, *, invert=False):
    s1 = x1.__class__ in PY_SCALARS
    s2 = x2.__class__ in PY_SCALARS
    if s1 or s2:
        # a Python scalar: an exact comparison (an int outside the array's range is in nothing)
        from .elementwise import equal

        r = equal(x1, x2)
        if s1 and not s2:
            r = R.Any(input=r, axis=axes_t(range(r.shape.rank)))
        return R.LogicalNot(x=r) if invert else r
    a, b = promote(x1, x2)
    shape = tf.shape(a)
    fa = tf.reshape(a, [-1])
    fb = tf.reshape(b, [-1])
    if KIND[id(a.dtype)] == "c" or fb.shape[0] == 0 or fa.shape[0] == 0:
        if fb.shape[0] == 0 or fa.shape[0] == 0:
            r = tf.zeros(shape, BOOL)
        else:
            r = tf.reshape(R.Any(input=R.Equal(x=fa[:, None], y=fb[None, :]), axis=axes_t([1])), shape)
    else:
        kb = R.Invert(x=R.TopKV2(input=R.Invert(x=order_keys(fb)), k=fb.shape[0], sorted=True).values)  # ascending
        ka = order_keys(fa)
        idx = R.LowerBound(sorted_inputs=kb[None, :], values=ka[None, :], out_type=I64)[0]
        idx = R.Minimum(x=idx, y=tf.constant(fb.shape[0] - 1, I64))
        found = R.Equal(x=tf.gather(kb, idx), y=ka)
        if KIND[id(a.dtype)] == "f":
            found = R.LogicalAnd(x=found, y=R.LogicalNot(x=R.IsNan(x=fa)))  # NaN is in nothing
        r = tf.reshape(found, shape)
    return R.LogicalNot(x=r) if invert else r
