"""The coverage driver of ``ivy_frontends.jax.lax``: JAX's own op records (``lax_records.json``:
name, arity, dtypes, input generator, tolerance of each element-wise op in ``tests/lax_test.py``'s
table) and the structural cases of ``lax_cases.py`` run on the frontend and on the real
``jax.lax`` with the same random inputs (0-d and empty arrays included); dtype, shape and values
are compared.

Modes (``IVY_OPINFO``, as the torch driver): ``ci`` runs each record on 2 of the 4 backends
(``spread``: a hash of its name), its first float and first integer dtype, three shapes; ``full``
runs every dtype and shape of every record on every backend. ``lax-xfails.txt`` lists the records
known to fail, per backend, with a reason.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import pathlib
import warnings

import numpy as np

import ivy

HERE = pathlib.Path(__file__).parent
BACKENDS = ("numpy", "torch", "jax", "tensorflow")
MODE = os.environ.get("IVY_OPINFO", "ci")
SLICE = MODE != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))


@functools.cache
def _torch_driver():
    spec = importlib.util.spec_from_file_location(
        "_frontends_opinfo_driver_lax", HERE.parent / "torch" / "opinfo_driver.py"
    )
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def backends_of(rid):
    return BACKENDS if MODE == "full" else _torch_driver().spread("lax:" + rid)


@functools.cache
def records():
    return json.loads((HERE / "lax_records.json").read_text())["records"]


def record_ids():
    return [r["id"] for r in records()]


@functools.cache
def cases():
    from lax_cases import CASES

    return {c.name: c for c in CASES}


@functools.cache
def xfails():
    """{record id: {backend: reason}} from ``lax-xfails.txt`` (``id backends|* reason``)."""
    out = {}
    for line in (HERE / "lax-xfails.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        rid, bks, reason = line.split(None, 2)
        for b in BACKENDS if bks == "*" else bks.split(","):
            out.setdefault(rid, {})[b] = reason
    return out


# ------------------------------------------------------------------ inputs


def np_dtype(name):
    if name == "bfloat16":
        import ml_dtypes

        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(name)


def backend_holds(name):
    try:
        return ivy.valid_dtype(name) if hasattr(ivy, "valid_dtype") else True
    except Exception:  # noqa: BLE001
        return False


def make(rng, shape, dtype, kind):
    """A random array of ``shape``/``dtype`` from JAX's generator ``kind`` (its rng names)."""
    return np.asarray(_make(rng, shape, dtype, kind))


def _make(rng, shape, dtype, kind):
    d = np_dtype(dtype)
    k = d.kind if d.name != "bfloat16" else "f"
    size = int(np.prod(shape)) if shape else 1
    kind = kind.replace("rand_", "")
    if kind.startswith("idx:"):
        return rng.integers(-1, int(kind[4:]), size=shape).astype(d)
    if kind.startswith("shift:"):
        return rng.integers(0, int(kind[6:]), size=shape).astype(d)
    if kind.startswith("range:"):
        return rng.integers(0, int(kind[6:]), size=shape).astype(d)
    if kind.startswith("uniq:"):  # index vectors (last axis) with distinct first entries
        rows = int(np.prod(shape[:-1])) if shape else 1
        cols = [rng.permutation(max(int(kind[5:]), rows))[:rows] for _ in range(shape[-1] if shape else 1)]
        return np.stack(cols, axis=-1).reshape(shape).astype(d)
    if kind == "bool" or k == "b":
        return rng.random(shape) < 0.5
    if kind == "halves":
        return np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.49], dtype=d)[:size].reshape(shape)
    if kind == "nans":
        v = rng.standard_normal(shape).astype(d)
        v.reshape(-1)[::3] = np.nan
        return v
    if kind == "spd":
        a = rng.standard_normal(shape)
        return (a @ a.T + shape[0] * np.eye(shape[0])).astype(d)
    if kind == "tri":
        return (np.tril(rng.standard_normal(shape)) + 3 * np.eye(shape[0])).astype(d)
    if k in "iu":
        info = np.iinfo(d)
        if kind in ("fullrange",):
            return rng.integers(info.min, int(info.max) + 1, size=shape, dtype=np.int64).astype(d)
        if kind == "fullsmall":
            v = rng.integers(-100, 100, size=shape)
            return v.astype(d) if info.min < 0 else np.abs(v).astype(d)
        lo, hi = (1, 9) if kind in ("positive", "nonzero") else (max(info.min, -9), min(info.max, 9))
        if kind == "nonzero" and info.min < 0:
            v = rng.integers(1, 9, size=shape) * rng.choice([-1, 1], size=shape)
            return v.astype(d)
        return rng.integers(lo, hi + 1, size=shape).astype(d)
    real = np.float32 if d.itemsize <= 8 or d.kind == "f" else np.float64

    def draw():
        if kind == "small":
            return rng.standard_normal(shape) * 1.0
        if kind == "positive":
            return rng.random(shape) * 3 + 0.1
        if kind == "nonzero":
            v = rng.standard_normal(shape) * 3
            return np.where(np.abs(v) < 0.1, 0.5, v)
        if kind == "uniform":
            return rng.random(shape) * 0.98 + 0.01
        if kind == "some_equal":
            v = rng.standard_normal(shape) * 3
            return np.where(rng.random(shape) < 0.5, 1.0, v)
        return rng.standard_normal(shape) * 3

    if d.kind == "c":
        return (draw() + 1j * draw()).astype(d)
    v = draw().astype(real)
    return v.astype(d)


def shapes_for(rec):
    nargs = rec["nargs"]
    base = [(), (3,), (2, 3, 4), (0,)]
    out = [tuple([s] * nargs) for s in base]
    if nargs == 2:
        out.append(((3, 4), (3, 1)))
    if SLICE:  # a CI slice of torch/jax/tensorflow: one shape (numpy's run has 0-d and empty ones)
        return out[1:2]
    if MODE != "full":
        out = out[:2] + [out[3]]
    return out


def dtypes_for(rec):
    ds = [d for d in rec["dtypes"] if backend_holds(d)]
    if MODE == "full":
        return ds
    first = [d for d in ds if d in ("float32", "complex64", "bool")][:1] or ds[:1]
    if SLICE:
        return first
    ints = [d for d in ds if np_dtype(d).kind in "iu"][:1]
    return list(dict.fromkeys(first + ints))


# ------------------------------------------------------------------ comparison

BASE_TOL = {
    "bfloat16": 2e-2,
    "float16": 4e-3,
    "float32": 2e-5,
    "complex64": 2e-5,
    "float64": 1e-12,
    "complex128": 1e-12,
}


def to_np(x):
    from ivy_frontends.jax._array import Array

    if isinstance(x, Array):
        v = ivy.to_numpy(x._data)
        return np.asarray(v)
    return np.asarray(x)


def compare(got, want, tol, what):
    """None if the frontend's ``got`` matches JAX's ``want`` (pytrees of arrays), else a message."""
    import jax

    gl, gt = _leaves(got)
    wl, wt = jax.tree_util.tree_flatten(want)
    if len(gl) != len(wl):
        return f"{what}: {len(gl)} outputs, JAX gives {len(wl)}"
    for g, w in zip(gl, wl):
        # the frontend's own dtype (a host copy of a torch/TensorFlow bfloat16 array is float32)
        gd = g.dtype.name if hasattr(g, "_data") else str(np.asarray(g).dtype)
        g, w = to_np(g), np.asarray(w)
        wd = str(w.dtype)
        if gd != wd:
            return f"{what}: dtype {gd}, JAX gives {wd}"
        if wd == "bfloat16":
            g = g.astype(np.float32)
        if g.shape != w.shape:
            return f"{what}: shape {g.shape}, JAX gives {w.shape}"
        if w.size == 0:
            continue
        if w.dtype.kind in "biu":
            if not np.array_equal(g, w):
                return f"{what}: values differ\n got {g}\nwant {w}"
            continue
        t = max(
            BASE_TOL.get(wd, 1e-6), (tol or {}).get(wd.replace("16", "16"), 0) if isinstance(tol, dict) else (tol or 0)
        )
        gf, wf = (
            g.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
            w.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
        )
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ok = np.isclose(gf, wf, rtol=t, atol=t, equal_nan=True)
        if not ok.all():
            return f"{what}: values differ (tol {t})\n got {g.ravel()[:8]}\nwant {w.ravel()[:8]}"
    return None


def _leaves(x):
    from ivy_frontends.jax import tree_util

    return tree_util.tree_flatten(x)


def _frontend_arg(v):
    import ivy_frontends.jax.numpy as jnp

    if isinstance(v, np.ndarray) and v.dtype.name == "bfloat16":
        # NumPy has no bfloat16 of its own (ml_dtypes'): convert through float32 (exact)
        from ivy_frontends.jax._array import wrap

        f32 = ivy.asarray(v.astype(np.float32))
        return wrap(ivy.astype(f32._data if isinstance(f32, ivy.Array) else f32, ivy.bfloat16))
    return jnp.asarray(v) if isinstance(v, np.ndarray) else v


def _jax_x32():
    """JAX's defaults (x64 off) for the ground truth: ivy's JAX backend turns x64 on globally."""
    import jax

    return jax.enable_x64(False)


def run_record(rec, seed=0):
    """None if ``rec`` (an op record) matches JAX on the current backend, else what differed."""
    import jax.lax as real_lax

    import ivy_frontends.jax.lax as lax

    op, real = getattr(lax, rec["op"], None), getattr(real_lax, rec["op"])
    if op is None:
        return f"lax.{rec['op']} missing"
    rng = np.random.default_rng(seed)
    for dtype in dtypes_for(rec):
        for shapes in shapes_for(rec):
            args = [make(rng, s, dtype, rec["rng"]) for s in shapes]
            what = f"{rec['id']}{tuple(a.shape for a in args)} {dtype}"
            try:
                with warnings.catch_warnings(), _jax_x32():
                    warnings.simplefilter("ignore")
                    want = real(*args)
            except Exception:  # noqa: BLE001  (JAX refuses these inputs: so must the frontend)
                try:
                    op(*[_frontend_arg(a) for a in args])
                except Exception:  # noqa: BLE001
                    continue
                return f"{what}: JAX raises, the frontend does not"
            try:
                got = op(*[_frontend_arg(a) for a in args])
            except Exception as e:  # noqa: BLE001
                return f"{what}: raised {type(e).__name__}: {e}"
            msg = compare(got, want, rec.get("tol"), what)
            if msg:
                return msg
    return None


def run_case(c, seed=0):
    """None if structural case ``c`` matches JAX on the current backend, else what differed."""
    import jax.lax as real_lax
    import jax.numpy as real_jnp

    import ivy_frontends.jax.lax as lax
    import ivy_frontends.jax.numpy as jnp

    rng = np.random.default_rng(seed)
    args = [make(rng, s, d, k) for s, d, k in c.inputs]
    try:
        with warnings.catch_warnings(), _jax_x32():
            warnings.simplefilter("ignore")
            want = c.call(real_lax, real_jnp, *args)
    except Exception as e:  # noqa: BLE001
        return f"{c.name}: JAX itself raised {type(e).__name__}: {e}"
    try:
        got = c.call(lax, jnp, *[_frontend_arg(a) for a in args])
    except Exception as e:  # noqa: BLE001
        return f"{c.name}: raised {type(e).__name__}: {e}"
    return compare(got, want, 1e-4, c.name)


def all_ids():
    return [("op", r["id"]) for r in records()] + [("case", n) for n in cases()]


def run(kind, rid):
    if kind == "op":
        rec = next(r for r in records() if r["id"] == rid)
        return run_record(rec)
    return run_case(cases()[rid])
