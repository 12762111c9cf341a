"""ivy_frontends.tensorflow's tf.nn / tf.linalg / tf.signal / tf.keras timing: a frontend call vs
the ivy call(s) it makes vs real TensorFlow (eager, CPU).

    python benchmarks/frontends_tf_nn_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

Per backend and op: the frontend call on frontend tensors, the ivy call it makes on the backend's
native arrays, and real TF on tensors of the same values, best of several repeats, in microseconds;
``+fe`` is the frontend's added cost (budget: <= 1 us for a one-ivy-call function, ARCHITECTURE.md
section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


def ops(fe, ivy, real, n):
    """(name, frontend call, ivy call, real TF call) over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    img_np = rng.standard_normal((1, n, n, 3)).astype(np.float32)
    w_np = rng.standard_normal((3, 3, 3, 4)).astype(np.float32)
    b_np = rng.standard_normal(n).astype(np.float32)
    x, img, w, b = (fe.constant(v) for v in (a_np, img_np, w_np, b_np))
    xa, ia, wa, ba = x._data, img._data, w._data, b._data
    tx, ti, tw, tb = (real.constant(v) for v in (a_np, img_np, w_np, b_np))
    spd = a_np @ a_np.T + n * np.eye(n, dtype=np.float32)
    s, sa, ts = fe.constant(spd), None, real.constant(spd)
    sa = s._data
    dense = fe.keras.layers.Dense(n)
    dense(x)
    kd, bd = dense.kernel._data, dense.bias._data
    import keras

    rdense = keras.layers.Dense(n)
    rdense(tx)
    return [
        ("nn.relu", lambda: fe.nn.relu(x), lambda: ivy.relu(xa), lambda: real.nn.relu(tx)),
        ("nn.softmax", lambda: fe.nn.softmax(x), lambda: ivy.softmax(xa, axis=-1), lambda: real.nn.softmax(tx)),
        ("nn.bias_add", lambda: fe.nn.bias_add(x, b), lambda: ivy.add(xa, ba), lambda: real.nn.bias_add(tx, tb)),
        ("nn.conv2d", lambda: fe.nn.conv2d(img, w, 1, "SAME"),
         lambda: ivy.conv_general_dilated(ia, wa, (1, 1), "SAME", dims=2, data_format="channel_last",
                                          filter_format="channel_last", feature_group_count=1, dilations=(1, 1)),
         lambda: real.nn.conv2d(ti, tw, 1, "SAME")),
        ("nn.max_pool2d", lambda: fe.nn.max_pool2d(img, 2, 2, "VALID"),
         lambda: ivy.max_pool2d(ia, (2, 2), (2, 2), "VALID", data_format="NHWC"),
         lambda: real.nn.max_pool2d(ti, 2, 2, "VALID")),
        ("linalg.det", lambda: fe.linalg.det(s), lambda: ivy.det(sa), lambda: real.linalg.det(ts)),
        ("linalg.cholesky", lambda: fe.linalg.cholesky(s), lambda: ivy.cholesky(sa),
         lambda: real.linalg.cholesky(ts)),
        ("signal.rfft", lambda: fe.signal.rfft(x), lambda: ivy.astype(ivy.fft.rfft(xa, axis=-1), ivy.complex64),
         lambda: real.signal.rfft(tx)),
        ("keras Dense", lambda: dense(x), lambda: ivy.add(ivy.matmul(xa, kd), bd), lambda: rdense(tx)),
    ]


def main(argv=None):
    a = parse_args(argv)
    import tensorflow as real  # noqa: I001

    import ivy
    import ivy_frontends.tensorflow as fe

    run("ivy_frontends.tensorflow (nn/linalg/signal/keras) vs ivy vs real TF (eager, CPU)", "tf",
        lambda: ops(fe, ivy, real, a.size), a)


if __name__ == "__main__":
    main()
