"""ivy 1.0's dtype helpers (``ivy.dtype``, ``as_ivy_dtype``/``as_native_dtype``, the
``is_*_dtype`` tests, ``dtype_bits``, the ``default_*_dtype`` queries, ``valid_dtype``,
promotion of two inputs) on the backend under test, against the standard's ``isdtype`` and
``result_type`` and NumPy's dtype sizes."""

from __future__ import annotations

import numpy as np
import pytest

import ivy

from .helpers import backend, np_dtype, to_ivy

KIND_TESTS = {"is_float_dtype": "real floating", "is_int_dtype": "integral", "is_bool_dtype": "bool",
              "is_complex_dtype": "complex floating"}


def _held():
    return [d for d in backend().supported_dtypes()]


@pytest.mark.parametrize("d", _held(), ids=lambda d: d.name)
def test_dtype_and_conversions(d):
    x = ivy.zeros(2, dtype=d)
    assert ivy.dtype(x) is d and ivy.dtype(x.data) is d
    native = ivy.dtype(x, as_native=True)
    assert ivy.is_native_dtype(native) and not ivy.is_native_dtype(d) and not ivy.is_native_dtype(d.name)
    assert ivy.as_native_dtype(d) == native and ivy.as_native_dtype(d.name) == native
    assert ivy.as_ivy_dtype(native) is d and ivy.as_ivy_dtype(d.name) is d and ivy.as_ivy_dtype(d) is d
    assert ivy.dtype_bits(d) == (1 if d == ivy.bool else 16 if d == ivy.bfloat16 else np.dtype(d.name).itemsize * 8)
    for fn, kind in KIND_TESTS.items():
        want = ivy.isdtype(d, kind)
        assert getattr(ivy, fn)(d) is want and getattr(ivy, fn)(d.name) is want and getattr(ivy, fn)(x) is want, fn
    assert ivy.is_uint_dtype(d) is ivy.isdtype(d, "unsigned integer")
    assert ivy.valid_dtype(d) and not ivy.invalid_dtype(d)
    assert ivy.check_float(x) is (d.kind == "f")
    assert ivy.is_hashable_dtype(d)


def test_dtypes_the_backend_lacks_are_invalid():
    held = set(_held())
    for d in ivy.all_dtypes:
        assert ivy.valid_dtype(d) is (d in held) and ivy.invalid_dtype(d) is (d not in held)
    assert ivy.valid_dtype(None) and not ivy.invalid_dtype(None)


def test_python_values_and_nests():
    assert ivy.as_ivy_dtype(float) is ivy.float32 and ivy.as_ivy_dtype(int) is ivy.int64
    assert ivy.as_ivy_dtype(bool) is ivy.bool and ivy.as_ivy_dtype(complex) is ivy.complex64
    assert ivy.as_ivy_dtype(np.float64) is ivy.float64 and ivy.as_ivy_dtype(np.dtype("uint8")) is ivy.uint8
    assert ivy.is_float_dtype(1.5) and not ivy.is_float_dtype(1) and not ivy.is_int_dtype(True)
    assert ivy.is_int_dtype(3) and ivy.is_bool_dtype(False) and ivy.is_complex_dtype(1j)
    assert ivy.is_float_dtype([1, [2, 3.5]]) and not ivy.is_float_dtype([1, [2, 3]])
    assert ivy.check_float(2.0) and not ivy.check_float(2)
    assert not ivy.is_hashable_dtype([ivy.float32])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.as_ivy_dtype("float7")


def test_defaults():
    f64 = ivy.float64 in _held()
    assert ivy.default_float_dtype() is ivy.float32 and ivy.default_int_dtype() is ivy.int64
    assert ivy.default_complex_dtype() is ivy.complex64
    assert ivy.default_float_dtype(float_dtype="float16") is ivy.float16
    if f64:
        assert ivy.default_float_dtype(input=ivy.ones(1, dtype=ivy.float64)) is ivy.float64
    assert ivy.default_float_dtype(input=ivy.ones(1, dtype=ivy.int32)) is ivy.float32  # not a float: the default
    assert ivy.default_int_dtype(input=ivy.ones(1, dtype=ivy.int8)) is ivy.int8
    assert ivy.default_float_dtype(as_native=True) == ivy.as_native_dtype(ivy.float32)
    assert ivy.default_dtype() is ivy.float32 and ivy.default_dtype(dtype="int8") is ivy.int8
    assert ivy.default_dtype(item=[1, 2]) is ivy.int64 and ivy.default_dtype(item=[1, 2.0]) is ivy.float32
    assert ivy.default_dtype(item=[True]) is ivy.bool
    assert ivy.default_dtype(item=ivy.ones(1, dtype=ivy.int8)) is ivy.int8
    assert ivy.infer_default_dtype(ivy.float16) is ivy.float32 and ivy.infer_default_dtype("int8") is ivy.int64


@pytest.mark.parametrize("pair", [("int8", "int16"), ("int8", "uint8"), ("float32", "float64"), ("uint8", "uint16"),
                                  ("float16", "float32"), ("int32", "int32")])
def test_type_promote_arrays(pair):
    held = {d.name for d in _held()}
    a_name, b_name = pair
    want = ivy.result_type(getattr(ivy, a_name), getattr(ivy, b_name))
    if not {a_name, b_name, want.name} <= held:
        pytest.skip(f"the backend lacks one of {a_name}, {b_name}, {want.name}")
    a = to_ivy(np.ones(2, np_dtype(getattr(ivy, a_name))))
    b = to_ivy(np.ones(2, np_dtype(getattr(ivy, b_name))))
    ra, rb = ivy.type_promote_arrays(a, b)
    assert ra.dtype is want and rb.dtype is want
    ra, rb = ivy.promote_types_of_inputs(a, b)
    assert ra.dtype is want and rb.dtype is want


def test_promote_types_of_inputs_with_scalars_and_lists():
    a = ivy.ones(2, dtype=ivy.float32)
    ra, rb = ivy.promote_types_of_inputs(a, 2)
    assert ra.dtype is ivy.float32 and rb.dtype is ivy.float32 and float(rb) == 2.0
    rb, ra = ivy.promote_types_of_inputs(2.5, a)
    assert ra.dtype is ivy.float32 and rb.dtype is ivy.float32
    ra, rb = ivy.promote_types_of_inputs([1, 2], [0.5])  # int64 and float32 arrays first
    want = ivy.result_type(ivy.int64, ivy.float32)
    assert ra.dtype is want and rb.dtype is want
    i = ivy.ones(2, dtype=ivy.int32)
    ra, rb = ivy.promote_types_of_inputs(i, [3, 4])
    assert ra.dtype is ivy.int64 and rb.dtype is ivy.int64  # the list is an int64 array first
