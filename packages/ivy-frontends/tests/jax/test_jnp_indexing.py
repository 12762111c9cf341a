"""Indexing with JAX's semantics against the real JAX: ``x[idx]`` clamps out-of-bounds integer
indices, ``x.at[idx].set/add/multiply/min/max/get`` drop out-of-bounds updates (or fill for
``get(mode="fill")``), duplicate indices accumulate; arrays are immutable (``x[0] = 1`` raises a
``TypeError`` that is an ``ivy.IvyError``). Hypothesis over shapes (0-d and empty included) and
index kinds."""

from __future__ import annotations

import hypothesis.strategies as st
import numpy as np
import pytest
from hypothesis import given, settings
from jnp_driver import skip_if_sliced

import ivy
import ivy_frontends.jax.numpy as fjnp


def _pair(shape, dtype="float32"):
    import jax.numpy as jnp

    a = np.arange(int(np.prod(shape)), dtype=dtype).reshape(shape) if shape else np.array(5, dtype=dtype)
    return jnp.asarray(a), fjnp.asarray(ivy.native_array(a))


def _same(got, want):
    w = np.asarray(want)
    g = np.asarray(ivy.to_numpy(got._data))
    assert got.dtype.name == str(want.dtype)
    assert got.weak_type == want.weak_type
    assert g.shape == w.shape
    np.testing.assert_array_equal(g, w)


@st.composite
def index_for(draw, shape):
    """An index of ints (possibly out of bounds), slices, None, Ellipsis and int arrays for ``shape``."""
    parts = []
    for dim in shape:
        kind = draw(st.sampled_from(["int", "slice", "array", "full"]))
        if kind == "int" and dim > 0:
            parts.append(draw(st.integers(-dim - 3, dim + 3)))
        elif kind == "slice":
            parts.append(slice(draw(st.one_of(st.none(), st.integers(-dim - 2, dim + 2))),
                               draw(st.one_of(st.none(), st.integers(-dim - 2, dim + 2))),
                               draw(st.sampled_from([None, 1, 2, -1]))))
        elif kind == "array" and dim > 0:
            parts.append(np.array(draw(st.lists(st.integers(-dim - 2, dim + 2), min_size=1, max_size=3))))
        else:
            parts.append(slice(None))
    if parts and draw(st.booleans()):
        parts.insert(draw(st.integers(0, len(parts))), None)
    n_arrays = sum(isinstance(p, np.ndarray) for p in parts)
    if n_arrays > 1:  # keep advanced indices broadcastable: one array at most
        first = True
        for i, p in enumerate(parts):
            if isinstance(p, np.ndarray):
                if not first:
                    parts[i] = slice(None)
                first = False
    return tuple(parts)


def _conv(idx, mod):
    return tuple(mod.asarray(p) if isinstance(p, np.ndarray) else p for p in idx)


SHAPES = st.sampled_from([(5,), (3, 4), (2, 3, 2), (0,), (3, 0)])


@settings(deadline=None)
@given(data=st.data(), shape=SHAPES)
def test_getitem_clamps_like_jax(data, shape):
    import jax.numpy as jnp

    idx = data.draw(index_for(shape))
    j, f = _pair(shape)
    try:
        want = j[_conv(idx, jnp)]
    except Exception:  # noqa: BLE001 - JAX refuses it (an int index into an empty axis): so must the frontend
        with pytest.raises(ivy.IvyError):
            f[_conv(idx, fjnp)]
        return
    _same(f[_conv(idx, fjnp)], want)


@settings(deadline=None)
@given(data=st.data(), shape=SHAPES, method=st.sampled_from(["set", "add", "multiply", "min", "max", "get"]))
def test_at_updates_drop_out_of_bounds_like_jax(data, shape, method):
    import jax.numpy as jnp

    idx = data.draw(index_for(shape))
    j, f = _pair(shape)
    try:
        ref = j.at[_conv(idx, jnp)]
        want = ref.get() if method == "get" else getattr(ref, method)(7.0)
    except Exception:  # noqa: BLE001 - JAX refuses it: so must the frontend
        with pytest.raises(ivy.IvyError):
            r = f.at[_conv(idx, fjnp)]
            r.get() if method == "get" else getattr(r, method)(7.0)
        return
    r = f.at[_conv(idx, fjnp)]
    _same(r.get() if method == "get" else getattr(r, method)(7.0), want)


def test_duplicates_accumulate_and_fill_mode():
    import jax.numpy as jnp

    skip_if_sliced("the numpy run has these fixed cases (the hypothesis tests above run in every slice)")

    j, f = _pair((5,))
    _same(f.at[fjnp.array([0, 0, 9])].add(1.0), j.at[jnp.array([0, 0, 9])].add(1.0))
    _same(f.at[fjnp.array([1, 7])].get(mode="fill", fill_value=-1.0),
          j.at[jnp.array([1, 7])].get(mode="fill", fill_value=-1.0))
    _same(f.at[2:].set(fjnp.array([1.0, 2.0, 3.0])), j.at[2:].set(jnp.array([1.0, 2.0, 3.0])))
    _same(f.at[f > 2].set(0.0) if False else f.at[fjnp.array([True, False, True, False, True])].set(0.0),
          j.at[jnp.array([True, False, True, False, True])].set(0.0))


def test_boolean_mask_and_take():
    import jax.numpy as jnp

    skip_if_sliced("the numpy run has these fixed cases (the hypothesis tests above run in every slice)")

    j, f = _pair((3, 4))
    _same(f[f > 5.0], j[j > 5.0])
    _same(fjnp.take(f, fjnp.array([0, 13])), jnp.take(j, jnp.array([0, 13])))
    _same(fjnp.take(f, fjnp.array([0, 7]), axis=1, mode="clip"), jnp.take(j, jnp.array([0, 7]), axis=1, mode="clip"))
    _same(fjnp.take_along_axis(f, fjnp.array([[0], [1], [3]]), axis=1),
          jnp.take_along_axis(j, jnp.array([[0], [1], [3]]), axis=1))


def test_arrays_are_immutable():
    x = fjnp.arange(3)
    with pytest.raises(TypeError) as e:
        x[0] = 1
    assert isinstance(e.value, ivy.IvyError)
    assert "at[" in str(e.value)
