"""The namespace families of ``ivy_frontends.numpy`` against the real NumPy, by hypothesis over dtypes
and shapes (0-d and empty included): creation, manipulation, math, logic, sorting/searching,
statistics, sets, ``einsum`` and ``where``.

:data:`RECORDS` maps a NumPy function's name to a maker ``(draw) -> (args, kwargs)`` of real NumPy
inputs; the frontend gets the same inputs as frontend arrays and its result must equal NumPy's (dtype,
shape, values; where NumPy raises, the frontend raises the same class). ``numpy-namespace-xfails.txt``
lists records that do not match, per backend, with a reason (strict: a passing listed record fails).
A record runs on the backends ``numpy_doctest_driver.spread`` gives its name.
"""

from __future__ import annotations

import pathlib

import npcheck as C
import numpy as real
import numpy_doctest_driver as drv
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ivy.testing.helpers import backend_name

HERE = pathlib.Path(__file__).parent
A = C.arrays
S1 = ((0,), (1,), (4,), (5,))
S2 = ((2, 3), (3, 3), (0, 3), (1, 4))
SN = ((), (0,), (4,), (2, 3), (2, 1, 3))
SQ = ((3, 3), (2, 2, 2))


def ax(draw, x, none=True):
    """An axis of ``x`` (or None)."""
    opts = ([None] if none else []) + list(range(-x.ndim, x.ndim))
    return draw(st.sampled_from(opts)) if opts else None


def _shape(draw):
    return draw(st.sampled_from(((), (0,), (3,), (2, 3), (2, 0, 1))))


def _dt(draw, kind="num"):
    return draw(st.sampled_from(C.dtypes(kind)))


def _two(draw, kind="num"):
    """Two arrays whose shapes broadcast."""
    x = draw(A(kind, SN))
    y = draw(A(kind, ((), x.shape[-1:] if x.ndim else (), x.shape)))
    return x, y


def _reduce(kind="num", keepdims=True):
    def make(draw):
        x = draw(A(kind, SN))
        kw = {"axis": ax(draw, x)}
        if keepdims:
            kw["keepdims"] = draw(st.booleans())
        return (x,), kw
    return make


def _unary(kind="num", shapes=SN, **kw):
    return lambda draw: ((draw(A(kind, shapes)),), dict(kw))


def _binary(kind="num", **kw):
    return lambda draw: (_two(draw, kind), dict(kw))


def _nonempty_reduce(kind="num"):
    def make(draw):
        x = draw(A(kind, ((4,), (2, 3), (2, 1, 3))))
        return (x,), {"axis": ax(draw, x)}
    return make


def _join(draw):
    x = draw(A("num", ((2,), (2, 3), (0, 3))))
    y = C.data(_dt(draw), x.shape, 1)
    return ([x, y],), {"axis": ax(draw, x, none=False)}


def _stack(draw):
    x = draw(A("num", SN))
    return ([x, C.data(x.dtype.name, x.shape, 3)],), {}


def _split(draw):
    x = draw(A("num", ((6,), (4, 6), (0, 6))))
    return (x, draw(st.sampled_from((2, [1, 3]))),), {"axis": -1}


def _perm(draw):
    x = draw(A("num", ((2, 3), (2, 1, 3), (0, 2))))
    return (x, tuple(draw(st.permutations(range(x.ndim))))), {}


def _shape_arg(draw):
    return (draw(st.sampled_from(((2, 3), 4, (), (0, 2)))),), {"dtype": _dt(draw)}


def _like(draw):
    return (draw(A("num", SN)),), {}


def _q(draw):
    x = draw(A("if", ((5,), (2, 3))))
    return (x, draw(st.sampled_from((50, [10, 90], 0, 100)))), {"axis": ax(draw, x)}


def _qq(draw):
    x = draw(A("if", ((5,), (2, 3))))
    return (x, draw(st.sampled_from((0.5, [0.1, 0.9], 0.0)))), {"axis": ax(draw, x)}


def _sorted_search(draw):
    a = real.sort(draw(A("if", ((5,), (0,)))))
    v = draw(A(a.dtype.name[0] if a.dtype.kind != "f" else "f", ((), (3,))))
    return (a, v.astype(a.dtype)), {"side": draw(st.sampled_from(("left", "right")))}


def _ein(spec, *shapes):
    def make(draw):
        dt = _dt(draw, "if")
        return (spec,) + tuple(C.data(dt, s, i) for i, s in enumerate(shapes)), {}
    return make


def _einsum(draw):
    return draw(st.sampled_from(EINSUMS))(draw)


EINSUMS = (_ein("ij,jk->ik", (2, 3), (3, 4)), _ein("ii->i", (3, 3)), _ein("ii", (3, 3)), _ein("ij->ji", (2, 3)),
           _ein("i,i", (4,), (4,)), _ein("i,j->ij", (2,), (3,)), _ein("bij,bjk->bik", (2, 2, 3), (2, 3, 2)),
           _ein("...ij->...ji", (2, 1, 3)), _ein("ij,ij->i", (2, 3), (2, 3)), _ein("i->", (0,)))


def _where3(draw):
    c = draw(A("b", SN))
    x = draw(A("num", ((), c.shape)))
    y = draw(A("num", ((), c.shape[-1:] if c.ndim else ())))
    return (c, x, y), {}


def _set2(draw):
    x = draw(A("num", ((5,), (0,), (2, 3))))
    return (x, C.data(x.dtype.name, (4,), 7)), {}


def _mat2(draw):
    dt = _dt(draw, "ifc")
    n, m, k = draw(st.sampled_from(((2, 3, 4), (1, 1, 1), (0, 2, 3), (3, 0, 2))))
    return (C.data(dt, (n, m), 1), C.data(dt, (m, k), 2)), {}


def _vec2(draw):
    dt = _dt(draw, "ifc")
    n = draw(st.sampled_from((0, 1, 3)))
    return (C.data(dt, (n,), 1), C.data(dt, (n,), 2)), {}


def _clip(draw):
    x = draw(A("if", SN))
    return (x, -1, 2), {}


def _pad(draw):
    x = draw(A("num", ((3,), (2, 3))))
    mode = draw(st.sampled_from(("constant", "edge", "reflect", "wrap", "symmetric")))
    return (x, draw(st.sampled_from((1, (1, 2))))), {"mode": mode}


def _take(draw):
    x = draw(A("num", ((5,), (2, 3))))
    return (x, real.array([0, -1, 1])), {"axis": ax(draw, x)}


def _diffr(draw):
    x = draw(A("num", ((4,), (2, 3), (0, 3))))
    return (x,), {"n": draw(st.sampled_from((1, 2))), "axis": -1}


def _hist(draw):
    x = draw(A("if", ((6,), (0,), (2, 3))))
    return (x,), {"bins": draw(st.sampled_from((3, [-3, 0, 1, 3]))), "range": (-3, 3)}


def _bincount(draw):
    x = C.data("int64", draw(st.sampled_from(((6,), (0,)))), draw(st.integers(0, 9)))
    return (abs(x),), {"minlength": draw(st.sampled_from((0, 8)))}


def _digitize(draw):
    x = draw(A("f", ((6,), (2, 3))))
    return (x, real.array([-2.0, 0.0, 1.5])), {"right": draw(st.booleans())}


def _cov(draw):
    x = draw(A("if", ((3, 5), (2, 4), (5,))))
    return (x,), {"rowvar": draw(st.booleans())}


def _roll(draw):
    x = draw(A("num", SN))
    return (x, draw(st.sampled_from((1, -2)))), {"axis": ax(draw, x)}


def _rot90(draw):
    x = draw(A("num", ((2, 3), (2, 1, 3))))
    return (x, draw(st.sampled_from((1, 2, -1)))), {}


def _tile(draw):
    return (draw(A("num", SN)), draw(st.sampled_from((2, (2, 1), 0)))), {}


def _repeat(draw):
    x = draw(A("num", SN))
    return (x, 2), {"axis": ax(draw, x)}


def _reshape(draw):
    x = draw(A("num", ((6,), (2, 3), (0, 3))))
    return (x, draw(st.sampled_from(((3, 2), (-1,), (1, -1))))), {}


def _arange(draw):
    return draw(st.sampled_from(((5,), (1, 7, 2), (0.5, 3.0, 0.5), (5, 0), (10, 0, -3)))), {}


def _linspace(draw):
    return (0, draw(st.sampled_from((1, 10.0))), draw(st.sampled_from((0, 1, 5)))), {
        "endpoint": draw(st.booleans())}


def _eye(draw):
    return (draw(st.sampled_from((0, 1, 3))),), {"k": draw(st.sampled_from((0, 1, -1))), "dtype": _dt(draw)}


def _tri(draw):
    x = draw(A("num", ((3, 3), (2, 4), (2, 3, 3))))
    return (x,), {"k": draw(st.sampled_from((0, 1, -1)))}


def _diag(draw):
    x = draw(A("num", ((3,), (3, 3), (2, 4), (0,))))
    return (x,), {"k": draw(st.sampled_from((0, 1, -1)))}


def _insert(draw):
    x = draw(A("num", ((4,), (2, 3))))
    return (x, 1, 7), {"axis": ax(draw, x)}


def _delete(draw):
    x = draw(A("num", ((4,), (2, 3))))
    return (x, [0, 1]), {"axis": ax(draw, x)}


def _append(draw):
    x = draw(A("num", ((4,), (2, 3))))
    return (x, C.data(x.dtype.name, x.shape, 3)), {"axis": ax(draw, x)}


def _average(draw):
    x = draw(A("if", ((4,), (2, 3))))
    return (x,), {"axis": -1, "weights": real.arange(1, x.shape[-1] + 1)}


def _interp(draw):
    return (draw(A("f", ((5,), ()))), real.array([-1.0, 0.0, 2.0]), real.array([1.0, 3.0, -1.0])), {}


def _convolve(draw):
    dt = _dt(draw, "ifc")
    mode = draw(st.sampled_from(("full", "same", "valid")))
    return (C.data(dt, (5,), 1), C.data(dt, (3,), 2)), {"mode": mode}


def _lexsort(draw):
    return ((C.data("int64", (6,), 1) % 3, C.data("int64", (6,), 2) % 2),), {}


def _meshgrid(draw):
    return (real.arange(3.0), real.arange(2)), {"indexing": draw(st.sampled_from(("xy", "ij")))}


def _broadcast_to(draw):
    x = draw(A("num", ((), (3,), (1, 3))))
    return (x, (2, 3)), {}


def _astype_scalar(draw):
    return (draw(A("num", ((),))),), {}


def _squeeze(draw):
    return (draw(A("num", ((1, 3, 1), (1,), (), (2, 1)))),), {}


def _expand(draw):
    x = draw(A("num", SN))
    return (x, draw(st.sampled_from(range(-x.ndim - 1, x.ndim + 1)))), {}


def _moveaxis(draw):
    x = draw(A("num", ((2, 3), (2, 1, 3))))
    return (x, 0, -1), {}


def _gradient(draw):
    return (draw(A("f", ((5,), (3, 4)))),), {}


RECORDS = {
    # creation
    "zeros": _shape_arg, "ones": _shape_arg, "full": lambda d: ((d(st.sampled_from(((2, 3), ()))), 7), {}),
    "zeros_like": _like, "ones_like": _like, "full_like": lambda d: ((d(A("num", SN)), 1), {}),
    "empty_like": lambda d: ((d(A("num", ((0,), (0, 2)))),), {}),
    "arange": _arange, "linspace": _linspace, "logspace": lambda d: ((0, 2, 4), {}),
    "geomspace": lambda d: ((1, 1000, 4), {}), "eye": _eye, "identity": lambda d: ((3,), {}),
    "tri": lambda d: ((3, 4), {"k": 1}), "tril": _tri, "triu": _tri, "diag": _diag,
    "diagflat": _unary("num", ((3,), (2, 2))), "vander": lambda d: ((d(A("if", ((3,),))),), {}),
    "meshgrid": _meshgrid, "indices": lambda d: (((2, 3),), {}), "array": _like, "asarray": _like, "copy": _like,
    "asanyarray": _like, "ascontiguousarray": _like,
    # manipulation
    "reshape": _reshape, "ravel": _like, "transpose": _perm, "swapaxes": lambda d: ((d(A("num", ((2, 3),))), 0, 1), {}),
    "moveaxis": _moveaxis, "expand_dims": _expand, "squeeze": _squeeze, "concatenate": _join, "stack": _stack,
    "vstack": _stack, "hstack": _stack, "dstack": _stack, "column_stack": _stack, "split": _split,
    "array_split": lambda d: ((d(A("num", ((7,),))), 3), {}), "tile": _tile,
    "repeat": _repeat, "flip": _unary("num"), "fliplr": _unary("num", ((2, 3),)),
    "flipud": _unary("num", ((2, 3), (3,))),
    "roll": _roll, "rot90": _rot90, "broadcast_to": _broadcast_to, "broadcast_arrays": lambda d: (_two(d), {}),
    "atleast_1d": _unary("num"), "atleast_2d": _unary("num"), "atleast_3d": _unary("num"), "pad": _pad,
    "delete": _delete, "insert": _insert, "append": _append,
    "resize": lambda d: ((d(A("num", ((3,), (2, 2)))), (2, 3)), {}),
    "take": _take, "ndim": _like, "shape": _like, "size": _like,
    # math
    "sum": _reduce(), "prod": _reduce(), "cumsum": lambda d: ((d(A("num", SN)),), {"axis": None}),
    "cumprod": lambda d: ((d(A("if", ((4,), (2, 3)))),), {"axis": -1}), "nansum": _reduce("f"), "nanprod": _reduce("f"),
    "diff": _diffr, "ediff1d": _unary("if", ((4,), (2, 3))), "gradient": _gradient, "cross": lambda d: (
        (C.data(_dt(d, "if"), (2, 3), 1), C.data("float64", (3,), 2)), {}),
    "dot": _mat2, "vdot": _vec2, "inner": _vec2, "outer": _vec2, "matmul": _mat2, "tensordot": lambda d: (
        _mat2(d)[0], {"axes": 1}), "kron": lambda d: ((d(A("if", ((2,), (2, 2)))), C.data("int64", (2,), 3)), {}),
    "trace": _tri, "clip": _clip, "round": lambda d: ((d(A("f", SN)),), {"decimals": d(st.sampled_from((0, 1, -1)))}),
    "around": _unary("f"), "convolve": _convolve, "correlate": _convolve, "interp": _interp,
    "nan_to_num": _unary("fc"), "real_if_close": _unary("fc"), "angle": _unary("fc"), "sinc": _unary("f"),
    "i0": _unary("f", ((3,), (2, 2))), "unwrap": _unary("f", ((5,),)), "trapezoid": _unary("if", ((4,), (2, 3))),
    "polyval": lambda d: ((C.data(_dt(d, "if"), (3,), 1), d(A("if", ((), (4,))))), {}),
    "real": _unary("num"), "imag": _unary("num"), "conj": _unary("num"),
    # logic
    "all": _reduce(), "any": _reduce(), "isclose": _binary("if"), "allclose": _binary("if"),
    "array_equal": _binary(), "array_equiv": _binary(), "isreal": _unary("num"), "iscomplex": _unary("num"),
    "isrealobj": _like, "iscomplexobj": _like, "isscalar": _like,
    # sorting / searching / counting
    "sort": lambda d: ((d(A("if", SN)),), {"axis": -1}), "argsort": lambda d: ((d(A("if", ((5,), (2, 3)))),), {
        "axis": -1, "stable": True}), "lexsort": _lexsort, "searchsorted": _sorted_search,
    "argmax": _nonempty_reduce("if"), "argmin": _nonempty_reduce("if"), "nanargmax": _nonempty_reduce("f"),
    "nanargmin": _nonempty_reduce("f"), "max": _nonempty_reduce("if"), "min": _nonempty_reduce("if"),
    "amax": _nonempty_reduce("if"), "amin": _nonempty_reduce("if"), "nonzero": _unary("num", ((4,), (2, 3), (0,))),
    "flatnonzero": _unary("num"), "argwhere": _unary("num"), "count_nonzero": _reduce(keepdims=False),
    "where": _where3, "extract": lambda d: ((C.data("bool", (2, 3), 1), d(A("num", ((2, 3),)))), {}),
    "sort_complex": _unary("if", ((5,),)),
    # statistics
    "mean": _reduce("ifc"), "std": _reduce("if"), "var": _reduce("if"), "median": _nonempty_reduce("if"),
    "percentile": _q, "quantile": _qq, "average": _average, "nanmean": _reduce("f"), "nanstd": _reduce("f"),
    "nanvar": _reduce("f"), "nanmedian": _nonempty_reduce("f"), "nanmax": _nonempty_reduce("f"),
    "nanmin": _nonempty_reduce("f"), "ptp": _nonempty_reduce("if"), "histogram": _hist, "bincount": _bincount,
    "digitize": _digitize, "cov": _cov, "corrcoef": _cov,
    # sets
    "unique": lambda d: ((d(A("if", ((6,), (0,), (2, 3)))),), {"return_counts": d(st.booleans())}),
    "unique_values": _unary("if", ((6,), (2, 3))), "unique_counts": _unary("if", ((6,),)),
    "intersect1d": _set2, "union1d": _set2, "setdiff1d": _set2, "setxor1d": _set2, "isin": _set2,
    # einsum, where
    "einsum": _einsum,
}


UNORDERED = ("unique_values",)


def _sorted(f, mod):
    return lambda *a, **k: mod.sort(f(*a, **k))


def _xfails():
    out = {}
    for line in (HERE / "numpy-namespace-xfails.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, where, reason = line.split(None, 2)
            for b in drv.BACKENDS + drv.EXTRA if where == "all" else where.split(","):
                out.setdefault(name, {})[b] = reason
    return out


XFAILS = _xfails()
NAMES = sorted(RECORDS)


def _cases():
    b = backend_name()
    for name in NAMES:
        if b in drv.spread("ns:" + name, thin=2):
            reason = XFAILS.get(name, {}).get(b)
            marks = (pytest.mark.xfail(reason=reason, strict=True),) if reason else ()
            if "ns:" + name in C.NUMPY2_RECORDS:
                marks += (C.needs_numpy2,)
            yield pytest.param(name, id=name, marks=marks)


@pytest.mark.parametrize("name", list(_cases()))
def test_namespace_function_matches_numpy(name):
    import ivy_frontends.numpy as fnp

    maker = RECORDS[name]
    n = 3 if C.LEAN else 10

    @settings(max_examples=min(n, settings.default.max_examples))
    @given(st.data())
    def run(data):
        args, kwargs = maker(data.draw)
        rf, ff = getattr(real, name), getattr(fnp, name)
        if name in UNORDERED:  # NumPy leaves the order unspecified: compare sorted
            rf, ff = _sorted(rf, real), _sorted(ff, fnp)
        C.check(rf, ff, args, kwargs)

    run()


def rate(backend):
    return sum(backend not in XFAILS.get(n, {}) for n in NAMES), len(NAMES)


@pytest.mark.skipif(C.SLICE, reason="backend-independent: the unsliced numpy run checks it")
def test_namespace_xfails_name_records_with_reasons():
    for name, per in XFAILS.items():
        assert name in RECORDS, f"numpy-namespace-xfails.txt names {name!r}, not a record"
        assert all(b in drv.BACKENDS + drv.EXTRA and r.strip() for b, r in per.items())
