"""The two-way map between a frontend's dtype objects, ivy's dtypes and native dtypes.

Each frontend has dtype objects of its own (``torch.float32`` prints as torch's and has
torch's attributes), each standing for one ivy dtype. A :class:`DtypeMap` holds the
frontend <-> ivy map and a cache from native dtype objects (a ``numpy.dtype``, a
``torch.dtype``, a ``tf.DType``) to frontend dtypes, filled on first sight of each, so that
``tensor.dtype`` costs one dict lookup on every backend.
"""

from __future__ import annotations


class DtypeMap:
    """Frontend dtypes <-> ivy dtypes, and native dtype -> frontend dtype (cached)."""

    __slots__ = ("by_ivy", "by_native", "unsupported_error")

    def __init__(self, pairs, unsupported_error):
        # pairs: (frontend dtype, ivy dtype); the first frontend dtype of an ivy dtype wins.
        self.by_ivy = {}
        for fd, idt in pairs:
            self.by_ivy.setdefault(idt, fd)
        self.by_native = {}
        self.unsupported_error = unsupported_error

    def of_native_array(self, x):
        """The frontend dtype of native array ``x``."""
        nd = x.dtype
        try:
            return self.by_native[nd]
        except (KeyError, TypeError):
            pass
        return self._learn(x, nd)

    def _learn(self, x, nd):
        from ._views import backend_of

        idt = backend_of(x).ivy_dtype(nd)
        fd = self.by_ivy[idt]
        try:
            self.by_native[nd] = fd
        except TypeError:  # an unhashable native dtype: not cached
            pass
        return fd
