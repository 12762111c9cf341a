"""ivy 1.0's experimental statistics (``amax``, ``amin``, ``nanmin``, ``nanprod``, ``cov``,
``corrcoef``, ``bincount``) against NumPy, which defines them."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _dtype(kinds):
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(kinds)])


@st.composite
def _reduction(draw, kinds=("real floating", "signed integer")):
    d = draw(_dtype(kinds))
    s = draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    el = st.sampled_from([1.5, -2.0, 0.0, np.nan, 7.0]) if d.kind == "f" else st.integers(-9, 9)
    x = draw(hnp.arrays(d, s, elements=el))
    axis = draw(st.none() | st.integers(-len(s), len(s) - 1))
    return x, axis, draw(st.booleans())


@_few
@given(r=_reduction())
def test_amax_amin(r):
    x, axis, keep = r
    assert_same(ivy.amax(to_ivy(x), axis=axis, keepdims=keep), np.amax(x, axis=axis, keepdims=keep))
    assert_same(ivy.amin(to_ivy(x), axis=axis, keepdims=keep), np.amin(x, axis=axis, keepdims=keep))


@_few
@given(r=_reduction(), data=st.data())
def test_nanmin_nanprod(r, data):
    x, axis, keep = r
    initial = data.draw(st.none() | st.sampled_from([-1, 3]))
    where = data.draw(st.none() | hnp.arrays(np.bool_, x.shape[-1:]))
    kw = {"axis": axis, "keepdims": keep}
    if where is not None:
        if initial is None:  # NumPy needs an initial value where the mask may leave a reduction empty
            initial = 3
        kw["where"] = where
    if initial is not None:
        kw["initial"] = initial
    ikw = dict(kw, where=to_ivy(where)) if where is not None else kw
    assert_same(ivy.nanmin(to_ivy(x), **ikw), np.asarray(np.nanmin(x, **kw), x.dtype), msg=f"nanmin {kw}")
    # (integers multiply in int64, as ivy.prod and NumPy do)
    assert_same(ivy.nanprod(to_ivy(x), **ikw), np.asarray(np.nanprod(x, **kw)), msg=f"nanprod {kw}")


def test_nanmin_of_only_nan_is_nan():
    r = to_numpy(ivy.nanmin(ivy.asarray([[np.nan, np.nan], [1.0, np.nan]]), axis=1))
    assert np.isnan(r[0]) and r[1] == 1.0


@_few
@given(data=st.data())
def test_cov_corrcoef(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes("real floating")]))
    nv, no = data.draw(st.integers(1, 3)), data.draw(st.integers(2, 5))
    rowvar = data.draw(st.booleans())
    shape = (nv, no) if rowvar else (no, nv)
    x = data.draw(hnp.arrays(d, shape, elements=st.integers(-5, 5).map(float)))
    y = data.draw(st.none() | hnp.arrays(d, shape, elements=st.integers(-5, 5).map(float)))
    bias = data.draw(st.booleans())
    ddof = data.draw(st.none() | st.integers(0, 1))
    fw = data.draw(st.none() | hnp.arrays(np.int64, (no,), elements=st.integers(1, 3)))
    aw = data.draw(st.none() | hnp.arrays(d, (no,), elements=st.integers(1, 4).map(float)))
    exp = np.cov(x, y, rowvar=rowvar, bias=bias, ddof=ddof, fweights=fw, aweights=aw)
    res = ivy.cov(to_ivy(x), None if y is None else to_ivy(y), rowVar=rowvar, bias=bias, ddof=ddof,
                  fweights=None if fw is None else to_ivy(fw), aweights=None if aw is None else to_ivy(aw))
    assert_same(res, exp.astype(d), rtol=1e-4 if d == np.float32 else None, msg="cov")
    exp = np.corrcoef(x, y, rowvar=rowvar)
    assert_same(ivy.corrcoef(to_ivy(x), y=None if y is None else to_ivy(y), rowvar=rowvar), exp.astype(d),
                rtol=1e-4 if d == np.float32 else None, msg="corrcoef")


@_few
@given(data=st.data())
def test_bincount(data):
    d = data.draw(_dtype(("integral",)))
    x = data.draw(hnp.arrays(d, st.integers(0, 8), elements=st.integers(0, 6)))
    minlength = data.draw(st.integers(0, 9))
    assert_same(ivy.bincount(to_ivy(x), minlength=minlength), np.bincount(x, minlength=minlength).astype(np.int64))
    if ivy.float64 in supported_dtypes():
        w = data.draw(hnp.arrays(np.float32, x.shape, elements=st.integers(-3, 3).map(float)))
        assert_same(ivy.bincount(to_ivy(x), weights=to_ivy(w), minlength=minlength),
                    np.bincount(x, weights=w, minlength=minlength).astype(np.float64))  # (NumPy: int64 if empty)


def test_bincount_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.bincount(ivy.asarray([1, -1]))
    with pytest.raises(ivy.ShapeError):
        ivy.bincount(ivy.asarray([[1]]))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.bincount(ivy.asarray([1.0]))
