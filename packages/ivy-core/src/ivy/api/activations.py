"""Activation functions (Ivy's superset): relu, relu6, leaky_relu, prelu, gelu, sigmoid,
logsigmoid, logit, softmax, log_softmax, softplus, silu, mish, elu, selu, hardswish.

Rules (the same on every backend):

- Real input only: complex arrays raise :class:`ivy.UnsupportedDtypeError`.
- ``relu`` and ``relu6`` keep integer dtypes; every other activation gives float32 for integer
  and bool input (ivy's default float); floating input keeps its dtype. ``prelu`` gives the
  promoted dtype of ``x`` (made floating) and ``slope``.
- NaN stays NaN (``relu(nan)``, ``relu6(nan)`` and ``logit(nan)`` are NaN, as in torch).
- ``logit(x, eps=None)``: ``log(x / (1 - x))``, NaN outside ``[0, 1]``; with ``eps``, ``x`` is
  first clipped to ``[eps, 1 - eps]`` (torch's rule).
- ``softmax``/``log_softmax`` work along one ``axis`` (``None`` means the last one), any
  number of leading batch dimensions; a 0-d input is a single class (``softmax`` = 1).
- ``softplus(x, beta=None, threshold=None)``: ``log(1 + exp(beta x)) / beta`` computed
  without overflow; with ``threshold``, ``x`` itself where ``beta x > threshold`` (torch's
  rule). ``beta=None`` is 1; ``threshold=None`` never switches to the identity.
- ``gelu(approximate=False)`` is ``x/2 (1 + erf(x/sqrt(2)))``; ``approximate=True`` the
  tanh form ``x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))``.
"""

from __future__ import annotations

from .._dispatch import api, composition
from . import _nn_impl as _nn


@api
def relu(x: Array, /) -> Array:
    """Rectified linear unit ``max(x, 0)``, element-wise (integer dtypes are kept).

    >>> ivy.relu(ivy.asarray([-1.0, 0.0, 2.0]))
    ivy.array([0., 0., 2.], dtype=float32, backend=numpy)
    """


@api
def relu6(x: Array, /) -> Array:
    """ReLU capped at 6, ``min(max(x, 0), 6)``, element-wise (integer dtypes are kept).

    >>> ivy.relu6(ivy.asarray([-1.0, 3.0, 8.0]))
    ivy.array([0., 3., 6.], dtype=float32, backend=numpy)
    """


@api
def leaky_relu(x: Array, /, *, alpha: float = 0.2) -> Array:
    """Leaky ReLU: ``x`` where ``x >= 0``, ``alpha * x`` elsewhere.

    >>> ivy.leaky_relu(ivy.asarray([-1.0, 2.0]))
    ivy.array([-0.2,  2. ], dtype=float32, backend=numpy)
    """


@api
def prelu(x: Array, slope: Array | float, /) -> Array:
    """Parametric ReLU: ``x`` where ``x > 0``, ``slope * x`` elsewhere; ``slope`` broadcasts
    against ``x`` (a scalar, one value per channel of the last axis, or any broadcastable shape).

    >>> ivy.prelu(ivy.asarray([[-2.0, 3.0], [-4.0, -1.0]]), ivy.asarray([0.5, 0.1]))
    ivy.array([[-1. ,  3. ],
               [-2. , -0.1]], dtype=float32, backend=numpy)
    """


@api
def gelu(x: Array, /, *, approximate: bool = False) -> Array:
    """Gaussian error linear unit, exact (erf) or the tanh approximation.

    >>> ivy.gelu(ivy.asarray([-1.0, 0.0, 1.0]))
    ivy.array([-0.15865526,  0.        ,  0.8413447 ], dtype=float32, backend=numpy)
    """


@api
def sigmoid(x: Array, /) -> Array:
    """Logistic sigmoid ``1 / (1 + exp(-x))``.

    >>> ivy.sigmoid(ivy.asarray([0.0]))
    ivy.array([0.5], dtype=float32, backend=numpy)
    """


@api
def logsigmoid(x: Array, /) -> Array:
    """Logarithm of the sigmoid, ``-softplus(-x)``, without overflow for large ``|x|``.

    >>> ivy.logsigmoid(ivy.asarray([0.0, -200.0]))
    ivy.array([  -0.6931472, -200.       ], dtype=float32, backend=numpy)
    """


@api
def logit(x: Array, /, *, eps: float | None = None) -> Array:
    """The inverse of the sigmoid, ``log(x / (1 - x))``; ``eps`` clips ``x`` to ``[eps, 1 - eps]``
    first, else values outside ``[0, 1]`` give NaN.

    >>> ivy.logit(ivy.asarray([0.5, 0.75, 0.0]))
    ivy.array([0.       , 1.0986123,      -inf], dtype=float32, backend=numpy)
    >>> ivy.logit(ivy.asarray([0.0, 2.0]), eps=0.25)
    ivy.array([-1.0986123,  1.0986123], dtype=float32, backend=numpy)
    """


@api
def softmax(x: Array, /, *, axis: int | None = None) -> Array:
    """Softmax along ``axis`` (the last one when ``None``).

    >>> ivy.softmax(ivy.asarray([0.0, 0.0]))
    ivy.array([0.5, 0.5], dtype=float32, backend=numpy)
    """


@api
def log_softmax(x: Array, /, *, axis: int | None = -1) -> Array:
    """Logarithm of the softmax along ``axis`` (the last one when ``None``).

    >>> ivy.log_softmax(ivy.asarray([0.0, 0.0]))
    ivy.array([-0.6931472, -0.6931472], dtype=float32, backend=numpy)
    """


@api
def softplus(x: Array, /, *, beta: int | float | None = None, threshold: int | float | None = None) -> Array:
    """Softplus ``log(1 + exp(beta * x)) / beta``; linear where ``beta * x > threshold``.

    >>> ivy.softplus(ivy.asarray([0.0]))
    ivy.array([0.6931472], dtype=float32, backend=numpy)
    """


@api
def silu(x: Array, /) -> Array:
    """Sigmoid linear unit (swish) ``x * sigmoid(x)``.

    >>> ivy.silu(ivy.asarray([0.0, 1.0]))
    ivy.array([0.       , 0.7310586], dtype=float32, backend=numpy)
    """


@api
def mish(x: Array, /) -> Array:
    """Mish ``x * tanh(softplus(x))``.

    >>> ivy.mish(ivy.asarray([0.0, 1.0]))
    ivy.array([0.       , 0.8650984], dtype=float32, backend=numpy)
    """


@api
def elu(x: Array, /, *, alpha: float = 1.0) -> Array:
    """Exponential linear unit: ``x`` where ``x > 0``, ``alpha * (exp(x) - 1)`` elsewhere.

    >>> ivy.elu(ivy.asarray([-1.0, 1.0]))
    ivy.array([-0.63212055,  1.        ], dtype=float32, backend=numpy)
    """


@api
def selu(x: Array, /) -> Array:
    """Scaled ELU with the self-normalizing constants (alpha 1.6732632, scale 1.0507010).

    >>> ivy.selu(ivy.asarray([1.0]))
    ivy.array([1.050701], dtype=float32, backend=numpy)
    """


@api
def hardswish(x: Array, /) -> Array:
    """Hard swish ``x * relu6(x + 3) / 6``.

    >>> ivy.hardswish(ivy.asarray([-4.0, 0.0, 1.0, 4.0]))
    ivy.array([-0.       ,  0.       ,  0.6666667,  4.       ], dtype=float32, backend=numpy)
    """


# ------------------------------------------- ivy 1.0's experimental activations
# torch's definitions (torch.nn.functional); NaN stays NaN.


@api
def thresholded_relu(x: Array, /, *, threshold: int | float = 0) -> Array:
    """``x`` where ``x > threshold``, else 0 (integer dtypes are kept).

    >>> ivy.thresholded_relu(ivy.asarray([-1.0, 0.5, 2.0]), threshold=1.0)
    ivy.array([0., 0., 2.], dtype=float32, backend=numpy)
    """


@api
def threshold(x: Array, /, *, threshold: int | float, value: int | float) -> Array:
    """``x`` where ``x > threshold``, else ``value`` (torch's ``threshold``; integer dtypes are
    kept, compared with the threshold's exact value, where torch truncates it first).

    >>> ivy.threshold(ivy.asarray([-1.0, 2.0]), threshold=0.0, value=-5.0)
    ivy.array([-5.,  2.], dtype=float32, backend=numpy)
    """


@api
def hardtanh(x: Array, /, *, max_val: int | float = 1, min_val: int | float = -1) -> Array:
    """``x`` clipped to ``[min_val, max_val]``.

    >>> ivy.hardtanh(ivy.asarray([-3.0, 0.5, 3.0]))
    ivy.array([-1. ,  0.5,  1. ], dtype=float32, backend=numpy)
    """


@api
def tanhshrink(x: Array, /) -> Array:
    """``x - tanh(x)``.

    >>> ivy.tanhshrink(ivy.asarray([0.0]))
    ivy.array([0.], dtype=float32, backend=numpy)
    """


@api
def softshrink(x: Array, /, *, lambd: float = 0.5) -> Array:
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, 0 between.

    >>> ivy.softshrink(ivy.asarray([-2.0, 0.25, 2.0]))
    ivy.array([-1.5,  0. ,  1.5], dtype=float32, backend=numpy)
    """


@api
def hardshrink(x: Array, /, *, lambd: float = 0.5) -> Array:
    """``x`` where ``|x| > lambd``, else 0.

    >>> ivy.hardshrink(ivy.asarray([-2.0, 0.25, 2.0]))
    ivy.array([-2.,  0.,  2.], dtype=float32, backend=numpy)
    """


@api
def celu(x: Array, /, *, alpha: float = 1.0) -> Array:
    """``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``.

    >>> ivy.celu(ivy.asarray([-1.0, 1.0]), alpha=2.0)
    ivy.array([-0.78693867,  1.        ], dtype=float32, backend=numpy)
    """


@api
def scaled_tanh(x: Array, /, *, alpha: float = 1.7159, beta: float = 0.67) -> Array:
    """``alpha * tanh(beta * x)`` (LeCun's scaled tanh).

    >>> ivy.scaled_tanh(ivy.asarray([0.0]))
    ivy.array([0.], dtype=float32, backend=numpy)
    """


@api
def softsign(x: Array, /) -> Array:
    """``x / (1 + |x|)``.

    >>> ivy.softsign(ivy.asarray([-3.0, 1.0]))
    ivy.array([-0.75,  0.5 ], dtype=float32, backend=numpy)
    """


@api
def hardsilu(x: Array, /) -> Array:
    """``x * relu6(x + 3) / 6`` (also called hard swish: :func:`hardswish`).

    >>> ivy.hardsilu(ivy.asarray([1.0]))
    ivy.array([0.6666667], dtype=float32, backend=numpy)
    """


# ---------------------------------------------------------------- compositions

SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


@composition("relu")
def _relu(xp, x, /):
    k = xp.dtype(x).kind
    if k == "c":
        _nn.floating(xp, x, "relu")
    if k == "b":
        return xp.asarray(x, copy=True)
    if k in "iu":
        return xp.where(xp.greater(x, 0), x, xp.zeros_like(x))
    return xp.where(xp.isnan(x), x, xp.maximum(x, 0.0))


@composition("relu6")
def _relu6(xp, x, /):
    k = xp.dtype(x).kind
    if k == "c":
        _nn.floating(xp, x, "relu6")
    if k == "b":
        return xp.asarray(x, copy=True)
    if k in "iu":
        return xp.clip(x, min=0, max=6)
    return xp.where(xp.isnan(x), x, xp.clip(x, min=0.0, max=6.0))


@composition("prelu")
def _prelu(xp, x, slope, /):
    x = _nn.floating(xp, x, "prelu")
    if not isinstance(slope, (int, float)):
        slope = _nn.floating(xp, slope, "prelu")
    return xp.where(xp.greater(x, 0), x, xp.multiply(x, slope))


@composition("leaky_relu")
def _leaky_relu(xp, x, /, *, alpha=0.2):
    x = _nn.floating(xp, x, "leaky_relu")
    return xp.where(xp.greater_equal(x, 0), x, xp.multiply(x, alpha))


@composition("gelu")
def _gelu(xp, x, /, *, approximate=False):
    x = _nn.floating(xp, x, "gelu")
    half = xp.multiply(x, 0.5)
    if approximate:
        inner = xp.multiply(xp.add(x, xp.multiply(xp.multiply(xp.multiply(x, x), x), 0.044715)), _nn.SQRT_2_PI)
        return xp.multiply(half, xp.add(xp.tanh(inner), 1.0))
    return xp.multiply(half, xp.add(_nn.erf(xp, xp.multiply(x, _nn.SQRT_1_2)), 1.0))


def _sigmoid_core(xp, x):
    # exp of a non-positive number only: no overflow for large |x|.
    e = xp.exp(xp.negative(xp.abs(x)))
    one = xp.add(e, 1.0)
    return xp.where(xp.greater_equal(x, 0), xp.divide(1.0, one), xp.divide(e, one))


@composition("sigmoid")
def _sigmoid(xp, x, /):
    return _sigmoid_core(xp, _nn.floating(xp, x, "sigmoid"))


@composition("logsigmoid")
def _logsigmoid(xp, x, /):
    x = _nn.floating(xp, x, "logsigmoid")
    # log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|))
    r = xp.subtract(xp.minimum(x, 0.0), xp.log1p(xp.exp(xp.negative(xp.abs(x)))))
    return xp.where(xp.isnan(x), x, r)


@composition("logit")
def _logit(xp, x, /, *, eps=None):
    x = _nn.floating(xp, x, "logit")
    if eps is not None:
        x = xp.where(xp.isnan(x), x, xp.clip(x, min=float(eps), max=1.0 - float(eps)))
    return xp.log(xp.divide(x, xp.subtract(1.0, x)))


@composition("softmax")
def _softmax(xp, x, /, *, axis=None):
    x = _nn.floating(xp, x, "softmax")
    ax = _nn.norm_axis(axis, len(xp.shape(x)), "softmax")
    if ax is None:  # 0-d: one class
        return xp.where(xp.isnan(x), x, xp.ones_like(x))
    # a row holding +inf or NaN is all NaN (inf - inf), as in torch, JAX and TensorFlow
    m = xp.max(x, axis=ax, keepdims=True) if xp.shape(x)[ax] else x
    e = xp.exp(xp.subtract(x, m))
    return xp.divide(e, xp.sum(e, axis=ax, keepdims=True))


@composition("log_softmax")
def _log_softmax(xp, x, /, *, axis=-1):
    x = _nn.floating(xp, x, "log_softmax")
    ax = _nn.norm_axis(axis, len(xp.shape(x)), "log_softmax")
    if ax is None:
        return xp.where(xp.isnan(x), x, xp.zeros_like(x))
    m = xp.max(x, axis=ax, keepdims=True) if xp.shape(x)[ax] else x
    s = xp.subtract(x, m)
    return xp.subtract(s, xp.log(xp.sum(xp.exp(s), axis=ax, keepdims=True)))


def _softplus_core(xp, x, beta, threshold):
    xb = x if beta is None or beta == 1 else xp.multiply(x, beta)
    # log(1 + exp(t)) = max(t, 0) + log1p(exp(-|t|))
    r = xp.add(xp.maximum(xb, 0.0), xp.log1p(xp.exp(xp.negative(xp.abs(xb)))))
    r = xp.where(xp.isnan(xb), xb, r)
    if xb is not x:
        r = xp.divide(r, beta)
    if threshold is not None:
        r = xp.where(xp.greater(xb, threshold), x, r)
    return r


@composition("softplus")
def _softplus(xp, x, /, *, beta=None, threshold=None):
    return _softplus_core(xp, _nn.floating(xp, x, "softplus"), beta, threshold)


@composition("silu")
def _silu(xp, x, /):
    x = _nn.floating(xp, x, "silu")
    return xp.multiply(x, _sigmoid_core(xp, x))


@composition("mish")
def _mish(xp, x, /):
    x = _nn.floating(xp, x, "mish")
    return xp.multiply(x, xp.tanh(_softplus_core(xp, x, None, None)))


@composition("elu")
def _elu(xp, x, /, *, alpha=1.0):
    x = _nn.floating(xp, x, "elu")
    pos = xp.greater(x, 0)
    # (where, not minimum(x, 0): NumPy's minimum(-0.0, 0.0) is +0, and elu(-0) is -0 elsewhere)
    return xp.where(pos, x, xp.multiply(xp.expm1(xp.where(pos, 0.0, x)), alpha))


@composition("selu")
def _selu(xp, x, /):
    x = _nn.floating(xp, x, "selu")
    pos = xp.greater(x, 0)
    neg = xp.multiply(xp.expm1(xp.where(pos, 0.0, x)), SELU_ALPHA)
    return xp.multiply(xp.where(pos, x, neg), SELU_SCALE)


@composition("hardswish")
def _hardswish(xp, x, /):
    x = _nn.floating(xp, x, "hardswish")
    return xp.multiply(x, xp.divide(xp.clip(xp.add(x, 3.0), min=0.0, max=6.0), 6.0))


@composition("thresholded_relu")
def _thresholded_relu(xp, x, /, *, threshold=0):
    return _threshold(xp, x, threshold=threshold, value=0)


def _no_complex(xp, x, fn):
    if xp.dtype(x).kind == "c":
        _nn.floating(xp, x, fn)


@composition("threshold")
def _threshold(xp, x, /, *, threshold, value):
    _no_complex(xp, x, "threshold")
    k = xp.dtype(x).kind
    v = bool(value) if k == "b" else int(value) if k in "iu" else float(value)  # (torch casts it to x's dtype)
    fill = xp.asarray(v, dtype=xp.dtype_of(x), device=xp.native_device(xp.device_of(x)))
    return xp.where(xp.less_equal(x, threshold), fill, x)  # (NaN is not <= threshold, and stays)


@composition("hardtanh")
def _hardtanh(xp, x, /, *, max_val=1, min_val=-1):
    x = _nn.floating(xp, x, "hardtanh")
    return xp.where(xp.isnan(x), x, xp.clip(x, min=float(min_val), max=float(max_val)))


@composition("tanhshrink")
def _tanhshrink(xp, x, /):
    x = _nn.floating(xp, x, "tanhshrink")
    return xp.subtract(x, xp.tanh(x))


@composition("softshrink")
def _softshrink(xp, x, /, *, lambd=0.5):
    x = _nn.floating(xp, x, "softshrink")
    shrunk = xp.where(xp.greater(x, lambd), xp.subtract(x, lambd), xp.add(x, lambd))
    return xp.where(xp.greater(xp.abs(x), lambd), shrunk, xp.multiply(x, 0.0))  # (NaN * 0 is NaN)


@composition("hardshrink")
def _hardshrink(xp, x, /, *, lambd=0.5):
    x = _nn.floating(xp, x, "hardshrink")
    return xp.where(xp.less_equal(xp.abs(x), lambd), xp.multiply(x, 0.0), x)


@composition("celu")
def _celu(xp, x, /, *, alpha=1.0):
    x = _nn.floating(xp, x, "celu")
    pos = xp.greater(x, 0)
    return xp.where(pos, x, xp.multiply(xp.expm1(xp.divide(xp.where(pos, 0.0, x), alpha)), alpha))


@composition("scaled_tanh")
def _scaled_tanh(xp, x, /, *, alpha=1.7159, beta=0.67):
    x = _nn.floating(xp, x, "scaled_tanh")
    return xp.multiply(xp.tanh(xp.multiply(x, beta)), alpha)


@composition("hardsilu")
def _hardsilu(xp, x, /):
    return xp.hardswish(x)


@composition("softsign")
def _softsign(xp, x, /):
    x = _nn.floating(xp, x, "softsign")
    return xp.divide(x, xp.add(xp.abs(x), 1.0))
