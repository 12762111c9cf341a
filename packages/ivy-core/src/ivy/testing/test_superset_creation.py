"""Ivy's superset creation functions: ``linspace``/``logspace`` with array bounds and
``axis``, ``eye`` with ``batch_shape``, ``one_hot``, ``triu_indices``/``tril_indices``.

References: NumPy for linspace/logspace/eye, PyTorch for one_hot and the triangle
indices, and (for one_hot's on/off values, ``axis`` and out-of-range indices, which
follow ``tf.one_hot``) a NumPy reference written from TensorFlow's documentation.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, backend_name, to_ivy, to_native

torch = pytest.importorskip("torch", reason="torch is the reference for one_hot and triu/tril_indices")
# JAX compiles every new shape: fewer examples there keep the file's run short.
_few = settings(max_examples=min(settings.default.max_examples, 8)) if backend_name() == "jax" else (lambda f: f)

bounds = dict(allow_nan=False, allow_infinity=False, min_value=-4, max_value=4)


def _is_native(r):
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


# ------------------------------------------------------------ linspace / logspace


@_few
@given(st.data(), sti.dtypes("numeric"), st.integers(0, 6), st.booleans())
def test_linspace_two_array_bounds(data, d, num, endpoint):
    """Both bounds arrays (broadcast together), any real dtype: float32 unless they are floating."""
    shapes = data.draw(st.sampled_from([((2,), (2,)), ((3, 1), (2,)), ((), (2, 2)), ((0,), (1,))]))
    if d.kind == "c":
        d = ivy.float64
    el = dict(min_value=0, max_value=9) if d.kind in "iub" else bounds
    a = data.draw(sti.arrays(dtype=d, shape=shapes[0], **el))
    b = data.draw(sti.arrays(dtype=d, shape=shapes[1], **el))
    axis = data.draw(st.sampled_from([None, 0, -1]))
    r = ivy.linspace(to_ivy(a), to_ivy(b), num, endpoint=endpoint, axis=axis)
    out = d.name if d.kind == "f" else "float32"
    expected = np.linspace(a.astype("float64"), b.astype("float64"), num, endpoint=endpoint,
                           axis=-1 if axis is None else axis)
    assert_same(r, expected.astype(out), atol=1e-4)


@_few
@given(st.floats(**bounds), st.floats(**bounds), st.integers(0, 8), st.booleans(),
       st.sampled_from([10.0, 2.0, 0.5]))
def test_logspace_scalars(start, stop, num, endpoint, base):
    r = ivy.logspace(start, stop, num, base=base, endpoint=endpoint)
    assert isinstance(r, ivy.Array) and r.dtype is ivy.float32
    assert_same(r, np.logspace(start, stop, num, base=base, endpoint=endpoint).astype("float32"), rtol=1e-5)


@_few
@given(st.data(), st.integers(1, 5), st.sampled_from([0, 1, -1]), sti.dtypes("real floating"))
def test_logspace_array_bounds(data, num, axis, d):
    a = data.draw(sti.arrays(dtype=d, shape=(3,), **bounds))
    b = data.draw(sti.arrays(dtype=d, shape=(2, 1), **bounds))
    r = ivy.logspace(to_native(a), to_ivy(b), num, axis=axis)
    assert isinstance(r, ivy.Array)
    expected = np.logspace(a.astype("float64"), b.astype("float64"), num, axis=axis)
    assert_same(r, expected.astype(d.name), rtol=1e-4)


def test_logspace_dtype_and_default_axis():
    r = ivy.logspace(ivy.asarray([0.0, 1.0]), 2.0, 3)  # Ivy's default axis 0 (NumPy's)
    assert r.shape == (3, 2)
    assert_same(ivy.logspace(0, 3, 4, dtype=ivy.int64), np.asarray([1, 10, 100, 1000]))
    assert_same(ivy.logspace(0, 2, 3, base=2.0, dtype=ivy.float64), np.asarray([1.0, 2.0, 4.0]))


# ------------------------------------------------------------------------- eye


@_few
@given(st.integers(0, 4), st.none() | st.integers(0, 4), st.integers(-4, 4),
       st.one_of(st.integers(0, 3), sti.shapes(max_dims=2, max_side=3)), sti.dtypes())
def test_eye_batch_shape_k_dtype(n, m, k, batch, d):
    r = ivy.eye(n, m, k=k, batch_shape=batch, dtype=d)
    b = (batch,) if isinstance(batch, int) else tuple(batch)
    ref = np.eye(n, m, k=k)
    assert_same(r, np.broadcast_to(ref, (*b, *ref.shape)).astype(d.name))
    r[...] = 0 if d.kind != "b" else False  # a real array, not a read-only broadcast view
    assert not np.asarray(r).any()


# ---------------------------------------------------------------------- one_hot


def _ref_one_hot(idx, depth, on, off, axis, dtype):
    """tf.one_hot, from its documentation: a new axis of size depth; out-of-range -> off."""
    out = np.where(idx[..., None] == np.arange(depth), on, off).astype(dtype)
    if axis is not None and axis != -1:
        out = np.moveaxis(out, -1, axis)
    return out


@_few
@given(st.data(), sti.dtypes("integral"), st.integers(1, 5))
def test_one_hot_against_torch(data, d, depth):
    lo, hi = 0, depth - 1
    shape = data.draw(sti.shapes(max_dims=3, max_side=3))
    idx = data.draw(sti.arrays(dtype=d, shape=shape, elements=st.integers(lo, hi)))
    expected = torch.nn.functional.one_hot(torch.from_numpy(idx.astype("int64")), depth).numpy()
    r = ivy.one_hot(to_native(idx), depth)
    assert _is_native(r)
    assert_same(r, expected.astype("float32"))
    assert_same(ivy.one_hot(to_ivy(idx), depth, dtype=ivy.int64), expected)


@_few
@given(st.data(), st.integers(1, 4))
def test_one_hot_tf_semantics(data, depth):
    """on/off values, axis, out-of-range and negative indices (all off), dtype from the values."""
    idx = data.draw(sti.arrays(dtype=ivy.int64, shape=sti.shapes(max_dims=2, max_side=3),
                               elements=st.integers(-2, depth + 1)))
    axis = data.draw(st.sampled_from([None, -1] + list(range(idx.ndim + 1))))
    on, off = data.draw(st.sampled_from([(None, None), (5, -1), (2.5, 0.5), (True, False), (3, None)]))
    r = ivy.one_hot(to_ivy(idx), depth, on_value=on, off_value=off, axis=axis)
    dtype = {(None, None): "float32", (5, -1): "int64", (2.5, 0.5): "float32", (True, False): "bool",
             (3, None): "int64"}[(on, off)]
    expected = _ref_one_hot(idx, depth, 1 if on is None else on, 0 if off is None else off, axis, dtype)
    assert_same(r, expected)


def test_one_hot_errors():
    with pytest.raises(ivy.DtypeError):
        ivy.one_hot(ivy.asarray([0.5]), 2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.one_hot(ivy.asarray([0]), -1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.one_hot(ivy.asarray([0]), 2, axis=3)


# ----------------------------------------------------------- triu / tril indices


@_few
@given(st.integers(0, 6), st.none() | st.integers(0, 6), st.integers(-7, 7))
def test_triu_tril_indices(n, m, k):
    for fn, ref in ((ivy.triu_indices, torch.triu_indices), (ivy.tril_indices, torch.tril_indices)):
        r = fn(n, m, k)
        assert isinstance(r, tuple) and len(r) == 2 and all(isinstance(a, ivy.Array) for a in r)
        e = ref(n, n if m is None else m, k).numpy()
        assert_same(r, (e[0], e[1]))


def test_tri_indices_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.triu_indices(-1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.tril_indices(2.5)
