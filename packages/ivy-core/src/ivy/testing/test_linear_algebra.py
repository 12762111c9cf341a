"""Top-level linear algebra (matmul, matrix_transpose, tensordot, vecdot) against array-api-strict."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, expect_unsupported, lacking, to_ivy, to_native, to_numpy, to_strict

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

# Small finite values keep float results comparable with float16 computed via float32.
_EL = {"allow_nan": False, "allow_infinity": False}


def _elements(d):
    if d.kind in "iu":
        info = ivy.iinfo(d)
        return sti.elements_for(d, min_value=max(info.min, -20), max_value=min(info.max, 20))
    if d.kind == "f":
        return sti.elements_for(d, min_value=-20, max_value=20, **_EL)
    part = st.floats(-20, 20, width=d.bits // 2)
    return st.builds(complex, part, part)


@st.composite
def operands(draw, s1, s2, *, standard=True):
    d = draw(sti.dtypes("numeric", standard=standard))
    a = draw(hnp.arrays(np.dtype(d.name), s1, elements=_elements(d)))
    b = draw(hnp.arrays(np.dtype(d.name), s2, elements=_elements(d)))
    return a, b


def _ref(name, a, b, **kw):
    if a.dtype == np.float16:
        # No float16 in array-api-strict: compute in float32 and round.
        r = getattr(xp, name)(to_strict(a.astype(np.float32)), to_strict(b.astype(np.float32)), **kw)
        return to_numpy(r).astype(np.float16)
    return getattr(xp, name)(to_strict(a), to_strict(b), **kw)


_TOL = {"rtol": 2e-3, "atol": 2e-2}  # float16 via float32; others are bit-identical in practice


# ----------------------------------------------------------------------- matmul


@st.composite
def matmul_shapes(draw):
    batch = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=2, max_side=3)).input_shapes
    m, k, n = draw(st.integers(0, 3)), draw(st.integers(0, 3)), draw(st.integers(0, 3))
    s1 = (k,) if draw(st.booleans()) and not batch[0] else batch[0] + (m, k)
    s2 = (k,) if draw(st.booleans()) and not batch[1] else batch[1] + (k, n)
    return s1, s2


@given(data=st.data())
def test_matmul(data):
    s1, s2 = data.draw(matmul_shapes())
    a, b = data.draw(operands(s1, s2, standard=False))
    res = ivy.matmul(to_ivy(a), to_ivy(b))
    assert_same(res, _ref("matmul", a, b), **(_TOL if a.dtype == np.float16 else {}))
    assert_same(to_ivy(a) @ to_ivy(b), res)


@given(data=st.data())
def test_matmul_transpose_adjoint(data):
    # ivy 1.0's flags: transpose (or conjugate-transpose) an operand's last two axes first.
    m, k, n = (data.draw(st.integers(1, 3)) for _ in range(3))
    ta, tb, aa, ab = (data.draw(st.booleans()) for _ in range(4))
    a, b = data.draw(operands((k, m) if ta or aa else (m, k), (n, k) if tb or ab else (k, n)))
    res = ivy.matmul(to_ivy(a), to_ivy(b), transpose_a=ta, transpose_b=tb, adjoint_a=aa, adjoint_b=ab)
    a2 = (np.conj(a.T) if aa else a.T) if ta or aa else a
    b2 = (np.conj(b.T) if ab else b.T) if tb or ab else b
    assert_same(res, xp.matmul(to_strict(np.ascontiguousarray(a2)), to_strict(np.ascontiguousarray(b2))))


def test_matmul_promotes_empty_operands():
    """Mixed dtypes promote even where the framework accepts the mix (torch, on empty operands)."""
    r = ivy.matmul(ivy.zeros((0, 0), dtype=ivy.int32), ivy.zeros((0, 0, 0), dtype=ivy.int8))
    assert r.dtype == ivy.int32 and r.shape == (0, 0, 0)


def test_matmul_errors():
    with pytest.raises(ValueError):
        ivy.matmul(ivy.asarray(2.0), ivy.ones((2,)))
    with pytest.raises(ValueError):
        ivy.matmul(ivy.ones((2, 3)), ivy.ones((2, 3)))
    with pytest.raises(ValueError):
        ivy.matmul(ivy.ones((3,)), ivy.ones((3,)), transpose_a=True)


# ---------------------------------------------------------------- matrix_transpose


@given(x=sti.arrays(shape=sti.shapes(min_dims=2, max_dims=4)))
def test_matrix_transpose(x):
    assert_same(ivy.matrix_transpose(to_ivy(x)), xp.matrix_transpose(to_strict(x)))
    assert_same(to_ivy(x).mT, xp.matrix_transpose(to_strict(x)))


def test_matrix_transpose_needs_2d():
    with pytest.raises(ValueError):
        ivy.matrix_transpose(ivy.ones((3,)))


# ---------------------------------------------------------------------- tensordot


@st.composite
def tensordot_input(draw):
    shared = draw(st.lists(st.integers(0, 3), max_size=2))
    left = draw(st.lists(st.integers(0, 3), max_size=2))
    right = draw(st.lists(st.integers(0, 3), max_size=2))
    c = len(shared)
    if draw(st.booleans()):
        axes = c
        s1, s2 = tuple(left + shared), tuple(shared + right)
    else:
        # Shared axes at random positions of each operand, listed in a random order.
        p1 = draw(st.permutations(range(len(left) + c)))
        p2 = draw(st.permutations(range(len(right) + c)))
        s1 = [0] * (len(left) + c)
        s2 = [0] * (len(right) + c)
        for i, pos in enumerate(p1):
            s1[pos] = shared[i] if i < c else left[i - c]
        for i, pos in enumerate(p2):
            s2[pos] = shared[i] if i < c else right[i - c]
        ax1 = [p1[i] - (len(s1) if draw(st.booleans()) else 0) for i in range(c)]
        ax2 = [p2[i] - (len(s2) if draw(st.booleans()) else 0) for i in range(c)]
        axes = (ax1, ax2)
        s1, s2 = tuple(s1), tuple(s2)
    a, b = draw(operands(s1, s2, standard=False))
    return a, b, axes


@given(data=tensordot_input())
def test_tensordot(data):
    a, b, axes = data
    res = ivy.tensordot(to_ivy(a), to_ivy(b), axes=axes)
    assert_same(res, _ref("tensordot", a, b, axes=axes), **(_TOL if a.dtype == np.float16 else {}))


def test_tensordot_errors():
    with pytest.raises(ValueError):
        ivy.tensordot(ivy.ones((2, 3)), ivy.ones((3, 2)), axes=-1)
    with pytest.raises(ValueError):
        ivy.tensordot(ivy.ones((2, 3)), ivy.ones((2, 3)), axes=([0, 0], [0, 1]))
    with pytest.raises(ValueError):
        ivy.tensordot(ivy.ones((2, 3)), ivy.ones((3, 2)), axes=1 + 2)
    with pytest.raises(ValueError):
        ivy.tensordot(ivy.ones((2, 3)), ivy.ones((2, 3)), axes=([0], [1]))  # sizes 2 and 3
    assert ivy.tensordot(ivy.ones((2, 3)), ivy.ones((4,)), axes=0).shape == (2, 3, 4)
    for dtype in (ivy.int8, ivy.int32, ivy.float32):  # torch's integer path broadcast size-1 axes
        with pytest.raises(ivy.ShapeError):
            ivy.tensordot(ivy.ones((2, 1), dtype=dtype), ivy.ones((1, 3), dtype=dtype))  # (2, 1) vs (1, 3)


# ------------------------------------------------------------------------- vecdot


@st.composite
def vecdot_input(draw):
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=1, max_dims=3, max_side=3)).input_shapes
    n = min(len(s1), len(s2))
    axis = draw(st.integers(-n, -1))
    k = draw(st.integers(0, 3))
    s1 = list(s1)
    s2 = list(s2)
    s1[axis] = s2[axis] = k  # the vector axis is not broadcast: same size in both
    a, b = draw(operands(tuple(s1), tuple(s2), standard=False))
    return a, b, axis


@given(data=vecdot_input())
def test_vecdot(data):
    a, b, axis = data
    res = ivy.vecdot(to_ivy(a), to_ivy(b), axis=axis)
    assert_same(res, _ref("vecdot", a, b, axis=axis), **(_TOL if a.dtype == np.float16 else {}))
    # A non-negative axis counts in the broadcast shape.
    nd = max(a.ndim, b.ndim)
    assert_same(ivy.vecdot(to_ivy(a), to_ivy(b), axis=axis + nd), res)


def test_vecdot_conjugates_first_and_errors():
    a = np.array([1 + 2j, 3 - 1j], dtype=np.complex64)
    b = np.array([2 - 1j, 1j], dtype=np.complex64)
    want = np.asarray(np.sum(np.conj(a) * b), dtype=np.complex64)
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            to_ivy(a)
    else:
        assert_same(ivy.vecdot(to_ivy(a), to_ivy(b)), want)
    with pytest.raises(ValueError):
        ivy.vecdot(ivy.ones((2, 3)), ivy.ones((2, 4)))  # vector sizes differ
    with pytest.raises(ValueError):
        ivy.vecdot(ivy.ones((2, 3)), ivy.ones((1, 3)), axis=-2)  # the vector axis is not broadcast
    with pytest.raises(ValueError):
        ivy.vecdot(ivy.ones((3,)), ivy.ones((3,)), axis=-2)


@pytest.mark.parametrize("name", ["matmul", "vecdot", "tensordot"])
def test_native_0d_result(name):
    a = to_native(np.ones(3, dtype=np.float32))
    r = getattr(ivy, name)(a, a, **({"axes": 1} if name == "tensordot" else {}))
    assert type(r) is type(a)
    assert tuple(r.shape) == ()
