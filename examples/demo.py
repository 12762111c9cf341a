"""The same ivy code on every installed backend (``nox -s demo``).

Fits a line by least squares, normalises data and inspects what each backend
provides — written once against ``ivy``, run on each backend in turn.
"""

from __future__ import annotations

import ivy


def fit_line(x, y):
    """Least-squares slope and intercept of y ~ a*x + b, in plain ivy."""
    design = ivy.stack([x, ivy.ones_like(x)], axis=1)
    gram = ivy.matmul(ivy.matrix_transpose(design), design)
    rhs = ivy.matmul(ivy.matrix_transpose(design), y[:, None])
    coef = ivy.linalg.solve(gram, rhs)
    return float(coef[0, 0]), float(coef[1, 0])


def standardise(x):
    return (x - ivy.mean(x)) / ivy.std(x)


def main():
    print(f"ivy {ivy.__version__} (Array API {ivy.__array_api_version__}); installed backends: {ivy.backends()}")
    for name in ivy.backends():
        with ivy.using_backend(name):
            info = ivy.backend_info(name)
            x = ivy.linspace(0.0, 1.0, 50)
            noise = ivy.sin(ivy.arange(50) * 12.9898) * 0.01
            y = 3.0 * x + 0.5 + noise
            a, b = fit_line(x, y)
            z = standardise(y)
            kinds = {}
            for src in info["functions"].values():
                kinds[src] = kinds.get(src, 0) + 1
            print(f"\n[{name}] {info['framework']} {info['framework_version']}")
            print(f"  x: {x.shape} {x.dtype} on {x.device}")
            print(f"  fitted y = {a:.3f} * x + {b:.3f}   (truth: 3.000 * x + 0.500)")
            print(f"  standardised y: mean {float(ivy.mean(z)):+.2e}, std {float(ivy.std(z)):.4f}")
            print(f"  functions: {kinds}")
            print(f"  dtypes it cannot hold: {info['unsupported_dtypes'] or 'none'}")

    # Native in, native out: ivy functions drop into plain framework code.
    import numpy as np

    native = np.asarray([-1.0, 0.5, 2.0], dtype=np.float32)
    out = ivy.clip(native, 0.0, 1.0)
    print(f"\nnative in, native out: ivy.clip({native.tolist()}) -> {type(out).__module__}.{type(out).__name__} "
          f"{out.tolist()}")


if __name__ == "__main__":
    main()
