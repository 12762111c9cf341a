"""Input and output: ``save``/``load``/``savez``/``savez_compressed`` (NumPy's ``.npy``/``.npz``
formats), ``savetxt``/``loadtxt``/``genfromtxt``/``fromfile``/``fromregex``. Files are read and written
by NumPy's own readers and writers on the host (file formats are not array mathematics); arrays
come back as frontend arrays on the current backend. Object, string and structured data are
refused (ivy holds numbers and bools).

>>> import io, ivy_frontends.numpy as np
>>> f = io.BytesIO(); np.save(f, np.arange(3)); _ = f.seek(0)
>>> np.load(f)
array([0, 1, 2])
"""

from __future__ import annotations

from .._errors import refuse
from ._creation import array


def _np():
    import numpy

    return numpy


def _host(a):
    from .ndarray import ndarray

    if isinstance(a, ndarray):
        return a.__array__()
    from ._creation import asarray

    return asarray(a).__array__()


def _back(x):
    np_ = _np()
    if isinstance(x, np_.ndarray):
        if x.dtype.kind not in "biufc":
            raise refuse("load", "dtype", x.dtype.name, "only numeric and bool data can be loaded")
        return array(x)
    return x


def save(file, arr, allow_pickle=True, fix_imports=None):
    """Write ``arr`` to a ``.npy`` file."""
    _np().save(file, _host(arr), allow_pickle=False)


def savez(file, *args, allow_pickle=True, **kwds):
    _np().savez(file, *[_host(a) for a in args], **{k: _host(v) for k, v in kwds.items()})


def savez_compressed(file, *args, allow_pickle=True, **kwds):
    _np().savez_compressed(file, *[_host(a) for a in args], **{k: _host(v) for k, v in kwds.items()})


class NpzFile:
    """The arrays of an ``.npz`` file, read on access (a mapping of names to frontend arrays)."""

    def __init__(self, inner):
        self._inner = inner
        self.files = list(inner.files)

    def __getitem__(self, key):
        return _back(self._inner[key])

    def __contains__(self, key):
        return key in self.files

    def __iter__(self):
        return iter(self.files)

    def __len__(self):
        return len(self.files)

    def keys(self):
        return self.files

    def items(self):
        return [(k, self[k]) for k in self.files]

    def values(self):
        return [self[k] for k in self.files]

    def close(self):
        self._inner.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def load(file, mmap_mode=None, allow_pickle=False, fix_imports=True, encoding="ASCII", *, max_header_size=10000):
    """Read a ``.npy`` array or ``.npz`` archive (pickled objects are refused)."""
    if allow_pickle:
        raise refuse("load", "allow_pickle", allow_pickle, "object arrays are not supported")
    r = _np().load(file, mmap_mode=None, allow_pickle=False, max_header_size=max_header_size)
    if hasattr(r, "files"):
        return NpzFile(r)
    return _back(r)


def savetxt(fname, X, fmt="%.18e", delimiter=" ", newline="\n", header="", footer="", comments="# ",
            encoding=None):
    _np().savetxt(fname, _host(X), fmt, delimiter, newline, header, footer, comments, encoding)


def loadtxt(fname, dtype=float, comments="#", delimiter=None, converters=None, skiprows=0, usecols=None,
            unpack=False, ndmin=0, encoding=None, max_rows=None, *, quotechar=None, like=None):
    r = _np().loadtxt(fname, _np_dtype(dtype), comments, delimiter, converters, skiprows, usecols, unpack, ndmin,
                      encoding, max_rows, quotechar=quotechar)
    return tuple(_back(v) for v in r) if unpack and isinstance(r, (tuple, list)) else (
        _back(r) if not unpack else tuple(_back(v) for v in r))


def genfromtxt(fname, dtype=float, comments="#", delimiter=None, skip_header=0, skip_footer=0, converters=None,
               missing_values=None, filling_values=None, usecols=None, names=None, excludelist=None,
               deletechars=None, replace_space="_", autostrip=False, case_sensitive=True, defaultfmt="f%i",
               unpack=None, usemask=False, loose=True, invalid_raise=True, max_rows=None, encoding=None, *,
               ndmin=0, like=None):
    if names is not None:
        raise refuse("genfromtxt", "names", names, "structured arrays are not supported")
    r = _np().genfromtxt(fname, _np_dtype(dtype), comments, delimiter, skip_header, skip_footer, converters,
                         missing_values, filling_values, usecols, None, excludelist, deletechars, replace_space,
                         autostrip, case_sensitive, defaultfmt, unpack, usemask, loose, invalid_raise, max_rows,
                         encoding, ndmin=ndmin)
    return _back(r)


def fromfile(file, dtype=float, count=-1, sep="", offset=0, *, like=None):
    return _back(_np().fromfile(file, _np_dtype(dtype), count, sep, offset))


def fromregex(file, regexp, dtype, encoding=None):
    raise refuse("fromregex", "dtype", dtype, "it returns structured arrays, which are not supported")


def _np_dtype(dtype):
    if dtype is None:
        return None
    from . import _dtypes as D

    return _np().dtype(D.as_dtype(dtype).name)
