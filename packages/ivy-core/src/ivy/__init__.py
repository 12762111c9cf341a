"""Ivy: one Array API that runs on NumPy, PyTorch, JAX, TensorFlow and MXNet.

``import ivy`` imports no framework. Backends are plugins found through the
``ivy.backends`` entry-point group and loaded on first use.

>>> import ivy
>>> x = ivy.asarray([1.0, 2.0, 3.0])          # an ivy.Array on the default backend
>>> float(ivy.sum(x * x))
14.0
"""

from __future__ import annotations

import sys as _sys

from . import _dispatch
from .__about__ import __version__
from .dtypes import (  # noqa: A004 - the standard's names
    ComplexDtype,
    Dtype,
    FloatDtype,
    IntDtype,
    UintDtype,
    bfloat16,
    bool,
    can_cast,
    complex64,
    complex128,
    dtype_from_name,
    finfo,
    float16,
    float32,
    float64,
    iinfo,
    int8,
    int16,
    int32,
    int64,
    isdtype,
    promote_types,
    result_type,
    uint8,
    uint16,
    uint32,
    uint64,
)
from .errors import (
    ArgumentTypeError,
    AutodiffError,
    AxisError,
    DtypeError,
    FileAccessError,
    FileFormatError,
    FunctionMissingError,
    InvalidArgumentError,
    IvyError,
    MissingFileError,
    MixedFrameworksError,
    NoBackendError,
    PickleRefusedError,
    ScalarOverflowError,
    ShapeError,
    UnknownBackendError,
    UnsupportedDtypeError,
    WeightsMismatchError,
)

__array_api_version__ = "2025.12"

e = 2.718281828459045
pi = 3.141592653589793
inf = float("inf")
nan = float("nan")
newaxis = None

from ._array import Array  # noqa: E402
from .api import (  # noqa: E402 - dtypes and errors first
    activations,
    creation,
    data_type,
    decompositions,
    elementwise,
    fft,
    indexing,
    layers,
    linalg,
    linear_algebra,
    losses,
    manipulation,
    norms,
    random,
    searching,
    sorting,
    spatial,
    statistical,
    utility,
)
from .api import set as _set_family  # noqa: E402,F401
from .api.indexing import inplace_update  # noqa: E402 - a plain function (updates an ivy.Array)
from .api.layers import generate_einsum_equation, get_interpolate_kernel  # noqa: E402 - ivy 1.0's plain helpers
from .api.manipulation import broadcast_shapes  # noqa: E402 - a plain function, no dispatch

_dispatch._set_array_class(Array)

from ._dispatch import (  # noqa: E402
    Backend,
    add_dispatch_hook,
    composition,
    dispatch_hooks,
    get_dispatch_hook,
    register_backend,
    remove_dispatch_hook,
    set_dispatch_hook,
    wrap,
)
from ._info import __array_namespace_info__  # noqa: E402
from .autodiff import (  # noqa: E402
    bind_custom_gradient_function,
    execute_with_gradients,
    grad,
    is_variable,
    jac,
    jvp,
    requires_gradient,
    stop_gradient,
    value_and_grad,
    variable,
    variable_data,
    vjp,
    vmap,
)
from .backends import (  # noqa: E402
    backend_info,
    backends,
    current_backend,
    get_backend,
    set_backend,
    set_jax_backend,
    set_mxnet_backend,
    set_numpy_backend,
    set_tensorflow_backend,
    set_torch_backend,
    to_backend,
    unset_backend,
    using_backend,
)
from .compiler import compile  # noqa: E402,A004 - Ivy's name
from .device import *  # noqa: E402,F403 - ivy 1.0's device memory, splitting and soft-device helpers
from .device import (  # noqa: E402
    DefaultDevice,
    as_ivy_dev,
    as_native_dev,
    default_device,
    dev,
    devices,
    gpu_is_available,
    num_cpu_cores,
    num_gpus,
    set_default_device,
    to_device,
    tpu_is_available,
    unset_default_device,
)

for _qual, _spec in _dispatch.REGISTRY.items():
    if "." not in _qual and _qual != "fft":  # ivy.fft stays the namespace; called, it is Ivy's fft (api/fft.py)
        globals()[_qual] = _spec.dispatcher
del _qual, _spec
# Ivy 1.0's most used name: ``ivy.array([1., 2.])`` is ``ivy.asarray`` (the class lives in ivy._array).
array = _dispatch.REGISTRY["asarray"].dispatcher

_sys.modules[__name__ + ".linalg"] = linalg
_sys.modules[__name__ + ".fft"] = fft

all_dtypes = _dispatch._dt.all_dtypes

# Ivy 1.0's method API: every function taking an array first is an ivy.Array method (x.reshape(...)).
from . import (  # noqa: E402 - Ivy 1.0's module paths (ivy.functional.ivy.*, ivy.utils.*)
    _array_methods,  # noqa: E402
    functional,
    utils,
)
from . import container as _container  # noqa: E402
from ._einops import einops_rearrange, einops_reduce, einops_repeat  # noqa: E402 - ivy 1.0's (no einops needed)
from ._types import Device, NativeShape, Shape  # noqa: E402 - Ivy 1.0's small classes
from .container import Container  # noqa: E402 - after every API function exists (its methods)
from .control_flow import *  # noqa: E402,F403 - ivy 1.0's if_else, while_loop, for_loop, try_except, ...
from .conversions import args_to_ivy, args_to_native, to_ivy, to_native  # noqa: E402
from .dtype_helpers import *  # noqa: E402,F403 - ivy 1.0's dtype helpers (dtype, is_float_dtype, ...)
from .general import *  # noqa: E402,F403 - ivy 1.0's general helpers (to_numpy, stable_divide, ...)
from .general import min_base, min_denominator  # noqa: E402
from .meta import *  # noqa: E402,F403 - ivy 1.0's meta-learning steps (fomaml_step, reptile_step, maml_step)
from .nest import *  # noqa: E402,F403 - ivy 1.0's nest utilities (index_nest, nested_map, ivy.map, ...)
from .sparse import *  # noqa: E402,F403 - ivy 1.0's SparseArray and native sparse helpers

# The stateful API (Module, layers, optimizers, initializers), on the functional one.
from .stateful import *  # noqa: E402,F403
from .stateful import initializers, optimizers  # noqa: E402,F811 - Ivy 1.0's ivy.optimizers.Adam
from .utils import exceptions  # noqa: E402 - Ivy 1.0's ivy.exceptions.IvyException
from .utils.backend import previous_backend  # noqa: E402
from .utils.exceptions import IvyValueError  # noqa: E402

# Ivy 1.0's plain functions that map over Containers (ivy.to_numpy(c)); then the methods.
_container.install_nestable(_sys.modules[__name__])
_array_methods.install(Array, _sys.modules[__name__])


def __getattr__(name):
    """Ivy 1.0's names of the current backend's classes and dtypes: ``ivy.NativeArray``,
    ``ivy.NativeDtype``, ``ivy.NativeDevice``, ``ivy.native_float32`` (and every ``native_<dtype>``)."""
    from ._types import native_name

    v = native_name(name)
    if v is None:
        raise AttributeError(f"module 'ivy' has no attribute {name!r}")
    return v
