"""Set functions on TensorFlow, built on a stable sort of the flattened input (TensorFlow's
``Unique`` keeps first-occurrence order and hashes ``-0.0`` and ``+0.0`` apart). Values
come out sorted with NaNs last (complex ones in NumPy's order); each NaN is distinct and
``-0.0 == +0.0``, as the standard asks. ``isin`` searches a sorted copy of ``x2`` (complex: an all-pairs comparison)."""

from __future__ import annotations

import tensorflow as tf

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from ._util import BOOL, I32, I64, KIND, PY_SCALARS, R, axes_t, order_keys, promote
from ._util import flatten as _flatten
from ._util import scalar_t as _scalar_t
from ._util import select as _select
from ._util import shape_t as _shape_t

_Select = R.SelectV2


_TRUE = tf.constant([True])


def _gather(params, indices):
    return R.GatherV2(params=params, indices=indices, axis=_scalar_t(0))


def _sorted_groups(x):
    """(flat, perm, sorted values, group-start mask) of the flattened ``x``."""
    flat = _flatten(x)
    if KIND[id(x.dtype)] == "c":
        # NumPy's complex order, by three stable sorts: values without NaN lexicographically (real,
        # then imaginary part), then R + nan j by the real part, nan + R j by the imaginary part,
        # nan + nan j in input order (a NaN part counted as 0 in the keys, the class sorted last)
        rd = tf.float32 if x.dtype is tf.complex64 else tf.float64
        im = R.Imag(input=flat, Tout=rd)
        re = R.Real(input=flat, Tout=rd)
        im_nan, re_nan = R.IsNan(x=im), R.IsNan(x=re)
        zero = tf.zeros((), rd)
        nan_class = R.AddV2(x=R.Cast(x=im_nan, DstT=I32), y=R.Mul(x=R.Cast(x=re_nan, DstT=I32), y=tf.constant(2, I32)))
        p = _argsort(_Select(condition=im_nan, t=zero, e=im))
        p = _gather(p, _argsort(_gather(_Select(condition=re_nan, t=zero, e=re), p)))
        perm = _gather(p, _argsort(_gather(nan_class, p)))
    else:
        perm = _argsort(flat)
    s = _gather(flat, perm)
    n = s.shape[0]
    if n == 0:
        start = tf.zeros((0,), BOOL)
    elif n is None:  # traced with an unknown size (cut to it: the size may be 0)
        start = tf.concat([tf.ones((1,), BOOL), R.NotEqual(x=s[1:], y=s[:-1])], axis=0)[:tf.size(s)]
    else:
        # a new group wherever a value differs from the one before it (NaN != NaN: each NaN alone)
        after = R.Slice(input=s, begin=axes_t((1,)), size=axes_t((n - 1,)))
        before = R.Slice(input=s, begin=axes_t((0,)), size=axes_t((n - 1,)))
        start = R.ConcatV2(values=[_TRUE, R.NotEqual(x=after, y=before)], axis=_scalar_t(0))
    return flat, perm, s, start


def _argsort(v):
    """The stable ascending sort order of the 1-d ``v`` (ivy's order: NaNs last), as int64."""
    keys = R.Invert(x=order_keys(v))
    n = v.shape[0]
    k = _scalar_t(n) if n is not None else R.Size(input=v, out_type=I32)  # None: traced, size unknown
    return R.Cast(x=R.TopKV2(input=keys, k=k, sorted=True, index_type=I32).indices, DstT=I64)


def unique_values(x, /):
    _, _, s, start = _sorted_groups(x)
    return _select(s, start)


def _counts(start, n):
    pos = _flatten(R.Where(condition=start))
    end = tf.constant([n], I64) if n is not None else R.Size(input=start, out_type=I64)[None]
    return R.Sub(x=R.ConcatV2(values=[pos[1:], end], axis=_scalar_t(0)), y=pos), pos


def unique_counts(x, /):
    _, _, s, start = _sorted_groups(x)
    counts, _ = _counts(start, s.shape[0])
    return UniqueCountsResult(_select(s, start), counts)


def _inverse(perm, start, x):
    gid = R.Sub(x=R.Cumsum(x=R.Cast(x=start, DstT=I64), axis=_scalar_t(0)), y=tf.constant(1, I64))
    return R.Reshape(tensor=_gather(gid, R.InvertPermutation(x=perm)), shape=_shape_t(x))


def unique_inverse(x, /):
    _, perm, s, start = _sorted_groups(x)
    return UniqueInverseResult(_select(s, start), _inverse(perm, start, x))


def unique_all(x, /):
    _, perm, s, start = _sorted_groups(x)
    counts, pos = _counts(start, s.shape[0])
    # the stable sort puts each group's first occurrence first
    indices = _gather(perm, pos)
    return UniqueAllResult(_select(s, start), indices, _inverse(perm, start, x), counts)


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
