"""Autodiff and vmap for ivy on TensorFlow: ``tf.GradientTape`` and ``tf.vectorized_map``.

- A variable is a ``tf.Variable`` (Ivy's choice); any tensor can be
  differentiated: ``value_and_grads`` watches the tensors it is given.
- Higher orders by nesting: an inner ``value_and_grads`` computes its
  gradients while the enclosing tape is still recording, so they can be
  differentiated again.
- Unconnected inputs get zero gradients; ``IndexedSlices`` gradients (from
  gathers) are returned as dense tensors.
- ``TruncateMod`` (``fmod``, and the float ``remainder``) has no gradient in TensorFlow; this
  module registers one when it is loaded (d/dx = 1, d/dy = -trunc(x / y)).
- ``vmap`` moves each batch axis to the front and runs ``tf.vectorized_map``
  (which falls back to a ``tf.while_loop`` for operations it cannot vectorize).
"""

from __future__ import annotations

import tensorflow as tf

AUTODIFF = True

_ZERO = tf.UnconnectedGradients.ZERO


def _truncatemod_grad(op, grad):
    """The gradient of ``z = x - trunc(x / y) * y``: ``grad`` to ``x``, ``-grad * trunc(x / y)`` to
    ``y``, each summed over the axes it was broadcast along."""
    x, y = op.inputs
    q = (x - op.outputs[0]) / y  # trunc(x / y), exactly: x - z is a multiple of y
    sx, sy = tf.shape(x), tf.shape(y)
    rx, ry = tf.raw_ops.BroadcastGradientArgs(s0=sx, s1=sy)
    return (tf.reshape(tf.reduce_sum(grad, rx), sx),
            tf.reshape(tf.reduce_sum(-grad * q, ry), sy))


def _register_gradients():
    from tensorflow.python.framework import ops

    try:
        ops.RegisterGradient("TruncateMod")(_truncatemod_grad)
    except KeyError:  # TensorFlow has one (a later release), or ivy registered it already
        pass


_register_gradients()


def variable(x):
    return tf.Variable(x, trainable=True)


def is_variable(x, exclusive=False):
    return isinstance(x, tf.Variable)


def variable_data(x):
    return tf.convert_to_tensor(x) if isinstance(x, tf.Variable) else x


def stop_gradient(x, preserve_type=True):
    out = tf.stop_gradient(x)
    if preserve_type and isinstance(x, tf.Variable):
        return tf.Variable(out, trainable=x.trainable)
    return out


def _dense(g):
    return tf.convert_to_tensor(g) if isinstance(g, tf.IndexedSlices) else g


def value_and_grads(f, xs, *, retain_grads=False):
    with tf.GradientTape(persistent=True) as tape:
        for x in xs:
            tape.watch(x)
        ys, aux = f(list(xs))
    grads = [[_dense(g) for g in tape.gradient(y, list(xs), unconnected_gradients=_ZERO)] for y in ys]
    del tape
    return list(ys), list(aux), grads


def jacobian(f, xs):
    with tf.GradientTape(persistent=True) as tape:
        for x in xs:
            tape.watch(x)
        ys = f(list(xs))
    J = [[_dense(g) for g in tape.jacobian(y, list(xs), unconnected_gradients=_ZERO)] for y in ys]
    del tape
    return J


def _move_axis(x, src, dst):
    nd = len(x.shape)
    src %= nd
    dst %= nd
    if src == dst:
        return x
    perm = [i for i in range(nd) if i != src]
    perm.insert(dst, src)
    return tf.transpose(x, perm)


def vmap(f, in_axes, out_axes):
    def mapped(*xs):
        batched = [i for i, a in enumerate(in_axes) if a is not None]
        elems = tuple(_move_axis(xs[i], in_axes[i], 0) for i in batched)

        def body(el):
            full = list(xs)
            for k, i in enumerate(batched):
                full[i] = el[k]
            return tuple(f(*full))

        outs = tf.vectorized_map(body, elems, fallback_to_while_loop=True)
        return tuple(_move_axis(o, 0, out_axes) for o in outs)

    return mapped


# ----------------------------------------------- vjp, jvp and custom gradients (ivy 1.0's)


def requires_gradient(x):
    return isinstance(x, tf.Variable) and x.trainable


def vjp(f, xs):
    """``(ys, aux, pullback)``: a persistent tape, ``tape.gradient`` with ``output_gradients``.
    Each input is its own tensor (``tf.identity``), so an array passed twice gets one cotangent
    per position."""
    tape = tf.GradientTape(persistent=True)
    with tape:
        vs = [tf.identity(x) for x in xs]
        for v in vs:
            tape.watch(v)
        ys, aux = f(vs)

    def pullback(cots):
        return [_dense(g) for g in tape.gradient(list(ys), vs, output_gradients=list(cots),
                                                 unconnected_gradients=_ZERO)]

    return list(ys), list(aux), pullback


def jvp(f, xs, ts):
    """``(ys, aux, tangents of ys)``: ``tf.autodiff.ForwardAccumulator``."""
    vs = [tf.identity(x) for x in xs]
    with tf.autodiff.ForwardAccumulator(vs, list(ts)) as acc:
        ys, aux = f(vs)
    return list(ys), list(aux), [acc.jvp(y, unconnected_gradients=_ZERO) for y in ys]


def custom_gradient(fwd, bwd):
    """``x -> fwd(x)`` whose gradient is ``bwd(x, fwd(x), upstream)`` (``tf.custom_gradient``)."""
    @tf.custom_gradient
    def f(x):
        r = fwd(x)
        return r, lambda up: bwd(x, r, up)

    return f
