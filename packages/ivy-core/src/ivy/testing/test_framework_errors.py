"""A framework's refusal of a call reaches the user as an ivy error (ARCHITECTURE.md §9), the same
class on every backend: shapes that do not broadcast are ShapeError, a dtype an operation has no
kernel for (or that it does not define, as a bool ``negative``) is UnsupportedDtypeError, and other
bad arguments are an IvyError, never a bare
``tf.errors.InvalidArgumentError`` or torch ``RuntimeError``."""

from __future__ import annotations

import pytest

import ivy

from .helpers import backend_name

_ARITHMETIC = ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "pow", "atan2", "hypot",
               "copysign", "nextafter", "logaddexp", "maximum", "minimum", "equal", "not_equal", "less",
               "less_equal", "greater", "greater_equal", "xlogy", "fmod"]
_LOGICAL = ["logical_and", "logical_or", "logical_xor"]
_BITWISE = ["bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift"]


@pytest.mark.parametrize("name", _ARITHMETIC + _LOGICAL + _BITWISE)
def test_binary_functions_refuse_shapes_that_do_not_broadcast(name):
    dtype = ivy.bool if name in _LOGICAL else ivy.int32 if name in _BITWISE else ivy.float32
    with pytest.raises(ivy.ShapeError, match=name):
        getattr(ivy, name)(ivy.ones((2, 3), dtype=dtype), ivy.ones((4, 5), dtype=dtype))


@pytest.mark.parametrize("name", ["bitwise_invert"] + _BITWISE)
def test_bitwise_functions_refuse_floats(name):
    fn = getattr(ivy, name)
    args = (ivy.ones(3),) if name == "bitwise_invert" else (ivy.ones(3), ivy.ones(3))
    with pytest.raises(ivy.UnsupportedDtypeError, match=name):
        fn(*args)


@pytest.mark.parametrize("name", ["copysign", "signbit", "atan2", "hypot", "logaddexp", "xlogy", "ceil", "floor",
                                  "trunc"])
def test_real_only_functions_refuse_complex(name):
    if ivy.complex64 not in ivy.get_backend(ivy.current_backend().name).supported_dtypes():
        pytest.skip("the backend holds no complex dtype")
    z = ivy.ones(3, dtype=ivy.complex64)
    with pytest.raises(ivy.UnsupportedDtypeError):
        getattr(ivy, name)(*((z,) if name in ("signbit", "ceil", "floor", "trunc") else (z, z)))


@pytest.mark.parametrize("name", ["negative", "subtract"])
def test_negation_refuses_bool(name):
    t = ivy.ones(3, dtype=ivy.bool)
    with pytest.raises(ivy.UnsupportedDtypeError):
        getattr(ivy, name)(*((t,) if name == "negative" else (t, t)))


@pytest.mark.parametrize("name", ["concat", "stack"])
def test_joining_nothing_is_an_invalid_argument(name):
    with pytest.raises(ivy.InvalidArgumentError, match=name):
        getattr(ivy, name)([])


@pytest.mark.parametrize("case", ["permute_repeated", "permute_too_few", "moveaxis_repeated", "repeat_2d"])
def test_bad_arguments_are_ivy_errors(case):
    x = ivy.ones((2, 3, 4))
    call = {
        "permute_repeated": lambda: ivy.permute_dims(x, (0, 0, 1)),
        "permute_too_few": lambda: ivy.permute_dims(x, (0, 1)),
        "moveaxis_repeated": lambda: ivy.moveaxis(x, (0, 0), (1, 2)),
        "repeat_2d": lambda: ivy.repeat(ivy.ones((2, 3)), ivy.ones((2, 3), dtype=ivy.int64)),
    }[case]
    with pytest.raises(ivy.IvyError):
        call()


_INDEX_CALLS = {
    "take": lambda i, x, v: ivy.take(v, i),
    "take_along_axis": lambda i, x, v: ivy.take_along_axis(x, ivy.reshape(i, (1, 2)), axis=0),
    "gather": lambda i, x, v: ivy.gather(v, i),
    "gather_nd": lambda i, x, v: ivy.gather_nd(x, ivy.reshape(i, (1, 2))),
    "scatter_nd": lambda i, x, v: ivy.scatter_nd(ivy.reshape(i, (2, 1)), ivy.ones(2), shape=(3,)),
    "scatter_flat": lambda i, x, v: ivy.scatter_flat(i, ivy.ones(2), size=3),
    "put_along_axis": lambda i, x, v: ivy.put_along_axis(x, ivy.reshape(i, (1, 2)), ivy.ones((1, 2)), 0),
    "one_hot": lambda i, x, v: ivy.one_hot(i, 3),
    "unravel_index": lambda i, x, v: ivy.unravel_index(i, (2, 2)),
    "embedding": lambda i, x, v: ivy.embedding(x, i),
    "sparse_cross_entropy": lambda i, x, v: ivy.sparse_cross_entropy(i, x),
    "repeat": lambda i, x, v: ivy.repeat(ivy.ones(2), i),
}


@pytest.mark.parametrize("dtype", ["bool", "float32"])
@pytest.mark.parametrize("name", list(_INDEX_CALLS))
def test_indices_must_be_integers(name, dtype):
    """Bool or float indices (and ``repeat``'s repeats) are a DtypeError on every backend: NumPy,
    TensorFlow and MXNet had read bool repeats as 0/1, MXNet had truncated float ones, and NumPy's
    float repeats escaped as a bare TypeError."""
    i = ivy.asarray([True, False] if dtype == "bool" else [1.0, 0.0])
    x = ivy.reshape(ivy.arange(4, dtype=ivy.float32), (2, 2))
    with pytest.raises(ivy.DtypeError, match=f"ivy.{name}: .* must be an integer array, got dtype {dtype}"):
        _INDEX_CALLS[name](i, x, ivy.arange(3, dtype=ivy.float32))


def test_repeat_takes_a_python_bool_as_an_int():
    assert ivy.repeat(ivy.asarray([1, 2]), True).shape == (2,)  # torch's repeat_interleave refused it


@pytest.mark.parametrize("name", ["inv", "solve", "cholesky"])
def test_singular_matrices(name):
    """A singular (or, for cholesky, not positive-definite) matrix is an InvalidArgumentError where
    the framework checks it; JAX, and TensorFlow's cholesky, return NaN/inf instead (a check would
    read the result back and cannot run under jit; documented in those backends' READMEs)."""
    a = ivy.asarray([[1.0, 2.0], [2.0, 4.0]])
    call = {"inv": lambda: ivy.linalg.inv(a), "solve": lambda: ivy.linalg.solve(a, ivy.ones((2, 1))),
            "cholesky": lambda: ivy.linalg.cholesky(a)}[name]
    if backend_name() == "jax" or backend_name() == "tensorflow" and name == "cholesky":
        assert not bool(ivy.all(ivy.isfinite(call())))
        return
    with pytest.raises(ivy.InvalidArgumentError, match=name):
        call()


_AXIS_FUNCTIONS = ["sum", "prod", "mean", "std", "var", "max", "min", "all", "any", "argmax", "argmin", "argsort",
                   "sort", "count_nonzero", "cumulative_sum", "cumulative_prod", "cumsum", "cumprod", "diff", "flip",
                   "expand_dims", "squeeze", "unstack", "softmax", "log_softmax", "logsumexp", "median", "nanmean",
                   "nansum", "split", "histogram", "concat", "stack"]


@pytest.mark.parametrize("name", _AXIS_FUNCTIONS)
def test_an_axis_outside_the_array_is_an_axis_error(name):
    """ivy.AxisError on every backend (NumPy raised its AxisError, torch an IndexError, JAX a
    ValueError that read as a ShapeError, ivy's compositions InvalidArgumentError); it is an
    InvalidArgumentError (a ValueError) and an IndexError, as NumPy's AxisError."""
    x = ivy.ones((2, 3))
    fn = getattr(ivy, name)
    with pytest.raises(ivy.AxisError) as info:
        fn([x, x], axis=5) if name in ("concat", "stack") else fn(x, axis=5)
    assert isinstance(info.value, IndexError) and isinstance(info.value, ivy.InvalidArgumentError)


def test_unstack_of_a_0d_array_is_an_axis_error():
    with pytest.raises(ivy.AxisError):
        ivy.unstack(ivy.asarray(1.0))


_SCALAR_ARGUMENT_CALLS = {
    "matmul": lambda x, s: ivy.matmul(x, s), "rmatmul": lambda x, s: ivy.matmul(s, x),
    "tensordot": lambda x, s: ivy.tensordot(x, s, axes=0),
    "vecdot": lambda x, s: ivy.vecdot(x, s), "cross": lambda x, s: ivy.linalg.cross(x, s),
    "sum": lambda x, s: ivy.sum(s), "reshape": lambda x, s: ivy.reshape(s, (1,)), "sort": lambda x, s: ivy.sort(s),
    "inv": lambda x, s: ivy.linalg.inv(s), "ceil": lambda x, s: ivy.ceil(s), "exp": lambda x, s: ivy.exp(s),
    "operator": lambda x, s: ivy.asarray(x) @ s,
}
_SEQUENCE_CALLS = {
    "concat": lambda x, s: ivy.concat([x, s]), "stack": lambda x, s: ivy.stack([x, s]),
    "einsum": lambda x, s: ivy.einsum("i,->i", x, s),
}


def _outcome(fn):
    try:
        return ivy.to_numpy(fn()).tolist()
    except ivy.IvyError as e:
        return type(e)


@pytest.mark.parametrize("arrays", ["native", "ivy"])
@pytest.mark.parametrize("call", sorted(_SCALAR_ARGUMENT_CALLS))
def test_python_scalar_where_the_standard_takes_an_array(call, arrays):
    """A Python scalar for a parameter the standard types as an array alone is a 0-d array of
    its kind's default dtype on the call's backend, as Ivy 1.0 made it (``ivy.ceil(1.0)``,
    ``ivy.sum(3)``; NumPy and JAX took ``sum(3)`` as a 0-d array while torch and TensorFlow failed
    with AttributeError or TypeError, TensorFlow's ``reshape(3, (1,))`` gave int32): the same result,
    or the same ivy error, as with ``ivy.asarray(s)``, and an ``ivy.Array`` back."""
    x = ivy.asarray([1.0, 2.0, 3.0])
    if arrays == "native":
        x = x.data
    fn = _SCALAR_ARGUMENT_CALLS[call]
    for s in (2, 2.5, True):
        assert _outcome(lambda s=s: fn(x, s)) == _outcome(lambda s=s: fn(x, ivy.asarray(s))), (call, s)
    r = ivy.ceil(1.5)
    assert isinstance(r, ivy.Array) and r.dtype == ivy.float32 and float(r) == 2.0
    assert ivy.sum(3).dtype == ivy.int64


@pytest.mark.parametrize("arrays", ["native", "ivy"])
@pytest.mark.parametrize("call", sorted(_SEQUENCE_CALLS))
def test_python_scalar_in_a_sequence_of_arrays_is_refused(call, arrays):
    """A Python scalar among a sequence of arrays (``concat([x, 2])``) or an einsum operand:
    InvalidArgumentError on every backend. The binary element-wise functions, ``where``
    and ``clip`` take Python scalars."""
    x = ivy.asarray([1.0, 2.0, 3.0])
    if arrays == "native":
        x = x.data
    for s in (2, 2.5, True):
        with pytest.raises(ivy.InvalidArgumentError, match="must be an array"):
            _SEQUENCE_CALLS[call](x, s)
    assert float(ivy.sum(ivy.add(ivy.asarray([1.0]), 2))) == 3.0
