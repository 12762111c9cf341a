"""Activation functions on TensorFlow (tf.nn), with ivy's dtype rules: integer and bool
input gives float32 (``relu`` and ``relu6`` keep integers), complex input raises. ``prelu`` and
``logit`` are ivy-core's compositions."""

from __future__ import annotations

import math

import numpy as np
import tensorflow as tf

import ivy
from ivy.plugin import with_fallback

from ._util import ET, KIND, R, axes_t

_Relu = tf.raw_ops.Relu
_Softmax = tf.raw_ops.Softmax
_Sum = tf.raw_ops.Sum
_F32 = tf.float32
_F64 = tf.float64


def _float(x, fn):
    d = x.dtype
    k = KIND[id(d)]  # dtype objects are interned: an identity lookup, not DType.__eq__
    if k == "f":
        return x
    if k == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d.name} tensor")
    return tf.cast(x, tf.float32)


def relu(x, /):
    k = KIND[id(x.dtype)]
    if k == "f" or k == "i":
        return _Relu(features=x)
    if k == "c":
        _float(x, "relu")
    return tf.identity(x)  # bool and unsigned integers: already >= 0


def relu6(x, /):
    k = KIND[id(x.dtype)]
    if k == "c":
        _float(x, "relu6")
    if k == "b":
        return tf.identity(x)
    return tf.nn.relu6(x)


def logsigmoid(x, /):
    return tf.math.log_sigmoid(_float(x, "logsigmoid"))


def leaky_relu(x, /, *, alpha=0.2):
    x = _float(x, "leaky_relu")
    if x.dtype is tf.float32:
        return tf.nn.leaky_relu(x, alpha=alpha)
    return tf.where(x >= 0, x, x * tf.constant(alpha, x.dtype))  # tf.nn.leaky_relu rounds alpha to float32


_SQRT_HALF = math.sqrt(0.5)
_SQRT_2_OVER_PI = math.sqrt(2 / math.pi)


def gelu(x, /, *, approximate=False):
    # Not tf.nn.gelu: its constants are single precision, so float64 gelu(1.0) was 4e-9 off
    # (the tanh form 6e-6). The exact form uses erfc, without erf's cancellation below 0.
    x = _float(x, "gelu")
    d = x.dtype
    half_x = R.Mul(x=x, y=tf.constant(0.5, d))
    if approximate:
        inner = R.Mul(x=tf.constant(_SQRT_2_OVER_PI, d),
                      y=R.AddV2(x=x, y=R.Mul(x=tf.constant(0.044715, d), y=R.Mul(x=x, y=R.Square(x=x)))))
        return R.Mul(x=half_x, y=R.AddV2(x=tf.constant(1.0, d), y=R.Tanh(x=inner)))
    return R.Mul(x=half_x, y=R.Erfc(x=R.Mul(x=x, y=tf.constant(-_SQRT_HALF, d))))


def sigmoid(x, /):
    return tf.math.sigmoid(_float(x, "sigmoid"))


def _axis(x, axis, fn, nd=None):
    if nd is None:
        nd = x.shape.rank
    if axis is None:
        axis = -1
    if not (-max(nd, 1) <= axis < max(nd, 1)):
        raise ivy.AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis if nd else None


def _holds_nan(r):
    """Whether the softmax result ``r`` holds a NaN. Eagerly on the CPU one BLAS dot product of
    its zero-copy host view (``np.from_dlpack``; the values are in [0, 1], so the dot is NaN only
    from a NaN), elsewhere one raw ``Sum``; while tracing a bool tensor for ``tf.cond``."""
    if r.__class__ is not ET:  # a symbolic tensor: tracing
        return tf.reduce_any(tf.math.is_nan(r))
    d = r.dtype
    if d is _F32 or d is _F64:
        try:
            v = np.from_dlpack(r).reshape(-1)
        except (BufferError, RuntimeError, TypeError):  # not in host memory
            pass
        else:
            return math.isnan(v.dot(v))
    return math.isnan(_Sum(input=r, axis=axes_t(range(r.shape.rank))).numpy())


_KERNEL_OK = {}  # dtype -> whether tf's softmax kernel gives ivy's NaN rows here (see _kernel_keeps_nan_rows)
# the probe's row lengths: every short one (a vector's main loop and its tail) and around powers of 2
_PROBE_LENGTHS = tuple(range(1, 41)) + (63, 64, 65, 127, 128, 129, 255, 256, 257, 1000, 1024, 4097)


def _kernel_keeps_nan_rows(dtype, kernel=None):
    """Whether TensorFlow's last-axis softmax kernel (``kernel``: ``raw_ops.Softmax``) gives, on
    this machine, every row holding a +inf or a NaN (or only -inf) as all NaN, as the reference
    (``exp(x - max) / sum``, in NumPy float64) and torch do, and the finite rows right: probed
    once a dtype on rows of many lengths with a +inf, a NaN or -infs at many positions. False on a
    machine with a GPU (a tensor there runs another kernel), so the result is checked there."""
    if kernel is None:
        if dtype in _KERNEL_OK:
            return _KERNEL_OK[dtype]
        if tf.config.list_physical_devices("GPU"):
            _KERNEL_OK[dtype] = False
            return False
    ok = _probe(dtype, kernel or _Softmax)
    if kernel is None:
        _KERNEL_OK[dtype] = ok
    return ok


def _probe(dtype, kernel):
    rng = np.random.default_rng(0)
    for n in _PROBE_LENGTHS:
        spots = range(n) if n <= 40 else sorted({0, 1, n // 3, n // 2, n - 2, n - 1})
        rows = [rng.uniform(-3, 3, n)]
        for special in (np.inf, np.nan):
            for p in spots:
                row = rng.uniform(-3, 3, n)
                row[p] = special
                rows.append(row)
        rows.append(np.full(n, -np.inf))
        if n > 1:
            rows.append(np.where(np.arange(n) % 2 == 0, np.inf, -np.inf))
            masked = rng.uniform(-3, 3, n)
            masked[::2] = -np.inf
            rows.append(masked)
        x = np.stack(rows)
        with np.errstate(invalid="ignore", over="ignore"):
            e = np.exp(x - x.max(-1, keepdims=True))
            want = e / e.sum(-1, keepdims=True)
        with tf.device("CPU:0"):
            got = kernel(logits=tf.cast(tf.constant(x), dtype))
        got = tf.cast(got, tf.float64).numpy()
        if not np.array_equal(np.isnan(got), np.isnan(want)):
            return False
        fin = ~np.isnan(want)
        if not np.allclose(got[fin], want[fin], rtol=0.02, atol=1e-3):
            return False
    return True


@with_fallback
def softmax(composition, x, /, *, axis=None):
    x = _float(x, "softmax")
    nd = x.shape.rank
    ax = _axis(x, axis, "softmax", nd)
    if ax is None:
        return tf.where(tf.math.is_nan(x), x, tf.ones_like(x))
    if ax == -1 or ax == nd - 1:
        r = _Softmax(logits=x)  # the kernel works on the last axis (tf.nn.softmax transposes others)
    else:
        r = tf.nn.softmax(x, axis=ax)
    # TensorFlow's oneDNN kernel (on CPUs with AVX-512) gives 0 beside a +inf or a NaN where the
    # row is all NaN (inf - inf), as torch and ivy give it, and keeps the NaN: a result holding a
    # NaN is computed again by ivy-core's composition. Not where this machine's kernel is known
    # to give ivy's rows (_kernel_keeps_nan_rows: probed once a dtype)
    if r.__class__ is ET:
        ok = _KERNEL_OK.get(r.dtype)
        if ok is None:
            ok = _kernel_keeps_nan_rows(r.dtype)
        if ok:
            return r
    bad = _holds_nan(r)
    if bad.__class__ is bool:
        return composition(x, axis=axis) if bad else r
    return tf.cond(bad, lambda: composition(x, axis=axis), lambda: r)


def log_softmax(x, /, *, axis=-1):
    x = _float(x, "log_softmax")
    ax = _axis(x, axis, "log_softmax")
    if ax is None:
        return tf.where(tf.math.is_nan(x), x, tf.zeros_like(x))
    return tf.nn.log_softmax(x, axis=ax)


def softplus(x, /, *, beta=None, threshold=None):
    x = _float(x, "softplus")
    if beta is None or beta == 1:
        xb = x
        r = tf.math.softplus(x)
    else:
        xb = x * tf.constant(beta, x.dtype)
        r = tf.math.softplus(xb) / tf.constant(beta, x.dtype)
    if threshold is not None:
        r = tf.where(xb > tf.constant(threshold, x.dtype), x, r)
    return r


def silu(x, /):
    return tf.nn.silu(_float(x, "silu"))


def mish(x, /):
    x = _float(x, "mish")
    return x * tf.math.tanh(tf.math.softplus(x))


def elu(x, /, *, alpha=1.0):
    x = _float(x, "elu")
    if alpha == 1:
        return tf.nn.elu(x)
    return tf.where(x > 0, x, tf.math.expm1(tf.minimum(x, tf.zeros((), x.dtype))) * tf.constant(alpha, x.dtype))


def selu(x, /):
    return tf.nn.selu(_float(x, "selu"))


def hardswish(x, /):
    x = _float(x, "hardswish")
    return x * tf.nn.relu6(x + tf.constant(3, x.dtype)) / tf.constant(6, x.dtype)
