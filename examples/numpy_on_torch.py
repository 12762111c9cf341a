"""Unchanged NumPy code run on PyTorch (and JAX, TensorFlow, NumPy) through ``ivy_frontends.numpy``.

``examples/numpy_programs.py`` is plain NumPy code (k-means, a least-squares fit, PCA by SVD, a heat
equation with in-place updates through views, statistics, an FFT filter). This script executes it
once with ``import numpy`` being NumPy and once per ivy backend with ``import numpy`` being
``ivy_frontends.numpy`` (``sys.modules["numpy"]`` points at the frontend while the file is executed;
the programs are not edited), runs every program on the same inputs and compares the results.

    python examples/numpy_on_torch.py                      # torch
    python examples/numpy_on_torch.py --backends torch,jax,tensorflow,numpy

Needs: ivy-core, ivy-frontends, the backends' plugins and NumPy (the reference).
"""

from __future__ import annotations

import argparse
import pathlib
import time

import numpy as real_np
from _run_unchanged import load_with

PROGRAM_FILE = pathlib.Path(__file__).resolve().parent / "numpy_programs.py"


def load_programs(numpy_module, tag):
    """Execute ``numpy_programs.py`` with ``import numpy`` resolving to ``numpy_module``."""
    return load_with(PROGRAM_FILE, tag, {"numpy": numpy_module})


def inputs():
    rng = real_np.random.default_rng(0)
    blobs = real_np.concatenate([rng.normal(c, 0.3, (40, 2)) for c in ((0, 0), (3, 3), (0, 4))])
    x = real_np.linspace(-2, 2, 30)
    return {
        "kmeans": (blobs, 3),
        "least_squares": (x, 1.5 - 0.5 * x + 0.25 * x ** 2 + rng.normal(0, 0.05, x.shape)),
        "pca": (rng.normal(0, 1, (50, 4)) @ rng.normal(0, 1, (4, 4)),),
        "heat_equation": (),
        "statistics": (rng.integers(0, 100, 60),),
        "fft_filter": (real_np.sin(real_np.linspace(0, 6 * real_np.pi, 64)) + rng.normal(0, 0.2, 64),),
    }


def to_real(value):
    """A result of either run as real NumPy values (frontend arrays and scalars through ``tolist``)."""
    if isinstance(value, dict):
        return {k: to_real(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [to_real(v) for v in value]
    if isinstance(value, (int, float, complex, real_np.ndarray, real_np.generic)):
        return real_np.asarray(value)
    return real_np.asarray(value.tolist(), dtype=str(value.dtype))


def compare(name, ours, theirs):
    if isinstance(theirs, dict):
        for k in theirs:
            compare(f"{name}[{k!r}]", ours[k], theirs[k])
        return
    if isinstance(theirs, list):
        for i, (a, b) in enumerate(zip(ours, theirs)):
            compare(f"{name}[{i}]", a, b)
        return
    if ours.dtype != theirs.dtype or ours.shape != theirs.shape:
        raise AssertionError(f"{name}: {ours.dtype}{ours.shape} != NumPy's {theirs.dtype}{theirs.shape}")
    # float32 work summed in another order differs by float32's epsilon even when returned as a Python float
    tol = 1e-4 if theirs.dtype in (real_np.float32, real_np.complex64) else 2e-6
    real_np.testing.assert_allclose(ours, theirs, rtol=tol, atol=tol, err_msg=name)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--backends", default="torch")
    args = ap.parse_args(argv)

    import ivy
    import ivy_frontends.numpy as fe_np

    reference = load_programs(real_np, "numpy")
    data = inputs()
    expected = {name: to_real(getattr(reference, name)(*a)) for name, a in data.items()}
    programs = load_programs(fe_np, "frontend")
    print(f"{'backend':<11} {'program':<14} {'time (ms)':>9}  result")
    for backend in args.backends.split(","):
        ivy.set_backend(backend)
        for name, a in data.items():
            t0 = time.perf_counter()
            got = to_real(getattr(programs, name)(*a))
            ms = (time.perf_counter() - t0) * 1e3
            compare(f"{backend} {name}", got, expected[name])
            print(f"{backend:<11} {name:<14} {ms:9.1f}  equal to NumPy's (dtypes, shapes, values)")
    print("every program's results equal NumPy's on", args.backends)


if __name__ == "__main__":
    main()
