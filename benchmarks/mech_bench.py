"""ivy-mech's speed: a pose-conversion workload through ivy_mech against the same math written by
hand in each framework, in one process, eager and compiled.

The workload, on a batch of ``--batch`` (10^5) float32 poses:
  q->mat    quaternion poses [x, y, z, qi, qj, qk, qr] -> matrix poses [R | t]
  mat->eul  matrix poses -> Euler poses (zyx) (Shepperd's method, half-angle atan2 extraction)
  rv->mat   rotation vectors -> rotation matrices (Rodrigues, series near 0)
  pipeline  the three in a row, as one function

``native`` is the same math (the same operations, in the same order) written with the framework's
own functions (NumPy, torch, jax.numpy, tf); ``ivy`` calls ivy_mech on the same native arrays.
Eager rows time the functions as they are; compiled rows wrap both sides in the framework's
compiler (``jax.jit``, ``tf.function(autograph=False)``, ``torch.compile``). Times are the
process's CPU time by default (``--clock wall`` for wall time): on a shared machine other
processes' load then stays out of them. Timings are the best of ``--repeat``
interleaved runs (native, then ivy) of ``--number`` calls each; the ratio ivy / native is the
measure (budget: within 1% eager, equal compiled).

    python benchmarks/mech_bench.py [--backends numpy torch jax tensorflow] [--batch 100000] [--markdown]
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
import types

# One BLAS/OpenMP/XLA thread: the ratio is what is measured, and multi-threaded kernels make
# timings depend on whatever else the machine is doing.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_NUM_INTRAOP_THREADS", "1")
os.environ.setdefault("TF_NUM_INTEROP_THREADS", "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import ivy  # noqa: E402
import ivy_mech  # noqa: E402

PI = math.pi


# ----------------------------------------------------------------- the math, by hand


def native_workload(F):
    """The workload written with the functions of namespace ``F`` (a framework's own)."""

    def series(x, coeffs):
        r = coeffs[-1] * x + coeffs[-2]
        for c in reversed(coeffs[:-2]):
            r = r * x + c
        return r

    def to_matrix(entries, batch, rows, cols):
        return F.reshape(F.stack(entries, -1), (*batch, rows, cols))

    def quaternion_pose_to_mat_pose(qp):
        tx, ty, tz, x, y, z, w = F.unstack(qp, -1)
        s = 2.0 / (x * x + y * y + z * z + w * w)
        xs, ys, zs = x * s, y * s, z * s
        wx, wy, wz = w * xs, w * ys, w * zs
        xx, xy, xz = x * xs, x * ys, x * zs
        yy, yz, zz = y * ys, y * zs, z * zs
        e = [
            1.0 - (yy + zz), xy - wz, xz + wy, tx,
            xy + wz, 1.0 - (xx + zz), yz - wx, ty,
            xz - wy, yz + wx, 1.0 - (xx + yy), tz,
        ]
        return to_matrix(e, tuple(qp.shape[:-1]), 3, 4)

    def wrap(a):
        return F.where(a > PI, a - 2 * PI, F.where(a < -PI, a + 2 * PI, a))

    def mat_pose_to_euler_pose_zyx(m):
        (r00, r01, r02, t0), (r10, r11, r12, t1), (r20, r21, r22, t2) = (F.unstack(r, -1) for r in F.unstack(m, -2))
        d0 = 1.0 + r00 + r11 + r22
        d1 = 1.0 + r00 - r11 - r22
        d2 = 1.0 - r00 + r11 - r22
        d3 = 1.0 - r00 - r11 + r22
        a, b, c = r21 - r12, r02 - r20, r10 - r01
        d, f, g = r01 + r10, r02 + r20, r12 + r21
        c0 = F.stack([a, b, c, d0], -1)
        c1 = F.stack([d1, d, f, a], -1)
        c2 = F.stack([d, d2, g, b], -1)
        c3 = F.stack([f, g, d3, c], -1)
        pick1 = F.expand_dims(d1 > d0, -1)
        pick3 = F.expand_dims(d3 > d2, -1)
        pick23 = F.expand_dims(F.maximum(d2, d3) > F.maximum(d0, d1), -1)
        q = F.where(pick23, F.where(pick3, c3, c2), F.where(pick1, c1, c0))
        qx, qy, qz, qw = F.unstack(q, -1)
        # zyx: the proper zyz after a quarter turn about y, in the base frame of xyx
        x, z = qx - qz, qx + qz
        y, w = qy + qw, qw - qy
        hp = F.atan2(x, w)
        hm = F.atan2(z, y)
        e1 = 2.0 * F.atan2(F.sqrt(y * y + z * z), F.sqrt(x * x + w * w))
        at0 = e1 <= 1e-7
        at_pi = e1 >= PI - 1e-7
        e0 = F.where(at0, 2.0 * hp, F.where(at_pi, -2.0 * hm, hp - hm))
        e2 = F.where(F.logical_or(at0, at_pi), 0.0, hp + hm)
        e1 = e1 - PI / 2
        e0 = -e0
        return F.stack([t0, t1, t2, wrap(e0), e1, wrap(e2)], -1)

    def rot_vec_to_rot_mat(v):
        x, y, z = F.unstack(v, -1)
        t2 = x * x + y * y + z * z
        small = t2 < 1e-4
        t = F.sqrt(F.where(small, 1.0, t2))
        sh = F.sin(t * 0.5)
        a = F.where(small, series(t2, [1.0, -1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0]), F.sin(t) / t)
        b = F.where(small, series(t2, [0.5, -1.0 / 24.0, 1.0 / 720.0, -1.0 / 40320.0]), 2.0 * sh * sh / (t * t))
        bx, by, bz = b * x, b * y, b * z
        ax, ay, az = a * x, a * y, a * z
        bxy, bxz, byz = bx * y, bx * z, by * z
        bxx, byy, bzz = bx * x, by * y, bz * z
        e = [
            1.0 - (byy + bzz), bxy - az, bxz + ay,
            bxy + az, 1.0 - (bxx + bzz), byz - ax,
            bxz - ay, byz + ax, 1.0 - (bxx + byy),
        ]
        return to_matrix(e, tuple(v.shape[:-1]), 3, 3)

    def pipeline(qp, rv):
        m = quaternion_pose_to_mat_pose(qp)
        return m, mat_pose_to_euler_pose_zyx(m), rot_vec_to_rot_mat(rv)

    return {
        "q->mat": (quaternion_pose_to_mat_pose, "qp"),
        "mat->eul": (mat_pose_to_euler_pose_zyx, "mp"),
        "rv->mat": (rot_vec_to_rot_mat, "rv"),
        "pipeline": (pipeline, "qp rv"),
    }


def ivy_workload():
    def pipeline(qp, rv):
        m = ivy_mech.quaternion_pose_to_mat_pose(qp)
        return m, ivy_mech.mat_pose_to_euler_pose(m, "zyx"), ivy_mech.rot_vec_to_rot_mat(rv)

    return {
        "q->mat": (ivy_mech.quaternion_pose_to_mat_pose, "qp"),
        "mat->eul": (lambda m: ivy_mech.mat_pose_to_euler_pose(m, "zyx"), "mp"),
        "rv->mat": (ivy_mech.rot_vec_to_rot_mat, "rv"),
        "pipeline": (pipeline, "qp rv"),
    }


# ----------------------------------------------------------------- the frameworks


def _numpy():
    import numpy as np

    F = types.SimpleNamespace(
        sin=np.sin, cos=np.cos, sqrt=np.sqrt, atan2=np.arctan2, where=np.where, maximum=np.maximum,
        logical_or=np.logical_or, stack=lambda xs, a: np.stack(xs, axis=a), unstack=lambda x, a: np.unstack(x, axis=a),
        reshape=np.reshape, expand_dims=np.expand_dims,
    )
    return F, np.asarray, lambda r: r, None


def _torch():
    import torch

    torch.set_num_threads(1)
    F = types.SimpleNamespace(
        sin=torch.sin, cos=torch.cos, sqrt=torch.sqrt, atan2=torch.atan2, where=torch.where, maximum=torch.maximum,
        logical_or=torch.logical_or, stack=lambda xs, a: torch.stack(xs, a), unstack=lambda x, a: torch.unbind(x, a),
        reshape=torch.reshape, expand_dims=torch.unsqueeze,
    )
    return F, torch.from_numpy, lambda r: r, lambda f: torch.compile(f)


def _jax():
    import jax
    import jax.numpy as jnp

    F = types.SimpleNamespace(
        sin=jnp.sin, cos=jnp.cos, sqrt=jnp.sqrt, atan2=jnp.arctan2, where=jnp.where, maximum=jnp.maximum,
        logical_or=jnp.logical_or, stack=lambda xs, a: jnp.stack(xs, a), unstack=lambda x, a: jnp.unstack(x, axis=a),
        reshape=jnp.reshape, expand_dims=jnp.expand_dims,
    )
    return F, jnp.asarray, jax.block_until_ready, jax.jit


def _tf():
    import tensorflow as tf

    def where(c, a, b):  # tf.where takes no Python scalars beside float64 tensors: a typed constant
        if isinstance(a, float):
            a = tf.constant(a, b.dtype)
        if isinstance(b, float):
            b = tf.constant(b, a.dtype)
        return tf.where(c, a, b)

    F = types.SimpleNamespace(
        sin=tf.sin, cos=tf.cos, sqrt=tf.sqrt, atan2=tf.atan2, where=where, maximum=tf.maximum,
        logical_or=tf.logical_or, stack=lambda xs, a: tf.stack(xs, a), unstack=lambda x, a: tf.unstack(x, axis=a),
        reshape=tf.reshape, expand_dims=tf.expand_dims,
    )
    return F, tf.constant, lambda r: r, lambda f: tf.function(f, autograph=False)  # no Python control flow to convert


FRAMEWORKS = {"numpy": _numpy, "torch": _torch, "jax": _jax, "tensorflow": _tf}


# ----------------------------------------------------------------- timing


def _inputs(batch):
    import numpy as np

    rng = np.random.default_rng(0)
    q = rng.normal(size=(batch, 4))
    q /= np.linalg.norm(q, axis=-1, keepdims=True)
    qp = np.concatenate([rng.normal(size=(batch, 3)), q], -1).astype(np.float32)
    rv = (rng.normal(size=(batch, 3)) * 1.2).astype(np.float32)
    return qp, rv


CLOCK = time.process_time  # --clock: CPU time of this process (a shared machine's other load stays out)


def _time(fn, args, sync, number):
    t = CLOCK()
    for _ in range(number):
        sync(fn(*args))
    return (CLOCK() - t) / number


def _best(fn_a, fn_b, args, sync, repeat, number):
    """Best per-call seconds of ``fn_a`` and ``fn_b`` over ``repeat`` rounds, and the median of the
    rounds' ratios b / a; each round times both, in alternating order (ABBA), so that drifts of
    the machine's speed hit both alike."""
    best_a = best_b = float("inf")
    ratios = []
    for r in range(repeat):
        if r % 2 == 0:
            ta, tb = _time(fn_a, args, sync, number), _time(fn_b, args, sync, number)
        else:
            tb, ta = _time(fn_b, args, sync, number), _time(fn_a, args, sync, number)
        best_a, best_b = min(best_a, ta), min(best_b, tb)
        ratios.append(tb / ta)
    ratios.sort()
    return best_a, best_b, ratios[len(ratios) // 2]


def _graph_ops(backend, fn, args):
    """The number of operations the framework's compiler sees for ``fn`` (jaxpr equations,
    torch.fx call nodes, tf.Graph operations other than placeholders, identities and constants)."""
    if backend == "jax":
        import jax

        return len(jax.make_jaxpr(fn)(*args).jaxpr.eqns)
    if backend == "torch":
        import torch

        graphs = []

        def capture(gm, example_inputs):
            graphs.append(gm)
            return gm.forward

        torch._dynamo.reset()
        torch.compile(fn, backend=capture, fullgraph=True)(*args)
        return sum(1 for g in graphs for n in g.graph.nodes if n.op in ("call_function", "call_method"))
    import tensorflow as tf

    g = tf.function(fn, autograph=False).get_concrete_function(*args).graph
    return sum(1 for o in g.get_operations() if o.type not in ("Placeholder", "Identity", "NoOp", "Const"))


def _check(a, b):
    import numpy as np

    a = a if isinstance(a, tuple) else (a,)
    b = b if isinstance(b, tuple) else (b,)
    for x, y in zip(a, b):
        x, y = np.asarray(ivy.to_numpy(x)), np.asarray(ivy.to_numpy(y))
        assert x.shape == y.shape and np.allclose(x, y, atol=1e-4), "ivy and the hand-written math differ"


def run(backends, batch, repeat, number, compiled):
    rows = []
    qp_np, rv_np = _inputs(batch)
    for name in backends:
        F, convert, sync, compiler = FRAMEWORKS[name]()
        qp, rv = convert(qp_np), convert(rv_np)
        mp = ivy_mech.quaternion_pose_to_mat_pose(qp)
        args = {"qp": (qp,), "mp": (mp,), "rv": (rv,), "qp rv": (qp, rv)}
        native, mech = native_workload(F), ivy_workload()
        modes = [("eager", lambda f: f)] + ([("compiled", compiler)] if compiled and compiler else [])
        for mode, wrap in modes:
            for case in native:
                f_nat, f_ivy = wrap(native[case][0]), wrap(mech[case][0])
                a = args[native[case][1]]
                _check(f_nat(*a), f_ivy(*a))  # also the compilers' warm-up
                sync(f_nat(*a)), sync(f_ivy(*a))
                t_nat, t_ivy, median = _best(f_nat, f_ivy, a, sync, repeat, number)
                ops = ""
                if mode == "compiled":
                    ops = f"{_graph_ops(name, native[case][0], a)} / {_graph_ops(name, mech[case][0], a)}"
                rows.append((name, mode, case, t_nat * 1e3, t_ivy * 1e3, median, ops))
                print(f"  {name:10s} {mode:8s} {case:9s} native {t_nat * 1e3:8.3f} ms  ivy {t_ivy * 1e3:8.3f} ms  "
                      f"median ratio {median:.4f} {ops}", file=sys.stderr, flush=True)
            if mode == "eager":
                # the noise floor: the native pipeline against itself
                f = native["pipeline"][0]
                t1, t2, median = _best(f, f, args["qp rv"], sync, repeat, number)
                rows.append((name, "eager", "control", t1 * 1e3, t2 * 1e3, median, ""))
                # ivy's added time itself, where the arrays cost next to nothing (a batch of 1): the
                # microseconds ivy adds to each pipeline call, whatever the batch
                one = (convert(qp_np[:1]), convert(rv_np[:1]))
                t1, t2, median = _best(native["pipeline"][0], mech["pipeline"][0], one, sync, repeat, 100)
                rows.append((name, "eager", "pipeline@1", t1 * 1e3, t2 * 1e3, median,
                             f"{(t2 - t1) * 1e6:+.0f} us a call"))
    return rows


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="+", default=[b for b in FRAMEWORKS if b in ivy.backends()])
    p.add_argument("--batch", type=int, default=100_000)
    p.add_argument("--repeat", type=int, default=15)
    p.add_argument("--number", type=int, default=3)
    p.add_argument("--no-compiled", action="store_true", help="eager rows only")
    p.add_argument("--markdown", action="store_true")
    p.add_argument("--clock", choices=["process", "wall"], default="process",
                   help="process: CPU time of this process, one thread (default; robust on a shared machine)")
    args = p.parse_args(argv)
    global CLOCK
    CLOCK = time.process_time if args.clock == "process" else time.perf_counter
    rows = run(args.backends, args.batch, args.repeat, args.number, not args.no_compiled)
    print(f"ivy-mech {ivy_mech.__version__}, ivy {ivy.__version__}, Python {platform.python_version()}, "
          f"batch {args.batch} float32, best of {args.repeat} x {args.number} calls, one thread, {args.clock} time")
    print("ratio: of the best times; median: the median of the rounds' ratios; control: the native pipeline "
          "against itself (the noise floor); pipeline@1: the pipeline on one pose (ivy's added time per call); "
          "graph ops: native / ivy, as the compiler sees them")
    head = ("backend", "mode", "workload", "native ms", "ivy ms", "ivy / native", "median", "graph ops")
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
    else:
        print(f"{head[0]:11s} {head[1]:9s} {head[2]:10s} {head[3]:>10s} {head[4]:>10s} {head[5]:>17s} {head[6]:>8s} "
              f"{head[7]:>10s}")
    for name, mode, case, t_nat, t_ivy, median, ops in rows:
        ratio = f"{t_ivy / t_nat:.4f} ({(t_ivy / t_nat - 1) * 100:+.2f}%)"
        if args.markdown:
            print(f"| {name} | {mode} | {case} | {t_nat:.3f} | {t_ivy:.3f} | {ratio} | {median:.4f} | {ops} |")
        else:
            print(f"{name:11s} {mode:9s} {case:10s} {t_nat:10.3f} {t_ivy:10.3f} {ratio:>17s} {median:8.4f} {ops:>10s}")


if __name__ == "__main__":
    main()
