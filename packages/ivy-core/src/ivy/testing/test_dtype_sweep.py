"""Every dtype through every standard function that takes it, on one small fixed input.

The hypothesis tests draw a few dozen (dtype, shape, value) combinations per function and can miss
a dtype a framework has no kernel for (TensorFlow's ``Tile`` lacks uint16, so ``repeat`` of a
uint16 array failed, which array-api-tests found and these tests had not drawn). This module
runs each function once per dtype the backend holds (a 2 x 3 array, values 1..6 in an order
that sorting changes) on native arrays and on ``ivy.Array``, and compares with array-api-strict.

The dtype kinds follow the standard's signature of each function ("numeric", "real numeric", ...).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import ivy

from .helpers import (
    assert_same,
    expected_accumulation,
    lacking,
    other_float_dtypes,
    result_lacking,
    supported_dtypes,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
)

_VALUES = np.array([[3, 1, 2], [6, 5, 4]])
_IDX = np.array([2, 0], dtype=np.int64)


def _input(d):
    if d == ivy.bool:
        return (_VALUES % 2).astype(bool)
    a = _VALUES.astype(d.name)
    if ivy.isdtype(d, "complex floating"):
        a = a + 1j * a[::-1]
    return a


def _unary(kind, names):
    return {n: (kind, lambda m, c, a, n=n: getattr(m, n)(c(a))) for n in names.split()}


def _binary(kind, names):
    return {n: (kind, lambda m, c, a, n=n: getattr(m, n)(c(a), c(a[::-1]))) for n in names.split()}


# name -> (dtype kind, call(namespace, convert, a)); ``convert`` turns a NumPy array into the
# namespace's array. The namespace is ivy or array_api_strict: the standard's names in both.
_ANY = "any"
_CASES = {
    "broadcast_to": (_ANY, lambda m, c, a: m.broadcast_to(c(a), (2, 2, 3))),
    "broadcast_arrays": (_ANY, lambda m, c, a: m.broadcast_arrays(c(a), c(a[:1]))[1]),
    "concat": (_ANY, lambda m, c, a: m.concat([c(a), c(a)], axis=1)),
    "concat_none": (_ANY, lambda m, c, a: m.concat([c(a), c(a)], axis=None)),
    "stack": (_ANY, lambda m, c, a: m.stack([c(a), c(a)], axis=-1)),
    "expand_dims": (_ANY, lambda m, c, a: m.expand_dims(c(a), axis=1)),
    "flip": (_ANY, lambda m, c, a: m.flip(c(a), axis=1)),
    "moveaxis": (_ANY, lambda m, c, a: m.moveaxis(c(a), 0, 1)),
    "permute_dims": (_ANY, lambda m, c, a: m.permute_dims(c(a), (1, 0))),
    "repeat": (_ANY, lambda m, c, a: m.repeat(c(a), 2, axis=1)),
    "repeat_flat": (_ANY, lambda m, c, a: m.repeat(c(a), 2)),
    "repeat_array": (_ANY, lambda m, c, a: m.repeat(c(a), c(np.array([1, 3])), axis=0)),
    "reshape": (_ANY, lambda m, c, a: m.reshape(c(a), (3, 2))),
    "roll": (_ANY, lambda m, c, a: m.roll(c(a), 1, axis=1)),
    "roll_flat": (_ANY, lambda m, c, a: m.roll(c(a), -2)),
    "squeeze": (_ANY, lambda m, c, a: m.squeeze(c(a[:1]), axis=0)),
    "tile": (_ANY, lambda m, c, a: m.tile(c(a), (2, 2))),
    "unstack": (_ANY, lambda m, c, a: m.unstack(c(a), axis=1)[2]),
    "take": (_ANY, lambda m, c, a: m.take(c(a), c(_IDX), axis=1)),
    "take_along_axis": (_ANY, lambda m, c, a: m.take_along_axis(c(a), c(np.array([[2, 0, 1], [0, 0, 2]])), axis=1)),
    "where": (_ANY, lambda m, c, a: m.where(c(_VALUES > 2), c(a), c(a[::-1]))),
    "nonzero": (_ANY, lambda m, c, a: m.nonzero(c(a))[1]),
    "count_nonzero": (_ANY, lambda m, c, a: m.count_nonzero(c(a), axis=0)),
    "all": (_ANY, lambda m, c, a: m.all(c(a), axis=1)),
    "any": (_ANY, lambda m, c, a: m.any(c(a))),
    "zeros_like": (_ANY, lambda m, c, a: m.zeros_like(c(a))),
    "ones_like": (_ANY, lambda m, c, a: m.ones_like(c(a))),
    "tril": (_ANY, lambda m, c, a: m.tril(c(a))),
    "triu": (_ANY, lambda m, c, a: m.triu(c(a), k=1)),
    "asarray_copy": (_ANY, lambda m, c, a: m.asarray(c(a), copy=True)),
    "matrix_transpose": (_ANY, lambda m, c, a: m.matrix_transpose(c(a))),
    "unique_values": (_ANY, lambda m, c, a: m.sort(m.unique_values(c(a))) if a.dtype.kind not in "bc" else
                      m.unique_values(c(a))),
    "unique_counts": (_ANY, lambda m, c, a: m.unique_counts(c(a[:, :1]))[1]),
    "getitem_int_array": (_ANY, lambda m, c, a: c(a)[1, c(_IDX)]),
    "getitem_mask": (_ANY, lambda m, c, a: c(a)[c(_VALUES > 3)]),
    "getitem_slices": (_ANY, lambda m, c, a: c(a)[::-1, 1:]),
    "subtract": ("numeric", lambda m, c, a: m.subtract(c(a), c(a))),
    "add_scalar": ("numeric", lambda m, c, a: m.add(c(a), 1)),
    "pow": ("numeric", lambda m, c, a: m.pow(c(a), c(np.ones_like(a) * 2))),
    "sum": ("numeric", lambda m, c, a: m.sum(c(a), axis=1)),
    "prod": ("numeric", lambda m, c, a: m.prod(c(a), axis=0)),
    "cumulative_sum": ("numeric", lambda m, c, a: m.cumulative_sum(c(a), axis=1)),
    "cumulative_prod": ("numeric", lambda m, c, a: m.cumulative_prod(c(a), axis=0, include_initial=True)),
    "matmul": ("numeric", lambda m, c, a: m.matmul(c(a), m.matrix_transpose(c(a)))),
    "tensordot": ("numeric", lambda m, c, a: m.tensordot(c(a), c(a), axes=([1], [1]))),
    "vecdot": ("numeric", lambda m, c, a: m.vecdot(c(a), c(a[::-1]))),
    "max": ("real numeric", lambda m, c, a: m.max(c(a), axis=0)),
    "min": ("real numeric", lambda m, c, a: m.min(c(a))),
    "argmax": ("real numeric", lambda m, c, a: m.argmax(c(a), axis=1)),
    "argmin": ("real numeric", lambda m, c, a: m.argmin(c(a))),
    "sort": ("real numeric", lambda m, c, a: m.sort(c(a), axis=1, descending=True)),
    "argsort": ("real numeric", lambda m, c, a: m.argsort(c(a), axis=1)),
    "searchsorted": ("real numeric", lambda m, c, a: m.searchsorted(c(np.sort(a[0])), c(a[1]))),
    "clip": ("real numeric", lambda m, c, a: m.clip(c(a), 2, 4)),
    "diff": ("real numeric", lambda m, c, a: m.diff(c(a), axis=1)),
    "bitwise_left_shift": ("integral", lambda m, c, a: m.bitwise_left_shift(c(a), c(np.ones_like(a)))),
    "bitwise_right_shift": ("integral", lambda m, c, a: m.bitwise_right_shift(c(a), c(np.ones_like(a)))),
    "mean": ("floating", lambda m, c, a: m.mean(c(a), axis=0)),
    "std": ("real floating", lambda m, c, a: m.std(c(a), axis=1, correction=1)),
    # one-argument functions, and two-argument ones given the array and its rows reversed
    **_unary("numeric", "abs positive negative square sign round isnan isfinite conj real"),
    **_unary("floating", "sqrt exp expm1 log log1p sin cos tanh"),
    **_unary("complex floating", "imag"),
    **_unary("real numeric", "floor ceil trunc"),
    **_unary("integer or bool", "bitwise_invert"),
    **_unary("bool", "logical_not"),
    **_binary("any", "equal not_equal"),
    **_binary("numeric", "add multiply"),
    **_binary("floating", "divide pow"),
    **_binary("real numeric", "maximum minimum less less_equal greater greater_equal floor_divide remainder"),
    **_binary("real floating", "atan2 hypot logaddexp copysign nextafter"),
    **_binary("integer or bool", "bitwise_and bitwise_or bitwise_xor"),
    **_binary("bool", "logical_and logical_or logical_xor"),
}
_ACCUMULATING = frozenset({"sum", "prod", "cumulative_sum", "cumulative_prod"})


_KINDS = {_ANY: None, "floating": ("real floating", "complex floating"),
          "real numeric": ("integral", "real floating"), "integer or bool": ("integral", "bool"),
          "real or bool": ("integral", "real floating", "bool")}


def _kind_dtypes(kind):
    return supported_dtypes(_KINDS.get(kind, kind))


_PARAMS = [pytest.param(name, d, id=f"{name}-{d.name}") for name, (kind, _) in _CASES.items()
           for d in _kind_dtypes(kind)]


@pytest.mark.parametrize(("name", "dtype"), _PARAMS)
def test_every_dtype(name, dtype):
    import array_api_strict as xp

    call = _CASES[name][1]
    a = _input(dtype)
    expected = call(xp, to_strict, a)
    if name in _ACCUMULATING:
        expected = expected_accumulation(a, expected)
    if result_lacking(expected):  # (other tests check that such a call reports the dtype)
        pytest.skip(f"the result dtype {result_lacking(expected)} is one the backend lacks")
    if not name.startswith("getitem"):  # (indexing a native array is the framework's own)
        assert_same(call(ivy, to_native, a), expected, msg=f"{name} of native {dtype.name}")
    assert_same(call(ivy, to_ivy, a), expected, msg=f"{name} of ivy.Array {dtype.name}")


_ASTYPE = [pytest.param(s, t, id=f"{s.name}-{t.name}") for s in supported_dtypes() for t in supported_dtypes()
           if not (ivy.isdtype(s, "complex floating") and not ivy.isdtype(t, "complex floating"))]


@pytest.mark.parametrize(("source", "target"), _ASTYPE)
def test_astype_between_every_pair(source, target):
    """``astype`` from every dtype to every other (complex to real is not defined by the standard)."""
    import array_api_strict as xp

    a = _input(source)
    expected = xp.astype(to_strict(a), getattr(xp, target.name))
    assert_same(ivy.astype(to_native(a), target), expected)
    assert_same(ivy.astype(to_ivy(a), target), expected)


def _scatter_ref(a, rows, upd, add):
    r = a.copy()
    for i, u in zip(rows, upd):
        r[i] = r[i] + u if add else u
    return r


def _top_k_ref(a):
    return np.sort(a, axis=1)[:, ::-1][:, :2]  # the two largest of each row, descending


# ivy's superset functions that move or combine values, on every dtype: name -> (kind,
# ivy call(convert, a), NumPy reference(a)); the result keeps the input's dtype.
_SUPERSET = {
    "gather": (_ANY, lambda c, a: ivy.gather(c(a), c(_IDX), axis=1), lambda a: np.take(a, _IDX, axis=1)),
    "gather_nd": (_ANY, lambda c, a: ivy.gather_nd(c(a), c(np.array([[1, 2], [0, 0]]))), lambda a: a[[1, 0], [2, 0]]),
    "scatter_nd_replace": (_ANY, lambda c, a: ivy.scatter_nd(c(np.array([[0], [1]])), c(a[::-1]),
                                                             reduction="replace", tensor=c(a)), lambda a: a[::-1]),
    "scatter_nd_sum": ("numeric", lambda c, a: ivy.scatter_nd(c(np.array([[1], [1]])), c(a), reduction="sum",
                                                              tensor=c(a)),
                       lambda a: _scatter_ref(a, [1, 1], a, True)),
    "scatter_flat": ("numeric", lambda c, a: ivy.scatter_flat(c(_IDX), c(a[0, :2]), reduction="replace",
                                                              tensor=c(a[1])),
                     lambda a: _scatter_ref(a[1], _IDX, a[0, :2], False)),
    "put_along_axis": (_ANY, lambda c, a: ivy.put_along_axis(c(a), c(np.array([[2], [0]])), c(a[:, :1]), 1),
                       lambda a: _put(a)),
    "flatten": (_ANY, lambda c, a: ivy.flatten(c(a)), lambda a: a.reshape(-1)),
    "swapaxes": (_ANY, lambda c, a: ivy.swapaxes(c(a), 0, 1), lambda a: a.swapaxes(0, 1)),
    "rot90": (_ANY, lambda c, a: ivy.rot90(c(a), k=3), lambda a: np.rot90(a, 3)),
    "split": (_ANY, lambda c, a: ivy.split(c(a), num_or_size_splits=[1, 2], axis=1)[1], lambda a: a[:, 1:]),
    "pad_constant": (_ANY, lambda c, a: ivy.pad(c(a), ((1, 0), (0, 2))), lambda a: np.pad(a, ((1, 0), (0, 2)))),
    "pad_reflect": (_ANY, lambda c, a: ivy.pad(c(a), 1, mode="reflect"), lambda a: np.pad(a, 1, mode="reflect")),
    "pad_symmetric": (_ANY, lambda c, a: ivy.pad(c(a), 2, mode="symmetric"),
                      lambda a: np.pad(a, 2, mode="symmetric")),
    "pad_edge": (_ANY, lambda c, a: ivy.pad(c(a), 1, mode="edge"), lambda a: np.pad(a, 1, mode="edge")),
    "pad_wrap": (_ANY, lambda c, a: ivy.pad(c(a), 1, mode="wrap"), lambda a: np.pad(a, 1, mode="wrap")),
    "argwhere": (_ANY, lambda c, a: ivy.argwhere(c(a)), lambda a: np.argwhere(a)),
    "nonzero_size": (_ANY, lambda c, a: ivy.nonzero(c(a), size=8, fill_value=-1)[1],
                     lambda a: np.concatenate([np.nonzero(a)[1], -np.ones(8 - np.count_nonzero(a), np.int64)])),
    "top_k": ("real or bool", lambda c, a: ivy.top_k(c(a), 2).values, _top_k_ref),
    "kron": ("numeric", lambda c, a: ivy.kron(c(a), c(a[:1, :2])), lambda a: np.kron(a, a[:1, :2])),
    "einsum": ("numeric", lambda c, a: ivy.einsum("ij,kj->ik", c(a), c(a)), lambda a: np.einsum("ij,kj->ik", a, a)),
    "skew_symmetric": ("numeric", lambda c, a: ivy.vector_to_skew_symmetric_matrix(c(a)),
                       lambda a: np.stack([np.cross(np.eye(3, dtype=a.dtype), v) for v in a])),
}


def _put(a):
    r = a.copy()
    np.put_along_axis(r, np.array([[2], [0]]), a[:, :1], 1)
    return r


_SUPERSET_PARAMS = [pytest.param(name, d, id=f"{name}-{d.name}") for name, (kind, _, _) in _SUPERSET.items()
                    for d in _kind_dtypes(kind)]


@pytest.mark.parametrize(("name", "dtype"), _SUPERSET_PARAMS)
def test_every_dtype_superset(name, dtype):
    _, call, ref = _SUPERSET[name]
    a = _input(dtype)
    expected = ref(a)
    if name not in ("argwhere", "nonzero_size"):
        expected = expected.astype(a.dtype)
    assert_same(call(to_native, a), expected, msg=f"{name} of native {dtype.name}")
    assert_same(call(to_ivy, a), expected, msg=f"{name} of ivy.Array {dtype.name}")


# ------------------------------------------------------------------ float dtypes of the nn functions

def _float_inputs():
    """Fixed float32 inputs of the nn/math functions below (a seeded generator)."""
    rng = np.random.default_rng(0)

    def u(*shape, lo=-1.0, hi=1.0):
        return rng.uniform(lo, hi, shape).astype(np.float32)

    spd = u(3, 3)
    p = np.exp(u(2, 5))
    return {
        "x": u(2, 5), "x4": u(2, 8, 8, 3), "f2": u(3, 3, 3, 4), "x1": u(2, 8, 3), "f1": u(3, 3, 4),
        "x3": u(1, 4, 4, 4, 2), "f3": u(2, 2, 2, 2, 3), "fd": u(3, 3, 3), "w": u(4, 5), "bias": u(4),
        "ft1": u(3, 4, 3), "ft2": u(3, 3, 4, 3), "nchw": u(1, 3, 4, 4), "bn": u(2, 4, 3), "mean": u(3),
        "var": u(3, lo=0.5, hi=1.5), "g": u(2, 4, 6), "q": u(1, 3, 4), "p": p / p.sum(-1, keepdims=True),
        "t": (u(2, 5) > 0).astype(np.float32), "pr": u(2, 5, lo=0.1, hi=0.9), "pos": u(2, 5, lo=0.5, hi=3.0),
        "small": u(3, 3, lo=-0.3, hi=0.3), "spd": spd @ spd.T + 3 * np.eye(3, dtype=np.float32),
        "a": u(4, 3), "b": u(4, 2), "grid": u(1, 5, 3, 2, lo=-1.2, hi=1.2),
    }


# name -> call(inputs as ivy.Arrays of one float dtype)
_FLOAT_CASES = {
    **{n: (lambda A, n=n: getattr(ivy, n)(A["x"])) for n in (
        "relu", "leaky_relu", "gelu", "sigmoid", "log_softmax", "silu", "mish", "elu", "selu", "hardswish", "erf",
        "sinc")},
    "gelu_tanh": lambda A: ivy.gelu(A["x"], approximate=True),
    "softmax": lambda A: ivy.softmax(A["x"], axis=-1),
    "softplus": lambda A: ivy.softplus(A["x"], beta=2, threshold=1.5),
    "linear": lambda A: ivy.linear(A["x"], A["w"], bias=A["bias"]),
    "conv1d": lambda A: ivy.conv1d(A["x1"], A["f1"], 1, "SAME"),
    "conv2d": lambda A: ivy.conv2d(A["x4"], A["f2"], 1, "VALID"),
    "conv2d_strided": lambda A: ivy.conv2d(A["x4"], A["f2"], 2, "SAME"),
    "conv3d": lambda A: ivy.conv3d(A["x3"], A["f3"], 1, "SAME"),
    "conv1d_transpose": lambda A: ivy.conv1d_transpose(A["x1"], A["ft1"], 2, "SAME"),
    "conv2d_transpose": lambda A: ivy.conv2d_transpose(A["x4"], A["ft2"], 2, "VALID"),
    "depthwise_conv2d": lambda A: ivy.depthwise_conv2d(A["x4"], A["fd"], 1, "SAME"),
    "max_pool1d": lambda A: ivy.max_pool1d(A["x1"], 2, 2, "VALID"),
    "max_pool2d": lambda A: ivy.max_pool2d(A["x4"], 2, 2, "VALID"),
    "avg_pool2d": lambda A: ivy.avg_pool2d(A["x4"], 3, 2, "SAME"),
    "adaptive_avg_pool2d": lambda A: ivy.adaptive_avg_pool2d(A["x4"], 3),
    **{f"interpolate_{mode}": (lambda A, mode=mode: ivy.interpolate(A["nchw"], [7, 7], mode=mode)) for mode in (
        "nearest", "bilinear", "bicubic", "area")},
    **{f"grid_sample_{mode}": (lambda A, mode=mode: ivy.grid_sample(A["nchw"], A["grid"], mode=mode,
                                                                     padding_mode="reflection"))
       for mode in ("bilinear", "bicubic")},
    "layer_norm": lambda A: ivy.layer_norm(A["x"], -1),
    "batch_norm": lambda A: ivy.batch_norm(A["bn"], A["mean"], A["var"])[0],
    "instance_norm": lambda A: ivy.instance_norm(A["bn"], A["mean"], A["var"])[0],
    "group_norm": lambda A: ivy.group_norm(A["g"], 2),
    "scaled_dot_product_attention": lambda A: ivy.scaled_dot_product_attention(A["q"], A["q"], A["q"]),
    "cross_entropy": lambda A: ivy.cross_entropy(A["p"], A["p"][::-1]),
    "binary_cross_entropy": lambda A: ivy.binary_cross_entropy(A["t"], A["pr"]),
    "binary_cross_entropy_logits": lambda A: ivy.binary_cross_entropy(A["t"], A["x"], from_logits=True),
    "mse": lambda A: ivy.mse(A["x"], A["pr"]),
    "huber": lambda A: ivy.huber(A["x"], A["pr"] * 3),
    "kl_div": lambda A: ivy.kl_div(ivy.log(A["p"]), A["p"][::-1]),
    "logsumexp": lambda A: ivy.logsumexp(A["x"], axis=1),
    "lgamma": lambda A: ivy.lgamma(A["pos"]),
    "median": lambda A: ivy.median(A["x"], axis=1),
    "quantile": lambda A: ivy.quantile(A["x"], 0.3, axis=1),
    "nanmean": lambda A: ivy.nanmean(A["x"], axis=0),
    "lerp": lambda A: ivy.lerp(A["x"], A["pr"], 0.3),
    "fmod": lambda A: ivy.fmod(A["x"] * 3, A["pr"]),
    "cumsum": lambda A: ivy.cumsum(A["x"], 1, exclusive=True, reverse=True),
    "top_k": lambda A: ivy.top_k(A["x"], 2).values,
    "matrix_exp": lambda A: ivy.matrix_exp(A["small"]),
    "cholesky": lambda A: ivy.linalg.cholesky(A["spd"]),
    "inv": lambda A: ivy.linalg.inv(A["spd"]),
    "lstsq": lambda A: ivy.lstsq(A["a"], A["b"]),
}
# relative tolerance (of |r - r32| / (|r32| + 1)) against the float32 result
_FLOAT_TOL = {"float64": 1e-4, "float16": 3e-2, "bfloat16": 1e-1}
_OTHER_FLOATS = other_float_dtypes()


def _as_f64(r):
    return to_numpy(ivy.astype(r, ivy.float32)).astype(np.float64)


@pytest.mark.parametrize("dtype", _OTHER_FLOATS, ids=lambda d: d.name)
@pytest.mark.parametrize("name", list(_FLOAT_CASES))
def test_nn_functions_keep_every_float_dtype(name, dtype):
    """float64, float16 and bfloat16 give a result of their own dtype that matches the float32 one
    (the float32 path is tested against each function's defining framework elsewhere), so a
    missing kernel (TensorFlow's bfloat16 ``lgamma``) or a silent upcast shows."""
    call = _FLOAT_CASES[name]
    base = {k: ivy.asarray(v) for k, v in _float_inputs().items()}
    expected = _as_f64(call(base))
    r = call({k: ivy.astype(v, dtype) for k, v in base.items()})
    assert r.dtype == dtype, f"{name}: {dtype.name} in, {r.dtype.name} out"
    got = _as_f64(r)
    assert got.shape == expected.shape
    err = float(np.max(np.abs(got - expected) / (np.abs(expected) + 1))) if got.size else 0.0
    assert err <= _FLOAT_TOL[dtype.name], f"{name} in {dtype.name}: relative error {err:.3g}"


# ------------------------------------------------ half precision accumulates in float32

_N = 3000
_STALL = [1.001] * _N  # a float16 running sum stalls at 2048 + ...: 3954 where 3002 is right
_OFFSET = [1000.0 + (k % 7) / 4 for k in range(_N)]  # x - mean(x) keeps a few bits in float16
_CANCEL = ([7.0, -5.39], [-10.0, -14.0])  # products rounded to float16 before they cancel: 5.5, not 5.47


def _zeros_like(a):
    return ivy.zeros(a.shape[-1:], dtype=a.dtype)


def _ones_like(a):
    return ivy.ones(a.shape[-1:], dtype=a.dtype)


_HALF_ACCUMULATION = {  # name: (function of ivy arrays, inputs)
    "cumulative_sum": (ivy.cumulative_sum, (_STALL,)),
    "cumsum_exclusive": (lambda x: ivy.cumsum(x, exclusive=True), (_STALL,)),
    "cumsum_reverse": (lambda x: ivy.cumsum(x, reverse=True), (_STALL,)),
    "cumulative_prod": (ivy.cumulative_prod, ([1.0009765625] * _N,)),
    "std": (ivy.std, ([-274.0, 274.0],)),  # float16 squares overflow past 256: inf where 274 is right
    "var": (ivy.var, ([-200.0, 200.0],)),
    "var_of_offset": (ivy.var, ([3000.0, 3001.0, 3002.0, 3003.0],)),  # a float16 mean rounds: 3.0, not 2.75
    "sum": (ivy.sum, ([2048.0, 1.0, -2048.0],)),  # 0 in a float16 sum
    "nansum": (ivy.nansum, ([2048.0, 1.0, -2048.0, math.nan],)),
    "nanmean": (ivy.nanmean, ([2048.0, 1.0, -2048.0],)),
    "prod": (ivy.prod, ([300.0, 300.0, 0.001],)),  # 300 * 300 overflows float16
    "trace": (lambda x: ivy.linalg.trace(x), (np.diag([2048.0, 1.0, -2048.0]),)),
    "vecdot": (ivy.vecdot, _CANCEL),
    "einsum": (lambda a, b: ivy.einsum("i,i->", a, b), _CANCEL),
    "einsum_long": (lambda a: ivy.einsum("i->", a), (_STALL,)),
    "matmul": (ivy.matmul, _CANCEL),
    "tensordot": (lambda a, b: ivy.tensordot(a, b, axes=1), _CANCEL),
    # torch's CPU tensordot over transposed axes rounded float16 products: -14.0 for -14.0625
    "tensordot_transposed": (lambda a, b: ivy.tensordot(a, b, axes=([0, 1], [1, 0])),
                             ([[12.5, 12.5], [12.5, 12.5]], [[0.0, -11.125], [5.0, 5.0]])),
    "softmax": (lambda x: ivy.softmax(x, axis=-1), ([0.0] * _N,)),  # MXNet's float16 denominator stalls
    "log_softmax": (lambda x: ivy.log_softmax(x, axis=-1), ([0.0] * _N,)),
    "layer_norm": (lambda x: ivy.layer_norm(x, [-1]), ([_OFFSET],)),
    "group_norm": (lambda x: ivy.group_norm(x[..., None], 1, data_format="NCS"), ([_OFFSET],)),
    "batch_norm": (lambda x: ivy.batch_norm(x[0][:, None], _zeros_like(x[0][:1]), _ones_like(x[0][:1]),
                                            training=True), ([_OFFSET],)),
    "instance_norm": (lambda x: ivy.instance_norm(x[..., None], _zeros_like(x[0][:1]), _ones_like(x[0][:1]),
                                                  training=True), ([_OFFSET],)),
    "avg_pool1d": (lambda x: ivy.avg_pool1d(x[None, :, None], _N, _N, "VALID"), (_STALL,)),
    "avg_pool2d": (lambda x: ivy.avg_pool2d(x[None, :, None, None], (_N, 1), 1, "VALID"), (_STALL,)),
    "avg_pool3d": (lambda x: ivy.avg_pool3d(x[None, :, None, None, None], (_N, 1, 1), 1, "VALID"), (_STALL,)),
}


@pytest.mark.parametrize("name", list(_HALF_ACCUMULATION))
def test_float16_accumulates_in_float32(name):
    """float16 results are the float64 computation on the same float16 inputs rounded to
    float16, to an ulp of the result's largest magnitude, as a float32 accumulator gives them:
    the standard leaves the accumulator open, and ivy gives one answer on every backend
    (float64 results are tested against the references elsewhere)."""
    if lacking(ivy.float16) or lacking(ivy.float64):
        pytest.skip("the backend lacks float16 or float64")
    fn, inputs = _HALF_ACCUMULATION[name]
    halves = [np.asarray(v, dtype=np.float16) for v in inputs]
    res = fn(*[to_ivy(h) for h in halves])
    ref = fn(*[to_ivy(h.astype(np.float64)) for h in halves])
    res, ref = (res[0], ref[0]) if isinstance(res, tuple) else (res, ref)  # the norms' (y, mean, var)
    assert res.dtype == ivy.float16, f"{name}: {res.dtype}"
    r = to_numpy(res).astype(np.float64)
    e = to_numpy(ref).astype(np.float16).astype(np.float64)
    ulp = float(np.spacing(np.float16(np.max(np.abs(e), initial=0.0))))
    np.testing.assert_allclose(r, e, rtol=0, atol=ulp, err_msg=f"{name} in float16 (one ulp: {ulp})")
