"""Differentiable control: a policy trained by backpropagating the return through the physics.

The ivy_gym environments are differentiable, so "the cumulative reward can be directly
optimized for in a supervised manner, without need for reinforcement learning" (the Ivy
paper). A small ``ivy.Module`` policy (``ivy.Sequential`` of ``ivy.Linear`` + tanh) acts on a
batch of environments for ``--steps`` steps; the summed reward is differentiated with respect
to the policy's weights through every ``env.step`` (``ivy.execute_with_gradients``) and the
weights follow ``ivy.Adam``. Two swing-up tasks, ``ivy_gym.Pendulum`` and
``ivy_gym.CartPole``, on every installed backend with autodiff (torch, JAX, TensorFlow, MXNet), with
one progress line per epoch. At the end the trained policy's return is compared with a random
policy's (uniform actions in [-1, 1]) and the untrained one's on held-out starting states, and
the learning curves go to a PNG (``--out``; needs matplotlib, the demo's only extra).

On JAX and TensorFlow one environment step (policy + physics) is compiled with
``ivy.compile`` (jax.jit / tf.function) and the return is differentiated through the
compiled steps; eagerly, each of the ~30 operations of a step is dispatched on its own
(``--eager`` to see it). torch runs eagerly, where its operations are cheap.

    python examples/differentiable_control.py                      # every autodiff backend
    python examples/differentiable_control.py --backends torch --out curve.png
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time

# A model this small runs fastest on one thread per framework (and many threads fight on a
# busy machine); set before any framework is imported. Override from the environment.
for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import ivy  # noqa: E402
import ivy_gym  # noqa: E402

AUTODIFF = ("torch", "jax", "tensorflow", "mxnet")
COMPILED = ("jax", "tensorflow")  # where one compiled step beats ~30 eager dispatches
# task -> default epochs (the returns level off well before on every backend)
TASKS = {"Pendulum": 25, "CartPole": 40}
TRAIN_SEED, EVAL_SEED = 100, 7


def make_policy(obs_dim, action_dim, hidden=32, seed=0):
    """Observation -> action in [-1, 1]: Linear, tanh, Linear, tanh. Its initial weights
    (Glorot-uniform, zero biases) come from Python's ``random``: the same on every backend, so
    the backends' runs start alike."""
    policy = ivy.Sequential(ivy.Linear(obs_dim, hidden), ivy.Tanh(), ivy.Linear(hidden, action_dim), ivy.Tanh())
    rng = random.Random(seed)

    def draw(x, key_chain):
        if key_chain.endswith("b"):
            return ivy.zeros_like(x)
        rows, cols = x.shape
        lim = math.sqrt(6 / (rows + cols))
        return ivy.asarray([[rng.uniform(-lim, lim) for _ in range(cols)] for _ in range(rows)], dtype=x.dtype)

    policy.v = policy.v.cont_map(draw)
    return policy


class Trainer:
    """One task on one backend: the environment, the policy, its optimizer and its step."""

    def __init__(self, task, batch, steps, lr, compiled):
        self.env = getattr(ivy_gym, task)(num_envs=batch)
        obs = self.env.reset(seed=EVAL_SEED)
        self.steps = steps
        self.policy = make_policy(obs.shape[-1], self.env.action_space.shape[0])
        self.optimizer = ivy.Adam(lr=lr)
        self.step = ivy.compile(self._step, self.policy.v, self.env.get_state()) if compiled else self._step

    def _step(self, v, state):
        """One environment step under the policy with weights ``v``: (next state, reward)."""
        obs = self.env.set_state(state)
        _, reward, _, _ = self.env.step(self.policy(obs, v=v))
        return self.env.get_state(), reward

    def rollout_return(self, v, state):
        """The mean over the batch of the summed reward of ``steps`` steps from ``state``."""
        total = 0.0
        for _ in range(self.steps):
            state, reward = self.step(v, state)
            total = total + reward
        return ivy.mean(total)

    def train_epoch(self, epoch):
        """One gradient step on a fresh batch of starting states; returns that batch's return."""
        self.env.reset(seed=TRAIN_SEED + epoch)
        state = self.env.get_state()
        loss, grads = ivy.execute_with_gradients(lambda v: -self.rollout_return(v, state), self.policy.v)
        self.policy.v = self.optimizer.step(self.policy.v, grads)
        return -float(loss)

    def evaluate(self):
        """The policy's return on the held-out starting states."""
        self.env.reset(seed=EVAL_SEED)
        return float(self.rollout_return(self.policy.v, self.env.get_state()))

    def random_return(self):
        """A random policy's return (uniform actions in [-1, 1]) on the held-out starting states."""
        env = self.env
        env.reset(seed=EVAL_SEED)
        keys = ivy.random.split(ivy.random.key(EVAL_SEED), self.steps)
        shape = env.batch_shape + env.action_space.shape
        total = 0.0
        for key in keys:
            _, reward, _, _ = env.step(ivy.random_uniform(low=-1.0, high=1.0, shape=shape, seed=key))
            total = total + reward
        return float(ivy.mean(total))


def train(backend, task, epochs, steps=100, batch=64, lr=0.01, compiled=None, log=print):
    """Train a policy for ``task`` on ``backend``; returns the learning curve and the returns of
    the untrained, the trained and a random policy on held-out starting states."""
    compiled = backend in COMPILED if compiled is None else compiled
    with ivy.using_backend(backend):
        ivy.seed(seed_value=0)
        t0 = time.perf_counter()
        trainer = Trainer(task, batch, steps, lr, compiled)
        initial = trainer.evaluate()
        random = trainer.random_return()
        curve = []
        for epoch in range(epochs):
            curve.append(trainer.train_epoch(epoch))
            log(f"  [{backend:<10}] {task:<8} epoch {epoch + 1:>3}/{epochs}: return {curve[-1]:6.2f} "
                f"(random policy {random:5.2f})  {time.perf_counter() - t0:6.1f} s")
        trained = trainer.evaluate()
    return {"curve": curve, "initial": initial, "trained": trained, "random": random,
            "seconds": time.perf_counter() - t0}


def plot(results, steps, path):
    """The learning curves, one panel per task, one line per backend; False without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    tasks = sorted({t for _, t in results})
    fig, axes = plt.subplots(1, len(tasks), figsize=(5.5 * len(tasks), 4), squeeze=False)
    for ax, task in zip(axes[0], tasks):
        for (backend, t), r in results.items():
            if t == task:
                line, = ax.plot(range(1, len(r["curve"]) + 1), r["curve"], label=f"{backend} (trained)")
                ax.axhline(r["random"], color=line.get_color(), linestyle=":", label=f"{backend} random policy")
        ax.set_title(f"ivy_gym.{task}: return of {steps} steps")
        ax.set_xlabel("epoch (one gradient step)")
        ax.set_ylabel("return (summed reward, mean over the batch)")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return True


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", help="comma-separated (default: every installed backend with autodiff)")
    p.add_argument("--tasks", default=",".join(TASKS), help="comma-separated, of " + ", ".join(TASKS))
    p.add_argument("--epochs", type=int, help="gradient steps per task (default: Pendulum 25, CartPole 40)")
    p.add_argument("--steps", type=int, default=100, help="environment steps per rollout")
    p.add_argument("--batch", type=int, default=64, help="environments per rollout")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--eager", action="store_true", help="do not compile the step on JAX and TensorFlow")
    p.add_argument("--out", default="differentiable_control.png", help="the learning curves' PNG")
    args = p.parse_args(argv)
    installed = ivy.backends()
    backends = args.backends.split(",") if args.backends else [b for b in AUTODIFF if b in installed]
    tasks = args.tasks.split(",")
    bad = [t for t in tasks if t not in TASKS]
    if bad:
        p.error(f"unknown task(s) {bad}; choose from {', '.join(TASKS)}")
    missing = [b for b in backends if b not in AUTODIFF]
    if missing or not backends:
        print(f"differentiating through the environments needs autodiff; {missing or 'none'} has none. "
              f"Use {', '.join(b for b in AUTODIFF if b in installed) or 'pip install ivy-backend-torch'}")
        return 1
    print(f"ivy {ivy.__version__}, ivy_gym {ivy_gym.__version__}; backends: {', '.join(backends)}")
    print(f"policy: Linear-tanh-Linear-tanh (32 hidden, the same initial weights everywhere); {args.batch} "
          f"environments x {args.steps} steps a rollout; ivy.Adam lr={args.lr}\n")
    results = {}
    for task in tasks:
        for backend in backends:
            results[backend, task] = train(backend, task, args.epochs or TASKS[task], args.steps, args.batch, args.lr,
                                           compiled=False if args.eager else None)
    print(f"\nreturns on held-out starting states (summed reward of {args.steps} steps, mean over "
          f"{args.batch} environments; each reward is in [0, 1]):")
    print(f"  {'task':<9}{'backend':<12}{'random':>8}{'untrained':>11}{'trained':>9}{'seconds':>9}")
    ok = True
    for (backend, task), r in results.items():
        print(f"  {task:<9}{backend:<12}{r['random']:8.2f}{r['initial']:11.2f}{r['trained']:9.2f}{r['seconds']:9.1f}")
        ok = ok and r["trained"] > r["random"]
    if plot(results, args.steps, args.out):
        print(f"\nlearning curves: {args.out}")
    else:
        print("\nmatplotlib is not installed (pip install matplotlib): no learning-curve PNG")
    print("trained policies beat the random policy everywhere" if ok else "a trained policy did NOT beat random")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
