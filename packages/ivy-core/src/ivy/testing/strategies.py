"""Hypothesis strategies over the dtypes the backend under test holds.

>>> from ivy.testing import strategies as st_ivy
>>> strat = st_ivy.arrays(kind="real floating")   # NumPy arrays to feed ivy and the reference
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from .helpers import np_dtype, supported_dtypes


def dtypes(kind=None, *, standard=True):
    """Strategy of ivy dtypes of ``kind`` that the backend holds (see ``supported_dtypes``)."""
    ds = supported_dtypes(kind, standard=standard)
    return st.sampled_from(ds)


def shapes(min_dims=0, max_dims=4, min_side=0, max_side=5):
    """Shapes including 0-d and size-0 by default."""
    return hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side)


def elements_for(dtype, *, allow_nan=True, allow_infinity=True, min_value=None, max_value=None):
    nd = np.dtype(dtype.name)
    if nd.kind == "f":
        return hnp.from_dtype(nd, allow_nan=allow_nan, allow_infinity=allow_infinity,
                              min_value=min_value, max_value=max_value, allow_subnormal=False)
    if nd.kind == "c":
        return hnp.from_dtype(nd, allow_nan=allow_nan, allow_infinity=allow_infinity, allow_subnormal=False)
    if nd.kind in "iu":
        return hnp.from_dtype(nd, min_value=min_value, max_value=max_value)
    return hnp.from_dtype(nd)


@st.composite
def arrays(draw, *, dtype=None, kind=None, shape=None, elements=None, **elem_kwargs):
    """A NumPy array of an ivy dtype the backend holds (drawn if not given)."""
    d = dtype if dtype is not None else draw(dtypes(kind))
    shp = shape if shape is not None else draw(shapes())
    if isinstance(shp, st.SearchStrategy):
        shp = draw(shp)
    el = elements if elements is not None else elements_for(d, **elem_kwargs)
    return draw(hnp.arrays(np_dtype(d), shp, elements=el))


@st.composite
def broadcastable_pair(draw, *, dtype=None, kind=None, dtype2=None, **elem_kwargs):
    """Two NumPy arrays whose shapes broadcast (same dtype unless ``dtype2``/kinds differ)."""
    d1 = dtype if dtype is not None else draw(dtypes(kind))
    d2 = dtype2 if dtype2 is not None else d1
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=4, max_side=4)).input_shapes
    a = draw(hnp.arrays(np_dtype(d1), s1, elements=elements_for(d1, **elem_kwargs)))
    b = draw(hnp.arrays(np_dtype(d2), s2, elements=elements_for(d2, **elem_kwargs)))
    return a, b


@st.composite
def axes(draw, ndim, *, allow_none=True, allow_tuple=True):
    """A valid ``axis`` argument for an array of ``ndim`` dimensions (negative ones too)."""
    options = []
    if allow_none:
        options.append(st.none())
    if ndim:
        options.append(st.integers(-ndim, ndim - 1))
    if allow_tuple:
        options.append(
            st.lists(st.integers(0, ndim - 1), unique=True, max_size=ndim).flatmap(
                lambda ax: st.tuples(*[st.sampled_from((a, a - ndim)) for a in ax])
            )
            if ndim
            else st.just(())
        )
    return draw(st.one_of(options))
