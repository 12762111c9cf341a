"""Gradients of ivy's differentiable functions against central finite differences (float64),
and ``ivy.vmap`` of the same functions against a loop.

For each case, a loss ``sum(w * f(*xs))`` over every float output of ``f`` (fixed random
weights ``w``) is differentiated with ``ivy.execute_with_gradients``, and the gradient's
directional derivative along two random directions is compared with the central difference
``(L(x + eps d) - L(x - eps d)) / 2 eps`` of the same loss, the ground truth for any
differentiable function. The cases cover the standard's and Ivy's superset functions
(element-wise, reductions, linear algebra, indexing and scatters, shape functions, FFTs) and
the nn functions (activations, convolutions and their transposes, pooling, interpolation,
norms, attention, LSTMs, losses), each on inputs drawn away from its kinks (``AWAY``) and
inside its domain. Symmetric-matrix inputs (``cholesky``, ``eigvalsh``) are perturbed
symmetrically: their functions read one triangle.

A backend whose ``gradients`` module lists functions in ``NO_GRADIENT`` (results it computes
where its autodiff cannot follow; its README says which) skips their cases, saying so.
Running statistics of ``batch_norm``/``instance_norm`` are state: gradients reach them from
``mean``/``variance`` only, never from ``x`` (``test_running_statistics_are_state``).
"""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
from ivy._dispatch import REGISTRY

from .helpers import backend, backend_name, has_autodiff, lacking, to_ivy, to_numpy

AUTODIFF = has_autodiff()
SECOND_ORDER = AUTODIFF and getattr(backend().gradients, "SECOND_ORDER", True) is not False
NO_GRADIENT = getattr(getattr(backend(), "gradients", None), "NO_GRADIENT", frozenset())
needs_autodiff = pytest.mark.skipif(not AUTODIFF, reason="the backend has no autodiff (test_autodiff checks the error)")
# Eager JAX compiles each new (primitive, shape) once: the first example of a case is its cost
_examples = settings(max_examples=max(2, settings.default.max_examples // (12 if backend_name() == "jax" else 8)))


# ------------------------------------------------------------------ inputs


def U(*shape, lo=-2.0, hi=2.0):
    """Uniform in [lo, hi)."""
    return lambda r: r.uniform(lo, hi, shape)


def AWAY(*shape, lo=0.2, hi=2.0):
    """|x| in [lo, hi) with a random sign: away from a kink at 0."""
    return lambda r: r.uniform(lo, hi, shape) * r.choice([-1, 1], shape)


def DISTINCT(*shape, lo=-2.0, hi=2.0):
    """Values in [lo, hi) at least (hi - lo) / (5 n) apart, in random order: a maximum that
    finite differences cannot swap (U's closest pair of 360 values was 4e-8 apart, and a step
    of 1e-6 moved max_pool3d's maximum; found by a thorough run on torch)."""
    def gen(r):
        n = int(np.prod(shape))
        slots = r.permutation(n) + r.uniform(0.1, 0.9, n)
        return (lo + slots * (hi - lo) / n).reshape(shape)
    return gen


def _symmetric(gen):
    gen.symmetric = True
    return gen


def SPD(n, batch=()):
    """Symmetric positive definite."""
    def gen(r):
        a = r.uniform(-1, 1, batch + (n, n))
        return a @ np.swapaxes(a, -1, -2) + n * np.eye(n)
    return _symmetric(gen)


def SYMM(n):
    def gen(r):
        a = r.uniform(-1, 1, (n, n))
        return a + a.T
    return _symmetric(gen)


def WELL(n, batch=()):
    """Well conditioned (diagonally dominant)."""
    return lambda r: r.uniform(-1, 1, batch + (n, n)) + 3 * np.eye(n)


def PROB(*shape):
    """Positive rows summing to 1."""
    def gen(r):
        a = r.uniform(0.1, 1, shape)
        return a / a.sum(-1, keepdims=True)
    return gen


CASES = {}


def case(name, fn, *gens):
    """A case: ``fn(*arrays)`` on arrays drawn by ``gens``; its name starts with the function's."""
    assert name not in CASES, name
    CASES[name] = (fn, gens)


def _apply(name, args, kwargs, *xs):
    f = ivy
    for part in name.split("."):
        f = getattr(f, part)
    return f(*xs, *args, **kwargs)


def call(name, *args, **kwargs):
    """``lambda *xs: ivy.<name>(*xs, *args, **kwargs)``, its arguments bound now."""
    return functools.partial(_apply, name, args, kwargs)


def _scatter(name, indices, reduction, a, b):
    idx = ivy.asarray(indices)
    if name == "put_along_axis":
        return ivy.put_along_axis(a, idx, b, 1, mode=reduction)
    return getattr(ivy, name)(idx, a, reduction=reduction, tensor=b)


def scatter(name, indices, reduction):
    """``ivy.scatter_nd``/``scatter_flat`` of updates ``a`` into ``b``, or ``put_along_axis`` of ``b`` into ``a``."""
    return functools.partial(_scatter, name, indices, reduction)


def _subject(name):
    """The ivy function a case is about: the longest leading part of its name that is one."""
    if name.startswith("__"):
        return name.partition("[")[0]
    parts = name.split("_")
    for k in range(len(parts), 0, -1):
        stem = "_".join(parts[:k])
        for cand in (stem, stem.rstrip("0123456789")):
            for q in (cand, "linalg." + cand, "fft." + cand):
                if q in REGISTRY:
                    return q
    return name


# ------------------------------------------------------------------ cases

for n, lo, hi in [("abs", None, None), ("acos", -0.9, 0.9), ("acosh", 1.2, 3), ("asin", -0.9, 0.9),
                  ("asinh", -2, 2), ("atan", -2, 2), ("atanh", -0.9, 0.9), ("cos", -2, 2), ("cosh", -2, 2),
                  ("exp", -2, 2), ("expm1", -2, 2), ("log", 0.2, 3), ("log1p", -0.5, 2), ("log2", 0.2, 3),
                  ("log10", 0.2, 3), ("sin", -2, 2), ("sinh", -2, 2), ("sqrt", 0.2, 3), ("square", -2, 2),
                  ("tan", -1.2, 1.2), ("tanh", -2, 2), ("negative", -2, 2), ("positive", -2, 2),
                  ("reciprocal", None, None), ("floor", -2, 2), ("ceil", -2, 2), ("round", -2, 2), ("trunc", -2, 2),
                  ("sign", None, None), ("erf", -2, 2), ("lgamma", 0.2, 4), ("sinc", -2, 2), ("real", -2, 2),
                  ("conj", -2, 2),
                  ("relu", None, None), ("leaky_relu", None, None), ("gelu", -2, 2), ("sigmoid", -3, 3),
                  ("softplus", -3, 3), ("silu", -3, 3), ("mish", -3, 3), ("elu", None, None), ("selu", None, None),
                  ("hardswish", None, None)]:
    gen = AWAY(2, 3, lo=0.2, hi=2.0) if lo is None else U(2, 3, lo=lo, hi=hi)
    if n == "hardswish":
        gen = U(2, 3, lo=-2.8, hi=2.8)
    case(n, call(n), gen)
case("relu6", call("relu6"), AWAY(2, 3, lo=0.2, hi=2.0))
case("relu6_top", call("relu6"), U(2, 3, lo=5.0, hi=7.0))
case("logsigmoid", call("logsigmoid"), U(2, 3, lo=-3, hi=3))
case("logit", call("logit"), U(2, 3, lo=0.2, hi=0.8))
case("logit_eps", lambda x: ivy.logit(x, eps=0.1), U(2, 3, lo=0.2, hi=0.8))
case("prelu", lambda x, s: ivy.prelu(x, s), AWAY(2, 3), U(3))
case("gelu_tanh", lambda x: ivy.gelu(x, approximate=True), U(2, 3))
case("softplus_beta", lambda x: ivy.softplus(x, beta=2, threshold=2), AWAY(2, 3, lo=0.05, hi=0.9))
case("softplus_beta_hi", lambda x: ivy.softplus(x, beta=2, threshold=2), AWAY(2, 3, lo=1.1, hi=3))
case("leaky_relu_a", lambda x: ivy.leaky_relu(x, alpha=0.1), AWAY(2, 3))
case("elu_a", lambda x: ivy.elu(x, alpha=0.5), AWAY(2, 3))
case("softmax", lambda x: ivy.softmax(x, axis=-1), U(2, 3))
case("softmax_none", lambda x: ivy.softmax(x), U(2, 3))
case("log_softmax", lambda x: ivy.log_softmax(x, axis=0), U(2, 3))
# binary
for n, g1, g2 in [("add", U(2, 3), U(3)), ("subtract", U(2, 3), U(2, 3)), ("multiply", U(2, 3), U(1, 3)),
                  ("divide", U(2, 3), AWAY(2, 3)), ("pow", U(2, 3, lo=0.3, hi=2), U(2, 3)),
                  ("atan2", U(2, 3), AWAY(2, 3)), ("hypot", AWAY(2, 3), U(2, 3)),
                  ("logaddexp", U(2, 3), U(2, 3)), ("maximum", U(2, 3), U(2, 3)), ("minimum", U(2, 3), U(2, 3)),
                  ("copysign", AWAY(2, 3), AWAY(2, 3)), ("fmod", U(2, 3, lo=0.1, hi=0.9), U(2, 3, lo=1.1, hi=2)),
                  ("remainder", U(2, 3, lo=0.1, hi=0.9), U(2, 3, lo=1.1, hi=2)),
                  ("xlogy", U(2, 3), U(2, 3, lo=0.2, hi=2))]:
    case(n, call(n), g1, g2)
case("pow_scalar", lambda a: a ** 3, U(2, 3))
case("pow_reflected", lambda a: 2.0 ** a, U(2, 3))
case("lerp", lambda a, b, w: ivy.lerp(a, b, w), U(2, 3), U(2, 3), U(2, 3, lo=0, hi=1))
case("clip", lambda a: ivy.clip(a, -0.5, 0.5), AWAY(2, 3, lo=0.1, hi=0.4))
case("clip2", lambda a: ivy.clip(a, -0.5, 0.5), AWAY(2, 3, lo=0.6, hi=1))
case("clip_arr", lambda a, lo: ivy.clip(a, lo, 1.0), U(2, 3), U(2, 3))
case("where", lambda a, b: ivy.where(a > 0, a, b), AWAY(2, 3), U(2, 3))
# reductions
for n in ("sum", "prod", "mean", "max", "min", "logsumexp", "nansum", "nanmean", "median"):
    case(n, call(n), U(3, 4))
    case(n + "_ax", call(n, axis=1, keepdims=True), U(3, 4))
case("var", lambda x: ivy.var(x, axis=0, correction=1), U(3, 4))
case("std", lambda x: ivy.std(x), U(3, 4))
case("cumulative_sum", lambda x: ivy.cumulative_sum(x, axis=1, include_initial=True), U(3, 4))
case("cumulative_prod", lambda x: ivy.cumulative_prod(x, axis=1), AWAY(3, 4))
case("cumsum_ex_rev", lambda x: ivy.cumsum(x, axis=1, exclusive=True, reverse=True), U(3, 4))
case("cumprod_ex", lambda x: ivy.cumprod(x, axis=1, exclusive=True), AWAY(3, 4))
case("cumprod_rev", lambda x: ivy.cumprod(x, axis=0, reverse=True), AWAY(3, 4))
case("cumprod_zero", lambda x: ivy.cumprod(x * ivy.asarray([1.0, 0.0, 1.0, 1.0], dtype=x.dtype), axis=1), AWAY(3, 4))
case("quantile", lambda x: ivy.quantile(x, 0.3, axis=1), U(3, 4))
case("quantile_arr", lambda x: ivy.quantile(x, ivy.asarray([0.2, 0.7], dtype=x.dtype)), U(3, 4))
case("sort", lambda x: ivy.sort(x, axis=-1), U(3, 4))
case("sort_desc", lambda x: ivy.sort(x, axis=0, descending=True), U(3, 4))
case("top_k", lambda x: ivy.top_k(x, 2).values, U(3, 4))
case("top_k_small", lambda x: ivy.top_k(x, 2, largest=False, axis=0).values, U(3, 4))
case("vector_norm", lambda x: ivy.linalg.vector_norm(x, axis=1), U(3, 4))
case("vector_norm1", lambda x: ivy.linalg.vector_norm(x, ord=1), AWAY(3, 4))
case("vector_norm_inf", lambda x: ivy.linalg.vector_norm(x, ord=float("inf"), axis=0), U(3, 4))
case("vector_norm3", lambda x: ivy.linalg.vector_norm(x, ord=3), AWAY(3, 4))
case("matrix_norm_fro", lambda x: ivy.linalg.matrix_norm(x), U(3, 4))
case("matrix_norm_nuc", lambda x: ivy.linalg.matrix_norm(x, ord="nuc"), U(3, 4))
case("matrix_norm_2", lambda x: ivy.linalg.matrix_norm(x, ord=2), U(3, 4))
case("matrix_norm_1", lambda x: ivy.linalg.matrix_norm(x, ord=1), U(3, 4))
# linear algebra
case("matmul", lambda a, b: ivy.matmul(a, b), U(2, 3, 4), U(4, 2))
case("matmul_vec", lambda a, b: ivy.matmul(a, b), U(4), U(4, 2))
case("matmul_t", lambda a, b: ivy.matmul(a, b, transpose_a=True, adjoint_b=True), U(4, 3), U(2, 4))
case("vecdot", lambda a, b: ivy.vecdot(a, b), U(2, 3), U(2, 3))
case("tensordot", lambda a, b: ivy.tensordot(a, b, axes=1), U(2, 3), U(3, 2))
case("outer", lambda a, b: ivy.linalg.outer(a, b), U(3), U(2))
case("einsum", lambda a, b: ivy.einsum("ij,jk->ik", a, b), U(2, 3), U(3, 2))
case("einsum_diag", lambda a: ivy.einsum("ii->i", a), U(3, 3))
case("kron", lambda a, b: ivy.kron(a, b), U(2, 2), U(2, 3))
case("cross", lambda a, b: ivy.linalg.cross(a, b), U(2, 3), U(2, 3))
case("trace", lambda a: ivy.linalg.trace(a, offset=1), U(3, 3))
case("diagonal", lambda a: ivy.linalg.diagonal(a), U(2, 3, 3))
case("det", lambda a: ivy.linalg.det(a), WELL(3, (2,)))
case("slogdet", lambda a: ivy.linalg.slogdet(a).logabsdet, WELL(3))
case("inv", lambda a: ivy.linalg.inv(a), WELL(3))
case("solve", lambda a, b: ivy.linalg.solve(a, b), WELL(3), U(3, 2))
case("cholesky", lambda a: ivy.linalg.cholesky(a), SPD(3))
case("cholesky_up", lambda a: ivy.linalg.cholesky(a, upper=True), SPD(3))
case("cholesky_sup", lambda a: ivy.cholesky(a, upper=True), SPD(3))
case("qr_r", lambda a: ivy.abs(ivy.linalg.qr(a).R), U(4, 3))
case("eigvalsh", lambda a: ivy.linalg.eigvalsh(a), SYMM(3))
case("svdvals", lambda a: ivy.linalg.svdvals(a), U(3, 4))
case("pinv", lambda a: ivy.linalg.pinv(a), U(3, 4))
case("matrix_power", lambda a: ivy.linalg.matrix_power(a, 3), U(3, 3))
case("matrix_power_neg", lambda a: ivy.linalg.matrix_power(a, -2), WELL(3))
case("matrix_exp", lambda a: ivy.matrix_exp(a), U(2, 3, 3, lo=-1, hi=1))
case("lstsq", lambda a, b: ivy.lstsq(a, b), U(4, 3), U(4, 2))
case("vector_to_skew_symmetric_matrix", lambda a: ivy.vector_to_skew_symmetric_matrix(a), U(2, 3))
case("matrix_transpose", lambda a: ivy.linalg.matrix_transpose(a), U(2, 3))
# manipulation
case("reshape", lambda x: ivy.reshape(x, (3, 2)), U(2, 3))
case("permute_dims", lambda x: ivy.permute_dims(x, (1, 0, 2)), U(2, 3, 2))
case("flip", lambda x: ivy.flip(x, axis=1), U(2, 3))
case("roll", lambda x: ivy.roll(x, 1, axis=1), U(2, 3))
case("roll_none", lambda x: ivy.roll(x, 2), U(2, 3))
case("concat", lambda a, b: ivy.concat([a, b], axis=1), U(2, 3), U(2, 1))
case("concat_none", lambda a, b: ivy.concat([a, b], axis=None), U(2, 3), U(2, 1))
case("stack", lambda a, b: ivy.stack([a, b], axis=1), U(2, 3), U(2, 3))
case("tile", lambda x: ivy.tile(x, (2, 1)), U(2, 3))
case("repeat", lambda x: ivy.repeat(x, 2, axis=0), U(2, 3))
case("repeat_arr", lambda x: ivy.repeat(x, ivy.asarray([1, 0, 3]), axis=1), U(2, 3))
case("expand_dims_squeeze", lambda x: ivy.squeeze(ivy.expand_dims(x, axis=1), axis=1), U(2, 3))
case("moveaxis", lambda x: ivy.moveaxis(x, 0, -1), U(2, 3, 2))
case("broadcast_to", lambda x: ivy.broadcast_to(x, (4, 2, 3)), U(2, 3))
case("unstack", lambda x: ivy.unstack(x, axis=1), U(2, 3))
case("split", lambda x: ivy.split(x, num_or_size_splits=[1, 2], axis=1), U(2, 3))
case("swapaxes", lambda x: ivy.swapaxes(x, 0, 1), U(2, 3))
case("flatten", lambda x: ivy.flatten(x), U(2, 3, 2))
case("rot90", lambda x: ivy.rot90(x, k=3), U(2, 3))
case("tril", lambda x: ivy.tril(x, k=-1), U(3, 3))
case("triu", lambda x: ivy.triu(x), U(3, 3))
for mode in ("constant", "reflect", "symmetric", "edge", "wrap"):
    case("pad_" + mode, (lambda m: lambda x: ivy.pad(x, ((1, 2), (2, 1)), mode=m))(mode), U(3, 3))
case("pad_reflect_wide", lambda x: ivy.pad(x, ((0, 0), (4, 5)), mode="reflect"), U(2, 3))
case("pad_wrap_wide", lambda x: ivy.pad(x, ((0, 0), (4, 5)), mode="wrap"), U(2, 3))
case("__getitem__", lambda x: x[1:, ::2], U(3, 4))
case("__getitem__[int array]", lambda x: x[ivy.asarray([2, 0, 2])], U(3, 4))
case("__getitem__[bool mask]", lambda x: x[x > 0], AWAY(3, 4))
case("take", lambda x: ivy.take(x, ivy.asarray([1, 0, 1]), axis=1), U(2, 3))
case("take_none", lambda x: ivy.take(x, ivy.asarray([5, 0, 5])), U(2, 3))
case("take_along_axis", lambda x: ivy.take_along_axis(x, ivy.asarray([[0, 2, 2], [1, 1, 0]]), axis=1), U(2, 3))
case("gather", lambda x: ivy.gather(x, ivy.asarray([[0, 2], [1, 1]]), axis=1, batch_dims=1), U(2, 3))
case("gather_plain", lambda x: ivy.gather(x, ivy.asarray([2, 0, 2]), axis=0), U(3, 2))
case("gather_nd", lambda x: ivy.gather_nd(x, ivy.asarray([[0, 1], [2, 0], [0, 1]])), U(3, 2))
case("gather_nd_b", lambda x: ivy.gather_nd(x, ivy.asarray([[1], [0]]), batch_dims=1), U(2, 3))
for red in ("sum", "replace", "min", "max", "mul"):
    case("scatter_nd_" + red, scatter("scatter_nd", [[0], [2]], red), U(2, 3), U(3, 3))
    case("scatter_flat_" + red, scatter("scatter_flat", [0, 3], red), U(2), U(4))
case("scatter_nd_shape", lambda u: ivy.scatter_nd(ivy.asarray([[0, 1], [2, 2]]), u, (3, 3)), U(2))
case("put_along_axis", lambda a, v: ivy.put_along_axis(a, ivy.asarray([[1], [0]]), v, 1), U(2, 3), U(2, 1))
case("put_along_axis_sum", lambda a, v: ivy.put_along_axis(a, ivy.asarray([[1], [0]]), v, 1, mode="sum"), U(2, 3),
     U(2, 1))
for red in ("mul", "min", "max"):  # duplicate indices (replace mode leaves their winner open)
    case("put_along_axis_" + red, scatter("put_along_axis", [[1, 1], [0, 2]], red), U(2, 3), U(2, 2))
case("scatter_nd_mul_dup", scatter("scatter_nd", [[0], [2], [0]], "mul"), U(3, 3), U(3, 3))
case("scatter_nd_sum_dup", scatter("scatter_nd", [[0], [2], [0]], "sum"), U(3, 3), U(3, 3))
case("linspace", lambda a, b: ivy.linspace(a, b, 4), U(2), U(2))
case("logspace", lambda a, b: ivy.logspace(a, b, 4, axis=1), U(2, lo=-1, hi=1), U(2, lo=-1, hi=1))
case("eye_mul", lambda x: x * ivy.eye(3, dtype=x.dtype), U(3, 3))
case("inplace_update", lambda x, y: ivy.inplace_update(x * 1.0, y) * x, U(2, 3), U(2, 3))
case("fft", lambda x: ivy.real(ivy.fft.fft(x)) + ivy.imag(ivy.fft.fft(x)), U(2, 4))
case("rfft", lambda x: ivy.abs(ivy.fft.rfft(x)), U(2, 4))
case("irfft", lambda x: ivy.fft.irfft(ivy.fft.rfft(x) * 2), U(2, 4))
case("abs_complex", lambda x, y: ivy.abs(x + y * 1j), U(2, 3), U(2, 3))
# nn
case("linear", lambda x, w, b: ivy.linear(x, w, bias=b), U(2, 3), U(4, 3), U(4))
case("linear_batched_w", lambda x, w: ivy.linear(x, w), U(2, 5, 3), U(2, 4, 3))
case("embedding", lambda w: ivy.embedding(w, ivy.asarray([[0, 2], [2, 1]])), U(3, 4))
case("embedding_maxnorm", lambda w: ivy.embedding(w, ivy.asarray([0, 2, 2]), max_norm=1.0), U(3, 4))
case("scaled_dot_product_attention", call("scaled_dot_product_attention"), U(2, 3, 4), U(2, 5, 4), U(2, 5, 2))
case("scaled_dot_product_attention_causal", call("scaled_dot_product_attention", is_causal=True, scale=0.3),
     U(2, 3, 4), U(2, 3, 4), U(2, 3, 2))
case("scaled_dot_product_attention_mask", lambda q, k, v: ivy.scaled_dot_product_attention(
    q, k, v, mask=ivy.asarray([[True, False, True, True, False]] * 3)), U(2, 3, 4), U(2, 5, 4), U(2, 5, 2))
case("scaled_dot_product_attention_masked_row", lambda q, k, v: ivy.scaled_dot_product_attention(  # zeros, no NaN
    q, k, v, mask=ivy.asarray([[True, False, True, True, False], [False] * 5, [True] * 5])),
     U(2, 3, 4), U(2, 5, 4), U(2, 5, 2))
case("multi_head_attention", lambda x, w, ow: ivy.multi_head_attention(x, num_heads=2, in_proj_weights=w,
                                                                       out_proj_weights=ow),
     U(2, 3, 4), U(12, 4), U(4, 4))
case("lstm_update", lambda x, h, c, k, rk, b: ivy.lstm_update(x, h, c, k, rk, bias=b)[0],
     U(2, 3, 2), U(2, 4), U(2, 4), U(2, 16), U(4, 16), U(16))
case("lstm_update_state", lambda x, h, c, k, rk: ivy.lstm_update(x, h, c, k, rk)[1][1],
     U(2, 3, 2), U(2, 4), U(2, 4), U(2, 16), U(4, 16))
case("lstm", lambda x, h, c, wi, wh, bi, bh: ivy.lstm(x, (h, c), (wi, wh, bi, bh), 1, 0.0, False, False,
                                                  batch_first=True)[0],
     U(2, 3, 2), U(1, 2, 4), U(1, 2, 4), U(16, 2), U(16, 4), U(16), U(16))
case("lstm_bi", lambda x, h, c, wi, wh, bi, bh, wi2, wh2, bi2, bh2: ivy.lstm(
    x, (h, c), (wi, wh, bi, bh, wi2, wh2, bi2, bh2), 1, 0.0, False, True)[0],
     U(3, 2, 2), U(2, 2, 4), U(2, 2, 4), U(16, 2), U(16, 4), U(16), U(16), U(16, 2), U(16, 4), U(16), U(16))
for d in (1, 2, 3):
    sp = (5, 4, 3)[:d]
    case(f"conv{d}d", call(f"conv{d}d", 1, "SAME"), U(2, *sp, 3), U(*([2] * d), 3, 4))
    case(f"conv{d}d_strided", call(f"conv{d}d", 2, "VALID"), U(2, *sp, 2), U(*([2] * d), 2, 3))
    case(f"conv{d}d_transpose", call(f"conv{d}d_transpose", 2, "SAME"), U(2, *sp, 3), U(*([2] * d), 4, 3))
    for pool in ("max", "avg"):
        draw = DISTINCT if pool == "max" else U
        case(f"{pool}_pool{d}d", call(f"{pool}_pool{d}d", 2, 1, "VALID"), draw(2, *sp, 3))
        case(f"{pool}_pool{d}d_same", call(f"{pool}_pool{d}d", 3, 2, "SAME"), draw(2, *sp, 3))
case("conv2d_dil", lambda x, f: ivy.conv2d(x, f, 1, "SAME", dilations=2), U(1, 5, 5, 2), U(2, 2, 2, 3))
case("conv_general_dilated_groups", call("conv_general_dilated", 1, [(1, 0), (0, 1)], dims=2, feature_group_count=2),
     U(1, 4, 4, 4), U(2, 2, 2, 4))
case("conv2d_nchw", lambda x, f: ivy.conv2d(x, f, 1, 1, data_format="NCHW", filter_format="channel_first"),
     U(1, 2, 4, 4), U(3, 2, 2, 2))
case("conv2d_xdil", lambda x, f: ivy.conv2d(x, f, 1, "VALID", x_dilations=2), U(1, 3, 3, 2), U(2, 2, 2, 3))
case("depthwise_conv2d", lambda x, f: ivy.depthwise_conv2d(x, f, 1, "SAME"), U(1, 4, 4, 3), U(3, 3, 3))
case("max_pool2d_dil", lambda x: ivy.max_pool2d(x, 2, 1, "VALID", dilation=2), DISTINCT(1, 5, 5, 2))
case("max_pool2d_ceil", lambda x: ivy.max_pool2d(x, 2, 2, 0, ceil_mode=True), DISTINCT(1, 5, 5, 2))
case("avg_pool2d_pad", lambda x: ivy.avg_pool2d(x, 3, 2, 1, count_include_pad=True), U(1, 5, 5, 2))
case("avg_pool2d_ceil", lambda x: ivy.avg_pool2d(x, 2, 2, 0, ceil_mode=True), U(1, 5, 5, 2))
case("avg_pool2d_nchw", lambda x: ivy.avg_pool2d(x, 2, 2, 0, data_format="NCHW"), U(1, 2, 5, 5))
case("adaptive_avg_pool1d", lambda x: ivy.adaptive_avg_pool1d(x, 3), U(2, 2, 7))
case("adaptive_avg_pool2d", lambda x: ivy.adaptive_avg_pool2d(x, (2, 3)), U(2, 5, 7, 2))
for mode in ("nearest", "linear", "bilinear", "bicubic", "area", "lanczos3", "lanczos5", "gaussian",
             "mitchellcubic"):
    shape = (1, 2, 5) if mode == "linear" else (1, 2, 4, 5)
    case("interpolate_" + mode, call("interpolate", [7] * (len(shape) - 2), mode=mode), U(*shape))
case("interpolate_bilinear_ac", call("interpolate", [3, 7], mode="bilinear", align_corners=True), U(1, 2, 4, 5))
case("interpolate_bilinear_down_aa", lambda x: ivy.interpolate(x, [2, 3], mode="bilinear", antialias=True),
     U(1, 2, 5, 7))
case("interpolate_trilinear", lambda x: ivy.interpolate(x, [3, 4, 5], mode="trilinear"), U(1, 1, 2, 3, 3))
case("interpolate_area_down", lambda x: ivy.interpolate(x, [2, 3], mode="area"), U(1, 2, 5, 7))
# (three cases: every padding, both align_corners and each interpolation once; on JAX each case's
# composition compiles op by op in every gradient test, ~10 s a case)
for mode, pad, align in (("bilinear", "zeros", False), ("bicubic", "reflection", True)):
    case(f"grid_sample_{mode}_{pad}{'_ac' if align else ''}",
         call("grid_sample", mode=mode, padding_mode=pad, align_corners=align), U(2, 2, 4, 5),
         U(2, 3, 2, 2, lo=-1.3, hi=1.3))
case("grid_sample_trilinear_border", call("grid_sample", padding_mode="border"), U(1, 2, 3, 4, 2),
     U(1, 2, 2, 3, 3, lo=-1.3, hi=1.3))
case("layer_norm", lambda x, s, o: ivy.layer_norm(x, [-1], scale=s, offset=o), U(2, 3, 4), U(4), U(4))
case("layer_norm2", lambda x: ivy.layer_norm(x, [1, 2], new_std=2.0), U(2, 3, 4))
case("batch_norm_train", lambda x, s, o: ivy.batch_norm(x, ivy.zeros(3, dtype=x.dtype), ivy.ones(3, dtype=x.dtype),
                                                      scale=s, offset=o, training=True)[0],
     U(4, 5, 3), U(3), U(3))
case("batch_norm_eval", lambda x, m, v: ivy.batch_norm(x, m, v)[0], U(4, 5, 3), U(3), U(3, lo=0.5, hi=2))
case("instance_norm_eval", lambda x, m, v: ivy.instance_norm(x, m, v), U(2, 5, 3), U(3), U(3, lo=0.5, hi=2))
case("instance_norm", lambda x, s, o: ivy.instance_norm(x, ivy.zeros(3, dtype=x.dtype), ivy.ones(3, dtype=x.dtype),
                                                      scale=s, offset=o, training=True)[0],
     U(2, 5, 3), U(3), U(3))
case("group_norm", lambda x, s, o: ivy.group_norm(x, 2, scale=s, offset=o), U(2, 5, 4), U(4), U(4))
case("cross_entropy", lambda t, p: ivy.cross_entropy(t, p), PROB(3, 4), PROB(3, 4))
case("binary_cross_entropy", lambda t, p: ivy.binary_cross_entropy(t, p), U(3, 4, lo=0, hi=1), U(3, 4, lo=0.1, hi=0.9))
case("binary_cross_entropy_logits", lambda t, p, w: ivy.binary_cross_entropy(t, p, from_logits=True, pos_weight=w),
     U(3, 4, lo=0, hi=1), U(3, 4), U(4, lo=0.5, hi=2))
case("sparse_cross_entropy", lambda p: ivy.sparse_cross_entropy(ivy.asarray([0, 3, 1]), p), PROB(3, 4))
case("mse_loss", lambda t, p: ivy.mse_loss(t, p, reduction="sum"), U(3, 4), U(3, 4))
case("huber_loss", lambda t, p: ivy.huber_loss(t, p, delta=0.7), U(3, 4), U(3, 4))
case("kl_div", lambda i, t: ivy.kl_div(i, t, reduction="batchmean"), U(3, 4, lo=-3, hi=-0.2), PROB(3, 4))
case("kl_div_log", lambda i, t: ivy.kl_div(i, t, log_target=True), U(3, 4, lo=-3, hi=-0.2), U(3, 4, lo=-3, hi=-0.2))
case("dropout_eval", lambda x: ivy.dropout(x, 0.5, training=False), U(2, 3))
case("dropout_seeded", lambda x: ivy.dropout(x, 0.5, seed=3), U(2, 3))
case("dropout2d_seeded", lambda x: ivy.dropout2d(x, 0.5, seed=3), U(1, 2, 2, 3))
case("qr_q", lambda a: ivy.abs(ivy.linalg.qr(a).Q), U(4, 3))
case("qr_wide", lambda a: ivy.sum(ivy.linalg.qr(a).Q * 2.0) + ivy.linalg.qr(a).R, U(3, 5))
case("qr_complete_batched", lambda a: ivy.linalg.qr(a, mode="complete").R, U(2, 2, 4))
case("qr_square_batched", lambda a: ivy.linalg.qr(a).Q + ivy.linalg.qr(a).R, U(2, 3, 3))
case("eigh_vectors", lambda a: ivy.abs(ivy.linalg.eigh(a).eigenvectors), SYMM(3))
case("eigh_values", lambda a: ivy.linalg.eigh(a).eigenvalues, SYMM(3))
case("solve_vector", call("linalg.solve"), WELL(3), U(3))
case("solve_batched", call("linalg.solve"), WELL(3, (2,)), U(2, 3, 2))
case("pinv_tall", call("linalg.pinv"), U(4, 3))
case("matrix_norm_inf", call("linalg.matrix_norm", ord=float("inf"), keepdims=True), U(3, 4))
case("matrix_norm_minus2", call("linalg.matrix_norm", ord=-2), U(2, 3, 4))
case("argsort_take_along_axis", lambda x: ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1), U(3, 4))
case("clip_scalar_and_array", lambda a, hi: ivy.clip(a, -0.5, hi), U(2, 3), U(3))
case("where_scalar", lambda a: ivy.where(a > 0, a, 0.0), AWAY(2, 3))
case("where_broadcast", lambda a, b: ivy.where(a > 0, a, b), AWAY(2, 3), U(3))
case("vecdot_broadcast", call("vecdot", axis=0), U(3, 2), U(3, 1))
case("diff", lambda x: ivy.diff(x, axis=0, n=2, prepend=x[:1]), U(4, 3))
case("irfft_of_real", call("fft.irfft", n=6, axis=0), U(4, 3))
case("hfft_of_real", call("fft.hfft", n=5), U(2, 4))
case("fftshift", call("fft.fftshift"), U(2, 5))


def _setitem(key, x, v):
    y = x * 1.0
    y[key(y)] = v
    return y


case("__setitem__[int array]", functools.partial(_setitem, lambda y: (slice(None), ivy.asarray([2, 0]))), U(3, 4),
     U(3, 1))
case("__setitem__[bool mask]", functools.partial(_setitem, lambda y: y > 0), AWAY(3, 4), U(1))
case("fmod_broadcast", lambda a, b: ivy.fmod(a, b), U(2, 3, lo=0.1, hi=0.9), U(3, lo=1.1, hi=2))


# ------------------------------------------------------------------ check


def _leaves(out):
    if isinstance(out, (tuple, list)):
        for o in out:
            yield from _leaves(o)
    else:
        yield out


def _float_outputs(out):
    return [o for o in _leaves(out) if ivy.isdtype(o.dtype, "real floating")]


def _needs(name):
    """Dtypes a case needs beyond float64: the FFTs of complex spectra and ``abs_complex``."""
    if name in ("fft", "rfft", "irfft", "abs_complex"):
        return lacking("complex128")
    return []


def _setup(name, seed):
    """The case's inputs (NumPy float64), its weighted loss over ivy arrays, and the generator
    for the directions (symmetric where the input is)."""
    subject = _subject(name)
    if subject in NO_GRADIENT:
        pytest.skip(f"{backend_name()} lists ivy.{subject} in gradients.NO_GRADIENT (see its README)")
    if _needs(name):
        pytest.skip(f"{backend_name()} cannot hold complex128 (its README)")
    fn, gens = CASES[name]
    r = np.random.default_rng(seed)
    a = [g(r) for g in gens]
    ws = [r.standard_normal(to_numpy(o).shape) for o in _float_outputs(fn(*[to_ivy(v) for v in a]))]

    def loss(xs):
        total = 0.0
        for o, w in zip(_float_outputs(fn(*xs)), ws):
            total = total + ivy.sum(o * ivy.astype(to_ivy(w), o.dtype))  # (float32 stays float32)
        return total

    def direction():
        d = [r.standard_normal(v.shape) for v in a]
        return [(dv + np.swapaxes(dv, -1, -2)) / 2 if getattr(g, "symmetric", False) else dv for dv, g in zip(d, gens)]

    return subject, a, loss, direction


def _shifted(a, d, eps):
    return [to_ivy(v + eps * dv) for v, dv in zip(a, d)]


def _dot(xs, ds):
    return sum(float((to_numpy(x) * d).sum()) for x, d in zip(xs, ds))


@needs_autodiff
@pytest.mark.parametrize("name", sorted(CASES))
@_examples
@given(seed=st.integers(0, 2**32 - 1))
def test_gradient_matches_finite_differences(name, seed):
    subject, a, loss, direction = _setup(name, seed)
    value, grads = ivy.execute_with_gradients(loss, [to_ivy(v) for v in a])
    for i, (g, v) in enumerate(zip(grads, a)):
        g = to_numpy(g)
        assert g.shape == v.shape and g.dtype == np.float64, f"gradient {i}: {g.dtype}{g.shape} for {v.shape}"
    assert np.isclose(float(to_numpy(value)), float(to_numpy(loss([to_ivy(v) for v in a]))), rtol=1e-12)
    eps = 1e-6
    for _ in range(2):
        d = direction()
        fd = (float(to_numpy(loss(_shifted(a, d, eps)))) - float(to_numpy(loss(_shifted(a, d, -eps))))) / (2 * eps)
        along = _dot(grads, d)
        assert abs(fd - along) <= 1e-5 * (1 + abs(fd)), (
            f"ivy.{subject}: the gradient along a direction is {along}, finite differences give {fd}")


@needs_autodiff
@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=1)
@given(seed=st.integers(0, 2**32 - 1))
def test_float32_gradient_matches_float64(name, seed):
    """float32 inputs get float32 gradients close to the float64 ones, checked above. Kernels
    that run only for float32 (oneDNN on MXNet and TensorFlow, TensorFlow's resize) are
    reached here: it found MXNet's oneDNN deconvolution whose backward fails and TensorFlow's
    eager MaxPool3D gradient that reads an unset layout."""
    subject, a, loss, _ = _setup(name, seed)
    _, g64 = ivy.execute_with_gradients(loss, [to_ivy(v) for v in a])
    _, g32 = ivy.execute_with_gradients(loss, [to_ivy(v.astype(np.float32)) for v in a])
    for i, (e, g) in enumerate(zip(g64, g32)):
        assert g.dtype == ivy.float32, f"ivy.{subject}: gradient {i} is {g.dtype} for float32 input"
        e = to_numpy(e)
        np.testing.assert_allclose(to_numpy(g), e, rtol=2e-3, atol=2e-3 * max(1.0, float(np.abs(e).max(initial=0))),
                                   err_msg=f"ivy.{subject}: float32 gradient {i}")


@needs_autodiff
@pytest.mark.skipif(not SECOND_ORDER, reason=f"{backend_name()} has no second-order gradients (test_autodiff "
                                             "checks the error)")
@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=1)
@given(seed=st.integers(0, 2**32 - 1))
def test_second_order_matches_finite_differences(name, seed):
    """``d2 . H d1`` from differentiating ``grad . d1`` (``retain_grads``) against central
    differences of the gradient along ``d2``. Found torch's ZeroTensor second derivatives of
    ``abs`` and the 1/inf norms, which ``.numpy()`` refused."""
    subject, a, loss, direction = _setup(name, seed)
    d1, d2 = direction(), direction()

    def grad_along_d1(xs):
        _, g = ivy.execute_with_gradients(loss, list(xs), retain_grads=True)
        return sum(ivy.sum(gi * to_ivy(di)) for gi, di in zip(g, d1))

    _, hd1 = ivy.execute_with_gradients(grad_along_d1, [to_ivy(v) for v in a])
    eps = 1e-5
    hi = ivy.execute_with_gradients(loss, _shifted(a, d2, eps))[1]
    lo = ivy.execute_with_gradients(loss, _shifted(a, d2, -eps))[1]
    fd = (_dot(hi, d1) - _dot(lo, d1)) / (2 * eps)
    along = _dot(hd1, d2)
    assert abs(fd - along) <= 1e-4 * (1 + abs(fd)), (
        f"ivy.{subject}: the second derivative along two directions is {along}, finite differences give {fd}")


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=1)
@given(seed=st.integers(0, 2**32 - 1))
def test_vmap_matches_loop(name, seed):
    """``ivy.vmap`` of each case over a batch of three draws against a loop (every backend; numpy
    and MXNet loop themselves). Found TensorFlow's ``vectorized_map`` padding with 0 where ivy
    pads with a constant (max pooling padded with -inf gave zeros) and refusing int64 scatter
    indices, seeded random draws and float64 ``qr`` failing in graph mode, and torch paths that
    read values back (``top_k``'s tie check, ``take_along_axis``'s range check) or write into
    unbatched tensors (``scatter_nd``, the running statistics), or have no batching rule (``lstm``)."""
    if name.startswith("__getitem__[bool") or name.startswith("__setitem__[bool"):
        pytest.skip("a boolean mask selects a data-dependent number of elements: vmap cannot batch it")
    if _needs(name):
        pytest.skip(f"{backend_name()} cannot hold complex128 (its README)")
    fn, gens = CASES[name]
    r = np.random.default_rng(seed)
    draws = [[g(r) for g in gens] for _ in range(3)]
    loop = [_float_outputs(fn(*[to_ivy(v) for v in d])) for d in draws]
    out = _float_outputs(ivy.vmap(fn)(*[to_ivy(np.stack(vs)) for vs in zip(*draws)]))
    assert len(out) == len(loop[0])
    for k, o in enumerate(out):
        np.testing.assert_allclose(to_numpy(o), np.stack([to_numpy(each[k]) for each in loop]), rtol=1e-7,
                                   atol=1e-9, err_msg=f"ivy.vmap(ivy.{_subject(name)}) output {k}")


@needs_autodiff
@pytest.mark.parametrize("fn", ["batch_norm", "instance_norm"])
@_examples
@given(seed=st.integers(0, 2**32 - 1), momentum=st.sampled_from([0.1, 0.5]))
def test_running_statistics_are_state(fn, seed, momentum):
    """In training, the new running statistics are ``(1 - momentum) * old + momentum * batch``;
    their gradient reaches ``mean``/``variance`` (``1 - momentum``) but not ``x``, as in torch
    and Keras. The normalized output is differentiated in the finite-difference cases."""
    r = np.random.default_rng(seed)
    x, m, v = r.uniform(-2, 2, (4, 5, 3)), r.uniform(-1, 1, 3), r.uniform(0.5, 2, 3)
    w1, w2 = r.standard_normal(3), r.standard_normal(3)

    def stats(xs):
        _, rm, rv = getattr(ivy, fn)(xs[0], xs[1], xs[2], training=True, momentum=momentum)
        return ivy.sum(rm * to_ivy(w1)) + ivy.sum(rv * to_ivy(w2))

    _, (gx, gm, gv) = ivy.execute_with_gradients(stats, [to_ivy(x), to_ivy(m), to_ivy(v)])
    np.testing.assert_array_equal(to_numpy(gx), np.zeros_like(x))
    np.testing.assert_allclose(to_numpy(gm), (1 - momentum) * w1, rtol=1e-12)
    np.testing.assert_allclose(to_numpy(gv), (1 - momentum) * w2, rtol=1e-12)


def _cumprod_grad_reference(x, w, exclusive=False, reverse=False):
    """d/dx_i of sum_j w_j * y_j for y the cumulative product of x, by the product rule written
    out (no division: right where x holds zeros)."""
    n = len(x)
    g = np.zeros(n)
    for j in range(n):
        terms = [k for k in range(n) if (k > j if reverse else k < j) or (k == j and not exclusive)]
        for i in terms:
            g[i] += w[j] * np.prod([x[k] for k in terms if k != i])
    return g


@needs_autodiff
@pytest.mark.parametrize("exclusive, reverse", [(False, False), (True, False), (False, True), (True, True)])
@pytest.mark.parametrize("x", [[0.0, 2.0], [2.0, 0.0, 3.0, 0.0, 5.0], [0.0, 0.0, 4.0], [1.5, -2.0, 0.5]], ids=str)
def test_cumulative_product_gradient_at_zeros(x, exclusive, reverse):
    """The gradient of a cumulative product where x holds zeros is the product rule's
    (TensorFlow's own divided by x: the gradient of cumulative_prod([0, 2]) summed was [0, 0],
    not [3, 0])."""
    w = np.arange(1.0, len(x) + 1.0)
    want = _cumprod_grad_reference(x, w, exclusive, reverse)
    wv = to_ivy(w)
    _, g = ivy.execute_with_gradients(
        lambda v: ivy.sum(ivy.cumprod(v, exclusive=exclusive, reverse=reverse) * wv), to_ivy(np.asarray(x)))
    np.testing.assert_allclose(to_numpy(g), want, rtol=1e-12, atol=0)
    if not (exclusive or reverse):
        _, g = ivy.execute_with_gradients(lambda v: ivy.sum(ivy.cumulative_prod(v) * wv), to_ivy(np.asarray(x)))
        np.testing.assert_allclose(to_numpy(g), want, rtol=1e-12, atol=0)


@needs_autodiff
@pytest.mark.parametrize("name", ["floor_divide", "floor", "ceil", "trunc", "round", "sign"])
def test_piecewise_constant_functions_have_a_zero_gradient(name):
    """Piecewise constant functions differentiate to 0 (torch raised "derivative for
    floor_divide is not implemented" at backward time)."""
    x = to_ivy(np.asarray([3.5, -2.25, 7.0]))
    f = (lambda v: ivy.floor_divide(v, 2.0) + ivy.floor_divide(7.0, v)) if name == "floor_divide" \
        else getattr(ivy, name)
    _, g = ivy.execute_with_gradients(lambda v: ivy.sum(f(v) * to_ivy(np.asarray([1.0, 2.0, 3.0]))), x)
    np.testing.assert_array_equal(np.abs(to_numpy(g)), np.zeros(3))
