"""Ivy's superset shape functions: ``split``, ``swapaxes``, ``flatten``, ``pad``, ``rot90``,
``unravel_index``.

References: PyTorch (``split``, ``flatten``, ``rot90``, ``unravel_index``) and NumPy
(``swapaxes``, ``pad``). Values of any dtype are checked by applying the torch
operation to the positions ``arange(x.size)`` and picking the NumPy values there.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, backend_name, to_ivy, to_native

torch = pytest.importorskip("torch", reason="torch is the reference for split, flatten, rot90 and unravel_index")
# JAX compiles every new shape: fewer examples there keep the file's run short.
_few = settings(max_examples=min(settings.default.max_examples, 8)) if backend_name() == "jax" else (lambda f: f)


def _is_native(r):
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


def _positions(x):
    return torch.arange(x.size, dtype=torch.int64).reshape(x.shape)


def _pick(x, pos):
    """The values of NumPy ``x`` at the flat positions ``pos`` (a torch tensor)."""
    return x.reshape(-1)[pos.numpy()].reshape(tuple(pos.shape))


# ------------------------------------------------------------------------ split


@_few
@given(st.data(), sti.arrays(shape=sti.shapes(min_dims=1, max_dims=3, max_side=6)))
def test_split_sizes(data, x):
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = x.shape[axis]
    cuts = sorted(data.draw(st.lists(st.integers(0, n), max_size=3)))
    sizes = [b - a for a, b in zip([0] + cuts, cuts + [n])]
    expected = [_pick(x, p) for p in torch.split(_positions(x), sizes, dim=axis)]
    r = ivy.split(to_native(x), num_or_size_splits=sizes, axis=axis)
    assert isinstance(r, list) and all(_is_native(a) for a in r)
    assert_same(r, expected)
    if sizes:
        sizes[data.draw(st.integers(0, len(sizes) - 1))] = -1  # one size left for the rest
        assert_same(ivy.split(to_ivy(x), num_or_size_splits=sizes, axis=axis), expected)


@_few
@given(st.data(), sti.arrays(shape=sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=6)))
def test_split_count(data, x):
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = x.shape[axis]
    k = data.draw(st.sampled_from([d for d in range(1, n + 1) if n % d == 0]))
    expected = [_pick(x, p) for p in torch.chunk(_positions(x), k, dim=axis)]
    r = ivy.split(to_ivy(x), num_or_size_splits=k, axis=axis, copy=data.draw(st.booleans()))
    assert all(isinstance(a, ivy.Array) for a in r)
    assert_same(r, expected)
    if k == n:
        assert_same(ivy.split(to_ivy(x), axis=axis), expected)  # None: parts of size 1


def test_split_remainder_and_errors():
    x = ivy.arange(5)
    # Ivy's with_remainder: parts of the given size, then the remainder
    assert [a.shape for a in ivy.split(x, num_or_size_splits=2, with_remainder=True)] == [(2,), (2,), (1,)]
    assert_same(ivy.split(x, num_or_size_splits=ivy.asarray([1, 4]))[1], np.arange(1, 5))
    with pytest.raises(ivy.ShapeError):
        ivy.split(x, num_or_size_splits=2)
    with pytest.raises(ivy.ShapeError):
        ivy.split(x, num_or_size_splits=[2, 2])
    with pytest.raises(ivy.ShapeError):
        ivy.split(ivy.asarray(1.0))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.split(x, axis=1)


# ---------------------------------------------------------------- swapaxes / flatten


@_few
@given(st.data(), sti.arrays(shape=sti.shapes(min_dims=1, max_dims=4, max_side=3)))
def test_swapaxes(data, x):
    a0, a1 = (data.draw(st.integers(-x.ndim, x.ndim - 1)) for _ in range(2))
    r = ivy.swapaxes(to_native(x), a0, a1)
    assert _is_native(r)
    assert_same(r, np.swapaxes(x, a0, a1))
    assert_same(ivy.swapaxes(to_ivy(x), a0, a1, copy=True), np.swapaxes(x, a0, a1))


@_few
@given(st.data(), sti.arrays(shape=sti.shapes(min_dims=0, max_dims=4, max_side=3)))
def test_flatten(data, x):
    nd = max(x.ndim, 1)
    s = data.draw(st.integers(-nd, nd - 1))
    e = data.draw(st.integers(-nd, nd - 1).filter(lambda e: (e % nd) >= (s % nd)))
    expected = _pick(x, torch.flatten(_positions(x), s, e))
    assert_same(ivy.flatten(to_ivy(x), start_dim=s, end_dim=e), expected)
    r = ivy.flatten(to_native(x))
    assert _is_native(r)
    assert_same(r, x.reshape(-1))


def test_flatten_order_and_errors():
    x = np.arange(6).reshape(2, 3)
    assert_same(ivy.flatten(ivy.asarray(x), order="F"), x.reshape(-1, order="F"))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.flatten(ivy.asarray(x), start_dim=1, end_dim=0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.swapaxes(ivy.asarray(x), 0, 2)


# ------------------------------------------------------------------------- pad


@st.composite
def pad_case(draw):
    mode = draw(st.sampled_from(["constant", "edge", "reflect", "symmetric", "wrap"]))
    min_side = 0 if mode == "constant" else 1
    d = draw(sti.dtypes())
    el = dict(allow_nan=False, allow_infinity=False)
    if d.kind == "f":
        el.update(min_value=-100, max_value=100)
    elif d.kind in "biu":
        el = {}
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=0, max_dims=3, min_side=min_side, max_side=4), **el))
    form = draw(st.sampled_from(["pairs", "pair", "int"]))
    w = st.integers(0, 6)
    if form == "pairs" and x.ndim:
        pw = tuple((draw(w), draw(w)) for _ in range(x.ndim))
    elif form == "pair":
        pw = (draw(w), draw(w))
    else:
        pw = draw(w)
    return x, pw, mode


def _wrap_pad(x, pw):
    """np.pad(mode="wrap") as NumPy >= 1.25 computes it (older NumPy repeats wrongly when a
    pad is wider than the axis)."""
    for axis, (before, after) in enumerate(np.broadcast_to(np.asarray(pw), (x.ndim, 2))):
        x = np.take(x, np.arange(-before, x.shape[axis] + after) % x.shape[axis], axis=axis)
    return x


@_few
@given(pad_case(), st.data())
def test_pad(case, data):
    x, pw, mode = case
    kw = {}
    if mode == "constant":
        kw["constant_values"] = data.draw(st.sampled_from([0, 1, 7]))
    if mode in ("reflect", "symmetric") and x.dtype.kind == "f":
        kw["reflect_type"] = data.draw(st.sampled_from(["even", "odd"]))
    expected = np.pad(x, pw, mode=mode, **kw) if mode != "wrap" or np.lib.NumpyVersion(np.__version__) >= "1.25.0" \
        else _wrap_pad(x, pw)
    r = ivy.pad(to_native(x), pw, mode=mode, **kw)
    assert _is_native(r)
    assert_same(r, expected, rtol=1e-4, atol=1e-3)
    assert_same(ivy.pad(to_ivy(x), pw, mode=mode, **kw), expected, rtol=1e-4, atol=1e-3)


def test_pad_errors():
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.pad(x, 1, mode="mirror")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.pad(x, -1)
    with pytest.raises(ivy.ShapeError):
        ivy.pad(x, ((1, 1), (1, 1)))
    with pytest.raises(ivy.ShapeError):
        ivy.pad(ivy.zeros((0, 2)), 1, mode="reflect")


# ------------------------------------------------------------------------ rot90


@_few
@given(st.data(), sti.arrays(shape=sti.shapes(min_dims=2, max_dims=4, max_side=3)), st.integers(-5, 5))
def test_rot90(data, x, k):
    a0 = data.draw(st.integers(-x.ndim, x.ndim - 1))
    a1 = data.draw(st.integers(-x.ndim, x.ndim - 1).filter(lambda a: a % x.ndim != a0 % x.ndim))
    expected = _pick(x, torch.rot90(_positions(x), k, (a0, a1)))
    r = ivy.rot90(to_native(x), k=k, axes=(a0, a1))
    assert _is_native(r)
    assert_same(r, expected)
    if (a0 % x.ndim, a1 % x.ndim) == (0, 1):
        assert_same(ivy.rot90(to_ivy(x), k=k), expected)


def test_rot90_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.rot90(ivy.ones(3))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.rot90(ivy.ones((2, 2)), axes=(0, 0))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.rot90(ivy.ones((2, 2)), axes=(0, 1, 2))


# ---------------------------------------------------------------- unravel_index


@_few
@given(st.data(), sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4), sti.dtypes("signed integer"))
def test_unravel_index(data, shape, d):
    n = int(np.prod(shape))
    hi = min(n - 1, np.iinfo(d.name).max)
    idx = data.draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2, max_side=3), elements=st.integers(0, hi)))
    expected = tuple(t.numpy() for t in torch.unravel_index(torch.from_numpy(idx.astype("int64")), shape))
    r = ivy.unravel_index(to_ivy(idx), shape)
    assert isinstance(r, tuple) and len(r) == len(shape)
    assert_same(r, expected)
    neg = idx.astype("int64") - n  # negative indices count from the end
    assert_same(ivy.unravel_index(to_ivy(neg), shape), expected)


def test_unravel_index_errors():
    with pytest.raises(IndexError):
        ivy.unravel_index(ivy.asarray([6]), (2, 3))
    with pytest.raises(ivy.DtypeError):
        ivy.unravel_index(ivy.asarray([1.0]), (2, 3))


def test_repeat_counts_as_a_python_list():
    """Per-element counts given as a Python list (Ivy 1.0's ``ivy.repeat(x, [1, 2], axis=0)``, NumPy
    takes one), as with an array of them; torch's repeat_interleave refused the list."""
    a = np.asarray([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
    assert_same(ivy.repeat(to_ivy(a), [1, 2], axis=0), np.repeat(a, [1, 2], axis=0))
    assert_same(ivy.repeat(to_native(a), (2, 0, 1), axis=1), np.repeat(a, [2, 0, 1], axis=1))
