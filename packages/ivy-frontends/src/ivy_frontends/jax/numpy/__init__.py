"""``jax.numpy`` on ivy: ``import ivy_frontends.jax.numpy as jnp`` and ``jax.numpy`` code runs on any
ivy backend.

JAX's semantics: its promotion lattice (``int8 + uint8`` is int16, ``int64 + uint64`` float64,
any integer with float16 is float16), weak types (Python scalars and results of weak operands
give way to the other operand's dtype), 32-bit defaults unless ``jax_enable_x64``, 0-d Arrays
(never NumPy scalars), clamping gathers and dropping scatters (``x.at[i].set(v)``), immutable
arrays. Functions are split by family: ``_creation``, ``_ufuncs`` (elementwise), ``_reductions``,
``_manipulation``, ``_indexing``, ``_linalg_ops`` (products), ``_misc``; ``linalg`` and ``fft`` are
JAX's submodules.

>>> import ivy, ivy_frontends.jax.numpy as jnp
>>> ivy.set_backend("tensorflow")
>>> x = jnp.arange(6.0).reshape(2, 3)
>>> (x @ x.T).sum(), x.dtype
(Array(105., dtype=float32), dtype('float32'))
"""

from __future__ import annotations

import math as _math

from .. import _dtypes as _D
from .._array import Array
from .._dtypes import (
    bfloat16,
    bool_,
    canonicalize_dtype,
    complex64,
    complex128,
    complex_,
    dtype,
    finfo,
    float16,
    float32,
    float64,
    float_,
    iinfo,
    int8,
    int16,
    int32,
    int64,
    int_,
    isdtype,
    issubdtype,
    uint,
    uint8,
    uint16,
    uint32,
    uint64,
)
from .._promotion import promote_types
from .._promotion import result_type as _result_type
from . import _methods, _ufunc_methods, fft, linalg
from ._creation import (
    arange,
    array,
    asarray,
    copy,
    empty,
    empty_like,
    eye,
    from_dlpack,
    frombuffer,
    fromfunction,
    full,
    full_like,
    geomspace,
    identity,
    indices,
    linspace,
    logspace,
    meshgrid,
    ones,
    ones_like,
    tri,
    zeros,
    zeros_like,
)
from ._manipulation import *  # noqa: F403
from ._misc import *  # noqa: F403
from ._reductions import *  # noqa: F403
from ._reductions import all, any, max, min, sum  # noqa: A004
from ._ufuncs import *  # noqa: F403
from ._ufuncs import abs, divmod, pow, round  # noqa: A004 - JAX's names

ndarray = Array


def result_type(*args):
    """``jnp.result_type``: JAX's promotion of the operands' dtypes (Python scalars weak), canonicalized."""
    return _result_type(*args)


bool = bool_  # noqa: A001 - JAX's name
single, double, csingle, cdouble = float32, float64, complex64, complex128
pi = _math.pi
e = _math.e
inf = _math.inf
nan = _math.nan
euler_gamma = 0.5772156649015329
newaxis = None
generic, number, integer, signedinteger, unsignedinteger = (_D.ND.generic, _D.ND.number, _D.ND.integer,
                                                            _D.ND.signedinteger, _D.ND.unsignedinteger)
inexact, floating, complexfloating = _D.ND.inexact, _D.ND.floating, _D.ND.complexfloating

_methods.bind(__import__(__name__, fromlist=["_"]))
_ufunc_methods.bind(globals())
