"""Arrays of more than 8 dimensions, which several of TensorFlow's kernels refuse ("Unhandled input
dimensions 9": ``StridedSlice``, ``Where``, ``ReverseV2``, ``BroadcastTo``, a broadcasting
``SelectV2``). Each function here folds the dimensions it does not act on (a reshape, free) or
acts on one axis at a time, and is called only for such arrays: arrays of 8 dimensions or fewer
take TensorFlow's own kernels as before.

>>> import tensorflow as tf
>>> x = tf.reshape(tf.range(2 ** 9), (2,) * 9)
>>> basic_getitem(x, (1, Ellipsis, slice(None, None, -1))).shape
TensorShape([2, 2, 2, 2, 2, 2, 2, 2])
"""

from __future__ import annotations

import math

import tensorflow as tf

MAX_DIMS = 8  # the rank TensorFlow's StridedSlice, Where, ReverseV2 and BroadcastTo handle
MAX_GATHER_ND = 7  # the index columns GatherNd takes
_R = tf.raw_ops
_I64 = tf.int64


def too_many(*xs):
    """Whether any of ``xs`` (tensors) has more dimensions than TensorFlow's kernels handle."""
    for x in xs:
        r = x.shape.rank
        if r is not None and r > MAX_DIMS:
            return True
    return False


def _static_shape(x, what):
    shape = x.shape.as_list()
    if any(s is None for s in shape):
        raise NotImplementedError(f"{what} of an array of more than {MAX_DIMS} dimensions needs its shape known "
                                  "(TensorFlow's kernels handle at most 8)")
    return shape


def basic_getitem(x, key):
    """``x[key]`` for a checked basic key (ints in range, int-bounded slices, None, one Ellipsis),
    one axis at a time (a gather per axis the key selects on), then the new axes by a reshape."""
    shape = _static_shape(x, "indexing")
    nd = len(shape)
    used = sum(1 for k in key if k is not None and k is not Ellipsis)
    full = []
    for k in key:
        if k is Ellipsis:
            full += [slice(None)] * (nd - used)
        else:
            full.append(k)
    if Ellipsis not in key:
        full += [slice(None)] * (nd - used)
    y, axis, dim, out_shape = x, 0, 0, []
    for k in full:
        if k is None:
            out_shape.append(1)
            continue
        n = shape[dim]
        dim += 1
        if k.__class__ is slice:
            start, stop, step = k.indices(n)
            idx = range(start, stop, step)
            if (start, step) != (0, 1) or len(idx) != n:
                y = tf.gather(y, tf.constant(list(idx), dtype=_I64), axis=axis)
            out_shape.append(len(idx))
            axis += 1
        else:  # an int: the axis dropped
            y = tf.gather(y, tf.constant(k % n if n else k, dtype=_I64), axis=axis)
    return tf.reshape(y, out_shape)


def nonzero_indices(mask):
    """``tf.where(mask)`` (the ``(n, rank)`` int64 indices of the true elements, row-major) of a
    mask of any rank: the flat positions, unravelled."""
    flat = tf.reshape(mask, [-1])
    pos = _R.Where(condition=flat)[:, 0]
    dims = tf.shape(mask, out_type=_I64)
    return tf.transpose(tf.unravel_index(pos, dims))


def reverse(x, axes):
    """``tf.reverse(x, axes)``: each reversed axis between the folded axes before and after it."""
    shape = _static_shape(x, "flip")
    for a in sorted(set(axes)):
        before, n, after = math.prod(shape[:a]), shape[a], math.prod(shape[a + 1:])
        y = tf.reshape(x, [before, n, after])
        x = tf.reshape(_R.ReverseV2(tensor=y, axis=[1]), shape)
    return x


def broadcast_to(x, shape):
    """``tf.broadcast_to(x, shape)``: each stretched axis between the folded axes before and after it."""
    shape = [int(s) for s in shape]
    cur = [1] * (len(shape) - x.shape.rank) + _static_shape(x, "broadcast_to")
    x = tf.reshape(x, cur)
    for a, (c, t) in enumerate(zip(cur, shape)):
        if c == t:
            continue
        before, after = math.prod(cur[:a]), math.prod(cur[a + 1:])
        x = _R.BroadcastTo(input=tf.reshape(x, [before, 1, after]), shape=[before, t, after])
        cur[a] = t
        x = tf.reshape(x, cur)
    return x


def select(condition, t, e):
    """``SelectV2(condition, t, e)`` with broadcasting: each broadcast to the common shape, then
    selected element by element as flat arrays."""
    shape = tf.broadcast_static_shape(tf.broadcast_static_shape(condition.shape, t.shape), e.shape).as_list()
    parts = [tf.reshape(broadcast_to(v, shape), [-1]) for v in (condition, t, e)]
    return tf.reshape(_R.SelectV2(condition=parts[0], t=parts[1], e=parts[2]), shape)
