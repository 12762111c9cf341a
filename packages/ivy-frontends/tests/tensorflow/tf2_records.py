"""The records of the ``tf.nn`` / ``tf.linalg`` / ``tf.signal`` coverage driver (``tf2_driver``):
``{namespace: {function: [Case, ...]}}``. Every case calls ``tf.<namespace>.<function>`` through
``tf`` bound to real TensorFlow or to the frontend, with inputs drawn by NumPy."""

from __future__ import annotations

import numpy as np
from tf2_driver import Case

FL = ("float32", "float64")
FLH = ("float16", "float32", "float64")
F32 = ("float32",)
CX = ("complex64", "complex128")


def f(*shape, lo=-3.0, hi=3.0, dt=None):
    """A float array of the case's dtype (or ``dt``)."""
    return lambda rng, d: rng.uniform(lo, hi, shape).astype(dt or d)


def i(*shape, lo=0, hi=5, dt="int32"):
    return lambda rng, d: rng.integers(lo, hi, shape).astype(dt)


def cx(*shape):
    return lambda rng, d: (rng.normal(size=shape) + 1j * rng.normal(size=shape)).astype(d)


def spd(*shape):
    """Symmetric positive definite matrices."""

    def g(rng, d):
        a = rng.normal(size=shape)
        m = a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1])
        return m.astype(d)

    return g


def v(x):
    """A constant (a Python value)."""
    return lambda rng, d: x


def C(call, *specs, dtypes=FL, label="", post=None, tol=None):
    """Cases of ``call(tf, *inputs)`` over ``dtypes``; ``specs`` draw the inputs."""
    out = []
    for d in dtypes:
        def make(rng, d=d):
            return [s(rng, d) if callable(s) else s for s in specs]

        out.append(Case(f"{label}[{d}]", make, call, post, tol))
    return out


def R(*groups):
    return [c for g in groups for c in g]


def _abs(outs, inputs):
    return [np.abs(o) for o in outs]


# ------------------------------------------------------------------ tf.nn

_unary_act = {}
for _n in ("relu", "relu6", "elu", "selu", "sigmoid", "tanh", "softplus", "softsign", "silu", "swish"):
    _unary_act[_n] = R(
        C(lambda tf, x, _n=_n: getattr(tf.nn, _n)(x), f(2, 3), dtypes=FLH),
        C(lambda tf, x, _n=_n: getattr(tf.nn, _n)(x), f(), label="0d"),
        C(lambda tf, x, _n=_n: getattr(tf.nn, _n)(x), f(0, 3), label="empty"),
    )
_unary_act["relu"] += C(lambda tf, x: tf.nn.relu(x), i(4, lo=-3, hi=3), dtypes=("int32",), label="int")
_unary_act["silu"] += C(lambda tf, x: tf.nn.silu(x, beta=0.5), f(5), label="beta")

NN = {
    **_unary_act,
    "gelu": R(C(lambda tf, x: tf.nn.gelu(x), f(3, 4), dtypes=FLH),
              C(lambda tf, x: tf.nn.gelu(x, approximate=True), f(3, 4), label="approx")),
    "leaky_relu": R(C(lambda tf, x: tf.nn.leaky_relu(x), f(3, 4)),
                    C(lambda tf, x: tf.nn.leaky_relu(x, alpha=0.3), f(5), label="alpha"),
                    C(lambda tf, x: tf.nn.leaky_relu(x), i(5, lo=-3, hi=3), dtypes=("int32",), label="int")),
    "crelu": R(C(lambda tf, x: tf.nn.crelu(x), f(2, 3)), C(lambda tf, x: tf.nn.crelu(x, axis=0), f(2, 3), label="ax0")),
    "softmax": R(C(lambda tf, x: tf.nn.softmax(x), f(2, 5), dtypes=FLH),
                 C(lambda tf, x: tf.nn.softmax(x, axis=0), f(3, 4), label="ax0"),
                 C(lambda tf, x: tf.nn.softmax(x), f(0, 4), label="empty")),
    "log_softmax": R(C(lambda tf, x: tf.nn.log_softmax(x), f(2, 5), dtypes=FLH),
                     C(lambda tf, x: tf.nn.log_softmax(x, axis=0), f(3, 4), label="ax0")),
    "bias_add": R(C(lambda tf, x, b: tf.nn.bias_add(x, b), f(2, 3, 4), f(4)),
                  C(lambda tf, x, b: tf.nn.bias_add(x, b, data_format="NCHW"), f(2, 3, 4, 5), f(3), label="nchw"),
                  C(lambda tf, x, b: tf.nn.bias_add(x, b), f(2, 3), f(2), label="bad")),
    "conv1d": R(C(lambda tf, x, w: tf.nn.conv1d(x, w, 1, "SAME"), f(2, 7, 3), f(3, 3, 4)),
                C(lambda tf, x, w: tf.nn.conv1d(x, w, 2, "VALID"), f(1, 8, 2), f(2, 2, 3), label="s2"),
                C(lambda tf, x, w: tf.nn.conv1d(x, w, 1, "SAME", dilations=2), f(1, 8, 2), f(3, 2, 3), label="dil")),
    "conv2d": R(C(lambda tf, x, w: tf.nn.conv2d(x, w, 1, "SAME"), f(2, 5, 6, 3), f(3, 3, 3, 4)),
                C(lambda tf, x, w: tf.nn.conv2d(x, w, [1, 2, 2, 1], "VALID"), f(1, 7, 7, 2), f(3, 2, 2, 3),
                  label="s2"),
                C(lambda tf, x, w: tf.nn.conv2d(x, w, 1, [[0, 0], [1, 2], [0, 1], [0, 0]]), f(1, 5, 5, 2),
                  f(2, 2, 2, 3), label="explicit"),
                C(lambda tf, x, w: tf.nn.conv2d(x, w, 1, "SAME", dilations=2), f(1, 6, 6, 2), f(2, 3, 2, 2),
                  label="dil"),
                C(lambda tf, x, w: tf.nn.conv2d(x, w, 1, "VALID"), f(1, 5, 5, 4), f(2, 2, 2, 6), label="groups"),
                C(lambda tf, x, w: tf.nn.conv2d(x, w, 1, "SAME"), f(1, 5, 5, 3), f(2, 2, 2, 3), label="bad")),
    "conv3d": R(C(lambda tf, x, w: tf.nn.conv3d(x, w, [1, 1, 1, 1, 1], "SAME"), f(1, 4, 4, 4, 2), f(2, 2, 2, 2, 3)),
                C(lambda tf, x, w: tf.nn.conv3d(x, w, [1, 2, 2, 2, 1], "VALID"), f(1, 5, 5, 5, 1),
                  f(2, 2, 2, 1, 2), label="s2")),
    "convolution": R(C(lambda tf, x, w: tf.nn.convolution(x, w, padding="SAME"), f(2, 5, 5, 3), f(3, 3, 3, 2)),
                     C(lambda tf, x, w: tf.nn.convolution(x, w, strides=2), f(1, 9, 2), f(3, 2, 2), label="1d")),
    "conv2d_transpose": R(
        C(lambda tf, x, w: tf.nn.conv2d_transpose(x, w, [2, 6, 6, 3], 2), f(2, 3, 3, 4), f(3, 3, 3, 4)),
        C(lambda tf, x, w: tf.nn.conv2d_transpose(x, w, [1, 7, 7, 2], 2, "VALID"), f(1, 3, 3, 3), f(3, 3, 2, 3),
          label="valid"),
        C(lambda tf, x, w: tf.nn.conv2d_transpose(x, w, [1, 5, 5, 2], 1, "SAME"), f(1, 5, 5, 3), f(2, 2, 2, 3),
          label="s1")),
    "conv1d_transpose": R(C(lambda tf, x, w: tf.nn.conv1d_transpose(x, w, [2, 8, 3], 2), f(2, 4, 2), f(3, 3, 2))),
    "conv3d_transpose": R(C(lambda tf, x, w: tf.nn.conv3d_transpose(x, w, [1, 4, 4, 4, 2], 2), f(1, 2, 2, 2, 3),
                            f(2, 2, 2, 2, 3))),
    "conv_transpose": R(C(lambda tf, x, w: tf.nn.conv_transpose(x, w, [1, 6, 6, 2], 2), f(1, 3, 3, 3),
                          f(3, 3, 2, 3))),
    "atrous_conv2d": R(C(lambda tf, x, w: tf.nn.atrous_conv2d(x, w, 2, "SAME"), f(1, 6, 6, 2), f(3, 3, 2, 3)),
                       C(lambda tf, x, w: tf.nn.atrous_conv2d(x, w, 2, "VALID"), f(1, 7, 7, 2), f(2, 2, 2, 1),
                         label="valid")),
    "atrous_conv2d_transpose": R(C(lambda tf, x, w: tf.nn.atrous_conv2d_transpose(x, w, [1, 6, 6, 2], 2, "SAME"),
                                   f(1, 6, 6, 3), f(3, 3, 2, 3))),
    "depthwise_conv2d": R(
        C(lambda tf, x, w: tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "SAME"), f(2, 5, 5, 3), f(3, 3, 3, 2)),
        C(lambda tf, x, w: tf.nn.depthwise_conv2d(x, w, [1, 2, 2, 1], "VALID"), f(1, 6, 6, 2), f(2, 2, 2, 1),
          label="s2"),
        C(lambda tf, x, w: tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "SAME", dilations=[2, 2]), f(1, 6, 6, 2),
          f(2, 2, 2, 2), label="dil")),
    "separable_conv2d": R(C(lambda tf, x, dw, pw: tf.nn.separable_conv2d(x, dw, pw, [1, 1, 1, 1], "SAME"),
                            f(1, 5, 5, 2), f(3, 3, 2, 2), f(1, 1, 4, 3))),
    "depthwise_conv2d_backprop_input": R(C(
        lambda tf, w, g: tf.nn.depthwise_conv2d_backprop_input([1, 5, 5, 2], w, g, [1, 1, 1, 1], "SAME"),
        f(3, 3, 2, 2), f(1, 5, 5, 4))),
    "depthwise_conv2d_backprop_filter": R(C(
        lambda tf, x, g: tf.nn.depthwise_conv2d_backprop_filter(x, [3, 3, 2, 2], g, [1, 1, 1, 1], "SAME"),
        f(1, 5, 5, 2), f(1, 5, 5, 4))),
    "max_pool1d": R(C(lambda tf, x: tf.nn.max_pool1d(x, 2, 2, "VALID"), f(2, 7, 3)),
                    C(lambda tf, x: tf.nn.max_pool1d(x, 3, 2, "SAME"), f(2, 7, 3), label="same")),
    "max_pool2d": R(C(lambda tf, x: tf.nn.max_pool2d(x, 2, 2, "VALID"), f(2, 6, 6, 3), dtypes=FLH),
                    C(lambda tf, x: tf.nn.max_pool2d(x, 3, 2, "SAME"), f(1, 7, 6, 2), label="same"),
                    C(lambda tf, x: tf.nn.max_pool2d(x, 2, 1, "VALID", data_format="NCHW"), f(1, 2, 5, 5),
                      label="nchw", dtypes=F32),
                    C(lambda tf, x: tf.nn.max_pool2d(x, 2, 2, [[0, 0], [1, 0], [0, 1], [0, 0]]), f(1, 5, 5, 1),
                      label="explicit"),
                    C(lambda tf, x: tf.nn.max_pool2d(x, 2, 2, "VALID"), i(1, 4, 4, 1), dtypes=("int32",),
                      label="int")),
    "max_pool3d": R(C(lambda tf, x: tf.nn.max_pool3d(x, 2, 2, "VALID"), f(1, 4, 4, 4, 2)),
                    C(lambda tf, x: tf.nn.max_pool3d(x, 3, 2, "SAME"), f(1, 5, 5, 5, 1), label="same")),
    "max_pool": R(C(lambda tf, x: tf.nn.max_pool(x, 2, 2, "SAME"), f(1, 5, 5, 2)),
                  C(lambda tf, x: tf.nn.max_pool(x, [3], [1], "VALID"), f(1, 6, 2), label="1d")),
    "avg_pool1d": R(C(lambda tf, x: tf.nn.avg_pool1d(x, 2, 2, "VALID"), f(2, 7, 3)),
                    C(lambda tf, x: tf.nn.avg_pool1d(x, 3, 2, "SAME"), f(2, 7, 3), label="same")),
    "avg_pool2d": R(C(lambda tf, x: tf.nn.avg_pool2d(x, 2, 2, "VALID"), f(2, 6, 6, 3), dtypes=FLH),
                    C(lambda tf, x: tf.nn.avg_pool2d(x, 3, 2, "SAME"), f(1, 7, 6, 2), label="same"),
                    C(lambda tf, x: tf.nn.avg_pool2d(x, 2, 2, "VALID"), i(1, 4, 4, 1), dtypes=("int32",),
                      label="int")),
    "avg_pool3d": R(C(lambda tf, x: tf.nn.avg_pool3d(x, 2, 2, "VALID"), f(1, 4, 4, 4, 2)),
                    C(lambda tf, x: tf.nn.avg_pool3d(x, 3, 2, "SAME"), f(1, 5, 5, 5, 1), label="same")),
    "avg_pool": R(C(lambda tf, x: tf.nn.avg_pool(x, 3, 2, "SAME"), f(1, 5, 5, 2))),
    "pool": R(C(lambda tf, x: tf.nn.pool(x, [2, 2], "MAX", strides=[2, 2]), f(1, 6, 6, 2)),
              C(lambda tf, x: tf.nn.pool(x, [2, 2], "AVG", padding="SAME", strides=[2, 2]), f(1, 5, 5, 2),
                label="avg"),
              C(lambda tf, x: tf.nn.pool(x, [2, 2], "MAX", padding="SAME", dilations=[2, 2]), f(1, 6, 6, 2),
                label="dil"),
              C(lambda tf, x: tf.nn.pool(x, [3], "AVG", padding="SAME", dilations=[2]), f(1, 7, 2), label="avgdil")),
    "max_pool_with_argmax": R(
        C(lambda tf, x: tf.nn.max_pool_with_argmax(x, 2, 2, "VALID"), f(2, 4, 4, 3)),
        C(lambda tf, x: tf.nn.max_pool_with_argmax(x, 3, 2, "SAME", include_batch_in_index=True), f(2, 5, 5, 2),
          label="same")),
    "moments": R(C(lambda tf, x: tf.nn.moments(x, axes=[0]), f(5, 3), dtypes=FLH),
                 C(lambda tf, x: tf.nn.moments(x, axes=[0, 1, 2], keepdims=True), f(2, 3, 4, 2), label="keep"),
                 C(lambda tf, x: tf.nn.moments(x, axes=[]), f(3), label="noaxes")),
    "weighted_moments": R(C(lambda tf, x, w: tf.nn.weighted_moments(x, [0], w), f(5, 3), f(5, 3, lo=0.1, hi=2))),
    "sufficient_statistics": R(C(lambda tf, x: tf.nn.sufficient_statistics(x, [0, 1]), f(4, 3, 2)),
                               C(lambda tf, x, s: tf.nn.sufficient_statistics(x, [0], shift=s), f(4, 3), f(3),
                                 label="shift")),
    "normalize_moments": R(C(lambda tf, c, m, s: tf.nn.normalize_moments(c, m, s, None), f(lo=4, hi=5), f(3),
                             f(3, lo=10, hi=20)),
                           C(lambda tf, c, m, s, sh: tf.nn.normalize_moments(c, m, s, sh), f(lo=4, hi=5), f(3),
                             f(3, lo=10, hi=20), f(3), label="shift")),
    "batch_normalization": R(C(lambda tf, x, m, va, o, s: tf.nn.batch_normalization(x, m, va, o, s, 1e-3),
                               f(4, 3), f(3), f(3, lo=0.5, hi=2), f(3), f(3), dtypes=FLH),
                             C(lambda tf, x, m, va: tf.nn.batch_normalization(x, m, va, None, None, 1e-3), f(4, 3),
                               f(3), f(3, lo=0.5, hi=2), label="none")),
    "batch_norm_with_global_normalization": R(C(
        lambda tf, x, m, va, b, g: tf.nn.batch_norm_with_global_normalization(x, m, va, b, g, 1e-3, True),
        f(2, 3, 3, 4), f(4), f(4, lo=0.5, hi=2), f(4), f(4))),
    "l2_normalize": R(C(lambda tf, x: tf.nn.l2_normalize(x), f(3, 4)),
                      C(lambda tf, x: tf.nn.l2_normalize(x, axis=1), f(3, 4), label="ax1"),
                      C(lambda tf, x: tf.nn.l2_normalize(x, axis=0), cx(3, 2), dtypes=CX, label="complex"),
                      C(lambda tf, x: tf.nn.l2_normalize(x), f(), label="0d")),
    "local_response_normalization": R(C(lambda tf, x: tf.nn.local_response_normalization(x), f(1, 3, 3, 8)),
                                      C(lambda tf, x: tf.nn.local_response_normalization(x, 2, 0.5, 0.1, 0.75),
                                        f(2, 2, 2, 5), label="args")),
    "lrn": R(C(lambda tf, x: tf.nn.lrn(x, 1), f(1, 2, 2, 4))),
    "dropout": R(C(lambda tf, x: tf.nn.dropout(x, 0.5, seed=1), f(50, 4, lo=1, hi=2),
                   post=lambda outs, inp: [np.all((outs[0] == 0) | np.isclose(outs[0], inp[0] * 2, rtol=1e-3))]),
                 C(lambda tf, x: tf.nn.dropout(x, 1.5), f(3), label="badrate")),
    "embedding_lookup": R(C(lambda tf, p, ids: tf.nn.embedding_lookup(p, ids), f(6, 3), i(2, 4, hi=6)),
                          C(lambda tf, p, ids: tf.nn.embedding_lookup(p, ids, max_norm=1.0), f(6, 3), i(5, hi=6),
                            label="maxnorm"),
                          C(lambda tf, p, ids: tf.nn.embedding_lookup(p, ids), f(6, 3), i(2, lo=6, hi=9),
                            label="oob")),
    "softmax_cross_entropy_with_logits": R(
        C(lambda tf, z, x: tf.nn.softmax_cross_entropy_with_logits(z, x), f(4, 5, lo=0, hi=1), f(4, 5), dtypes=FLH),
        C(lambda tf, z, x: tf.nn.softmax_cross_entropy_with_logits(z, x, axis=0), f(4, 5, lo=0, hi=1), f(4, 5),
          label="ax0")),
    "sparse_softmax_cross_entropy_with_logits": R(
        C(lambda tf, z, x: tf.nn.sparse_softmax_cross_entropy_with_logits(z, x), i(4, hi=5), f(4, 5)),
        C(lambda tf, z, x: tf.nn.sparse_softmax_cross_entropy_with_logits(z, x), i(2, 3, hi=5, dt="int64"),
          f(2, 3, 5), label="3d")),
    "sigmoid_cross_entropy_with_logits": R(C(lambda tf, z, x: tf.nn.sigmoid_cross_entropy_with_logits(z, x),
                                             f(4, 3, lo=0, hi=1), f(4, 3), dtypes=FLH),
                                           C(lambda tf, z, x: tf.nn.sigmoid_cross_entropy_with_logits(z, x),
                                             f(4, lo=0, hi=1), f(3), label="shape")),
    "weighted_cross_entropy_with_logits": R(C(
        lambda tf, z, x: tf.nn.weighted_cross_entropy_with_logits(z, x, 2.5), f(4, 3, lo=0, hi=1), f(4, 3))),
    "l2_loss": R(C(lambda tf, x: tf.nn.l2_loss(x), f(4, 3), dtypes=FLH), C(lambda tf, x: tf.nn.l2_loss(x), f(),
                                                                            label="0d")),
    "log_poisson_loss": R(C(lambda tf, z, x: tf.nn.log_poisson_loss(z, x), f(5, lo=0, hi=4), f(5)),
                          C(lambda tf, z, x: tf.nn.log_poisson_loss(z, x, compute_full_loss=True), f(6, lo=0, hi=4),
                            f(6), label="full")),
    "compute_average_loss": R(C(lambda tf, x: tf.nn.compute_average_loss(x), f(4, dt="float32"), dtypes=F32),
                              C(lambda tf, x, w: tf.nn.compute_average_loss(x, sample_weight=w, global_batch_size=8),
                                f(4, dt="float32"), f(4, dt="float32"), dtypes=F32, label="w")),
    "scale_regularization_loss": R(C(lambda tf, x: tf.nn.scale_regularization_loss(x), f(dt="float32"),
                                     dtypes=F32)),
    "top_k": R(C(lambda tf, x: tf.nn.top_k(x, 2), f(3, 5), dtypes=FLH),
               C(lambda tf, x: tf.nn.top_k(x, 3), i(2, 6, hi=3), dtypes=("int32",), label="ties"),
               C(lambda tf, x: tf.nn.top_k(x, 7), f(5), label="bigk")),
    "in_top_k": R(C(lambda tf, t, p: tf.nn.in_top_k(t, p, 2), i(4, hi=5), f(4, 5, dt="float32"),
                    dtypes=("int32",)),
                  C(lambda tf, t, p: tf.nn.in_top_k(t, p, 1), i(4, hi=3), i(4, 3, hi=2, dt="float32"),
                    dtypes=("int64",), label="ties")),
    "approx_max_k": R(C(lambda tf, x: tf.nn.approx_max_k(x, 2), f(3, 6), dtypes=F32)),
    "approx_min_k": R(C(lambda tf, x: tf.nn.approx_min_k(x, 2, reduction_dimension=0), f(6, 3), dtypes=F32)),
    "space_to_depth": R(C(lambda tf, x: tf.nn.space_to_depth(x, 2), f(2, 4, 6, 3)),
                        C(lambda tf, x: tf.nn.space_to_depth(x, 2), f(1, 3, 4, 1), label="bad")),
    "depth_to_space": R(C(lambda tf, x: tf.nn.depth_to_space(x, 2), f(2, 2, 3, 8)),
                        C(lambda tf, x: tf.nn.depth_to_space(x, 2), f(1, 2, 2, 6), label="bad")),
    "space_to_batch": R(C(lambda tf, x: tf.nn.space_to_batch(x, [2, 2], [[0, 0], [1, 1]]), f(2, 4, 2, 3))),
    "zero_fraction": R(C(lambda tf, x: tf.nn.zero_fraction(x), i(4, 5, hi=3, dt="float32"), dtypes=F32)),
    "dilation2d": R(C(lambda tf, x, w: tf.nn.dilation2d(x, w, [1, 1, 1, 1], "SAME", "NHWC", [1, 1, 1, 1]),
                      f(1, 5, 5, 2), f(3, 3, 2)),
                    C(lambda tf, x, w: tf.nn.dilation2d(x, w, [1, 2, 2, 1], "VALID", "NHWC", [1, 1, 1, 1]),
                      f(1, 6, 6, 1), f(2, 2, 1), label="valid")),
    "erosion2d": R(C(lambda tf, x, w: tf.nn.erosion2d(x, w, [1, 1, 1, 1], "SAME", "NHWC", [1, 1, 1, 1]),
                     f(1, 5, 5, 2), f(3, 3, 2))),
}

NN["approx_max_k"] = R(C(lambda tf, x: tf.nn.approx_max_k(x, 2), f(3, 6), dtypes=F32))


# ------------------------------------------------------------------ tf.linalg

def _svd_canon(outs, inputs):
    s, u, vv = outs
    sg = np.sign(np.where(np.abs(u[..., :1, :]) > 1e-6, u[..., :1, :], 1)).real
    return [s, u * sg, vv[..., :, : u.shape[-1]] * sg]


def _qr_canon(outs, inputs):
    q, r = outs
    d = np.sign(np.diagonal(r, axis1=-2, axis2=-1).real)
    d = np.where(d == 0, 1, d)
    d = np.concatenate([d, np.ones(d.shape[:-1] + (q.shape[-1] - d.shape[-1],))], axis=-1)
    r = np.concatenate([r, np.zeros(r.shape[:-2] + (r.shape[-2], q.shape[-1] - r.shape[-1]))], axis=-1) \
        if q.shape[-1] > r.shape[-1] else r
    return [q * d[..., None, :], r * d[..., :, None]]


def _eig_canon(outs, inputs):
    e, vv = outs
    a = inputs[0]
    res = np.abs(a.astype(np.complex128) @ vv - vv * e[..., None, :]).max() if vv.size else 0.0
    return [np.sort_complex(e.ravel()), np.array(res < 1e-3)]


def _eigh_canon(outs, inputs):
    e, vv = outs
    idx = np.argmax(np.abs(vv), axis=-2)
    sg = np.sign(np.take_along_axis(vv, idx[..., None, :], axis=-2)).real
    return [e, vv * sg]


MAT = ("float32", "float64")
LA = {
    "adjoint": R(C(lambda tf, x: tf.linalg.adjoint(x), f(2, 3, 4)), C(lambda tf, x: tf.linalg.adjoint(x), cx(3, 2),
                                                                        dtypes=CX, label="cx")),
    "band_part": R(C(lambda tf, x: tf.linalg.band_part(x, 1, 0), f(4, 5)),
                   C(lambda tf, x: tf.linalg.band_part(x, -1, 1), f(2, 4, 4), label="neg")),
    "banded_triangular_solve": R(C(lambda tf, bd, b: tf.linalg.banded_triangular_solve(bd, b), f(2, 4, lo=1, hi=2),
                                   f(4, 2)),
                                 C(lambda tf, bd, b: tf.linalg.banded_triangular_solve(bd, b, lower=False),
                                   f(2, 4, lo=1, hi=2), f(4, 2), label="upper")),
    "cholesky": R(C(lambda tf, x: tf.linalg.cholesky(x), spd(3, 3)), C(lambda tf, x: tf.linalg.cholesky(x),
                                                                      spd(2, 4, 4), label="batch")),
    "cholesky_solve": R(C(lambda tf, x, b: tf.linalg.cholesky_solve(tf.linalg.cholesky(x), b), spd(3, 3), f(3, 2))),
    "cross": R(C(lambda tf, a, b: tf.linalg.cross(a, b), f(4, 3), f(4, 3)),
               C(lambda tf, a, b: tf.linalg.cross(a, b), i(3, hi=9), i(3, hi=9), dtypes=("int32",), label="int")),
    "det": R(C(lambda tf, x: tf.linalg.det(x), f(3, 3)), C(lambda tf, x: tf.linalg.det(x), f(2, 4, 4), label="batch"),
             C(lambda tf, x: tf.linalg.det(x), cx(3, 3), dtypes=CX, label="cx"),
             C(lambda tf, x: tf.linalg.det(x), f(2, 3), label="nonsquare")),
    "diag": R(C(lambda tf, d: tf.linalg.diag(d), f(2, 3)), C(lambda tf, d: tf.linalg.diag(d, k=1), f(3), label="k1"),
              C(lambda tf, d: tf.linalg.diag(d, k=-1, num_rows=4, num_cols=5, padding_value=9), f(3), label="pad"),
              C(lambda tf, d: tf.linalg.diag(d, k=(-1, 1)), f(3, 3), label="band")),
    "diag_part": R(C(lambda tf, x: tf.linalg.diag_part(x), f(2, 3, 4)),
                   C(lambda tf, x: tf.linalg.diag_part(x, k=1), f(3, 4), label="k1"),
                   C(lambda tf, x: tf.linalg.diag_part(x, k=(-1, 1), padding_value=7), f(3, 4), label="band"),
                   C(lambda tf, x: tf.linalg.diag_part(x, k=(-2, 0), align="LEFT_RIGHT"), f(4, 3), label="align")),
    "set_diag": R(C(lambda tf, x, d: tf.linalg.set_diag(x, d), f(2, 3, 4), f(2, 3)),
                  C(lambda tf, x, d: tf.linalg.set_diag(x, d, k=(-1, 0)), f(3, 3), f(2, 3), label="band")),
    "eig": R(C(lambda tf, x: tf.linalg.eig(x), f(4, 4), post=_eig_canon, dtypes=MAT)),
    "eigvals": R(C(lambda tf, x: tf.linalg.eigvals(x), f(4, 4), post=lambda o, i: [np.sort_complex(o[0].ravel())])),
    "eigh": R(C(lambda tf, x: tf.linalg.eigh(x), spd(4, 4), post=_eigh_canon),
              C(lambda tf, x: tf.linalg.eigh(x), spd(2, 3, 3), post=_eigh_canon, label="batch")),
    "eigvalsh": R(C(lambda tf, x: tf.linalg.eigvalsh(x), spd(4, 4))),
    "eigh_tridiagonal": R(C(lambda tf, a, b: tf.linalg.eigh_tridiagonal(a, b), f(5), f(4))),
    "einsum": R(C(lambda tf, a, b: tf.linalg.einsum("ij,jk->ik", a, b), f(2, 3), f(3, 4))),
    "expm": R(C(lambda tf, x: tf.linalg.expm(x), f(3, 3, lo=-1, hi=1)),
              C(lambda tf, x: tf.linalg.expm(x), f(2, 2, 2, lo=-1, hi=1), label="batch")),
    "eye": R(C(lambda tf: tf.linalg.eye(3), dtypes=F32), C(lambda tf: tf.linalg.eye(2, 4, batch_shape=[3],
                                                                                      dtype=tf.float64),
                                                           dtypes=F32, label="batch")),
    "global_norm": R(C(lambda tf, a, b: tf.linalg.global_norm([a, b]), f(3, 2), f(4))),
    "inv": R(C(lambda tf, x: tf.linalg.inv(x), spd(3, 3)), C(lambda tf, x: tf.linalg.inv(x, adjoint=True),
                                                           spd(2, 3, 3), label="adj"),
             C(lambda tf, x: tf.linalg.inv(x), i(3, 3, hi=4), dtypes=("int32",), label="int")),
    "l2_normalize": R(C(lambda tf, x: tf.linalg.l2_normalize(x, axis=-1), f(3, 4))),
    "logdet": R(C(lambda tf, x: tf.linalg.logdet(x), spd(3, 3)), C(lambda tf, x: tf.linalg.logdet(x), spd(2, 4, 4),
                                                                  label="batch")),
    "logm": R(C(lambda tf, x: tf.linalg.logm(x), spd(3, 3), dtypes=CX, tol=(1e-3, 1e-4)),
              C(lambda tf, x: tf.linalg.logm(x), spd(3, 3), dtypes=F32, label="real")),
    "lstsq": R(C(lambda tf, a, b: tf.linalg.lstsq(a, b), f(5, 3), f(5, 2), tol=(1e-3, 1e-4)),
               C(lambda tf, a, b: tf.linalg.lstsq(a, b, l2_regularizer=0.5), f(3, 5), f(3, 2), label="l2",
                 tol=(1e-3, 1e-4))),
    "lu": R(C(lambda tf, x: tf.linalg.lu(x), f(4, 4)), C(lambda tf, x: tf.linalg.lu(x), f(2, 3, 3), label="batch")),
    "lu_matrix_inverse": R(C(lambda tf, x: tf.linalg.lu_matrix_inverse(*tf.linalg.lu(x)), spd(3, 3))),
    "lu_reconstruct": R(C(lambda tf, x: tf.linalg.lu_reconstruct(*tf.linalg.lu(x)), f(4, 4))),
    "lu_solve": R(C(lambda tf, x, b: tf.linalg.lu_solve(*tf.linalg.lu(x), b), spd(3, 3), f(3, 2))),
    "matmul": R(C(lambda tf, a, b: tf.linalg.matmul(a, b), f(2, 3), f(3, 4)),
                C(lambda tf, a, b: tf.linalg.matmul(a, b, transpose_a=True, adjoint_b=True), f(2, 3, 2), f(2, 4, 3),
                  label="flags"),
                C(lambda tf, a, b: tf.linalg.matmul(a, b), i(2, 3), i(3, 2), dtypes=("int32",), label="int")),
    "matrix_rank": R(C(lambda tf, x: tf.linalg.matrix_rank(x), f(4, 3)),
                     C(lambda tf, x: tf.linalg.matrix_rank(tf.linalg.matmul(x, x, transpose_b=True)), f(4, 2),
                       label="deficient")),
    "matrix_transpose": R(C(lambda tf, x: tf.linalg.matrix_transpose(x), f(2, 3, 4)),
                          C(lambda tf, x: tf.linalg.matrix_transpose(x, conjugate=True), cx(2, 3), dtypes=CX,
                            label="conj")),
    "matvec": R(C(lambda tf, a, b: tf.linalg.matvec(a, b), f(3, 4), f(4)),
                C(lambda tf, a, b: tf.linalg.matvec(a, b, transpose_a=True), f(2, 4, 3), f(2, 4), label="t")),
    "norm": R(C(lambda tf, x: tf.linalg.norm(x), f(3, 4)), C(lambda tf, x: tf.linalg.norm(x, ord=1, axis=1), f(3, 4),
                                                            label="ord1"),
              C(lambda tf, x: tf.linalg.norm(x, ord="fro", axis=[0, 1]), f(3, 4), label="fro"),
              C(lambda tf, x: tf.linalg.norm(x, ord=np.inf, axis=-1, keepdims=True), f(3, 4), label="inf")),
    "normalize": R(C(lambda tf, x: tf.linalg.normalize(x), f(3, 4)),
                   C(lambda tf, x: tf.linalg.normalize(x, ord=1, axis=0), f(3, 4), label="ord1")),
    "pinv": R(C(lambda tf, x: tf.linalg.pinv(x), f(4, 3), tol=(1e-3, 1e-4)),
              C(lambda tf, x: tf.linalg.pinv(x), f(2, 3, 5), label="batch", tol=(1e-3, 1e-4))),
    "qr": R(C(lambda tf, x: tf.linalg.qr(x), f(4, 3), post=_qr_canon),
            C(lambda tf, x: tf.linalg.qr(x, full_matrices=True), f(4, 3), post=_qr_canon, label="full",
              tol=(1e-3, 1e-4))),
    "slogdet": R(C(lambda tf, x: tf.linalg.slogdet(x), f(3, 3)), C(lambda tf, x: tf.linalg.slogdet(x), f(2, 4, 4),
                                                                  label="batch")),
    "solve": R(C(lambda tf, a, b: tf.linalg.solve(a, b), spd(3, 3), f(3, 2)),
               C(lambda tf, a, b: tf.linalg.solve(a, b, adjoint=True), f(2, 3, 3), f(2, 3, 1), label="adj",
                 tol=(1e-3, 1e-5)),
               C(lambda tf, a, b: tf.linalg.solve(a, b), spd(3, 3), f(4, 2), label="bad")),
    "sqrtm": R(C(lambda tf, x: tf.linalg.sqrtm(x), spd(3, 3), tol=(1e-3, 1e-4))),
    "svd": R(C(lambda tf, x: tf.linalg.svd(x), f(4, 3), post=_svd_canon, tol=(1e-3, 1e-4)),
             C(lambda tf, x: tf.linalg.svd(x, compute_uv=False), f(2, 3, 5), label="nouv"),
             C(lambda tf, x: tf.linalg.svd(x, full_matrices=True), f(3, 3), post=_svd_canon, label="full",
               tol=(1e-3, 1e-4))),
    "tensor_diag": R(C(lambda tf, d: tf.linalg.tensor_diag(d), f(2, 3))),
    "tensor_diag_part": R(C(lambda tf, x: tf.linalg.tensor_diag_part(x), f(2, 3, 2, 3))),
    "tensordot": R(C(lambda tf, a, b: tf.linalg.tensordot(a, b, 1), f(2, 3), f(3, 4)),
                   C(lambda tf, a, b: tf.linalg.tensordot(a, b, [[0, 1], [1, 0]]), f(2, 3), f(3, 2), label="pairs")),
    "trace": R(C(lambda tf, x: tf.linalg.trace(x), f(3, 3)), C(lambda tf, x: tf.linalg.trace(x), f(2, 3, 4),
                                                              label="batch"),
               C(lambda tf, x: tf.linalg.trace(x), i(3, 3), dtypes=("int32",), label="int")),
    "triangular_solve": R(C(lambda tf, a, b: tf.linalg.triangular_solve(a, b), spd(3, 3), f(3, 2)),
                          C(lambda tf, a, b: tf.linalg.triangular_solve(a, b, lower=False, adjoint=True), spd(3, 3),
                            f(3, 2), label="upper")),
    "tridiagonal_matmul": R(C(lambda tf, d, b: tf.linalg.tridiagonal_matmul(d, b), f(3, 4), f(4, 2))),
    "tridiagonal_solve": R(C(lambda tf, d, b: tf.linalg.tridiagonal_solve(d, b), f(3, 4, lo=1, hi=2), f(4, 2),
                             tol=(1e-3, 1e-4)),
                           C(lambda tf, d, b: tf.linalg.tridiagonal_solve(d, b, transpose_rhs=True),
                             f(3, 4, lo=1, hi=2), f(2, 4), label="t", tol=(1e-3, 1e-4))),
}


# ------------------------------------------------------------------ tf.signal

SG = {
    "fft": R(C(lambda tf, x: tf.signal.fft(x), cx(3, 8), dtypes=CX), C(lambda tf, x: tf.signal.fft(x), f(8),
                                                                     label="real")),
    "ifft": R(C(lambda tf, x: tf.signal.ifft(x), cx(2, 5), dtypes=CX)),
    "fft2d": R(C(lambda tf, x: tf.signal.fft2d(x), cx(2, 4, 6), dtypes=CX)),
    "ifft2d": R(C(lambda tf, x: tf.signal.ifft2d(x), cx(4, 6), dtypes=CX)),
    "fft3d": R(C(lambda tf, x: tf.signal.fft3d(x), cx(2, 3, 4), dtypes=CX)),
    "ifft3d": R(C(lambda tf, x: tf.signal.ifft3d(x), cx(2, 3, 4), dtypes=CX)),
    "fftnd": R(C(lambda tf, x: tf.signal.fftnd(x, fft_length=[4, 6], axes=[0, 1]), cx(3, 5), dtypes=CX)),
    "ifftnd": R(C(lambda tf, x: tf.signal.ifftnd(x, fft_length=[4], axes=[-1], norm="ortho"), cx(3, 5), dtypes=CX)),
    "rfft": R(C(lambda tf, x: tf.signal.rfft(x), f(3, 8)), C(lambda tf, x: tf.signal.rfft(x, [6]), f(2, 9),
                                                             label="len"),
              C(lambda tf, x: tf.signal.rfft(x), cx(4), dtypes=("complex64",), label="cx")),
    "irfft": R(C(lambda tf, x: tf.signal.irfft(x), cx(3, 5), dtypes=CX),
               C(lambda tf, x: tf.signal.irfft(x, [7]), cx(2, 5), dtypes=CX, label="len")),
    "rfft2d": R(C(lambda tf, x: tf.signal.rfft2d(x), f(2, 4, 6)), C(lambda tf, x: tf.signal.rfft2d(x, [3, 5]),
                                                                    f(4, 6), label="len")),
    "irfft2d": R(C(lambda tf, x: tf.signal.irfft2d(x), cx(4, 4), dtypes=CX),
                 C(lambda tf, x: tf.signal.irfft2d(x, [4, 5]), cx(4, 4), dtypes=CX, label="len")),
    "rfft3d": R(C(lambda tf, x: tf.signal.rfft3d(x), f(2, 3, 4))),
    "irfft3d": R(C(lambda tf, x: tf.signal.irfft3d(x), cx(2, 3, 3), dtypes=CX)),
    "rfftnd": R(C(lambda tf, x: tf.signal.rfftnd(x, fft_length=[4, 6], axes=[0, 1]), f(4, 6))),
    "irfftnd": R(C(lambda tf, x: tf.signal.irfftnd(x, fft_length=[4, 6], axes=[0, 1]), cx(4, 4), dtypes=CX)),
    "fftshift": R(C(lambda tf, x: tf.signal.fftshift(x), f(3, 4)), C(lambda tf, x: tf.signal.fftshift(x, axes=1),
                                                                     f(3, 5), label="ax")),
    "ifftshift": R(C(lambda tf, x: tf.signal.ifftshift(x), f(3, 5)),
                   C(lambda tf, x: tf.signal.ifftshift(x, axes=[0]), i(5, 2), dtypes=("int32",), label="int")),
    "frame": R(C(lambda tf, x: tf.signal.frame(x, 4, 2), f(2, 11)),
               C(lambda tf, x: tf.signal.frame(x, 4, 3, pad_end=True, pad_value=7), f(10), label="pad"),
               C(lambda tf, x: tf.signal.frame(x, 3, 2, axis=0), i(8, 2), dtypes=("int32",), label="ax0"),
               C(lambda tf, x: tf.signal.frame(x, 5, 2), f(3), label="short")),
    "overlap_and_add": R(C(lambda tf, x: tf.signal.overlap_and_add(x, 2), f(2, 5, 4))),
    "hann_window": R(C(lambda tf: tf.signal.hann_window(8), dtypes=F32),
                     C(lambda tf: tf.signal.hann_window(7, periodic=False, dtype=tf.float64), dtypes=F32, label="sym"),
                     C(lambda tf: tf.signal.hann_window(1), dtypes=F32, label="one")),
    "hamming_window": R(C(lambda tf: tf.signal.hamming_window(9), dtypes=F32),
                        C(lambda tf: tf.signal.hamming_window(6, periodic=False), dtypes=F32, label="sym")),
    "kaiser_window": R(C(lambda tf: tf.signal.kaiser_window(8), dtypes=F32, tol=(1e-4, 1e-5)),
                       C(lambda tf: tf.signal.kaiser_window(5, beta=3.0, dtype=tf.float64), dtypes=F32, label="b")),
    "kaiser_bessel_derived_window": R(C(lambda tf: tf.signal.kaiser_bessel_derived_window(8), dtypes=F32,
                                        tol=(1e-4, 1e-5))),
    "vorbis_window": R(C(lambda tf: tf.signal.vorbis_window(8), dtypes=F32)),
    "dct": R(*[C(lambda tf, x, t=t: tf.signal.dct(x, type=t), f(3, 8), label=f"t{t}", tol=(1e-3, 1e-4))
               for t in (1, 2, 3, 4)],
             C(lambda tf, x: tf.signal.dct(x, norm="ortho"), f(8), label="ortho", tol=(1e-3, 1e-4)),
             C(lambda tf, x: tf.signal.dct(x, n=5), f(8), label="n", tol=(1e-3, 1e-4)),
             C(lambda tf, x: tf.signal.dct(x, type=1, norm="ortho"), f(8), label="bad")),
    "idct": R(*[C(lambda tf, x, t=t: tf.signal.idct(x, type=t), f(3, 8), label=f"t{t}", tol=(1e-3, 1e-4))
                for t in (2, 3)],
              C(lambda tf, x: tf.signal.idct(x, norm="ortho"), f(8), label="ortho", tol=(1e-3, 1e-4))),
    "stft": R(C(lambda tf, x: tf.signal.stft(x, 8, 4), f(2, 40), tol=(1e-3, 1e-4)),
              C(lambda tf, x: tf.signal.stft(x, 6, 3, fft_length=8, pad_end=True), f(30), label="pad",
                tol=(1e-3, 1e-4))),
    "inverse_stft": R(C(lambda tf, x: tf.signal.inverse_stft(x, 8, 4), cx(3, 5, 5), dtypes=CX, tol=(1e-3, 1e-4))),
    "inverse_stft_window_fn": R(C(lambda tf: tf.signal.inverse_stft_window_fn(4)(8, tf.float32), dtypes=F32)),
    "mdct": R(C(lambda tf, x: tf.signal.mdct(x, 8), f(2, 32), tol=(1e-3, 1e-4)),
              C(lambda tf, x: tf.signal.mdct(x, 8, norm="ortho", window_fn=None), f(24), label="ortho",
                tol=(1e-3, 1e-4))),
    "inverse_mdct": R(C(lambda tf, x: tf.signal.inverse_mdct(x), f(3, 4), tol=(1e-3, 1e-4))),
    "linear_to_mel_weight_matrix": R(C(lambda tf: tf.signal.linear_to_mel_weight_matrix(), dtypes=F32,
                                       tol=(1e-3, 1e-5)),
                                     C(lambda tf: tf.signal.linear_to_mel_weight_matrix(8, 33, 16000, 0.0, 8000.0),
                                       dtypes=F32, label="args", tol=(1e-3, 1e-5))),
    "mfccs_from_log_mel_spectrograms": R(C(lambda tf, x: tf.signal.mfccs_from_log_mel_spectrograms(x), f(3, 10),
                                           tol=(1e-3, 1e-4))),
}


# ------------------------------------------------------------------ tf.image (the basics)

U8 = ("uint8",)


def u8(*shape):
    return lambda rng, d: rng.integers(0, 256, shape).astype("uint8")


IMG = {
    "resize": R(*[C(lambda tf, x, m=m: tf.image.resize(x, [5, 7], method=m), f(2, 4, 6, 3, lo=0, hi=1), label=m,
                    tol=(1e-3, 1e-3)) for m in ("bilinear", "nearest", "bicubic", "area", "lanczos3")],
                *[C(lambda tf, x, m=m: tf.image.resize(x, [3, 2], method=m, antialias=True), f(9, 8, 2, lo=0, hi=1),
                    label=m + "-aa", tol=(1e-4, 1e-4)) for m in ("bilinear", "bicubic")],
                C(lambda tf, x: tf.image.resize(x, [3, 2]), f(9, 8, 2, lo=0, hi=1), label="down", tol=(1e-4, 1e-4)),
                C(lambda tf, x: tf.image.resize(x, [3, 9], method="nearest"), u8(4, 6, 1), dtypes=U8, label="u8"),
                C(lambda tf, x: tf.image.resize(x, [8, 8], preserve_aspect_ratio=True), f(4, 6, 1), label="aspect")),
    "flip_left_right": R(C(lambda tf, x: tf.image.flip_left_right(x), f(2, 3, 4, 2))),
    "flip_up_down": R(C(lambda tf, x: tf.image.flip_up_down(x), f(3, 4, 2))),
    "rot90": R(C(lambda tf, x: tf.image.rot90(x), f(3, 4, 2)), C(lambda tf, x: tf.image.rot90(x, k=3), f(2, 3, 4, 1),
                                                                   label="k3")),
    "transpose": R(C(lambda tf, x: tf.image.transpose(x), f(2, 3, 4, 1))),
    "rgb_to_grayscale": R(C(lambda tf, x: tf.image.rgb_to_grayscale(x), f(2, 3, 3, lo=0, hi=1)),
                          C(lambda tf, x: tf.image.rgb_to_grayscale(x), u8(4, 3, 3), dtypes=U8, label="u8")),
    "grayscale_to_rgb": R(C(lambda tf, x: tf.image.grayscale_to_rgb(x), f(2, 3, 1))),
    "rgb_to_hsv": R(C(lambda tf, x: tf.image.rgb_to_hsv(x), f(4, 5, 3, lo=0, hi=1))),
    "hsv_to_rgb": R(C(lambda tf, x: tf.image.hsv_to_rgb(x), f(4, 5, 3, lo=0, hi=1))),
    "adjust_brightness": R(C(lambda tf, x: tf.image.adjust_brightness(x, 0.2), f(3, 3, 3, lo=0, hi=1)),
                           C(lambda tf, x: tf.image.adjust_brightness(x, 0.2), u8(3, 3, 3), dtypes=U8, label="u8")),
    "adjust_contrast": R(C(lambda tf, x: tf.image.adjust_contrast(x, 1.7), f(2, 4, 4, 3, lo=0, hi=1),
                           tol=(1e-5, 1e-6)),  # TF adjusts in float32 whatever the dtype
                         C(lambda tf, x: tf.image.adjust_contrast(x, 0.5), u8(4, 4, 3), dtypes=U8, label="u8")),
    "adjust_saturation": R(C(lambda tf, x: tf.image.adjust_saturation(x, 1.5), f(4, 4, 3, lo=0, hi=1),
                             tol=(1e-4, 1e-5))),
    "adjust_hue": R(C(lambda tf, x: tf.image.adjust_hue(x, 0.2), f(4, 4, 3, lo=0, hi=1), tol=(1e-4, 1e-5))),
    "adjust_gamma": R(C(lambda tf, x: tf.image.adjust_gamma(x, 2.0, 0.5), f(3, 3, 3, lo=0, hi=1), tol=(1e-5, 1e-6))),
    "central_crop": R(C(lambda tf, x: tf.image.central_crop(x, 0.5), f(7, 9, 2)),
                      C(lambda tf, x: tf.image.central_crop(x, 0.3), f(2, 10, 10, 1), label="4d")),
    "crop_to_bounding_box": R(C(lambda tf, x: tf.image.crop_to_bounding_box(x, 1, 2, 3, 2), f(5, 6, 2)),
                              C(lambda tf, x: tf.image.crop_to_bounding_box(x, 3, 2, 3, 2), f(5, 6, 2), label="bad")),
    "pad_to_bounding_box": R(C(lambda tf, x: tf.image.pad_to_bounding_box(x, 1, 2, 6, 7), f(2, 3, 4, 1))),
    "resize_with_crop_or_pad": R(C(lambda tf, x: tf.image.resize_with_crop_or_pad(x, 4, 8), f(7, 5, 2))),
    "per_image_standardization": R(C(lambda tf, x: tf.image.per_image_standardization(x), f(2, 4, 4, 3)),
                                   C(lambda tf, x: tf.image.per_image_standardization(x), u8(4, 4, 3), dtypes=U8,
                                     label="u8")),
    "convert_image_dtype": R(C(lambda tf, x: tf.image.convert_image_dtype(x, tf.float32), u8(3, 3, 3), dtypes=U8),
                             C(lambda tf, x: tf.image.convert_image_dtype(x, tf.uint8), f(3, 3, 3, lo=0, hi=1),
                               label="tou8"),
                             C(lambda tf, x: tf.image.convert_image_dtype(x, tf.int32), u8(3, 3), dtypes=U8,
                               label="int"),
                             C(lambda tf, x: tf.image.convert_image_dtype(x, tf.uint8, saturate=True),
                               f(3, 3, lo=-1, hi=2), label="sat")),
    "extract_patches": R(C(lambda tf, x: tf.image.extract_patches(x, [1, 2, 3, 1], [1, 2, 1, 1], [1, 1, 1, 1],
                                                                  "VALID"), f(2, 5, 6, 2)),
                         C(lambda tf, x: tf.image.extract_patches(x, [1, 3, 3, 1], [1, 2, 2, 1], [1, 2, 1, 1],
                                                                  "SAME"), f(1, 7, 7, 1), label="same")),
    "total_variation": R(C(lambda tf, x: tf.image.total_variation(x), f(2, 4, 5, 3)),
                         C(lambda tf, x: tf.image.total_variation(x), f(4, 5, 3), label="3d")),
    "image_gradients": R(C(lambda tf, x: tf.image.image_gradients(x), f(2, 4, 5, 3))),
    "sobel_edges": R(C(lambda tf, x: tf.image.sobel_edges(x), f(2, 4, 5, 3))),
}


ALL = {"nn": NN, "linalg": LA, "signal": SG, "image": IMG}
