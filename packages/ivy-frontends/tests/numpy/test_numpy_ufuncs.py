"""Every ufunc of the real NumPy against ``ivy_frontends.numpy``'s ufunc object of the same name, on
the backend under test (IVY_TEST_BACKEND): float64, float32, int64 and bool operands (the second
operand broadcast along the first's rows; a CI slice takes float32 and bool, and the ufuncs whose backend pair
(numpy_doctest_driver.spread) starts with its backend), each result's dtype,
shape and values equal to NumPy's; where NumPy refuses the dtypes or shapes, the frontend must refuse too.

``numpy-ufunc-xfails.txt`` lists the ufuncs that do not match (with the reason, per backend); a listed
ufunc that matches fails, so the list stays exact. The pass rate (issue #45 asks at least 95% on every
backend) is computed from that list and asserted.
"""

from __future__ import annotations

import os
import pathlib
import warnings

import npcheck as C
import numpy as real
import pytest

from ivy.testing.helpers import backend_name

HERE = pathlib.Path(__file__).parent
UFUNCS = sorted(n for n in dir(real) if isinstance(getattr(real, n), real.ufunc))
_rs = real.random.RandomState(0)
DATA = {
    "float64": (_rs.uniform(0.1, 0.9, (2, 3)), _rs.uniform(0.1, 0.9, (2, 3))),
    "float32": (_rs.uniform(0.1, 0.9, (2, 3)).astype("float32"), _rs.uniform(0.1, 0.9, (3,)).astype("float32")),
    "int64": (_rs.randint(1, 7, (2, 3)), _rs.randint(1, 4, (3,))),
    "bool": (_rs.rand(2, 3) > 0.5, _rs.rand(3) > 0.5),
}
if os.environ.get("IVY_OPINFO", "ci") != "full" and os.environ.get("IVY_FRONTENDS_SLICE"):
    # a CI slice (tests/conftest.py): float32 and bool only (JAX compiles each ufunc per dtype)
    DATA = {k: DATA[k] for k in ("float32", "bool")}


def _xfails():
    out = {}
    for line in (HERE / "numpy-ufunc-xfails.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, where, reason = line.split(None, 2)
            for b in (("numpy", "torch", "jax", "tensorflow", "mxnet") if where == "all" else where.split(",")):
                out.setdefault(name, {})[b] = reason
    return out


XFAILS = _xfails()


def _call(f, args):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return f(*args), None
    except Exception as e:  # noqa: BLE001 - a refusal, compared with NumPy's below
        return None, e


def _as_real(y):
    """A frontend result (ndarray or NumPy-like scalar) as a real NumPy array of its dtype."""
    return real.asarray(y.tolist(), dtype=y.dtype.name) if hasattr(y, "dtype") else real.asarray(y)


def _mismatch(name):
    import ivy_frontends.numpy as fnp

    ru, fu = getattr(real, name), getattr(fnp, name)
    for dt, (x, y) in DATA.items():
        args = (x,) if ru.nin == 1 else (x, y)
        want, refused = _call(ru, args)
        got, err = _call(fu, tuple(fnp.asarray(a) for a in args))
        if refused is not None:
            if err is None:
                return f"{dt}: NumPy raises {type(refused).__name__} ({refused}), the frontend returns a result"
            continue
        if err is not None:
            return f"{dt}: raised {type(err).__name__}: {err}"
        want = want if isinstance(want, tuple) else (want,)
        got = got if isinstance(got, tuple) else (got,)
        if len(want) != len(got):
            return f"{dt}: {len(got)} results, NumPy's {len(want)}"
        for w, g in zip(want, got):
            g = _as_real(g)
            if g.dtype != w.dtype or g.shape != w.shape:
                return f"{dt}: {g.dtype}{g.shape}, NumPy's {w.dtype}{w.shape}"
            rtol = 1e-5 if w.dtype in (real.float32, real.complex64) else 1e-10
            if not real.allclose(g, w, rtol=rtol, atol=0, equal_nan=True):
                return f"{dt}: values {g.tolist()}, NumPy's {w.tolist()}"
    return None


def test_every_ufunc_exists_as_a_ufunc_object():
    import ivy_frontends.numpy as fnp

    bad = [n for n in UFUNCS if not (hasattr(getattr(fnp, n, None), "reduce") and getattr(fnp, n).nin
                                     == getattr(real, n).nin)]
    assert not bad, f"ufuncs missing or without NumPy's ufunc attributes: {bad}"


def _ufunc_cases():
    """Every ufunc; a CI slice (not numpy's run) takes the ufuncs whose pair starts with its backend."""
    import numpy_doctest_driver as drv

    names = UFUNCS if not drv.SLICE else [n for n in UFUNCS if backend_name() in drv.spread("ufunc:" + n, thin=1)]
    # NumPy 2 keeps integer dtypes in these (NumPy 1 returns float64): NumPy 1 is no ground truth there
    return [pytest.param(n, marks=C.needs_numpy2) if n in ("ceil", "floor", "trunc") else n for n in names]


@pytest.mark.parametrize("name", _ufunc_cases())
def test_ufunc_matches_numpy(name):
    failure = _mismatch(name)
    reason = XFAILS.get(name, {}).get(backend_name())
    if reason is not None:
        if failure is None:
            pytest.fail(f"{name} matches NumPy on {backend_name()}: remove it from numpy-ufunc-xfails.txt")
        pytest.xfail(reason)
    assert failure is None, failure


def test_ufunc_pass_rate_is_at_least_95_percent():
    failing = sum(1 for n in UFUNCS if backend_name() in XFAILS.get(n, {}))
    rate = (len(UFUNCS) - failing) / len(UFUNCS)
    assert rate >= 0.95, f"{len(UFUNCS) - failing}/{len(UFUNCS)} = {rate:.1%} ufuncs match NumPy"


@C.needs_numpy2  # (the list names NumPy 2's ufuncs: vecmat, matvec)
def test_xfail_entries_name_numpy_ufuncs_with_reasons():
    for name, per in XFAILS.items():
        assert name in UFUNCS, f"numpy-ufunc-xfails.txt names {name!r}, not a NumPy ufunc"
        assert all(r.strip() for r in per.values()), f"{name}: an xfail needs a reason"


@C.needs_numpy2
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64"])
def test_python_number_fast_path_gives_the_full_paths_results(dtype):
    """An array and a Python float or int skip the loop search once the first call found the number
    reaches the kernel as it is: later calls (the fast path) give exactly the first call's result,
    of NumPy's dtype."""
    import ivy
    import ivy_frontends.numpy as fe

    if ivy.dtype_from_name(dtype) not in ivy.current_backend().supported_dtypes():
        pytest.skip(f"the backend does not hold {dtype}")
    a = real.asarray([[0.5, -2.0, 3.0], [1e4, 0.0, -7.25]], dtype=dtype)
    x = fe.asarray(a)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name in ("add", "multiply", "true_divide", "power", "greater", "maximum"):
            ufunc = getattr(fe, name)
            for number in (2.5, 3, -1e5, 7e38):
                for flip in (False, True):
                    ufunc._fast_py.clear()
                    args = (number, x) if flip else (x, number)
                    first = ufunc(*args)  # the full path (it records the fast one)
                    want = getattr(real, name)(*((number, a) if flip else (a, number)))
                    assert str(first.dtype) == str(want.dtype), (name, number, flip)
                    for _ in range(2):
                        again = ufunc(*args)
                        assert str(again.dtype) == str(first.dtype)
                        real.testing.assert_array_equal(real.asarray(again.tolist()), real.asarray(first.tolist()))


@pytest.mark.parametrize("dtype", ["float32", "float64", "int64", "int32"])
def test_add_at_matches_numpy(dtype):
    """``np.add.at`` (one scatter-add: repeated indices add up, the indices' values never read on
    the host, so a trace keeps it) against the real NumPy: flat, tuple-of-arrays and slice indices,
    a Python number, a same-dtype array and a float64 array operand (ints: float operands refused
    or cast as the per-round path does)."""
    import ivy_frontends.numpy as fnp

    base = real.arange(12).reshape(3, 4).astype(dtype)
    cases = [([0, 0, 2], 3), ([0, 0, 2], real.arange(1, 13).reshape(3, 4).astype(dtype)),
             ((real.array([0, 1, 1, 1]), real.array([2, 2, 2, 0])), real.array([1, 2, 3, 4], dtype=dtype)),
             ((slice(None), 1), 2), ([2, 2], 1.5 if dtype.startswith("float") else 1),
             ([1, 1, 0], real.array([0.25, -1.0, 2.0, 4.5]) if dtype.startswith("float") else 0)]
    for idx, b in cases:
        want = base.copy()
        real.add.at(want, idx, b)
        got = fnp.array(base.copy())
        fidx = tuple(fnp.array(i) if isinstance(i, real.ndarray) else i for i in idx) if isinstance(idx, tuple) \
            else idx
        assert fnp.add.at(got, fidx, fnp.array(b) if isinstance(b, real.ndarray) else b) is None
        got = _as_real(got)
        assert got.dtype == want.dtype, (idx, b)
        real.testing.assert_allclose(got, want, rtol=1e-6, err_msg=str((idx, b)))
