"""Promises of the torch backend beyond the backend-agnostic ``ivy.testing`` suite:
where torch's own behaviour differs from ivy's, the plugin machinery, and what
only holds on a mutable framework."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest
import torch

import ivy

B = ivy.get_backend("torch")


@pytest.fixture(autouse=True)
def _no_backend_set():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


# ------------------------------------------------------------------ plugin


def test_spec_import_does_not_import_torch():
    code = "import sys, ivy_backend_torch; assert ivy_backend_torch.spec.name == 'torch'; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_entry_point_and_info():
    assert "torch" in ivy.backends()
    info = ivy.backend_info("torch")
    assert info["framework"] == "torch" and info["plugin"] == "ivy-backend-torch"
    assert info["framework_version"] == torch.__version__.split("+")[0]
    assert set(info["unsupported_dtypes"]) == {"uint16", "uint32", "uint64"}
    assert "bfloat16" in info["dtypes"]
    assert [q for q, s in info["functions"].items() if s == "missing"] == []


@pytest.mark.parametrize("d", [ivy.uint16, ivy.uint32, ivy.uint64], ids=str)
def test_storage_only_unsigned_dtypes_are_unsupported(d):
    with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
        ivy.zeros(2, dtype=d, backend="torch")
    with pytest.raises(ivy.UnsupportedDtypeError, match=d.name):
        ivy.asarray(torch.zeros(2, dtype=getattr(torch, d.name)))


# ------------------------------------------------------- native in, native out


def test_native_in_native_out_and_type_inference():
    t = torch.arange(4.0)
    r = ivy.sqrt(t)
    assert type(r) is torch.Tensor
    assert ivy.sum(t).shape == () and type(ivy.sum(t)) is torch.Tensor
    x = ivy.asarray(t)
    assert isinstance(x, ivy.Array) and x.backend.name == "torch" and x.data is t  # no copy


# ------------------------------------------------ where torch differs from ivy


def test_zero_d_tensor_promotes_like_any_array():
    # torch: a 0-d int64 tensor does not widen a 1-d int8 one; ivy: the standard's int64
    a = torch.tensor([1, 2], dtype=torch.int8)
    b = torch.tensor(3, dtype=torch.int64)
    assert ivy.add(a, b).dtype is torch.int64
    assert ivy.multiply(b, a).dtype is torch.int64


@pytest.mark.parametrize(("d1", "d2", "want"), [
    (torch.int16, torch.float16, torch.float32),  # torch: float16
    (torch.int32, torch.float32, torch.float64),  # torch: float32
    (torch.int8, torch.uint8, torch.int16),
    (torch.float16, torch.bfloat16, torch.float32),
])
def test_cross_kind_promotion(d1, d2, want):
    assert ivy.add(torch.ones(2, dtype=d1), torch.ones(2, dtype=d2)).dtype is want
    assert ivy.concat([torch.ones(2, dtype=d1), torch.ones(1, dtype=d2)]).dtype is want
    assert ivy.where(torch.tensor([True, False]), torch.ones(2, dtype=d1), torch.ones(2, dtype=d2)).dtype is want


def test_python_scalars_are_weak():
    i8 = torch.tensor([1, 2], dtype=torch.int8)
    assert ivy.add(i8, 1).dtype is torch.int8
    assert ivy.add(i8, 1.5).dtype is torch.float32
    assert ivy.add(torch.ones(2, dtype=torch.float16), 1j).dtype is torch.complex64  # torch: complex32
    assert ivy.subtract(torch.tensor([True]), 1).dtype is torch.int64  # torch refuses bool subtraction
    assert ivy.divide(i8, i8).dtype is torch.float32
    assert ivy.hypot(i8, i8).dtype is torch.float32  # torch has no integer hypot


def test_integer_division_by_zero_is_zero():
    a = torch.tensor([7, -7], dtype=torch.int32)
    z = torch.zeros(2, dtype=torch.int32)
    assert ivy.floor_divide(a, z).tolist() == [0, 0]
    assert ivy.remainder(a, z).tolist() == [0, 0]


def test_special_values_torch_gets_otherwise():
    assert math.isnan(ivy.sign(torch.tensor(float("nan"))).item())  # torch.sign gives 0
    r = ivy.remainder(torch.tensor([-0.0, 0.0]), torch.tensor([2.0, -2.0]))
    assert [math.copysign(1, v) for v in r.tolist()] == [1.0, -1.0]  # the divisor's sign
    s = ivy.add(torch.tensor(complex(-0.0, 0.0)), torch.tensor(complex(-0.0, -0.0))).item()
    assert math.copysign(1, s.real) < 0 and math.copysign(1, s.imag) > 0
    assert ivy.pow(torch.tensor(0j), torch.tensor(0j)).item() == 1


def test_out_of_range_python_int_compares_exactly():
    u = torch.tensor([0, 200], dtype=torch.uint8)
    assert ivy.greater(u, -1).tolist() == [True, True]
    assert ivy.less(u, 1000).tolist() == [True, True]


def test_conj_is_materialised():
    z = ivy.conj(torch.tensor([1 + 2j]))
    assert not z.is_conj()
    assert np.asarray(ivy.Array(z)).tolist() == [1 - 2j]


def test_squeeze_refuses_a_non_unit_axis():
    with pytest.raises(ivy.ShapeError):
        ivy.squeeze(torch.ones(2, 3), axis=0)  # torch would return the array unchanged


def test_reductions_over_no_axes_reduce_nothing():
    x = torch.arange(6.0).reshape(2, 3)
    assert ivy.sum(x, axis=()).shape == (2, 3)  # torch: dim=() means every axis
    assert ivy.max(x, axis=()).shape == (2, 3)


def test_searchsorted_puts_nan_last():
    s = torch.tensor([1.0, 2.0, float("nan")])
    assert ivy.searchsorted(s, torch.tensor([float("nan"), 5.0])).tolist() == [2, 2]
    assert ivy.searchsorted(s, torch.tensor([float("nan")]), side="right").tolist() == [3]


def test_unique_complex_and_nan():
    v = ivy.unique_values(torch.tensor([1 + 1j, float("nan"), 1 + 1j, 0j]))
    assert v.shape == (3,)
    vals = ivy.unique_values(torch.tensor([float("nan"), 1.0, float("nan")]))
    assert vals.shape == (3,)  # each NaN is distinct


# ------------------------------------------------------- mutability, indexing


def test_inplace_operators_write_into_the_tensor():
    t = torch.zeros(3)
    x = ivy.Array(t)
    x += 1
    assert x.data is t and t.tolist() == [1.0, 1.0, 1.0]


def test_setitem_negative_steps_and_masks():
    t = torch.arange(6)
    x = ivy.Array(t)
    x[::-2] = 0
    assert t.tolist() == [0, 0, 2, 0, 4, 0]
    x[ivy.Array(torch.tensor([True, False] * 3))] = 9
    assert t.tolist() == [9, 0, 9, 0, 9, 0]
    assert x[::-1].data.tolist() == [0, 9, 0, 9, 0, 9]
    assert x[ivy.Array(torch.tensor([1, 0], dtype=torch.uint8))].data.tolist() == [0, 9]  # indices, not a mask


def test_devices():
    assert ivy.Array(torch.ones(1)).device == "cpu"
    assert B.load().native_device("cpu") == torch.device("cpu")
    assert "cpu" in B.devices()
    with pytest.raises(ivy.InvalidArgumentError):
        B.native_device("tpu:7")


def test_bfloat16_round_trips_through_numpy():
    x = ivy.asarray([1.5, -2.0], dtype=ivy.bfloat16, backend="torch")
    assert x.dtype is ivy.bfloat16
    assert np.asarray(x).tolist() == [1.5, -2.0]


@pytest.mark.parametrize("name", ["layer_norm", "group_norm"])
def test_half_norms_call_torch_directly(name):
    """torch's layer_norm and group_norm kernels sum half precision in float32 themselves
    (ivy.plugin.accumulates_half): ivy calls them on the float16 tensor, with no float32 copy
    around them, and gets torch's answer; batch_norm (whose CPU half kernel is a few ulp off)
    is run in float32 by ivy-core."""
    B.load()
    assert getattr(B._raw[name], "__name__", "") != "half_in_float32"
    assert B._raw["batch_norm"].__name__ == "half_in_float32"
    x = (1000 + torch.arange(12.0).reshape(2, 6) / 4).half()
    if name == "layer_norm":
        got, want = ivy.layer_norm(x, [-1]), torch.layer_norm(x, (6,))
    else:
        got, want = ivy.group_norm(x[..., None], 2, data_format="NCS"), torch.group_norm(x[..., None], 2)
    assert got.dtype == torch.float16 and torch.equal(got, want)


def test_sqrt_is_correctly_rounded_by_each_kernel():
    """Each of the square roots the backend may choose at import (by probes: torch 2.13's CPU
    kernel was an ulp off for 1.3% of float64 and 19% of float32 values) is correctly rounded
    over the whole range, and the probes tell a kernel an ulp off from a right one."""
    from ivy_backend_torch import elementwise as e

    rng = np.random.default_rng(5)
    with np.errstate(over="ignore"):
        x = rng.uniform(0, 1000, 40000) * 2.0 ** rng.integers(-1074, 1015, 40000)
        fours = 4.0 ** rng.integers(-537, 512, 1000)
    x = np.concatenate([x, np.nextafter(fours, 0), np.nextafter(fours, np.inf),
                        [0.0, -0.0, -1.0, np.inf, np.nan, 5e-324, np.finfo(np.float64).max]])
    with np.errstate(invalid="ignore"):
        want = np.sqrt(x)
    for k in (e._sqrt_through_complex, e._float64_sqrt, e._SQRT64):
        np.testing.assert_array_equal(k(torch.from_numpy(x)).numpy(), want, err_msg=k.__name__)
    x32 = x.astype(np.float32)
    with np.errstate(invalid="ignore"):
        want32 = np.sqrt(x32)
    for k in (e._sqrt_in_float64, e._SQRT32):
        np.testing.assert_array_equal(k(torch.from_numpy(x32)).numpy(), want32, err_msg=k.__name__)
    assert e._sqrt_is_rounded(e._SQRT64, torch.float64) and e._sqrt_is_rounded(e._SQRT32, torch.float32)
    an_ulp_up = lambda t: torch.nextafter(torch.sqrt(t), torch.full_like(t, math.inf))  # noqa: E731
    assert not e._sqrt_is_rounded(an_ulp_up, torch.float64)
    assert not e._sqrt_is_rounded(an_ulp_up, torch.float32)


# ------------------------------------------------------------------ scatter_nd's index checks


def test_scatter_nd_checks_indices_eagerly_and_traces_whole_under_torch_compile():
    ivy.scatter_nd(torch.tensor([[0]]), torch.ones(1), (3,))  # fill the dispatch table before tracing
    x = torch.arange(12.0).reshape(4, 3)
    idx = torch.tensor([2, 0, 2, 1])
    # one index per vector (negative ones counted from the end) and two
    expected1 = np.zeros((5, 3))
    np.add.at(expected1, [2, 0, 2, 1], x.numpy())
    np.testing.assert_array_equal(ivy.scatter_nd(idx[:, None], x, (5, 3)).numpy(), expected1)
    np.testing.assert_array_equal(ivy.scatter_nd((idx - 5)[:, None], x, (5, 3)).numpy(), expected1)
    expected2 = np.zeros((2, 3, 3))
    np.add.at(expected2, ([0, 1, 0, 1], [2, 0, 2, 1]), x.numpy())
    vec = torch.stack([torch.tensor([0, 1, 0, 1]), idx], -1)
    np.testing.assert_array_equal(ivy.scatter_nd(vec, x, (2, 3, 3)).numpy(), expected2)
    for bad, shape in ((torch.tensor([[5]]), (5,)), (torch.tensor([[-6]]), (5,)), (torch.tensor([[0, 3]]), (2, 3))):
        with pytest.raises(IndexError, match="out of range"):
            ivy.scatter_nd(bad, torch.ones(1), shape, reduction="replace")
    # no value is read back while torch.compile traces: the whole call is one graph
    for fn, args, expected in ((lambda i, u: ivy.scatter_nd(i[:, None], u, (5, 3)), (idx, x), expected1),
                               (lambda i, u: ivy.scatter_nd(i, u, (2, 3, 3)), (vec, x), expected2)):
        compiled = torch.compile(fn, fullgraph=True, backend="eager")
        np.testing.assert_array_equal(compiled(*args).numpy(), expected)


def test_arrays_of_python_numbers_made_inside_torch_compile():
    """``ivy.asarray`` of nested Python numbers inside a function torch.compile traces (constants
    such as a voxel grid's bounds): ivy-core's dtype tables were keyed by the numbers'
    ``__class__``, which Dynamo guards wrongly ("Guard failed on the same frame it was created")."""
    ivy.set_backend("torch")
    x = torch.tensor([[0.5, -1.0, 4.0]])
    ivy.asarray([0.0], dtype=ivy.float32)  # fill the dispatch table before tracing

    def f(x):
        lo = ivy.asarray([[0.0, 1.0, 2.0]], dtype=ivy.dtype(x), device=ivy.dev(x)).data   # explicit dtype
        hi = ivy.asarray([[1, 2.5, 3]], device=ivy.dev(x)).data                           # from the values
        return torch.clamp(x, lo, hi)

    compiled = torch.compile(f, fullgraph=True, backend="eager")
    np.testing.assert_array_equal(compiled(x).numpy(), [[0.5, 1.0, 3.0]])
