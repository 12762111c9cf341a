"""Cases the official Array API test suite (data-apis/array-api-tests) found failing, tested here
directly with the standard's text (2025.12) as the reference, on every backend.

DLPack (``array.__dlpack__``, ``from_dlpack``):

- "copy: ... If True, the function must always copy (performed by the producer) ... If False, the
  function must never copy, and raise a BufferError in case a copy is deemed necessary (e.g., if a
  cross-device data movement is requested, and it is not possible without a copy)." TensorFlow's
  own ``__dlpack__`` raised RuntimeError for ``copy=True``.
- "dl_device: the DLPack device type ... If the device type cannot be handled by the producer, this
  function must raise BufferError." TensorFlow's raised RuntimeError for any ``dl_device``, torch's a
  RuntimeError for a device type it lacks.
- "max_version: ... This method may return a capsule of version max_version ... or of a different
  version. This means the consumer must verify the version even when max_version is passed." A
  consumer of DLPack 0.x gets the legacy capsule; JAX raised for ``max_version=(0, 0)``.
- ``from_dlpack(x, copy=False)`` must share ``x``'s memory or raise BufferError: TensorFlow shares
  only 64-byte aligned host buffers, JAX copied an unaligned one (and said ValueError).

Arrays of more than 8 dimensions, which TensorFlow's ``StridedSlice``, ``Where``, ``ReverseV2``,
``BroadcastTo`` and broadcasting ``SelectV2`` refuse: indexing (basic, integer arrays, masks),
``x[key] = v``, reshapes, ``flip``, ``broadcast_to``, ``where``, ``nonzero`` against NumPy.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend, to_ivy, to_numpy

# ----------------------------------------------------------------------- DLPack


class _Consumer:
    """What a consumer hands NumPy: ``x``'s protocol with the keywords of the test's export."""

    def __init__(self, x, **kwargs):
        self.x, self.kwargs = x, kwargs

    def __dlpack__(self, **kwargs):
        kwargs.pop("max_version", None)  # (a NumPy < 2 reads legacy capsules only)
        kwargs.pop("copy", None)
        return self.x.__dlpack__(**{**kwargs, **self.kwargs})

    def __dlpack_device__(self):
        return self.x.__dlpack_device__()


def _host_array():
    b = backend()
    x = ivy.asarray(np.arange(16, dtype=np.float32))
    if not (hasattr(x.data.__class__, "__dlpack__") or hasattr(b.hooks, "to_dlpack")):
        pytest.skip(f"backend {b.name!r} exports no DLPack (test_array_object.test_dlpack_without_hook_raises)")
    if int(x.__dlpack_device__()[0]) != 1:
        pytest.skip("the array is not in host memory; NumPy, the consumer here, imports host arrays only")
    return x


def _address(a):
    return a.__array_interface__["data"][0]


def test_dlpack_copy_true_exports_a_copy():
    x = _host_array()
    shared = np.from_dlpack(_Consumer(x))
    copied = np.from_dlpack(_Consumer(x, copy=True))
    np.testing.assert_array_equal(copied, np.arange(16, dtype=np.float32))
    assert _address(copied) != _address(shared)
    same = np.from_dlpack(_Consumer(x, copy=False))
    np.testing.assert_array_equal(same, shared)


def test_dlpack_dl_device():
    x = _host_array()
    here = tuple(x.__dlpack_device__())
    got = np.from_dlpack(_Consumer(x, dl_device=here))
    np.testing.assert_array_equal(got, np.arange(16, dtype=np.float32))
    for device in ((14, 0), (13, 7)):  # oneAPI, WebGPU: no backend here exports there
        with pytest.raises(BufferError):
            x.__dlpack__(dl_device=device)
        with pytest.raises(BufferError):
            x.__dlpack__(dl_device=device, copy=True)
    if here[0] == 1:  # a move to a GPU: never without a copy
        with pytest.raises(BufferError):
            x.__dlpack__(dl_device=(2, 0), copy=False)


def test_dlpack_max_version():
    x = _host_array()
    legacy = x.__dlpack__(max_version=(0, 0))
    assert type(legacy).__name__ == "PyCapsule" and '"dltensor"' in repr(legacy)

    class Legacy:
        def __dlpack__(self, **kwargs):
            return x.__dlpack__(max_version=(0, 0))

        def __dlpack_device__(self):
            return x.__dlpack_device__()

    np.testing.assert_array_equal(np.from_dlpack(Legacy()), np.arange(16, dtype=np.float32))
    v1 = x.__dlpack__(max_version=(1, 0))
    assert type(v1).__name__ == "PyCapsule" and ('"dltensor"' in repr(v1) or '"dltensor_versioned"' in repr(v1))


def _aligned(n, offset_bytes=0):
    """A float32 host buffer of ``n`` values starting ``offset_bytes`` past a 64-byte boundary."""
    raw = np.zeros(n + 32, np.float32)
    start = (-_address(raw) % 64 + offset_bytes) // 4
    return raw[start:start + n]


@pytest.mark.parametrize("offset", [0, 4, 36], ids=["aligned", "off-4", "off-36"])
def test_from_dlpack_copy_rules(offset):
    src = _aligned(8, offset)
    src[:] = np.arange(8)
    try:
        shared = ivy.from_dlpack(src, copy=False)
    except BufferError:
        shared = None  # a copy would be needed: the standard's error
    if shared is not None:  # no copy was made: the source's memory is the result's
        src[0] = 42.0
        assert float(to_numpy(shared)[0]) == 42.0, "copy=False copied"
    src[:] = np.arange(8)
    copied = ivy.from_dlpack(src, copy=True)
    src[1] = -1.0
    assert float(to_numpy(copied)[1]) == 1.0, "copy=True shares the source's memory"
    default = ivy.from_dlpack(src)
    np.testing.assert_array_equal(to_numpy(default), src)


# ----------------------------------------------------------------------- more than 8 dimensions

_SHAPES = [(2, 1, 2, 1, 2, 1, 2, 1, 2), (1, 2, 1, 2, 1, 2, 1, 2, 1, 2)]


def _base(shape):
    return np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)


@st.composite
def _basic_key(draw, shape):
    parts = []
    for n in shape:
        kind = draw(st.sampled_from(["int", "slice", "full"]))
        if kind == "int":
            parts.append(draw(st.integers(-n, n - 1)))
        elif kind == "slice":
            start = draw(st.none() | st.integers(-n - 1, n + 1))
            stop = draw(st.none() | st.integers(-n - 1, n + 1))
            step = draw(st.none() | st.sampled_from([1, 2, -1, -2]))
            parts.append(slice(start, stop, step))
        else:
            parts.append(slice(None))
    if draw(st.booleans()):  # an Ellipsis standing for a run of full slices
        i = draw(st.integers(0, len(parts)))
        j = draw(st.integers(i, len(parts)))
        parts[i:j] = [Ellipsis]
    for _ in range(draw(st.integers(0, 2))):  # new axes
        parts.insert(draw(st.integers(0, len(parts))), None)
    if draw(st.booleans()):  # trailing full slices left out
        while parts and parts[-1] == slice(None):
            parts.pop()
    return tuple(parts)


@settings(max_examples=max(10, settings().max_examples))
@given(data=st.data(), which=st.sampled_from(range(len(_SHAPES))))
def test_basic_indexing_beyond_8_dimensions(data, which):
    a = _base(_SHAPES[which])
    key = data.draw(_basic_key(a.shape))
    x = to_ivy(a)
    got = to_numpy(x[key])
    np.testing.assert_array_equal(got, a[key])
    y = to_ivy(a)
    y[key] = -1.0
    b = a.copy()
    b[key] = -1.0
    np.testing.assert_array_equal(to_numpy(y), b)


@pytest.mark.parametrize("shape", _SHAPES, ids=["9d", "10d"])
def test_advanced_indexing_beyond_8_dimensions(shape):
    a = _base(shape)
    x = to_ivy(a)
    mask = a % 3 == 1
    np.testing.assert_array_equal(to_numpy(x[to_ivy(mask)]), a[mask])
    part = mask[..., 0]  # a mask over the leading dimensions
    np.testing.assert_array_equal(to_numpy(x[to_ivy(part)]), a[part])
    idx = np.array([1, 0, 1])  # (the last axis has 2 elements)
    np.testing.assert_array_equal(to_numpy(x[..., to_ivy(idx)]), a[..., idx])
    first = np.array([shape[0] - 1, 0])
    np.testing.assert_array_equal(to_numpy(x[to_ivy(first), ..., to_ivy(idx[1:])]), a[first, ..., idx[1:]])
    y = to_ivy(a)
    y[to_ivy(mask)] = 0.0
    b = a.copy()
    b[mask] = 0.0
    np.testing.assert_array_equal(to_numpy(y), b)
    np.testing.assert_array_equal([to_numpy(i) for i in ivy.nonzero(to_ivy(mask))], np.nonzero(mask))
    np.testing.assert_array_equal(to_numpy(ivy.argwhere(to_ivy(mask))), np.argwhere(mask))


@pytest.mark.parametrize("shape", _SHAPES, ids=["9d", "10d"])
def test_reshape_flip_broadcast_where_beyond_8_dimensions(shape):
    a = _base(shape)
    x = to_ivy(a)
    n = a.size
    for target in [(n,), (-1,), (4, -1), (1,) * 8 + (n,), (2, 2) + (1,) * 8 + (n // 4,)]:
        np.testing.assert_array_equal(to_numpy(ivy.reshape(x, target)), a.reshape(target))
    np.testing.assert_array_equal(to_numpy(ivy.reshape(ivy.reshape(x, (-1,)), shape)), a)
    np.testing.assert_array_equal(to_numpy(ivy.reshape(to_ivy(np.float32(3.0)), (1,) * 9)), np.full((1,) * 9, 3.0))
    for axis in [None, 0, -1, (1, 3, 8), tuple(range(0, len(shape), 2))]:
        np.testing.assert_array_equal(to_numpy(ivy.flip(x, axis=axis)), np.flip(a, axis=axis))
    small = _base(tuple(1 if i % 2 else s for i, s in enumerate(shape)))
    full = tuple(max(s, 2) for s in shape)
    np.testing.assert_array_equal(to_numpy(ivy.broadcast_to(to_ivy(small), full)), np.broadcast_to(small, full))
    cond = _base(shape) % 2 == 0
    np.testing.assert_array_equal(to_numpy(ivy.where(to_ivy(cond), x, to_ivy(small))),
                                  np.where(cond, a, small))
    np.testing.assert_array_equal(to_numpy(ivy.where(to_ivy(cond), x, 0.0)), np.where(cond, a, np.float32(0)))
