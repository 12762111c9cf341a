"""Helpers of the conformance suite: the backend under test, conversions, comparisons.

Inputs are drawn as NumPy arrays, then handed to ivy (on the backend under
test) and to ``array_api_strict`` (the reference), and the results compared on
dtype, shape and values.
"""

from __future__ import annotations

import os

import numpy as np

import ivy


def backend_name() -> str:
    """The backend under test: ``--ivy-backend``/``IVY_TEST_BACKEND``, else numpy."""
    return os.environ.get("IVY_TEST_BACKEND") or "numpy"


def device_name():
    """The device the suite creates arrays on (``--ivy-device``/``IVY_TEST_DEVICE``), else None:
    the backend's default."""
    return os.environ.get("IVY_TEST_DEVICE") or None


def backend():
    return ivy.get_backend(backend_name()).load()


def impls(name):
    """The ways to run ``name``: ``"ivy"`` (dispatch) and ``"composition"`` (ivy-core's, what a
    backend lacking ``name`` runs) when it has one; for ``pytest.mark.parametrize("impl", ...)``."""
    out = ["ivy"]
    if ivy._dispatch.REGISTRY[name].composition is not None:
        out.append("composition")
    return out


def run_impl(impl, name, *args, **kwargs):
    """``ivy.<name>(*args, **kwargs)``, or ivy-core's composition of it on the backend under test
    (``impl`` from :func:`impls`); ivy.Arrays in, an ivy.Array out."""
    import pytest

    if impl == "ivy":
        return getattr(ivy, name)(*args, **kwargs)
    b = backend()
    missing = [f for f in ("where",) if b._sources.get(f) == "missing"]
    if missing and name not in ("square", "positive", "reciprocal", "signbit", "clip"):
        pytest.skip(f"the composition of {name} needs {missing}, which backend {b.name} lacks")
    native = [a.data if isinstance(a, ivy.Array) else a for a in args]
    return ivy.Array(ivy._dispatch.REGISTRY[name].composition(b, *native, **kwargs))


def has_autodiff() -> bool:
    """Whether the backend under test has a ``gradients`` module that differentiates."""
    g = getattr(backend(), "gradients", None)
    return g is not None and getattr(g, "AUTODIFF", True) is not False


def supported_dtypes(kind=None, *, standard=True):
    """ivy dtypes the backend under test holds, of ``kind``.

    ``standard=True`` keeps the standard's 13 dtypes (array-api-strict is the
    reference for those); ``False`` adds float16 (compare it with NumPy).
    bfloat16 is never drawn: NumPy cannot hold it.
    """
    skip = (ivy.bfloat16,) if not standard else (ivy.bfloat16, ivy.float16)
    out = [d for d in backend().supported_dtypes() if d not in skip]
    if kind is not None:
        out = [d for d in out if ivy.isdtype(d, kind)]
    return out


def other_float_dtypes():
    """float64, float16 and bfloat16, those the backend under test holds (float32's siblings)."""
    held = backend().supported_dtypes()
    return [d for d in (ivy.float64, ivy.float16, ivy.bfloat16) if d in held]


def unsupported_dtypes():
    """Standard dtypes (and float16) the backend cannot hold: each must raise UnsupportedDtypeError."""
    held = set(backend().supported_dtypes())
    return [d for d in ivy.all_dtypes if d not in held]


def lacking(*dtypes):
    """Those of ``dtypes`` (ivy dtypes or names) the backend under test cannot hold."""
    held = set(backend().supported_dtypes())
    ds = [ivy.dtype_from_name(d) if isinstance(d, str) else d for d in dtypes]
    return [d for d in ds if d not in held]


def expect_unsupported(*dtypes):
    """``pytest.raises(ivy.UnsupportedDtypeError)`` whose message names one of ``dtypes``.

    For a test whose inputs or result need dtypes the backend lacks: the dtype must be
    reported, not dropped. ``with expect_unsupported(*lacking(...)):`` around the call.
    """
    import re

    import pytest

    names = "|".join(re.escape(ivy.dtype_from_name(d).name if isinstance(d, str) else d.name) for d in dtypes)
    return pytest.raises(ivy.UnsupportedDtypeError, match=names or None)


def unsigned_accumulator():
    """The dtype ivy accumulates unsigned integers in (sum, prod, cumulative_*, trace with
    dtype=None): uint64, or int64 on a backend that cannot hold uint64 (torch)."""
    return ivy.uint64 if ivy.uint64 in backend().supported_dtypes() else ivy.int64


def expected_accumulation(x, expected, dtype=None):
    """``expected`` (an array-api-strict result for NumPy input ``x``) as ivy's backend
    gives it: unsigned input accumulates in :func:`unsigned_accumulator`."""
    if dtype is None and np.asarray(x).dtype.kind == "u" and unsigned_accumulator() is not ivy.uint64:
        import array_api_strict as xp

        return xp.astype(expected, getattr(xp, unsigned_accumulator().name))
    return expected


def np_dtype(d):
    return np.dtype(d.name)


def to_ivy(a):
    """A NumPy array (or scalar) as an ivy.Array on the backend under test, same dtype."""
    if type(a) in (bool, int, float, complex):  # NumPy scalars (np.float64 is a float) become arrays
        return a
    # A copy: backends may share memory with a NumPy source (torch.from_numpy), and in-place
    # operators on the result must not change the test's own data.
    a = np.array(a)
    return ivy.asarray(a, dtype=ivy.dtype_from_name(a.dtype.name))


def to_native(a):
    """A NumPy array as a native array of the backend under test."""
    return to_ivy(a).data


def to_strict(a):
    import array_api_strict as xp

    if type(a) in (bool, int, float, complex):
        return a
    return xp.asarray(np.array(a))  # a copy, as in to_ivy: in-place reference ops must not touch a


def to_numpy(x):
    """Any result (ivy.Array, native array, array_api_strict array) as a NumPy array."""
    if isinstance(x, ivy.Array):
        return np.asarray(x.backend.to_numpy(x.data))
    mod = type(x).__module__.partition(".")[0]
    if mod == "array_api_strict":
        # array_api_strict converts only CPU arrays (the suite's --ivy-device puts them elsewhere)
        cpu = x.__array_namespace__().Device("CPU_DEVICE")
        return np.asarray(x if x.device == cpu else x.to_device(cpu))
    b = ivy._dispatch.backend_of(x)
    if b is not None:
        return np.asarray(b.load().to_numpy(x))
    return np.asarray(x)


def dtype_name(x) -> str:
    if isinstance(x, ivy.Array):
        return x.dtype.name
    mod = type(x).__module__.partition(".")[0]
    if mod == "array_api_strict":
        return np.asarray(x._array).dtype.name
    if mod == "numpy":
        return np.asarray(x).dtype.name
    return ivy._dispatch.dtype_of(x).name


def result_lacking(expected):
    """The dtypes of ``expected`` (a reference result, or a sequence of them) the backend lacks."""
    es = expected if isinstance(expected, (tuple, list)) else (expected,)
    return lacking(*sorted({dtype_name(e) for e in es}))


def default_rtol(dtype):
    """:func:`assert_same`'s default tolerance for float or complex NumPy ``dtype``, by the size
    of its real part: 1e-3 for half precision, 1e-5 for single, 1e-10 for double.

    >>> default_rtol(np.dtype("complex64"))
    1e-05
    """
    part = dtype.itemsize // 2 if dtype.kind == "c" else dtype.itemsize
    return {2: 1e-3, 4: 1e-5}.get(part, 1e-10)


def assert_same(result, expected, *, rtol=None, atol=None, check_dtype=True, equal_nan=True, msg="",
                complex_products=False):
    """Assert ``result`` (ivy) equals ``expected`` (reference) in dtype, shape and values.

    Integers and bools compare exactly; floats to a tolerance fitted to the dtype.
    ``complex_products``: the values are complex products or quotients, whose parts the standard
    leaves to the implementation where a factor has an infinite or NaN part (data-apis/array-api
    #551, #554: NumPy's ``prod(0 + inf j)`` is NaN + inf j, JAX's inf j); such a value need only
    be non-finite where the reference's is.
    """
    if isinstance(expected, (tuple, list)):
        assert isinstance(result, (tuple, list)), f"{msg}: expected a sequence, got {type(result)}"
        assert len(result) == len(expected), msg
        for r, e in zip(result, expected):
            assert_same(r, e, rtol=rtol, atol=atol, check_dtype=check_dtype, equal_nan=equal_nan, msg=msg,
                        complex_products=complex_products)
        return
    # 0-d results are arrays (the standard), never NumPy scalars
    native = result.data if isinstance(result, ivy.Array) else result
    assert not isinstance(native, np.generic), f"{msg}: the result is a NumPy scalar ({type(native).__name__})"
    if check_dtype:
        assert dtype_name(result) == dtype_name(expected), (
            f"{msg}: dtype {dtype_name(result)} != expected {dtype_name(expected)}"
        )
    r = to_numpy(result)
    e = to_numpy(expected)
    assert r.shape == e.shape, f"{msg}: shape {r.shape} != expected {e.shape}"
    if r.dtype.kind in "biu" and e.dtype.kind in "biu":
        np.testing.assert_array_equal(r, e, err_msg=msg)
        return
    if rtol is None:
        rtol = default_rtol(r.dtype)
    if atol is None:
        atol = rtol
    e = e.astype(r.dtype) if e.dtype != r.dtype else e
    if r.dtype.kind == "c":
        # A complex value with a NaN part is a complex NaN: two of them match whatever the
        # other part. Non-finite values match part by part (infinities with their signs);
        # finite ones to a tolerance relative to the complex magnitude (a part that should be
        # 0 carries the rounding error of the whole value).
        if complex_products:
            open_ = ~np.isfinite(e)
            assert not np.isfinite(r[open_]).any(), f"{msg}: {r[open_]} should be non-finite, as {e[open_]}"
            r = np.where(open_, np.zeros((), r.dtype), r)
            e = np.where(open_, np.zeros((), e.dtype), e)
        both_nan = (np.isnan(r.real) | np.isnan(r.imag)) & (np.isnan(e.real) | np.isnan(e.imag))
        if equal_nan and both_nan.any():
            r = np.where(both_nan, np.zeros((), r.dtype), r)
            e = np.where(both_nan, np.zeros((), e.dtype), e)
        finite = np.isfinite(r) & np.isfinite(e)
        for part in ("real", "imag"):  # part by part: NumPy mishandles complex infinities
            np.testing.assert_allclose(getattr(r[~finite], part), getattr(e[~finite], part), rtol=rtol, atol=atol,
                                       err_msg=f"{msg} (non-finite values, {part} parts)")
        rf, ef = r[finite], e[finite]
        bad = np.abs(rf - ef) > atol + rtol * np.abs(ef)
        assert not bad.any(), f"{msg}: {rf[bad][:5]} != expected {ef[bad][:5]} (rtol={rtol}, atol={atol})"
        return
    np.testing.assert_allclose(r, e, rtol=rtol, atol=atol, equal_nan=equal_nan, err_msg=msg)
