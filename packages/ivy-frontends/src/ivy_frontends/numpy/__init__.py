"""NumPy's API on ivy: ``import ivy_frontends.numpy as np`` and NumPy code runs on any ivy backend.

Arrays (``np.ndarray``) hold a native array of the current ivy backend (numpy, torch, jax,
tensorflow, mxnet); every function computes with ivy, with NumPy 2's semantics: NEP 50 promotion
(Python scalars weak, NumPy scalars strong), NumPy's dtype defaults (float64, int64), 0-d results as
NumPy scalars (``np.float64(3.0)``), views that write their base on every backend, ufuncs as
objects with ``reduce``/``accumulate``/``outer``/``at``/``reduceat``. Importing it imports no
framework.

The namespace is split by NumPy's documentation families: ``_creation``, ``_manipulation``,
``_indexing``, ``_math`` (non-ufunc mathematical functions), ``_ufuncs`` (every ufunc),
``_logic``, ``_sorting``, ``_statistics``, ``_set``, ``_linalg`` (products), ``_misc`` (windows,
functional programming, bit packing, error states, dtype utilities), ``_io``, ``_polynomial``;
``linalg``, ``fft`` and ``random`` are NumPy's submodules.

>>> import ivy, ivy_frontends.numpy as np
>>> ivy.set_backend("torch")
>>> x = np.linspace(0, 1, 5)
>>> (x ** 2).sum(), x.dtype
(np.float64(1.875), dtype('float64'))
>>> ivy.unset_backend()
"""

from __future__ import annotations

import builtins as _builtins
import math as _math_mod

from . import _dtypes, _scalars
from . import ndarray as _ndarray_mod
from ._creation import (
    arange,
    array,
    asanyarray,
    asarray,
    asarray_chkfinite,
    ascontiguousarray,
    asfortranarray,
    copy,
    diag,
    diagflat,
    empty,
    empty_like,
    eye,
    from_dlpack,
    frombuffer,
    fromfunction,
    fromiter,
    fromstring,
    full,
    full_like,
    geomspace,
    identity,
    linspace,
    logspace,
    meshgrid,
    ones,
    ones_like,
    require,
    tri,
    tril,
    triu,
    vander,
    zeros,
    zeros_like,
)
from ._dtypes import (
    bool_,
    bytes_,
    character,
    clongdouble,
    complex64,
    complex128,
    complexfloating,
    datetime64,
    dtype,
    finfo,
    flexible,
    float16,
    float32,
    float64,
    floating,
    generic,
    iinfo,
    inexact,
    int8,
    int16,
    int32,
    int64,
    integer,
    longdouble,
    number,
    object_,
    signedinteger,
    str_,
    timedelta64,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
    void,
)
from ._errors import AxisError, ComplexWarning, RankWarning
from ._indexing import (
    argwhere,
    c_,
    choose,
    compress,
    diag_indices,
    diag_indices_from,
    diagonal,
    fill_diagonal,
    flatiter,
    flatnonzero,
    index_exp,
    indices,
    ix_,
    mask_indices,
    mgrid,
    ndenumerate,
    ndindex,
    nditer,
    nonzero,
    ogrid,
    place,
    put,
    put_along_axis,
    putmask,
    r_,
    ravel_multi_index,
    s_,
    select,
    take,
    take_along_axis,
    tril_indices,
    tril_indices_from,
    triu_indices,
    triu_indices_from,
    unravel_index,
    where,
)
from ._linalg import dot, einsum, einsum_path, inner, kron, outer, tensordot, trace, vdot
from ._logic import (
    allclose,
    array_equal,
    array_equiv,
    isclose,
    iscomplex,
    iscomplexobj,
    isfortran,
    isneginf,
    isposinf,
    isreal,
    isrealobj,
    isscalar,
)
from ._manipulation import (
    append,
    array_split,
    astype,
    atleast_1d,
    atleast_2d,
    atleast_3d,
    block,
    broadcast,
    broadcast_arrays,
    broadcast_shapes,
    broadcast_to,
    column_stack,
    concat,
    concatenate,
    copyto,
    delete,
    dsplit,
    dstack,
    expand_dims,
    flip,
    fliplr,
    flipud,
    hsplit,
    hstack,
    insert,
    matrix_transpose,
    moveaxis,
    ndim,
    pad,
    permute_dims,
    ravel,
    repeat,
    reshape,
    resize,
    roll,
    rollaxis,
    rot90,
    row_stack,
    shape,
    size,
    split,
    squeeze,
    stack,
    swapaxes,
    tile,
    transpose,
    trim_zeros,
    unstack,
    vsplit,
    vstack,
)
from ._math import (
    all,
    amax,
    amin,
    angle,
    any,
    around,
    clip,
    convolve,
    correlate,
    cross,
    cumprod,
    cumsum,
    cumulative_prod,
    cumulative_sum,
    diff,
    ediff1d,
    fix,
    gradient,
    i0,
    imag,
    interp,
    max,
    min,
    nan_to_num,
    nancumprod,
    nancumsum,
    nanmax,
    nanmin,
    nanprod,
    nansum,
    prod,
    ptp,
    real,
    real_if_close,
    round,
    sinc,
    sort_complex,
    sum,
    trapezoid,
    unwrap,
)
from ._misc import (
    apply_along_axis,
    apply_over_axes,
    bartlett,
    blackman,
    common_type,
    errstate,
    frompyfunc,
    getbufsize,
    geterr,
    geterrcall,
    hamming,
    hanning,
    isdtype,
    issubdtype,
    iterable,
    kaiser,
    may_share_memory,
    mintypecode,
    packbits,
    piecewise,
    setbufsize,
    seterr,
    seterrcall,
    shares_memory,
    typename,
    unpackbits,
    vectorize,
)
from ._printing import (
    array2string,
    array_repr,
    array_str,
    base_repr,
    binary_repr,
    format_float_positional,
    format_float_scientific,
    get_printoptions,
    printoptions,
    set_printoptions,
)
from ._promotion import can_cast, min_scalar_type, promote_types, result_type
from ._set import (
    in1d,
    intersect1d,
    isin,
    setdiff1d,
    setxor1d,
    union1d,
    unique,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from ._sorting import (
    argmax,
    argmin,
    argpartition,
    argsort,
    count_nonzero,
    extract,
    lexsort,
    nanargmax,
    nanargmin,
    partition,
    searchsorted,
    sort,
)
from ._statistics import (
    average,
    bincount,
    corrcoef,
    cov,
    digitize,
    histogram,
    histogram2d,
    histogram_bin_edges,
    histogramdd,
    mean,
    median,
    nanmean,
    nanmedian,
    nanpercentile,
    nanquantile,
    nanstd,
    nanvar,
    percentile,
    quantile,
    std,
    var,
)
from ._ufunc import ufunc
from ._ufuncs import UFUNCS as _UFUNCS
from .ndarray import ndarray

# ------------------------------------------------------------------ the ufuncs (aliases are the same objects)
globals().update(_UFUNCS)

# ------------------------------------------------------------------ scalar type aliases (x86-64 Linux)
bool = bool_  # noqa: A001 - NumPy 2's name
byte, short, intc, int_, intp, long, longlong = int8, int16, int32, int64, int64, int64, int64
ubyte, ushort, uintc, uint, uintp, ulong, ulonglong = uint8, uint16, uint32, uint64, uint64, uint64, uint64
half, single, double = float16, float32, float64
csingle, cdouble = complex64, complex128
float128, complex256 = longdouble, clongdouble
True_ = _scalars.True_
False_ = _scalars.False_

# ------------------------------------------------------------------ constants
e = _math_mod.e
pi = _math_mod.pi
inf = _math_mod.inf
nan = _math_mod.nan
euler_gamma = 0.5772156649015329
newaxis = None
little_endian = True
typecodes = {"Character": "c", "Integer": "bhilqnp", "UnsignedInteger": "BHILQNP", "Float": "efdg",
             "Complex": "FDG", "AllInteger": "bBhHiIlLqQnNpP", "AllFloat": "efdgFDG", "Datetime": "Mm",
             "All": "?bhilqnpBHILQNPefdgFDGSUVOMm"}
ScalarType = (int, float, complex, _builtins.bool, bytes, str, memoryview, bool_, int8, uint8, int16, uint16, int32,
              uint32, int64, uint64, float16, float32, float64, complex64, complex128)
sctypeDict = {k: v.type for k, v in _dtypes._ALIASES.items()}

from . import exceptions, fft, linalg, random  # noqa: E402 - the submodules use the namespace above
from ._io import (  # noqa: E402
    fromfile,
    fromregex,
    genfromtxt,
    load,
    loadtxt,
    save,
    savetxt,
    savez,
    savez_compressed,
)
from ._polynomial import (  # noqa: E402
    poly,
    poly1d,
    polyadd,
    polyder,
    polydiv,
    polyfit,
    polyint,
    polymul,
    polysub,
    polyval,
    roots,
)

# ------------------------------------------------------------------ binding methods and scalar behaviour
_ndarray_mod._scalar_of_native = _scalars.from_native
import sys as _sys  # noqa: E402

from . import _ndarray_methods as _nm  # noqa: E402

_nm.bind(_sys.modules[__name__])
_scalars.bind(_sys.modules[__name__])
del _sys


def __dir__():
    return [k for k in globals() if not k.startswith("_")]
