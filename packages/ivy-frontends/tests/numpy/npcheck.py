"""Shared helpers of the NumPy frontend's tests against the real NumPy.

- :func:`dtypes` (the NumPy dtype names the backend under test holds), :data:`SHAPES` (0-d and empty
  included), :func:`arrays` (a hypothesis strategy of real NumPy arrays with small values);
- :func:`to_fe` (a real NumPy value as the frontend's: arrays, scalars, nested lists and tuples),
  :func:`to_real` (a frontend value as the real NumPy's);
- :func:`mismatch` (why a frontend call differs from NumPy's, or None) and :func:`check` (assert none):
  both raise (the frontend's exception an instance of NumPy's class), or equal results: type (array vs
  scalar vs Python number), dtype, shape and values (``rtol`` by precision), containers element-wise.
"""

from __future__ import annotations

import functools
import os
import re
import warnings

import numpy as real
import pytest
from hypothesis import strategies as st

from ivy.testing.helpers import backend_name

SLICE = os.environ.get("IVY_OPINFO", "ci") != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))
ALL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
       "float64", "complex64", "complex128")
SHAPES = ((), (0,), (3,), (2, 3), (2, 0), (2, 1, 3))
LEAN = backend_name() == "jax"  # JAX compiles each op per shape and dtype: draw fewer of them
# The frontend is NumPy 2's: NEP 50 promotion (Python scalars weak, 0-d arrays like any array), its
# keywords and refusals. Where a test's results depend on that, the installed NumPy is ground truth only
# if it is NumPy 2 (MXNet's venv pins NumPy 1.23.5, whose value-based casting gives other dtypes).
NUMPY2 = int(real.__version__.split(".")[0]) >= 2
needs_numpy2 = pytest.mark.skipif(
    not NUMPY2, reason=f"ground truth is NumPy 2's semantics (NEP 50 promotion of Python scalars and 0-d arrays, "
                       f"its keywords); the installed NumPy {real.__version__} (MXNet's pin) has value-based casting")
# Records whose NumPy 1.23 results differ from NumPy 2.4's for the frontend on every backend (measured on
# the torch backend in MXNet's venv: NEP 50 dtypes of 0-d inputs, tuples for lists, the `stable` keyword,
# ints kept by count_nonzero, norm 0 of an empty array, NumPy 2's new names: linalg.vecdot, np.trapezoid, ...).
NUMPY2_RECORDS = frozenset(
    ["ns:" + n for n in ("angle", "argsort", "broadcast_arrays", "clip", "count_nonzero", "cross", "gradient",
                         "meshgrid", "percentile", "polyval", "quantile", "sinc", "trapezoid", "unique_counts",
                         "unique_values")]
    + ["linalg:" + n for n in ("cross", "diagonal", "matmul", "norm", "matrix_norm", "matrix_rank", "matrix_transpose",
                               "outer", "svdvals", "tensordot", "trace", "vecdot", "vector_norm")]
    + ["fft:" + n for n in ("fft2", "hfft", "ifft", "ifft2", "ihfft", "rfftn")])


def numpy2_param(key, name):
    """``name`` as a test parameter, skipped (``needs_numpy2``) where ``key`` is in NUMPY2_RECORDS."""
    return pytest.param(name, marks=needs_numpy2) if key in NUMPY2_RECORDS else name


def fnp():
    import ivy_frontends.numpy as m

    return m


@functools.cache
def dtypes(kind=None):
    """NumPy dtype names of ``kind`` ('b', 'i', 'u', 'iu', 'f', 'c', 'fc', 'num', None: all) the backend holds."""
    import ivy

    out = []
    for n in ALL:
        k = real.dtype(n).kind
        if kind == "num" and k == "b" or kind not in (None, "num") and k not in kind:
            continue
        try:
            ivy.zeros((1,), dtype=n)
        except Exception:  # noqa: BLE001 - a dtype the backend cannot hold
            continue
        out.append(n)
    return tuple(out)


def _values(rs, dt, shape):
    return real.asarray(_draw_values(rs, dt, shape))


def _draw_values(rs, dt, shape):
    d = real.dtype(dt)
    if d.kind == "b":
        return rs.random(shape) > 0.5
    if d.kind == "u":
        return rs.integers(0, 10, shape).astype(d)
    if d.kind == "i":
        return rs.integers(-5, 6, shape).astype(d)
    if d.kind == "c":
        return (rs.uniform(-3, 3, shape) + 1j * rs.uniform(-3, 3, shape)).astype(d)
    return rs.uniform(-3, 3, shape).astype(d)


@st.composite
def arrays(draw, kind="num", shapes=SHAPES, dtype=None):
    """A real NumPy array of a dtype of ``kind`` the backend holds and a shape of ``shapes``."""
    dt = dtype or draw(st.sampled_from(dtypes(kind)))
    shape = draw(st.sampled_from(shapes))
    rs = real.random.default_rng(draw(st.integers(0, 2**16)))
    return _values(rs, dt, shape)


def data(dt, shape, seed=0):
    return _values(real.random.default_rng(seed), dt, shape)


def to_fe(v):
    f = fnp()
    if isinstance(v, real.ndarray):
        return f.asarray(v)
    if isinstance(v, real.generic):
        return f.dtype(v.dtype.name).type(v.item())
    if isinstance(v, list):
        return [to_fe(x) for x in v]
    if isinstance(v, tuple):
        return tuple(to_fe(x) for x in v)
    if isinstance(v, real.dtype):
        return f.dtype(v.name)
    return v


def to_real(v):
    from ivy_frontends.numpy import _dtypes as D
    from ivy_frontends.numpy.ndarray import ndarray

    if isinstance(v, ndarray):
        return real.asarray(v.tolist(), dtype=v.dtype.name).reshape(v.shape)
    if isinstance(v, D.generic):
        return real.dtype(v.dtype.name).type(v.item())
    if isinstance(v, D.dtype):
        return real.dtype(v.name)
    if isinstance(v, tuple) and hasattr(v, "_fields"):
        return tuple(to_real(x) for x in v)
    if isinstance(v, (list, tuple)):
        return type(v)(to_real(x) for x in v)
    return v


def _call(f, args, kwargs):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return f(*args, **kwargs), None
    except Exception as e:  # noqa: BLE001 - compared with the other side
        return None, e


def diff(want, got, rtol=None, path="result"):
    """Why frontend value ``got`` (already :func:`to_real`) differs from NumPy's ``want``, or None."""
    if isinstance(want, tuple) and hasattr(want, "_fields"):
        want = tuple(want)
    if isinstance(want, (real.ndarray, real.generic)):
        if isinstance(want, real.ndarray) != isinstance(got, real.ndarray) or not isinstance(
                got, (real.ndarray, real.generic)):
            return f"{path}: {type(got).__name__} {got!r}, NumPy {type(want).__name__} {want!r}"
        if want.dtype != got.dtype or want.shape != got.shape:
            return f"{path}: {got.dtype}{got.shape}, NumPy {want.dtype}{want.shape}"
        if want.dtype.kind in "fc":
            tol = rtol or (1e-2 if want.dtype.itemsize <= 2 else 1e-4 if want.dtype in (
                real.float32, real.complex64) else 1e-9)
            ok = real.allclose(got, want, rtol=tol, atol=tol, equal_nan=True)
        else:
            ok = real.array_equal(got, want)
        return None if ok else f"{path}: values {got!r}, NumPy {want!r}"
    if isinstance(want, (list, tuple)):
        if type(want) is not type(got) or len(want) != len(got):
            return f"{path}: {type(got).__name__} {got!r}, NumPy {type(want).__name__} of {len(want)}"
        for i, (a, b) in enumerate(zip(want, got)):
            why = diff(a, b, rtol, f"{path}[{i}]")
            if why:
                return why
        return None
    if isinstance(want, (bool, int, float, complex)):
        if type(want) is not type(got):
            return f"{path}: {type(got).__name__} {got!r}, NumPy {type(want).__name__} {want!r}"
        if isinstance(want, (float, complex)):
            return None if real.allclose(got, want, rtol=rtol or 1e-9, equal_nan=True) else f"{path}: {got} vs {want}"
        return None if want == got else f"{path}: {got} vs {want}"
    if isinstance(want, real.dtype):
        return None if want == got else f"{path}: dtype {got}, NumPy {want}"
    return None if want == got else f"{path}: {got!r}, NumPy {want!r}"


def mismatch(real_fn, fe_fn, args=(), kwargs=None, rtol=None):
    """Run ``real_fn`` on ``args`` (real NumPy values) and ``fe_fn`` on their frontend copies; why they
    differ, or None."""
    kwargs = kwargs or {}
    want, rerr = _call(real_fn, args, kwargs)
    got, ferr = _call(fe_fn, to_fe(args), {k: to_fe(v) for k, v in kwargs.items()})
    if rerr is not None:
        if ferr is None:
            return f"NumPy raises {type(rerr).__name__} ({rerr}); the frontend returns {got!r}"
        if not isinstance(ferr, type(rerr)) and type(rerr).__name__ not in {c.__name__ for c in type(ferr).__mro__}:
            return f"NumPy raises {type(rerr).__name__}, the frontend {type(ferr).__name__}: {ferr}"
        return None
    if ferr is not None:
        import ivy

        if isinstance(ferr, ivy.UnsupportedDtypeError) and _lacks(want):
            return None  # NumPy's result dtype (uint64 on torch) is one the backend cannot hold: a clear refusal
        if isinstance(ferr, ivy.UnsupportedDtypeError) and any(re.search(rf"\b{d}\b", str(ferr)) for d in ALL
                                                               if d not in dtypes()):
            return None  # NumPy computes in a dtype the backend cannot hold (int16 for int8 with uint8 on mxnet)
        return f"the frontend raises {type(ferr).__name__}: {ferr}"
    try:
        got = to_real(got)
    except Exception as e:  # noqa: BLE001
        return f"the frontend's result cannot be read: {type(e).__name__}: {e}"
    return diff(want, got, rtol)


def _lacks(v):
    """Whether NumPy value ``v`` holds a dtype the backend cannot hold."""
    if isinstance(v, (real.ndarray, real.generic)):
        return v.dtype.name not in dtypes()
    if isinstance(v, (list, tuple)):
        return any(_lacks(x) for x in v)
    return False


def check(real_fn, fe_fn, args=(), kwargs=None, rtol=None):
    msg = mismatch(real_fn, fe_fn, args, kwargs, rtol)
    assert msg is None, msg
