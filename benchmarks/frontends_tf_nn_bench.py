"""ivy_frontends.tensorflow's tf.nn / tf.linalg / tf.signal / tf.keras timing: a frontend call vs
the ivy call(s) it makes vs real TensorFlow (eager, CPU).

    python benchmarks/frontends_tf_nn_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

Per backend and op: the frontend call on frontend tensors, the ivy call it makes on the backend's
native arrays, and real TF on tensors of the same values, best of several repeats, in microseconds;
``+fe`` is the frontend's added cost (budget: <= 1 us for a one-ivy-call function, ARCHITECTURE.md
section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import argparse
import timeit

import numpy as np


def _best(fn, number):
    fn()
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


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
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=500)
    a = p.parse_args(argv)
    import tensorflow as real  # noqa: I001

    import ivy
    import ivy_frontends.tensorflow as fe

    installed = set(ivy.backends())
    print(f"ivy_frontends.tensorflow (nn/linalg/signal/keras) vs ivy vs real TF (eager, CPU), {a.size}x{a.size} "
          "float32, microseconds per call")
    print(f"{'backend':<11}{'op':<17}{'frontend':>10}{'ivy':>10}{'tf':>10}{'+fe':>8}")
    for b in a.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b):
            for name, f_fe, f_ivy, f_native in ops(fe, ivy, real, a.size):
                t_fe, t_ivy, t_nat = (_best(f, a.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<17}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")


if __name__ == "__main__":
    main()
