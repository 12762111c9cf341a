"""ivy 1.0's top-level Fourier transforms (``ivy.fft(x, dim)``, ``ifft``, ``fft2``, ``ifftn``,
``rfft``, ``rfftn``, ``dft``, ``stft``) against NumPy's ``np.fft`` in complex128, and
``dct``/``idct`` against ``scipy.fft.dct`` (or, without SciPy, a float64 sum written from its
documented definitions)."""

from __future__ import annotations

import inspect
import math
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend_name, expect_unsupported, np_dtype, supported_dtypes, to_ivy
from .test_fft import _NO_COMPLEX, NORMS, _values, close, needs_complex

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)
_COMPLEX_OF = {"float32": np.complex64, "float64": np.complex128, "complex64": np.complex64,
               "complex128": np.complex128}


def _ref(fn, x, *args, **kwargs):
    """NumPy's transform in double precision, cast to ivy's result dtype for ``x``."""
    r = fn(np.asarray(x, dtype=np.complex128 if x.dtype.kind == "c" else np.float64), *args, **kwargs)
    return r.astype(_COMPLEX_OF[x.dtype.name])


@st.composite
def _signal(draw, kind="real floating", min_dims=1, max_dims=3):
    d = draw(sti.dtypes(kind))
    shape = draw(sti.shapes(min_dims=min_dims, max_dims=max_dims, min_side=1, max_side=5))
    if np_dtype(d).kind in "iu":
        return draw(hnp.arrays(np_dtype(d), shape, elements=st.integers(-20, 20)))
    return draw(_values(d, shape))


# ------------------------------------------------------------ ivy.fft, callable namespace


def test_fft_is_the_namespace_and_ivys_function():
    assert sys.modules["ivy.fft"] is ivy.fft
    assert ivy.fft.fft is not ivy.fft and callable(ivy.fft)
    assert list(inspect.signature(ivy.fft).parameters)[:2] == ["x", "dim"]
    assert "ifftshift" in dir(ivy.fft)


@needs_complex
@_few
@given(x=_signal(("real floating", "complex floating")), data=st.data(), norm=NORMS)
def test_fft_ifft(x, data, norm):
    dim = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = data.draw(st.none() | st.integers(1, 7))
    close(ivy.fft(to_ivy(x), dim, norm=norm, n=n), _ref(np.fft.fft, x, n=n, axis=dim, norm=norm), x)
    close(ivy.fft.fft(to_ivy(x), n=n, axis=dim, norm=norm), _ref(np.fft.fft, x, n=n, axis=dim, norm=norm), x)
    close(ivy.ifft(to_ivy(x), dim, norm=norm, n=n), _ref(np.fft.ifft, x, n=n, axis=dim, norm=norm), x)
    close(ivy.ifft(x=to_ivy(x), dim=dim, norm=norm, n=n), _ref(np.fft.ifft, x, n=n, axis=dim, norm=norm), x)


@needs_complex
@_few
@given(x=_signal(("real floating", "complex floating"), min_dims=2), data=st.data(), norm=NORMS)
def test_fft2_ifftn(x, data, norm):
    axes = tuple(data.draw(st.permutations(range(x.ndim)))[:2])
    s = data.draw(st.none() | st.tuples(st.integers(1, 5), st.integers(1, 5)))
    close(ivy.fft2(to_ivy(x)), _ref(np.fft.fft2, x), x)
    close(ivy.fft2(to_ivy(x), s=s, dim=axes, norm=norm), _ref(np.fft.fftn, x, s=s, axes=axes, norm=norm), x)
    close(ivy.ifftn(to_ivy(x), s, axes, norm=norm), _ref(np.fft.ifftn, x, s=s, axes=axes, norm=norm), x)
    close(ivy.ifftn(to_ivy(x)), _ref(np.fft.ifftn, x), x)
    close(ivy.ifftn(to_ivy(x), 3, -1), _ref(np.fft.ifftn, x, s=(3,), axes=(-1,)), x)


@needs_complex
@_few
@given(x=_signal(), data=st.data(), norm=NORMS)
def test_rfft_rfftn(x, data, norm):
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = data.draw(st.none() | st.integers(1, 7))
    close(ivy.rfft(to_ivy(x), n=n, axis=axis, norm=norm), _ref(np.fft.rfft, x, n=n, axis=axis, norm=norm), x)
    close(ivy.rfftn(to_ivy(x)), _ref(np.fft.rfftn, x), x)
    axes = tuple(data.draw(st.permutations(range(x.ndim)))[:2])
    close(ivy.rfftn(to_ivy(x), None, axes, norm=norm), _ref(np.fft.rfftn, x, axes=axes, norm=norm), x)


@needs_complex
@_few
@given(x=_signal(min_dims=2), data=st.data(), norm=NORMS, inverse=st.booleans(), onesided=st.booleans())
def test_dft(x, data, norm, inverse, onesided):
    length = data.draw(st.none() | st.integers(1, 7))
    e = _ref(np.fft.ifft if inverse else np.fft.fft, x, n=length, axis=1, norm=norm)
    if onesided:
        e = e[:, : e.shape[1] // 2 + 1]
    close(ivy.dft(to_ivy(x), inverse=inverse, onesided=onesided, dft_length=length, norm=norm), e, x)


def _frames_reference(x, length, step, fft_length, window, pad_end):
    """tf.signal.stft's documented framing, then an rfft of each windowed frame."""
    x = np.asarray(x, dtype=np.float64)
    samples = x.shape[-1]
    if pad_end:
        frames = -(-samples // step)
        need = (frames - 1) * step + length
        if need > samples:
            x = np.concatenate([x, np.zeros((*x.shape[:-1], need - samples))], axis=-1)
    else:
        frames = max(0, 1 + (samples - length) // step)
    out = [np.fft.rfft(x[..., f * step: f * step + length] * window, n=fft_length) for f in range(frames)]
    if not out:
        return np.zeros((*x.shape[:-1], 0, fft_length // 2 + 1), np.complex128)
    return np.stack(out, axis=-2)


@needs_complex
@_few
@given(x=_signal(max_dims=2), length=st.integers(1, 6), step=st.integers(1, 4), pad_end=st.booleans(),
       fft_length=st.none() | st.integers(6, 9), windowed=st.booleans())
def test_stft(x, length, step, pad_end, fft_length, windowed):
    window = np.hanning(length + 2)[1:-1] if windowed else np.ones(length)  # a window without zeros
    window_fn = (lambda n, dtype=None: ivy.asarray(np.hanning(n + 2)[1:-1], dtype=dtype)) if windowed else None
    r = ivy.stft(to_ivy(x), length, step, fft_length=fft_length, window_fn=window_fn, pad_end=pad_end)
    fl = fft_length or 1 << (length - 1).bit_length()
    e = _frames_reference(x, length, step, fl, window, pad_end).astype(_COMPLEX_OF[x.dtype.name])
    close(r, e, x)


@needs_complex
def test_stft_int_input_and_shape():
    r = ivy.stft(ivy.asarray([[1, 2, 3, 4, 5, 6, 7]]), 3, 2)
    assert r.shape == (1, 3, 3) and r.dtype == ivy.complex64
    frames = np.asarray([[1, 2, 3], [3, 4, 5], [5, 6, 7]], np.float64)
    assert_same(r, np.fft.rfft(frames, n=4)[None].astype(np.complex64))


def test_fft_errors():
    x = ivy.ones((2, 4))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft(x, -1, norm="backwards")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft(x, 1.0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.fft2(x, dim=(0,))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.stft(x, 0, 1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.stft(x, 2, 0)


def test_transforms_without_complex_raise():
    if not _NO_COMPLEX:
        pytest.skip(f"backend {backend_name()} has complex dtypes; the transforms are tested above")
    for call in (lambda x: ivy.fft(x, -1), lambda x: ivy.rfft(x), lambda x: ivy.dft(x), lambda x: ivy.stft(x, 2, 1)):
        with expect_unsupported(*_NO_COMPLEX):
            call(ivy.ones((2, 4)))


# ------------------------------------------------------------ dct / idct


def _dct_matrix(n, kind, ortho):
    """scipy.fft.dct's documented definitions as a float64 (n, n) matrix."""
    k = np.arange(n)[:, None]
    j = np.arange(n)[None, :]
    if kind == 1:
        m = np.cos(np.pi * k * j / (n - 1)) * np.where((j == 0) | (j == n - 1), 1.0, 2.0)
        if ortho:
            ends = 1 / math.sqrt(2)
            e = np.where((k == 0) | (k == n - 1), ends, 1.0) * np.where((j == 0) | (j == n - 1), ends, 1.0)
            m = np.sqrt(2 / (n - 1)) * e * np.cos(np.pi * k * j / (n - 1))
    elif kind == 2:
        m = 2 * np.cos(np.pi * k * (2 * j + 1) / (2 * n))
        if ortho:
            m = m * np.where(k == 0, math.sqrt(1 / (4 * n)), math.sqrt(1 / (2 * n)))
    elif kind == 3:
        m = np.cos(np.pi * (2 * k + 1) * j / (2 * n)) * np.where(j == 0, 1.0, 2.0)
        if ortho:
            m = np.cos(np.pi * (2 * k + 1) * j / (2 * n)) * np.where(j == 0, 1 / math.sqrt(n), math.sqrt(2 / n))
    else:
        m = 2 * np.cos(np.pi * (2 * k + 1) * (2 * j + 1) / (4 * n))
        if ortho:
            m = m / math.sqrt(2 * n)
    return m


def _dct_reference(x, kind, n, axis, norm):
    x = np.asarray(x, dtype=np.float64)
    try:
        import scipy.fft
    except ImportError:
        scipy = None
    if scipy is not None:
        return scipy.fft.dct(x, type=kind, n=n, axis=axis, norm=norm)
    x = np.moveaxis(x, axis, -1)
    if n is not None:
        x = x[..., :n] if n <= x.shape[-1] else np.concatenate(
            [x, np.zeros((*x.shape[:-1], n - x.shape[-1]))], axis=-1)
    return np.moveaxis(x @ _dct_matrix(x.shape[-1], kind, norm == "ortho").T, -1, axis)


def test_dct_matrix_matches_scipy():
    """The fallback reference agrees with SciPy where SciPy is installed."""
    scipy_fft = pytest.importorskip("scipy.fft", reason="the fallback is checked against SciPy")
    x = np.random.default_rng(0).standard_normal((3, 6))
    for kind in (1, 2, 3, 4):
        for norm in (None, "ortho"):
            np.testing.assert_allclose(x @ _dct_matrix(6, kind, norm == "ortho").T,
                                       scipy_fft.dct(x, type=kind, norm=norm), atol=1e-12)


@_few
@given(x=_signal(("real floating", "signed integer")), data=st.data(), kind=st.sampled_from([1, 2, 3, 4]),
       norm=st.sampled_from([None, "ortho"]))
def test_dct_idct(x, data, kind, norm):
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    n = data.draw(st.none() | st.integers(2, 7))
    if kind == 1 and n is None and x.shape[axis] < 2:
        n = 2
    out = x.dtype if x.dtype.kind == "f" else np.dtype(np.float32)
    inverse = {1: 1, 2: 3, 3: 2, 4: 4}[kind]
    for fn, k in ((ivy.dct, kind), (ivy.idct, inverse)):
        e = _dct_reference(x, k, n, axis, norm).astype(out)
        single = out.itemsize <= 4
        scale = 1.0 + float(np.sum(np.abs(np.asarray(x, dtype=np.float64))))
        t = (1e-3 if out.itemsize == 2 else 1e-4) if single else 1e-10
        assert_same(fn(to_ivy(x), type=kind, n=n, axis=axis, norm=norm), e, rtol=t, atol=t * scale, msg=fn.__name__)


def test_idct_inverts_ortho_dct():
    x = np.linspace(-1, 1, 7).astype(np.float32)
    for kind in (1, 2, 3, 4):
        y = ivy.idct(ivy.dct(to_ivy(x), type=kind, norm="ortho"), type=kind, norm="ortho")
        assert_same(y, x, atol=1e-5)
    # norm=None is unscaled (tf.signal.idct, Ivy's examples): idct(dct(x)) is 2N x
    assert_same(ivy.idct(ivy.dct(to_ivy(x))), x * 14, atol=1e-4)


def test_dct_positional_and_container():
    x = np.asarray([8.0, 16.0, 24.0, 32.0], np.float32)
    c = ivy.Container(a=to_ivy(x))
    assert_same(c.dct(type=3)["a"], ivy.dct(to_ivy(x), type=3))
    assert list(inspect.signature(ivy.dct).parameters)[1] == "type"


def test_dct_errors():
    x = ivy.ones((2, 4))
    for kwargs in ({"type": 5}, {"norm": "forward"}, {"n": 0}, {"type": True}):
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.dct(x, **kwargs)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.dct(ivy.ones((2, 1)), type=1)
    with pytest.raises(ivy.AxisError):
        ivy.idct(x, axis=2)
    cplx = [d for d in supported_dtypes("complex floating")]
    if cplx:
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.dct(ivy.ones(3, dtype=cplx[0]))
    assert np_dtype(ivy.dct(ivy.asarray([1, 2, 3])).dtype) == np.float32
