"""Plan a collision-free drone path by gradient descent, written once in ivy, on every autodiff backend.

The Ivy paper's drone demo (Lenton et al. 2021, "Ivy: Templated Deep Learning for Inter-Framework
Portability", Appendix A.3 and Fig. 5) with today's names: a drone (``ivy_robot.RigidMobile``, 5
body points) flies through a room with two chairs, a table and a plant (4 cuboids) from a start
pose to a goal pose. Its path is a spline (``ivy_robot.sample_spline_path``) through the start,
two learnable anchor poses and the goal; the poses (``[x, y, z, rx, ry, rz]``) become matrices
(``ivy_mech.rot_vec_pose_to_mat_pose``), the body points are placed along the path and their
signed distances to the room's cuboids (``ivy_vision.cuboid_signed_distances``) enter the cost:

    cost = path length of the body points + 10 * (- mean signed distance)

Gradient descent (``ivy.execute_with_gradients``) moves the two anchors until every body point
on the path clears the furniture by 0.1 m. The same code runs on torch, JAX, TensorFlow and MXNet
from the same start; the paths agree to float32 tolerance, which the demo checks.

MXNet needs NumPy < 1.24, so it lives in a venv of its own: ``--save F`` writes this run's
results to F, and a run in the other venv with ``--compare F`` adds them to its table and to the
cross-backend check (``nox -s demo`` does both). ``--out F.png`` draws the room from above and
from the side with the path at the start and at the end, body points coloured by signed distance
(red colliding, green clear); matplotlib is needed only for that.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

# Small arrays run fastest on one thread per framework (and many threads fight on a busy machine);
# set before any framework is imported. Override from the environment.
for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import ivy  # noqa: E402
import ivy_mech  # noqa: E402
import ivy_vision  # noqa: E402
from ivy_robot import RigidMobile, sample_spline_path  # noqa: E402

# --------------------------------------------------------------------- the scene (plain Python)

#: the drone's body points in its own frame (metres): its centre and four rotor tips
BODY_POINTS = [[0.0, 0.0, 0.0], [-0.15, 0.0, -0.15], [-0.15, 0.0, 0.15], [0.15, 0.0, -0.15], [0.15, 0.0, 0.15]]
#: start and goal poses [x, y, z, rx, ry, rz] (the original demo's)
START = [-1.15, -1.028, 0.6, 0.7937, 1.7021, 1.7021]
GOAL = [1.025, 1.125, 0.6, 0.7937, 1.7021, 1.7021]
#: the room's furniture: name -> (centre [x, y, z], full side lengths [dx, dy, dz], yaw in radians)
FURNITURE = {
    "table": ([0.0, 0.05, 0.38], [1.2, 0.7, 0.76], 0.6),
    "chair 1": ([-0.55, -0.5, 0.45], [0.45, 0.45, 0.9], 0.3),
    "chair 2": ([0.5, 0.55, 0.45], [0.45, 0.45, 0.9], -0.4),
    "plant": ([0.35, -0.7, 0.55], [0.35, 0.35, 1.1], 0.0),
}
NUM_ANCHORS = 2  # learnable anchors between start and goal
NUM_SAMPLES = 100  # poses along the path
LR = 0.2
CLEARANCE = 0.1
MAX_ITERATIONS = 100
ATOL = 1e-3  # float32 agreement of the paths across backends (metres / radians)


def cuboid_ext_mats():
    """World-to-cuboid ``[R | t]`` of each piece of furniture (yaw about z): R = Rz(yaw)^T, t = -R c."""
    mats = []
    for centre, _, yaw in FURNITURE.values():
        c, s = math.cos(yaw), math.sin(yaw)
        r = [[c, s, 0.0], [-s, c, 0.0], [0.0, 0.0, 1.0]]
        t = [-sum(r[i][j] * centre[j] for j in range(3)) for i in range(3)]
        mats.append([r[i] + [t[i]] for i in range(3)])
    return mats


# --------------------------------------------------------------------- the planning, in ivy


def path_length(points):
    """Summed length of the polylines ``points [num_body_points, num_samples, 3]``."""
    steps = points[:, 1:] - points[:, :-1]
    return ivy.sum(ivy.sqrt(ivy.maximum(ivy.sum(steps * steps, axis=-1), 1e-12)))


def cost_and_sdfs(learnable_anchors, anchor_points, start, goal, query_points, drone, ext_mats, dims):
    """The cost of the path through ``learnable_anchors``, its poses, body points and signed distances."""
    anchor_vals = ivy.concat([ivy.expand_dims(start, axis=0), learnable_anchors, ivy.expand_dims(goal, axis=0)],
                             axis=0)
    poses = sample_spline_path(anchor_points, anchor_vals, query_points)  # NS x 6
    inv_ext_mats = ivy_mech.rot_vec_pose_to_mat_pose(poses)  # NS x 3 x 4
    body = ivy.permute_dims(drone.sample_body(inv_ext_mats), (1, 0, 2))  # NBP x NS x 3
    sdfs = ivy_vision.cuboid_signed_distances(ext_mats, dims, ivy.reshape(body, (-1, 3)))  # NBP*NS x 1
    cost = path_length(body) + 10.0 * -ivy.mean(sdfs)
    return cost, poses, body, ivy.reshape(sdfs, (len(BODY_POINTS), -1))


class Problem:
    """The scene's arrays on one backend (float32) and the cost of a path."""

    def __init__(self, backend):
        with ivy.using_backend(backend):
            f32 = ivy.float32
            self.anchor_points = ivy.linspace(0.0, 1.0, NUM_ANCHORS + 2, dtype=f32)[:, None].data
            self.query_points = ivy.linspace(0.0, 1.0, NUM_SAMPLES, dtype=f32)[:, None].data
            self.start = ivy.asarray(START, dtype=f32).data
            self.goal = ivy.asarray(GOAL, dtype=f32).data
            self.ext_mats = ivy.asarray(cuboid_ext_mats(), dtype=f32).data
            self.dims = ivy.asarray([d for _, d, _ in FURNITURE.values()], dtype=f32).data
            # the learnable anchors start on the straight line from start to goal
            fractions = [(i + 1) / (NUM_ANCHORS + 1) for i in range(NUM_ANCHORS)]
            self.initial = ivy.asarray([[s + f * (g - s) for s, g in zip(START, GOAL)] for f in fractions],
                                       dtype=f32).data
        self.drone = RigidMobile(BODY_POINTS)

    def cost(self, anchors):
        return cost_and_sdfs(anchors, self.anchor_points, self.start, self.goal, self.query_points, self.drone,
                             self.ext_mats, self.dims)


#: backends whose step is compiled by default: JAX runs eagerly one small compiled program per
#: operation and shape (seconds for the first iteration); elsewhere eager is fastest for 14 steps
COMPILE_BY_DEFAULT = ("jax",)


def plan(backend, max_iterations=MAX_ITERATIONS, lr=LR, clearance=CLEARANCE, verbose=True, compiled=None):
    """Gradient descent on the two anchors until the path clears the furniture by ``clearance``.

    ``compiled``: run each step (cost, gradient) through ``ivy.compile`` (jax.jit, tf.function,
    torch.compile); None: on the backends of ``COMPILE_BY_DEFAULT``.
    Returns a dict: iterations, seconds, the cost and clearance of each iteration, the anchors of
    each iteration and the first and last paths (poses, body points, signed distances) as lists.
    """
    problem = Problem(backend)
    anchors = problem.initial

    def step(anchors):
        (cost, poses, body, sdfs), grads = ivy.execute_with_gradients(problem.cost, anchors, ret_grad_idxs=[[0]])
        return cost, poses, body, sdfs, grads["0"]

    compiled = backend in COMPILE_BY_DEFAULT if compiled is None else compiled
    costs, clearances, history = [], [], []
    first = None
    t0 = time.perf_counter()
    if compiled:
        step = ivy.compile(step, anchors)
    it = 0
    for it in range(max_iterations + 1):
        cost, poses, body, sdfs, grad = step(anchors)
        clear = float(ivy.to_scalar(ivy.min(sdfs)))
        costs.append(float(ivy.to_scalar(cost)))
        clearances.append(clear)
        history.append(ivy.to_list(anchors))
        if first is None:
            first = (ivy.to_list(poses), ivy.to_list(body), ivy.to_list(sdfs))
        if verbose:
            print(f"    {backend:<10} iteration {it:3d}  cost {costs[-1]:9.4f}  clearance {clear:+.4f}")
        if clear >= clearance:
            break
        anchors = anchors - lr * grad
    seconds = time.perf_counter() - t0
    return {
        "iterations": it, "seconds": seconds, "compiled": bool(compiled), "collision_free": clearances[-1] >= clearance,
        "costs": costs, "clearances": clearances, "anchors": history,
        "first": first, "last": (ivy.to_list(poses), ivy.to_list(body), ivy.to_list(sdfs)),
    }


# --------------------------------------------------------------------- the picture


def draw(result, path):
    """The room from above and from the side, the cuboids, the path at the start and at the end."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.colors import TwoSlopeNorm

    fig, axes = plt.subplots(2, 2, figsize=(11, 9))
    norm = TwoSlopeNorm(vmin=-0.3, vcenter=0.0, vmax=0.3)
    for row, (label, key) in enumerate((("start", "first"), ("end", "last"))):
        _, body, sdfs = result[key]
        xs = [p[0] for pts in body for p in pts]
        ys = [p[1] for pts in body for p in pts]
        zs = [p[2] for pts in body for p in pts]
        cs = [v for vals in sdfs for v in vals]
        for col, (view, (i, j), names) in enumerate((("from above", (0, 1), "xy"), ("from the side", (0, 2), "xz"))):
            ax = axes[row, col]
            for name, (centre, dims, yaw) in FURNITURE.items():
                corners = []
                for sx, sy, sz in ((-1, -1, -1), (1, -1, -1), (1, 1, -1), (-1, 1, -1),
                                   (-1, -1, 1), (1, -1, 1), (1, 1, 1), (-1, 1, 1)):
                    lx, ly, lz = sx * dims[0] / 2, sy * dims[1] / 2, sz * dims[2] / 2
                    world = (centre[0] + math.cos(yaw) * lx - math.sin(yaw) * ly,
                             centre[1] + math.sin(yaw) * lx + math.cos(yaw) * ly, centre[2] + lz)
                    corners.append((world[i], world[j]))
                if names == "xy":
                    outline = corners[:4]
                else:
                    us, vs = [c[0] for c in corners], [c[1] for c in corners]
                    outline = [(min(us), min(vs)), (max(us), min(vs)), (max(us), max(vs)), (min(us), max(vs))]
                ax.add_patch(plt.Polygon(outline, closed=True, facecolor="0.8", edgecolor="0.3", alpha=0.7))
                ax.text(sum(c[0] for c in outline) / 4, sum(c[1] for c in outline) / 4, name, ha="center",
                        va="center", fontsize=8)
            sc = ax.scatter([(xs, ys, zs)[i][k] for k in range(len(xs))], [(xs, ys, zs)[j][k] for k in range(len(xs))],
                            c=cs, cmap="RdYlGn", norm=norm, s=6)
            for pose, marker in ((START, "o"), (GOAL, "*")):
                ax.plot(pose[i], pose[j], marker, color="k", markersize=9)
            ax.set_xlabel(f"{names[0]} (m)")
            ax.set_ylabel(f"{names[1]} (m)")
            ax.set_aspect("equal")
            ax.set_title(f"path at the {label}, {view}")
    fig.colorbar(sc, ax=axes, label="signed distance to the furniture (m): red colliding, green clear", shrink=0.6)
    fig.savefig(path, dpi=110)
    plt.close(fig)


# --------------------------------------------------------------------- main


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", default="torch,jax,tensorflow,mxnet",
                   help="comma-separated backends to run (those installed; default: %(default)s)")
    p.add_argument("--save", metavar="F", help="write this run's results to F (JSON)")
    p.add_argument("--compare", metavar="F", help="add the results saved in F (by another venv's run)")
    p.add_argument("--out", metavar="PNG", help="draw the room and the first and last paths to PNG")
    p.add_argument("--quiet", action="store_true", help="print the table only, not each iteration")
    p.add_argument("--compile", choices=("auto", "all", "none"), default="auto",
                   help="compile each step with ivy.compile: auto (on JAX only), all, none (default: %(default)s)")
    args = p.parse_args(argv)
    start = time.perf_counter()
    installed = ivy.backends()
    backends = [b for b in args.backends.split(",") if b and b in installed]
    print(f"ivy {ivy.__version__}; installed backends: {', '.join(installed)}; running: {', '.join(backends)}")
    print(f"drone of {len(BODY_POINTS)} body points, {NUM_ANCHORS} learnable anchors, {NUM_SAMPLES} poses, "
          f"{len(FURNITURE)} cuboids ({', '.join(FURNITURE)}); gradient descent lr={LR} until clearance >= {CLEARANCE}")
    results = {}
    for b in backends:
        if b == "numpy":
            print("  numpy has no autodiff: skipped")
            continue
        results[b] = plan(b, verbose=not args.quiet, compiled={"auto": None, "all": True, "none": False}[args.compile])
    if args.save:
        with open(args.save, "w") as f:
            json.dump(results, f)
    if args.compare and os.path.exists(args.compare):
        with open(args.compare) as f:
            saved = json.load(f)
        print(f"  read the results of {', '.join(saved)} from {args.compare} (another venv's run)")
        results = {**results, **{k: v for k, v in saved.items() if k not in results}}
    if not results:
        print("no autodiff backend ran (pip install ivy-backend-torch / -jax / -tf / -mxnet)")
        return 1

    names = list(results)
    print("\n  backend      mode      iterations  seconds  s/iteration  first cost  last cost  clearance  "
          "collision-free")
    for n in names:
        r = results[n]
        mode = "compiled" if r.get("compiled") else "eager"
        per_iteration = r["seconds"] / (r["iterations"] + 1)
        print(f"  {n:<12} {mode:<9} {r['iterations']:>10d} {r['seconds']:>8.2f} {per_iteration:>12.3f} "
              f"{r['costs'][0]:>11.4f} {r['costs'][-1]:>10.4f} {r['clearances'][-1]:>+10.4f}  "
              f"{'yes' if r['collision_free'] else 'NO'}")
    ref = results[names[0]]
    worst = 0.0
    for n in names[1:]:
        for a, b in zip(ref["anchors"], results[n]["anchors"]):
            worst = max(worst, max(abs(u - v) for ra, rb in zip(a, b) for u, v in zip(ra, rb)))
        for a, b in zip(ref["last"][0], results[n]["last"][0]):
            worst = max(worst, max(abs(u - v) for u, v in zip(a, b)))
    same_count = len({results[n]["iterations"] for n in names}) == 1
    agree = worst <= ATOL and same_count
    print(f"\nlargest difference between backends' anchors and final paths: {worst:.2e} "
          f"({'agree' if agree else 'DISAGREE'} to float32 tolerance {ATOL:g}"
          f"{'' if same_count else '; iteration counts differ'})")
    if args.out:
        draw(ref, args.out)
        print(f"wrote {args.out} ({names[0]}'s paths)")
    print(f"total {time.perf_counter() - start:.1f}s")
    ok = agree and all(r["collision_free"] for r in results.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
