"""ivy_vision against the same math written by hand in each framework (``python benchmarks/vision_bench.py``).

Workloads (float32, realistic sizes):
  depth->voxels   a 480x640 depth image to world co-ordinates (``depth_to_world_coords``) and into a
                  32^3 voxel grid with bounds (``coords_to_voxel_grid``): the Ivy paper's pipeline
  cuboid_sdf      ``cuboid_signed_distances`` of 32768 points from 32 cuboids

Each is run through ivy_vision and through a hand-written version of the same operations in the
framework (NumPy, PyTorch, JAX, TensorFlow): eager, and compiled by the framework's own compiler
(``jax.jit``, ``tf.function``, ``torch.compile``; the same compiler for both sides). The table gives
the best of ``--repeat`` interleaved runs of ``--number`` calls each, in CPU time of the process (one
BLAS/OpenMP thread; robust to other jobs on the machine), and the ratio ivy / hand-written. Budgets
(ARCHITECTURE.md section 6): within 1% eager, equal compiled.

    python benchmarks/vision_bench.py [--backends numpy torch jax tensorflow] [--repeat 15] [--number 3]
"""

from __future__ import annotations

import argparse
import os
import time

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS",
             "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402

import ivy  # noqa: E402
import ivy_vision  # noqa: E402

H, W = 480, 640
DIMS = [32, 32, 32]
BOUNDS = [-1.5, -1.5, 0.5, 1.5, 1.5, 3.5]
N_CUBOIDS, N_POINTS = 32, 32768


def _inputs():
    r = np.random.default_rng(0)
    depth = r.uniform(1.0, 3.0, (1, H, W, 1)).astype(np.float32)
    f = 500.0
    K = np.array([[f, 0, W / 2], [0, f, H / 2], [0, 0, 1]])
    inv_full = np.concatenate([np.linalg.inv(K), np.zeros((3, 1))], -1)[None].astype(np.float32)
    rot = np.linalg.qr(r.normal(size=(N_CUBOIDS, 3, 3)))[0]
    ext = np.concatenate([rot, r.normal(size=(N_CUBOIDS, 3, 1))], -1).astype(np.float32)
    cdims = r.uniform(0.2, 1.0, (N_CUBOIDS, 3)).astype(np.float32)
    query = r.normal(scale=2.0, size=(N_POINTS, 3)).astype(np.float32)
    return {"depth->voxels": (depth, inv_full), "cuboid_sdf": (ext, cdims, query)}


# ------------------------------------------------------------------ through ivy_vision


def ivy_depth_to_voxels(depth, inv_full):
    world = ivy_vision.depth_to_world_coords(depth, inv_full)
    b = depth.shape[0]
    coords = ivy.reshape(world, (b, H * W, 4))
    return ivy_vision.coords_to_voxel_grid(coords, DIMS, coord_bounds=BOUNDS)  # (grid, dims, sizes, lower corners)


def ivy_cuboid_sdf(ext, cdims, query):
    return ivy_vision.cuboid_signed_distances(ext, cdims, query)


# ------------------------------------------------------------------ by hand, one per framework
# The same operations ivy_vision runs (a pixel grid, depth scaling, one matmul with the inverse full
# matrix, homogeneous co-ordinates; floor indices, a scatter-add into voxels, means), as a user of
# each framework writes them.


def _grid_consts(xp, dtype):
    lower = xp.asarray(BOUNDS[:3], dtype=dtype)
    upper = xp.asarray(BOUNDS[3:], dtype=dtype)
    dims = xp.asarray(DIMS, dtype=dtype)
    return lower, upper, dims


def numpy_depth_to_voxels(depth, inv_full):
    b = depth.shape[0]
    xs = np.arange(W, dtype=depth.dtype)
    ys = np.arange(H, dtype=depth.dtype)
    pc = np.stack((np.broadcast_to(xs[None, :], (H, W)), np.broadcast_to(ys[:, None], (H, W))), -1)
    pc = np.concatenate([pc, np.ones_like(pc[..., :1])], -1)
    ds = (pc * depth).reshape(b, H * W, 3)
    world = ds @ np.swapaxes(inv_full[..., :3], -1, -2) + inv_full[..., None, :, 3]
    world = world.reshape(b, H, W, 3)
    world = np.concatenate([world, np.ones_like(world[..., :1])], -1)      # depth_to_world_coords' result
    pts = world.reshape(b, H * W, 4)[..., :3]                              # the voxel grid's input
    lower, upper, dims = _grid_consts(np, depth.dtype)
    valid = np.all((pts > lower) & (pts < upper), -1)
    size = (upper - lower) / dims
    idx = np.clip(np.floor((pts - lower) / size).astype(np.int64), 0, np.asarray(DIMS) - 1)
    nvox = DIMS[0] * DIMS[1] * DIMS[2]
    flat = (idx[..., 0] * DIMS[1] + idx[..., 1]) * DIMS[2] + idx[..., 2]
    flat = np.where(valid, flat, nvox) + (np.arange(b) * (nvox + 1))[:, None]
    vals = np.concatenate([pts, np.ones_like(pts[..., :1])], -1).reshape(-1, 4)
    summed = np.zeros((b * (nvox + 1), 4), depth.dtype)
    np.add.at(summed, flat.reshape(-1), vals)
    summed = summed.reshape(b, nvox + 1, 4)[:, :nvox]
    count = summed[..., -1:]
    grid = np.concatenate([summed[..., :-1] / np.maximum(count, 1.0), count], -1).reshape(b, *DIMS, 4)
    return (grid, np.broadcast_to(np.asarray(DIMS, np.int32), (b, 3)), np.broadcast_to(size, (b, 3)),
            np.broadcast_to(lower, (b, 3)))


def torch_depth_to_voxels(depth, inv_full):
    import torch

    b = depth.shape[0]
    xs = torch.arange(W, dtype=depth.dtype)
    ys = torch.arange(H, dtype=depth.dtype)
    pc = torch.stack((xs[None, :].expand(H, W), ys[:, None].expand(H, W)), -1)
    pc = torch.cat([pc, torch.ones_like(pc[..., :1])], -1)
    ds = (pc * depth).reshape(b, H * W, 3)
    world = ds @ inv_full[..., :3].transpose(-1, -2) + inv_full[..., None, :, 3]
    world = world.reshape(b, H, W, 3)
    world = torch.cat([world, torch.ones_like(world[..., :1])], -1)
    pts = world.reshape(b, H * W, 4)[..., :3]
    lower, upper, dims = (torch.tensor(v, dtype=depth.dtype) for v in (BOUNDS[:3], BOUNDS[3:], DIMS))
    valid = ((pts > lower) & (pts < upper)).all(-1)
    size = (upper - lower) / dims
    idx = torch.floor((pts - lower) / size).long()
    idx = torch.minimum(torch.clamp(idx, min=0), torch.tensor(DIMS) - 1)
    nvox = DIMS[0] * DIMS[1] * DIMS[2]
    flat = (idx[..., 0] * DIMS[1] + idx[..., 1]) * DIMS[2] + idx[..., 2]
    flat = torch.where(valid, flat, nvox) + (torch.arange(b) * (nvox + 1))[:, None]
    vals = torch.cat([pts, torch.ones_like(pts[..., :1])], -1).reshape(-1, 4)
    summed = torch.zeros(b * (nvox + 1), 4, dtype=depth.dtype).index_add_(0, flat.reshape(-1), vals)
    summed = summed.reshape(b, nvox + 1, 4)[:, :nvox]
    count = summed[..., -1:]
    grid = torch.cat([summed[..., :-1] / count.clamp(min=1.0), count], -1).reshape(b, *DIMS, 4)
    return grid, torch.tensor(DIMS, dtype=torch.int32).expand(b, 3), size.expand(b, 3), lower.expand(b, 3)


def jax_depth_to_voxels(depth, inv_full):
    import jax.numpy as jnp

    b = depth.shape[0]
    xs = jnp.arange(W, dtype=depth.dtype)
    ys = jnp.arange(H, dtype=depth.dtype)
    pc = jnp.stack((jnp.broadcast_to(xs[None, :], (H, W)), jnp.broadcast_to(ys[:, None], (H, W))), -1)
    pc = jnp.concatenate([pc, jnp.ones_like(pc[..., :1])], -1)
    ds = (pc * depth).reshape(b, H * W, 3)
    world = ds @ jnp.swapaxes(inv_full[..., :3], -1, -2) + inv_full[..., None, :, 3]
    world = world.reshape(b, H, W, 3)
    world = jnp.concatenate([world, jnp.ones_like(world[..., :1])], -1)
    pts = world.reshape(b, H * W, 4)[..., :3]
    lower, upper, dims = _grid_consts(jnp, depth.dtype)
    valid = jnp.all((pts > lower) & (pts < upper), -1)
    size = (upper - lower) / dims
    idx = jnp.clip(jnp.floor((pts - lower) / size).astype(jnp.int64), 0, jnp.asarray(DIMS) - 1)
    nvox = DIMS[0] * DIMS[1] * DIMS[2]
    flat = (idx[..., 0] * DIMS[1] + idx[..., 1]) * DIMS[2] + idx[..., 2]
    flat = jnp.where(valid, flat, nvox) + (jnp.arange(b) * (nvox + 1))[:, None]
    vals = jnp.concatenate([pts, jnp.ones_like(pts[..., :1])], -1).reshape(-1, 4)
    summed = jnp.zeros((b * (nvox + 1), 4), depth.dtype).at[flat.reshape(-1)].add(vals)
    summed = summed.reshape(b, nvox + 1, 4)[:, :nvox]
    count = summed[..., -1:]
    grid = jnp.concatenate([summed[..., :-1] / jnp.maximum(count, 1.0), count], -1).reshape(b, *DIMS, 4)
    return (grid, jnp.broadcast_to(jnp.asarray(DIMS, jnp.int32), (b, 3)), jnp.broadcast_to(size, (b, 3)),
            jnp.broadcast_to(lower, (b, 3)))


def tf_depth_to_voxels(depth, inv_full):
    import tensorflow as tf

    b = depth.shape[0]
    xs = tf.range(W, dtype=depth.dtype)
    ys = tf.range(H, dtype=depth.dtype)
    pc = tf.stack((tf.broadcast_to(xs[None, :], (H, W)), tf.broadcast_to(ys[:, None], (H, W))), -1)
    pc = tf.concat([pc, tf.ones_like(pc[..., :1])], -1)
    ds = tf.reshape(pc * depth, (b, H * W, 3))
    world = tf.matmul(ds, inv_full[..., :3], transpose_b=True) + inv_full[..., None, :, 3]
    world = tf.reshape(world, (b, H, W, 3))
    world = tf.concat([world, tf.ones_like(world[..., :1])], -1)
    pts = tf.reshape(world, (b, H * W, 4))[..., :3]
    lower, upper, dims = (tf.constant(v, dtype=depth.dtype) for v in (BOUNDS[:3], BOUNDS[3:], DIMS))
    valid = tf.reduce_all((pts > lower) & (pts < upper), -1)
    size = (upper - lower) / dims
    idx = tf.cast(tf.floor((pts - lower) / size), tf.int64)
    idx = tf.minimum(tf.maximum(idx, 0), tf.constant(DIMS, tf.int64) - 1)
    nvox = DIMS[0] * DIMS[1] * DIMS[2]
    flat = (idx[..., 0] * DIMS[1] + idx[..., 1]) * DIMS[2] + idx[..., 2]
    flat = tf.where(valid, flat, tf.constant(nvox, tf.int64)) + (tf.range(b, dtype=tf.int64) * (nvox + 1))[:, None]
    vals = tf.reshape(tf.concat([pts, tf.ones_like(pts[..., :1])], -1), (-1, 4))
    summed = tf.tensor_scatter_nd_add(tf.zeros((b * (nvox + 1), 4), depth.dtype), tf.reshape(flat, (-1, 1)), vals)
    summed = tf.reshape(summed, (b, nvox + 1, 4))[:, :nvox]
    count = summed[..., -1:]
    grid = tf.reshape(tf.concat([summed[..., :-1] / tf.maximum(count, 1.0), count], -1), (b, *DIMS, 4))
    return (grid, tf.broadcast_to(tf.constant(DIMS, tf.int32), (b, 3)), tf.broadcast_to(size, (b, 3)),
            tf.broadcast_to(lower, (b, 3)))


def numpy_cuboid_sdf(ext, cdims, query):
    p = np.expand_dims(query, -3) @ np.swapaxes(ext[..., 0:3], -1, -2) + ext[..., None, :, 3]
    d = np.abs(p) - np.expand_dims(cdims, -2) * 0.5
    outside = np.clip(d, 0.0, None)
    inside = np.clip(np.max(d, -1), None, 0.0)
    sq = np.min(np.sum(outside * outside, -1), -2)
    pos = sq > 0
    return (np.min(inside, -2) + np.where(pos, np.sqrt(np.where(pos, sq, 1.0)), 0.0))[..., None]


def torch_cuboid_sdf(ext, cdims, query):
    import torch

    p = query.unsqueeze(-3) @ ext[..., 0:3].transpose(-1, -2) + ext[..., None, :, 3]
    d = p.abs() - cdims.unsqueeze(-2) * 0.5
    outside = torch.clamp(d, min=0.0)
    inside = torch.clamp(d.amax(-1), max=0.0)
    sq = (outside * outside).sum(-1).amin(-2)
    pos = sq > 0
    return (inside.amin(-2) + torch.where(pos, torch.sqrt(torch.where(pos, sq, 1.0)), 0.0)).unsqueeze(-1)


def jax_cuboid_sdf(ext, cdims, query):
    import jax.numpy as jnp

    p = jnp.expand_dims(query, -3) @ jnp.swapaxes(ext[..., 0:3], -1, -2) + ext[..., None, :, 3]
    d = jnp.abs(p) - jnp.expand_dims(cdims, -2) * 0.5
    outside = jnp.clip(d, 0.0)
    inside = jnp.clip(jnp.max(d, -1), None, 0.0)
    sq = jnp.min(jnp.sum(outside * outside, -1), -2)
    pos = sq > 0
    return (jnp.min(inside, -2) + jnp.where(pos, jnp.sqrt(jnp.where(pos, sq, 1.0)), 0.0))[..., None]


def tf_cuboid_sdf(ext, cdims, query):
    import tensorflow as tf

    p = tf.matmul(query[None], ext[..., 0:3], transpose_b=True) + ext[..., None, :, 3]
    d = tf.abs(p) - cdims[..., None, :] * 0.5
    outside = tf.maximum(d, 0.0)
    inside = tf.minimum(tf.reduce_max(d, -1), 0.0)
    sq = tf.reduce_min(tf.reduce_sum(outside * outside, -1), -2)
    pos = sq > 0
    return (tf.reduce_min(inside, -2) + tf.where(pos, tf.sqrt(tf.where(pos, sq, 1.0)), 0.0))[..., None]


HAND = {
    "numpy": {"depth->voxels": numpy_depth_to_voxels, "cuboid_sdf": numpy_cuboid_sdf},
    "torch": {"depth->voxels": torch_depth_to_voxels, "cuboid_sdf": torch_cuboid_sdf},
    "jax": {"depth->voxels": jax_depth_to_voxels, "cuboid_sdf": jax_cuboid_sdf},
    "tensorflow": {"depth->voxels": tf_depth_to_voxels, "cuboid_sdf": tf_cuboid_sdf},
}
IVY = {"depth->voxels": ivy_depth_to_voxels, "cuboid_sdf": ivy_cuboid_sdf}


def _compiler(backend):
    if backend == "jax":
        import jax

        return jax.jit
    if backend == "tensorflow":
        import tensorflow as tf

        return lambda f: tf.function(f, autograph=False)
    if backend == "torch":
        import torch

        return lambda f: torch.compile(f, fullgraph=True, dynamic=False)
    return None


def _first(r):
    return r[0] if isinstance(r, tuple) else r


def _sync(backend, r):
    """Wait for the result (JAX dispatches asynchronously)."""
    if backend == "jax":
        _first(r).block_until_ready()
    return r


def _time(backend, fn, args, number):
    """CPU seconds of the process a call (all its threads): on a machine shared with other jobs,
    wall time also counts the time they take the cores away, CPU time does not."""
    t0 = time.process_time()
    for _ in range(number):
        _sync(backend, fn(*args))
    return (time.process_time() - t0) / number


def _best(backend, pair, args, repeat, number):
    """Best-of times (seconds) of the two callables, interleaved run by run."""
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for i, fn in enumerate(pair):
            best[i] = min(best[i], _time(backend, fn, args, number))
    return best


def run(backends, repeat, number):
    inputs = _inputs()
    rows = []
    for backend in backends:
        if backend not in ivy.backends():
            print(f"(skipping {backend}: not installed)")
            continue
        b = ivy.get_backend(backend).load()
        if backend == "torch":
            import torch

            torch.set_num_threads(1)
        for case, np_args in inputs.items():
            args = tuple(ivy.asarray(a, backend=backend).data for a in np_args)
            hand, ours = HAND[backend][case], IVY[case]
            # the same values first
            np.testing.assert_allclose(b.to_numpy(_first(ours(*args))), b.to_numpy(_first(hand(*args))), rtol=1e-4,
                                       atol=1e-4)
            t_hand, t_ivy = _best(backend, (hand, ours), args, repeat, number)
            rows.append((backend, case, "eager", t_hand, t_ivy))
            comp = _compiler(backend)
            if comp is not None:
                c_hand, c_ivy = comp(hand), comp(ours)
                _sync(backend, c_hand(*args))
                _sync(backend, c_ivy(*args))
                np.testing.assert_allclose(b.to_numpy(_first(c_ivy(*args))), b.to_numpy(_first(c_hand(*args))),
                                           rtol=1e-4, atol=1e-4)
                t_hand, t_ivy = _best(backend, (c_hand, c_ivy), args, repeat, number)
                rows.append((backend, case, "compiled", t_hand, t_ivy))
    return rows


def table(rows):
    lines = ["| backend | workload | mode | by hand (ms) | ivy_vision (ms) | ivy / hand |",
             "|---|---|---|---:|---:|---:|"]
    for backend, case, mode, th, ti in rows:
        lines.append(f"| {backend} | {case} | {mode} | {th * 1e3:.2f} | {ti * 1e3:.2f} | {ti / th:.3f} |")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="+", default=["numpy", "torch", "jax", "tensorflow"])
    p.add_argument("--repeat", type=int, default=15)
    p.add_argument("--number", type=int, default=3)
    a = p.parse_args(argv)
    print(f"ivy_vision {ivy_vision.__version__}: {H}x{W} depth -> world -> {DIMS} voxels; "
          f"{N_CUBOIDS} cuboids x {N_POINTS} points; float32, one thread; best of {a.repeat} x {a.number} calls")
    print(table(run(a.backends, a.repeat, a.number)))


if __name__ == "__main__":
    main()
