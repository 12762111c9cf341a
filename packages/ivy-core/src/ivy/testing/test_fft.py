"""``ivy.fft`` against array-api-strict.

Inputs are bounded (finite) arrays with small transform lengths; absolute
tolerances scale with the input's total magnitude, which bounds every output.
"""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    backend_name,
    dtype_name,
    expect_unsupported,
    lacking,
    np_dtype,
    supported_dtypes,
    to_ivy,
    to_numpy,
    to_strict,
)

NORMS = st.sampled_from(["backward", "ortho", "forward"])
_COMPLEX_OF = {"float32": "complex64", "float64": "complex128"}
_NO_COMPLEX = lacking(ivy.complex64, ivy.complex128)
# Every transform has a complex input or result: on a backend without complex dtypes
# test_transforms_without_complex_raise checks that each one reports the missing dtype.
needs_complex = pytest.mark.skipif(
    bool(_NO_COMPLEX), reason=f"backend {backend_name()} lacks {', '.join(d.name for d in _NO_COMPLEX)}; "
    "test_transforms_without_complex_raise checks the transforms report it")


def _values(dt, shape):
    """Bounded values on a grid (exact in every float dtype), real or complex."""
    if isinstance(shape, st.SearchStrategy):
        return shape.flatmap(lambda s: _values(dt, s))
    nd = np_dtype(dt)
    el = st.integers(-256, 256).map(lambda i: i / 16)
    if nd.kind != "c":
        return hnp.arrays(nd, shape, elements=el)
    real = np.float32 if nd.itemsize == 8 else np.float64
    return st.tuples(hnp.arrays(real, shape, elements=el), hnp.arrays(real, shape, elements=el)).map(
        lambda p: np.asarray(p[0] + 1j * p[1]).astype(nd))


def close(result, expected, x, *, msg=""):
    e = np.asarray(to_numpy(expected))
    single = e.dtype.name in ("float32", "complex64")
    t = 1e-4 if single else 1e-10
    scale = 1.0 + float(np.sum(np.abs(np.asarray(x, dtype=np.complex128))))
    assert_same(result, expected, rtol=t, atol=t * scale, msg=msg)


# ---------------------------------------------------------------- 1-D transforms


@st.composite
def one_d_args(draw, kind, *, half_input=False):
    """(x, n, axis, norm) for a 1-D transform; ``half_input``: default n is 2 * (m - 1), so m >= 2 unless n."""
    d = draw(sti.dtypes(kind))
    shape = draw(sti.shapes(min_dims=1, max_dims=3, min_side=0, max_side=5))
    axis = draw(st.integers(-len(shape), len(shape) - 1))
    n = draw(st.none() | st.integers(1, 8))
    m = shape[axis]
    if n is None and m < (2 if half_input else 1):
        shape = shape[:axis % len(shape)] + (2 if half_input else 1,) + shape[axis % len(shape) + 1:]
    return draw(_values(d, shape)), n, axis, draw(NORMS)


@needs_complex
@pytest.mark.parametrize("name", ["fft", "ifft"])
@given(args=one_d_args("complex floating"))
def test_complex_to_complex(name, args):
    x, n, axis, norm = args
    r = getattr(ivy.fft, name)(to_ivy(x), n=n, axis=axis, norm=norm)
    close(r, getattr(xp.fft, name)(to_strict(x), n=n, axis=axis, norm=norm), x)


@needs_complex
@pytest.mark.parametrize("name", ["irfft", "hfft"])
@given(args=one_d_args("complex floating", half_input=True))
def test_complex_to_real(name, args):
    x, n, axis, norm = args
    r = getattr(ivy.fft, name)(to_ivy(x), n=n, axis=axis, norm=norm)
    ref = x
    if x.shape[axis] == 0:
        # An empty axis is zero-padded to n // 2 + 1 points; NumPy (and so array-api-strict)
        # reads uninitialised memory there, so the reference gets the padded zeros explicitly.
        shape = list(x.shape)
        shape[axis] = n // 2 + 1
        ref = np.zeros(shape, x.dtype)
    close(r, getattr(xp.fft, name)(to_strict(ref), n=n, axis=axis, norm=norm), x)


@needs_complex
@pytest.mark.parametrize("name", ["rfft", "ihfft"])
@given(args=one_d_args("real floating"))
def test_real_to_complex(name, args):
    x, n, axis, norm = args
    r = getattr(ivy.fft, name)(to_ivy(x), n=n, axis=axis, norm=norm)
    close(r, getattr(xp.fft, name)(to_strict(x), n=n, axis=axis, norm=norm), x)


@needs_complex
@pytest.mark.parametrize("name", ["fft", "ifft"])
@given(args=one_d_args("real floating"))
def test_complex_transforms_take_real_input(name, args):
    x, n, axis, norm = args
    r = getattr(ivy.fft, name)(to_ivy(x), n=n, axis=axis, norm=norm)
    xc = x.astype(_COMPLEX_OF[x.dtype.name])
    close(r, getattr(xp.fft, name)(to_strict(xc), n=n, axis=axis, norm=norm), x)


# ---------------------------------------------------------------- n-D transforms


@st.composite
def n_d_args(draw, kind, *, half_input=False):
    """(x, s, axes, norm) for an n-D transform, and the axes the reference needs spelled out."""
    d = draw(sti.dtypes(kind))
    shape = list(draw(sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4)))
    nd = len(shape)
    axes = draw(st.none() | st.lists(st.integers(0, nd - 1), min_size=1, max_size=nd, unique=True))
    if axes is not None:
        axes = [a - nd if draw(st.booleans()) else a for a in axes]
    s = None
    if draw(st.booleans()):
        k = len(axes) if axes is not None else draw(st.integers(1, nd))
        s = draw(st.lists(st.integers(1, 6), min_size=k, max_size=k))
        s = [-1 if draw(st.booleans()) and draw(st.booleans()) else v for v in s]
    used = axes if axes is not None else (list(range(-len(s), 0)) if s is not None else list(range(nd)))
    if half_input and (s is None or s[-1] == -1) and shape[used[-1]] < 2:
        shape[used[-1]] = 2
    ref_axes = axes if axes is not None else (used if s is not None else None)
    return draw(_values(d, tuple(shape))), s, axes, ref_axes, draw(NORMS)


def _irfftn_ref_s(s, shape, ref_axes):
    """The reference's ``s`` for irfftn: -1 spelled out as the standard has it (NumPy takes -1
    as the input's size itself, which drops input elements on the last axis): the input's size,
    and ``2 * (size - 1)`` on the last axis, where every input element is then used."""
    if s is None:
        return None
    last = len(s) - 1
    return [(2 * (shape[a] - 1) if i == last else shape[a]) if v == -1 else v
            for i, (v, a) in enumerate(zip(s, ref_axes))]


@needs_complex
@pytest.mark.parametrize("name", ["fftn", "ifftn"])
@given(args=n_d_args("complex floating"))
def test_fftn_ifftn(name, args):
    x, s, axes, ref_axes, norm = args
    r = getattr(ivy.fft, name)(to_ivy(x), s=s, axes=axes, norm=norm)
    close(r, getattr(xp.fft, name)(to_strict(x), s=s, axes=ref_axes, norm=norm), x)


@needs_complex
@given(args=n_d_args("real floating"))
def test_rfftn(args):
    x, s, axes, ref_axes, norm = args
    r = ivy.fft.rfftn(to_ivy(x), s=s, axes=axes, norm=norm)
    close(r, xp.fft.rfftn(to_strict(x), s=s, axes=ref_axes, norm=norm), x)


@needs_complex
@given(args=n_d_args("complex floating", half_input=True))
def test_irfftn(args):
    x, s, axes, ref_axes, norm = args
    r = ivy.fft.irfftn(to_ivy(x), s=s, axes=axes, norm=norm)
    close(r, xp.fft.irfftn(to_strict(x), s=_irfftn_ref_s(s, x.shape, ref_axes), axes=ref_axes, norm=norm), x)


@needs_complex
@given(args=n_d_args("real floating"))
def test_round_trip(args):
    x, _, axes, _, norm = args
    back = ivy.fft.ifftn(ivy.fft.fftn(to_ivy(x), axes=axes, norm=norm), axes=axes, norm=norm)
    close(back, xp.asarray(x.astype(_COMPLEX_OF[x.dtype.name])), x)


# ------------------------------------------------------- ivy's dtype choices


def _non_float():
    return [d for d in supported_dtypes(("integral", "bool"))] + [
        d for d in supported_dtypes("real floating", standard=False) if d.name == "float16"]


@needs_complex
@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "ihfft", "fftn", "rfftn"])
@given(x=st.sampled_from(_non_float()).flatmap(
    lambda d: hnp.arrays(np_dtype(d), sti.shapes(min_dims=1, max_dims=2, min_side=1, max_side=5),
                         elements=sti.elements_for(d, min_value=0, max_value=10, allow_nan=False,
                                                   allow_infinity=False))))
def test_integer_bool_float16_input_computes_in_float32(name, x):
    r = getattr(ivy.fft, name)(to_ivy(x))
    assert r.dtype == ivy.complex64
    close(r, getattr(xp.fft, name)(to_strict(x.astype(np.float32 if name in ("rfft", "ihfft", "rfftn")
                                                     else np.complex64))), x)


@needs_complex
@pytest.mark.parametrize("name", ["irfft", "hfft", "irfftn"])
@given(x=_values(ivy.complex64, st.integers(2, 6).map(lambda n: (n,))))
def test_single_precision_real_output(name, x):
    r = getattr(ivy.fft, name)(to_ivy(x))
    assert r.dtype == ivy.float32
    close(r, getattr(xp.fft, name)(to_strict(x)), x)


# ------------------------------------------------------------------- helpers


@pytest.mark.parametrize("name", ["fftfreq", "rfftfreq"])
@given(n=st.integers(1, 33), d=st.sampled_from([1.0, 0.5, 2.0, 0.1, -3.0]),
       dtype=st.sampled_from([None] + supported_dtypes("real floating")))
def test_freq(name, n, d, dtype):
    r = getattr(ivy.fft, name)(n, d=d, dtype=dtype)
    assert isinstance(r, ivy.Array)
    want = dtype if dtype is not None else ivy.float32  # ivy's default float dtype
    e = getattr(xp.fft, name)(n, d=d, dtype=getattr(xp, want.name))
    assert r.dtype == want
    assert_same(r, e)


@pytest.mark.parametrize("name", ["fftshift", "ifftshift"])
@given(data=st.data())
def test_shift(name, data):
    x = data.draw(sti.arrays(kind=("real floating", "complex floating"),
                             shape=sti.shapes(min_dims=1, max_dims=3)))
    nd = x.ndim
    axes = data.draw(st.none() | st.integers(-nd, nd - 1)
                     | st.lists(st.integers(0, nd - 1), min_size=1, max_size=nd, unique=True).map(tuple))
    r = getattr(ivy.fft, name)(to_ivy(x), axes=axes)
    assert_same(r, getattr(xp.fft, name)(to_strict(x), axes=axes))


@given(x=sti.arrays(shape=sti.shapes(min_dims=0, max_dims=3)))
def test_shift_any_dtype_and_inverse(x):
    """fftshift is a permutation: any dtype, 0-d included; ifftshift undoes it."""
    r = ivy.fft.fftshift(to_ivy(x))
    assert dtype_name(r) == x.dtype.name and r.shape == x.shape
    if x.ndim:
        want = x
        for a in range(x.ndim):
            want = np.roll(want, x.shape[a] // 2, axis=a)
        np.testing.assert_array_equal(to_numpy(r), want)
    np.testing.assert_array_equal(to_numpy(ivy.fft.ifftshift(r)), x)


# -------------------------------------------------------------------- errors


@needs_complex
def test_errors_complex():
    c = to_ivy(np.ones(4, dtype=np.complex64))
    with pytest.raises(ivy.UnsupportedDtypeError, match="real"):
        ivy.fft.rfft(c)
    with pytest.raises(ivy.UnsupportedDtypeError, match="real"):
        ivy.fft.rfftn(c)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft.fft(to_ivy(np.ones((3, 0), dtype=np.complex64)))
    f = to_ivy(np.ones(4, dtype=np.float32))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft.fft(f, n=0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft.fft(f, norm="sideways")


@pytest.mark.skipif(not _NO_COMPLEX, reason=f"backend {backend_name()} holds complex64 and complex128")
@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "ihfft", "fftn", "ifftn", "rfftn"])
def test_transforms_without_complex_raise(name):
    """Real input to a transform with a complex result: the missing complex dtype is reported."""
    with expect_unsupported(*_NO_COMPLEX):
        getattr(ivy.fft, name)(to_ivy(np.ones((2, 4), dtype=np.float32)))
    with expect_unsupported(*_NO_COMPLEX):  # nor can a complex input be made
        to_ivy(np.ones(4, dtype=np.complex64))


def test_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft.fftfreq(0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft.rfftfreq(4, d=0.0)
    with pytest.raises(ivy.InvalidArgumentError, match="positive integer"):
        ivy.fft.rfftfreq(2.5)
    with pytest.raises(ivy.InvalidArgumentError, match="real floating"):
        ivy.fft.rfftfreq(4, dtype=ivy.int32)
    with (expect_unsupported(ivy.complex64) if lacking(ivy.complex64)  # the dtype itself is missing
          else pytest.raises(ivy.InvalidArgumentError, match="real floating")):
        ivy.fft.fftfreq(4, dtype=ivy.complex64)


_ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
_N_D = ["fftn", "ifftn", "rfftn", "irfftn"]


def _fft_input(name, shape):
    if not supported_dtypes("complex floating"):
        pytest.skip("the backend holds no complex dtype: every transform is UnsupportedDtypeError")
    d = supported_dtypes("real floating" if name in ("rfft", "ihfft", "rfftn") else "complex floating")
    return to_ivy(np.ones(shape, dtype=np.dtype(d[0].name)))


@needs_complex
def test_fftn_sizes_and_axes_rules():
    """``s`` and ``axes`` of different lengths, sizes below 1 and a real n-D transform over no
    axis are ``InvalidArgumentError`` everywhere (the strict plugin said ShapeError for the first;
    NumPy an IndexError, JAX returned the real input and TensorFlow a complex copy for the last);
    -1 in irfftn's last size uses every input element, as when ``s`` is not given (NumPy and
    torch took it as the size itself: 3 for 4 here)."""
    x = to_ivy(np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32))
    xc = to_ivy(np.array([[1 + 1j, 2, 3], [3, 4 - 2j, 1]], dtype=np.complex64))
    for name, arr in (("fftn", x), ("ifftn", x), ("rfftn", x), ("irfftn", xc)):
        f = getattr(ivy.fft, name)
        with pytest.raises(ivy.InvalidArgumentError):
            f(arr, s=(2,), axes=(0, 1))
        with pytest.raises(ivy.InvalidArgumentError):
            f(arr, s=(0, 2))
    for name, arr in (("rfftn", x), ("irfftn", xc)):
        with pytest.raises(ivy.InvalidArgumentError):
            getattr(ivy.fft, name)(arr, axes=())
    r = ivy.fft.irfftn(xc, s=(-1, -1))
    assert r.shape == (2, 4)
    np.testing.assert_allclose(to_numpy(r), to_numpy(ivy.fft.irfftn(xc)), rtol=1e-6, atol=1e-6)
    assert ivy.fft.irfftn(xc, s=(2, -1), axes=(0, 1)).shape == (2, 4)


@pytest.mark.parametrize("axis", [1, -2], ids=str)
@pytest.mark.parametrize("name", _ONE_D)
def test_fft_axis_out_of_range_is_an_axis_error(name, axis):
    """An axis outside [-N, N) is ivy.AxisError in every transform (NumPy raised a bare
    IndexError, torch a RuntimeError, JAX an InvalidArgumentError); a 0-d input has no axis -1."""
    with pytest.raises(ivy.AxisError):
        getattr(ivy.fft, name)(_fft_input(name, (4,)), axis=axis)
    with pytest.raises(ivy.AxisError):
        getattr(ivy.fft, name)(_fft_input(name, ()))


@pytest.mark.parametrize("name", _N_D)
def test_fftn_axes_out_of_range_or_repeated(name):
    """``axes`` out of range: ivy.AxisError; an axis named twice (the standard leaves it
    unspecified; NumPy and TensorFlow transformed it twice, torch and JAX refused, JAX for
    ``(0, -2)`` with a ShapeError): ivy.InvalidArgumentError everywhere."""
    x = _fft_input(name, (2, 4))
    for axes in ((0, 2), (-3,)):
        with pytest.raises(ivy.AxisError):
            getattr(ivy.fft, name)(x, axes=axes)
    for axes in ((0, 0), (0, -2)):
        with pytest.raises(ivy.InvalidArgumentError):
            getattr(ivy.fft, name)(x, axes=axes)


@pytest.mark.parametrize("name", ["fftshift", "ifftshift"])
def test_fftshift_axes_out_of_range_or_repeated(name):
    """As for the transforms (NumPy, JAX and MXNet raised a bare IndexError)."""
    x = to_ivy(np.arange(6.0, dtype=np.float32).reshape(2, 3))
    for axes in (2, (0, -3)):
        with pytest.raises(ivy.AxisError):
            getattr(ivy.fft, name)(x, axes=axes)
    with pytest.raises(ivy.InvalidArgumentError):
        getattr(ivy.fft, name)(x, axes=(1, -1))
