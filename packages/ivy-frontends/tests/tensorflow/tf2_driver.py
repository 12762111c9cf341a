"""The coverage driver of ``tf.nn``, ``tf.linalg`` and ``tf.signal``: every public function of
those namespaces of the installed TensorFlow that takes arrays is a *record* (``tf2_records``)
with cases (inputs drawn by NumPy over TF's dtypes and shapes, 0-d and empty where TF allows);
each case calls the same code with ``tf`` bound to real TensorFlow and to the frontend and
compares dtype, shape and values (or, where TF raises, checks that the frontend raises an
``ivy.IvyError``). A record passes on a backend when all its cases pass.

CI spreads the records over the backends with ``tests/torch/opinfo_driver.spread`` (each record
on 2 of 4 backends, one under ``IVY_FRONTENDS_SLICE``); ``IVY_OPINFO=full`` runs every record
everywhere. ``python tf2_report.py`` prints the rate per backend (every record on every backend
in one process).
"""

from __future__ import annotations

import functools
import importlib.util
import pathlib
import zlib

import numpy as np

import ivy

HERE = pathlib.Path(__file__).parent

_spec = importlib.util.spec_from_file_location("_tf2_opinfo_driver", HERE.parent / "torch" / "opinfo_driver.py")
_od = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_od)
BACKENDS, MODE, spread = _od.BACKENDS, _od.MODE, _od.spread

TOL = {"float16": (2e-2, 2e-2), "bfloat16": (5e-2, 5e-2), "float32": (2e-4, 2e-5), "float64": (1e-7, 1e-9),
       "complex64": (2e-4, 2e-5), "complex128": (1e-7, 1e-9)}


SLICE = _od.SLICE


def backends_of(name):
    """The backends record ``name`` runs on: :func:`spread`'s pair; under ``IVY_FRONTENDS_SLICE`` JAX (which
    compiles every op per shape) keeps a third of its share; every backend under ``IVY_OPINFO=full``."""
    if MODE == "full":
        return BACKENDS
    bs = spread("tf2:" + name)
    if SLICE and "jax" in bs and zlib.crc32(name.encode()) % 3:
        bs = tuple(b for b in bs if b != "jax")
    return bs


def numpy_run_only(what):
    """A ``skipif`` mark for backend-generic tests the CI slices of torch/jax/tensorflow leave to the
    numpy run (they run on every backend outside the slices)."""
    import pytest

    return pytest.mark.skipif(SLICE, reason=f"CI slice: {what} run whole on numpy; every backend with "
                                            "IVY_FRONTENDS_SLICE unset")


def here(key):
    """Whether the case named ``key`` runs on this process's backend (``spread`` in CI, every backend
    under ``IVY_OPINFO=full``)."""
    import os

    return os.environ.get("IVY_TEST_BACKEND", "numpy") in backends_of(key)


def spread_mark(key):
    """A ``skipif`` mark for a test that runs on this backend only where :func:`spread` puts it."""
    import pytest

    return pytest.mark.skipif(not here(key), reason=f"CI spread: {key} runs on {', '.join(backends_of(key))}")


@functools.cache
def real():
    import tensorflow as tf

    return tf


class _Frontend:
    """``tf`` bound to the frontend: its submodules (imported on first use) and dtypes."""

    def __getattr__(self, name):
        import importlib

        if name in ("nn", "linalg", "signal", "image", "random", "keras"):
            mod = importlib.import_module(f"ivy_frontends.tensorflow.{name}")
        else:
            from ivy_frontends.tensorflow import _dtypes

            mod = getattr(_dtypes, name)
        setattr(self, name, mod)
        return mod


@functools.cache
def frontend():
    return _Frontend()


def _to_fe(v):
    from ivy_frontends.tensorflow._tensor import wrap

    if isinstance(v, np.ndarray):
        return wrap(ivy.native_array(v))
    return v


def _to_tf(v):
    if isinstance(v, np.ndarray):
        return real().constant(v)
    return v


class Case:
    """One call: ``call(tf, *inputs)``; ``make(rng)`` draws the inputs (NumPy arrays or Python
    values; arrays become tensors of the framework under test); ``post(outs, inputs)`` (optional)
    maps the NumPy outputs to what is compared (canonical forms of decompositions)."""

    __slots__ = ("label", "make", "call", "post", "tol")

    def __init__(self, label, make, call, post=None, tol=None):
        self.label, self.make, self.call, self.post, self.tol = label, make, call, post, tol


def _flat(out):
    if isinstance(out, (list, tuple)):
        r = []
        for o in out:
            r.extend(_flat(o))
        return r
    return [out]


def _np(o):
    if o is None or isinstance(o, (bool, int, float, str)):
        return o, type(o).__name__
    dt = o.dtype.name if hasattr(o.dtype, "name") else str(o.dtype)
    return np.asarray(o.numpy()), dt


def run_case(name, case, seed_extra=""):
    """(ok, message) for one case on the current ivy backend."""
    try:
        return _run_case(name, case, seed_extra)
    except ModuleNotFoundError:  # TF itself is not installed (MXNet's venv): the test skips, saying so
        raise
    except Exception as e:  # a result the comparison cannot read
        return False, f"comparison failed: {type(e).__name__}: {str(e)[:200]}"


def _run_case(name, case, seed_extra):
    rng = np.random.default_rng(zlib.crc32((name + case.label + seed_extra).encode()))
    inputs = case.make(rng)
    tf = real()
    try:
        want = case.call(tf, *[_to_tf(v) for v in inputs])
        werr = None
    except Exception as e:  # TF refuses these inputs: the frontend must refuse too
        want, werr = None, e
    try:
        got = case.call(frontend(), *[_to_fe(v) for v in inputs])
        gerr = None
    except Exception as e:
        got, gerr = None, e
    if werr is not None:
        if gerr is None:
            return False, f"TF raised {type(werr).__name__}: {str(werr)[:120]}; the frontend did not"
        if not isinstance(gerr, ivy.IvyError):
            return False, f"both raise, but the frontend's {type(gerr).__name__} is not an IvyError: {gerr}"
        return True, "both raise"
    if gerr is not None:
        return False, f"frontend raised {type(gerr).__name__}: {str(gerr)[:300]}"
    w, g = _flat(want), _flat(got)
    if len(w) != len(g):
        return False, f"{len(g)} outputs, TF has {len(w)}"
    wn = [_np(o) for o in w]
    gn = [_np(o) for o in g]
    for i, ((wa, wd), (ga, gd)) in enumerate(zip(wn, gn)):
        if wd != gd:
            return False, f"output {i}: dtype {gd}, TF's {wd}"
        if isinstance(wa, np.ndarray) and wa.shape != np.shape(ga):
            return False, f"output {i}: shape {np.shape(ga)}, TF's {wa.shape}"
    if case.post is not None:
        wv = case.post([a for a, _ in wn], inputs)
        gv = case.post([a for a, _ in gn], inputs)
    else:
        wv, gv = [a for a, _ in wn], [a for a, _ in gn]
    dts = [d for _, d in wn]
    for i, (wa, ga) in enumerate(zip(_flat(wv), _flat(gv))):
        d = dts[min(i, len(dts) - 1)]
        rtol, atol = case.tol or TOL.get(d, (0, 0))
        wa, ga = np.asarray(wa), np.asarray(ga)
        if wa.dtype.kind in "fc" or ga.dtype.kind in "fc":
            if not np.allclose(ga.astype(np.complex128 if wa.dtype.kind == "c" else np.float64),
                               wa.astype(np.complex128 if wa.dtype.kind == "c" else np.float64),
                               rtol=rtol, atol=atol, equal_nan=True):
                err = np.nanmax(np.abs(ga.astype(np.complex128) - wa.astype(np.complex128))) if wa.size else 0
                return False, f"output {i}: values differ (max abs err {err:.3g}, dtype {d})"
        elif not np.array_equal(wa, ga):
            return False, f"output {i}: values differ: {ga.ravel()[:6]} vs TF's {wa.ravel()[:6]}"
    return True, "ok"


def run_record(name, cases):
    """[(label, ok, message)] of every case of record ``name`` on the current backend."""
    return [(c.label, *run_case(name, c)) for c in cases]


def load_list(fname):
    """{name: {backend or '*': reason}} of an xfail / out-of-scope list (``name [backends] # reason``)."""
    out = {}
    p = HERE / fname
    if not p.exists():
        return out
    for line in p.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, _, reason = line.partition("#")
        parts = head.split()
        bks = parts[1].split(",") if len(parts) > 1 else ["*"]
        for b in bks:
            out.setdefault(parts[0], {})[b] = reason.strip()
    return out


def xfail_reason(name, backend):
    x = load_list("tf2_xfails.txt").get(name, {})
    return x.get(backend) or x.get("*")


# ------------------------------------------------------------------ pytest


def public_functions(ns):
    """The public functions of real ``tf.<ns>`` (classes and submodules left out)."""
    import inspect

    m = getattr(real(), ns)
    return sorted(k for k in dir(m) if not k.startswith("_") and callable(getattr(m, k))
                  and not inspect.isclass(getattr(m, k)))


def out_of_scope():
    return load_list("tf2_out_of_scope.txt")


def tests_for(ns, records):
    """The pytest functions of namespace ``ns``: one test per record (on this backend's share),
    the rate (asserted >= 90%), and the namespace's completeness (every public function of real TF
    is a record or listed out of scope with a reason)."""
    import os

    import pytest

    backend = os.environ.get("IVY_TEST_BACKEND", "numpy")
    oos = out_of_scope()
    names = [k for k in records if f"{ns}.{k}" not in oos and backend in backends_of(f"{ns}.{k}")]
    results = {}

    @pytest.mark.parametrize("name", names)
    def test_record(name):
        full = f"{ns}.{name}"
        res = run_record(full, records[name])
        bad = [f"{lab}: {msg}" for lab, ok, msg in res if not ok]
        results[name] = not bad
        why = xfail_reason(full, backend)
        if why:
            if bad:
                pytest.xfail(why)
            raise AssertionError(f"{full} passes on {backend}: remove it from tf2_xfails.txt")
        assert not bad, f"{full} on {backend}:\n" + "\n".join(bad)

    def test_rate():
        if not results:
            pytest.skip("no record of this namespace ran in this session")
        rate = sum(results.values()) / len(results)
        print(f"\ntf.{ns} on {backend}: {sum(results.values())}/{len(results)} records match TF = {100 * rate:.1f}%")
        assert rate >= 0.9

    def test_namespace_complete():
        if os.environ.get("IVY_FRONTENDS_SLICE"):
            pytest.skip("backend-independent: the numpy run checks it")
        missing = [k for k in public_functions(ns) if k not in records and f"{ns}.{k}" not in oos]
        assert not missing, f"tf.{ns} functions with neither a record nor an out-of-scope reason: {missing}"
        stale = [k for k in oos if k.startswith(ns + ".") and k.split(".", 1)[1] not in public_functions(ns)]
        assert not stale, f"out-of-scope entries that are not public functions of tf.{ns}: {stale}"

    return test_record, test_rate, test_namespace_complete
