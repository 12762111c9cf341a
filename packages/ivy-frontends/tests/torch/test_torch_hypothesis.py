"""Hypothesis over dtypes and shapes (0-d and empty included) per function and per method, against
real torch: pointwise functions (one and two operands, Python numbers as operands, every dtype pair
for promotion), reductions (dim / keepdim), shape and joining ops, and ``__getitem__``/``__setitem__``
with torch's indexing rules. Where torch raises, the frontend must raise an ``ivy.IvyError``.

Examples per function: a fifth of the profile's (ci: 5, thorough: 100).
"""

from __future__ import annotations

import hypothesis.extra.numpy as hnp
import numpy as np
import opinfo_driver as drv
import pytest
import torch as real
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import ivy
import ivy_frontends.torch as fe

EXAMPLES = max(settings().max_examples // 5, 3)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

ALL = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64", "complex64",
       "complex128"]


def held():
    return [d for d in ALL if ivy.dtype_from_name(d) in ivy.current_backend().supported_dtypes()]


def values(dtype, shape):
    """NumPy values for ``dtype`` (bfloat16 drawn as float32), small so that sums stay exact enough."""
    if dtype == "bool":
        return hnp.arrays(np.bool_, shape)
    if dtype.startswith(("int", "uint")):
        lo = 0 if dtype.startswith("u") else -20
        return hnp.arrays(np.dtype(dtype), shape, elements=st.integers(lo, 20))
    if dtype.startswith("complex"):
        part = st.floats(-10, 10, width=32, allow_subnormal=False)  # (subnormals: see SCALARS)
        return hnp.arrays(np.dtype(dtype), shape, elements=st.builds(complex, part, part))
    np_dt = np.float32 if dtype == "bfloat16" else np.dtype(dtype)
    width = 16 if dtype == "float16" else 32
    return hnp.arrays(np_dt, shape, elements=st.floats(-10, 10, width=width))


def pair(a, dtype):
    """(real torch tensor, frontend tensor) of NumPy array ``a`` in ``dtype``."""
    r = real.from_numpy(np.ascontiguousarray(a)).to(getattr(real, dtype))
    return r, drv.to_frontend(r)


SHAPES = hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)


def run_both(f_real, f_fe):
    """Both calls; torch's refusal must be matched by an IvyError. Returns (theirs, ours) or None."""
    try:
        theirs = f_real()
    except NotImplementedError:  # a kernel torch lacks on CPU ("div_cpu" for ComplexHalf): not a refusal
        assume(False)
    except Exception:  # noqa: BLE001 - torch refusing is the case to match
        with pytest.raises(ivy.IvyError):
            f_fe()
        return None
    try:
        return theirs, f_fe()
    except ivy.UnsupportedDtypeError as e:
        # torch computes in a dtype the backend cannot hold (mxnet: int16 for uint8 with int8, complex for a
        # Python complex): the refusal must name it
        if not any(f"dtype {d} " in str(e) for d in ALL if d not in held()):
            raise
        return None


def check(name, theirs_ours):
    if theirs_ours is None:
        return
    theirs, ours = theirs_ours
    if not drv.dtypes_used(theirs, set()) <= set(held()):
        return
    drv.compare(ours, theirs, name)


# ------------------------------------------------------------------ pointwise, one operand

UNARY = ["abs", "neg", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
         "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "reciprocal", "sigmoid", "erf",
         "erfc", "erfinv", "lgamma", "digamma", "sign", "sgn", "square", "floor", "ceil", "round", "trunc", "frac",
         "isnan", "isinf", "isfinite", "isposinf", "isneginf", "signbit", "bitwise_not", "logical_not", "angle",
         "deg2rad", "rad2deg", "sinc", "i0", "nan_to_num", "positive", "conj_physical", "real", "logit", "clone"]


@pytest.mark.parametrize("name", UNARY)
@SETTINGS
@given(data=st.data())
def test_unary_function_and_method(name, data):
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    a = data.draw(values(dtype, data.draw(SHAPES, label="shape")), label="x")
    r, x = pair(a, dtype)
    check(name, run_both(lambda: getattr(real, name)(r), lambda: getattr(fe, name)(x)))
    if hasattr(real.Tensor, name) and name not in ("real",):
        check(name, run_both(lambda: getattr(r, name)(), lambda: getattr(x, name)()))


# ------------------------------------------------------------------ pointwise, two operands

BINARY = ["add", "sub", "mul", "div", "floor_divide", "remainder", "fmod", "pow", "atan2", "hypot", "maximum",
          "minimum", "fmax", "fmin", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor",
          "bitwise_and", "bitwise_or", "bitwise_xor", "copysign", "xlogy", "logaddexp", "nextafter", "true_divide"]


@pytest.mark.parametrize("name", BINARY)
@SETTINGS
@given(data=st.data())
def test_binary_promotion_and_broadcasting(name, data):
    d1 = data.draw(st.sampled_from(held()), label="dtype1")
    d2 = data.draw(st.sampled_from(held()), label="dtype2")
    s1, s2 = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=3),
                       label="shapes").input_shapes
    a = data.draw(values(d1, s1), label="x")
    b = data.draw(values(d2, s2), label="y")
    if name in ("floor_divide", "remainder", "fmod", "div", "true_divide") and not np.issubdtype(b.dtype, np.floating):
        assume(not np.any(b == 0))
    ra, xa = pair(a, d1)
    rb, xb = pair(b, d2)
    check(name, run_both(lambda: getattr(real, name)(ra, rb), lambda: getattr(fe, name)(xa, xb)))
    check(name, run_both(lambda: getattr(ra, name)(rb), lambda: getattr(xa, name)(xb)))


# No subnormal floats: torch's CPU kernels and NumPy's treat them differently (x % 2e-40 in bfloat16 is
# nan in torch, the number taken as 0), a property of the backends' arithmetic, not of the frontend.
SCALARS = st.one_of(st.booleans(), st.integers(-5, 5), st.floats(-5, 5, width=32, allow_subnormal=False),
                    st.builds(complex, st.integers(-3, 3), st.integers(-3, 3)))


@pytest.mark.parametrize("name", ["add", "sub", "mul", "div", "pow", "eq", "lt", "maximum", "remainder"])
@SETTINGS
@given(data=st.data())
def test_python_number_operands(name, data):
    """Python numbers as the second operand: torch's categories (int64, the default dtype, complex)."""
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    a = data.draw(values(dtype, data.draw(SHAPES, label="shape")), label="x")
    s = data.draw(SCALARS, label="number")
    if name in ("remainder",):
        assume(s != 0)
    r, x = pair(a, dtype)
    check(name, run_both(lambda: getattr(real, name)(r, s), lambda: getattr(fe, name)(x, s)))


@pytest.mark.parametrize("number", [False, True])
def test_sub_refuses_a_python_bool_like_torch(number):
    """torch refuses subtraction with a bool operand, a Python bool included (found by CI's draws)."""
    r, x = pair(np.zeros((), np.uint8), "uint8")
    for f_real, f_fe in [(lambda: r - number, lambda: x - number), (lambda: number - r, lambda: number - x),
                         (lambda: real.sub(r, number), lambda: fe.sub(x, number)),
                         (lambda: real.rsub(r, number), lambda: fe.rsub(x, number))]:
        with pytest.raises(RuntimeError):
            f_real()
        with pytest.raises(ivy.IvyError):
            f_fe()


# ------------------------------------------------------------------ reductions

REDUCTIONS = ["sum", "prod", "mean", "amax", "amin", "argmax", "argmin", "all", "any", "std", "var", "logsumexp",
              "nansum", "count_nonzero", "cumsum", "cumprod", "max", "min", "median"]


@pytest.mark.parametrize("name", REDUCTIONS)
@SETTINGS
@given(data=st.data())
def test_reduction_dim_and_keepdim(name, data):
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4), label="shape")
    a = data.draw(values(dtype, shape), label="x")
    dim = data.draw(st.integers(-len(shape), len(shape) - 1), label="dim")
    r, x = pair(a, dtype)
    if name in ("cumsum", "cumprod", "count_nonzero"):
        check(name, run_both(lambda: getattr(real, name)(r, dim), lambda: getattr(fe, name)(x, dim)))
        return
    keep = data.draw(st.booleans(), label="keepdim")
    check(name, run_both(lambda: getattr(real, name)(r, dim, keep), lambda: getattr(fe, name)(x, dim, keep)))
    check(name, run_both(lambda: getattr(r, name)(dim, keepdim=keep), lambda: getattr(x, name)(dim, keepdim=keep)))


# ------------------------------------------------------------------ shapes and joining

@SETTINGS
@given(data=st.data())
def test_shape_ops(data):
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=4, min_side=1, max_side=3), label="shape")
    a = data.draw(values(dtype, shape), label="x")
    r, x = pair(a, dtype)
    nd = len(shape)
    perm = data.draw(st.permutations(range(nd)), label="perm")
    d0 = data.draw(st.integers(-nd, nd - 1), label="d0")
    d1 = data.draw(st.integers(-nd, nd - 1), label="d1")
    cases = [
        ("reshape", lambda m, t: m.reshape(t, (-1,))), ("permute", lambda m, t: t.permute(*perm)),
        ("transpose", lambda m, t: t.transpose(d0, d1)), ("flatten", lambda m, t: m.flatten(t, min(d0 % nd, d1 % nd),
                                                                                               max(d0 % nd, d1 % nd))),
        ("squeeze", lambda m, t: t.squeeze()), ("unsqueeze", lambda m, t: t.unsqueeze(d0)),
        ("flip", lambda m, t: m.flip(t, [d0])), ("roll", lambda m, t: m.roll(t, 1, d0)),
        ("movedim", lambda m, t: m.movedim(t, d0, d1)), ("split", lambda m, t: m.split(t, 2, d0)),
        ("chunk", lambda m, t: t.chunk(2, d1)), ("cat", lambda m, t: m.cat([t, t], d0)),
        ("stack", lambda m, t: m.stack([t, t], d1)), ("tile", lambda m, t: t.tile((2,))),
        ("repeat", lambda m, t: t.repeat(*([2] * nd))), ("narrow", lambda m, t: t.narrow(d0, 0, 1)),
        ("select", lambda m, t: t.select(d0, 0)), ("diagonal", lambda m, t: m.diagonal(t, 0, d0, d1)),
        ("expand", lambda m, t: t.expand(2, *shape)), ("tril", lambda m, t: m.tril(t)),
        ("view", lambda m, t: t.view(-1)), ("T", lambda m, t: t.mT if nd >= 2 else t.T),
    ]
    for name, f in cases:
        check(name, run_both(lambda f=f: f(real, r), lambda f=f: f(fe, x)))


@SETTINGS
@given(data=st.data())
def test_gather_index_select_where(data):
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4), label="shape")
    a = data.draw(values(dtype, shape), label="x")
    dim = data.draw(st.integers(0, len(shape) - 1), label="dim")
    idx = data.draw(hnp.arrays(np.int64, shape, elements=st.integers(0, shape[dim] - 1)), label="index")
    cond = data.draw(hnp.arrays(np.bool_, shape), label="cond")
    r, x = pair(a, dtype)
    ri, xi = pair(idx, "int64")
    rc, xc = pair(cond, "bool")
    check("gather", run_both(lambda: real.gather(r, dim, ri), lambda: fe.gather(x, dim, xi)))
    check("index_select", run_both(lambda: real.index_select(r, dim, ri.flatten()[:3]),
                                   lambda: fe.index_select(x, dim, xi.flatten()[:3])))
    check("where", run_both(lambda: real.where(rc, r, 0), lambda: fe.where(xc, x, 0)))
    check("scatter_add", run_both(lambda: real.scatter_add(r, dim, ri, r), lambda: fe.scatter_add(x, dim, xi, x)))
    check("masked_select", run_both(lambda: r[rc], lambda: x[xc]))


# ------------------------------------------------------------------ indexing

def _key(data, shape):
    parts = []
    for i, s in enumerate(shape):
        kind = data.draw(st.sampled_from(["int", "slice", "full", "none", "list"]), label=f"k{i}")
        if kind == "int" and s:
            parts.append(data.draw(st.integers(-s, s - 1)))
        elif kind == "slice":
            lo = data.draw(st.integers(-s - 1, s + 1))
            hi = data.draw(st.integers(-s - 1, s + 1))
            step = data.draw(st.integers(1, 3))
            parts.append(slice(lo, hi, step))
        elif kind == "none":
            parts.append(None)
            parts.append(slice(None))
        elif kind == "list" and s:
            parts.append(data.draw(st.lists(st.integers(-s, s - 1), min_size=1, max_size=3)))
        else:
            parts.append(slice(None))
    if data.draw(st.booleans(), label="ellipsis") and parts:
        parts[0] = Ellipsis
    return tuple(parts)


@SETTINGS
@given(data=st.data())
def test_getitem_and_setitem_follow_torch(data):
    dtype = data.draw(st.sampled_from(held()), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4), label="shape")
    a = data.draw(values(dtype, shape), label="x")
    key = _key(data, shape)
    r, x = pair(a, dtype)
    got = run_both(lambda: r[key], lambda: x[key])
    check("__getitem__", got)
    if got is None:
        return
    v = data.draw(values(dtype, ()), label="value")
    rv, _ = pair(v, dtype)
    item = rv.item()
    check("__setitem__", run_both(lambda: r.__setitem__(key, item) or r, lambda: x.__setitem__(key, item) or x))


def test_integers_beside_advanced_indices_index_first_as_torch_does():
    """``x[0, :, [0, 1]]`` is (3, 2) in torch (its integers index first), (2, 3) under NumPy's rule;
    reading and writing (a number and a tensor of the result's shape) follow torch."""
    r = real.arange(24).reshape(2, 3, 4)
    x = fe.arange(24).reshape(2, 3, 4)
    keys = [([0, 1], 0, [0, 1]), (0, slice(None), [0, 1]), (slice(None), 0, [0, 1]), ([0, 1], slice(None), 0),
            (None, 0, slice(None), [0, 1]), (Ellipsis, 0, [0, 1]), (0, r[0] > 5), (r[:, 0, 0] > 2, 1, [0, 2]),
            (0, [0, 0, 1], 2), (real.tensor(0), slice(None), [0, 1])]
    for k in keys:
        fk = tuple(drv.to_frontend(p) if isinstance(p, real.Tensor) else p for p in k)
        check("__getitem__", (r[k], x[fk]))
        value = -real.arange(r[k].numel()).reshape(r[k].shape) - 1
        for v_real, v_fe in ((-1, -1), (value, drv.to_frontend(value))):
            r2, x2 = r.clone(), x.clone()
            r2[k] = v_real
            x2[fk] = v_fe
            check("__setitem__", (r2, x2))
