"""Manipulation functions against array-api-strict (standard dtypes) and NumPy (float16, ivy extras)."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    backend,
    backend_name,
    expect_unsupported,
    np_dtype,
    result_lacking,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
)


def _is_native(r):
    """A native array of the backend's own array class (on NumPy: an ndarray, never a scalar)."""
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


def _check(fn_name, args, kwargs=None, *, ref=None, native=True):
    """Run ivy.<fn_name> on native and ivy inputs; compare with array-api-strict (or ``ref``).

    ``args`` are NumPy arrays or lists of them (converted), or other values (passed as they are).
    """
    kwargs = kwargs or {}

    def conv(f):
        return [f(a) if isinstance(a, np.ndarray) else [f(b) for b in a] if isinstance(a, list) else a
                for a in args]

    fn = getattr(ivy, fn_name)
    expected = ref if ref is not None else getattr(xp, fn_name)(*conv(to_strict), **kwargs)
    missing = result_lacking(expected)
    if missing:  # int8 with uint8 promotes to int16, which the backend may lack: reported
        with expect_unsupported(*missing):
            fn(*conv(to_ivy), **kwargs)
        return
    if native:
        r = fn(*conv(to_native), **kwargs)
        rs = r if isinstance(r, tuple) else (r,)
        assert all(_is_native(a) for a in rs), "native in, native out"
        assert_same(r, expected)
    r = fn(*conv(to_ivy), **kwargs)
    rs = r if isinstance(r, tuple) else (r,)
    assert all(isinstance(a, ivy.Array) for a in rs)
    assert_same(r, expected)
    return r


def _axes(ndim, min_size=0):
    return st.lists(st.integers(0, max(ndim - 1, 0)), min_size=min_size, max_size=ndim, unique=True) if ndim else \
        st.just([])


any_array = sti.arrays()
f16_array = sti.dtypes("real floating", standard=False).flatmap(lambda d: sti.arrays(dtype=d))


# ---------------------------------------------------------------- broadcasting


@given(st.integers(1, 3).flatmap(lambda n: hnp.mutually_broadcastable_shapes(num_shapes=n, max_dims=4, max_side=4)),
       sti.dtypes(), st.data())
def test_broadcast_arrays(shapes, d, data):
    arrs = [data.draw(sti.arrays(dtype=d, shape=s)) for s in shapes.input_shapes]
    r = _check("broadcast_arrays", arrs)
    assert isinstance(r, tuple)


@given(st.integers(0, 4).flatmap(lambda n: hnp.mutually_broadcastable_shapes(num_shapes=max(n, 1), max_dims=5)))
def test_broadcast_shapes(shapes):
    r = ivy.broadcast_shapes(*shapes.input_shapes)
    assert r == xp.broadcast_shapes(*shapes.input_shapes) == shapes.result_shape
    assert isinstance(r, tuple)


def test_broadcast_shapes_errors_and_edges():
    assert ivy.broadcast_shapes() == ()
    assert ivy.broadcast_shapes((0,), (1,)) == (0,)
    with pytest.raises(ValueError):
        ivy.broadcast_shapes((2,), (3,))
    with pytest.raises(ivy.ShapeError):
        ivy.broadcast_shapes((2, 3), (4, 1, 2))


@st.composite
def broadcast_to_case(draw):
    a = draw(any_array)
    extra = draw(sti.shapes(max_dims=2, max_side=3))
    target = tuple(extra) + tuple(draw(st.integers(0, 3)) if s == 1 else s for s in a.shape)
    return a, target


@given(broadcast_to_case())
def test_broadcast_to(case):
    a, shape = case
    _check("broadcast_to", [a, shape])


def test_broadcast_to_incompatible():
    with pytest.raises(ValueError):
        ivy.broadcast_to(ivy.ones((2, 3)), (3, 3))


# ---------------------------------------------------------------- concat / stack


@st.composite
def concat_case(draw, stack=False):
    d1 = draw(sti.dtypes())
    kinds = {"b": "bool", "i": "integral", "u": "integral", "f": "real floating", "c": "complex floating"}
    shape = draw(sti.shapes(min_dims=0 if stack else 1, max_dims=3, max_side=3))
    n = draw(st.integers(1, 3))
    arrs = []
    axis = draw(st.integers(-len(shape) - (1 if stack else 0), len(shape) - (0 if stack else 1))) if (
        shape or stack) else 0
    dts = [draw(st.sampled_from([d1, draw(sti.dtypes(kinds[np.dtype(d1.name).kind]))])) for _ in range(n)]
    if ivy.uint64 in dts and any(d.kind == "i" for d in dts):
        dts = [d1] * n  # uint64 with a signed int: the standard leaves it open
    for d in dts:
        s = list(shape)
        if not stack:
            s[axis] = draw(st.integers(0, 3))
        arrs.append(draw(sti.arrays(dtype=d, shape=tuple(s))))
    return arrs, axis


@given(concat_case())
def test_concat(case):
    arrs, axis = case
    _check("concat", [arrs], {"axis": axis}, ref=xp.concat([to_strict(a) for a in arrs], axis=axis))


@given(concat_case())
def test_concat_axis_none(case):
    arrs, _ = case
    _check("concat", [arrs], {"axis": None}, ref=xp.concat([to_strict(a) for a in arrs], axis=None))


@given(st.lists(st.tuples(sti.dtypes("integral"), sti.dtypes("real floating")), min_size=1, max_size=2))
def test_concat_stack_mixed_kinds_promote_like_result_type(pairs):
    """Across kinds the standard is silent; ivy promotes as ivy.result_type (NumPy's answer)."""
    arrs = [np.ones(2, dtype=np_dtype(d)) for pair in pairs for d in pair]
    expected = np.concatenate(arrs)
    r = ivy.concat([to_ivy(a) for a in arrs])
    assert r.dtype is ivy.result_type(*[ivy.dtype_from_name(a.dtype.name) for a in arrs])
    assert_same(r, expected)
    assert_same(ivy.stack([to_ivy(a) for a in arrs]), np.stack(arrs))


def _to_native_list(arrs):
    return [to_native(a) for a in arrs]


@given(concat_case(stack=True))
def test_stack(case):
    arrs, axis = case
    expected = xp.stack([to_strict(a) for a in arrs], axis=axis)
    if result_lacking(expected):  # int8 with uint8 promotes to int16, which the backend may lack
        with expect_unsupported(*result_lacking(expected)):
            ivy.stack(tuple(to_ivy(a) for a in arrs), axis=axis)
        return
    r = ivy.stack(_to_native_list(arrs), axis=axis)
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.stack(tuple(to_ivy(a) for a in arrs), axis=axis), expected)


@given(f16_array)
def test_concat_stack_float16(a):
    assume(a.ndim >= 1)
    assert_same(ivy.concat([to_ivy(a), to_ivy(a)], axis=-1), np.concatenate([a, a], axis=-1))
    assert_same(ivy.stack([to_ivy(a), to_ivy(a)], axis=-1), np.stack([a, a], axis=-1))


def test_concat_stack_shape_errors():
    with pytest.raises(ValueError):
        ivy.concat([ivy.ones((2, 3)), ivy.ones((2, 4))], axis=0)
    with pytest.raises(ValueError):
        ivy.stack([ivy.ones(2), ivy.ones(3)])


# ---------------------------------------------------------------- expand_dims / squeeze


@given(any_array, st.data())
def test_expand_dims(a, data):
    axis = data.draw(st.integers(-a.ndim - 1, a.ndim))
    _check("expand_dims", [a], {"axis": axis})
    _check("expand_dims", [a, axis], ref=xp.expand_dims(to_strict(a), axis=axis))  # axis positional


@given(any_array, st.data())
def test_expand_dims_tuple(a, data):
    n = data.draw(st.integers(0, 3))
    m = a.ndim + n
    axes = data.draw(st.lists(st.integers(0, m - 1), min_size=n, max_size=n, unique=True)) if n else []
    axes = tuple(ax - m if data.draw(st.booleans()) else ax for ax in axes)
    r = ivy.expand_dims(to_ivy(a), axis=axes)
    assert_same(r, np.expand_dims(a, axes))
    # equivalent to inserting the sorted (non-negative) positions one at a time
    e = to_strict(a)
    for ax in sorted(ax % m for ax in axes):
        e = xp.expand_dims(e, axis=ax)
    assert_same(r, e)


def test_expand_dims_bad_axis():
    with pytest.raises((IndexError, ValueError)):
        ivy.expand_dims(ivy.ones((2, 3)), axis=3)


@given(sti.arrays(shape=sti.shapes(max_dims=4, max_side=2)), st.data())
def test_squeeze(a, data):
    ones = [i for i, s in enumerate(a.shape) if s == 1]
    axes = data.draw(st.lists(st.sampled_from(ones), unique=True, min_size=1) if ones else st.just([]))
    assume(axes)
    axes = [ax - a.ndim if data.draw(st.booleans()) else ax for ax in axes]
    axis = axes[0] if len(axes) == 1 and data.draw(st.booleans()) else tuple(axes)
    _check("squeeze", [a], {"axis": axis})
    _check("squeeze", [a, axis], ref=xp.squeeze(to_strict(a), axis))  # axis positional


@given(any_array)
def test_squeeze_all(a):
    """ivy extension: axis=None squeezes every size-1 axis."""
    _check("squeeze", [a], ref=np.squeeze(a))


@given(sti.arrays(shape=sti.shapes(min_dims=1, max_dims=3)), st.data())
def test_squeeze_non_1_axis_raises(a, data):
    axis = data.draw(st.integers(0, a.ndim - 1))
    assume(a.shape[axis] != 1)
    with pytest.raises(ValueError):
        ivy.squeeze(to_ivy(a), axis=axis)
    with pytest.raises(ivy.ShapeError):
        ivy.squeeze(to_native(a), axis=(axis,))


# ---------------------------------------------------------------- flip / roll / moveaxis / permute_dims


@given(any_array, st.data())
def test_flip(a, data):
    mode = data.draw(st.sampled_from(["none", "int", "tuple"]))
    if mode == "none" or a.ndim == 0:
        _check("flip", [a])
    elif mode == "int":
        _check("flip", [a], {"axis": data.draw(st.integers(-a.ndim, a.ndim - 1))})
    else:
        _check("flip", [a], {"axis": tuple(data.draw(_axes(a.ndim)))})


@given(f16_array)
def test_flip_roll_float16(a):
    assert_same(ivy.flip(to_ivy(a)), np.flip(a))
    assert_same(ivy.roll(to_ivy(a), 1), np.roll(a, 1))


@given(any_array, st.data())
def test_roll(a, data):
    mode = data.draw(st.sampled_from(["none", "int", "tuple"]))
    shift = data.draw(st.integers(-7, 7))
    if mode == "none" or a.ndim == 0:
        _check("roll", [a, shift])
    elif mode == "int":
        _check("roll", [a, shift], {"axis": data.draw(st.integers(-a.ndim, a.ndim - 1))})
    else:
        axes = tuple(data.draw(_axes(a.ndim, min_size=1)))
        shifts = tuple(data.draw(st.integers(-7, 7)) for _ in axes)
        _check("roll", [a], {"shift": shifts, "axis": axes})
        _check("roll", [a], {"shift": shift, "axis": axes})  # one shift for every axis


@given(sti.arrays(shape=sti.shapes(min_dims=1)), st.data())
def test_roll_takes_integer_scalars_and_arrays(a, data):
    """``shift``/``axis`` given as NumPy integers, 0-d ``ivy.Array``s or a 1-d ``ivy.Array``, as
    NumPy takes them (torch, JAX and TensorFlow refused them with TypeError)."""
    shift = data.draw(st.integers(-7, 7))
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    expected = np.roll(a, shift, axis=axis)
    x = to_ivy(a)
    assert_same(ivy.roll(x, np.int64(shift), axis=np.int32(axis)), expected)
    assert_same(ivy.roll(x, ivy.asarray(shift, dtype=ivy.int64), axis=axis), expected)
    assert_same(ivy.roll(x, ivy.asarray(shift, dtype=ivy.int32)), np.roll(a, shift))
    axes = tuple(data.draw(_axes(a.ndim, min_size=1)))
    shifts = [data.draw(st.integers(-7, 7)) for _ in axes]
    assert_same(ivy.roll(x, ivy.asarray(shifts, dtype=ivy.int64), axis=axes), np.roll(a, shifts, axis=axes))


@given(sti.arrays(shape=sti.shapes(min_dims=1)), st.data())
def test_moveaxis(a, data):
    n = data.draw(st.integers(1, a.ndim))
    src = data.draw(st.permutations(range(a.ndim)))[:n]
    dst = data.draw(st.permutations(range(a.ndim)))[:n]
    if n == 1 and data.draw(st.booleans()):
        _check("moveaxis", [a, src[0] - a.ndim, dst[0]])
    else:
        _check("moveaxis", [a, tuple(src), tuple(dst)])


@given(any_array, st.data())
def test_permute_dims(a, data):
    axes = tuple(data.draw(st.permutations(range(a.ndim))))
    _check("permute_dims", [a, axes])
    r = ivy.permute_dims(to_ivy(a), axes, copy=True)
    assert_same(r, np.transpose(a, axes))


# ---------------------------------------------------------------- reshape


@st.composite
def reshape_case(draw):
    a = draw(any_array)
    dims = list(a.shape)
    # regroup the dims: shuffle factors of the size, or split/merge by 1s
    if a.size and draw(st.booleans()):
        n = a.size
        factors = []
        p = 2
        while n > 1:
            while n % p == 0:
                factors.append(p)
                n //= p
            p += 1
        factors = draw(st.permutations(factors))
        k = draw(st.integers(0, len(factors)))
        groups = [int(np.prod(factors[:k])), int(np.prod(factors[k:]))]
        new = [g for g in groups if g != 1] + [1] * draw(st.integers(0, 1))
    else:
        new = dims[::-1] if draw(st.booleans()) else dims + [1]
    new = list(new)
    if new and draw(st.booleans()) and a.size:
        new[draw(st.integers(0, len(new) - 1))] = -1
    return a, tuple(new)


@given(reshape_case())
def test_reshape(case):
    a, shape = case
    _check("reshape", [a, shape])
    _check("reshape", [a, shape], {"copy": True}, ref=xp.reshape(to_strict(a), shape, copy=True))


@given(reshape_case())
def test_reshape_order_f(case):
    """ivy extension: ``order='F'``."""
    a, shape = case
    assert_same(ivy.reshape(to_ivy(a), shape, order="F"), np.reshape(a, shape, order="F"))


def test_reshape_allowzero_false():
    x = ivy.ones((2, 3, 4))
    assert ivy.reshape(x, (0, 12), allowzero=False).shape == (2, 12)
    assert ivy.reshape(x, (0, 0, -1), allowzero=False).shape == (2, 3, 4)
    assert ivy.reshape(ivy.ones((0, 3)), (0, 3)).shape == (0, 3)


def test_reshape_copy_false_raises_when_a_copy_is_needed():
    if backend_name() not in ("numpy", "torch"):
        pytest.skip("only NumPy and torch expose strided views whose reshape needs a copy")
    x = ivy.permute_dims(ivy.reshape(ivy.arange(6), (2, 3)), (1, 0))
    with pytest.raises(ValueError):
        ivy.reshape(x, (6,), copy=False)
    assert ivy.reshape(ivy.arange(6), (2, 3), copy=False).shape == (2, 3)


def test_reshape_bad_size():
    with pytest.raises(ValueError):
        ivy.reshape(ivy.ones(6), (4,))


def test_copy_true_is_independent():
    src = np.arange(6.0, dtype="float32").reshape(2, 3)
    for fn, args in ((ivy.reshape, ((3, 2),)), (ivy.flip, ()), (ivy.permute_dims, ((1, 0),)),
                     (ivy.expand_dims, (0,)), (ivy.squeeze, ())):
        x = to_ivy(src.copy())
        r = fn(x, *args, copy=True)
        before = to_numpy(r).copy()
        x[0, 0] = to_ivy(np.asarray(-1.0, dtype="float32"))
        np.testing.assert_array_equal(to_numpy(r), before, err_msg=fn.__name__)


# ---------------------------------------------------------------- repeat / tile / unstack


@given(any_array, st.data())
def test_repeat(a, data):
    axis = data.draw(st.none() | (st.integers(-a.ndim, a.ndim - 1) if a.ndim else st.none()))
    if data.draw(st.booleans()):
        _check("repeat", [a, data.draw(st.integers(0, 3))], {"axis": axis})
    else:
        n = a.size if axis is None else a.shape[axis]
        d = data.draw(sti.dtypes("integral"))
        reps = data.draw(sti.arrays(dtype=d, shape=(n,), elements=st.integers(0, 3)))
        _check("repeat", [a, reps], {"axis": axis})


@pytest.mark.parametrize(("shape", "reps", "axis"), [((0, 2), [1, 1], 1), ((0, 2), [2], 1), ((0, 2), 3, 1),
                                                    ((2, 0), [], 1), ((2, 0), 2, None), ((0,), [], 0)], ids=str)
def test_repeat_of_empty_arrays(shape, reps, axis):
    """Empty input with per-element repeats (array-api-tests found TensorFlow failing its own
    reshape for (0, 2) repeated [1, 1] along axis 1)."""
    a = np.zeros(shape, dtype=np.float32)
    r = np.asarray(reps, dtype=np.int64) if isinstance(reps, list) else reps
    _check("repeat", [a, r], {"axis": axis})


@given(any_array, st.data())
def test_tile(a, data):
    reps = tuple(data.draw(st.lists(st.integers(0, 3), min_size=0 if a.ndim == 0 else 1, max_size=a.ndim + 1)))
    assume(reps or a.ndim == 0)
    _check("tile", [a, reps])


@given(sti.arrays(shape=sti.shapes(min_dims=1)), st.data())
def test_unstack(a, data):
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    r = _check("unstack", [a], {"axis": axis})
    assert isinstance(r, tuple) and len(r) == a.shape[axis]
    rk = ivy.unstack(to_ivy(a), axis=axis, keepdims=True)
    assert isinstance(rk, tuple)
    assert_same(rk, tuple(np.split(a, a.shape[axis], axis)) if a.shape[axis] else ())


# ---------------------------------------------------------------- numpy scalars


def test_numpy_scalars_give_arrays():
    """On NumPy, scalars (np.float32(1)) are native 0-d arrays: results are ndarrays, not scalars."""
    if backend_name() != "numpy":
        pytest.skip("NumPy scalars are native arrays only on the numpy backend")
    g = np.float32(1.5)
    for r in (ivy.flip(g), ivy.roll(g, 1), ivy.permute_dims(g, ()), ivy.reshape(g, ()), ivy.squeeze(g),
              ivy.broadcast_to(g, ()), ivy.tile(g, ()), ivy.expand_dims(g, 0), ivy.concat([g, g], axis=None)):
        assert type(r) is np.ndarray, type(r)


@pytest.mark.parametrize("shift, axis", [((1,), (0, 1)), ((1, 2), 1), ((1, 2, 3), (0, 1))], ids=str)
def test_roll_needs_one_shift_per_axis(shift, axis):
    """A sequence of shifts needs as many axes (the standard's rule): NumPy and TensorFlow
    broadcast ``(1,)`` against two axes and summed ``(1, 2)`` for one, torch, JAX and MXNet
    refused; now ivy.InvalidArgumentError everywhere. An int shift still serves every axis."""
    x = to_ivy(np.arange(6).reshape(2, 3))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.roll(x, shift, axis=axis)
    assert_same(ivy.roll(x, 1, axis=(0, 1)), np.roll(np.arange(6).reshape(2, 3), 1, axis=(0, 1)))
    assert_same(ivy.roll(x, (1,), axis=1), np.roll(np.arange(6).reshape(2, 3), 1, axis=1))
    # no axes: nothing moves (torch and MXNet refused an empty axis tuple)
    assert_same(ivy.roll(x, 1, axis=()), np.arange(6).reshape(2, 3))
    assert_same(ivy.roll(x, (), axis=()), np.arange(6).reshape(2, 3))


@pytest.mark.parametrize("call", [
    lambda x: ivy.tile(x, (-1,)), lambda x: ivy.tile(x, (2, -1)), lambda x: ivy.repeat(x, -1),
    lambda x: ivy.repeat(x, ivy.asarray([-1, 2])), lambda x: ivy.repeat(x, ivy.asarray([2, -3]), axis=0),
], ids=["tile", "tile2", "repeat_int", "repeat_array", "repeat_array_axis"])
def test_negative_counts_are_invalid_arguments(call):
    """A negative repetition count: ivy.InvalidArgumentError everywhere. Before: NumPy and torch
    said ShapeError for some, JAX's tile raised an MLIR error, and TensorFlow and JAX took a
    negative entry of an array of repeats as 0 (``repeat([1, 2], [-1, 2])`` gave [2, 2] and [2])."""
    with pytest.raises(ivy.InvalidArgumentError):
        call(to_ivy(np.asarray([1, 2])))


@pytest.mark.parametrize("call, error", [
    (lambda x: ivy.reshape(x, (-2,)), ivy.ShapeError),
    (lambda x: ivy.reshape(x, (2, -3)), ivy.ShapeError),
    (lambda x: ivy.reshape(x, (-1, -1)), ivy.ShapeError),
    (lambda x: ivy.squeeze(ivy.reshape(x, (1, 4)), axis=(0, 0)), ivy.InvalidArgumentError),
    (lambda x: ivy.permute_dims(ivy.reshape(x, (2, 2)), (0, 0)), ivy.InvalidArgumentError),
    (lambda x: ivy.moveaxis(ivy.reshape(x, (2, 2)), (0, 0), (1, 0)), ivy.InvalidArgumentError),
    (lambda x: ivy.diff(x[0]), ivy.ShapeError),
], ids=["reshape-2", "reshape-3", "reshape_two_unknown", "squeeze_repeated", "permute_repeated",
        "moveaxis_repeated", "diff_0d"])
def test_bad_sizes_and_repeated_axes_raise_one_error(call, error):
    """One error class on every backend: NumPy (and array_api_strict) took any negative size in
    ``reshape`` as -1 where the others refused it; a repeated axis was ShapeError on NumPy's
    ``squeeze`` and JAX's ``permute_dims``/``moveaxis`` (InvalidArgumentError elsewhere); ``diff``
    of a 0-d array was AxisError on TensorFlow (ShapeError elsewhere)."""
    with pytest.raises(error):
        call(to_ivy(np.asarray([1, 2, 3, 4])))
