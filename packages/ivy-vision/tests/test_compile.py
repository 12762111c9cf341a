"""The hot functions compile whole: jax.jit, tf.function and torch.compile(fullgraph=True) trace them
without graph breaks, ivy.compile runs them, and the compiled results equal the eager ones."""

import numpy as np
import pytest
from vision_helpers import B, assert_close, native, rng, to_numpy

import ivy
import ivy_vision as iv

pytestmark = pytest.mark.skipif(B not in ("jax", "tensorflow", "torch"),
                                reason=f"{B} has no compiler (ivy.compile warns and runs eagerly there)")


def _cases():
    r = rng(1)
    depth = r.uniform(1, 2, (2, 6, 8, 1)).astype(np.float32)
    inv_p = np.concatenate([np.eye(3), r.normal(size=(3, 1))], -1)[None].repeat(2, 0).astype(np.float32)
    e = np.concatenate([np.eye(3)[None].repeat(3, 0), r.normal(size=(3, 3, 1))], -1).astype(np.float32)
    pts = r.uniform(0, 1, (2, 50, 3)).astype(np.float32)
    P = np.stack([np.eye(4)[:3], np.array([[1.0, 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])]).astype(np.float32)
    px = np.concatenate([r.uniform(-0.3, 0.3, (2, 4, 5, 2)), np.ones((2, 4, 5, 1))], -1).astype(np.float32)
    return {
        "depth_to_world_coords": (lambda d, m: iv.depth_to_world_coords(d, m), (depth, inv_p)),
        "coords_to_voxel_grid": (lambda p, f: iv.coords_to_voxel_grid(p, [4, 4, 4], coord_bounds=[0.0, 0, 0, 1, 1, 1],
                                                                      features=f)[0],
                                 (pts, r.normal(size=(2, 50, 2)).astype(np.float32))),
        "cuboid_signed_distances": (lambda m, q: iv.cuboid_signed_distances(m, ivy.ones_like(m[..., 0]), q),
                                    (e, r.normal(size=(40, 3)).astype(np.float32))),
        "bilinear_resample": (lambda x, w: iv.bilinear_resample(x, w),
                              (r.normal(size=(2, 5, 6, 3)).astype(np.float32),
                               r.uniform(-1, 6, (2, 7, 2)).astype(np.float32))),
        "triangulate_depth": (lambda x, p: iv.triangulate_depth(x, p), (px, P)),
        "quantize_to_image": (lambda c, f: iv.quantize_to_image(c, (4, 5), f, with_db=True)[0],
                              (r.uniform(0, 4, (30, 2)).astype(np.float32),
                               r.uniform(1, 2, (30, 1)).astype(np.float32))),
        "render_rays": (lambda s, f: iv.render_rays_via_termination_probabilities(
            iv.ray_termination_probabilities(s, ivy.ones_like(s)), f),
            (r.uniform(0, 1, (4, 8)).astype(np.float32), r.normal(size=(4, 8, 3)).astype(np.float32))),
    }


CASES = _cases()


def _native_compiler():
    if B == "jax":
        import jax

        return jax.jit
    if B == "tensorflow":
        import tensorflow as tf

        return lambda f: tf.function(f, autograph=False)
    import torch

    # fullgraph: any graph break is an error; the eager backend checks tracing without codegen
    return lambda f: torch.compile(f, fullgraph=True, backend="eager")


@pytest.mark.parametrize("name", list(CASES))
def test_native_compilers_trace_without_breaks(name):
    fn, args = CASES[name]
    nat = [native(a) for a in args]
    with ivy.using_backend("numpy"):     # the eager values (numpy's are checked against OpenCV/NumPy elsewhere)
        eager = to_numpy(fn(*args))
    if B == "torch":
        # ivy_mech adds a dtype to a module-level cache the first time it sees it; Dynamo fails
        # ("Guard failed on the same frame it was created") when that first time is inside the
        # trace. One eager call first, until ivy_mech stops writing module state while traced.
        fn(*nat)
    compiled = _native_compiler()(fn)
    assert_close(compiled(*nat), eager, rtol=1e-5, atol=1e-5)
    # a second call reuses the trace
    assert_close(compiled(*nat), eager, rtol=1e-5, atol=1e-5)


def test_ivy_compile():
    fn, args = CASES["cuboid_signed_distances"]
    nat = [native(a) for a in args]
    compiled = ivy.compile(fn, *nat)
    with ivy.using_backend("numpy"):
        eager = to_numpy(fn(*args))
    assert_close(compiled(*nat), eager, rtol=1e-5, atol=1e-5)
