"""``numpy.linalg`` (every public function, batched) and ``numpy.fft`` (every function) of
``ivy_frontends.numpy`` against the real NumPy, by hypothesis over dtypes and shapes (0-d where NumPy
takes it, empty and batched included). Factorizations defined up to signs or phases (``eig``, ``eigh``,
``svd``, ``qr``) are compared by their invariants: the values, the reconstruction, orthonormality.
"""

from __future__ import annotations

import npcheck as C
import numpy as real
import numpy_doctest_driver as drv
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
from ivy.testing.helpers import backend_name

N = 2 if C.LEAN else 8
few = settings(max_examples=min(N, settings.default.max_examples))
SQ = ((3, 3), (2, 3, 3), (1, 1), (0, 0), (2, 0, 0))
RECT = ((3, 2), (2, 4), (2, 3, 2))


def fnp():
    return C.fnp()


def _spd(x):
    """A well-conditioned symmetric positive definite (Hermitian) batch made from ``x``."""
    n = x.shape[-1]
    return (x @ real.conj(real.swapaxes(x, -1, -2)) + n * real.eye(n, dtype=x.dtype)).astype(x.dtype)


def _wellcond(x):
    n = x.shape[-1]
    return (x + 4 * n * real.eye(n, dtype=x.dtype)).astype(x.dtype)


def sq(kind="fc", make=_wellcond):
    return lambda d: ((make(d(C.arrays(kind, SQ))),), {})


def _vec_kw(**kw):
    return lambda d: ((d(C.arrays("fc", ((3,), (2, 3), (0,)))),), dict(kw))


def _solve(d):
    a = _wellcond(d(C.arrays("fc", ((3, 3), (2, 3, 3)))))
    b = C.data(a.dtype.name, a.shape[:-1] + (2,), 5)
    return (a, b), {}


def _lstsq(d):
    a = d(C.arrays("f", ((4, 2), (3, 3))))
    return (a, C.data(a.dtype.name, (a.shape[0],), 3)), {"rcond": None}


def _pair(shape_a, shape_b, kind="fc"):
    def make(d):
        dt = d(st.sampled_from(C.dtypes(kind)))
        return (C.data(dt, shape_a, 1), C.data(dt, shape_b, 2)), {}
    return make


RECORDS = {
    "cholesky": (sq(make=_spd), "exact"), "cond": (sq("f"), "exact"), "det": (sq(), "exact"),
    "inv": (sq(), "exact"), "slogdet": (sq(), "exact"), "matrix_power": (
        lambda d: ((_wellcond(d(C.arrays("if", SQ[:3]))), d(st.sampled_from((0, 1, 3, -1)))), {}), "exact"),
    "matrix_rank": (lambda d: ((d(C.arrays("f", SQ + RECT)),), {}), "exact"), "pinv": (
        lambda d: ((d(C.arrays("f", RECT + SQ[:2])),), {}), "exact"),
    "solve": (_solve, "exact"), "lstsq": (_lstsq, "exact"), "tensorinv": (
        lambda d: ((_wellcond(C.data(d(st.sampled_from(C.dtypes("f"))), (4, 4), 1)).reshape(4, 2, 2),), {"ind": 1}),
        "exact"),
    "tensorsolve": (lambda d: ((_wellcond(C.data("float64", (6, 6), 2)).reshape(2, 3, 6), C.data("float64", (2, 3), 1)),
                               {}), "exact"),
    "norm": (lambda d: ((d(C.arrays("fc", ((3,), (2, 3), (0,)))),), {"ord": d(st.sampled_from((None, 1, 2, real.inf)))
                                                                       }), "exact"),
    "matrix_norm": (lambda d: ((d(C.arrays("fc", ((2, 3), (2, 2, 3)))),), {"ord": d(st.sampled_from(
        ("fro", 1, real.inf, "nuc", 2)))}), "exact"),
    "vector_norm": (_vec_kw(ord=3), "exact"), "svdvals": (lambda d: ((d(C.arrays("fc", RECT + SQ)),), {}), "exact"),
    "eigvalsh": (sq(make=_spd), "exact"), "eigvals": (sq("f", make=lambda x: _spd(x)), "sorted"),
    "cross": (_pair((2, 3), (3,), "if"), "exact"), "diagonal": (lambda d: ((d(C.arrays("num", RECT)),), {}), "exact"),
    "matmul": (_pair((2, 3), (3, 4), "ifc"), "exact"), "matrix_transpose": (
        lambda d: ((d(C.arrays("num", RECT)),), {}), "exact"),
    "multi_dot": (lambda d: (([C.data("float64", s, i) for i, s in enumerate(((2, 3), (3, 4), (4,)))],), {}), "exact"),
    "outer": (_pair((3,), (2,), "ifc"), "exact"), "tensordot": (_pair((2, 3), (3, 2), "ifc"), "exact"),
    "trace": (lambda d: ((d(C.arrays("num", RECT + SQ[:2])),), {"offset": d(st.sampled_from((0, 1)))}), "exact"),
    "vecdot": (_pair((2, 3), (3,), "ifc"), "exact"),
    "eig": (sq("f", make=_spd), "eig"), "eigh": (sq(make=_spd), "eigh"), "svd": (
        lambda d: ((d(C.arrays("fc", RECT + SQ[:2])),), {}), "svd"), "qr": (
        lambda d: ((d(C.arrays("fc", RECT + SQ[:2])),), {}), "qr"),
}


def _invariants(mode, r, a):
    """A factorization's sign-free invariants (real NumPy arrays) from result ``r`` of input ``a``."""
    if mode == "eig":
        w, v = r
        return (real.sort(w.real), real.abs(a @ v - v * w[..., None, :]).max() if v.size else 0.0)
    if mode == "eigh":
        w, v = r
        return (w, real.abs(a @ v - v * w[..., None, :]).max() if v.size else 0.0)
    if mode == "svd":
        u, s, vh = r
        k = s.shape[-1]
        rec = (u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :]
        return (s, real.abs(rec - a).max() if a.size else 0.0)
    if mode == "qr":
        q, rr = r
        return (real.abs(q @ rr - a).max() if a.size else 0.0, real.abs(real.triu(rr) - rr).max() if rr.size else 0.0)
    raise AssertionError(mode)


def _cases(prefix, names):
    b = backend_name()
    return [C.numpy2_param(prefix + n, n) for n in sorted(names) if b in drv.spread(prefix + n, thin=2)]


@pytest.mark.parametrize("name", _cases("linalg:", RECORDS))
def test_linalg_function_matches_numpy(name):
    maker, mode = RECORDS[name]
    rf, ff = getattr(real.linalg, name), getattr(fnp().linalg, name)

    @few
    @given(st.data())
    def run(data):
        args, kwargs = maker(data.draw)
        if mode == "exact":
            C.check(rf, ff, args, kwargs)
        elif mode == "sorted":
            C.check(lambda *a: real.sort(rf(*a)), lambda *a: fnp().sort(ff(*a)), args, kwargs)
        else:
            a = args[0]
            try:
                want = rf(*args, **kwargs)
            except Exception as e:  # noqa: BLE001 - the frontend must refuse the same way
                with pytest.raises(type(e)):
                    ff(*C.to_fe(args), **kwargs)
                return
            if mode == "eig" and "complex64" not in C.dtypes():
                # ivy.linalg.eig's results are complex: a backend without complex dtypes (mxnet) refuses, naming them
                with pytest.raises(ivy.UnsupportedDtypeError, match="complex"):
                    ff(*C.to_fe(args), **kwargs)
                return
            got = C.to_real(ff(*C.to_fe(args), **kwargs))
            assert [x.dtype for x in want] == [x.dtype for x in got], (want, got)
            assert [x.shape for x in want] == [x.shape for x in got], (want, got)
            wi, gi = _invariants(mode, want, a), _invariants(mode, got, a)
            tol = 1e-3 if a.dtype in (real.float32, real.complex64) else 1e-8
            assert real.allclose(gi[0], wi[0], rtol=tol, atol=tol), (gi, wi)
            assert float(gi[1]) <= max(10 * float(wi[1]), tol), (gi, wi)

    run()


def test_linalg_errors_are_numpys():
    f = fnp()
    sing = real.array([[1.0, 2.0], [2.0, 4.0]])
    for name, args in (("inv", (sing,)), ("cholesky", (-real.eye(2),)), ("solve", (sing, real.ones(2))),
                       ("det", (real.ones((2, 3)),)), ("inv", (real.ones(3),))):
        C.check(getattr(real.linalg, name), getattr(f.linalg, name), args)
    assert issubclass(f.linalg.LinAlgError, ValueError)


# ------------------------------------------------------------------ fft

def _fft1(d):
    x = d(C.arrays("ifc", ((8,), (2, 5), (1,), (3, 4))))
    return (x,), {"n": d(st.sampled_from((None, 4, 9))), "axis": -1, "norm": d(st.sampled_from((None, "ortho",
                                                                                                 "forward")))}


def _fftn(d):
    x = d(C.arrays("ifc", ((4, 6), (2, 3, 4))))
    return (x,), {"norm": d(st.sampled_from((None, "ortho", "backward")))}


def _rfftn(d):
    return (d(C.arrays("if", ((4, 6), (2, 3, 4)))),), {}


def _irfft(d):
    x = d(C.arrays("fc", ((5,), (2, 5))))
    return (x,), {"n": d(st.sampled_from((None, 8, 9)))}


def _freq(d):
    return (d(st.sampled_from((1, 4, 7))), d(st.sampled_from((1.0, 0.1)))), {}


def _shift(d):
    x = d(C.arrays("num", ((5,), (2, 4), (0,))))
    return (x,), {"axes": d(st.sampled_from((None, -1)))}


FFT = {"fft": _fft1, "ifft": _fft1, "rfft": _rfftn, "irfft": _irfft, "hfft": _irfft, "ihfft": _rfftn,
       "fft2": _fftn, "ifft2": _fftn, "fftn": _fftn, "ifftn": _fftn, "rfft2": _rfftn, "irfft2": _irfft,
       "rfftn": _rfftn, "irfftn": _irfft, "fftfreq": _freq, "rfftfreq": _freq, "fftshift": _shift,
       "ifftshift": _shift}


@pytest.mark.parametrize("name", _cases("fft:", FFT))
def test_fft_function_matches_numpy(name):
    rf, ff = getattr(real.fft, name), getattr(fnp().fft, name)

    @few
    @given(st.data())
    def run(data):
        args, kwargs = FFT[name](data.draw)
        dts = {a.dtype.name for a in args if hasattr(a, "dtype")}
        rtol = 1e-2 if "float16" in dts else 1e-3 if dts & {"float32", "complex64"} else 1e-7
        C.check(rf, ff, args, kwargs, rtol=rtol)

    run()


def test_every_linalg_and_fft_function_has_a_record():
    pub = {n for n in dir(real.linalg) if not n.startswith("_") and callable(getattr(real.linalg, n))}
    assert pub - set(RECORDS) - {"LinAlgError", "test"} == set()
    pub = {n for n in dir(real.fft) if not n.startswith("_") and callable(getattr(real.fft, n))}
    assert pub - set(FFT) - {"test"} == set()
