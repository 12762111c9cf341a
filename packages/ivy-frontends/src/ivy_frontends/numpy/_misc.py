"""The rest of NumPy's namespace: floating-point error handling (``errstate``, ``seterr``), dtype
utilities (``issubdtype``, ``isdtype``, ``common_type``, ``mintypecode``, ``typename``), memory
questions (``shares_memory``, ``may_share_memory``), ``iterable``, bit packing (``packbits``,
``unpackbits``), window functions (``bartlett``, ``blackman``, ``hamming``, ``hanning``,
``kaiser``) and functional programming (``apply_along_axis``, ``apply_over_axes``, ``vectorize``,
``frompyfunc``, ``piecewise``).

NumPy's floating-point error states are kept (``geterr`` returns what ``seterr`` set), but the
frontend computes on frameworks that do not report floating-point exceptions, so it never warns:
``'ignore'``, ``'warn'``, ``'print'`` and ``'log'`` are accepted, ``'raise'`` and ``'call'`` (which
would change what a program does) are refused.

>>> import ivy_frontends.numpy as np
>>> np.hanning(4), np.issubdtype(np.float32, np.floating)
(array([0.  , 0.75, 0.75, 0.  ]), True)
"""

from __future__ import annotations

import contextlib
import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg, shape_of
from ._errors import norm_axis
from .ndarray import _View, ndarray, wrap, wrap_r

# ------------------------------------------------------------------ floating-point errors

_ERR = {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}
_ERRCALL = [None]
_ERR_OK = ("ignore", "warn", "print", "log")


def _check_err(mode, what):
    if mode is None:
        return
    if mode in ("raise", "call"):
        raise refuse("seterr", what, mode, "the backends do not report floating-point exceptions; test results with "
                                         "np.isfinite instead")
    if mode not in _ERR_OK:
        raise FrontendValueError(f"invalid floating point error mode {mode!r}")


def seterr(all=None, divide=None, over=None, under=None, invalid=None):  # noqa: A002 - NumPy's name
    """Set how floating-point errors are treated (returns the old settings)."""
    old = dict(_ERR)
    for k, v in (("all", all), ("divide", divide), ("over", over), ("under", under), ("invalid", invalid)):
        _check_err(v, k)
    if all is not None:
        for k in _ERR:
            _ERR[k] = all
    for k, v in (("divide", divide), ("over", over), ("under", under), ("invalid", invalid)):
        if v is not None:
            _ERR[k] = v
    return old


def geterr():
    """The current floating-point error settings."""
    return dict(_ERR)


def seterrcall(func):
    old = _ERRCALL[0]
    _ERRCALL[0] = func
    return old


def geterrcall():
    return _ERRCALL[0]


class errstate(contextlib.ContextDecorator):
    """A context (or decorator) setting floating-point error handling (see :func:`seterr`)."""

    def __init__(self, *, call=None, all=None, divide=None, over=None, under=None, invalid=None):  # noqa: A002 - NumPy's name
        if call is not None:
            raise refuse("errstate", "call", call)
        self._kw = {"all": all, "divide": divide, "over": over, "under": under, "invalid": invalid}
        for k, v in self._kw.items():
            _check_err(v, k)
        self._old = []

    def __enter__(self):
        self._old.append(seterr(**self._kw))
        return self

    def __exit__(self, *exc):
        old = self._old.pop()
        _ERR.update(old)
        return False


_BUFSIZE = [8192]


def getbufsize():
    return _BUFSIZE[0]


def setbufsize(size):
    old = _BUFSIZE[0]
    _BUFSIZE[0] = int(size)
    return old


# ------------------------------------------------------------------ dtype utilities

def _scalar_type(x):
    if isinstance(x, type) and issubclass(x, D.generic):
        return x
    return D.as_dtype(x).type


def issubdtype(arg1, arg2):
    """Whether ``arg1``'s type is ``arg2`` or below it in NumPy's type hierarchy."""
    t1 = _scalar_type(arg1)
    if not (isinstance(arg2, type) and issubclass(arg2, D.generic)):
        arg2 = D.as_dtype(arg2).type
    return issubclass(t1, arg2)


_KINDS = {"bool": lambda d: d._cat == 0, "signed integer": lambda d: d.kind == "i",
          "unsigned integer": lambda d: d.kind == "u", "integral": lambda d: d._cat == 1,
          "real floating": lambda d: d._cat == 2, "complex floating": lambda d: d._cat == 3,
          "numeric": lambda d: d._cat >= 1}


def isdtype(dtype, kind):
    """Whether ``dtype`` is of ``kind`` (a dtype, one of the Array API's kind names, or a tuple)."""
    if not isinstance(dtype, D.dtype) and not (isinstance(dtype, type) and issubclass(dtype, D.generic)):
        raise FrontendTypeError(f"dtype argument must be a NumPy dtype, but it is a {type(dtype)}.")
    d = D.as_dtype(dtype)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    for k in kinds:
        if isinstance(k, str):
            if k not in _KINDS:
                raise FrontendValueError(f"kind argument is a string, but {k!r} is not a known kind name.")
            if _KINDS[k](d):
                return True
        elif D.as_dtype(k) is d:
            return True
    return False


def common_type(*arrays):
    """The inexact scalar type common to the arrays (integers count as float64)."""
    best, cplx = 16, False
    for a in arrays:
        d = dtype_of(asn(a))
        if d._cat == 3:
            cplx = True
            best = max(best, 32 if d is D._C64 else 64)
        elif d._cat == 2:
            best = max(best, d._bits)
        elif d._cat == 1:
            best = max(best, 64)
        else:
            raise FrontendTypeError("can't get common type for non-numeric array")
    if cplx:
        return D.complex64 if best <= 32 else D.complex128
    return {16: D.float16, 32: D.float32, 64: D.float64}[best]


def mintypecode(typechars, typeset="GDFgdf", default="d"):
    """The type character of the smallest safe type of ``typechars`` within ``typeset``."""
    typecodes = ((isinstance(t, str) and t) or asn(t).dtype.char if not isinstance(t, str) else t
                 for t in typechars)
    intersection = {t for t in typecodes if t in typeset}
    if not intersection:
        return default
    if "F" in intersection and "d" in intersection:
        return "D"
    order = "GDFgdf"
    return min(intersection, key=order.index)


_TYPENAMES = {"S1": "character", "?": "bool", "B": "unsigned char", "b": "signed char", "H": "unsigned short",
              "h": "short", "I": "unsigned integer", "i": "integer", "L": "unsigned long integer",
              "l": "long integer", "Q": "unsigned long long integer", "q": "long long integer", "f": "single precision",
              "d": "double precision", "g": "long precision", "F": "complex single precision",
              "D": "complex double precision", "G": "complex long double precision", "S": "string",
              "U": "unicode", "V": "void", "O": "object"}


def typename(char):
    """A description of the type character ``char``."""
    return _TYPENAMES[char]


# ------------------------------------------------------------------ memory

def _root(a):
    if isinstance(a, _View):
        return a._root
    return a if isinstance(a, ndarray) else None


def shares_memory(a, b, /, max_work=-1):
    """Whether ``a`` and ``b`` are views of the same base (the frontend keeps no byte ranges, so views of
    one base count as sharing)."""
    ra, rb = _root(a), _root(b)
    return ra is not None and ra is rb


def may_share_memory(a, b, /, max_work=0):
    return shares_memory(a, b)


def iterable(y):
    """Whether ``iter(y)`` works (0-d arrays are not iterable)."""
    try:
        iter(y)
    except TypeError:
        return False
    return True


# ------------------------------------------------------------------ bits

def packbits(a, /, axis=None, bitorder="big"):
    """Bits of a bool or integer array packed into uint8 (8 to a byte, zero-padded at the end)."""
    x = asn(a)
    if dtype_of(x)._cat > 1:
        raise FrontendTypeError("Expected an input array of integer or boolean data type")
    if bitorder not in ("big", "little"):
        raise FrontendValueError("'order' must be either 'little' or 'big'")
    b = ivy.astype(ivy.not_equal(x, 0), ivy.uint8)
    if axis is None:
        b = ivy.reshape(b, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(b.shape))
    b = ivy.moveaxis(b, ax, -1)
    n = int(b.shape[-1])
    pad = (-n) % 8
    if pad:
        b = ivy.concat([b, ivy.zeros(shape_of(b)[:-1] + (pad,), dtype=ivy.uint8)._data], axis=-1)
    b = ivy.reshape(b, shape_of(b)[:-1] + ((n + pad) // 8, 8))
    w = [128, 64, 32, 16, 8, 4, 2, 1] if bitorder == "big" else [1, 2, 4, 8, 16, 32, 64, 128]
    weights = ivy.asarray(w, dtype=ivy.int64)._data
    r = ivy.astype(ivy.sum(ivy.multiply(ivy.astype(b, ivy.int64), weights), axis=-1), ivy.uint8)
    return wrap(ivy.moveaxis(r, -1, ax))


def unpackbits(a, /, axis=None, count=None, bitorder="big"):
    """The bits of a uint8 array as a uint8 array of 0s and 1s (8 per byte)."""
    x = asn(a)
    if dtype_of(x) is not D._U8:
        raise FrontendTypeError("Expected an input array of unsigned byte data type")
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    x = ivy.moveaxis(ivy.astype(x, ivy.int64), ax, -1)
    shifts = [7, 6, 5, 4, 3, 2, 1, 0] if bitorder == "big" else [0, 1, 2, 3, 4, 5, 6, 7]
    s = ivy.asarray(shifts, dtype=ivy.int64)._data
    bits = ivy.bitwise_and(ivy.bitwise_right_shift(ivy.expand_dims(x, axis=-1), s), 1)
    bits = ivy.reshape(bits, shape_of(x)[:-1] + (int(x.shape[-1]) * 8,))
    if count is not None:
        m = int(bits.shape[-1])
        c = int_arg(count)
        if c < 0:
            c = max(m + c, 0)
        if c <= m:
            bits = ivy.current_backend().getitem(bits, (Ellipsis, slice(0, c)))
        else:
            bits = ivy.concat([bits, ivy.zeros(shape_of(bits)[:-1] + (c - m,), dtype=ivy.int64)._data], axis=-1)
    return wrap(ivy.moveaxis(ivy.astype(bits, ivy.uint8), -1, ax))


# ------------------------------------------------------------------ windows

def _window(M, f):
    M = int_arg(M) if not isinstance(M, float) else int(M)
    if M < 1:
        return wrap(ivy.zeros((0,), dtype=ivy.float64)._data)
    if M == 1:
        return wrap(ivy.ones((1,), dtype=ivy.float64)._data)
    n = ivy.arange(0, M, 1, dtype=ivy.float64)._data
    return wrap(f(n, M))


def bartlett(M):
    """The Bartlett (triangular) window of ``M`` points."""
    return _window(M, lambda n, m: ivy.subtract(1.0, ivy.abs(ivy.divide(ivy.subtract(ivy.multiply(2.0, n), m - 1),
                                                                            m - 1))))


def blackman(M):
    """The Blackman window of ``M`` points."""
    def f(n, m):
        k = ivy.multiply(n, 2.0 * math.pi / (m - 1))
        return ivy.add(ivy.subtract(0.42, ivy.multiply(0.5, ivy.cos(k))),
                       ivy.multiply(0.08, ivy.cos(ivy.multiply(k, 2.0))))

    return _window(M, f)


def hamming(M):
    """The Hamming window of ``M`` points."""
    return _window(M, lambda n, m: ivy.subtract(0.54, ivy.multiply(0.46, ivy.cos(ivy.multiply(n, 2.0 * math.pi /
                                                                                             (m - 1))))))


def hanning(M):
    """The Hann window of ``M`` points."""
    return _window(M, lambda n, m: ivy.subtract(0.5, ivy.multiply(0.5, ivy.cos(ivy.multiply(n, 2.0 * math.pi /
                                                                                           (m - 1))))))


def kaiser(M, beta):
    """The Kaiser window of ``M`` points with shape parameter ``beta``."""
    b = float(beta)

    def f(n, m):
        alpha = (m - 1) / 2.0
        r = ivy.subtract(n, alpha)
        arg = ivy.multiply(b, ivy.sqrt(ivy.subtract(1.0, ivy.square(ivy.divide(r, alpha)))))
        return ivy.divide(ivy.i0(arg), ivy.i0(ivy.asarray(b, dtype=ivy.float64)._data))

    return _window(M, f)


# ------------------------------------------------------------------ functional programming

def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """``func1d`` applied to the 1-D slices of ``arr`` along ``axis`` (its results stacked there)."""
    from ._creation import asarray
    from ._manipulation import moveaxis, stack

    a = asarray(arr)
    nd = a.ndim
    ax = norm_axis(axis, nd)
    moved = moveaxis(a, ax, -1)
    lead = moved.shape[:-1]
    if any(s == 0 for s in lead):
        raise FrontendValueError("Cannot apply_along_axis when any iteration dimensions are 0")
    import itertools

    results = [asarray(func1d(moved[idx], *args, **kwargs)) for idx in itertools.product(*(range(s) for s in lead))]
    res = stack(results).reshape(lead + results[0].shape)
    rnd = results[0].ndim
    if rnd == 0:
        return res
    # the result's axes go where ``axis`` was
    order = list(range(len(lead)))
    order[ax:ax] = list(range(len(lead), len(lead) + rnd))
    return res.transpose(order)


def apply_over_axes(func, a, axes):
    """``func(a, axis)`` applied for each of ``axes`` in turn (dimensions kept)."""
    from ._creation import asarray
    from ._manipulation import expand_dims

    val = asarray(a)
    nd = val.ndim
    for axis in (axes if isinstance(axes, (list, tuple)) else [axes]):
        ax = axis + nd if axis < 0 else axis
        res = asarray(func(val, ax))
        if res.ndim == val.ndim:
            val = res
        else:
            res = expand_dims(res, ax)
            if res.ndim == val.ndim:
                val = res
            else:
                raise FrontendValueError("function is not returning an array of the correct shape")
    return val


class vectorize:
    """A function of scalars applied element by element over (broadcast) arrays; ``otypes`` fixes the
    output dtypes, ``excluded`` arguments pass through, ``signature`` makes a generalized function."""

    def __init__(self, pyfunc=None, otypes=None, doc=None, excluded=None, cache=False, signature=None):
        if pyfunc is None:
            self._deferred = dict(otypes=otypes, doc=doc, excluded=excluded, cache=cache, signature=signature)
            self.pyfunc = None
            return
        self.pyfunc = pyfunc
        self.otypes = otypes if not isinstance(otypes, str) else list(otypes)
        self.excluded = set(excluded or ())
        self.signature = signature
        self.__doc__ = pyfunc.__doc__ if doc is None else doc
        self.__name__ = getattr(pyfunc, "__name__", "vectorized")

    def __call__(self, *args, **kwargs):
        if self.pyfunc is None:
            return vectorize(args[0], **self._deferred)
        from ._creation import array, asarray
        from ._manipulation import broadcast_arrays

        if self.signature is not None:
            return self._gufunc(args, kwargs)
        keys = [i for i in range(len(args)) if i not in self.excluded]
        kkeys = [k for k in kwargs if k not in self.excluded]
        arrs = broadcast_arrays(*[asarray(args[i]) for i in keys], *[asarray(kwargs[k]) for k in kkeys])
        shape = arrs[0].shape if arrs else ()
        flat = [a.ravel().tolist() if a.ndim else [a.item()] for a in arrs]
        n = math.prod(shape)
        outs = []
        for j in range(n):
            call_args = list(args)
            for i, k in enumerate(keys):
                call_args[k] = _py_scalar(flat[i][j], arrs[i].dtype)
            call_kw = dict(kwargs)
            for i, k in enumerate(kkeys):
                call_kw[k] = _py_scalar(flat[len(keys) + i][j], arrs[len(keys) + i].dtype)
            outs.append(self.pyfunc(*call_args, **call_kw))
        if n == 0:
            if self.otypes:
                return array([], dtype=self.otypes[0]).reshape(shape)
            raise FrontendValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
        if isinstance(outs[0], tuple):
            res = tuple(self._mk([o[k] for o in outs], shape, k) for k in range(len(outs[0])))
            return res
        return self._mk(outs, shape, 0)

    def _mk(self, vals, shape, k):
        from ._creation import array

        dt = self.otypes[k] if self.otypes else None
        if dt is None:
            first = array(vals[0])
            dt = first.dtype
        r = array(vals, dtype=dt).reshape(shape)
        return r[()] if not shape else r

    def _gufunc(self, args, kwargs):
        from ._creation import asarray
        from ._manipulation import stack

        ins, outs = self.signature.replace(" ", "").split("->")
        core = [p.strip("()").split(",") if p.strip("()") else [] for p in ins.split("),(")]
        arrs = [asarray(a) for a in args]
        loops = []
        lead_shapes = []
        for a, c in zip(arrs, core):
            nc = len(c)
            lead_shapes.append(a.shape[: a.ndim - nc] if nc else a.shape)
        from ._manipulation import broadcast_shapes

        lead = broadcast_shapes(*lead_shapes)
        import itertools

        for idx in itertools.product(*(range(s) for s in lead)):
            sub = []
            for a, ls in zip(arrs, lead_shapes):
                full = (1,) * (len(lead) - len(ls)) + ls
                ii = tuple(0 if full[k] == 1 else idx[k] for k in range(len(lead)))[len(lead) - len(ls):]
                sub.append(a[ii] if ii else a)
            loops.append(asarray(self.pyfunc(*sub, **kwargs)))
        if not loops:
            raise FrontendValueError("cannot call `vectorize` with a signature on size 0 inputs")
        return stack(loops).reshape(lead + loops[0].shape)


def _py_scalar(v, d):
    from ._scalars import from_value

    return from_value(v, d)


class _PyUfunc:
    """``frompyfunc``'s result: a Python function applied element-wise (object arrays are not supported, so
    results are converted to arrays of the values' own dtype)."""

    def __init__(self, func, nin, nout, identity):
        self._f = vectorize(func)
        self.nin, self.nout, self.nargs, self.identity = nin, nout, nin + nout, identity
        self.__name__ = getattr(func, "__name__", "?") + " (vectorized)"

    def __call__(self, *args, **kwargs):
        return self._f(*args, **kwargs)

    def reduce(self, array, axis=0, **kwargs):
        from ._creation import asarray

        a = asarray(array)
        moved = a.swapaxes(0, axis) if a.ndim else a
        acc = moved[0]
        for i in range(1, moved.shape[0]):
            acc = self(acc, moved[i])
        return acc

    def accumulate(self, array, axis=0):
        from ._creation import asarray
        from ._manipulation import stack

        a = asarray(array)
        acc = [a[0]]
        for i in range(1, a.shape[0]):
            acc.append(self(acc[-1], a[i]))
        return stack(acc)

    def outer(self, A, B):
        from ._creation import asarray

        a, b = asarray(A), asarray(B)
        return self(a.reshape(a.shape + (1,) * b.ndim), b)


def frompyfunc(func, /, nin, nout, *, identity=None):
    """A ufunc-like object applying Python function ``func`` element-wise."""
    return _PyUfunc(func, nin, nout, identity)


def piecewise(x, condlist, funclist, *args, **kw):
    """``funclist[i](x)`` (or a constant) where ``condlist[i]`` holds; the extra function, if any, elsewhere."""
    from ._creation import asarray, zeros_like

    xa = asarray(x)
    if isinstance(condlist, (list, tuple)) and condlist and not isinstance(condlist[0], (list, tuple, ndarray)) \
            and not (hasattr(condlist[0], "shape") and condlist[0].shape):
        if xa.ndim == 0 or not all(isinstance(c, (bool, D.bool_)) for c in condlist):
            condlist = [condlist] if xa.ndim == 0 else condlist
    conds = [asarray(c) for c in (condlist if isinstance(condlist, (list, tuple)) else [condlist])]
    if len(conds) == 1 and conds[0].ndim > xa.ndim or (xa.ndim == 0 and len(conds) == 1 and conds[0].ndim == 1):
        conds = [conds[0][i] for i in range(conds[0].shape[0])] if conds[0].ndim > xa.ndim else conds
    n = len(conds)
    nf = len(funclist)
    if nf == n + 1:
        from ._math import any as _any

        rest = ~_any(asarray([c.astype(bool) for c in conds]) if n else asarray([False]), axis=0)
        conds = conds + [rest]
    elif nf != n:
        raise FrontendValueError(f"with {n} condition(s), either {n} or {n + 1} functions are expected")
    y = zeros_like(xa)
    for c, f in zip(conds, funclist):
        c = c.astype(bool)
        if not callable(f):
            y[c] = f
        else:
            vals = xa[c]
            if vals.size:
                y[c] = f(vals, *args, **kw)
    return y


_unused = (astype_native, wrap_r, D)
