"""Per-function coverage of ``ivy_frontends.numpy``: for each public namespace of the installed NumPy
(``numpy``, ``numpy.linalg``, ``numpy.fft``, ``numpy.random``, ``Generator``), the share of its functions
the frontend has, and per backend the share that match NumPy in this directory's tests: a function
counts when a test that compares it with NumPy runs it and it is not listed as failing there (the
ufunc test, the namespace records, the linalg/fft records, the random tests, or its docstring examples;
those tests are strict about their xfail lists, so the counts are measured ones).

Run ``python tests/numpy/numpy_coverage.py`` for the table (Markdown).
"""

from __future__ import annotations

import functools
import pathlib
import sys
import types

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import numpy as real  # noqa: E402
import numpy_doctest_driver as drv  # noqa: E402


def _public(mod):
    return sorted(n for n in dir(mod) if not n.startswith("_") and n != "test" and callable(getattr(mod, n, None))
                  and not isinstance(getattr(mod, n), (type, types.ModuleType)))


def namespaces():
    return {"numpy": (real, _public(real)), "numpy.linalg": (real.linalg, _public(real.linalg)),
            "numpy.fft": (real.fft, _public(real.fft)), "numpy.random": (real.random, _public(real.random)),
            "numpy.random.Generator": (real.random.Generator, sorted(
                n for n in dir(real.random.Generator) if not n.startswith("_")))}


def _frontend(ns):
    import ivy_frontends.numpy as f

    return {"numpy": f, "numpy.linalg": f.linalg, "numpy.fft": f.fft, "numpy.random": f.random,
            "numpy.random.Generator": f.random.Generator}[ns]


def _xf(path):
    out = {}
    for line in (HERE / path).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, where = line.split(None, 2)[:2]
            for b in drv.BACKENDS if where == "all" else where.split(","):
                out.setdefault(name, set()).add(b)
    return out


@functools.cache
def tested():
    """``{namespace: {function: set of backends where it fails}}`` of every function a test compares."""
    import test_numpy_linalg_fft as lf
    import test_numpy_namespace as nsr
    import test_numpy_random as rnd

    out = {k: {} for k in namespaces()}
    ufx = _xf("numpy-ufunc-xfails.txt")
    for n in dir(real):
        if isinstance(getattr(real, n), real.ufunc):
            out["numpy"][n] = set(ufx.get(n, ()))
    nsx = _xf("numpy-namespace-xfails.txt")
    for n in nsr.RECORDS:
        out["numpy"].setdefault(n, set()).update(nsx.get(n, ()))
    for n in lf.RECORDS:
        out["numpy.linalg"].setdefault(n, set())
    for n in lf.FFT:
        out["numpy.fft"].setdefault(n, set())
    for n in list(rnd.CONT) + list(rnd.DISC) + ["choice", "permutation", "shuffle", "permuted", "multinomial",
                                                   "dirichlet", "multivariate_normal"]:
        if hasattr(real.random.Generator, n):
            out["numpy.random.Generator"].setdefault(n, set())
    for n in list(rnd.LEGACY) + ["seed"]:
        out["numpy.random"].setdefault(n, set())
    dx = drv.xfails()
    for item in drv.in_scope():
        parts = item.split(".")
        ns = {"np": "numpy", "np.linalg": "numpy.linalg", "np.fft": "numpy.fft", "np.random": "numpy.random",
              "np.random.Generator": "numpy.random.Generator"}.get(".".join(parts[:-1]))
        if ns is None:
            continue
        out[ns].setdefault(parts[-1], set()).update(dx.get(item, {}).keys())
    return out


def table():
    rows = ["| namespace | NumPy functions | in the frontend | " + " | ".join(
        f"match NumPy in tests ({b})" for b in drv.BACKENDS) + " |", "|---|---|---|" + "---|" * len(drv.BACKENDS)]
    t = tested()
    for ns, (_, names) in namespaces().items():
        fe = _frontend(ns)
        have = [n for n in names if hasattr(fe, n)]
        cells = []
        for b in drv.BACKENDS:
            ok = sum(1 for n in names if n in t[ns] and b not in t[ns][n] and hasattr(fe, n))
            cells.append(f"{ok} ({100 * ok / len(names):.0f}%)")
        rows.append(f"| `{ns}` | {len(names)} | {len(have)} ({100 * len(have) / len(names):.0f}%) | "
                    + " | ".join(cells) + " |")
    return "\n".join(rows)


def missing():
    return {ns: [n for n in names if not hasattr(_frontend(ns), n)] for ns, (_, names) in namespaces().items()}


if __name__ == "__main__":
    import ivy

    ivy.set_backend("numpy")
    print(table())
    for ns, names in missing().items():
        if names:
            print(f"- `{ns}` lacks: {', '.join(names)}")
