"""Bool arrays in numeric functions, where the standard is silent: one answer on every backend.

The standard defines ``abs``, ``square``, ``pow``, ``matmul``, the shifts, ... only for numeric
dtypes, and the frameworks disagree on bool input (NumPy squares a bool array into int8, torch
into int64, JAX into int32, TensorFlow keeps bool; torch refuses ``abs`` of bool, NumPy ``sign``).
ivy's rule (ivy-core README, "Semantics ivy fixes where frameworks differ"):

- a function that maps {False, True} into itself keeps bool: ``abs``, ``positive``, ``sign``,
  ``ceil``, ``floor``, ``trunc``, ``round``, ``square``, ``real``, ``conj`` return their input's
  values; ``pow(a, b)`` is ``a or not b``; ``matmul``/``tensordot`` are the boolean product (any
  of the pairwise ands), ``kron`` the outer and, as ``add`` and ``multiply`` are or and and;
- a function whose values leave {0, 1} or divide refuses bool with ``UnsupportedDtypeError``:
  ``negative``, ``subtract``, ``floor_divide``, ``remainder``, ``fmod`` and the shifts.

The expected values are computed here with NumPy on integers, independently of any backend.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, to_ivy

IDENTITY = ["abs", "positive", "sign", "ceil", "floor", "trunc", "round", "square", "real", "conj"]
REFUSED_BINARY = ["subtract", "floor_divide", "remainder", "fmod", "bitwise_left_shift", "bitwise_right_shift"]


def bools(shape=None):
    return hnp.arrays(np.bool_, sti.shapes(max_dims=3, max_side=4) if shape is None else shape)


@st.composite
def bool_pair(draw):
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4)).input_shapes
    return draw(bools(s1)), draw(bools(s2))


@pytest.mark.parametrize("name", IDENTITY)
@given(x=bools())
def test_functions_that_keep_zero_and_one_return_the_bool_input(name, x):
    assert_same(getattr(ivy, name)(to_ivy(x)), x, msg=f"{name} of bool")


@given(pair=bool_pair())
def test_pow_of_bools_is_bool(pair):
    a, b = pair
    assert_same(ivy.pow(to_ivy(a), to_ivy(b)), (a.astype(np.int64) ** b.astype(np.int64)).astype(bool),
                msg="pow of bools")


@st.composite
def bool_matrices(draw, batched=True):
    batch = draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3)) if batched else ()
    n, k, m = (draw(st.integers(0, 4)) for _ in range(3))
    return draw(bools(batch + (n, k))), draw(bools(batch + (k, m)))


@given(pair=bool_matrices())
def test_matmul_of_bools_is_the_boolean_product(pair):
    a, b = pair
    assert_same(ivy.matmul(to_ivy(a), to_ivy(b)), (a.astype(np.int64) @ b.astype(np.int64)) != 0,
                msg="matmul of bools")


@given(pair=bool_matrices(batched=False))
def test_tensordot_of_bools_is_the_boolean_product(pair):
    a, b = pair
    expected = np.tensordot(a.astype(np.int64), b.astype(np.int64), axes=1) != 0
    assert_same(ivy.tensordot(to_ivy(a), to_ivy(b), axes=1), expected, msg="tensordot of bools")


@st.composite
def bool_vectors(draw):
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=2, max_side=3)).input_shapes
    k = draw(st.integers(0, 4))
    return draw(bools(s1 + (k,))), draw(bools(s2 + (k,)))


@given(pair=bool_vectors())
def test_vecdot_of_bools_is_the_boolean_product(pair):
    a, b = pair
    expected = np.sum(a.astype(np.int64) * b.astype(np.int64), axis=-1) != 0
    assert_same(ivy.vecdot(to_ivy(a), to_ivy(b)), expected, msg="vecdot of bools")


@given(a=bools(sti.shapes(max_dims=2, max_side=3)), b=bools(sti.shapes(max_dims=2, max_side=3)))
def test_kron_of_bools_is_the_outer_and(a, b):
    assert_same(ivy.kron(to_ivy(a), to_ivy(b)), np.kron(a.astype(np.int64), b.astype(np.int64)) != 0,
                msg="kron of bools")


@pytest.mark.parametrize("name", REFUSED_BINARY)
@pytest.mark.parametrize("shape", [(), (0,), (3,)])
def test_functions_that_leave_zero_and_one_or_divide_refuse_bools(name, shape):
    t = ivy.ones(shape, dtype=ivy.bool)
    with pytest.raises(ivy.UnsupportedDtypeError, match=name):
        getattr(ivy, name)(t, t)


@pytest.mark.parametrize("shape", [(), (0,), (3,)])
def test_negative_refuses_bool(shape):
    with pytest.raises(ivy.UnsupportedDtypeError, match="negative"):
        ivy.negative(ivy.ones(shape, dtype=ivy.bool))


@pytest.mark.parametrize("name", ["maximum", "minimum"])
@given(pair=bool_pair())
def test_maximum_and_minimum_of_bools_are_or_and_and(name, pair):
    a, b = pair
    assert_same(getattr(ivy, name)(to_ivy(a), to_ivy(b)), getattr(np, name)(a, b), msg=f"{name} of bools")
