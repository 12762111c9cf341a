"""``torch.return_types``: the named tuples of torch's functions with several results.

>>> import ivy_frontends.torch as torch
>>> r = torch.max(torch.tensor([[1, 5], [7, 2]]), dim=1)
>>> r.values, r.indices
(tensor([5, 7]), tensor([1, 0]))
"""

from __future__ import annotations

from collections import namedtuple


def _rt(name, fields):
    cls = namedtuple(name, fields)
    cls.__module__ = __name__
    cls.__qualname__ = name
    cls.__repr__ = lambda self: f"torch.return_types.{name}(\n" + ",\n".join(
        f"{f}={v!r}" for f, v in zip(self._fields, self)) + ")"
    return cls


aminmax = _rt("aminmax", "min max")
cummax = _rt("cummax", "values indices")
cummin = _rt("cummin", "values indices")
frexp = _rt("frexp", "mantissa exponent")
geqrf = _rt("geqrf", "a tau")
histogram = _rt("histogram", "hist bin_edges")
histogramdd = _rt("histogramdd", "hist bin_edges")
kthvalue = _rt("kthvalue", "values indices")
linalg_cholesky_ex = _rt("linalg_cholesky_ex", "L info")
linalg_eig = _rt("linalg_eig", "eigenvalues eigenvectors")
linalg_eigh = _rt("linalg_eigh", "eigenvalues eigenvectors")
linalg_inv_ex = _rt("linalg_inv_ex", "inverse info")
linalg_ldl_factor = _rt("linalg_ldl_factor", "LD pivots")
linalg_ldl_factor_ex = _rt("linalg_ldl_factor_ex", "LD pivots info")
linalg_lstsq = _rt("linalg_lstsq", "solution residuals rank singular_values")
linalg_lu = _rt("linalg_lu", "P L U")
linalg_lu_factor = _rt("linalg_lu_factor", "LU pivots")
linalg_lu_factor_ex = _rt("linalg_lu_factor_ex", "LU pivots info")
linalg_qr = _rt("linalg_qr", "Q R")
linalg_slogdet = _rt("linalg_slogdet", "sign logabsdet")
linalg_solve_ex = _rt("linalg_solve_ex", "result info")
linalg_svd = _rt("linalg_svd", "U S Vh")
lu_unpack = _rt("lu_unpack", "P L U")
_lu_with_info = _rt("_lu_with_info", "LU pivots info")
max = _rt("max", "values indices")  # noqa: A001
median = _rt("median", "values indices")
min = _rt("min", "values indices")  # noqa: A001
mode = _rt("mode", "values indices")
nanmedian = _rt("nanmedian", "values indices")
qr = _rt("qr", "Q R")
slogdet = _rt("slogdet", "sign logabsdet")
sort = _rt("sort", "values indices")
svd = _rt("svd", "U S V")
topk = _rt("topk", "values indices")
triangular_solve = _rt("triangular_solve", "solution cloned_coefficient")
