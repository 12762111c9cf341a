"""ivy 1.0's sparse arrays: :class:`ivy.SparseArray` (COO, CSR and CSC) and the native sparse
helpers ``is_ivy_sparse_array``, ``is_native_sparse_array``, ``native_sparse_array`` and
``native_sparse_array_to_indices_values_and_shape``.

A :class:`SparseArray` holds its parts as ivy.Arrays of one backend: COO ``coo_indices``
(``(ndim, nnz)``, torch's layout), CSR ``crow_indices``/``col_indices`` and CSC
``ccol_indices``/``row_indices`` (2-D only), ``values`` (1-D, ``nnz``) and ``dense_shape``.
``to_dense_array()`` scatters the values into zeros, summing duplicate coordinates (as torch's
``to_dense`` and SciPy do). Its native counterpart (``.data``) is the framework's own sparse
tensor where the framework has one for the format: ``torch.sparse_coo/csr/csc`` tensors, a
``tf.sparse.SparseTensor`` (COO only; its indices are ``(nnz, ndim)``), JAX's
``jax.experimental.sparse.BCOO``/``BCSR`` (COO, CSR); None elsewhere (NumPy, MXNet,
array-api-strict have none: ``native_sparse_array`` returns the :class:`SparseArray` there).
Ivy 1.0's block formats (BSR, BSC) are not supported.
"""

from __future__ import annotations

from .errors import InvalidArgumentError, ShapeError

__all__ = [
    "SparseArray",
    "is_ivy_sparse_array",
    "is_native_sparse_array",
    "native_sparse_array",
    "native_sparse_array_to_indices_values_and_shape",
]

_PARTS = {"coo": ("coo_indices",), "csr": ("crow_indices", "col_indices"), "csc": ("ccol_indices", "row_indices")}
_ALL = ("coo_indices", "crow_indices", "col_indices", "ccol_indices", "row_indices")


# ------------------------------------------------------------------ native sparse tensors


def _framework(x):
    """The framework (``"torch"``, ``"tensorflow"``, ``"jax"``) whose sparse tensor ``x`` is, else None.
    Looks at the type's module only: imports no framework."""
    top = type(x).__module__.partition(".")[0]
    if top == "torch":
        import torch

        if isinstance(x, torch.Tensor) and x.layout in (torch.sparse_coo, torch.sparse_csr, torch.sparse_csc,
                                                        torch.sparse_bsr, torch.sparse_bsc):
            return "torch"
    elif top == "tensorflow":
        import tensorflow as tf

        if isinstance(x, tf.SparseTensor):
            return "tensorflow"
    elif top == "jax":
        from jax.experimental import sparse

        if isinstance(x, (sparse.BCOO, sparse.BCSR)):
            return "jax"
    return None


def _native_format(fw, x):
    if fw == "torch":
        import torch

        fmt = {torch.sparse_coo: "coo", torch.sparse_csr: "csr", torch.sparse_csc: "csc"}.get(x.layout)
        if fmt is None:
            raise InvalidArgumentError(f"ivy: torch's {x.layout} tensors are not supported (COO, CSR and CSC are)")
        return fmt
    if fw == "tensorflow":
        return "coo"
    from jax.experimental import sparse

    if x.n_batch or x.n_dense:
        raise InvalidArgumentError("ivy: JAX sparse arrays with batch or dense dimensions are not supported")
    return "coo" if isinstance(x, sparse.BCOO) else "csr"


def _native_parts(x):
    """``(format, {name: native indices}, native values, shape)`` of a native sparse tensor."""
    fw = _framework(x)
    if fw is None:
        raise InvalidArgumentError(f"ivy: expected a native sparse array, got {type(x).__name__}")
    fmt = _native_format(fw, x)
    if fw == "torch":
        if fmt == "coo":
            idx = {"coo_indices": x._indices()}
            vals = x._values()
        elif fmt == "csr":
            idx = {"crow_indices": x.crow_indices(), "col_indices": x.col_indices()}
            vals = x.values()
        else:
            idx = {"ccol_indices": x.ccol_indices(), "row_indices": x.row_indices()}
            vals = x.values()
        return fmt, idx, vals, tuple(int(s) for s in x.shape)
    if fw == "tensorflow":
        import tensorflow as tf

        return "coo", {"coo_indices": tf.transpose(x.indices)}, x.values, tuple(int(s) for s in x.dense_shape)
    if fmt == "coo":
        return "coo", {"coo_indices": x.indices.T}, x.data, tuple(x.shape)
    return "csr", {"crow_indices": x.indptr, "col_indices": x.indices}, x.data, tuple(x.shape)


def _make_native(name, fmt, parts, values, shape):
    """The framework's sparse tensor of backend ``name``, or None where it has none for ``fmt``."""
    if name == "torch":
        import torch

        if fmt == "coo":
            return torch.sparse_coo_tensor(parts[0], values, shape, check_invariants=False)
        make = torch.sparse_csr_tensor if fmt == "csr" else torch.sparse_csc_tensor
        return make(parts[0], parts[1], values, shape, check_invariants=False)
    if name == "tensorflow" and fmt == "coo":
        import tensorflow as tf

        return tf.SparseTensor(indices=tf.transpose(parts[0]), values=values, dense_shape=shape)
    if name == "jax" and fmt in ("coo", "csr"):
        from jax.experimental import sparse

        if fmt == "coo":
            return sparse.BCOO((values, parts[0].T), shape=shape)
        return sparse.BCSR((values, parts[1], parts[0]), shape=shape)
    return None


# ------------------------------------------------------------------ ivy.SparseArray


def _format_of(fmt, given):
    if fmt is not None:
        if not isinstance(fmt, str) or fmt.lower() not in ("coo", "csr", "csc", "bsr", "bsc"):
            raise InvalidArgumentError(f"ivy.SparseArray: format must be 'coo', 'csr' or 'csc', got {fmt!r}")
        fmt = fmt.lower()
        if fmt in ("bsr", "bsc"):
            raise InvalidArgumentError(f"ivy.SparseArray: the block format {fmt!r} is not supported (COO, CSR and "
                                       "CSC are)")
    else:
        fmt = next((f for f, names in _PARTS.items() if all(n in given for n in names)), None)
        if fmt is None:
            raise InvalidArgumentError("ivy.SparseArray: give coo_indices (COO), crow_indices and col_indices (CSR) "
                                       "or ccol_indices and row_indices (CSC), with values and dense_shape")
    want = set(_PARTS[fmt])
    if set(given) != want:
        raise InvalidArgumentError(f"ivy.SparseArray: format {fmt!r} takes {' and '.join(_PARTS[fmt])} (with values "
                                   f"and dense_shape), got {', '.join(sorted(given)) or 'no indices'}")
    return fmt


class SparseArray:
    """A sparse array of one backend: index arrays, ``values`` and ``dense_shape`` in the COO, CSR or
    CSC format (Ivy 1.0's ``ivy.SparseArray``), from its parts or from a native sparse tensor.

    >>> s = ivy.SparseArray(coo_indices=[[0, 1], [2, 0]], values=[1.0, 2.0], dense_shape=(2, 3))
    >>> s.to_dense_array()
    ivy.array([[0., 0., 1.],
               [2., 0., 0.]], dtype=float32, backend=numpy)
    """

    def __init__(self, data=None, *, coo_indices=None, crow_indices=None, col_indices=None, ccol_indices=None,
                 row_indices=None, values=None, dense_shape=None, format=None, backend=None):  # noqa: A002
        import ivy

        given = {n: v for n, v in zip(_ALL, (coo_indices, crow_indices, col_indices, ccol_indices, row_indices))
                 if v is not None}
        self._native = None
        if data is not None:
            if given or values is not None or dense_shape is not None or format is not None:
                raise InvalidArgumentError("ivy.SparseArray: give either data (a sparse array) or the indices, "
                                           "values, dense_shape and format, not both")
            if isinstance(data, SparseArray):
                self._fmt, self._idx, self._values = data._fmt, dict(data._idx), data._values
                self._shape, self._native = data._shape, data._native
                return
            fmt, idx, vals, shape = _native_parts(data)
            self._native = data
            given, values, dense_shape, format = idx, vals, shape, fmt  # noqa: A001
        if values is None or dense_shape is None:
            raise InvalidArgumentError("ivy.SparseArray: values and dense_shape are required with the indices")
        self._fmt = _format_of(format, given)
        if backend is not None or not isinstance(values, ivy.Array):
            vals = ivy.asarray(values, backend=backend)
        else:
            vals = values
        dev = vals.device
        self._values = vals
        self._idx = {n: ivy.asarray(given[n], dtype=ivy.int64, device=dev, backend=vals.backend)
                     for n in _PARTS[self._fmt]}
        try:
            self._shape = tuple(int(s) for s in dense_shape)
        except TypeError as e:
            raise InvalidArgumentError(f"ivy.SparseArray: dense_shape must be a sequence of ints, got "
                                       f"{dense_shape!r}") from e
        self._check()

    def _check(self):
        import ivy

        v, shape, fmt = self._values, self._shape, self._fmt
        if v.ndim != 1:
            raise ShapeError(f"ivy.SparseArray: values must be 1-D, got shape {v.shape}")
        if any(s < 0 for s in shape) or not shape:
            raise ShapeError(f"ivy.SparseArray: dense_shape must hold at least one non-negative size, got {shape}")
        nnz = v.shape[0]
        if fmt == "coo":
            i = self._idx["coo_indices"]
            if i.ndim != 2 or i.shape[0] != len(shape) or i.shape[1] != nnz:
                raise ShapeError(f"ivy.SparseArray: coo_indices must have shape (len(dense_shape), nnz) = "
                                 f"({len(shape)}, {nnz}), got {i.shape}")
            bound = ivy.reshape(ivy.asarray(list(shape), dtype=ivy.int64, device=v.device, backend=v.backend),
                                (len(shape), 1))
            if nnz and bool(ivy.any(ivy.logical_or(i < 0, i >= bound))):
                raise InvalidArgumentError(f"ivy.SparseArray: coo_indices out of range for dense_shape {shape}")
            return
        if len(shape) != 2:
            raise ShapeError(f"ivy.SparseArray: the {fmt.upper()} format holds matrices, got dense_shape {shape}")
        ptr_name, idx_name = _PARTS[fmt]
        ptr, idx = self._idx[ptr_name], self._idx[idx_name]
        n_ptr, n_idx = (shape[0], shape[1]) if fmt == "csr" else (shape[1], shape[0])
        if ptr.ndim != 1 or ptr.shape[0] != n_ptr + 1:
            raise ShapeError(f"ivy.SparseArray: {ptr_name} must be 1-D with {n_ptr + 1} entries, got shape {ptr.shape}")
        if idx.ndim != 1 or idx.shape[0] != nnz:
            raise ShapeError(f"ivy.SparseArray: {idx_name} must be 1-D with nnz = {nnz} entries, got shape "
                             f"{idx.shape}")
        p = [int(e) for e in ivy.to_numpy(ptr).tolist()]
        if p[0] != 0 or p[-1] != nnz or any(b < a for a, b in zip(p, p[1:])):
            raise InvalidArgumentError(f"ivy.SparseArray: {ptr_name} must rise from 0 to nnz = {nnz}, got {p}")
        if nnz and bool(ivy.any(ivy.logical_or(idx < 0, idx >= n_idx))):
            raise InvalidArgumentError(f"ivy.SparseArray: {idx_name} out of range for dense_shape {shape}")

    # parts
    @property
    def format(self):  # noqa: A003
        """``"coo"``, ``"csr"`` or ``"csc"``."""
        return self._fmt

    @property
    def coo_indices(self):
        return self._idx.get("coo_indices")

    @property
    def crow_indices(self):
        return self._idx.get("crow_indices")

    @property
    def col_indices(self):
        return self._idx.get("col_indices")

    @property
    def ccol_indices(self):
        return self._idx.get("ccol_indices")

    @property
    def row_indices(self):
        return self._idx.get("row_indices")

    @property
    def values(self):
        return self._values

    @property
    def dense_shape(self):
        return self._shape

    @property
    def shape(self):
        return self._shape

    @property
    def ndim(self):
        return len(self._shape)

    @property
    def dtype(self):
        return self._values.dtype

    @property
    def device(self):
        return self._values.device

    @property
    def backend(self):
        return self._values.backend

    @property
    def nnz(self):
        """The number of stored values (duplicates counted)."""
        return self._values.shape[0]

    @property
    def data(self):
        """The framework's sparse tensor of these parts (built on first use), or None where the
        backend's framework has none for this format."""
        if self._native is None:
            parts = [self._idx[n].data for n in _PARTS[self._fmt]]
            self._native = _make_native(self.backend.name, self._fmt, parts, self._values.data, self._shape)
        return self._native

    def _coordinates(self):
        """``(nnz, ndim)`` coordinates of the stored values."""
        import ivy

        if self._fmt == "coo":
            return ivy.matrix_transpose(self._idx["coo_indices"])
        ptr_name, idx_name = _PARTS[self._fmt]
        k = ivy.arange(self.nnz, dtype=ivy.int64, device=self.device, backend=self.backend)
        outer = ivy.searchsorted(self._idx[ptr_name], k, side="right") - 1
        pair = (outer, self._idx[idx_name]) if self._fmt == "csr" else (self._idx[idx_name], outer)
        return ivy.stack(pair, axis=1)

    def to_dense_array(self, *, native=False):
        """The dense array (an ivy.Array; its native array with ``native=True``), duplicates summed."""
        import ivy

        out = ivy.scatter_nd(self._coordinates(), self._values, self._shape, reduction="sum")
        return out.data if native else out

    def to_dense(self):
        """The dense ivy.Array (:meth:`to_dense_array`)."""
        return self.to_dense_array()

    def __repr__(self):
        parts = ", ".join(f"{n}={self._idx[n]}" for n in _PARTS[self._fmt])
        return (f"ivy.sparse_array({parts}, values={self._values}, dense_shape={self._shape}, "
                f"format={self._fmt})")


def is_ivy_sparse_array(x) -> bool:
    """Whether ``x`` is an :class:`ivy.SparseArray`.

    >>> ivy.is_ivy_sparse_array(ivy.SparseArray(coo_indices=[[0]], values=[1.0], dense_shape=(2,)))
    True
    """
    return isinstance(x, SparseArray)


def is_native_sparse_array(x) -> bool:
    """Whether ``x`` is a framework's own sparse tensor (torch sparse COO/CSR/CSC/BSR/BSC,
    ``tf.sparse.SparseTensor``, JAX's ``BCOO``/``BCSR``). NumPy has none: False there.

    >>> ivy.is_native_sparse_array(ivy.asarray([1.0]).data)
    False
    """
    return _framework(x) is not None


def native_sparse_array(data=None, *, coo_indices=None, crow_indices=None, col_indices=None, ccol_indices=None,
                        row_indices=None, values=None, dense_shape=None, format=None, backend=None):  # noqa: A002
    """The backend's native sparse tensor of ``data`` (a native sparse tensor or an
    :class:`ivy.SparseArray`) or of the given parts; on a backend whose framework has no sparse
    tensor of that format (NumPy, MXNet, array-api-strict; CSR/CSC on TensorFlow, CSC on JAX) the
    :class:`ivy.SparseArray` itself.

    >>> s = ivy.native_sparse_array(coo_indices=[[0, 1]], values=[5.0, 6.0], dense_shape=(3,))
    >>> ivy.is_ivy_sparse_array(s)  # NumPy has no sparse arrays
    True
    """
    if data is not None and _framework(data) is not None and not (
            coo_indices is not None or crow_indices is not None or col_indices is not None
            or ccol_indices is not None or row_indices is not None or values is not None
            or dense_shape is not None or format is not None):
        return data
    s = SparseArray(data, coo_indices=coo_indices, crow_indices=crow_indices, col_indices=col_indices,
                    ccol_indices=ccol_indices, row_indices=row_indices, values=values, dense_shape=dense_shape,
                    format=format, backend=backend)
    n = s.data
    return s if n is None else n


def native_sparse_array_to_indices_values_and_shape(x):
    """``(indices, values, shape)`` of a sparse array: ``indices`` a dict of its index arrays
    (``coo_indices``; ``crow_indices``, ``col_indices``; or ``ccol_indices``, ``row_indices``),
    native arrays for a native sparse tensor and ivy.Arrays for an :class:`ivy.SparseArray`;
    ``shape`` a tuple. COO indices are ``(ndim, nnz)`` on every framework.

    >>> s = ivy.SparseArray(coo_indices=[[0, 1]], values=[5.0, 6.0], dense_shape=(3,))
    >>> idx, vals, shape = ivy.native_sparse_array_to_indices_values_and_shape(s)
    >>> list(idx), shape
    (['coo_indices'], (3,))
    """
    if isinstance(x, SparseArray):
        return {n: x._idx[n] for n in _PARTS[x.format]}, x.values, x.dense_shape
    _, idx, vals, shape = _native_parts(x)
    return idx, vals, shape
