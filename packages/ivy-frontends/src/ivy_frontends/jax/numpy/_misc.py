"""The rest of ``jax.numpy``: window functions, index helpers (``tril_indices``, ``ix_``,
``diag_indices``), dtype queries (``can_cast``, ``iscomplexobj``, ``isscalar``), printing,
``vectorize``, histograms; computed by ``ivy_frontends.numpy`` with JAX's dtypes.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.hanning(3), jnp.tril_indices(2)
(Array([0., 1., 0.], dtype=float32), (Array([0, 1, 1], dtype=int32), Array([0, 0, 1], dtype=int32)))
"""

from __future__ import annotations

import functools

from ..._errors import FrontendValueError
from .. import _dtypes as D
from .._array import Array, wrap
from .._convert import n, to_dtype
from ._fallback import canon_out, np_call, via_np

__all__ = ["bartlett", "blackman", "hamming", "hanning", "kaiser", "can_cast", "diag_indices", "diag_indices_from",
           "tril_indices", "triu_indices", "tril_indices_from", "triu_indices_from", "mask_indices", "ix_",
           "iscomplexobj", "isrealobj", "isscalar", "iterable", "get_printoptions", "printoptions",
           "set_printoptions", "fromiter", "fromfile", "fromstring", "vectorize", "histogram2d", "histogramdd",
           "histogram_bin_edges", "array_repr", "array_str", "einsum_path", "place", "save", "savez", "load",
           "frompyfunc", "c_", "r_", "s_", "index_exp", "mgrid", "ogrid", "ufunc", "printoptions"]

bartlett = via_np("bartlett", "each", 0)
blackman = via_np("blackman", "each", 0)
hamming = via_np("hamming", "each", 0)
hanning = via_np("hanning", "each", 0)
kaiser = via_np("kaiser", "each", 0)


def _ints(r):
    if isinstance(r, (tuple, list)):
        return r.__class__(_ints(e) for e in r)
    return wrap(to_dtype(r, D.default_int()))


def diag_indices(n, ndim=2):
    return _ints(np_call("diag_indices", n, ndim))


def diag_indices_from(arr):
    return _ints(np_call("diag_indices_from", n(arr)))


def tril_indices(n, k=0, m=None):
    return _ints(np_call("tril_indices", n, k, m))


def triu_indices(n, k=0, m=None):
    return _ints(np_call("triu_indices", n, k, m))


def tril_indices_from(arr, k=0):
    return _ints(np_call("tril_indices_from", n(arr), k))


def triu_indices_from(arr, k=0):
    return _ints(np_call("triu_indices_from", n(arr), k))


def mask_indices(n, mask_func, k=0, *, size=None):
    from . import nonzero, ones

    m = mask_func(ones((n, n), dtype=D.BOOL), k)
    return nonzero(m, size=size)


def ix_(*args):
    return _ints(np_call("ix_", *[n(a) for a in args]))


def can_cast(from_, to, casting="safe"):
    from ...numpy._promotion import can_cast as npc

    return npc(D.to_dtype(from_.dtype if isinstance(from_, Array) else from_), D.to_dtype(to), casting)


def iscomplexobj(x):
    d = getattr(x, "dtype", None)
    if d is None:
        return isinstance(x, complex)
    return D.to_dtype(d)._cat == 3


def isrealobj(x):
    return not iscomplexobj(x)


def isscalar(element):
    if isinstance(element, Array):
        return element.ndim == 0
    return isinstance(element, (bool, int, float, complex)) or (
        hasattr(element, "dtype") and getattr(element, "shape", None) == ())


def iterable(y):
    try:
        iter(y)
    except TypeError:
        return False
    return True


def get_printoptions():
    import numpy

    return numpy.get_printoptions()


def set_printoptions(*args, **kwargs):
    import numpy

    return numpy.set_printoptions(*args, **kwargs)


def printoptions(*args, **kwargs):
    import numpy

    return numpy.printoptions(*args, **kwargs)


def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    from ._creation import asarray

    return repr(asarray(arr))


def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    from ._creation import asarray

    return str(asarray(a))


def fromiter(*args, **kwargs):
    raise FrontendValueError("jnp.fromiter() is not implemented because it may be non-pure and thus unsafe for "
                             "use with JIT and other JAX transformations. Consider using jnp.asarray(np.fromiter(...))")


def fromfile(*args, **kwargs):
    from ..._errors import FrontendError

    class _NotImplemented(FrontendError, NotImplementedError):
        pass

    raise _NotImplemented("jnp.fromfile() is not implemented because it may be non-pure and thus unsafe for use "
                          "with JIT and other JAX transformations. Consider using jnp.asarray(np.fromfile(...)) "
                          "instead.")


def fromstring(string, dtype=float, count=-1, *, sep):
    r = np_call("fromstring", string, dtype=D.to_dtype(dtype), count=count, sep=sep)
    return canon_out(r)


def frompyfunc(func, /, nin, nout, *, identity=None):
    return vectorize(func)


def place(arr, mask, vals, *, inplace=True):
    if inplace:
        raise FrontendValueError("jax.numpy.place cannot modify arrays in-place, because JAX arrays are immutable. "
                                 "Pass inplace=False to instead return an updated array.")
    from . import nonzero

    a = arr if isinstance(arr, Array) else Array(n(arr))
    flat_mask = wrap(to_dtype(n(mask), D.BOOL)).ravel()
    (idx,) = nonzero(flat_mask)
    from . import ravel, resize

    vv = resize(ravel(Array(n(vals))), (idx.shape[0],))
    return a.ravel().at[idx].set(vv).reshape(a.shape)


def vectorize(pyfunc, *, excluded=frozenset(), signature=None):
    """``jnp.vectorize``: ``pyfunc`` applied elementwise (a loop over broadcast elements; ``signature``
    core dimensions supported by NumPy's frontend)."""
    @functools.wraps(pyfunc)
    def f(*args, **kwargs):
        from . import asarray, broadcast_arrays, stack

        if signature is not None:
            raise FrontendValueError("vectorize(signature=...) is not supported by ivy_frontends")
        idx = [i for i in range(len(args)) if i not in excluded]
        arrs = broadcast_arrays(*[asarray(args[i]) for i in idx])
        shape = arrs[0].shape if arrs else ()
        flat = [a.ravel() for a in arrs]
        size = flat[0].shape[0] if flat else 1
        outs = []
        for j in range(size):
            call = list(args)
            for k, i in enumerate(idx):
                call[i] = flat[k][j]
            outs.append(asarray(pyfunc(*call, **kwargs)))
        if not outs:
            return asarray([]).reshape(shape)
        return stack(outs).reshape(shape + outs[0].shape)
    return f


def histogram2d(x, y, bins=10, range=None, weights=None, density=None):  # noqa: A002
    r = np_call("histogram2d", n(x), n(y), bins, range, density, None if weights is None else n(weights))
    return tuple(canon_out(v) for v in r)


def histogramdd(sample, bins=10, range=None, weights=None, density=None):  # noqa: A002
    r = np_call("histogramdd", n(sample), bins, range, density, None if weights is None else n(weights))
    return canon_out(r[0]), [canon_out(v) for v in r[1]]


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002
    x = n(a)
    if D.of_native(x)._cat < 2:
        x = to_dtype(x, D.default_float())
    return canon_out(np_call("histogram_bin_edges", x, bins, range, None if weights is None else n(weights)))


def einsum_path(subscripts, /, *operands, optimize="auto"):
    return np_call("einsum_path", subscripts, *[n(o) for o in operands], optimize=optimize)


def save(file, arr, allow_pickle=True):
    return np_call("save", file, n(arr), allow_pickle)


def savez(file, *args, allow_pickle=True, **kwds):
    return np_call("savez", file, *[n(a) for a in args], **{k: n(v) for k, v in kwds.items()})


def load(file, *args, **kwargs):
    return canon_out(np_call("load", file, *args, **kwargs))


class _IndexExp:
    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        if self.maketuple and not isinstance(item, tuple):
            return (item,)
        return item


s_ = _IndexExp(False)
index_exp = _IndexExp(True)


class _Grid:
    def __init__(self, name):
        self.name = name

    def __getitem__(self, key):
        from ... import numpy as _np

        r = getattr(_np, self.name)[key]
        return canon_out(_native(r))


def _native(r):
    from ._fallback import _native_out

    return _native_out(r)


c_ = _Grid("c_")
r_ = _Grid("r_")
mgrid = _Grid("mgrid")
ogrid = _Grid("ogrid")


class ufunc:
    """``jnp.ufunc`` (the class; ``jnp.add`` and friends are plain functions in this frontend)."""

    def __init__(self, func, /, nin, nout, *, name=None, nargs=None, identity=None, call=None, reduce=None,
                 accumulate=None, at=None, reduceat=None):
        self._func, self.nin, self.nout, self.identity = func, nin, nout, identity
        self.__name__ = name or getattr(func, "__name__", "ufunc")

    def __call__(self, *args, **kwargs):
        return self._func(*args, **kwargs)
