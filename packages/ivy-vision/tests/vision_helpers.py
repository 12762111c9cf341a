"""Shared helpers of ivy_vision's tests: the backend under test, conversions, ground-truth cameras."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import strategies as st

import ivy
from ivy.testing.helpers import backend_name, has_autodiff, to_numpy

__all__ = ["B", "DTYPES", "assert_close", "batches_and_dtypes", "camera", "has_autodiff", "native", "project", "rng",
           "rot", "run", "compiled", "to_numpy"]

B = backend_name()
DTYPES = ("float32", "float64")
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"


def batches_and_dtypes(batches=((), (2,), (0,), (1, 2))):
    """Hypothesis strategy of (batch shape, dtype name) pairs. JAX compiles every operation once per
    shape and dtype, which made its CI run ~10x the others': there (outside the thorough profile) three
    pairs cover the cases (unbatched, batched, empty; both dtypes)."""
    pairs = [(b, d) for b in batches for d in DTYPES]
    if B == "jax" and not THOROUGH:
        pairs = [(batches[1], "float32"), (batches[0], "float64"), (batches[2], "float64")]
    return st.sampled_from(pairs)


def native(a, dtype=None):
    """A NumPy array as a native array of the backend under test (its dtype kept unless given)."""
    a = np.asarray(a)
    if dtype is not None:
        a = a.astype(dtype)
    return ivy.asarray(np.array(a), dtype=ivy.dtype_from_name(a.dtype.name)).data


def assert_close(result, expected, rtol=None, atol=None, dtype=None):
    """``result`` (native or ivy.Array of the backend under test) against a NumPy ``expected``:
    shape, and values to a tolerance of the result's precision; ``dtype`` checks its dtype name."""
    r = to_numpy(result)
    e = to_numpy(expected) if type(expected) is not np.ndarray and _is_array(expected) else np.asarray(expected)
    assert r.shape == e.shape, f"shape {r.shape} != expected {e.shape}"
    if dtype is not None:
        assert r.dtype == np.dtype(dtype), f"dtype {r.dtype} != {dtype}"
    single = r.dtype == np.float32
    rtol = (2e-4 if single else 1e-9) if rtol is None else rtol
    atol = (2e-4 if single else 1e-9) if atol is None else atol
    np.testing.assert_allclose(r, e, rtol=rtol, atol=atol)


def rng(seed=0):
    return np.random.default_rng(seed)


def rot(r, n=()):
    """Random rotation matrices ``[n,3,3]`` (QR of Gaussian matrices, det +1)."""
    a = r.normal(size=tuple(n) + (3, 3))
    q, rr = np.linalg.qr(a)
    q = q * np.sign(np.diagonal(rr, axis1=-2, axis2=-1))[..., None, :]
    det = np.linalg.det(q)
    q[..., :, 0] *= det[..., None]
    return q


def camera(r, n=(), h=48, w=64):
    """Random pinhole cameras looking at the origin from ~4 m: ``(K, R, t, C)`` with ``K [n,3,3]``,
    world-to-camera ``R [n,3,3]``, ``t [n,3]``, centres ``C [n,3]``."""
    n = tuple(n)
    f = r.uniform(40, 80, size=n + (2,))
    p = np.stack([r.uniform(w / 2 - 4, w / 2 + 4, size=n), r.uniform(h / 2 - 4, h / 2 + 4, size=n)], -1)
    K = np.zeros(n + (3, 3))
    K[..., 0, 0], K[..., 1, 1], K[..., 0, 2], K[..., 1, 2], K[..., 2, 2] = f[..., 0], f[..., 1], p[..., 0], p[..., 1], 1
    # camera centres on a sphere of radius ~4, looking at the origin (+z of the camera)
    d = r.normal(size=n + (3,))
    d /= np.linalg.norm(d, axis=-1, keepdims=True)
    C = d * r.uniform(3.5, 4.5, size=n + (1,))
    z = -d
    up = np.broadcast_to(np.array([0.0, 0.0, 1.0]), z.shape)
    x = np.cross(z, up)
    x /= np.linalg.norm(x, axis=-1, keepdims=True)
    y = np.cross(z, x)
    R = np.stack([x, y, z], axis=-2)          # rows: camera axes in the world
    t = -np.einsum("...ij,...j->...i", R, C)
    return K, R, t, C


def project(K, R, t, X):
    """NumPy pinhole model: world points ``X [n..., P, 3]`` to pixels ``[n..., P, 2]`` and depths ``[n..., P]``."""
    cam = np.einsum("...ij,...pj->...pi", R, X) + t[..., None, :]
    px = np.einsum("...ij,...pj->...pi", K, cam)
    return px[..., :2] / px[..., 2:3], cam[..., 2]


def skip_unless_autodiff():
    if not has_autodiff():
        pytest.skip(f"{B} has no autodiff (ivy.execute_with_gradients raises AutodiffError there)")


def _is_array(a):
    if isinstance(a, (list, tuple)):
        return bool(a) and all(_is_array(x) for x in a)
    return isinstance(a, ivy.Array) or ivy._dispatch.backend_of(a) is not None


def compiled(fn):
    """``fn`` (of arrays only), through ``jax.jit`` on JAX outside the thorough profile (see :func:`run`)."""
    if B != "jax" or THOROUGH:
        return fn
    import jax

    return jax.jit(fn)


def run(fn, *args, **kwargs):
    """``fn(*args, **kwargs)``; on JAX (outside the thorough profile) through ``jax.jit``, the array
    arguments traced and the rest static. Eager JAX compiles every operation once per shape (~70
    compilations for a voxel grid, 15 s on a busy 2-core machine); one jit of the whole function is
    one compilation (0.5 s) of the same operations. The eager path is tested on JAX elsewhere
    (test_semantics, test_gradients)."""
    if B != "jax" or THOROUGH:
        return fn(*args, **kwargs)
    import jax

    idx = [i for i, a in enumerate(args) if _is_array(a)]

    def traced(*arrays):
        full = list(args)
        for i, a in zip(idx, arrays):
            full[i] = a
        return fn(*full, **kwargs)

    return jax.jit(traced)(*[args[i] for i in idx])
