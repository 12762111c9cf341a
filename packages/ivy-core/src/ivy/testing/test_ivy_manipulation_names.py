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

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


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


# ------------- trim_zeros, fill_diagonal, unique_consecutive, choose, pad_sequence, concat_from_sequence,
# ------------- binarizer, gradient, associative_scan, reduce


def _num_dtype():
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(("real floating", "integral"))])


@_few
@given(data=st.data())
def test_trim_zeros(data):
    d = data.draw(_num_dtype())
    a = data.draw(hnp.arrays(d, st.integers(0, 8), elements=st.sampled_from([0, 0, 1, 2]) if d.kind != "f"
                             else st.sampled_from([0.0, -0.0, 1.5, 2.0])))
    trim = data.draw(st.sampled_from(["fb", "f", "b", "FB", ""]))
    assert_same(ivy.trim_zeros(to_ivy(a), trim=trim), np.trim_zeros(a, trim=trim) if trim else a,
                msg=f"trim={trim!r} {d}")


def test_trim_zeros_needs_1d():
    with pytest.raises(ivy.ShapeError):
        ivy.trim_zeros(ivy.zeros((2, 2)))


@_few
@given(data=st.data())
def test_fill_diagonal(data):
    d = data.draw(_num_dtype())
    nd = data.draw(st.integers(2, 3))
    shape = data.draw(st.tuples(st.integers(0, 7), st.integers(0, 4))) if nd == 2 \
        else (data.draw(st.integers(0, 3)),) * 3
    a = data.draw(hnp.arrays(d, shape, elements=st.integers(0, 9)))
    v = data.draw(st.integers(0 if d.kind == "u" else -5, 5) |
                  hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3),
                                                   elements=st.integers(0, 20)))
    wrap = data.draw(st.booleans())
    want = a.copy()
    np.fill_diagonal(want, v, wrap=wrap)
    got = ivy.fill_diagonal(to_ivy(a), v if isinstance(v, int) else to_ivy(v), wrap=wrap)
    assert_same(got, want, msg=f"wrap={wrap}")


def test_fill_diagonal_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.fill_diagonal(ivy.zeros(3), 1)
    with pytest.raises(ivy.ShapeError):
        ivy.fill_diagonal(ivy.zeros((2, 3, 2)), 1)


def _torch_unique_consecutive(x, axis):
    torch = pytest.importorskip("torch", reason="torch.unique_consecutive is the reference")
    held = x.astype(np.int64) if x.dtype.kind == "u" or x.dtype == np.int16 else x
    out, inv, cnt = torch.unique_consecutive(torch.from_numpy(held.copy()), return_inverse=True, return_counts=True,
                                             dim=axis)
    return out.numpy().astype(x.dtype), inv.numpy(), cnt.numpy()


@_few
@given(data=st.data())
def test_unique_consecutive(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "integral"))]))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=5),
                             elements=st.integers(0, 2)))  # few values: runs
    axis = data.draw(st.none() | st.integers(-x.ndim, x.ndim - 1))
    r = ivy.unique_consecutive(to_ivy(x), axis=axis)
    want = _torch_unique_consecutive(x, axis)
    for got, exp, name in zip(r, want, ("output", "inverse_indices", "counts")):
        assert_same(got, exp, msg=f"{name} axis={axis}")
    assert r.counts is r[2]


def test_unique_consecutive_nan_and_empty():
    x = np.array([1.0, np.nan, np.nan, 2.0, 2.0], np.float32)
    out, inv, cnt = ivy.unique_consecutive(to_ivy(x))
    assert_same(out, np.array([1.0, np.nan, np.nan, 2.0], np.float32))  # (NaN equals nothing, as in torch)
    assert ivy.to_list(inv) == [0, 1, 2, 3, 3] and ivy.to_list(cnt) == [1, 1, 1, 2]
    out, inv, cnt = ivy.unique_consecutive(ivy.zeros((0,)))
    assert out.shape == (0,) and inv.shape == (0,) and cnt.shape == (0,)


@_few
@given(data=st.data())
def test_choose(data):
    d = data.draw(_num_dtype())
    k = data.draw(st.integers(1, 4))
    cshape = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=4))
    arr = data.draw(hnp.arrays(d, (k,) + cshape, elements=st.integers(0, 50)))
    ishape = data.draw(st.sampled_from([cshape, cshape[-1:], ()]))
    mode = data.draw(st.sampled_from([None, "raise", "wrap", "clip"]))
    hi = k - 1 if mode in (None, "raise") else k + 3
    idx = data.draw(hnp.arrays(np.int64, ishape, elements=st.integers(0 if mode in (None, "raise") else -3, hi)))
    want = np.choose(idx, list(arr), mode=mode or "raise")
    assert_same(ivy.choose(to_ivy(arr), to_ivy(idx), mode=mode), np.asarray(want).astype(d), msg=f"mode={mode}")


def test_choose_ivy_example_and_errors():
    choices = ivy.asarray([[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]])
    assert ivy.to_list(ivy.choose(choices, ivy.asarray([2, 3, 1, 0]))) == [20, 31, 12, 3]
    assert ivy.to_list(ivy.choose(choices, ivy.asarray([2, 4, 1, 0]), mode="clip")) == [20, 31, 12, 3]
    assert ivy.to_list(ivy.choose(choices, ivy.asarray([2, 4, 1, 0]), mode="wrap")) == [20, 1, 12, 3]
    with pytest.raises(IndexError):
        ivy.choose(choices, ivy.asarray([2, 4, 1, 0]))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.choose(choices, ivy.asarray([0]), mode="bad")


@_few
@given(data=st.data())
def test_pad_sequence(data):
    torch = pytest.importorskip("torch", reason="torch.nn.utils.rnn.pad_sequence is the reference")
    d = data.draw(st.sampled_from([np.dtype("float32"), np.dtype("int64"), np.dtype("int32")]))
    rest = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3))
    seqs = [data.draw(hnp.arrays(d, (data.draw(st.integers(0, 4)),) + rest, elements=st.integers(-9, 9)))
            for _ in range(data.draw(st.integers(1, 3)))]
    batch_first = data.draw(st.booleans())
    pad = data.draw(st.sampled_from([0, 7, -1]))
    want = torch.nn.utils.rnn.pad_sequence([torch.from_numpy(s) for s in seqs], batch_first=batch_first,
                                           padding_value=pad).numpy()
    got = ivy.pad_sequence([to_ivy(s) for s in seqs], batch_first=batch_first, padding_value=pad)
    assert_same(got, want, msg=f"batch_first={batch_first}")


def test_concat_from_sequence():
    a, b = np.arange(6).reshape(2, 3), np.arange(6, 12).reshape(2, 3)
    for axis in (0, 1, -1):
        assert_same(ivy.concat_from_sequence([to_ivy(a), to_ivy(b)], axis=axis), np.concatenate([a, b], axis=axis))
        assert_same(ivy.concat_from_sequence([to_ivy(a), to_ivy(b)], new_axis=1, axis=axis),
                    np.stack([a, b], axis=axis))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.concat_from_sequence([to_ivy(a)], new_axis=2)


@_few
@given(data=st.data())
def test_binarizer(data):
    d = data.draw(_num_dtype())
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=4),
                             elements=st.integers(0 if d.kind == "u" else -5, 5)))
    t = data.draw(st.sampled_from([0, 1, 2.5, -1]))
    assert_same(ivy.binarizer(to_ivy(x), threshold=t), (x > t).astype(d), msg=f"threshold={t}")


@_few
@given(data=st.data())
def test_gradient(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes("real floating")] + [np.dtype("int32")]))
    edge_order = data.draw(st.sampled_from([1, 2]))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=edge_order + 1, max_side=5),
                             elements=st.integers(-20, 20)))
    axis = data.draw(st.none() | st.integers(-x.ndim, x.ndim - 1) | st.just(tuple(range(x.ndim))[::-1]))
    axes = list(range(x.ndim)) if axis is None else ([axis % x.ndim] if isinstance(axis, int) else list(axis))
    kind = data.draw(st.sampled_from(["one", "per-axis", "coords"]))
    if kind == "one":
        spacing, np_spacing = 2.0, [2.0]
    else:
        spacing = []
        for ax in axes:
            if kind == "coords":
                c = np.cumsum(data.draw(hnp.arrays(np.float64, x.shape[ax], elements=st.sampled_from([0.5, 1.0, 2.0]))))
                spacing.append(to_ivy(c.astype(d if d.kind == "f" else np.float32)))
            else:
                spacing.append(data.draw(st.sampled_from([0.5, 1.0, 3.0])))
        np_spacing = [to_numpy(s) if isinstance(s, ivy.Array) else s for s in spacing]
    fd = d if d.kind == "f" else np.dtype("float32")
    want = np.gradient(x.astype(np.float64), *np_spacing, axis=None if axis is None else axis, edge_order=edge_order)
    got = ivy.gradient(to_ivy(x), spacing=spacing, edge_order=edge_order, axis=axis)
    if isinstance(want, (list, tuple)) and len(want) == 1:
        want = want[0]
    want = [w.astype(fd) for w in want] if isinstance(want, (list, tuple)) else want.astype(fd)
    assert_same(got, want, msg=f"axis={axis} edge_order={edge_order} spacing={kind}")


def test_gradient_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.gradient(ivy.asarray([1.0, 2.0]), edge_order=2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.gradient(ivy.asarray([1.0, 2.0, 3.0]), edge_order=3)


@_few
@given(data=st.data())
def test_associative_scan(data):
    d = data.draw(st.sampled_from([np.dtype("float32"), np.dtype("int64")]))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=6),
                             elements=st.integers(-9, 9)))
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    reverse = data.draw(st.booleans())
    name, fn, ref = data.draw(st.sampled_from([
        ("add", ivy.add, np.cumsum),
        ("maximum", ivy.maximum, np.maximum.accumulate),
        # associative, not commutative
        ("first", lambda a, b: a, lambda v, axis: np.take(v, [0] * v.shape[axis], axis=axis)),
    ]))
    v = np.flip(x, axis) if reverse else x
    want = ref(v, axis=axis).astype(d) if v.shape[axis] else v
    want = np.flip(want, axis) if reverse else want
    assert_same(ivy.associative_scan(to_ivy(x), fn, reverse=reverse, axis=axis), np.ascontiguousarray(want),
                msg=f"{name} axis={axis} reverse={reverse}")


@_few
@given(data=st.data())
def test_reduce(data):
    d = data.draw(st.sampled_from([np.dtype("float32"), np.dtype("int64"), np.dtype("int32")]))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=5),
                             elements=st.integers(-5, 5)))
    axes = data.draw(st.integers(-x.ndim, x.ndim - 1) | st.lists(st.integers(0, x.ndim - 1), min_size=1, unique=True))
    keepdims = data.draw(st.booleans())
    name, init, fn, ref = data.draw(st.sampled_from([("add", 0, ivy.add, np.sum),
                                                     ("multiply", 1, ivy.multiply, np.prod),
                                                     ("maximum", -100, ivy.maximum, None)]))
    ax = axes if isinstance(axes, int) else tuple(axes)
    want = np.maximum.reduce(x, axis=ax, keepdims=keepdims, initial=-100) if ref is None else \
        ref(x, axis=ax, keepdims=keepdims)
    got = ivy.reduce(to_ivy(x), init, fn, axes=axes, keepdims=keepdims)
    assert_same(got, np.asarray(want).astype(d), msg=f"{name} axes={axes} keepdims={keepdims}")


# ------------------------------------------------------------------ as_strided


@st.composite
def _strided_case(draw):
    d = draw(st.sampled_from([np_dtype(x) for x in supported_dtypes(("real floating", "integral", "bool"))]))
    n = draw(st.integers(1, 12))
    el = st.booleans() if d.kind == "b" else st.integers(0 if d.kind == "u" else -9, 9)
    x = draw(hnp.arrays(d, draw(st.sampled_from([(n,), (1, n), (n, 1)])), elements=el))
    nd = draw(st.integers(0, 3))
    shape = tuple(draw(st.integers(0, 4)) for _ in range(nd))
    steps = []
    for s in shape:  # element steps (>= 0) that keep every index inside the array
        room = n - 1 - sum(max(0, (a - 1) * b) for a, b in zip(shape, steps))
        steps.append(draw(st.integers(0, max(room // max(s - 1, 1), 0))) if s > 1 else draw(st.integers(0, 3)))
    return x, shape, tuple(st_ * d.itemsize for st_ in steps)


@_few
@given(_strided_case())
def test_as_strided_against_numpy(case):
    x, shape, strides = case
    expected = np.lib.stride_tricks.as_strided(np.ascontiguousarray(x), shape, strides).copy()
    assert_same(ivy.as_strided(to_ivy(x), shape, strides), expected)


def test_as_strided_negative_strides_and_errors():
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    # a negative stride read from the last row back (NumPy, starting at the last row's view)
    start = np.ascontiguousarray(a)[2:]
    expected = np.lib.stride_tricks.as_strided(start, (3, 2), (-16, 4)).copy()
    view = ivy.as_strided(to_ivy(a), (3, 2), (16, 4))
    assert_same(view[::-1], expected)
    x = to_ivy(np.arange(6, dtype=np.int64))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.as_strided(x, (4, 3), (8, 16))  # reaches element 9 of 6
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.as_strided(x, (2,), (-8,))  # before the first element
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.as_strided(x, (2,), (4,))  # not a multiple of the item size
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.as_strided(x, (2, 2), (8,))
    assert_same(ivy.as_strided(x, (2, 0), (8, 8)), np.zeros((2, 0), np.int64))
