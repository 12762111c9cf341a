"""Activation functions on JAX (jax.nn), with ivy's dtype rules: integer and bool input
gives float32 (``relu`` and ``relu6`` keep integers), complex input raises. ``prelu`` and
``logit`` are ivy-core's compositions."""

from __future__ import annotations

import jax
import jax.numpy as jnp

import ivy

from ._util import BOOL, COMPLEX, F32, FLOATS


def _float(x, fn):
    d = x.dtype
    if d in FLOATS:
        return x
    if d in COMPLEX:
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d} array")
    return x.astype(F32)


# jax.nn's relu (a custom_jvp), gelu and softmax run op by op eagerly, ~10 dispatches (relu
# ~200 us where one compiled call takes ~10); compiled once per shape and dtype here. Inside
# the user's own jax.jit they are inlined as before.
_relu = jax.jit(jax.nn.relu)
_relu6 = jax.jit(jax.nn.relu6)
_log_sigmoid = jax.jit(jax.nn.log_sigmoid)
_gelu = jax.jit(jax.nn.gelu, static_argnames="approximate")
_leaky_relu = jax.jit(jax.nn.leaky_relu)
_softmax = jax.jit(jax.nn.softmax, static_argnames="axis")
_log_softmax = jax.jit(jax.nn.log_softmax, static_argnames="axis")


def relu(x, /):
    d = x.dtype
    if d == BOOL:
        return jnp.array(x, copy=True)
    if d in COMPLEX:
        _float(x, "relu")
    return _relu(x)


def relu6(x, /):
    d = x.dtype
    if d == BOOL:
        return jnp.array(x, copy=True)
    if d in COMPLEX:
        _float(x, "relu6")
    if d not in FLOATS:  # (jax.nn.relu6 of integers is a float array)
        return jnp.clip(x, 0, 6)
    return _relu6(x)


def logsigmoid(x, /):
    return _log_sigmoid(_float(x, "logsigmoid"))


def leaky_relu(x, /, *, alpha=0.2):
    return _leaky_relu(_float(x, "leaky_relu"), alpha)


def gelu(x, /, *, approximate=False):
    return _gelu(_float(x, "gelu"), approximate=bool(approximate))


def sigmoid(x, /):
    return jax.nn.sigmoid(_float(x, "sigmoid"))


def _axis(x, axis, fn):
    nd = x.ndim
    if axis is None:
        axis = -1
    if not (-max(nd, 1) <= axis < max(nd, 1)):
        raise ivy.AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis if nd else None


def softmax(x, /, *, axis=None):
    x = _float(x, "softmax")
    ax = _axis(x, axis, "softmax")
    if ax is None:
        return jnp.where(jnp.isnan(x), x, jnp.ones_like(x))
    return _softmax(x, axis=ax)


def log_softmax(x, /, *, axis=-1):
    x = _float(x, "log_softmax")
    ax = _axis(x, axis, "log_softmax")
    if ax is None:
        return jnp.where(jnp.isnan(x), x, jnp.zeros_like(x))
    return _log_softmax(x, axis=ax)


def softplus(x, /, *, beta=None, threshold=None):
    x = _float(x, "softplus")
    if beta is None or beta == 1:
        xb = x
        r = jnp.logaddexp(x, 0)
    else:
        xb = x * beta
        r = jnp.logaddexp(xb, 0) / beta
    if threshold is not None:
        r = jnp.where(xb > threshold, x, r)
    return r.astype(x.dtype)


def silu(x, /):
    return jax.nn.silu(_float(x, "silu"))


def mish(x, /):
    x = _float(x, "mish")
    return x * jnp.tanh(jnp.logaddexp(x, 0).astype(x.dtype))


def elu(x, /, *, alpha=1.0):
    return jax.nn.elu(_float(x, "elu"), alpha)


def selu(x, /):
    return jax.nn.selu(_float(x, "selu"))


def hardswish(x, /):
    return jax.nn.hard_swish(_float(x, "hardswish"))
