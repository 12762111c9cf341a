"""Unchanged JAX code (``jax.numpy``, ``jax.lax``, ``jax.nn``, ``jax.grad``, ``jax.vmap``) run on
TensorFlow (and NumPy, PyTorch, JAX) through ``ivy_frontends.jax``.

``examples/jax_programs.py`` is plain JAX code (an MLP trained with ``jax.grad`` inside
``lax.scan``, Newton's method in ``lax.fori_loop``/``lax.while_loop``, ``lax.conv_general_dilated``
with ``lax.reduce_window`` pooling, causal attention, ``.at[]`` updates, ``jax.vmap``). This script
executes it once with ``import jax`` being JAX and once per ivy backend with ``import jax`` being
``ivy_frontends.jax`` (``sys.modules`` points ``jax``, ``jax.numpy``, ``jax.lax``, ``jax.nn`` and
``jax.tree_util`` at the frontend while the file is executed; the programs are not edited), runs
every program on the same inputs and compares the results.

    python examples/jax_on_tensorflow.py                       # tensorflow
    python examples/jax_on_tensorflow.py --backends tensorflow,torch,numpy,jax   # (numpy: no jax.grad)

Needs: ivy-core, ivy-frontends, the backends' plugins, JAX (the reference) and NumPy.
"""

from __future__ import annotations

import argparse
import pathlib
import time

import numpy as np
from _run_unchanged import load_with

PROGRAM_FILE = pathlib.Path(__file__).resolve().parent / "jax_programs.py"
MODULES = ("jax", "jax.numpy", "jax.lax", "jax.nn", "jax.tree_util")


def load_programs(jax_module, tag):
    """Execute ``jax_programs.py`` with ``import jax`` (and its submodules) resolving to ``jax_module``."""
    return load_with(PROGRAM_FILE, tag, {name: jax_module if name == "jax" else getattr(jax_module, name.split(".")[1])
                                         for name in MODULES})


def inputs(jnp):
    """The programs' arguments as arrays of ``jnp`` (real JAX or the frontend), from one NumPy draw."""
    rng = np.random.default_rng(0)
    f = lambda *shape: jnp.asarray(rng.normal(0, 1, shape).astype(np.float32))  # noqa: E731
    labels = np.eye(3, dtype=np.float32)[rng.integers(0, 3, 16)]
    data = {
        "mlp_training": (f(16, 4), jnp.asarray(labels), f(4, 8) * 0.5, f(8, 3) * 0.5),
        "newton_sqrt": (jnp.asarray(np.array([2.0, 9.0, 10.0, 1e4], np.float32)),),
        "conv_features": (f(2, 8, 8, 3), f(3, 3, 3, 4)),
        "attention": (f(2, 5, 4), f(2, 5, 4), f(2, 5, 4)),
        "functional_updates": (jnp.asarray(np.arange(8, dtype=np.float32)),),
        "vmapped_distance": (f(6, 2), f(3, 2)),
    }
    return data


def to_numpy(value):
    if isinstance(value, dict):
        return {k: to_numpy(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [to_numpy(v) for v in value]
    if isinstance(value, (int, float, bool)):
        return np.asarray(value)
    if hasattr(value, "tolist") and not isinstance(value, np.ndarray):
        return np.asarray(value.tolist(), dtype=str(value.dtype))
    return np.asarray(value)


def compare(name, ours, theirs):
    if isinstance(theirs, list):
        for i, (a, b) in enumerate(zip(ours, theirs, strict=True)):
            compare(f"{name}[{i}]", a, b)
        return
    if ours.dtype != theirs.dtype or ours.shape != theirs.shape:
        raise AssertionError(f"{name}: {ours.dtype}{ours.shape} != JAX's {theirs.dtype}{theirs.shape}")
    np.testing.assert_allclose(ours, theirs, rtol=2e-4, atol=2e-5, err_msg=name)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--backends", default="tensorflow")
    args = ap.parse_args(argv)

    import jax

    import ivy
    import ivy_frontends.jax as fe_jax

    reference = load_programs(jax, "jax")
    expected = {name: to_numpy(getattr(reference, name)(*a)) for name, a in inputs(jax.numpy).items()}
    programs = load_programs(fe_jax, "frontend")
    print(f"{'backend':<11} {'program':<19} {'time (ms)':>9}  result")
    for backend in args.backends.split(","):
        ivy.set_backend(backend)
        for name, a in inputs(fe_jax.numpy).items():
            t0 = time.perf_counter()
            try:
                got = to_numpy(getattr(programs, name)(*a))
            except ivy.AutodiffError:  # jax.grad on the numpy backend: an IvyError that says so
                print(f"{backend:<11} {name:<19} {'':>9}  needs autodiff, which this backend lacks")
                continue
            ms = (time.perf_counter() - t0) * 1e3
            compare(f"{backend} {name}", got, expected[name])
            print(f"{backend:<11} {name:<19} {ms:9.1f}  equal to JAX's (dtypes, shapes, values)")
    print("every program's results equal JAX's on", args.backends)


if __name__ == "__main__":
    main()
