"""``ndarray``, NEP 50 promotion and the scalar types of ``ivy_frontends.numpy`` against the real NumPy,
on the backend under test: operators (binary, reflected, in-place, unary), methods and attributes,
indexing and assignment (basic, advanced, boolean, mixed), views that write through to their base,
``shares_memory``, every dtype pair's promotion with Python scalars weak, the overflow of
out-of-range Python ints, and 0-d results as NumPy scalars of the right type.
"""

from __future__ import annotations

import itertools
import operator

import npcheck as C
import numpy as real
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

N = 3 if C.LEAN else 15
few = settings(max_examples=min(N, settings.default.max_examples))
SN = ((), (0,), (3,), (2, 3))


# A CI slice (torch/jax/tensorflow) keeps the backend-sensitive views and indexing tests; the numpy run
# and the full matrix run everything.
numpy_run = pytest.mark.skipif(C.SLICE, reason="a CI slice keeps the views and indexing tests; the numpy run has it")


def fnp():
    return C.fnp()


# ------------------------------------------------------------------ operators

BINARY = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "truediv": operator.truediv,
          "floordiv": operator.floordiv, "mod": operator.mod, "pow": operator.pow, "and": operator.and_,
          "or": operator.or_, "xor": operator.xor, "lshift": operator.lshift, "rshift": operator.rshift,
          "lt": operator.lt, "le": operator.le, "eq": operator.eq, "ne": operator.ne, "gt": operator.gt,
          "ge": operator.ge}
INPLACE = {"add": operator.iadd, "sub": operator.isub, "mul": operator.imul, "truediv": operator.itruediv,
           "floordiv": operator.ifloordiv, "mod": operator.imod, "and": operator.iand, "or": operator.ior,
           "xor": operator.ixor, "lshift": operator.ilshift}


def _pair(draw):
    x = draw(C.arrays("num", SN))
    y = draw(C.arrays("num", ((), x.shape[-1:] if x.ndim else ())))
    return x, y


def _safe(op, x, y):
    """Operands NumPy gives one defined answer for (no integer division by zero, no negative int powers)."""
    if op in ("floordiv", "mod", "truediv") and y.dtype.kind in "iub":
        y = real.where(y == 0, real.ones_like(y), y)
    if op in ("pow", "lshift", "rshift"):
        y = abs(y) % 3 if y.dtype.kind in "iu" else y
    return x, y


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("op", sorted(BINARY))
@few
@given(st.data())
def test_binary_operators_match_numpy(op, data):
    x, y = _safe(op, *_pair(data.draw))
    C.check(BINARY[op], BINARY[op], (x, y))


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("op", ["add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and", "lt", "eq"])
@pytest.mark.parametrize("scalar", [2, 2.5, True, 1j])
@few
@given(st.data())
def test_reflected_and_python_scalar_operands_are_weak(op, scalar, data):
    x = data.draw(C.arrays("num", SN))
    if op in ("floordiv", "mod", "pow") and isinstance(scalar, complex):
        return
    f = BINARY[op]
    C.check(lambda a: f(a, scalar), lambda a: f(a, scalar), (x,))
    if op in ("pow",):
        return
    C.check(lambda a: f(scalar, a), lambda a: f(scalar, a), (x,))


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("op", sorted(INPLACE))
@few
@given(st.data())
def test_inplace_operators_match_numpy_and_cast_as_numpy(op, data):
    x, y = _safe(op, *_pair(data.draw))
    if y.ndim > x.ndim:
        y = y.reshape(())

    def run(a, b):
        a = a.copy()
        a = INPLACE[op](a, b)
        return a

    C.check(run, run, (x, y))


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("name", ["neg", "pos", "invert", "abs"])
@few
@given(st.data())
def test_unary_operators_match_numpy(name, data):
    x = data.draw(C.arrays(None, SN))
    f = getattr(operator, name)
    C.check(f, f, (x,))


@numpy_run
@C.needs_numpy2
def test_matmul_operator_and_its_inplace_form():
    a, b = C.data("float64", (2, 3), 1), C.data("float64", (3, 3), 2)
    C.check(operator.matmul, operator.matmul, (a, b))

    def imat(x, y):
        x = x.copy()
        x @= y
        return x

    C.check(imat, imat, (a, b))
    C.check(imat, imat, (b, a))  # shape mismatch: both raise ValueError


# ------------------------------------------------------------------ methods and attributes

METHODS = {
    "sum": {"axis": -1}, "prod": {}, "mean": {}, "std": {"ddof": 1}, "var": {}, "min": {}, "max": {"axis": 0},
    "argmin": {}, "argmax": {"axis": -1}, "cumsum": {}, "cumprod": {"axis": -1}, "all": {}, "any": {"axis": 0},
    "round": {"decimals": 1}, "clip": {"min": -1, "max": 1}, "argsort": {"stable": True}, "nonzero": {},
    "repeat": {"repeats": 2}, "transpose": {}, "squeeze": {}, "flatten": {}, "ravel": {}, "copy": {},
    "tolist": {}, "trace": {}, "conj": {}, "conjugate": {}, "diagonal": {}, "swapaxes": {"args": (0, -1)},
    "reshape": {"shape": (-1,)}, "astype": {"dtype": "float32"}, "item": {"args": 0}, "compress": {
        "condition": [True, False]}, "take": {"indices": [0, -1]}, "cumprod_": None,
}


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("name", sorted(k for k, v in METHODS.items() if v is not None))
@few
@given(st.data())
def test_ndarray_methods_match_numpy(name, data):
    shapes = ((2, 3), (3, 3), (2, 1, 3)) if name in ("trace", "diagonal", "swapaxes") else ((4,), (2, 3), (0, 3))
    if name in ("min", "max", "argmin", "argmax"):
        shapes = ((4,), (2, 3))
    x = data.draw(C.arrays("num", shapes))
    kw = dict(METHODS[name])
    args = kw.pop("args") if "args" in kw else ()
    args = args if isinstance(args, tuple) else (args,)
    if name == "item" and x.size == 0:
        return

    def call(a):
        return getattr(a, name)(*args, **kw)

    C.check(call, call, (x,))


@numpy_run
@pytest.mark.parametrize("attr", ["shape", "ndim", "size", "dtype", "itemsize", "nbytes", "T",
                                  pytest.param("mT", marks=C.needs_numpy2), "real", "imag"])
@few
@given(st.data())
def test_ndarray_attributes_match_numpy(attr, data):
    x = data.draw(C.arrays(None, ((2, 3), (), (0,), (2, 1, 3)) if attr != "mT" else ((2, 3), (2, 1, 3))))
    C.check(lambda a: getattr(a, attr), lambda a: getattr(a, attr), (x,))


INPLACE_METHODS = {"sort": lambda a: a.sort(axis=0), "fill": lambda a: a.fill(7),
                   "put": lambda a: a.put([0, 4], [9, 8]),
                   "setitem": lambda a: a.__setitem__((0, 1), 5), "resize": lambda a: a.resize((3, 2))}


@numpy_run
@pytest.mark.parametrize("name", sorted(INPLACE_METHODS))
def test_inplace_methods_return_none_and_change_the_array(name):
    def run(a):
        a = a.copy()
        return INPLACE_METHODS[name](a), a

    C.check(run, run, (C.data("int64", (2, 3), 4),))


# ------------------------------------------------------------------ indexing and assignment

X = C.data("int64", (3, 4, 5), 11)
INDICES = [
    0, -1, (1, 2), (1, 2, 3), slice(1, None), (slice(None), 1), (Ellipsis, 2), (None, 1), (slice(None, None, -1),),
    (slice(0, 3, 2), slice(None), slice(4, 0, -2)), (Ellipsis, None), (),
    [0, 2], ([0, 2], [1, 3]), (real.array([[0, 1], [2, 2]]),), (slice(None), [3, 0]), (1, [0, 2], slice(1, 3)),
    ([0, 1], slice(None), [4, 0]), (X[..., 0, 0] > 5000,), (X[:, :, 0] % 2 == 0,), (X % 3 == 0,),
    (slice(None), X[0, :, 0] % 2 == 1), (1, Ellipsis, [0, 4]), (real.array([], dtype=int),),
    (10,), (0, 5), ([3],), (1.5,), (slice(None), slice(None), slice(None), 0),
]


@pytest.mark.parametrize("i", range(len(INDICES)))
def test_getitem_matches_numpy(i):
    key = INDICES[i]
    C.check(lambda a: a[key], lambda a: a[C.to_fe(key)], (X,))


@pytest.mark.parametrize("i", range(len(INDICES)))
@pytest.mark.parametrize("value", ([] if C.LEAN else ["array"]) if C.SLICE else ["scalar", "array", "float"])
def test_setitem_matches_numpy(i, value):
    key = INDICES[i]

    def run(a, key, value_of):
        a = a.copy()
        a[key] = value_of(a[key])
        return a

    def value_of(sub):
        if value == "scalar":
            return -7
        if value == "float":
            return 2.75  # cast to the array's int dtype
        return real.arange(real.size(sub)).reshape(real.shape(sub)) if hasattr(sub, "shape") else -3

    def fe_value_of(sub):
        v = value_of(C.to_real(sub))
        return C.to_fe(v)

    C.check(lambda a: run(a, key, value_of), lambda a: run(a, C.to_fe(key), fe_value_of), (X,))


# ------------------------------------------------------------------ views

VIEWS = {
    "slice": lambda a: a[1:], "step": lambda a: a[:, ::2], "row": lambda a: a[0], "T": lambda a: a.T,
    "reshape": lambda a: a.reshape(3, 2), "ravel": lambda a: a.ravel(), "view": lambda a: a.view(),
    "ellipsis": lambda a: a[..., 1], "newaxis": lambda a: a[None], "swapaxes": lambda a: a.swapaxes(0, 1),
    "real": lambda a: a.real, "transpose": lambda a: a.transpose(), "split": lambda a: a.mod.split(a, 3, axis=1)[1]
    if False else a[:, 1:2], "nested": lambda a: a[1:][0][::-1], "squeeze": lambda a: a[None].squeeze(0),
}
WRITES = {
    "fill": lambda v: v.fill(9), "setitem": lambda v: v.__setitem__(..., 7), "iadd": lambda v: operator.iadd(v, 5),
    "partial": lambda v: v.__setitem__((0,), -1) if v.ndim else v.__setitem__((), -1),
}


@pytest.mark.parametrize("view", sorted(VIEWS))
@pytest.mark.parametrize("write", sorted(WRITES))
def test_writing_through_a_view_changes_the_base(view, write):
    def run(a):
        a = a.copy()
        v = VIEWS[view](a)
        WRITES[write](v)
        return a, v

    C.check(run, run, (C.data("float64", (2, 3), 5),))


def test_writing_the_base_is_seen_by_its_views():
    def run(a):
        a = a.copy()
        v, w = a[1:], a.T
        a[1, 1] = 100
        a += 1
        return v, w

    C.check(run, run, (C.data("int32" if "int32" in C.dtypes() else "int64", (3, 3), 2),))


@numpy_run
@pytest.mark.parametrize("case", ["slice", "copy", "other", "T", "reshape", "same"])
def test_shares_memory_semantics(case):
    make = {"slice": lambda m, a: a[1:], "copy": lambda m, a: a.copy(), "other": lambda m, a: m.zeros(3),
            "T": lambda m, a: a.T, "reshape": lambda m, a: a.reshape(-1), "same": lambda m, a: a}[case]

    def run(m):
        def f(a):
            return bool(m.shares_memory(a, make(m, a))), bool(m.may_share_memory(a, make(m, a)))
        return f

    C.check(run(real), run(fnp()), (C.data("float64", (2, 3), 1),))


def test_base_of_a_view_and_readonly_views():
    f = fnp()
    a = f.arange(6.0)
    assert a[1:].base is not None and a.base is None
    d = f.broadcast_to(a, (2, 6))
    with pytest.raises(ValueError):
        d[0, 0] = 1


# ------------------------------------------------------------------ NEP 50 promotion

def _pairs():
    return list(itertools.product(C.dtypes(), C.dtypes()))


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("pair", [f"{a}-{b}" for a, b in itertools.combinations_with_replacement(C.ALL, 2)])
def test_every_dtype_pair_promotes_as_numpy(pair):
    a, b = pair.split("-")
    if a not in C.dtypes() or b not in C.dtypes():
        pytest.skip(f"the backend holds no {a if a not in C.dtypes() else b}")
    x, y = real.ones((2,), a), real.ones((), b)
    C.check(real.add, fnp().add, (x, y))
    C.check(lambda p, q: real.result_type(p, q), lambda p, q: fnp().result_type(p, q), (real.dtype(a), real.dtype(b)))
    C.check(lambda p, q: real.promote_types(p, q), lambda p, q: fnp().promote_types(p, q),
            (real.dtype(a), real.dtype(b)))


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("dt", C.ALL)
@pytest.mark.parametrize("scalar", [1, -1, 2.5, 1j, True, 300, -129, 2**40, 2**64])
def test_python_scalars_are_weak_and_out_of_range_ints_raise(dt, scalar):
    if dt not in C.dtypes():
        pytest.skip(f"the backend holds no {dt}")
    x = real.ones((2,), dt)
    C.check(real.add, fnp().add, (x, scalar))
    C.check(lambda a: a * scalar, lambda a: a * scalar, (x,))
    C.check(lambda a: a[0] + scalar, lambda a: a[0] + scalar, (x,))  # a NumPy scalar is weak-less: as an array


# ------------------------------------------------------------------ scalar types

SCALARS = [("float32", 1.5), ("float64", 2.25), ("int8", 100), ("uint8", 255), ("int64", -3), ("bool", 0),
           ("complex64", 1 + 2j), ("float16", 0.1), ("int16", 7), ("complex128", 3j)]


@numpy_run
@C.needs_numpy2
@pytest.mark.parametrize("name,value", SCALARS)
def test_scalar_types_construct_compute_and_repr_as_numpy(name, value):
    if name not in C.dtypes():
        pytest.skip(f"the backend holds no {name}")
    f = fnp()
    rs, fs = getattr(real, name)(value), getattr(f, name)(value)
    assert repr(fs) == repr(rs) and type(fs).__name__ == type(rs).__name__
    for op in (lambda s: s + 1, lambda s: s * 2.5, lambda s: -s, lambda s: s == value, lambda s: abs(s),
               lambda s: s.item(), lambda s: s.dtype, lambda s: s + s, lambda s: s / 2):
        C.check(op, op, (rs,))


@numpy_run
@pytest.mark.parametrize("case", ["sum", "index", "max", "dot", "mean", "item0d"])
def test_zero_d_results_are_numpy_scalars(case):
    f = {"sum": lambda m, a: m.sum(a), "index": lambda m, a: a[0, 1], "max": lambda m, a: a.max(),
         "dot": lambda m, a: m.dot(a[0], a[1]), "mean": lambda m, a: m.mean(a, axis=None),
         "item0d": lambda m, a: m.asarray(a[0, 0])}[case]
    for dt in ("int64", "float32", "bool"):
        x = C.data(dt, (2, 3), 3)
        C.check(lambda a: f(real, a), lambda a: f(fnp(), a), (x,))
