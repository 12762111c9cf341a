"""TensorFlow's Python API on ivy: ``import ivy_frontends.tensorflow as tf`` and TF code runs on any
ivy backend (numpy, torch, jax, tensorflow, mxnet). Importing it imports no framework.

>>> import ivy, ivy_frontends.tensorflow as tf
>>> ivy.set_backend("torch")
>>> x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
>>> tf.reduce_sum(tf.matmul(x, x, transpose_b=True), axis=1)
<tf.Tensor: shape=(2,), dtype=float32, numpy=array([16., 36.], dtype=float32)>

Parts: ``Tensor`` (``_tensor.py``), ``Variable``, ``TensorShape``, dtypes, ``tf.errors`` (IvyError
subclasses with TF's names), the top-level functions (``_array_ops.py``, ``_math_ops.py``),
``tf.math``, ``tf.raw_ops`` (keyword-only aliases), ``GradientTape``; ``nn``, ``linalg``, ``signal``,
``random``, ``image``, ``keras`` where they exist.
"""

from __future__ import annotations

import importlib as _importlib

from . import _math_ops as _mo
from . import dtypes, errors, math  # noqa: F401
from ._array_ops import (  # noqa: F401
    argsort,  # noqa: F401
    assert_equal,
    assert_greater,
    assert_less,
    assert_rank,
    bitcast,
    boolean_mask,
    broadcast_dynamic_shape,
    broadcast_static_shape,
    broadcast_to,
    case,
    cast,
    clip_by_global_norm,
    clip_by_norm,
    clip_by_value,
    complex,
    concat,
    cond,
    constant,
    convert_to_tensor,
    dynamic_partition,
    dynamic_stitch,
    einsum,
    ensure_shape,
    executing_eagerly,
    expand_dims,
    eye,
    fill,
    foldl,
    foldr,
    gather,
    gather_nd,
    get_static_value,
    guarantee_const,
    histogram_fixed_width,
    histogram_fixed_width_bins,
    identity,
    identity_n,
    is_tensor,
    linspace,
    map_fn,
    matmul,
    meshgrid,
    no_op,
    norm,
    one_hot,
    ones,
    ones_like,
    pad,
    parallel_stack,
    range,
    rank,
    repeat,
    reshape,
    reverse,
    reverse_sequence,
    roll,
    saturate_cast,
    scan,
    scatter_nd,
    searchsorted,
    sequence_mask,
    shape,
    shape_n,
    size,
    slice,
    sort,
    split,
    squeeze,
    stack,
    strided_slice,
    switch_case,
    tensor_scatter_nd_add,
    tensor_scatter_nd_max,
    tensor_scatter_nd_min,
    tensor_scatter_nd_sub,
    tensor_scatter_nd_update,
    tensordot,
    tile,
    timestamp,
    transpose,
    unique,
    unique_with_counts,
    unravel_index,
    unstack,
    vectorized_map,
    where,
    while_loop,
    zeros,
    zeros_like,
)
from ._dtypes import (  # noqa: F401
    DType,
    as_dtype,
    bfloat16,
    bool,
    complex64,
    complex128,
    double,
    float16,
    float32,
    float64,
    half,
    int8,
    int16,
    int32,
    int64,
    qint8,
    qint16,
    qint32,
    quint8,
    quint16,
    resource,
    string,
    uint8,
    uint16,
    uint32,
    uint64,
    variant,
)
from ._gradient_tape import GradientTape, UnconnectedGradients, stop_gradient  # noqa: F401
from ._math_ops import (  # noqa: F401
    abs,
    acos,
    acosh,
    add,
    add_n,
    argmax,
    argmin,
    asin,
    asinh,
    atan,
    atan2,
    atanh,
    cos,
    cosh,
    cumsum,
    divide,
    equal,
    exp,
    floor,
    greater,
    greater_equal,
    less,
    less_equal,
    logical_and,
    logical_not,
    logical_or,
    maximum,
    minimum,
    multiply,
    negative,
    not_equal,
    pow,
    realdiv,
    reduce_all,
    reduce_any,
    reduce_logsumexp,
    reduce_max,
    reduce_mean,
    reduce_min,
    reduce_prod,
    reduce_sum,
    round,
    scalar_mul,
    sigmoid,
    sign,
    sin,
    sinh,
    sqrt,
    square,
    subtract,
    tan,
    tanh,
    truediv,
    truncatediv,
    truncatemod,
)
from ._tensor import Tensor, newaxis  # noqa: F401
from ._tensor_shape import TensorShape  # noqa: F401
from ._variable import Variable, VariableAggregation, VariableSynchronization  # noqa: F401

_mo.bind_operators(Variable)

# T2's submodules (nn, linalg, signal, random, image, keras): imported when they exist
for _name in ("nn", "linalg", "signal", "random", "image", "keras"):
    try:
        globals()[_name] = _importlib.import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as _e:  # not built yet
        if _e.name != f"{__name__}.{_name}":
            raise
del _name

from . import raw_ops  # noqa: E402, F401
