"""ivy-gym's workload bench: a 1000-step rollout of 64 environments, ivy against hand-written native code.

The workload is a rollout of ``ivy_gym.CartPole`` and ``ivy_gym.Pendulum``: 64 environments
from one fixed state, 1000 steps of a fixed action sequence, each step's observation and
reward computed and the rewards summed. ivy runs the environments themselves
(``env.set_state`` then ``env.step``); the native version is the same mathematics written
directly in each framework (NumPy, torch, JAX, TensorFlow), computing the same values with the
same operations (the step's cos/sin carried over to the next step, as the environment does).

- eager: the Python loop of 1000 steps; ivy with a native state (``native``) and with an
  ``ivy.Array`` state (``ivy.Array``: each step's observation and reward are wrapped);
- compiled step: one step compiled (``jax.jit`` / ``tf.function`` / ``torch.compile``; ivy's
  through ``ivy.compile`` and through the framework's compiler applied to the ivy function),
  the loop in Python;
- scan (JAX): the whole rollout as one ``jax.lax.scan`` under ``jax.jit``, of the native step
  and of the ivy step.

    python benchmarks/gym_bench.py [--backends numpy,torch] [--repeat 7] [--no-torch-compile]

prints one table: the best of ``--repeat`` timings of the whole rollout of each, and
ivy / native - 1 (the budget: within 1% eager, 0% compiled, ARCHITECTURE.md section 6).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402

import ivy  # noqa: E402
import ivy_gym  # noqa: E402

NUM_ENVS = 64
STEPS = 1000
# ivy's rollout is checked against the native one over its first steps: over 1000 steps the
# dynamics (chaotic swing-ups) amplify the last-bit differences of a compiler's fused kernels
CHECKED = 20


# ------------------------------------------------------------------ the native versions


class Ops:
    """The framework's own cos, sin, exp and concatenation (called with the axis positionally:
    ``np.concatenate(xs, -1)``, ``torch.cat(xs, -1)``, ``tf.concat(xs, -1)``); everything else
    is operators."""

    def __init__(self, name):
        self.name = name
        if name == "numpy":
            self.cos, self.sin, self.exp, self.cat = np.cos, np.sin, np.exp, np.concatenate
            self.asarray = lambda a: np.asarray(a, np.float32)
        elif name == "jax":
            import jax.numpy as jnp

            self.cos, self.sin, self.exp, self.cat = jnp.cos, jnp.sin, jnp.exp, jnp.concatenate
            self.asarray = lambda a: jnp.asarray(np.asarray(a, np.float32))
        elif name == "torch":
            import torch

            self.cos, self.sin, self.exp, self.cat = torch.cos, torch.sin, torch.exp, torch.cat
            self.asarray = lambda a: torch.from_numpy(np.asarray(a, np.float32))
        elif name == "tensorflow":
            import tensorflow as tf

            self.cos, self.sin, self.exp, self.cat = tf.cos, tf.sin, tf.exp, tf.concat
            self.asarray = lambda a: tf.constant(np.asarray(a, np.float32))


# CartPole's and Pendulum's constants (Gymnasium's classic control; ivy_gym's defaults)
G, CART_DT, POLE_MASS, POLE_LENGTH, TOTAL_MASS, FORCE = 9.8, 0.02, 0.1, 0.5, 1.1, 10.0
POLE_MASS_LENGTH = POLE_MASS * POLE_LENGTH
PEND_DT, PEND_M, PEND_L = 0.05, 1.0, 1.0


def cartpole_step(o, x, x_vel, angle, angle_vel, cos, sin, action):
    """One CartPole step (semi-implicit Euler), written in the framework: the next state, its
    cos/sin, the observation and the reward."""
    temp = (FORCE * action + POLE_MASS_LENGTH * angle_vel ** 2 * sin) / TOTAL_MASS
    angle_acc = (G * sin - cos * temp) / (POLE_LENGTH * (4.0 / 3.0 - POLE_MASS * cos ** 2 / TOTAL_MASS))
    x_acc = temp - POLE_MASS_LENGTH * angle_acc * cos / TOTAL_MASS
    x_vel = x_vel + CART_DT * x_acc
    x = x + CART_DT * x_vel
    angle_vel = angle_vel + CART_DT * angle_acc
    angle = angle + CART_DT * angle_vel
    cos, sin = o.cos(angle), o.sin(angle)
    obs = o.cat([x, x_vel, cos, sin, angle_vel], -1)
    reward = o.exp(-(x ** 2)) * (cos + 1) / 2
    return x, x_vel, angle, angle_vel, cos, sin, obs, reward


def pendulum_step(o, angle, angle_vel, cos, sin, action):
    angle_acc = 3 * G / (2 * PEND_L) * sin + 3.0 / (PEND_M * PEND_L ** 2) * (1.0 * action)
    angle_vel = angle_vel + PEND_DT * angle_acc
    angle = angle + PEND_DT * angle_vel
    cos, sin = o.cos(angle), o.sin(angle)
    obs = o.cat([cos, sin, angle_vel], -1)
    return angle, angle_vel, cos, sin, obs, (cos + 1) / 2


def native_rollout(o, task, state, actions):
    """The summed rewards and the last observation of the rollout, in the framework."""
    total = 0.0
    if task == "CartPole":
        x, x_vel, angle, angle_vel = state
        cos, sin = o.cos(angle), o.sin(angle)
        for a in actions:
            x, x_vel, angle, angle_vel, cos, sin, obs, reward = cartpole_step(o, x, x_vel, angle, angle_vel, cos,
                                                                              sin, a)
            total = total + reward
    else:
        angle, angle_vel = state
        cos, sin = o.cos(angle), o.sin(angle)
        for a in actions:
            angle, angle_vel, cos, sin, obs, reward = pendulum_step(o, angle, angle_vel, cos, sin, a)
            total = total + reward
    return total, obs


def ivy_rollout(env, state, actions):
    """The same with the ivy environment."""
    env.set_state(state)
    total = 0.0
    for a in actions:
        obs, reward, _, _ = env.step(a)
        total = total + reward
    return total, obs


# ------------------------------------------------------------------ compiled steps


def native_step_fn(o, task):
    """One step from the state alone (cos/sin recomputed, as a compiled ivy step must)."""
    if task == "CartPole":
        def step(x, x_vel, angle, angle_vel, a):
            out = cartpole_step(o, x, x_vel, angle, angle_vel, o.cos(angle), o.sin(angle), a)
            return out[:4] + out[6:]
    else:
        def step(angle, angle_vel, a):
            out = pendulum_step(o, angle, angle_vel, o.cos(angle), o.sin(angle), a)
            return out[:2] + out[4:]
    return step


def ivy_step_fn(env, task):
    """One step of the ivy environment from a state: (next state..., observation, reward).
    Flat array arguments (``ivy.compile``'s fast path)."""
    if task == "CartPole":
        def step(x, x_vel, angle, angle_vel, a):
            env.set_state((x, x_vel, angle, angle_vel))
            obs, reward, _, _ = env.step(a)
            return env.get_state() + (obs, reward)
    else:
        def step(angle, angle_vel, a):
            env.set_state((angle, angle_vel))
            obs, reward, _, _ = env.step(a)
            return env.get_state() + (obs, reward)
    return step


def stepped_rollout(step, n_state, state, actions):
    total = 0.0
    for a in actions:
        out = step(*state, a)
        state = out[:n_state]
        total = total + out[-1]
    return total, out[-2]


def compiler(name):
    if name == "jax":
        import jax

        return jax.jit
    if name == "tensorflow":
        import tensorflow as tf

        return tf.function
    if name == "torch":
        import torch

        return torch.compile
    return None


def scan_rollouts(step_native, step_ivy, n_state):
    """The whole rollout as one jax.lax.scan under jax.jit, for a native and an ivy step."""
    import jax

    def scanned(step):
        def body(carry, a):
            out = step(*carry, a)
            return tuple(out[:n_state]), out[-1]

        @jax.jit
        def run(state, actions):
            last, rewards = jax.lax.scan(body, tuple(state), actions)
            return rewards.sum(0), last

        return run

    return scanned(step_native), scanned(step_ivy)


# ------------------------------------------------------------------ timing


def _sync(out):
    for x in out if isinstance(out, tuple) else (out,):
        x = x.data if isinstance(x, ivy.Array) else x
        if hasattr(x, "block_until_ready"):
            x.block_until_ready()
        elif type(x).__module__.startswith("tensorflow"):
            x.numpy()


TIMER = time.perf_counter


def best_times(fns, repeat):
    """The best of ``repeat`` runs of each function, interleaved (a disturbed moment hits all)."""
    for f in fns:
        _sync(f())  # warm up: compiles, caches
    best = [math.inf] * len(fns)
    for _ in range(repeat):
        for i, f in enumerate(fns):
            t0 = TIMER()
            _sync(f())
            best[i] = min(best[i], TIMER() - t0)
    return best


def check_same(a, b, what):
    a = np.asarray(ivy.to_numpy(a[0].data if isinstance(a[0], ivy.Array) else a[0]))
    b = np.asarray(ivy.to_numpy(b[0].data if isinstance(b[0], ivy.Array) else b[0]))
    if not np.allclose(a, b, rtol=1e-4, atol=1e-4):
        raise AssertionError(f"{what}: ivy's rollout differs from the native one by {np.abs(a - b).max()}")


def bench_backend(name, repeat, torch_compile, rows):
    o = Ops(name)
    rng = np.random.default_rng(0)
    for task in ("CartPole", "Pendulum"):
        n_state = 4 if task == "CartPole" else 2
        state_np = [rng.uniform(-1, 1, (NUM_ENVS, 1)) for _ in range(n_state)]
        state = tuple(o.asarray(s) for s in state_np)
        actions = [o.asarray(a) for a in rng.uniform(-1, 1, (STEPS, NUM_ENVS, 1))]
        env = getattr(ivy_gym, task)()
        wrapped_env = getattr(ivy_gym, task)()
        wrapped_state = tuple(ivy.Array(s) for s in state)
        # (the lambdas are called in this iteration only)
        native = lambda acts=actions: native_rollout(o, task, state, acts)  # noqa: B023
        mine = lambda acts=actions: ivy_rollout(env, state, acts)  # noqa: B023
        mine_wrapped = lambda acts=actions: ivy_rollout(wrapped_env, wrapped_state, acts)  # noqa: B023
        check_same(mine(actions[:CHECKED]), native(actions[:CHECKED]), f"{name} {task} eager")
        t_nat, t_ivy, t_arr = best_times([native, mine, mine_wrapped], repeat)
        rows.append((name, task, "eager", t_nat, [("native", t_ivy), ("ivy.Array", t_arr)]))
        comp = compiler(name)
        if comp is None or (name == "torch" and not torch_compile):
            continue
        step_n = comp(native_step_fn(o, task))
        step_env = getattr(ivy_gym, task)()
        step_i = ivy.compile(ivy_step_fn(step_env, task), *state, actions[0])
        step_raw = comp(ivy_step_fn(getattr(ivy_gym, task)(), task))
        native_c = lambda acts=actions: stepped_rollout(step_n, n_state, state, acts)  # noqa: B023
        ivy_c = lambda acts=actions: stepped_rollout(step_i, n_state, state, acts)  # noqa: B023
        raw_c = lambda acts=actions: stepped_rollout(step_raw, n_state, state, acts)  # noqa: B023
        check_same(ivy_c(actions[:CHECKED]), native_c(actions[:CHECKED]), f"{name} {task} compiled")
        check_same(raw_c(actions[:CHECKED]), native_c(actions[:CHECKED]), f"{name} {task} compiled by {name}")
        t_nat, t_ivy, t_raw = best_times([native_c, ivy_c, raw_c], repeat)
        label = {"jax": "jax.jit", "tensorflow": "tf.function", "torch": "torch.compile"}[name]
        rows.append((name, task, f"compiled step ({label})", t_nat,
                     [("ivy.compile", t_ivy), (label, t_raw)]))
        if name == "jax":
            import jax.numpy as jnp

            scan_n, scan_i = scan_rollouts(native_step_fn(o, task), ivy_step_fn(getattr(ivy_gym, task)(), task),
                                           n_state)
            stacked = jnp.stack(actions)
            sn = lambda acts=stacked: scan_n(state, acts)  # noqa: B023
            si = lambda acts=stacked: scan_i(state, acts)  # noqa: B023
            check_same(si(stacked[:CHECKED]), sn(stacked[:CHECKED]), f"{name} {task} scan")
            t_nat, t_ivy = best_times([sn, si], repeat)
            rows.append((name, task, "lax.scan (jax.jit)", t_nat, [("ivy step", t_ivy)]))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", help="comma-separated (default: numpy, torch, jax, tensorflow where installed)")
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--no-torch-compile", action="store_true", help="skip torch.compile (a minute or more on 2 cores)")
    p.add_argument("--timer", choices=["wall", "cpu"], default="wall",
                   help="cpu: this process's CPU time (time.process_time), steadier on a busy machine")
    args = p.parse_args(argv)
    global TIMER
    TIMER = time.perf_counter if args.timer == "wall" else time.process_time
    installed = ivy.backends()
    names = args.backends.split(",") if args.backends else [
        b for b in ("numpy", "torch", "jax", "tensorflow") if b in installed]
    rows = []
    for name in names:
        with ivy.using_backend(name):
            bench_backend(name, args.repeat, not args.no_torch_compile, rows)
    print(f"gym rollout: {NUM_ENVS} environments x {STEPS} steps, float32, best of {args.repeat} ({args.timer} time); "
          "ms for the whole rollout; ivy / native - 1")
    print()
    print("| backend | env | mode | native ms | ivy ms | ivy / native - 1 | second ivy ms | ivy / native - 1 |")
    print("|---|---|---|---|---|---|---|---|")
    for name, task, mode, t_nat, ivys in rows:
        cells = []
        for label, t in ivys:
            cells += [f"{t * 1e3:.2f} ({label})", f"{(t / t_nat - 1) * 100:+.2f}%"]
        cells += ["", ""] * (2 - len(ivys))
        print(f"| {name} | {task} | {mode} | {t_nat * 1e3:.2f} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
