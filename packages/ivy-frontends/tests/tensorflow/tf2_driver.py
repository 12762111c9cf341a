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


def backends_of(name):
    return BACKENDS if MODE == "full" else spread("tf2:" + name)


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
    except Exception as e:  # a result the comparison cannot read
        return False, f"comparison failed: {type(e).__name__}: {str(e)[:200]}"


def _run_case(name, case, seed_extra):
    rng = np.random.default_rng(zlib.crc32((name + case.label + seed_extra).encode()))
    inputs = case.make(rng)
    try:
        want = case.call(real(), *[_to_tf(v) for v in inputs])
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
