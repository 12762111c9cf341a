"""Activation functions on MXNet (``mx.npx`` kernels, ``mx.np`` arithmetic), with ivy's dtype
rules: integer and bool input gives float32 (``relu`` keeps integers and copies bool); MXNet
has no complex dtypes. Everything here is native and differentiable by ``mx.autograd``.

- ``relu``/``sigmoid`` are ``npx.relu``/``npx.sigmoid`` (NaN-propagating; ``npx.activation``'s
  oneDNN relu turns NaN into 0, so it is not used).
- ``leaky_relu``/``elu``/``selu``/``gelu`` use ``npx.leaky_relu`` for float16/float32 (``selu``
  as its ELU scaled: the gradient of its own "selu" kernel is wrong for negative input). Its
  ``slope`` parameter and its GELU constants are single precision, so float64 input is
  computed with ``mx.np`` arithmetic instead (the same formulas as ivy-core's compositions).
  The kernel refuses 0-d input (computed as shape ``(1,)``) and a slope outside single
  precision's range (computed with arithmetic).
- ``softmax``/``log_softmax`` are ``npx.softmax``/``npx.log_softmax``. For float32 along the
  last axis of a 1-4-d array in host memory MXNet runs oneDNN's kernels: its softmax mishandles
  NaN and +inf (the other entries of such a row come out 0 where ivy and torch give NaN; the
  NaN stays), so a NaN in its result (one BLAS dot product over a zero-copy host view, ~3.5 us
  on 64x1000) sends the input to MXNet's own kernel, which agrees with torch; its log_softmax
  is off by ~1e-6 near 0 (``[-1000, 0]`` gives ``[-1000, 1.4e-6]``), so log_softmax always runs
  MXNet's own kernel (selected by passing ``temperature=1.0``, which oneDNN does not support).
  float16 input runs in float32 and rounds: MXNet sums the denominator in float16, so softmax
  over 3000 zeros summed to 1.46.
- ``softplus``, ``silu``, ``mish``, ``hardswish`` and ``gelu(approximate=True)`` are ``mx.np``
  arithmetic (MXNet 1.9 has no kernel for them; its ``softrelu`` switches to the identity at a
  fixed threshold of 20 and fails on empty float32 input).
"""

from __future__ import annotations

from math import prod as _prod

import mxnet as mx

from ivy.api._nn_impl import SQRT_1_2, SQRT_2_PI
from ivy.api._nn_impl import norm_axis as _norm_axis
from ivy.api.activations import SELU_ALPHA, SELU_SCALE

from ._util import F32 as _F32
from ._util import Op as _Op
from ._util import code as _code
from ._util import host_view as _host_view
from ._util import mnp as _mnp
from ._util import op1 as _op1
from ._util import shape as _shape
from ._util import view_has_nan as _view_has_nan

_npx = mx.npx
# npx's operators, called directly (_util.Op/op1)
_npx_relu = _op1("_npx_relu")
_npx_sigmoid = _op1("_npx_sigmoid")
_npx_leaky = _Op("_npx_leaky_relu")
_npx_softmax = _Op("_npx_softmax")
_npx_log_softmax = _Op("_npx_log_softmax")
_maximum = _mnp.maximum
_minimum = _mnp.minimum
_expm1 = _mnp.expm1
_log1p = _mnp.log1p
_exp = _mnp.exp
_abs = _mnp.abs
_tanh = _mnp.tanh
_LOG2 = 0.6931471805599453



def _float(x):
    """``x`` as a floating array (integers and bool -> float32) and its MXNet dtype code
    (float32 0, float64 1, float16 2)."""
    c = _code(x)
    if c < 3:
        return x, c
    return x.astype(_F32), 0


def _slope_ok(a):
    """Whether ``npx.leaky_relu`` takes ``a`` as its (single precision) ``slope`` parameter."""
    return a == 0 or 1e-30 < abs(a) < 1e30


def _kernel(x, **kw):
    """``npx.leaky_relu`` (which refuses 0-d input)."""
    if x.ndim == 0:
        return _npx_leaky(x.reshape((1,)), **kw).reshape(())
    return _npx_leaky(x, **kw)


# ------------------------------------------------------------------ element-wise


def relu(x, /):
    if _code(x) == 7:  # bool: ivy returns a copy
        return x.copy()
    return _npx_relu(x)


def sigmoid(x, /):
    return _npx_sigmoid(_float(x)[0])


def leaky_relu(x, /, *, alpha=0.2):
    x, c = _float(x)
    if c != 1 and _slope_ok(alpha):
        return _kernel(x, act_type="leaky", slope=alpha)
    # max(x, 0) + alpha * min(x, 0): x where x >= 0, alpha * x elsewhere (NaN propagates)
    return _maximum(x, 0.0) + _scale(_minimum(x, 0.0), alpha)


def _const(a, like):
    """A Python float as MXNet takes it in a scalar operation: itself when it is 0 or a normal
    double, else (a subnormal, which MXNet refuses to parse) a 0-d array of ``like``'s dtype."""
    if a == 0 or 2.3e-308 < abs(a) < 1.7e308 or a != a:
        return a
    return _mnp.array(a, dtype=like.dtype)


def _scale(x, a):
    """``x * a`` (``a`` a Python float, see ``_const``)."""
    a = _const(a, x)
    if not isinstance(a, _mnp.ndarray):
        return x * a
    if x.ndim > 5:  # broadcasting handles at most 5 dimensions
        return (x.reshape(-1) * a).reshape(x.shape)
    return x * a


def _elu64(x, alpha):
    return _maximum(x, 0.0) + _scale(_expm1(_minimum(x, 0.0)), alpha)


def _zeros_kept(x, r, slope):
    """``r`` but ``x * slope`` where x is zero: the signed zero torch's ``slope * expm1(x)``
    gives (elu(-0) is -0; MXNet's ELU kernel, and max(x, 0) + ..., give +0), with torch's
    gradient there (``slope``)."""
    return _mnp.where(x == 0, _scale(x, slope), r)


def elu(x, /, *, alpha=1.0):
    x, c = _float(x)
    if c != 1 and _slope_ok(alpha):
        return _zeros_kept(x, _kernel(x, act_type="elu", slope=alpha), alpha)
    return _zeros_kept(x, _elu64(x, alpha), alpha)


def selu(x, /):
    x, c = _float(x)
    if c != 1:  # the ELU kernel: MXNet 1.9's "selu" kernel has a wrong gradient for x < 0
        return _zeros_kept(x, _kernel(x, act_type="elu", slope=SELU_ALPHA) * SELU_SCALE, SELU_ALPHA * SELU_SCALE)
    return _zeros_kept(x, _elu64(x, SELU_ALPHA) * SELU_SCALE, SELU_ALPHA * SELU_SCALE)


def gelu(x, /, *, approximate=False):
    x, c = _float(x)
    if approximate:
        inner = (x + x * x * x * 0.044715) * SQRT_2_PI
        return (x * 0.5) * (_tanh(inner) + 1.0)
    if c != 1:
        return _kernel(x, act_type="gelu")
    return (x * 0.5) * (_npx.erf(x * SQRT_1_2) + 1.0)


def _softplus(x, beta, threshold):
    shp = None
    if x.ndim > 5 and (beta is not None or threshold is not None):  # broadcasting: at most 5 dims
        shp = x.shape
        x = x.reshape(-1)
    b = beta is not None and beta != 1
    xb = x * _const(beta, x) if b else x
    # log(1 + exp(t)) = max(t, 0) + log1p(exp(-|t|)): no overflow for large |t|
    r = _maximum(xb, 0.0) + _log1p(_exp(-_abs(xb)))
    # at 0 MXNet's gradients of max (1: ties go to the first operand) and |t| (0) add to 1;
    # softplus'(0) is sigmoid(0) = 0.5: the same value there, with that gradient
    r = _mnp.where(xb == 0, xb * 0.5 + _LOG2, r)
    if b:
        r = r / _const(beta, r)
    if threshold is not None:
        r = _mnp.where(xb > _const(threshold, xb), x, r)
    return r if shp is None else r.reshape(shp)


def softplus(x, /, *, beta=None, threshold=None):
    return _softplus(_float(x)[0], beta, threshold)


def logsigmoid(x, /):
    # -softplus(-x): ivy-core's composition min(x, 0) - log1p(exp(-|x|)) has MXNet's gradient 1
    # at 0 (min's tie), not sigmoid(-0) = 0.5
    return -_softplus(-_float(x)[0], None, None)


def silu(x, /):
    x = _float(x)[0]
    return x * _npx_sigmoid(x)


def mish(x, /):
    x = _float(x)[0]
    return x * _tanh(_softplus(x, None, None))


def hardswish(x, /):
    x = _float(x)[0]
    return x * (_mnp.clip(x + 3.0, 0.0, 6.0) / 6.0)


# ------------------------------------------------------------------ softmax

def _axis(x, axis, name):
    """(x as a float array, its dtype code, its shape, the normalized axis or None for 0-d)."""
    x, c = _float(x)
    shp = _shape(x)
    return x, c, shp, _norm_axis(axis, len(shp), name)


def softmax(x, /, *, axis=None):
    x, c, shp, ax = _axis(x, axis, "softmax")
    if c == 2:  # float16: MXNet sums the denominator in float16, which stalls past 2048 terms
        return softmax(x.astype(_F32), axis=axis).astype(x.dtype)
    if ax is None:  # 0-d: a single class
        return _npx_softmax(x.reshape((1,)), axis=0).reshape(())
    if c == 0 and ax == len(shp) - 1 and len(shp) <= 4:
        # oneDNN's kernel (host memory only): fast, but a row holding NaN or +inf comes out NaN
        # where those are and 0 elsewhere; a NaN in its result sends x to MXNet's own kernel
        r = _npx_softmax(x)  # axis=-1 is the default
        n = _prod(shp)
        v = _host_view(r, n) if n else None
        if v is None or not _view_has_nan(v):
            return r
        return _npx_softmax(x, axis=-1, temperature=1.0)  # a temperature bypasses oneDNN
    return _npx_softmax(x, axis=ax)


def log_softmax(x, /, *, axis=-1):
    x, c, shp, ax = _axis(x, axis, "log_softmax")
    if c == 2:  # float16: computed in float32 and rounded, as softmax
        return log_softmax(x.astype(_F32), axis=axis).astype(x.dtype)
    if ax is None:
        return _npx_log_softmax(x.reshape((1,)), axis=0, temperature=1.0).reshape(())
    if c == 0:  # MXNet's own kernel, not oneDNN's (see the module docstring)
        return _npx_log_softmax(x, axis=ax, temperature=1.0)
    return _npx_log_softmax(x, axis=ax)
