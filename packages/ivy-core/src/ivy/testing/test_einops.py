"""ivy 1.0's ``einops_rearrange``/``einops_reduce``/``einops_repeat`` on the backend under test,
against the NumPy reshapes, transposes, reductions and repeats each pattern means (written out by
hand below), and against the ``einops`` package where it happens to be installed."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import assert_same, backend_name, to_ivy

_few = (settings(max_examples=min(10, settings.default.max_examples), deadline=None) if backend_name() == "jax"
        else settings(deadline=None))

try:
    import einops as _einops_pkg
except ImportError:  # (not a dependency; compared with only where installed)
    _einops_pkg = None

_side = st.integers(0, 3)
_pos = st.integers(1, 3)


def _data(shape, dtype):
    n = int(np.prod(shape))
    return (np.arange(n) % 7 - 3).astype(dtype).reshape(shape)


# (pattern, lengths, input shape from sizes (b, h, w, c), the NumPy meaning)
_REARRANGE = [
    ("b h w c -> b c h w", {}, lambda b, h, w, c: (b, h, w, c), lambda a: a.transpose(0, 3, 1, 2)),
    ("b (h w) c -> b h w c", {"h"}, lambda b, h, w, c: (b, h * w, c), None),  # (_split below)
    ("b h w c -> b (h w c)", {}, lambda b, h, w, c: (b, h, w, c),
     lambda a: a.reshape(a.shape[0], int(np.prod(a.shape[1:])))),
    ("b h w c -> (b h) w c", {}, lambda b, h, w, c: (b, h, w, c),
     lambda a: a.reshape(a.shape[0] * a.shape[1], a.shape[2], a.shape[3])),
    ("b h w c -> (w b) (c h)", {}, lambda b, h, w, c: (b, h, w, c),
     lambda a: a.transpose(2, 0, 3, 1).reshape(a.shape[2] * a.shape[0], a.shape[3] * a.shape[1])),
    ("... c -> c ...", {}, lambda b, h, w, c: (b, h, c), lambda a: np.moveaxis(a, -1, 0)),
    ("b ... -> b (...)", {}, lambda b, h, w, c: (b, h, w), lambda a: a.reshape(a.shape[0], a.shape[1] * a.shape[2])),
    ("h w -> w 1 h", {}, lambda b, h, w, c: (h, w), lambda a: a.T[:, None, :]),
    ("h 1 w () -> (w h)", {}, lambda b, h, w, c: (h, 1, w, 1), lambda a: a[:, 0, :, 0].T.reshape(-1)),
    ("b c -> b c", {}, lambda b, h, w, c: (b, c), lambda a: a),
    ("... -> ...", {}, lambda b, h, w, c: (), lambda a: a),
]


def _split(a, h):
    """``b (h w) c -> b h w c`` by hand."""
    b, hw, c = a.shape
    return a.reshape(b, h, hw // h, c)


@_few
@given(st.integers(0, len(_REARRANGE) - 1), _side, _pos, _side, _pos, st.sampled_from(["float32", "int32"]))
def test_rearrange_against_numpy(k, b, h, w, c, dtype):
    pattern, lengths, shape, ref = _REARRANGE[k]
    a = _data(shape(b, h, w, c), dtype)
    kw = {"h": h} if lengths else {}
    want = _split(a, h) if lengths else ref(a)
    got = ivy.einops_rearrange(to_ivy(a), pattern, **kw)
    assert_same(got, want)
    if _einops_pkg is not None:
        np.testing.assert_array_equal(ivy.to_numpy(got), _einops_pkg.rearrange(a, pattern, **kw))


def test_rearrange_patches():
    """The classic one: images to patches, split groups with two lengths given."""
    a = _data((2, 4, 6, 3), "float32")
    got = ivy.einops_rearrange(to_ivy(a), "b (h p1) (w p2) c -> b (h w) (p1 p2 c)", p1=2, p2=3)
    want = a.reshape(2, 2, 2, 2, 3, 3).transpose(0, 1, 3, 2, 4, 5).reshape(2, 4, 18)
    assert_same(got, want)
    back = ivy.einops_rearrange(got, "b (h w) (p1 p2 c) -> b (h p1) (w p2) c", h=2, p1=2, p2=3)
    assert_same(back, a)


_REDUCTIONS = {"sum": np.sum, "max": np.max, "min": np.min, "prod": np.prod, "mean": np.mean}


@_few
@given(st.sampled_from(sorted(_REDUCTIONS)), _pos, _pos, _pos, st.sampled_from(["float32", "int32"]))
def test_reduce_against_numpy(reduction, b, h, w, dtype):
    if reduction == "mean":
        dtype = "float32"
    a = _data((b, 2 * h, w), dtype)
    red = _REDUCTIONS[reduction]
    x = to_ivy(a)
    cases = [
        ("b h w -> b", {}, red(a, axis=(1, 2))),
        ("b (h two) w -> b h w", {"two": 2}, red(a.reshape(b, h, 2, w), axis=2)),
        ("b h w -> b () w", {}, red(a, axis=1, keepdims=True)),
        ("b h w -> w 1 b", {}, red(a, axis=1).T[:, None, :]),
        ("... w -> w", {}, red(a, axis=(0, 1))),
        ("b (h 2) w -> w h b", {}, red(a.reshape(b, h, 2, w), axis=2).transpose(2, 1, 0)),
        ("b h w -> b h w", {}, a),
    ]
    for pattern, kw, want in cases:
        got = ivy.einops_reduce(x, pattern, reduction, **kw)
        # (sum and prod of ints accumulate in the default int, as ivy.sum and ivy.prod do)
        assert_same(got, np.asarray(want).astype(a.dtype), msg=pattern, rtol=1e-5,
                    check_dtype=not (reduction in ("sum", "prod") and dtype == "int32" and pattern != "b h w -> b h w"))


def test_reduce_with_a_function():
    a = _data((2, 3, 4), "float32")
    got = ivy.einops_reduce(to_ivy(a), "b h w -> h", lambda x, axes: ivy.sum(x * x, axis=axes))
    assert_same(got, (a * a).sum(axis=(0, 2)))
    got = ivy.einops_reduce(to_ivy(a > 0), "b h w -> b", "any")
    assert_same(got, (a > 0).any(axis=(1, 2)))


@_few
@given(_side, _pos, st.integers(1, 3), st.sampled_from(["float32", "int32"]))
def test_repeat_against_numpy(h, w, r, dtype):
    a = _data((h, w), dtype)
    x = to_ivy(a)
    cases = [
        ("h w -> h w c", {"c": r}, np.repeat(a[..., None], r, axis=-1)),
        ("h w -> (h r) w", {"r": r}, np.repeat(a, r, axis=0)),
        ("h w -> h (r w)", {"r": r}, np.tile(a, (1, r))),
        ("h w -> r w h", {"r": r}, np.broadcast_to(a.T, (r, w, h))),
        ("h w -> w h 2", {}, np.repeat(a.T[..., None], 2, axis=-1)),
        ("h w -> (w r) 1 h", {"r": r}, np.repeat(a.T, r, axis=0)[:, None, :]),
        ("... -> ... r", {"r": r}, np.repeat(a[..., None], r, axis=-1)),
    ]
    for pattern, kw, want in cases:
        got = ivy.einops_repeat(x, pattern, **kw)
        assert_same(got, np.ascontiguousarray(want), msg=pattern)
        if _einops_pkg is not None:
            np.testing.assert_array_equal(ivy.to_numpy(got), _einops_pkg.repeat(a, pattern, **kw))


def test_native_in_native_out_and_out():
    a = _data((2, 3), "float32")
    n = to_ivy(a).data
    got = ivy.einops_rearrange(n, "h w -> w h")
    assert ivy.is_native_array(got)
    np.testing.assert_array_equal(ivy.to_numpy(got), a.T)
    out = to_ivy(np.zeros((3, 2), np.float32))
    r = ivy.einops_rearrange(to_ivy(a), "h w -> w h", out=out)
    np.testing.assert_array_equal(ivy.to_numpy(out), a.T)
    np.testing.assert_array_equal(ivy.to_numpy(r), a.T)


@pytest.mark.parametrize("fn, pattern, kw, err", [
    ("rearrange", "h w", {}, ivy.InvalidArgumentError),  # no arrow
    ("rearrange", "h w -> h", {}, ivy.InvalidArgumentError),  # w lost
    ("rearrange", "h w -> h w c", {"c": 2}, ivy.InvalidArgumentError),  # c new
    ("rearrange", "h h -> h", {}, ivy.InvalidArgumentError),  # twice
    ("rearrange", "h (w -> h w", {}, ivy.InvalidArgumentError),
    ("rearrange", "h w) -> h w", {}, ivy.InvalidArgumentError),
    ("rearrange", "h ((w)) -> h w", {}, ivy.InvalidArgumentError),
    ("rearrange", "h w -> h ... w", {}, ivy.InvalidArgumentError),  # ... only on the right
    ("rearrange", "... w -> w", {}, ivy.InvalidArgumentError),  # ... only on the left
    ("rearrange", "h w c -> h w c", {}, ivy.ShapeError),  # three axes for two
    ("rearrange", "(h w) c -> h w c", {}, ivy.InvalidArgumentError),  # two unknown sizes
    ("rearrange", "(h w) c -> h w c", {"h": 4}, ivy.ShapeError),  # 6 is no multiple of 4
    ("rearrange", "(h w) -> h w", {"h": 2, "w": 2}, ivy.ShapeError),
    ("rearrange", "h w -> h w", {"q": 2}, ivy.InvalidArgumentError),  # a length naming no axis
    ("rearrange", "h w -> h w", {"h": 0}, ivy.InvalidArgumentError),
    ("rearrange", "h w-x -> h", {}, ivy.InvalidArgumentError),  # not a name
    ("reduce", "h w -> h c", {"c": 2}, ivy.InvalidArgumentError),
    ("repeat", "h w -> h", {}, ivy.InvalidArgumentError),
    ("repeat", "h w -> h w c", {}, ivy.InvalidArgumentError),  # c's length missing
])
def test_bad_patterns(fn, pattern, kw, err):
    x = to_ivy(np.ones((6, 2), np.float32))
    with pytest.raises(err):
        if fn == "reduce":
            ivy.einops_reduce(x, pattern, "sum", **kw)
        else:
            getattr(ivy, "einops_" + fn)(x, pattern, **kw)


def test_unknown_reduction():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.einops_reduce(to_ivy(np.ones((2, 2), np.float32)), "h w -> h", "median")
