"""ivy 1.0's experimental manipulation (``atleast_*d``, ``h/v/dstack``, ``column_stack``,
``h/v/dsplit``, ``fliplr``/``flipud``, ``expand``, ``unflatten``, ``heaviside``) against NumPy,
and torch for ``expand``/``unflatten``."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=10) if backend_name() == "jax" else (lambda f: f)


def _dtype():
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(("real floating", "signed integer", "bool"))])


def _arr(d, shape):
    return hnp.arrays(d, shape, elements=st.booleans() if d.kind == "b" else st.integers(-9, 9))


def _same_list(res, exp, msg=""):
    assert isinstance(res, list) and len(res) == len(exp), msg
    for r, e in zip(res, exp):
        assert_same(r, e, msg=msg)


@_few
@given(data=st.data())
def test_atleast(data):
    d = data.draw(_dtype())
    arrs = [data.draw(_arr(d, hnp.array_shapes(min_dims=0, max_dims=4, min_side=0, max_side=3)))
            for _ in range(data.draw(st.integers(1, 3)))]
    for name in ("atleast_1d", "atleast_2d", "atleast_3d"):
        res = getattr(ivy, name)(*[to_ivy(a) for a in arrs])
        exp = getattr(np, name)(*arrs)
        if len(arrs) == 1:
            assert_same(res, exp, msg=name)
        else:
            _same_list(res, list(exp), msg=name)


@_few
@given(data=st.data())
def test_stacks(data):
    d = data.draw(_dtype())
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=3))
    arrs = [data.draw(_arr(d, s)) for _ in range(data.draw(st.integers(1, 3)))]
    for name in ("hstack", "vstack", "dstack", "column_stack"):
        if name == "column_stack" and len(s) > 2:
            continue
        assert_same(getattr(ivy, name)([to_ivy(a) for a in arrs]), getattr(np, name)(arrs), msg=f"{name} {s}")
    # the joined axis may differ in size
    sizes = data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=3))
    for name, shape in (("hstack", lambda n: (2, n)), ("column_stack", lambda n: (2, n)),
                        ("vstack", lambda n: (n, 2)), ("dstack", lambda n: (1, 2, n)), ("hstack", lambda n: (n,))):
        arrs = [data.draw(_arr(d, shape(n))) for n in sizes]
        assert_same(getattr(ivy, name)([to_ivy(a) for a in arrs]), getattr(np, name)(arrs), msg=f"{name} {sizes}")


@_few
@given(data=st.data())
def test_splits(data):
    d = data.draw(_dtype())
    s = data.draw(hnp.array_shapes(min_dims=1, max_dims=4, min_side=0, max_side=6))
    a = data.draw(_arr(d, s))
    for name, nd_min, ax in (("hsplit", 1, 1), ("vsplit", 2, 0), ("dsplit", 3, 2)):
        if a.ndim < nd_min:
            with pytest.raises(ivy.ShapeError):
                getattr(ivy, name)(to_ivy(a), 1)
            continue
        n = a.shape[ax if a.ndim > 1 else 0]
        how = data.draw(st.sampled_from(["sections", "indices"]))
        if how == "sections":
            k = data.draw(st.sampled_from([k for k in range(1, 5) if n % k == 0] or [1]))
            if n == 0:
                k = 1
            arg = k
        else:
            arg = data.draw(st.lists(st.integers(-n - 1, n + 1), max_size=3))
        _same_list(getattr(ivy, name)(to_ivy(a), arg), getattr(np, name)(a, arg), msg=f"{name} {arg}")


def test_split_sections_must_divide():
    with pytest.raises(ivy.ShapeError):
        ivy.hsplit(ivy.ones((2, 5)), 2)


@_few
@given(data=st.data())
def test_fliplr_flipud(data):
    d = data.draw(_dtype())
    a = data.draw(_arr(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=3)))
    assert_same(ivy.flipud(to_ivy(a)), np.flipud(a))
    if a.ndim >= 2:
        assert_same(ivy.fliplr(to_ivy(a)), np.fliplr(a))
    else:
        with pytest.raises(ivy.ShapeError):
            ivy.fliplr(to_ivy(a))
    c = ivy.flipud(to_ivy(a), copy=True)
    assert_same(c, np.flipud(a))


@_few
@given(data=st.data())
def test_expand_and_unflatten_against_torch(data):
    torch = pytest.importorskip("torch", reason="torch defines expand and unflatten")
    d = data.draw(st.sampled_from([np.dtype("float32"), np.dtype("int64")]))
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=3))
    a = data.draw(_arr(d, s))
    lead = data.draw(st.lists(st.integers(1, 3), max_size=2))
    target = list(lead) + [data.draw(st.sampled_from([-1, n] + ([2, 3] if n == 1 else []))) for n in s]
    exp = torch.from_numpy(a.copy()).expand(tuple(target)).numpy()
    assert_same(ivy.expand(to_ivy(a), tuple(target)), exp, msg=f"expand {s} -> {target}")
    if s:
        ax = data.draw(st.integers(-len(s), len(s) - 1))
        n = s[ax]
        split = data.draw(st.sampled_from([(n,), (1, n), (n, 1), (-1, 1), (1, -1)]))
        exp = torch.from_numpy(a.copy()).unflatten(ax, split).numpy()
        assert_same(ivy.unflatten(to_ivy(a), ax, split), exp, msg=f"unflatten {s} {ax} {split}")


def test_expand_and_unflatten_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.expand(ivy.ones(3), (-1, 3))
    with pytest.raises(ivy.ShapeError):
        ivy.unflatten(ivy.ones((2, 6)), 1, (4, -1))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.unflatten(ivy.ones((2, 6)), 1, (-1, -1))


@_few
@given(data=st.data())
def test_heaviside(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "signed integer"))]))
    s = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3))
    el = st.sampled_from([-2, -0.0, 0, 3, np.nan, np.inf, -np.inf]) if d.kind == "f" else st.integers(-2, 2)
    a = data.draw(hnp.arrays(d, s, elements=el))
    b = data.draw(hnp.arrays(d, s, elements=st.sampled_from([0, 1, 2]) if d.kind != "f" else
                             st.sampled_from([0.5, 0.0, np.nan])))
    w = d if d.kind == "f" else np.dtype("float32")
    assert_same(ivy.heaviside(to_ivy(a), to_ivy(b)), np.heaviside(a.astype(w), b.astype(w)))
    r = ivy.heaviside(to_ivy(a), 0.5)
    np.testing.assert_array_equal(to_numpy(r), np.heaviside(a.astype(w), w.type(0.5)))


@_few
@given(data=st.data())
def test_constant_and_zero_pad_msort_invert_permutation(data):
    d = data.draw(_dtype())
    a = data.draw(_arr(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=3)))
    widths = [tuple(data.draw(st.lists(st.integers(0, 2), min_size=2, max_size=2))) for _ in range(a.ndim)]
    value = data.draw(st.sampled_from([0, 1, 7])) if d.kind != "b" else True
    assert_same(ivy.constant_pad(to_ivy(a), widths, value=value), np.pad(a, widths, constant_values=value))
    assert_same(ivy.zero_pad(to_ivy(a), widths), np.pad(a, widths))
    if d.kind != "b":
        assert_same(ivy.msort(to_ivy(a)), np.sort(a, axis=0))
    perm = np.asarray(data.draw(st.permutations(list(range(data.draw(st.integers(0, 6)))))), np.int64)
    assert_same(ivy.invert_permutation(to_ivy(perm)), np.argsort(perm).astype(np.int64))


def test_invert_permutation_refuses_a_non_permutation():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.invert_permutation(ivy.asarray([0, 0, 2]))
