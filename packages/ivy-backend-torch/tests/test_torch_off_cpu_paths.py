"""The paths the torch backend takes for tensors off the CPU (CUDA), checked here on the CPU
against torch's own CPU kernels, so that CI (which has no GPU) tests their logic:

- integer matmul/tensordot (CUDA has no integer GEMM): exact products and sums that wrap in the
  operands' dtype, as the CPU kernel does;
- index range checks (CUDA's indexing kernels assert on the device, poisoning the CUDA context,
  where the CPU raises IndexError).

``pytest --pyargs ivy.testing --ivy-backend torch --ivy-device gpu:0`` runs the whole suite on a GPU.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from ivy_backend_torch import elementwise, hooks
from ivy_backend_torch._util import check_index_range
from ivy_backend_torch.linear_algebra import _int_matmul, _int_tensordot

import ivy

INTS = [torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64]


def _ints(draw, shape, dtype):
    info = torch.iinfo(dtype)
    vals = draw(st.lists(st.integers(info.min, info.max), min_size=int(np.prod(shape)),
                         max_size=int(np.prod(shape))))
    return torch.tensor(vals, dtype=dtype).reshape(shape)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_int_matmul_matches_the_cpu_kernel(data):
    dtype = data.draw(st.sampled_from(INTS))
    n, k, m = (data.draw(st.integers(0, 4)) for _ in range(3))
    batch = tuple(data.draw(st.lists(st.integers(1, 3), max_size=2)))
    batch2 = data.draw(st.sampled_from([batch, batch[1:], ()]))  # broadcast batch dimensions
    kind = data.draw(st.sampled_from(["mm", "vec-mat", "mat-vec", "vec-vec"]))
    s1 = (k,) if kind in ("vec-mat", "vec-vec") else batch + (n, k)
    s2 = (k,) if kind in ("mat-vec", "vec-vec") else batch2 + (k, m)
    a, b = _ints(data.draw, s1, dtype), _ints(data.draw, s2, dtype)
    expected = torch.matmul(a, b)  # wraps around in dtype on the CPU
    got = _int_matmul(a, b)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    assert torch.equal(got, expected)


def test_int_matmul_refuses_misaligned_shapes():
    with pytest.raises(ivy.ShapeError):
        _int_matmul(torch.ones((2, 3), dtype=torch.int32), torch.ones((1, 4), dtype=torch.int32))


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_int_tensordot_matches_the_cpu_kernel(data):
    dtype = data.draw(st.sampled_from(INTS))
    s1 = tuple(data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=4)))
    nc = data.draw(st.integers(0, len(s1)))
    contracted = data.draw(st.permutations(range(len(s1))))[:nc]
    free = tuple(data.draw(st.lists(st.integers(0, 3), max_size=2)))
    order = data.draw(st.permutations(range(nc + len(free))))
    parts = [s1[i] for i in contracted] + list(free)
    s2 = tuple(parts[i] for i in order)
    a2 = [order.index(j) for j in range(nc)]  # where each contracted axis landed in x2
    a, b = _ints(data.draw, s1, dtype), _ints(data.draw, s2, dtype)
    axes = (list(contracted), a2)
    expected = torch.tensordot(a, b, dims=axes)
    got = _int_tensordot(a, b, axes)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    assert torch.equal(got, expected)


def test_index_range_check():
    idx = torch.tensor([0, -3, 2])
    check_index_range(idx, 3, "take")  # in range: no error
    check_index_range(torch.tensor([], dtype=torch.int64), 0, "take")
    for bad in ([3], [-4]):
        with pytest.raises(IndexError, match="out of range"):
            check_index_range(torch.tensor(bad), 3, "take")
    with pytest.raises(IndexError):
        check_index_range(torch.tensor([-1]), 3, "embedding", negative=False)


def test_getitem_range_check_finds_the_indexed_axis():
    """``_check_ranges`` measures each index tensor against the axis it indexes (after an
    Ellipsis, a None, a boolean mask), as torch's CPU kernel raises."""
    shape = (2, 5, 3)
    ok = [(torch.tensor([1]),), (slice(None), torch.tensor([4, -5])), (Ellipsis, torch.tensor([2])),
          (None, 0, torch.tensor([4])), (torch.tensor([True, False]), torch.tensor([4]))]
    bad = [(torch.tensor([2]),), (slice(None), torch.tensor([5])), (Ellipsis, torch.tensor([3])),
           (None, 0, torch.tensor([-6])), (torch.tensor([True, False]), torch.tensor([5]))]
    x = torch.zeros(shape)
    for key in ok:
        hooks._check_ranges(key, shape)
        x[key]  # torch agrees
    for key in bad:
        with pytest.raises(IndexError):
            hooks._check_ranges(key, shape)
        with pytest.raises(IndexError):
            x[key]


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_half_copysign_and_signbit_by_bits(dtype):
    """CUDA's half kernels read a NaN's sign as positive; the bit forms keep it (checked against
    the CPU kernels, which are right), broadcasting included."""
    bits = torch.tensor([0.0, -0.0, 2.5, -2.5, float("inf"), -float("inf"), float("nan"), 0.0],
                        dtype=dtype).view(torch.int16)
    bits[-1] = bits[-2] | -0x8000  # a NaN with its sign bit set (made by its bits: casts may drop the sign)
    x2 = bits.view(dtype)
    x1 = x2.reshape(-1, 1)
    got, expected = elementwise._copysign_half(x1, x2), torch.copysign(x1, x2)
    assert got.dtype == dtype and got.shape == expected.shape
    assert torch.equal(got.view(torch.int16), expected.view(torch.int16))  # bit for bit, NaNs included
    assert torch.equal(elementwise.signbit(x2), torch.signbit(x2))
    assert elementwise.signbit(x2).tolist() == [False, True, False, True, False, True, False, True]


def test_higher_order_depth_marks_graphs_differentiated_again():
    """LSTMs on CUDA leave cuDNN (which has no double backward) exactly while ivy's autodiff
    builds a graph that an enclosing ivy.grad differentiates again."""
    from ivy_backend_torch._util import HIGHER_ORDER

    seen = []

    def f(x):
        seen.append(HIGHER_ORDER.n)
        return ivy.sum(x ** 3)

    x = torch.tensor([1.0, 2.0])
    ivy.grad(f)(x)
    assert seen == [0] and HIGHER_ORDER.n == 0  # a first derivative: cuDNN stays
    d2 = ivy.grad(lambda x: ivy.sum(ivy.grad(f)(x)))(x)
    assert seen[1:] == [1] and HIGHER_ORDER.n == 0
    assert torch.allclose(d2, 6 * x)


# Complex kernels as CUDA computes them, emulated on the CPU: each fix in ``elementwise`` must
# give NumPy's answer from such a kernel's output, not only leave the CPU kernels' right ones alone.

_SPECIAL = [0.0, -0.0, 1.5, -1.5, 3.0, -3.0, float("inf"), -float("inf"), float("nan")]
_COMPLEX_DTYPES = [torch.complex64, torch.complex128]


def _grid(dtype):
    return torch.tensor([complex(a, b) for a in _SPECIAL for b in _SPECIAL], dtype=dtype)


def _same(got, expected, rtol, signed=None):
    """Complex arrays equal part by part: NaN where NaN, zeros with their signs (where ``signed``,
    a mask, if given), else close."""
    for g, e in ((got.real, expected.real), (got.imag, expected.imag)):
        g, e = g.numpy(), np.asarray(e)
        assert np.array_equal(np.isnan(g), np.isnan(e))
        zero = (e == 0) & (True if signed is None else signed)
        assert np.array_equal(np.signbit(g[zero]), np.signbit(e[zero])) and np.all(g[zero] == 0)
        np.testing.assert_allclose(g, e, rtol=rtol, atol=0, equal_nan=True)


def _zeros_unsigned(kernel):
    """``kernel`` with every zero imaginary part +0 (CUDA's cos(0 + 0j) is 1 + 0j, not 1 - 0j)."""
    def k(x):
        r = kernel(x)
        return torch.complex(r.real, torch.where(r.imag == 0, torch.zeros_like(r.imag), r.imag))
    return k


@pytest.mark.parametrize("dtype", _COMPLEX_DTYPES)
@pytest.mark.parametrize("name", ["cos", "cosh"])
def test_cos_cosh_zero_signs_from_unsigned_kernel(monkeypatch, name, dtype):
    monkeypatch.setattr(elementwise, f"_{name}", _zeros_unsigned(getattr(torch, name)))
    x = _grid(dtype)
    expected = getattr(torch, name)(x)  # the CPU kernel follows the standard's table here
    # a zero imaginary part's sign is that of sinh(a) sin(b) (cos: -sin(a) sinh(b)), open where the
    # sine is of an infinity or NaN, or the other part is NaN
    sine, other = (x.imag, x.real) if name == "cosh" else (x.real, x.imag)
    signed = np.isfinite(sine.numpy()) & ~np.isnan(other.numpy())
    _same(elementwise.FIXED_FOR_CUDA[name](x), expected, 1e-6, signed)
    cos0 = elementwise.FIXED_FOR_CUDA["cos"](torch.tensor([0j], dtype=dtype))
    assert cos0.imag.signbit().item()  # cos(0 + 0j) = 1 - 0j


@pytest.mark.parametrize("dtype", _COMPLEX_DTYPES)
def test_sqrt_from_polar_kernel(monkeypatch, dtype):
    """CUDA's sqrt is sqrt(|x|) * exp(1j * angle(x) / 2): next to the negative real axis its real
    part is cos(~pi/2), which is -4.4e-8 in float32, and sqrt(-0 + 0j) comes out -0 + 0j."""
    monkeypatch.setattr(elementwise, "_sqrt", lambda x: torch.polar(x.abs().sqrt(), x.angle() / 2))
    vals = [-3.0, -1.0, -0.5, -0.0, 0.0, 0.5, 2.0, -1e-30, 1e30]
    x = torch.tensor([complex(a, b) for a in vals for b in (0.0, -0.0, 1e-3, -2.0, 5.0)], dtype=dtype)
    _same(elementwise.FIXED_FOR_CUDA["sqrt"](x), np.sqrt(x.numpy()), 1e-5 if dtype is torch.complex64 else 1e-12)
    assert torch.polar(torch.tensor(1.0), torch.tensor(math.pi / 2)).real < 0  # the emulation is CUDA's


@pytest.mark.parametrize("dtype", _COMPLEX_DTYPES)
@pytest.mark.parametrize("name", ["atan", "atanh"])
def test_atan_atanh_of_tiny_values_from_flushing_kernel(name, dtype):
    """CUDA's complex64 atanh lost parts below 1e-28 (atanh(2.5e-29 + 0j) was 0): the fix gives
    x itself below 2**-13 (2**-28 for complex128), where x**3 / 3 is below half an ulp of x."""
    native = getattr(torch, name)
    f = elementwise._linear_near_zero(lambda x: torch.where(x.abs() < 1e-20, torch.zeros_like(x), native(x)))
    vals = [0.0, 1e-35, -2.5e-29, 1e-10, 3e-5, -1e-4, 0.3]
    x = torch.tensor([complex(a, b) for a in vals for b in vals], dtype=dtype)
    ref = np.arctan(x.numpy()) if name == "atan" else np.arctanh(x.numpy())
    _same(f(x), ref, 1e-6 if dtype is torch.complex64 else 1e-13)


@pytest.mark.parametrize("dtype", _COMPLEX_DTYPES)
def test_tan_tanh_acosh_special_values_from_nan_kernel(monkeypatch, dtype):
    """CUDA gave NaN + NaN j for tanh(+-0 + inf j), tan(inf + 0j) and acosh(0 + NaN j), where
    one part is fixed by the standard."""
    def nan_where_not_finite(kernel):
        def k(x):
            bad = ~(torch.isfinite(x.real) & torch.isfinite(x.imag))
            return torch.where(bad, torch.full_like(x, complex(math.nan, math.nan)), kernel(x))
        return k

    x = _grid(dtype)
    for name in ("tan", "tanh", "acosh"):
        fixed = elementwise.FIXED_FOR_CUDA.get(name) or getattr(elementwise, name)
        expected = fixed(x)  # the CPU kernels are right
        monkeypatch.setattr(elementwise, f"_{name}", nan_where_not_finite(getattr(torch, name)))
        got = fixed(x)
        for z, g, e in zip(x.tolist(), got.tolist(), expected.tolist()):
            fixed = (name == "tanh" and z.real == 0) or (name == "tan" and z.imag == 0) or \
                (name == "acosh" and z.real == 0 and math.isnan(z.imag))
            if fixed:  # the parts the standard fixes come out right from the NaN kernel
                assert (math.isnan(g.real) == math.isnan(e.real)) and (math.isnan(g.imag) == math.isnan(e.imag))
                for gp, ep in ((g.real, e.real), (g.imag, e.imag)):
                    if not math.isnan(ep):
                        assert gp == ep and math.copysign(1, gp) == math.copysign(1, ep) or \
                            name == "acosh", (name, z, g, e)  # acosh's pi/2 has either sign


def test_half_copysign_off_the_cpu_keeps_gradients(monkeypatch):
    """Off the CPU (a meta tensor stands in for CUDA), half copysign goes by the bits, which have no
    gradient: a tensor being differentiated (requires_grad, or inside a torch.func transform)
    takes torch.copysign instead."""
    calls = []
    monkeypatch.setattr(elementwise, "_copysign_half", lambda x1, x2: calls.append(1) or torch.copysign(x1, x2))
    x2 = torch.empty(3, dtype=torch.float16, device="meta")
    elementwise._copysign_bits(torch.empty(3, dtype=torch.float16, device="meta"), x2)
    assert calls == [1]
    x1 = torch.empty(3, dtype=torch.float16, device="meta", requires_grad=True)
    assert elementwise._copysign_bits(x1, x2).requires_grad and calls == [1]
    monkeypatch.setattr(elementwise, "_in_transform", lambda: True)  # under torch.func.grad, say
    elementwise._copysign_bits(torch.empty(3, dtype=torch.float16, device="meta"), x2)
    assert calls == [1]


@pytest.mark.parametrize("dtype", _COMPLEX_DTYPES)
def test_reciprocal_for_cuda_is_numpys_division(dtype):
    """CUDA's complex reciprocal lost zero signs (1 / (1 + inf j) gave 0 + 0j); the fix divides."""
    x = _grid(dtype)
    with np.errstate(all="ignore"):
        expected = np.divide(np.ones((), x.numpy().dtype), x.numpy())
    _same(elementwise.FIXED_FOR_CUDA["reciprocal"](x), expected, 1e-6 if dtype is torch.complex64 else 1e-13)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_half_group_norm_off_the_cpu_runs_in_float32(monkeypatch, dtype):
    """Off the CPU (a meta tensor stands in for CUDA), half precision group_norm calls torch's
    kernel in float32 and rounds once (CUDA's half kernel normalized values near 1000 0.4 off);
    on the CPU torch's half kernel, which accumulates in float32, is called as it is."""
    from ivy_backend_torch import norms

    seen = []
    real = norms.F.group_norm
    monkeypatch.setattr(norms.F, "group_norm", lambda x, *a: seen.append(x.dtype) or real(x, *a))
    y = norms.group_norm(torch.empty(2, 4, 3, dtype=dtype, device="meta"), 2, data_format="NCS")
    assert seen == [torch.float32] and y.dtype is dtype and y.shape == (2, 4, 3)
    norms.group_norm(torch.ones(2, 4, 3, dtype=dtype), 2, data_format="NCS")
    assert seen == [torch.float32, dtype]


def test_multinomial_probability_check_on_the_device():
    """The device-side check of multinomial's probabilities (CUDA's kernel asserts on the device
    for rows it cannot draw from) refuses what ivy.plugin.multinomial_probs refuses."""
    from ivy_backend_torch.random import _check_probs

    good = torch.tensor([[0.5, 0.0, 0.5], [1.0, 2.0, 3.0]], dtype=torch.float64)
    _check_probs(good, 2, True)
    _check_probs(good, 2, False)
    with pytest.raises(ivy.InvalidArgumentError, match="nonzero entries"):
        _check_probs(good, 3, False)
    for bad in ([[0.0, 0.0, 0.0]], [[1.0, -1.0, 1.0]], [[1.0, math.nan, 1.0]], [[1.0, math.inf, 0.0]]):
        with pytest.raises(ivy.InvalidArgumentError):
            _check_probs(torch.tensor(bad, dtype=torch.float64), 1, True)


def test_index_range_check_stays_out_of_compiled_graphs():
    """The off-CPU index check reads values back, which a torch.compile graph cannot: inside a
    trace it is left out (on a GPU, MultiHeadAttention and Embedding under
    ``torch.compile(fullgraph=True)`` failed on it), as inside a torch.func transform."""
    f = torch.compile(lambda i: (check_index_range(i, 3, "test"), i + 1)[1], fullgraph=True, backend="eager")
    assert f(torch.tensor([0, 2])).tolist() == [1, 3]
    with pytest.raises(IndexError):
        check_index_range(torch.tensor([0, 3]), 3, "test")
