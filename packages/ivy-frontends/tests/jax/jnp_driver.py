"""The coverage driver of ``ivy_frontends.jax.numpy``: each record of :mod:`jnp_records` (JAX's own
op records) runs on the frontend and on the real ``jax.numpy`` with the same random inputs of the
record's dtypes and shapes (0-d arrays, Python scalars and empty arrays included); dtype, weak type,
shape and values are compared with JAX-appropriate tolerances.

``cases(record)`` draws a few deterministic cases per record; ``check(record, case)`` returns None
or what differed. ``jnp-xfails.txt`` lists the records known to fail, per backend, with a reason.
CI spreads the records over backends (``spread``: the rule of ``tests/torch/opinfo_driver``).
"""

from __future__ import annotations

import importlib.util
import itertools
import operator
import os
import pathlib
import zlib

import numpy as np
from jnp_records import FAMILIES, NP0, PY, RECORDS, SHAPES, record_id

import ivy

HERE = pathlib.Path(__file__).parent
BACKENDS = ("numpy", "torch", "jax", "tensorflow")
MODE = os.environ.get("IVY_OPINFO", "ci")
SLICED = MODE != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))


def skip_if_sliced(what="backend-independent: the numpy run (never sliced) has it"):
    """Skip a backend-independent test in a CI slice (``IVY_FRONTENDS_SLICE``)."""
    import pytest

    if SLICED:
        pytest.skip(f"CI slice: {what}")


def n_cases():
    """Cases per record: 3; in a CI slice 2 on torch/tensorflow and 1 on JAX (which compiles each)."""
    if not SLICED or ivy.current_backend().name == "numpy":
        return 3
    return 1 if ivy.current_backend().name == "jax" else 2


def _torch_driver():
    path = HERE.parent / "torch" / "opinfo_driver.py"
    spec = importlib.util.spec_from_file_location("_frontends_opinfo_driver", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_spread = _torch_driver().spread


def backends_of(rid):
    return BACKENDS if MODE == "full" else _spread("jnp:" + rid)


# ------------------------------------------------------------------ inputs

def _bf16():
    import ml_dtypes

    return ml_dtypes.bfloat16


def np_dtype(name):
    return _bf16() if name == "bfloat16" else np.dtype(name)


def _values(rng, shape, dtype, kind):
    d = np.dtype("float32") if dtype == "bfloat16" else np.dtype(dtype)
    size = int(np.prod(shape)) if shape else 1
    k = d.kind
    if kind == "bool" or k == "b":
        v = rng.rand(size) < 0.5
    elif kind == "fullrange" and k in "iu":
        info = np.iinfo(d)
        v = rng.randint(info.min, int(info.max) + 1, size=size, dtype=np.int64 if k == "i" else np.uint64)
    elif kind == "int_0_8":
        v = rng.randint(0, 8, size=size)
    elif k in "iu":
        lo, hi = {"positive": (1, 6), "small_positive": (1, 3), "small": (-2, 3), "nonzero": (1, 6),
                  "not_small": (3, 11), "uniform_0_1_5": (0, 2), "some_equal": (-1, 2)}.get(kind, (-5, 6))
        if k == "u":
            lo = max(lo, 0)
        v = rng.randint(lo, hi, size=size)
        if kind == "nonzero":
            v = v * np.where(rng.rand(size) < 0.5, 1, -1) if k == "i" else v
    else:
        if kind in ("positive",):
            v = rng.uniform(0.1, 5.0, size)
        elif kind == "small_positive":
            v = rng.uniform(0.01, 0.5, size)
        elif kind == "small":
            v = rng.uniform(-0.5, 0.5, size)
        elif kind == "uniform_1_5":
            v = rng.uniform(-1.5, 1.5, size)
        elif kind == "uniform_0_1_5":
            v = rng.uniform(0, 1.5, size)
        elif kind == "some_equal":
            v = rng.randint(-2, 3, size).astype(float)
        elif kind == "default_scale1":
            v = rng.randn(size)
        else:
            v = rng.randn(size) * 3
        if k == "c":
            v = v + 1j * (rng.uniform(0.1, 1.0, size) if kind in ("positive", "small_positive") else
                          rng.randn(size) * (0.4 if kind == "small" else 1.5))
        if kind == "nonzero":
            v = np.where(np.abs(v) < 0.1, 1.0, v)
        if kind == "some_zero":
            v = np.where(rng.rand(size) < 0.3, 0.0, v)
        if kind in ("some_nan", "some_inf", "some_inf_and_nan") and size:
            specials = {"some_nan": [np.nan], "some_inf": [np.inf, -np.inf],
                        "some_inf_and_nan": [np.nan, np.inf, -np.inf]}[kind]
            mask = rng.rand(size) < 0.25
            v = np.where(mask, rng.choice(specials, size), v)
    if kind == "some_zero" and k in "iu":
        v = np.where(rng.rand(size) < 0.3, 0, v)
    v = np.asarray(v).reshape(shape)
    return v.astype(d) if dtype != "bfloat16" else v.astype(np.float32).astype(_bf16())


_PY_DTYPES = {"bool": bool, "int32": int, "float32": float, "complex64": complex}


def cases(r, k=None):
    """Up to ``k`` deterministic cases of record ``r``: (shapes, dtypes, kwargs)."""
    group, name, nargs, fam, shapes, values, options = r
    rid = record_id(r)
    k = k or n_cases()
    rng = np.random.RandomState(zlib.crc32(rid.encode()))
    dts = [d for d in FAMILIES[fam] if d in _held()]
    if not dts:
        return []
    shp = SHAPES[shapes]
    combos = [c for c in itertools.combinations_with_replacement(shp, nargs) if _broadcastable(c)]
    if group in ("operator",):
        combos = [c for c in combos if not all(s == PY for s in c)]
    if group == "right_operator":
        combos = [c for c in combos if c[1] != PY]
    py_ok = [d for d in dts if d in _PY_DTYPES]
    if not py_ok:
        combos = [c for c in combos if PY not in c]
    preferred = [c for c in combos if all(isinstance(s, tuple) and len(s) >= 2 and 0 not in s for s in c)]
    chosen = []
    if preferred:
        chosen.append(preferred[rng.randint(len(preferred))])
    rest = [c for c in combos if c not in chosen]
    rng.shuffle(rest)
    special = [c for c in rest if PY in c or NP0 in c] + [c for c in rest if any(
        isinstance(s, tuple) and 0 in s for s in c)]
    for c in special[:1] + [c for c in special if any(isinstance(s, tuple) and 0 in s for s in c)][:1] + rest:
        if len(chosen) >= k:
            break
        if c not in chosen:
            chosen.append(c)
    out = []
    for c in chosen:
        dtypes = [(py_ok[rng.randint(len(py_ok))] if s == PY else dts[rng.randint(len(dts))]) for s in c]
        kwargs = dict(options.get("kwargs") or {})
        shape0 = _shape(c[0])
        if group.startswith("reducer") or group == "argminmax":
            nd = len(shape0)
            axes = list(range(-nd, nd)) + [None]
            kwargs["axis"] = axes[rng.randint(len(axes))]
            if group != "argminmax" or True:
                kwargs["keepdims"] = bool(rng.randint(2))
            if group == "reducer":
                outs = [None] + [d for d in dts if not d.startswith("uint")]
                kwargs["dtype"] = outs[rng.randint(len(outs))]
            elif group == "reducer_initial":
                kwargs["initial"] = int(rng.randint(2))
            elif group == "reducer_where":
                kwargs["where"] = ("mask", shape0, int(rng.randint(1 << 30)))
            elif group == "reducer_promote_int":
                kwargs["initial"] = int(rng.randint(2))
                kwargs["promote_integers"] = bool(rng.randint(2))
        out.append((c, dtypes, kwargs, int(rng.randint(1 << 30))))
    return out


def _held():
    """The dtype names the current backend holds (the numpy backend has no bfloat16)."""
    return {d.name for d in ivy.current_backend().supported_dtypes()}


def _shape(s):
    return () if s in (PY, NP0) else s


def _broadcastable(c):
    try:
        np.broadcast_shapes(*[_shape(s) for s in c])
        return True
    except ValueError:
        return False


def make_inputs(r, case):
    """(numpy-or-Python values) of a case."""
    _, _, _, _, _, values, _ = r
    shapes, dtypes, kwargs, seed = case
    rng = np.random.RandomState(seed)
    vals = []
    for s, d in zip(shapes, dtypes):
        v = _values(rng, _shape(s), d, values)
        if s == PY:
            v = _PY_DTYPES[d](v.item())
        vals.append(v)
    kw = dict(kwargs)
    if isinstance(kw.get("where"), tuple) and kw["where"][0] == "mask":
        _, shp, sd = kw["where"]
        m = np.random.RandomState(sd).rand(*shp) < 0.7 if shp else np.bool_(True)
        kw["where"] = np.asarray(m)
    return vals, kw


# ------------------------------------------------------------------ running

def _to_jax(v):
    import jax.numpy as jnp

    if isinstance(v, np.ndarray) or isinstance(v, np.generic):
        return jnp.asarray(v)
    return v


def _to_frontend(v):
    import ivy_frontends.jax.numpy as fjnp

    if isinstance(v, (np.ndarray, np.generic)):
        a = np.asarray(v)
        if a.dtype == _bf16():
            return fjnp.asarray(ivy.native_array(a.astype(np.float32))).astype(fjnp.bfloat16)
        return fjnp.asarray(ivy.native_array(a))
    return v


def _call(mod_jnp, r, args, kwargs):
    group, name = r[0], r[1]
    if group == "operator":
        return getattr(operator, name.strip("_"))(*args)
    if group == "right_operator":
        return getattr(args[1], name)(args[0])
    return getattr(mod_jnp, name)(*args, **kwargs)


def run(r, case):
    """(jax result or exception, frontend result or exception)."""
    import jax
    import jax.numpy as jnp

    import ivy_frontends.jax.numpy as fjnp
    from ivy_frontends.jax import config

    vals, kw = make_inputs(r, case)
    # the reference under the frontend's x64 flag (the ivy jax backend keeps JAX's global flag on)
    with jax.enable_x64(config.jax_enable_x64):
        try:
            want = _call(jnp, r, [_to_jax(v) for v in vals], {k: _to_jax(v) for k, v in kw.items()})
            want = jax.block_until_ready(want) if not isinstance(want, (bool, int, float)) else want
        except Exception as e:  # noqa: BLE001 - JAX's refusal is part of the truth
            want = e
    try:
        got = _call(fjnp, r, [_to_frontend(v) for v in vals], {k: _to_frontend(v) for k, v in kw.items()})
    except Exception as e:  # noqa: BLE001 - reported by check
        got = e
    return want, got


_TOL = {"bfloat16": 5e-2, "float16": 1e-2, "float32": 2e-5, "complex64": 2e-5, "float64": 1e-12,
        "complex128": 1e-12}


def _host_jax(x):
    import jax.numpy as jnp

    name = str(x.dtype)
    a = x.astype(jnp.float32) if name == "bfloat16" else x
    return np.asarray(a), name, bool(getattr(x, "weak_type", False))


def _host_frontend(x):
    from ivy_frontends.jax._array import Array

    if not isinstance(x, Array):
        return None
    name = x.dtype.name
    d = x._data
    if name == "bfloat16":
        d = ivy.astype(d, ivy.float32)
    return np.asarray(ivy.to_numpy(d)), name, x.weak_type


def compare(r, want, got):
    """None where the frontend agrees with JAX, else what differed."""
    options = r[6]
    if isinstance(want, Exception):
        if isinstance(got, Exception):
            return None
        return f"JAX raised {type(want).__name__}: {str(want)[:100]}; the frontend returned {type(got).__name__}"
    if isinstance(got, Exception):
        return f"frontend raised {type(got).__name__}: {str(got)[:200]}"
    if isinstance(want, (tuple, list)):
        if not isinstance(got, (tuple, list)) or len(got) != len(want):
            return f"expected a sequence of {len(want)}, got {type(got).__name__}"
        for w, g in zip(want, got):
            m = compare(r, w, g)
            if m:
                return m
        return None
    if not hasattr(want, "dtype"):
        if hasattr(got, "dtype"):
            return f"expected a Python {type(want).__name__}, got an array"
        return None if want == got else f"expected {want!r}, got {got!r}"
    h = _host_frontend(got)
    if h is None:
        return f"expected an Array, got {type(got).__name__}"
    wv, wd, ww = _host_jax(want)
    gv, gd, gw = h
    if options.get("check_dtypes", True):
        if wd != gd:
            return f"dtype {gd} != JAX's {wd}"
        if ww != gw:
            return f"weak_type {gw} != JAX's {ww}"
    if wv.shape != gv.shape:
        return f"shape {gv.shape} != JAX's {wv.shape}"
    if wv.dtype.kind in "biu" and gv.dtype.kind in "biu":
        if not np.array_equal(wv.astype(np.int64) if wv.dtype != bool else wv,
                              gv.astype(np.int64) if gv.dtype != bool else gv):
            return f"values differ: {gv.ravel()[:6]} vs JAX's {wv.ravel()[:6]}"
        return None
    tol = max(_TOL.get(wd, 1e-5), _TOL.get(gd, 1e-5), options.get("tol", 0))
    try:
        ok = np.allclose(gv.astype(np.complex128), wv.astype(np.complex128), rtol=tol, atol=tol, equal_nan=True)
    except TypeError:
        ok = False
    if not ok:
        return f"values differ: {gv.ravel()[:6]} vs JAX's {wv.ravel()[:6]}"
    return None


def check(r, case):
    want, got = run(r, case)
    return compare(r, want, got)


# ------------------------------------------------------------------ xfails

def xfails():
    """{record id: {backend or '*': reason}} from ``jnp-xfails.txt``."""
    out = {}
    f = HERE / "jnp-xfails.txt"
    if not f.exists():
        return out
    for line in f.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, reason = line.split(" -- ", 1)
        rid, backends = head.split()
        for b in backends.split(","):
            out.setdefault(rid, {})[b] = reason.strip()
    return out


def expected_failure(rid, backend):
    x = xfails().get(rid, {})
    return x.get(backend) or x.get("*")


RECORD_IDS = [record_id(r) for r in RECORDS]
BY_ID = dict(zip(RECORD_IDS, RECORDS))
