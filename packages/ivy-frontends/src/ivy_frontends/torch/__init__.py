"""torch's Python API on ivy: ``import ivy_frontends.torch as torch``.

Tensors hold native arrays of the current ivy backend; functions follow torch's signatures and
semantics (promotion, ``dim``/``keepdim``, ``out=``, views, in-place methods, errors).

>>> import ivy, ivy_frontends.torch as torch
>>> ivy.set_backend("numpy")
>>> x = torch.arange(6, dtype=torch.float32).view(2, 3)
>>> (x.T @ x).shape
torch.Size([3, 3])
>>> ivy.unset_backend()
"""

from __future__ import annotations  # noqa: I001

import builtins as _builtins

from . import _dtypes, autograd, return_types
from ._creation import *  # noqa: F403
from ._dtypes import (  # noqa: A004 - torch's names
    bfloat16,
    bool,
    cdouble,
    cfloat,
    chalf,
    complex32,
    complex64,
    complex128,
    double,
    dtype,
    float,
    float8_e4m3fn,
    float8_e4m3fnuz,
    float8_e5m2,
    float8_e5m2fnuz,
    float8_e8m0fnu,
    float16,
    float32,
    float64,
    get_default_dtype,
    half,
    int,
    int8,
    int16,
    int32,
    int64,
    is_complex,
    is_floating_point,
    long,
    qint8,
    qint32,
    quint2x4,
    quint4x2,
    quint8,
    set_default_dtype,
    short,
    uint8,
    uint16,
    uint32,
    uint64,
)
from ._indexing import *  # noqa: F403
from ._indexing import view as _view_fn
from ._pointwise import *  # noqa: F403
from ._promotion import can_cast, promote_types
from ._random import *  # noqa: F403
from ._blas_lapack import *  # noqa: F403
from ._other import *  # noqa: F403
from ._grid_sample import *  # noqa: F403
from ._utils import *  # noqa: F403
from .functional import *  # noqa: F403
from . import functional, linalg, fft, special, masked, signal
from ._reduction import *  # noqa: F403
from ._size_device import (
    Size,
    channels_last,
    channels_last_3d,
    contiguous_format,
    device,
    jagged,
    layout,
    memory_format,
    preserve_format,
    sparse_bsc,
    sparse_bsr,
    sparse_coo,
    sparse_csc,
    sparse_csr,
    strided,
)
from .autograd.grad_mode import (
    enable_grad,
    inference_mode,
    is_grad_enabled,
    is_inference_mode_enabled,
    no_grad,
    set_grad_enabled,
)
from .tensor import Tensor  # noqa: I001 - Tensor before the functions that wrap results in it

e = 2.718281828459045
pi = 3.141592653589793
inf = _builtins.float("inf")
nan = _builtins.float("nan")
newaxis = None


def result_type(tensor1, tensor2):
    """The dtype torch's promotion gives ``tensor1`` and ``tensor2`` (tensors or numbers)."""
    from ._convert import n, result_dtype

    return result_dtype(n(tensor1), n(tensor2))


def is_tensor(obj):
    """Whether ``obj`` is a frontend tensor."""
    return isinstance(obj, Tensor)


def is_storage(obj):
    return False


def numel(input):  # noqa: A002
    """The number of elements of ``input``."""
    return input.numel()


def is_nonzero(input):  # noqa: A002
    """Whether the one-element ``input`` is nonzero."""
    if input.numel() != 1:
        from .._errors import FrontendRuntimeError

        raise FrontendRuntimeError("Boolean value of Tensor with more than one value is ambiguous" if input.numel()
                                   else "Boolean value of Tensor with no values is ambiguous")
    return _builtins.bool(input.item())


def __getattr__(name):
    """torch's namespace forms of nn functions (``torch.relu``, ``torch.conv2d``), from nn.functional on first use."""
    import importlib

    fn = None if name.startswith("_") else importlib.import_module(__name__ + "._nn_aliases").resolve(name)
    if fn is None:
        raise AttributeError(f"module 'ivy_frontends.torch' has no attribute {name!r}")
    globals()[name] = fn
    return fn


def _bind():
    import sys

    from . import _autograd, _indexing, _random, _tensor_methods

    # (the package attribute ``tensor`` is torch.tensor, the function; the module is tensor.py)
    sys.modules[__name__ + ".tensor"]._ag = _autograd
    Tensor.__getitem__ = _indexing.getitem
    Tensor.__setitem__ = _indexing.setitem

    _tensor_methods.bind(sys.modules[__name__])
    for name, fn in _random.INPLACE_DRAWS.items():
        setattr(Tensor, name, fn)
    ns = sys.modules[__name__]
    for name in _tensor_methods.INPLACE:  # torch.abs_(x), torch.clamp_(x, ...): the in-place methods
        method = getattr(Tensor, name + "_", None)
        if method is not None and not hasattr(ns, name + "_"):
            setattr(ns, name + "_", method)


_bind()
del _bind

from . import nn, optim  # noqa: E402 - torch.nn and torch.optim, built on the namespace above
