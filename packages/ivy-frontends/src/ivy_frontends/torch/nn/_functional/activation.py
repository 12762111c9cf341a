"""torch.nn.functional's non-linear activations: ``relu`` ... ``gumbel_softmax``.

Each is one ivy call on the native array (``ivy.relu``, ``ivy.gelu``, ``ivy.softplus``, ...) or a
short composition where ivy has no function (``glu``, ``softmin``, ``rrelu``, ``hardsigmoid``).
``inplace=True`` stores the result in ``input`` (torch's in-place rules, through views) and
returns it. Float-only activations refuse integer input as torch does.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.relu(torch.tensor([-1.0, 2.0]))
tensor([0., 2.])
"""

from __future__ import annotations

import ivy

from ..._convert import promoted
from ..._random import _key
from ...tensor import _dim
from ._util import D, check_float, dtype_of, fl, float_native, needs_grad, rt_error, sg, shape_of, t, value_error, wrap

__all__ = [
    "relu", "relu_", "relu6", "elu", "elu_", "selu", "selu_", "celu", "celu_", "leaky_relu", "leaky_relu_", "prelu",
    "rrelu", "rrelu_", "glu", "gelu", "logsigmoid", "hardshrink", "tanhshrink", "softsign", "softplus", "softmin",
    "softmax", "softshrink", "gumbel_softmax", "log_softmax", "tanh", "sigmoid", "hardsigmoid", "silu", "mish",
    "hardswish", "hardtanh", "hardtanh_", "threshold", "threshold_",
]


def _out(input, r, inplace):  # noqa: A002
    if inplace:
        return input._inplace(r)
    return wrap(r)


def relu(input, inplace=False):  # noqa: A002
    """max(0, x), elementwise (integers stay integers)."""
    r = ivy.relu(t(input))
    return input._inplace(r) if inplace else wrap(r)


def relu_(input):  # noqa: A002
    """In-place :func:`relu`."""
    return input._inplace(ivy.relu(t(input)))


def relu6(input, inplace=False):  # noqa: A002
    """min(max(0, x), 6)."""
    a = t(input)
    if dtype_of(a) is D.bool:
        raise rt_error('"hardtanh_cpu" not implemented for \'Bool\'')
    if needs_grad(a):
        return _out(input, _hardtanh(a, 0.0, 6.0), inplace)
    return _out(input, ivy.relu6(a), inplace)


def _hardtanh(a, lo, hi):
    d = dtype_of(a)
    if d is D.bool:
        raise rt_error('"clamp_cpu" not implemented for \'Bool\'')
    if not (d.is_floating_point or d.is_complex):
        lo, hi = int(lo) if float(lo).is_integer() else lo, int(hi) if float(hi).is_integer() else hi
        return ivy.astype(ivy.clip(a, lo, hi), d._ivy)
    if needs_grad(a):
        # torch's gradient is 1 strictly inside (lo, hi) and 0 on the boundaries
        inside = ivy.logical_and(ivy.greater(a, lo), ivy.less(a, hi))
        return ivy.where(inside, a, sg(ivy.clip(a, lo, hi)))
    return ivy.clip(a, lo, hi)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):  # noqa: A002
    """x clamped to [min_val, max_val]."""
    if min_val > max_val:
        raise value_error("min_val cannot be greater than max_val")
    return _out(input, _hardtanh(t(input), min_val, max_val), inplace)


def hardtanh_(input, min_val=-1.0, max_val=1.0):  # noqa: A002
    """In-place :func:`hardtanh`."""
    return hardtanh(input, min_val, max_val, True)


def elu(input, alpha=1.0, inplace=False):  # noqa: A002
    """x if x > 0 else alpha * (exp(x) - 1)."""
    return _out(input, ivy.elu(float_native(input, "elu"), alpha=float(alpha)), inplace)


def elu_(input, alpha=1.0):  # noqa: A002
    return elu(input, alpha, True)


def selu(input, inplace=False):  # noqa: A002
    """scale * elu(x, alpha) with torch's constants."""
    return _out(input, ivy.selu(float_native(input, "elu")), inplace)


def selu_(input):  # noqa: A002
    return selu(input, True)


def celu(input, alpha=1.0, inplace=False):  # noqa: A002
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1))."""
    a = float_native(input, "elu")
    if alpha == 0:
        raise rt_error("ZeroDivisionError")
    return _out(input, ivy.celu(a, alpha=float(alpha)), inplace)


def celu_(input, alpha=1.0):  # noqa: A002
    return celu(input, alpha, True)


def leaky_relu(input, negative_slope=0.01, inplace=False):  # noqa: A002
    """x if x >= 0 else negative_slope * x."""
    a = float_native(input, "leaky_relu_cpu")
    if needs_grad(a):  # torch's gradient at 0 is the slope's
        return _out(input, ivy.where(ivy.greater(a, 0), a, ivy.multiply(a, float(negative_slope))), inplace)
    return _out(input, ivy.leaky_relu(a, alpha=float(negative_slope)), inplace)


def leaky_relu_(input, negative_slope=0.01):  # noqa: A002
    return leaky_relu(input, negative_slope, True)


def prelu(input, weight):  # noqa: A002
    """x if x >= 0 else weight * x, ``weight`` one value or one per channel (dim 1)."""
    a = float_native(input, "prelu_cpu")
    w = t(weight)
    if dtype_of(w) is not dtype_of(a):
        (a, w), _ = promoted(a, w)
    nw = 1
    for s in w.shape:
        nw *= int(s)
    if w.ndim > 1:
        raise rt_error("prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = " + str(w.ndim))
    if nw != 1:
        if a.ndim < 2:
            c = int(a.shape[0]) if a.ndim == 1 else 1
        else:
            c = int(a.shape[1])
        if nw != c:
            raise rt_error(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = {nw} "
                           f"and channel size = {c}.")
        if a.ndim >= 2:
            w = ivy.reshape(w, (nw,) + (1,) * (a.ndim - 2))
    elif w.ndim:
        w = ivy.reshape(w, ())
    return wrap(ivy.where(ivy.greater_equal(a, 0), a, ivy.multiply(w, a)))


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):  # noqa: A002
    """Randomized leaky ReLU: slopes drawn uniformly from [lower, upper] in training, their mean otherwise."""
    a = float_native(input, "rrelu_with_noise_cpu")
    if not training:
        return leaky_relu(input, (lower + upper) / 2.0, inplace)
    slope = ivy.random_uniform(low=float(lower), high=float(upper), shape=shape_of(a), dtype=dtype_of(a)._ivy,
                               device=ivy.dev(a), seed=_key(None))
    slope = slope._data if slope.__class__ is ivy.Array else slope
    return _out(input, ivy.where(ivy.greater_equal(a, 0), a, ivy.multiply(a, slope)), inplace)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):  # noqa: A002
    return rrelu(input, lower, upper, training, True)


def glu(input, dim=-1):  # noqa: A002
    """a * sigmoid(b) for the two halves a, b of ``input`` along ``dim``."""
    a = float_native(input, "glu")
    if a.ndim == 0:
        raise rt_error("glu does not support scalars because halving size must be even")
    ax = _dim(dim, a.ndim)
    size = int(a.shape[ax])
    if size % 2:
        raise rt_error(f"Halving dimension must be even, but dimension {ax} is size {size}")
    h = size // 2
    first, second = ivy.split(a, num_or_size_splits=[h, h], axis=ax)
    return wrap(ivy.multiply(first, ivy.sigmoid(second)))


def gelu(input, *, approximate="none"):  # noqa: A002
    """x * Phi(x); ``approximate="tanh"`` uses the tanh approximation."""
    if approximate == "none":
        return wrap(ivy.gelu(float_native(input, "GeluKernelImpl"), approximate=False))
    if approximate == "tanh":
        return wrap(ivy.gelu(float_native(input, "GeluKernelImpl"), approximate=True))
    raise rt_error(f"approximate argument must be either none or tanh, got {approximate}")


def logsigmoid(input):  # noqa: A002
    """log(sigmoid(x)), computed stably."""
    return wrap(ivy.logsigmoid(float_native(input, "log_sigmoid_forward_cpu")))


def hardshrink(input, lambd=0.5):  # noqa: A002
    """x where |x| > lambd, else 0."""
    a = float_native(input, "hardshrink_cpu")
    return wrap(ivy.where(ivy.logical_or(ivy.greater(a, lambd), ivy.less(a, -lambd)), a, ivy.zeros_like(a)))


def softshrink(input, lambd=0.5):  # noqa: A002
    """x - lambd where x > lambd, x + lambd where x < -lambd, else 0."""
    a = float_native(input, "softshrink_cpu")
    if lambd < 0:
        raise rt_error(f"lambda must be greater or equal to 0, but found to be {lambd}.")
    z = ivy.zeros_like(a)
    return wrap(ivy.where(ivy.greater(a, lambd), ivy.subtract(a, lambd),
                          ivy.where(ivy.less(a, -lambd), ivy.add(a, lambd), z)))


def tanhshrink(input):  # noqa: A002
    """x - tanh(x) (integers become the default dtype)."""
    a = fl(input)
    return wrap(ivy.subtract(a, ivy.tanh(a)))


def softsign(input):  # noqa: A002
    """x / (1 + |x|) (integers become the default dtype)."""
    a = fl(input)
    return wrap(ivy.divide(a, ivy.add(ivy.abs(a), 1)))


def softplus(input, beta=1.0, threshold=20.0):  # noqa: A002
    """log(1 + exp(beta x)) / beta, linear where beta x > threshold."""
    a = float_native(input, "softplus_cpu")
    return wrap(ivy.softplus(a, beta=beta, threshold=threshold))


def tanh(input):  # noqa: A002
    """The hyperbolic tangent."""
    return wrap(ivy.tanh(float_native(input, "tanh")))


def sigmoid(input):  # noqa: A002
    """The logistic sigmoid."""
    return wrap(ivy.sigmoid(float_native(input, "sigmoid")))


def hardsigmoid(input, inplace=False):  # noqa: A002
    """relu6(x + 3) / 6."""
    a = float_native(input, "hardsigmoid_cpu")
    return _out(input, ivy.divide(ivy.clip(ivy.add(a, 3), 0, 6), 6), inplace)


def hardswish(input, inplace=False):  # noqa: A002
    """x * relu6(x + 3) / 6."""
    return _out(input, ivy.hardswish(float_native(input, "hardswish_cpu")), inplace)


def silu(input, inplace=False):  # noqa: A002
    """x * sigmoid(x)."""
    a = float_native(input, "silu")
    if dtype_of(a).is_complex:
        return _out(input, ivy.divide(a, ivy.add(ivy.exp(ivy.negative(a)), 1)), inplace)
    return _out(input, ivy.silu(a), inplace)


def mish(input, inplace=False):  # noqa: A002
    """x * tanh(softplus(x))."""
    return _out(input, ivy.mish(float_native(input, "mish_cpu")), inplace)


def threshold(input, threshold, value, inplace=False):  # noqa: A002
    """x where x > threshold, else value."""
    a = t(input)
    d = dtype_of(a)
    if d is D.bool:
        raise rt_error('"threshold_cpu" not implemented for \'Bool\'')
    v = ivy.astype(ivy.full_like(a, value), d._ivy) if not d.is_floating_point else ivy.full_like(a, value)
    return _out(input, ivy.where(ivy.greater(a, threshold), a, v), inplace)


def threshold_(input, threshold, value):  # noqa: A002
    return globals()["threshold"](input, threshold, value, True)


# ------------------------------------------------------------------ softmax family

def _softmax_dim(ndim):
    return 0 if ndim in (0, 1, 3) else 1


def _softmax_in(input, dim, dtype, fn, negate=False):  # noqa: A002
    a = t(input)
    if negate:
        a = ivy.negative(a)  # before the cast, as torch's (-input).softmax(dtype=...)
    if dtype is not None:
        dt = D.from_any(dtype)
        if dtype_of(a).is_complex and not dt.is_complex:
            a = ivy.real(a)  # torch's cast of complex to real keeps the real part
        a = ivy.astype(a, dt._ivy)
    check_float(a, fn)
    if dim is None:
        dim = _softmax_dim(a.ndim)
    return a, _dim(dim, a.ndim)


def softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    """exp(x) / sum(exp(x)) along ``dim`` (torch's implicit dim when None), optionally cast to ``dtype`` first."""
    a, ax = _softmax_in(input, dim, dtype, "softmax_lastdim_kernel_impl")
    if a.ndim == 0:
        return wrap(ivy.ones_like(a))
    return wrap(ivy.softmax(a, axis=ax))


def softmin(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    """softmax(-x) along ``dim``."""
    a, ax = _softmax_in(input, dim, dtype, "softmax_lastdim_kernel_impl", negate=True)
    if a.ndim == 0:
        return wrap(ivy.ones_like(a))
    return wrap(ivy.softmax(a, axis=ax))


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    """log(softmax(x)) along ``dim``, computed stably."""
    a, ax = _softmax_in(input, dim, dtype, "log_softmax_lastdim_kernel_impl")
    if a.ndim == 0:
        return wrap(ivy.zeros_like(a))
    return wrap(ivy.log_softmax(a, axis=ax))


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """softmax((logits + g) / tau) for Gumbel noise g; ``hard``: one-hot of the argmax with the soft gradient."""
    a = t(logits)
    d = check_float(a, "gumbel_softmax")
    u = ivy.random_uniform(low=0.0, high=1.0, shape=shape_of(a), dtype=d._ivy, device=ivy.dev(a), seed=_key(None))
    u = u._data if u.__class__ is ivy.Array else u
    tiny = float(ivy.finfo(d._ivy).tiny)
    g = ivy.negative(ivy.log(ivy.negative(ivy.log(ivy.clip(u, tiny, 1.0)))))  # Exponential(1) -> Gumbel
    ax = _dim(dim, a.ndim)
    y = ivy.softmax(ivy.divide(ivy.add(a, g), tau), axis=ax)
    if not hard:
        return wrap(y)
    idx = ivy.argmax(y, axis=ax, keepdims=True)
    onehot = ivy.astype(ivy.equal(_iota(y, ax), idx), d._ivy)
    return wrap(ivy.add(ivy.subtract(onehot, sg(y)), y))


def _iota(y, ax):
    """Indices along axis ``ax`` broadcastable against ``y``."""
    k = int(y.shape[ax])
    r = ivy.arange(k, dtype=ivy.int64, device=ivy.dev(y))
    r = r._data if r.__class__ is ivy.Array else r
    shape = [1] * y.ndim
    shape[ax] = k
    return ivy.reshape(r, tuple(shape))

