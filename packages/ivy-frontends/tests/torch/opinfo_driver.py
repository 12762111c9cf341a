"""PyTorch's operator database (``op_db``) as the coverage driver of ``ivy_frontends.torch``.

For each OpInfo (one record per operator and variant): its samples
(``op.sample_inputs("cpu", dtype)``) are converted to frontend tensors, run through the
frontend's function (``torch.<name>``, found by name), its Tensor method (``x.<name>(...)``) and
its in-place method (``x.<name>_(...)``), and compared with real torch's results: dtype, shape
and values (per-dtype tolerances), NaN where torch has NaN; where torch raises for a sample,
the frontend must raise too. Random ops are compared by shape and dtype only.

Modes (``IVY_OPINFO``):

- ``ci`` (default): each op on 2 of the 4 backends (chosen by a hash of its name, so each
  backend runs half the ops and every op runs twice; with ``IVY_FRONTENDS_SLICE`` set, a torch/jax/
  tensorflow run keeps a quarter of the ops: see ``spread``), float32 (or the op's first supported
  dtype) and one integer dtype, ``CI_SAMPLES`` samples per dtype.
- ``full``: every op on every backend, every supported dtype the backend holds,
  ``FULL_SAMPLES`` samples per dtype.

The xfail files (``*-xfails.txt`` beside this module) list ``op[.variant] backends reason`` for
each op that does not match torch; tests assert every other op matches, and the pass rate
computed from them.
"""

from __future__ import annotations

import functools
import itertools
import math
import os
import pathlib
import zlib

import numpy as np

import ivy

HERE = pathlib.Path(__file__).parent
BACKENDS = ("numpy", "torch", "jax", "tensorflow")
# Backends outside the pair rotation: MXNet (a venv of its own, NumPy 1.23, no jax/tensorflow) runs
# every case in CI mode, one in MXNET_THIN of them in a slice (a second hash of the name), all in full.
EXTRA = ("mxnet",)
MODE = os.environ.get("IVY_OPINFO", "ci")
# The CI slice of a backend's run (nox sets it to the backend's name for torch/jax/tensorflow): fewer
# OpInfo ops and nn cases (see ``spread``), backend-independent tests left to the numpy run.
SLICE = MODE != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))
CI_SAMPLES = 1
MXNET_THIN = 2
FULL_SAMPLES = 12

# OpInfos that are not part of the torch namespace a user calls: CUDA-, sparse- or
# quantization-specific, or private ATen kernels of internal use (names starting with "_",
# torch.ops.aten.*), each with the reason.
EXCLUDED = {
    "jiterator_2inputs_2outputs": "CUDA-specific (jiterator)",
    "jiterator_4inputs_with_extra_args": "CUDA-specific (jiterator)",
    "jiterator_binary": "CUDA-specific (jiterator)",
    "jiterator_binary_return_by_ref": "CUDA-specific (jiterator)",
    "jiterator_unary": "CUDA-specific (jiterator)",
    "torch._scaled_mm": "CUDA-specific (float8 matmul)",
    "torch._scaled_mm_v2": "CUDA-specific (float8 matmul)",
    "torch.ops.aten._flash_attention_forward": "CUDA-specific kernel",
    "torch.ops.aten._efficient_attention_forward": "CUDA-specific kernel",
    "torch.ops.aten._safe_softmax.default": "private ATen kernel",
    "sparse.mm": "sparse-specific",
    "sparse.sampled_addmm": "sparse-specific",
    "to_sparse": "sparse-specific",
    "_batch_norm_with_update": "private ATen kernel",
    "_native_batch_norm_legit": "private ATen kernel",
    "_segment_reduce": "private ATen kernel",
    "_softmax_backward_data": "private ATen kernel (autograd's)",
    "_unsafe_masked_index": "private ATen kernel",
    "_unsafe_masked_index_put_accumulate": "private ATen kernel",
    "_upsample_bilinear2d_aa": "private ATen kernel",
    "_chunk_cat": "private ATen kernel",
    "max_pool2d_with_indices_backward": "autograd's backward kernel",
    "native_dropout_backward": "autograd's backward kernel",
    "native_batch_norm": "ATen kernel (torch.nn.functional.batch_norm is the API)",
    "native_layer_norm": "ATen kernel (torch.nn.functional.layer_norm is the API)",
    "native_group_norm": "ATen kernel (torch.nn.functional.group_norm is the API)",
    "hash_tensor": "a hash of the bit pattern, no mathematical meaning",
    "slice": "ATen operator (aten.slice) with no torch-namespace function",
}

# Ops whose results are random draws or uninitialized memory: shape and dtype are compared.
RANDOM = {
    "bernoulli", "cauchy", "exponential", "geometric", "log_normal", "multinomial", "normal", "uniform",
    "rand_like", "randn_like", "randint_like", "randint", "randn", "empty", "empty_like", "empty_strided",
    "empty_permuted", "new_empty", "new_empty_strided", "nn.functional.dropout", "nn.functional.dropout2d",
    "nn.functional.dropout3d", "nn.functional.alpha_dropout", "nn.functional.feature_alpha_dropout",
    "nn.functional.rrelu", "nn.functional.fractional_max_pool2d", "nn.functional.fractional_max_pool3d",
    "nn.functional.gumbel_softmax", "nonzero_static",
}

# per-op tolerance (rtol, atol) overrides, for float32/complex64 samples.
TOLERANCE = {
    # float32 algorithms differ (scaling and squaring with Pade vs Taylor): ~1e-3 relative apart
    "matrix_exp": (1e-2, 1e-3), "linalg.matrix_exp": (1e-2, 1e-3),
}


# per-op (rtol, atol) floors for double precision: ops where torch itself is less accurate than
# float64 (checked against SciPy: torch's Bessel functions are ~1e-7 relative off, the frontend's
# series/asymptotic expansions ~1e-12), or where torch's result is an approximation.
TOLERANCE64 = {
    "special.bessel_j0": (1e-6, 1e-6), "special.bessel_j1": (1e-6, 1e-6), "special.bessel_y0": (1e-5, 1e-6),
    "special.bessel_y1": (1e-5, 1e-6), "special.modified_bessel_k0": (1e-6, 1e-10),
    "special.modified_bessel_k1": (1e-6, 1e-10), "special.scaled_modified_bessel_k0": (1e-6, 1e-10),
    "special.scaled_modified_bessel_k1": (1e-6, 1e-10), "special.airy_ai": (1e-6, 1e-10),
    # randomized subspace iterations in torch, the exact truncated SVD here
    "svd_lowrank": (1e-2, 1e-3), "pca_lowrank": (1e-2, 1e-3),
}


def _tol(op_name, dtype_name):
    if dtype_name in ("float16", "complex32"):
        return 2e-2, 2e-2
    if dtype_name == "bfloat16":
        return 4e-2, 4e-2
    if dtype_name in ("float32", "complex64"):
        r, a = TOLERANCE.get(op_name, (2e-4, 2e-5))
        r64, a64 = TOLERANCE64.get(op_name, (0, 0))
        return max(r, r64), max(a, a64)
    if dtype_name in ("float64", "complex128"):
        return TOLERANCE64.get(op_name, (1e-7, 1e-9))
    return 0, 0


@functools.cache
def op_db():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db as db
    return tuple(db)


def op_id(op):
    return op.name + ("." + op.variant_test_name if op.variant_test_name else "")


def is_nn(op):
    return op.name.startswith("nn.")


def selected_ops(group="torch"):
    """The OpInfos of ``group`` ("torch": all but nn.*; "nn": nn.*), excluded ones left out."""
    out = []
    for op in op_db():
        if op.name in EXCLUDED:
            continue
        if (group == "nn") != is_nn(op):
            continue
        out.append(op)
    return out


def spread(key):
    """The backends a CI case named ``key`` runs on: 2 of the 4 by a hash of the name (every backend
    runs half of the cases, every case runs twice); under ``IVY_FRONTENDS_SLICE`` (the CI slice of a
    backend other than numpy) only the first of the two, and numpy where it is the second (every case
    still runs on at least one backend; numpy's run, never sliced, keeps its half). mxnet (``EXTRA``)
    runs every case, one in ``MXNET_THIN`` under ``IVY_FRONTENDS_SLICE``."""
    i = zlib.crc32(key.encode()) % 4
    pair = (BACKENDS[i], BACKENDS[(i + 1) % 4])
    if SLICE:
        mx = EXTRA if zlib.crc32(("mxnet:" + key).encode()) % MXNET_THIN == 0 else ()
        return tuple(b for b in pair if b == pair[0] or b == "numpy") + mx
    return pair + EXTRA


def backends_of(op):
    """The backends an op runs on in this mode (CI: :func:`spread` of its id; full: all)."""
    if MODE == "full":
        return BACKENDS + EXTRA
    return spread(op_id(op))


# ------------------------------------------------------------------ xfails

@functools.cache
def xfails():
    """{op_id: {backend: reason}} from every ``*-xfails.txt`` beside this module."""
    out = {}
    for f in sorted(HERE.glob("*-xfails.txt")):
        for line in f.read_text().splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            name, where = parts[0], parts[1]
            reason = parts[2] if len(parts) > 2 else ""
            bs = BACKENDS + EXTRA if where == "all" else tuple(where.split(","))
            for b in bs:
                out.setdefault(name, {})[b] = reason
    return out


def xfail_reason(op, backend, variant="function"):
    key = op_id(op) if variant == "function" else f"{op_id(op)}:{variant}"
    r = xfails().get(key, {}).get(backend)
    if r is None and variant != "function":
        r = xfails().get(f"{op_id(op)}:*", {}).get(backend)
    if r is None:
        r = xfails().get(f"{op_id(op)}:all", {}).get(backend)
    return r


# ------------------------------------------------------------------ conversion

def _fe():
    import ivy_frontends.torch as fe

    return fe


def held_dtypes():
    return {d.name for d in ivy.current_backend().supported_dtypes()}


def to_frontend(x):
    """Real torch objects (tensors, dtypes, devices, sizes, nests) as frontend ones."""
    import torch

    fe = _fe()
    if isinstance(x, torch.Tensor):
        if x.layout != torch.strided:
            raise NotImplementedError("non-strided tensor")
        name = str(x.dtype).split(".")[1]
        dt = getattr(fe, name)
        a = x.detach().resolve_conj().resolve_neg()
        if name == "bfloat16":
            return fe.tensor(a.float().numpy(), dtype=dt)
        return fe.tensor(a.numpy(), dtype=dt)
    if isinstance(x, torch.dtype):
        return getattr(fe, str(x).split(".")[1])
    if isinstance(x, torch.device):
        return fe.device(str(x))
    if isinstance(x, torch.Size):
        return fe.Size(tuple(x))
    if isinstance(x, torch.memory_format):
        return getattr(fe, str(x).split(".")[1])
    if isinstance(x, torch.layout):
        return getattr(fe, str(x).split(".")[1])
    if isinstance(x, torch.Generator):
        return None
    if isinstance(x, list):
        return [to_frontend(v) for v in x]
    if isinstance(x, tuple):
        return tuple(to_frontend(v) for v in x)
    if isinstance(x, dict):
        return {k: to_frontend(v) for k, v in x.items()}
    return x


def dtypes_used(x, acc):
    import torch

    if isinstance(x, torch.Tensor):
        acc.add(str(x.dtype).split(".")[1])
    elif isinstance(x, torch.dtype):
        acc.add(str(x).split(".")[1])
    elif isinstance(x, (list, tuple)):
        for v in x:
            dtypes_used(v, acc)
    elif isinstance(x, dict):
        for v in x.values():
            dtypes_used(v, acc)
    return acc


# ------------------------------------------------------------------ comparison

class Mismatch(AssertionError):
    pass


def _np(t):
    fe = _fe()
    d = t._data
    if t.dtype is fe.bfloat16:
        d = ivy.astype(d, ivy.float32)
    return np.asarray(ivy.to_numpy(d))


def _phase_normalize(v, ax):
    """Eigen/singular vectors up to a unit factor per vector: divide by the phase of the largest entry."""
    idx = np.argmax(np.abs(v), axis=ax)
    big = np.take_along_axis(v, np.expand_dims(idx, ax), axis=ax)
    ph = big / np.where(np.abs(big) == 0, 1, np.abs(big))
    return v / np.where(ph == 0, 1, ph)


def _np_t(x):
    import torch

    if isinstance(x, torch.Tensor):
        x = x.detach().resolve_conj().resolve_neg()
        return (x.float() if x.dtype == torch.bfloat16 else x).numpy()
    return _np(x)


# results that are unique only up to a unit factor per vector: (position in the result, vector axis)
VECTOR_RESULTS = {
    "linalg.eig": [(1, -2)], "linalg.eigh": [(1, -2)], "linalg.svd": [(0, -2), (2, -1)], "svd": [(0, -2), (2, -2)],
    "svd_lowrank": [(0, -2), (2, -2)], "pca_lowrank": [(0, -2), (2, -2)],
}
# results whose order torch leaves unspecified ("the eigenvalues are not guaranteed to be in any specific
# order"): sorted (with their vectors) on both sides before comparing
UNORDERED = {"linalg.eig", "linalg.eigvals"}


def _arg(s, pos, name, default):
    if name in s.kwargs:
        return s.kwargs[name]
    return s.args[pos] if len(s.args) > pos else default


# ops whose indices of tied values are implementation-defined (torch's quickselect / partial sort):
# the frontend's indices must select the same values. op name -> sample -> (dim, keepdim)
TIES = {
    "topk": lambda s: (_arg(s, 1, "dim", -1), True),
    "kthvalue": lambda s: (_arg(s, 1, "dim", -1), _arg(s, 2, "keepdim", False)),
    "sort": lambda s: (_arg(s, 0, "dim", -1), True),  # unstable sorts: ties in any order
    "mode": lambda s: (_arg(s, 0, "dim", -1), _arg(s, 1, "keepdim", False)),  # any index of the mode
}
# ops returning only indices whose ties are implementation-defined: op -> sample -> dim
TIE_INDICES = {"argsort": lambda s: _arg(s, 0, "dim", -1)}


def _check_ties(s, ours_idx, theirs_idx, dim_keep):
    import torch

    dim, keep = dim_keep
    x = s.input
    if x.ndim == 0:
        return
    oi = torch.from_numpy(np.asarray(_np(ours_idx)))
    ti = theirs_idx
    if not keep:
        oi, ti = oi.unsqueeze(dim), ti.unsqueeze(dim)
    a = torch.take_along_dim(x, oi, dim)
    b = torch.take_along_dim(x, ti, dim)
    if not torch.equal(a, b) and not (torch.isnan(a) & torch.isnan(b) | (a == b)).all():
        raise Mismatch(f"out[1]: the indices select other values: {a.flatten()[:6]} vs {b.flatten()[:6]}")


def _sort_eig(vals, vecs=None):
    """Eigenvalues (and the eigenvector columns) in the order of (rounded real part, imaginary part)."""
    key = np.round(vals.real, 3) * 1e6 + np.round(vals.imag, 3)
    order = np.argsort(key, axis=-1, kind="stable")
    vals = np.take_along_axis(vals, order, axis=-1)
    if vecs is not None:
        vecs = np.take_along_axis(vecs, np.expand_dims(order, -2), axis=-1)
    return vals, vecs


def normalize(op_name, ours, theirs):
    """(ours, theirs) with the non-unique parts of decompositions made canonical on both sides."""
    if op_name == "linalg.eigvals":
        return [_sort_eig(_np_t(ours))[0]], [_sort_eig(_np_t(theirs))[0]]
    spec = VECTOR_RESULTS.get(op_name)
    if spec is None or not isinstance(theirs, (tuple, list)):
        return ours, theirs
    o, t_ = list(_np_t(v) for v in ours), list(_np_t(v) for v in theirs)
    if op_name in UNORDERED:
        o[0], o[1] = _sort_eig(o[0], o[1])
        t_[0], t_[1] = _sort_eig(t_[0], t_[1])
    for pos, ax in spec:
        if pos < len(o) and o[pos].size and t_[pos].size:
            o[pos] = _phase_normalize(o[pos], ax)
            t_[pos] = _phase_normalize(t_[pos], ax)
    return o, t_


def compare_arrays(a, b, op_name, dtype_name, where):
    rtol, atol = _tol(op_name, dtype_name)
    if a.shape != b.shape:
        raise Mismatch(f"{where}: shape {a.shape} != {b.shape}")
    if rtol == 0:
        if not np.array_equal(a, b, equal_nan=a.dtype.kind in "fc"):
            raise Mismatch(f"{where}: values differ: {a.ravel()[:6]} vs {b.ravel()[:6]}")
        return
    try:
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
    except AssertionError as e:
        raise Mismatch(f"{where}: {str(e).strip()[:600]}") from None


def compare(ours, theirs, op_name, random=False, where="out"):
    """Raise Mismatch unless frontend result ``ours`` matches real torch's ``theirs``."""
    import torch

    fe = _fe()
    if isinstance(theirs, torch.Tensor):
        if not isinstance(ours, fe.Tensor):
            raise Mismatch(f"{where}: expected a Tensor, got {type(ours).__name__}")
        td = str(theirs.dtype).split(".")[1]
        if str(ours.dtype) != str(theirs.dtype):
            raise Mismatch(f"{where}: dtype {ours.dtype} != {theirs.dtype}")
        if tuple(ours.shape) != tuple(theirs.shape):
            raise Mismatch(f"{where}: shape {tuple(ours.shape)} != {tuple(theirs.shape)}")
        if random:
            return
        a = _np(ours)
        b = theirs.detach().resolve_conj().resolve_neg()
        b = (b.float() if td == "bfloat16" else b).numpy()
        rtol, atol = _tol(op_name, td)
        if td == "bool" or rtol == 0:
            if not np.array_equal(a, b, equal_nan=a.dtype.kind in "fc"):
                bad = np.argwhere(~((a == b) | ((a != a) & (b != b)))).tolist() if a.shape else []
                raise Mismatch(f"{where}: values differ at {len(bad)} positions (first {bad[:3]}): "
                               f"{a.ravel()[:6]} vs {b.ravel()[:6]}")
            return
        try:
            if a.dtype.kind == "c":  # parts apart: NumPy calls -inf+4.5323601j and -inf+4.5323602j unequal
                np.testing.assert_allclose(a.real, b.real, rtol=rtol, atol=atol, equal_nan=True)
                np.testing.assert_allclose(a.imag, b.imag, rtol=rtol, atol=atol, equal_nan=True)
            else:
                np.testing.assert_allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
        except AssertionError as e:
            raise Mismatch(f"{where}: {str(e).strip()[:600]}") from None
        return
    if isinstance(theirs, (tuple, list)):
        if not isinstance(ours, (tuple, list)):
            raise Mismatch(f"{where}: expected a {type(theirs).__name__}, got {type(ours).__name__}")
        if len(ours) != len(theirs):
            raise Mismatch(f"{where}: {len(ours)} results != {len(theirs)}")
        if hasattr(theirs, "_fields") or type(theirs).__module__ == "torch.return_types":
            fields = [f for f in dir(type(theirs)) if not f.startswith("_") and f not in
                      ("count", "index", "n_fields", "n_sequence_fields", "n_unnamed_fields")]
            for f in fields:
                if not hasattr(ours, f):
                    raise Mismatch(f"{where}: result has no field {f!r}")
        for i, (o, t) in enumerate(zip(ours, theirs)):
            compare(o, t, op_name, random, f"{where}[{i}]")
        return
    if isinstance(theirs, torch.dtype):
        if str(ours) != str(theirs):
            raise Mismatch(f"{where}: {ours} != {theirs}")
        return
    if isinstance(theirs, (torch.Size,)):
        if tuple(ours) != tuple(theirs):
            raise Mismatch(f"{where}: {ours} != {theirs}")
        return
    if isinstance(theirs, float) and isinstance(ours, (int, float)):
        if random:
            return
        if not (math.isclose(ours, theirs, rel_tol=1e-5, abs_tol=1e-6) or (math.isnan(ours) and math.isnan(theirs))):
            raise Mismatch(f"{where}: {ours} != {theirs}")
        return
    if isinstance(theirs, complex) and isinstance(ours, (int, float, complex)):
        if not random and not (abs(ours - theirs) <= 1e-5 * max(1.0, abs(theirs))):
            raise Mismatch(f"{where}: {ours} != {theirs}")
        return
    if random and type(ours) is type(theirs):
        return
    if ours != theirs or type(ours) is not type(theirs):
        raise Mismatch(f"{where}: {ours!r} != {theirs!r}")


# ------------------------------------------------------------------ running

def resolve(name):
    """The frontend callable for an OpInfo name (``linalg.norm``, ``special.erf``), or None."""
    obj = _fe()
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def _meth(name):
    def call(fe, x, *args, **kwargs):
        return getattr(x, name)(*args, **kwargs)

    return call


def _attr(name):
    return lambda fe, x: getattr(x, name)


# OpInfos whose ``op`` is not ``torch.<name>`` (a lambda of common_methods_invocations): the same
# call on the frontend.
ADAPT = {
    "view": lambda fe, x, shape: x.view(shape),
    "view_as": lambda fe, x, other: x.view_as(other),
    "randn": lambda fe, *a, **k: fe.randn(*a, **k),
    "randn_like": lambda fe, x, *a, **k: fe.randn_like(x, *a, **k),
    "rand_like": lambda fe, x, *a, **k: fe.randn_like(x, *a, **k),
    "randint": lambda fe, *a, **k: fe.randint(*a, **k),
    "randint_like": lambda fe, x, *a, **k: fe.randint_like(x, *a, **k),
    "empty_strided": lambda fe, x, *a, **k: fe.empty_strided(x, *a, **k),
    "multinomial": lambda fe, x, *a, **k: fe.multinomial(x, *a, **k),
    "normal": lambda fe, x, *a, **k: fe.normal(x, *a, **k),
    "normal.in_place": lambda fe, x, *a, **k: x.normal_(*a, **k),
    "normal.number_mean": lambda fe, std, mean, *a, **k: fe.normal(mean, std, *a, **k),
    "bernoulli": lambda fe, x, *a, **k: fe.bernoulli(x, *a, **k),
    "unfold": lambda fe, x, *a: x.unfold(*a),
    "repeat": lambda fe, x, dims: x.repeat(dims),
    "resize_": lambda fe, x, shape: x.clone().resize_(shape),
    "resize_as_": lambda fe, x, other: fe.resize_as_(x.clone(), other),
    "zero_": lambda fe, x: fe.zero_(x.clone()),
    "T": _attr("T"), "H": _attr("H"), "mT": _attr("mT"), "mH": _attr("mH"),
    "where": lambda fe, x, condition, other, **k: fe.where(condition, x, other, **k),
    "linalg.lstsq.grad_oriented": lambda fe, a, b, driver: fe.linalg.lstsq(a, b, driver=driver)[:2],
    "linalg.pinv.singular": lambda fe, a, b: fe.linalg.pinv(a @ b.mT),
    "special.polygamma.special_polygamma_n_0": lambda fe, x, n, **k: fe.special.polygamma(n, x, **k),
    "expand": lambda fe, x, shape: x.expand(shape),
    "einsum": lambda fe, tensors, equation: fe.einsum(equation, tensors),
    "svd_lowrank": lambda fe, a, b, **k: fe.svd_lowrank(a @ b.mT, **k),
    "pca_lowrank": lambda fe, a, b, **k: fe.pca_lowrank(a @ b.mT, **k),
    "polygamma": lambda fe, x, n, **k: fe.polygamma(n, x, **k),
    "nn.functional.embedding": lambda fe, w, idx, **k: fe.nn.functional.embedding(idx, w, **k),
    "nn.functional.embedding_bag": lambda fe, w, idx, **k: fe.nn.functional.embedding_bag(idx, w, **k),
}
for _n in ("cauchy", "exponential", "geometric", "log_normal", "uniform"):
    ADAPT[_n] = _meth(_n + "_")
for _n in ("bfloat16", "bool", "byte", "char", "double", "float", "half", "int", "long", "short", "cdouble", "cfloat",
           "chalf", "new_zeros", "new_ones", "new_empty", "new_empty_strided", "new_full", "item", "contiguous",
           "to", "sum_to_size", "__getitem__", "reshape_as", "expand_as", "type_as"):
    ADAPT.setdefault(_n, _meth(_n))


def _real_attr(name):
    import torch

    obj = torch
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def function_impl(op):
    """The frontend callable ``f(x, *args, **kwargs)`` of the op's own ``op`` (None if missing)."""
    fe = _fe()
    key = op_id(op)
    ad = ADAPT.get(key) or ADAPT.get(op.name)
    if ad is not None:
        return functools.partial(ad, fe)
    real = _real_attr(op.name)
    if real is op.op or (real is not None and callable(real) and getattr(real, "__name__", None) ==
                         getattr(op.op, "__name__", "")):
        f = resolve(op.name)
        if f is not None and callable(f) and not isinstance(f, type(fe.float32)):
            return f
        if "." not in op.name and hasattr(fe.Tensor, op.name):
            return functools.partial(_meth(op.name), fe)
        return None
    mname = getattr(op.op, "__name__", "")
    if mname and mname != "<lambda>" and hasattr(fe.Tensor, mname):
        return functools.partial(_meth(mname), fe)
    return None


def _variant_name(fn, op, suffix=""):
    name = getattr(fn, "__name__", None)
    if not name or name == "<lambda>":
        name = op.name.split(".")[-1] + suffix
    return name


def variants(op):
    """The variants the frontend must provide: ("function", id) / ("method", name) / ("inplace", name)."""
    out = [("function", op_id(op))]
    if op.method_variant is not None:
        out.append(("method", _variant_name(op.method_variant, op)))
    if op.inplace_variant is not None:
        out.append(("inplace", _variant_name(op.inplace_variant, op, "_")))
    return out


def exists(op):
    """The variants the frontend lacks (empty: every variant exists)."""
    fe = _fe()
    missing = []
    for kind, name in variants(op):
        if kind == "function":
            if function_impl(op) is None:
                missing.append(f"function {op.name}")
        elif not hasattr(fe.Tensor, name):
            missing.append(f"{kind} {name}")
    return missing


def sample_dtypes(op):
    """The dtypes to draw samples in (this mode, the backend's dtypes)."""
    import torch

    sup = op.supported_dtypes("cpu")
    names = {str(d).split(".")[1]: d for d in sup}
    held = held_dtypes()
    ok = [n for n in names if n in held]
    if MODE == "full":
        return [names[n] for n in sorted(ok)]
    pick = []
    for cand in ("float32", "float64", "complex64", "bfloat16", "float16", "int64", "int32", "uint8", "bool"):
        if cand in ok:
            pick.append(cand)
            break
    if not pick and ok:
        pick.append(sorted(ok)[0])
    return [names[n] for n in pick if n in names] or ([torch.float32] if not sup else [])


def samples(op, dtype):
    import warnings

    k = FULL_SAMPLES if MODE == "full" else CI_SAMPLES
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return list(itertools.islice(op.sample_inputs("cpu", dtype), k))


def _call_real(fn, s):
    import warnings

    import torch

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.manual_seed(0)
        return fn(s.input, *s.args, **s.kwargs)


def run_variant(op, kind, name, s):
    """Run one sample of one variant on both sides; raise Mismatch on a difference. Returns
    "skip" when real torch itself cannot run the sample that way."""
    import torch

    fe = _fe()
    random = op.name in RANDOM or op_id(op) in RANDOM
    inp = s.input
    if kind == "function":
        try:
            theirs = _call_real(op.op, s)
            err = None
        except Exception as e:  # noqa: BLE001 - torch refusing a sample is a case to match
            theirs, err = None, e
        impl = function_impl(op)
        if impl is None:
            raise Mismatch(f"missing: torch.{op.name}")
        args, kwargs = to_frontend(list(s.args)), to_frontend(dict(s.kwargs))
        x = to_frontend(inp)
        call = lambda: impl(x, *args, **kwargs)  # noqa: E731
    elif kind == "method":
        try:
            theirs = _call_real(lambda i, *a, **k: getattr(i, name)(*a, **k), s)
            err = None
        except Exception as e:  # noqa: BLE001
            theirs, err = None, e
        x = to_frontend(inp)
        args, kwargs = to_frontend(list(s.args)), to_frontend(dict(s.kwargs))
        if not hasattr(x, name):
            raise Mismatch(f"missing: Tensor.{name}")
        call = lambda: getattr(x, name)(*args, **kwargs)  # noqa: E731
    else:
        if not isinstance(inp, torch.Tensor):
            return "skip"
        try:
            clone = inp.detach().clone()
            theirs = _call_real(lambda i, *a, **k: getattr(i, name)(*a, **k), type(s)(clone, args=s.args,
                                                                                           kwargs=s.kwargs))
            err = None
        except Exception as e:  # noqa: BLE001
            theirs, err = None, e
        x = to_frontend(inp.detach().clone())
        args, kwargs = to_frontend(list(s.args)), to_frontend(dict(s.kwargs))
        if not hasattr(x, name):
            raise Mismatch(f"missing: Tensor.{name}")
        call = lambda: getattr(x, name)(*args, **kwargs)  # noqa: E731
    fe.manual_seed(0)
    if err is None and not dtypes_used(theirs, set()) <= held_dtypes():
        return "skip"  # torch's result has a dtype this backend cannot hold (bfloat16 on numpy, complex32)
    if err is not None:
        try:
            call()
        except Exception:  # noqa: BLE001 - any refusal matches torch's refusal
            return "ok"
        raise Mismatch(f"torch raised {type(err).__name__}: {str(err)[:200]}; the frontend did not")
    try:
        ours = call()
    except Mismatch:
        raise
    except Exception as e:  # noqa: BLE001
        raise Mismatch(f"raised {type(e).__name__}: {str(e)[:300]}") from e
    if (op.name in VECTOR_RESULTS or op.name in UNORDERED) and not random:
        compare(ours, theirs, op.name, True)
        o, t_ = normalize(op.name, ours, theirs)
        tl = theirs if isinstance(theirs, (tuple, list)) else [theirs]
        for i, (a, b) in enumerate(zip(o, t_)):
            compare_arrays(a, b, op.name, str(tl[i].dtype).split(".")[1], f"out[{i}]")
    elif op.name in TIES and isinstance(theirs, tuple) and not random and not s.kwargs.get("stable"):
        compare(ours[0], theirs[0], op.name, False, "out[0]")
        compare(ours[1], theirs[1], op.name, True, "out[1]")
        _check_ties(s, ours[1], theirs[1], TIES[op.name](s))
    elif op.name in TIE_INDICES and not random and not s.kwargs.get("stable"):
        compare(ours, theirs, op.name, True)
        _check_ties(s, ours, theirs, (TIE_INDICES[op.name](s), True))
    else:
        compare(ours, theirs, op.name, random)
    if kind == "inplace":
        if ours is not x:
            raise Mismatch("in-place method did not return self")
        compare(x, clone, op.name, random, "self")
    return "ok"


def check_op(op, variant_kinds=("function", "method", "inplace")):
    """Every sample of every variant of ``op`` on the current backend; returns {kind: failure or None}."""
    result = {}
    vs = [v for v in variants(op) if v[0] in variant_kinds]
    dts = sample_dtypes(op)
    for kind, name in vs:
        failure = None
        for dt in dts:
            try:
                ss = samples(op, dt)
            except Exception:  # noqa: BLE001 - torch's own sample generator failing is not our failure
                continue
            for i, s in enumerate(ss):
                used = dtypes_used([s.input, list(s.args), dict(s.kwargs)], set())
                if not used <= held_dtypes() | {"complex32"} and used - held_dtypes():
                    continue
                try:
                    run_variant(op, kind, name, s)
                except Mismatch as e:
                    failure = f"{str(dt).split('.')[1]} sample {i}: {e}"
                    break
                except NotImplementedError:
                    continue
            if failure:
                break
        result[kind] = failure
    return result
