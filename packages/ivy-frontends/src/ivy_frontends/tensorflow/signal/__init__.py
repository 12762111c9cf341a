"""``tf.signal`` on ivy: the FFTs (complex in for ``fft*``, float32/float64 in for ``rfft*`` with
``fft_length``), shifts, ``frame``/``overlap_and_add``, the windows, ``dct``/``idct`` (types 1-4),
``stft``/``inverse_stft``, ``mdct``/``inverse_mdct``, the mel matrix and MFCCs (TF's formulas).

>>> import ivy_frontends.tensorflow as tf
>>> tf.signal.hann_window(4).numpy().tolist()
[0.0, 0.5, 1.0, 0.5]
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from ..nn._common import invalid, ivy_dtype, n, nat, pyval, tf_dtype_of, wrap

__all__ = ["fft", "ifft", "fft2d", "ifft2d", "fft3d", "ifft3d", "fftnd", "ifftnd", "rfft", "irfft", "rfft2d",
           "irfft2d", "rfft3d", "irfft3d", "rfftnd", "irfftnd", "fftshift", "ifftshift", "frame", "overlap_and_add",
           "hann_window", "hamming_window", "kaiser_window", "kaiser_bessel_derived_window", "vorbis_window", "dct",
           "idct", "stft", "inverse_stft", "inverse_stft_window_fn", "mdct", "inverse_mdct",
           "linear_to_mel_weight_matrix", "mfccs_from_log_mel_spectrograms"]

_native = n  # dct/idct have an argument named n
_CPLX = (ivy.complex64, ivy.complex128)
_REAL_OF = {ivy.complex64: ivy.float32, ivy.complex128: ivy.float64}
_CPLX_OF = {ivy.float32: ivy.complex64, ivy.float64: ivy.complex128}


def _complex_in(fn, x):
    a = n(x)
    if tf_dtype_of(a)._kind != "c":
        raise invalid(f"{fn}: Value for attr 'Tcomplex' of {ivy.dtype(a)} is not in the list of allowed values: "
                      "complex64, complex128")
    return a


def _rank(fn, a, k):
    if len(a.shape) < k:
        raise FrontendValueError(f"{fn}: input must have rank at least {k}, got shape {list(a.shape)}")


def _inner(fn, x, k, inverse):
    a = _complex_in(fn, x)
    _rank(fn, a, k)
    if k == 1:
        return wrap((ivy.fft.ifft if inverse else ivy.fft.fft)(a, axis=-1))
    axes = tuple(range(-k, 0))
    if 0 in a.shape[-k:]:
        return wrap(a)
    return wrap((ivy.fft.ifftn if inverse else ivy.fft.fftn)(a, axes=axes))


def fft(input, name=None):  # noqa: A002
    return _inner("FFT", input, 1, False)


def ifft(input, name=None):  # noqa: A002
    return _inner("IFFT", input, 1, True)


def fft2d(input, name=None):  # noqa: A002
    return _inner("FFT2D", input, 2, False)


def ifft2d(input, name=None):  # noqa: A002
    return _inner("IFFT2D", input, 2, True)


def fft3d(input, name=None):  # noqa: A002
    return _inner("FFT3D", input, 3, False)


def ifft3d(input, name=None):  # noqa: A002
    return _inner("IFFT3D", input, 3, True)


def _lengths(fft_length, k):
    if fft_length is None:
        return None
    v = n(fft_length) if not isinstance(fft_length, (list, tuple, int)) else fft_length
    if isinstance(v, int):
        return [v]
    v = pyval(v)
    return [int(x) for x in (v if isinstance(v, list) else [v])]


def _norm(norm):
    if norm is None:
        return "backward"
    if norm not in ("backward", "ortho", "forward"):
        raise FrontendValueError(f"norm must be 'backward', 'ortho' or 'forward', got {norm!r}")
    return norm


def _nd_axes(a, fft_length, axes):
    nd = len(a.shape)
    if axes is None:
        k = len(fft_length) if fft_length is not None else nd
        return list(range(nd - k, nd))
    ax = n(axes) if not isinstance(axes, (list, tuple)) else axes
    ax = pyval(ax)
    return [int(v) % nd for v in ax]


def fftnd(input_tensor, fft_length=None, axes=None, norm=None, name=None):
    a = _complex_in("FFTND", input_tensor)
    fl = _lengths(fft_length, None)
    ax = _nd_axes(a, fl, axes)
    return wrap(ivy.fft.fftn(a, s=fl, axes=ax, norm=_norm(norm)))


def ifftnd(input_tensor, fft_length=None, axes=None, norm=None, name=None):
    a = _complex_in("IFFTND", input_tensor)
    fl = _lengths(fft_length, None)
    ax = _nd_axes(a, fl, axes)
    return wrap(ivy.fft.ifftn(a, s=fl, axes=ax, norm=_norm(norm)))


def _real_in(fn, x):
    a = n(x)
    d = tf_dtype_of(a)._ivy
    if d not in _CPLX_OF:
        raise invalid(f"{fn}: Value for attr 'Treal' of {d} is not in the list of allowed values: float, double")
    return a


def _rfft(fn, x, fft_length, k):
    a = _real_in(fn, x)
    _rank(fn, a, k)
    fl = _lengths(fft_length, k)
    if fl is not None and len(fl) != k:
        raise invalid(f"{fn}: fft_length must have {k} elements, got {fl}")
    cd = _CPLX_OF[tf_dtype_of(a)._ivy]
    if k == 1:
        r = ivy.fft.rfft(a, n=None if fl is None else fl[0], axis=-1)
    else:
        r = ivy.fft.rfftn(a, s=fl, axes=tuple(range(-k, 0)))
    return wrap(ivy.astype(r, cd))


def _irfft(fn, x, fft_length, k):
    a = _complex_in(fn, x)
    _rank(fn, a, k)
    fl = _lengths(fft_length, k)
    if fl is None:
        fl = [*a.shape[len(a.shape) - k:-1], 2 * (a.shape[-1] - 1)]
    if len(fl) != k:
        raise invalid(f"{fn}: fft_length must have {k} elements, got {fl}")
    rd = _REAL_OF[ivy.dtype(a)]
    if k == 1:
        r = ivy.fft.irfft(a, n=fl[0], axis=-1)
    else:
        r = ivy.fft.irfftn(a, s=fl, axes=tuple(range(-k, 0)))
    return wrap(ivy.astype(r, rd))


def rfft(input_tensor, fft_length=None, name=None):
    return _rfft("RFFT", input_tensor, fft_length, 1)


def rfft2d(input_tensor, fft_length=None, name=None):
    return _rfft("RFFT2D", input_tensor, fft_length, 2)


def rfft3d(input_tensor, fft_length=None, name=None):
    return _rfft("RFFT3D", input_tensor, fft_length, 3)


def irfft(input_tensor, fft_length=None, name=None):
    return _irfft("IRFFT", input_tensor, fft_length, 1)


def irfft2d(input_tensor, fft_length=None, name=None):
    return _irfft("IRFFT2D", input_tensor, fft_length, 2)


def irfft3d(input_tensor, fft_length=None, name=None):
    return _irfft("IRFFT3D", input_tensor, fft_length, 3)


def rfftnd(input_tensor, fft_length=None, axes=None, norm=None, name=None):
    a = _real_in("RFFTND", input_tensor)
    fl = _lengths(fft_length, None)
    ax = _nd_axes(a, fl, axes)
    return wrap(ivy.astype(ivy.fft.rfftn(a, s=fl, axes=ax, norm=_norm(norm)), _CPLX_OF[ivy.dtype(a)]))


def irfftnd(input_tensor, fft_length=None, axes=None, norm=None, name=None):
    a = _complex_in("IRFFTND", input_tensor)
    fl = _lengths(fft_length, None)
    ax = _nd_axes(a, fl, axes)
    if fl is None:
        fl = [a.shape[i] for i in ax[:-1]] + [2 * (a.shape[ax[-1]] - 1)]
    return wrap(ivy.astype(ivy.fft.irfftn(a, s=fl, axes=ax, norm=_norm(norm)), _REAL_OF[ivy.dtype(a)]))


def _shift_axes(a, axes):
    if axes is None:
        return None
    v = n(axes) if not isinstance(axes, (list, tuple, int)) else axes
    v = pyval(v)
    return v if isinstance(v, int) else tuple(int(x) for x in v)


def fftshift(x, axes=None, name=None):
    a = n(x)
    return wrap(ivy.fft.fftshift(a, axes=_shift_axes(a, axes)))


def ifftshift(x, axes=None, name=None):
    a = n(x)
    return wrap(ivy.fft.ifftshift(a, axes=_shift_axes(a, axes)))


# ------------------------------------------------------------------ framing


def _int(v):
    return int(n(v)) if not isinstance(v, int) else v


def frame(signal, frame_length, frame_step, pad_end=False, pad_value=0, axis=-1, name=None):
    a = n(signal)
    fl, st = _int(frame_length), _int(frame_step)
    nd = len(a.shape)
    if nd == 0:
        raise FrontendValueError("frame: signal must have rank at least 1")
    ax = int(axis) % nd
    L = a.shape[ax]
    if pad_end:
        num = -(-L // st) if L else 0
        need = max((num - 1) * st + fl - L, 0) if num else 0
        if need:
            pads = [(0, 0)] * nd
            pads[ax] = (0, need)
            pv = n(pad_value)
            a = ivy.pad(a, pads, constant_values=pv.item() if hasattr(pv, "item") else pv)
    else:
        num = max(1 + (L - fl) // st, 0) if L >= fl else 0
    idx = ivy.add(ivy.expand_dims(ivy.multiply(nat(ivy.arange(num, dtype=ivy.int64)), st), axis=-1),
                  ivy.expand_dims(nat(ivy.arange(fl, dtype=ivy.int64)), axis=0))
    if num == 0:
        shape = (*a.shape[:ax], 0, fl, *a.shape[ax + 1:])
        return wrap(nat(ivy.zeros(shape, dtype=ivy.dtype(a))))
    return wrap(ivy.gather(a, idx, axis=ax))


def overlap_and_add(signal, frame_step, name=None):
    a = n(signal)
    if len(a.shape) < 2:
        raise FrontendValueError("overlap_and_add: signal must have rank at least 2")
    st = _int(frame_step)
    frames, fl = a.shape[-2], a.shape[-1]
    out_len = (frames - 1) * st + fl if frames else 0
    if frames == 0:
        return wrap(nat(ivy.zeros((*a.shape[:-2], out_len), dtype=ivy.dtype(a))))
    # the (frames * fl, out_len) 0/1 matrix placing element j of frame f at f * step + j
    src = ivy.reshape(ivy.add(ivy.expand_dims(ivy.multiply(nat(ivy.arange(frames, dtype=ivy.int64)), st), axis=-1),
                              ivy.expand_dims(nat(ivy.arange(fl, dtype=ivy.int64)), axis=0)), (-1, 1))
    place = ivy.astype(ivy.equal(src, ivy.expand_dims(nat(ivy.arange(out_len, dtype=ivy.int64)), axis=0)),
                       ivy.dtype(a))
    flat = ivy.reshape(a, (*a.shape[:-2], frames * fl))
    return wrap(ivy.matmul(flat, place))


# ------------------------------------------------------------------ windows


def _wdtype(dtype, fn):
    d = ivy_dtype(dtype or "float32")
    if not ivy.is_float_dtype(d):
        raise FrontendValueError(f"{fn}: dtype must be a floating point type, got {dtype!r}")
    return d


def _cosine(L, periodic, a0, a1, dtype, fn):
    d = _wdtype(dtype, fn)
    L = _int(L)
    if L == 1:
        return wrap(nat(ivy.ones((1,), dtype=d)))
    if L == 0:
        return wrap(nat(ivy.zeros((0,), dtype=d)))
    N = L - 1 + (1 if bool(periodic) and L % 2 == 0 else 0)  # TF: odd lengths are always symmetric
    k = nat(ivy.arange(L, dtype=ivy.float64))
    w = ivy.subtract(a0, ivy.multiply(a1, ivy.cos(ivy.multiply(k, 2 * math.pi / N))))
    return wrap(ivy.astype(w, d))


def hann_window(window_length, periodic=True, dtype=D.float32, name=None):
    return _cosine(window_length, periodic, 0.5, 0.5, dtype, "hann_window")


def hamming_window(window_length, periodic=True, dtype=D.float32, name=None):
    return _cosine(window_length, periodic, 0.54, 0.46, dtype, "hamming_window")


def _kaiser(L, beta, wd):
    if L == 1:
        return nat(ivy.ones((1,), dtype=wd))
    half = (L - 1) / 2.0
    k = ivy.subtract(nat(ivy.arange(L, dtype=wd)), half)
    arg = ivy.multiply(beta, ivy.sqrt(ivy.clip(ivy.subtract(1.0, ivy.square(ivy.divide(k, half))), 0.0, None)))
    return ivy.divide(ivy.i0(arg), float(_i0(beta)))


def _i0(x):
    s, term, k = 1.0, 1.0, 1
    while term > 1e-17 * s:
        term *= (x / (2 * k)) ** 2
        s += term
        k += 1
    return s


def kaiser_window(window_length, beta=12.0, dtype=D.float32, name=None):
    d = _wdtype(dtype, "kaiser_window")
    L = _int(window_length)
    if L == 0:
        return wrap(nat(ivy.zeros((0,), dtype=d)))
    return wrap(ivy.astype(_kaiser(L, float(beta), ivy.float64), d))


def kaiser_bessel_derived_window(window_length, beta=12.0, dtype=D.float32, name=None):
    d = _wdtype(dtype, "kaiser_bessel_derived_window")
    L = _int(window_length)
    half = L // 2
    kw = _kaiser(half + 1, float(beta), ivy.float64)
    cs = ivy.cumsum(kw, axis=0)
    hw = ivy.sqrt(ivy.divide(cs[:-1], cs[-1]))
    return wrap(ivy.astype(ivy.concat([hw, ivy.flip(hw, axis=0)], axis=0), d))


def vorbis_window(window_length, dtype=D.float32, name=None):
    d = _wdtype(dtype, "vorbis_window")
    L = _int(window_length)
    k = nat(ivy.arange(L, dtype=ivy.float64))
    s = ivy.sin(ivy.multiply(ivy.add(k, 0.5), math.pi / L))
    return wrap(ivy.astype(ivy.sin(ivy.multiply(ivy.square(s), math.pi / 2)), d))


# ------------------------------------------------------------------ DCT


def _dct_check(a, kind, n_, axis, norm, fn):
    if ivy.dtype(a) not in (ivy.float32, ivy.float64):
        raise invalid(f"{fn}: input must be float32 or float64, got {ivy.dtype(a)}")
    if axis != -1:
        raise NotImplementedError_(f"axis must be -1. Got: {axis}")
    if n_ is not None and n_ < 1:
        raise FrontendValueError(f"n should be a positive integer or None, got {n_}")
    if kind not in (1, 2, 3, 4):
        raise FrontendValueError(f"Types I, II, III and IV (I)DCT are supported, got {kind}")
    if kind == 1:
        if norm == "ortho":
            raise FrontendValueError("Normalization is not supported for the Type-I DCT.")
        if (a.shape[-1] if n_ is None else n_) < 2:
            raise FrontendValueError("Type-I DCT requires the dimension to be greater than one.")
    if norm not in (None, "ortho"):
        raise FrontendValueError(f"Unknown normalization. Expected None or 'ortho', got: {norm}")


def NotImplementedError_(msg):  # noqa: N802 - an error factory
    from ..._errors import UnsupportedArgumentError

    return UnsupportedArgumentError(msg)


def dct(input, type=2, n=None, axis=-1, norm=None, name=None):  # noqa: A002
    a = _native(input)
    _dct_check(a, type, n, axis, norm, "dct")
    return wrap(ivy.astype(ivy.dct(a, type=type, n=n, axis=-1, norm=norm), ivy.dtype(a)))


def idct(input, type=2, n=None, axis=-1, norm=None, name=None):  # noqa: A002
    inverse = {1: 1, 2: 3, 3: 2, 4: 4}.get(type, type)
    return dct(input, type=inverse, n=n, axis=axis, norm=norm)


# ------------------------------------------------------------------ STFT, MDCT


def stft(signals, frame_length, frame_step, fft_length=None, window_fn=hann_window, pad_end=False, name=None):
    a = n(signals)
    fl = _int(frame_length)
    fft_l = _int(fft_length) if fft_length is not None else 1 << max(fl - 1, 0).bit_length()
    fr = frame(wrap(a), fl, frame_step, pad_end=pad_end)._data
    if window_fn is not None:
        w = n(window_fn(fl, dtype=_tf_dtype(a)))
        fr = ivy.multiply(fr, w)
    return _rfft("stft", wrap(fr), [fft_l], 1)


def _tf_dtype(a):
    from .. import _dtypes as D

    return D.dtype_of(a)


def inverse_stft(stfts, frame_length, frame_step, fft_length=None, window_fn=hann_window, name=None):
    a = _complex_in("inverse_stft", stfts)
    fl = _int(frame_length)
    fft_l = _int(fft_length) if fft_length is not None else 1 << max(fl - 1, 0).bit_length()
    real = _irfft("inverse_stft", wrap(a), [fft_l], 1)._data
    real = real[..., :fl]
    if fl > fft_l:
        real = ivy.pad(real, [(0, 0)] * (len(real.shape) - 1) + [(0, fl - fft_l)])
    if window_fn is not None:
        real = ivy.multiply(real, n(window_fn(fl, dtype=_tf_dtype(real))))
    return overlap_and_add(wrap(real), frame_step)


def inverse_stft_window_fn(frame_step, forward_window_fn=hann_window, name=None):
    st = _int(frame_step)

    def inverse_stft_window_fn_inner(frame_length, dtype):
        fl = _int(frame_length)
        fw = n(forward_window_fn(fl, dtype=dtype))
        den = ivy.square(fw)
        overlaps = -(-fl // st)
        den = ivy.pad(den, [(0, overlaps * st - fl)])
        den = ivy.sum(ivy.reshape(den, (overlaps, st)), axis=0, keepdims=True)
        den = ivy.reshape(ivy.tile(den, (overlaps, 1)), (overlaps * st,))
        return wrap(ivy.divide(fw, den[:fl]))

    return inverse_stft_window_fn_inner


def mdct(signals, frame_length, window_fn=vorbis_window, pad_end=False, norm=None, name=None):
    a = n(signals)
    fl = _int(frame_length)
    if fl % 4:
        raise FrontendValueError("The frame length must be a multiple of 4.")
    fr = frame(wrap(a), fl, fl // 2, pad_end=pad_end)._data
    if window_fn is not None:
        fr = ivy.multiply(fr, n(window_fn(fl, dtype=_tf_dtype(a))))
    else:
        fr = ivy.multiply(fr, 1.0 / math.sqrt(2))
    q = fl // 4
    p0, p1, p2, p3 = fr[..., :q], fr[..., q:2 * q], fr[..., 2 * q:3 * q], fr[..., 3 * q:]
    first = ivy.subtract(ivy.negative(ivy.flip(p2, axis=-1)), p3)
    second = ivy.subtract(p0, ivy.flip(p1, axis=-1))
    return dct(wrap(ivy.concat([first, second], axis=-1)), type=4, norm=norm)


def inverse_mdct(mdcts, window_fn=vorbis_window, norm=None, name=None):
    a = n(mdcts)
    half = a.shape[-1]
    if norm is None:
        r = ivy.multiply(dct(wrap(a), type=4)._data, 0.5 / half)
    else:
        r = dct(wrap(a), type=4, norm="ortho")._data
    h = half // 2
    s0, s1 = r[..., :h], r[..., h:]
    real = ivy.concat([s1, ivy.negative(ivy.flip(s1, axis=-1)), ivy.negative(ivy.flip(s0, axis=-1)),
                       ivy.negative(s0)], axis=-1)
    if window_fn is not None:
        real = ivy.multiply(real, n(window_fn(2 * half, dtype=_tf_dtype(a))))
    else:
        real = ivy.multiply(real, 1.0 / math.sqrt(2))
    return overlap_and_add(wrap(real), half)


def _hz_to_mel(f):
    return ivy.multiply(1127.0, ivy.log(ivy.add(1.0, ivy.divide(f, 700.0))))


def linear_to_mel_weight_matrix(num_mel_bins=20, num_spectrogram_bins=129, sample_rate=8000, lower_edge_hertz=125.0,
                                upper_edge_hertz=3800.0, dtype=D.float32, name=None):
    d = _wdtype(dtype, "linear_to_mel_weight_matrix")
    nm, ns = _int(num_mel_bins), _int(num_spectrogram_bins)
    sr, lo, hi = float(n(sample_rate)), float(n(lower_edge_hertz)), float(n(upper_edge_hertz))
    if nm <= 0:
        raise FrontendValueError(f"num_mel_bins must be positive. Got: {nm}")
    if lo < 0.0:
        raise FrontendValueError(f"lower_edge_hertz must be non-negative. Got: {lo}")
    if lo >= hi:
        raise FrontendValueError(f"lower_edge_hertz {lo} >= upper_edge_hertz {hi}")
    if sr <= 0.0:
        raise FrontendValueError(f"sample_rate must be positive. Got: {sr}")
    if hi > sr / 2:
        raise FrontendValueError(f"upper_edge_hertz must not be larger than the Nyquist frequency "
                                 f"(sample_rate / 2). Got {hi} for sample_rate: {sr}")
    lin = nat(ivy.linspace(0.0, sr / 2.0, ns, dtype=d))[1:]
    bins_mel = ivy.expand_dims(_hz_to_mel(lin), axis=1)
    lo_m, hi_m = math.log(1 + lo / 700.0) * 1127.0, math.log(1 + hi / 700.0) * 1127.0
    edges = nat(ivy.linspace(lo_m, hi_m, nm + 2, dtype=d))
    lower, center, upper = (ivy.reshape(edges[i:i + nm], (1, nm)) for i in range(3))
    ls = ivy.divide(ivy.subtract(bins_mel, lower), ivy.subtract(center, lower))
    us = ivy.divide(ivy.subtract(upper, bins_mel), ivy.subtract(upper, center))
    w = ivy.maximum(ivy.minimum(ls, us), 0.0)
    return wrap(ivy.astype(ivy.pad(w, [(1, 0), (0, 0)]), d))


def mfccs_from_log_mel_spectrograms(log_mel_spectrograms, name=None):
    a = n(log_mel_spectrograms)
    nm = a.shape[-1]
    if nm < 1:
        raise FrontendValueError("mfccs_from_log_mel_spectrograms: the last dimension must be positive")
    return wrap(ivy.multiply(dct(wrap(a), type=2)._data, 1.0 / math.sqrt(nm * 2.0)))
