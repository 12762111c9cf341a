"""ivy's dispatch cost, measured as ivy / native in one process (``nox -s bench``).

For each installed backend and each case (function x array size) it times:
  native    the framework's own call on native arrays
  ivy(nat)  the ivy function on the same native arrays (backend inferred)
  ivy(Arr)  the ivy function on ivy.Array wrappers of them
and prints the added cost in microseconds and percent. Timings are the best of
``--repeat`` runs of ``--number`` calls each (the least disturbed run, as timeit
advises); the native and ivy calls of a case are interleaved so that machine
noise hits both alike.

Budgets (ARCHITECTURE.md section 6): <= 0.5 us added with native arrays,
<= 1.0 us with ivy.Array.

    python benchmarks/bench.py [--backends numpy] [--sizes 1 100 10000] [--markdown] [--device gpu:0]

``--device gpu:0`` puts every input on that device (torch, JAX); each timed run then ends by
waiting for the device, so a sample counts the kernels it queued, on both sides alike.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

# One BLAS/OpenMP thread: multi-threaded kernels make timings depend on whatever else
# the machine is doing, and the ratio ivy / native is what is measured here.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import ivy  # noqa: E402

BUDGET_NATIVE_US = 0.5
BUDGET_ARRAY_US = 1.0

DEVICE = None  # --device: the ivy device every input is moved to (None: each framework's default)
_sync = None  # set with --device on torch: waits for the queued kernels at the end of a timed run


def _placed(native):
    """A native array on ``DEVICE`` (unchanged without ``--device``)."""
    return native if DEVICE is None else ivy.to_device(native, DEVICE)


def _inputs(n):
    """float32 NumPy inputs of about ``n`` elements: vectors a, b, a square matrix, a mask."""
    import numpy as np

    a = np.linspace(0.5, 1.5, n, dtype=np.float32)
    b = np.linspace(1.0, 2.0, n, dtype=np.float32)
    m = max(1, int(round(n**0.5)))
    return a, b, np.ones((m, m), dtype=np.float32), a > 1.0


def _cases(n, convert, native):
    """The benchmark cases: name -> (native callable, ivy callable, native args).

    ``convert`` turns a NumPy array into the framework's array; ``native`` maps each case
    to the framework's own function.
    """
    a, b, ma, cond = (_placed(convert(v)) for v in _inputs(n))
    half = n // 2
    return {
        "add": (native["add"], ivy.add, (a, b)),
        "multiply": (native["multiply"], ivy.multiply, (a, b)),
        "exp": (native["exp"], ivy.exp, (a,)),
        "sum": (native["sum"], ivy.sum, (a,)),
        "matmul": (native["matmul"], ivy.matmul, (ma, ma)),
        "reshape": (native["reshape"], ivy.reshape, (a, (n, 1))),
        "where": (native["where"], ivy.where, (cond, a, b)),
        "getitem": (lambda x: x[half:], lambda x: x[half:], (a,)),
    }


def _numpy_cases(n):
    import numpy as np

    names = ("add", "multiply", "exp", "sum", "matmul", "reshape", "where")
    return _cases(n, lambda v: v, {k: getattr(np, k) for k in names})


def _torch_cases(n):
    import torch

    torch.set_num_threads(1)
    native = {"add": torch.add, "multiply": torch.multiply, "exp": torch.exp, "sum": torch.sum,
              "matmul": torch.matmul, "reshape": torch.reshape, "where": torch.where}
    return _cases(n, torch.from_numpy, native)


def _jax_cases(n):
    import jax
    import jax.numpy as jnp

    def blocking(f):
        # JAX dispatches asynchronously: wait for the result, on both sides alike.
        return lambda *a: jax.block_until_ready(f(*a))

    native = {k: blocking(getattr(jnp, k)) for k in ("add", "multiply", "exp", "sum", "matmul", "reshape", "where")}
    cases = _cases(n, jnp.asarray, native)
    return {k: (nat, blocking(iv) if k != "getitem" else iv, args) for k, (nat, iv, args) in cases.items()}


def _tf_cases(n):
    import tensorflow as tf

    native = {"add": tf.add, "multiply": tf.multiply, "exp": tf.exp, "sum": tf.reduce_sum, "matmul": tf.matmul,
              "reshape": tf.reshape, "where": tf.where}
    return _cases(n, tf.constant, native)


def _mxnet_cases(n):
    # ivy loads the backend first, so MXNet runs synchronously (NaiveEngine): no waiting needed
    import mxnet as mx

    names = ("add", "multiply", "exp", "sum", "matmul", "reshape", "where")
    return _cases(n, mx.np.array, {k: getattr(mx.np, k) for k in names})


NATIVE_CASES = {"numpy": _numpy_cases, "torch": _torch_cases, "jax": _jax_cases, "tensorflow": _tf_cases,
                "mxnet": _mxnet_cases}


# ------------------------------------------------------------ layers at realistic sizes
# conv2d: a 64x3x32x32 batch, 16 3x3 filters, SAME padding, in the framework's own layout;
# linear: 64x512 -> 512; layer_norm: 64x512 over the last axis; softmax: 64x1000;
# module: ivy.Sequential(Linear(512, 512), ReLU, Linear(512, 10)) on 64x512 against the
# framework's own two-layer network with the same weights; compiled module: the same two,
# ivy.compile against torch.compile / jax.jit / tf.function.
# module (nn): the same ivy Sequential against the framework's own module of the same layers and
# weights (torch.nn.Sequential, a Keras Sequential), where it has one.
LAYER_SIZES = {"conv2d": "64x3x32x32", "linear": "64x512", "layer_norm": "64x512", "softmax": "64x1000",
               "module": "64x512", "module (nn)": "64x512", "compiled module": "64x512"}


def _layer_inputs(tiny=False):
    """The realistic inputs above, or tiny ones (1x3x4x4, 1x8, 1x10) whose kernels take next to
    nothing, so that ``ivy - native`` is ivy's per-call cost without the kernels' noise."""
    import numpy as np

    rng = np.random.default_rng(0)
    f = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    n, c, hw, k = (1, 8, 4, 10) if tiny else (64, 512, 32, 1000)
    return {"x_nchw": f(n, 3, hw, hw), "w_oihw": f(16, 3, 3, 3), "x": f(n, c), "w": f(c, c) * 0.04,
            "b": f(c), "w2": f(10, c) * 0.04, "b2": f(10), "s": f(n, k)}


def _ivy_mlp(bname, d):
    c = d["x"].shape[-1]
    m = ivy.Sequential(ivy.Linear(c, c), ivy.ReLU(), ivy.Linear(c, 10), backend=bname)
    to = lambda a: ivy.asarray(a, backend=bname, device=DEVICE)  # noqa: E731
    m.v = ivy.Container({"submodules": {"v0": {"w": to(d["w"]), "b": to(d["b"])},
                                        "v2": {"w": to(d["w2"]), "b": to(d["b2"])}}})
    return m


def _native_mlp(bname, t):
    """The framework's own two-layer network (the module case's native side), on tensors ``t``."""
    if bname == "torch":
        import torch.nn.functional as F  # noqa: N812

        return lambda x: F.linear(F.relu(F.linear(x, t["w"], t["b"])), t["w2"], t["b2"])
    if bname == "jax":
        import jax

        return lambda x: jax.nn.relu(x @ t["w"].T + t["b"]) @ t["w2"].T + t["b2"]
    import tensorflow as tf

    return lambda x: tf.matmul(tf.nn.relu(tf.matmul(x, t["w"], transpose_b=True) + t["b"]), t["w2"],
                               transpose_b=True) + t["b2"]


def _framework_mlp(bname, t):
    """The framework's own two-layer module with the weights ``t`` (None where it has no module
    system in its core: NumPy, JAX, MXNet's numpy interface)."""
    if bname == "torch":
        import torch

        lin1, lin2 = torch.nn.Linear(*t["w"].shape[::-1]), torch.nn.Linear(*t["w2"].shape[::-1])
        with torch.no_grad():
            for lin, w, b in ((lin1, t["w"], t["b"]), (lin2, t["w2"], t["b2"])):
                lin.weight.copy_(w)
                lin.bias.copy_(b)
        # (inference: no autograd graph, as the functional side and the ivy module have none)
        return torch.nn.Sequential(lin1, torch.nn.ReLU(), lin2).requires_grad_(False).to(t["x"].device)
    if bname == "tensorflow":
        import tensorflow as tf

        c = t["w"].shape[1]
        net = tf.keras.Sequential([tf.keras.Input((c,)), tf.keras.layers.Dense(c, activation="relu"),
                                   tf.keras.layers.Dense(10)])
        net.layers[0].set_weights([tf.transpose(t["w"]).numpy(), t["b"].numpy()])
        net.layers[1].set_weights([tf.transpose(t["w2"]).numpy(), t["b2"].numpy()])
        return net
    return None


def _layer_cases(bname, tiny=False):
    """name -> (native callable, ivy callable, native args, ivy args)."""
    d = _layer_inputs(tiny)
    c = d["x"].shape[-1]
    if bname == "torch":
        import torch
        import torch.nn.functional as F  # noqa: N812

        t = {k: _placed(torch.from_numpy(v)) for k, v in d.items()}
        nat = {"conv2d": (lambda x, w: F.conv2d(x, w, padding=1), (t["x_nchw"], t["w_oihw"])),
               "linear": (lambda x, w, b: F.linear(x, w, b), (t["x"], t["w"], t["b"])),
               "layer_norm": (lambda x: F.layer_norm(x, (c,)), (t["x"],)),
               "softmax": (lambda x: F.softmax(x, -1), (t["s"],)),
               "module": (_native_mlp("torch", t), (t["x"],))}
        conv = lambda x, w: ivy.conv2d(x, w, 1, "SAME", data_format="NCHW", filter_format="channel_first")  # noqa: E731
    elif bname == "jax":
        import jax
        import jax.numpy as jnp

        t = {k: _placed(jnp.asarray(v)) for k, v in d.items()}
        blk = jax.block_until_ready
        net = _native_mlp("jax", t)

        def ln(x):
            m = jnp.mean(x, -1, keepdims=True)
            return (x - m) / jnp.sqrt(jnp.var(x, -1, keepdims=True) + 1e-5)

        nat = {"conv2d": (lambda x, w: blk(jax.lax.conv_general_dilated(x, w, (1, 1), "SAME")),
                          (t["x_nchw"], t["w_oihw"])),
               "linear": (lambda x, w, b: blk(x @ w.T + b), (t["x"], t["w"], t["b"])),
               "layer_norm": (lambda x: blk(ln(x)), (t["x"],)),
               "softmax": (lambda x: blk(jax.nn.softmax(x, -1)), (t["s"],)),
               "module": (lambda x: blk(net(x)), (t["x"],))}
        conv = lambda x, w: blk(ivy.conv2d(x, w, 1, "SAME", data_format="NCHW",  # noqa: E731
                                           filter_format="channel_first"))
    elif bname == "tensorflow":
        import tensorflow as tf

        t = {k: tf.constant(v) for k, v in d.items()}
        t["x_nhwc"] = tf.transpose(t["x_nchw"], (0, 2, 3, 1))
        t["w_hwio"] = tf.transpose(t["w_oihw"], (2, 3, 1, 0))

        def ln(x):
            m, v = tf.nn.moments(x, [-1], keepdims=True)
            return (x - m) * tf.math.rsqrt(v + 1e-5)

        nat = {"conv2d": (lambda x, w: tf.nn.conv2d(x, w, 1, "SAME"), (t["x_nhwc"], t["w_hwio"])),
               "linear": (lambda x, w, b: tf.matmul(x, w, transpose_b=True) + b, (t["x"], t["w"], t["b"])),
               "layer_norm": (ln, (t["x"],)),
               "softmax": (lambda x: tf.nn.softmax(x, -1), (t["s"],)),
               "module": (_native_mlp("tensorflow", t), (t["x"],))}
        conv = lambda x, w: ivy.conv2d(x, w, 1, "SAME")  # noqa: E731 - NHWC/HWIO is TensorFlow's own layout
    elif bname == "mxnet":
        import mxnet as mx

        npx = mx.npx
        t = {k: mx.np.array(v) for k, v in d.items()}
        one, zero = mx.np.ones(c), mx.np.zeros(c)

        def fc(x, w, b):
            return npx.fully_connected(x, w, b, num_hidden=w.shape[0])

        nat = {"conv2d": (lambda x, w: npx.convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=16, no_bias=True),
                          (t["x_nchw"], t["w_oihw"])),
               "linear": (fc, (t["x"], t["w"], t["b"])),
               "layer_norm": (lambda x: npx.layer_norm(x, one, zero, axis=-1), (t["x"],)),
               "softmax": (lambda x: npx.softmax(x, axis=-1), (t["s"],)),
               "module": (lambda x: fc(npx.relu(fc(x, t["w"], t["b"])), t["w2"], t["b2"]), (t["x"],))}
        conv = lambda x, w: ivy.conv2d(x, w, 1, "SAME", data_format="NCHW", filter_format="channel_first")  # noqa: E731
    else:  # numpy: no native convolution (ivy composes it), the rest written in NumPy
        import numpy as np

        t = d

        def softmax(x):
            e = np.exp(x - x.max(-1, keepdims=True))
            return e / e.sum(-1, keepdims=True)

        def ln(x):
            m = x.mean(-1, keepdims=True)
            return (x - m) / np.sqrt(x.var(-1, keepdims=True) + np.float32(1e-5))

        nat = {"linear": (lambda x, w, b: x @ w.T + b, (t["x"], t["w"], t["b"])),
               "layer_norm": (ln, (t["x"],)),
               "softmax": (softmax, (t["s"],)),
               "module": (lambda x: np.maximum(x @ t["w"].T + t["b"], 0) @ t["w2"].T + t["b2"], (t["x"],))}
        conv = None
    mlp = _ivy_mlp(bname, d)
    fin = (lambda f: (lambda *a: jax.block_until_ready(f(*a)))) if bname == "jax" else (lambda f: f)
    ivy_fns = {"conv2d": conv,
               "linear": fin(lambda x, w, b: ivy.linear(x, w, bias=b)),
               "layer_norm": fin(lambda x: ivy.layer_norm(x, [-1])),
               "softmax": fin(lambda x: ivy.softmax(x, axis=-1)),
               "module": fin(lambda x: mlp(x))}
    own = _framework_mlp(bname, t) if bname in ("torch", "tensorflow") else None
    if own is not None:
        nat["module (nn)"] = (own, nat["module"][1])
        ivy_fns["module (nn)"] = ivy_fns["module"]
    out = {}
    for k, (nf, args) in nat.items():
        if k.startswith("module"):
            out[k] = (nf, ivy_fns[k], args, (ivy.Array(args[0]),))
        else:
            out[k] = (nf, ivy_fns[k], args, tuple(ivy.Array(a) for a in args))
    return out


def _weights_as_arguments(compiler, bname, t):
    """The native network compiled with its weights as arguments, as a model whose weights train
    takes them, and as ``ivy.compile`` passes a module's variables on JAX and TensorFlow (arrays
    a jax.jit or tf.function closure reads are constants of the compiled code: XLA folds them,
    14 us less on 64x512 here, but they stay the first call's)."""
    names = ("w", "b", "w2", "b2")
    fn = compiler(lambda x, *ws: _native_mlp(bname, dict(zip(names, ws)))(x))
    ws = [t[k] for k in names]
    return lambda x: fn(x, *ws)


def _compiled_case(bname, tiny=False):
    """The module case compiled: the framework's compiler on the native network against
    ``ivy.compile`` of the ivy one (ARCHITECTURE.md section 6: compiled code holds backend calls
    only). None for a backend without a compiler of general ivy code (numpy, MXNet)."""
    d = _layer_inputs(tiny)
    done = lambda f: f  # noqa: E731
    if bname == "torch":
        import torch

        t = {k: _placed(torch.from_numpy(v)) for k, v in d.items()}
        native = torch.compile(_native_mlp(bname, t))
    elif bname == "jax":
        import jax

        t = {k: _placed(jax.numpy.asarray(v)) for k, v in d.items()}
        native = _weights_as_arguments(jax.jit, bname, t)
        done = lambda f: (lambda x: jax.block_until_ready(f(x)))  # noqa: E731
    elif bname == "tensorflow":
        import tensorflow as tf

        t = {k: tf.constant(v) for k, v in d.items()}
        native = _weights_as_arguments(lambda f: tf.function(f, autograph=False), bname, t)
    else:
        return None
    mlp = _ivy_mlp(bname, d)
    compiled = ivy.compile(lambda x: mlp(x), backend=bname)
    return done(native), done(compiled), (t["x"],), (ivy.Array(t["x"]),)


def run_layers(backends, repeat):
    """Rows (backend, case, input, native, ivy(nat), ivy(Arr), added us at the tiny size)."""
    rows = []
    for bname in backends:
        cases, tiny = _layer_cases(bname), _layer_cases(bname, tiny=True)
        compiled = _compiled_case(bname)
        if compiled is not None:
            cases["compiled module"], tiny["compiled module"] = compiled, _compiled_case(bname, tiny=True)
        for case, (native, ivy_fn, args, iargs) in cases.items():
            times = []
            for n_args, i_args, nf, fi in ((args, iargs, native, ivy_fn), tiny[case][2:] + tiny[case][:2]):
                fns = [(nf, n_args), (fi, n_args), (fi, i_args)]
                for f, a in fns:  # warm up (and compile, on JAX)
                    f(*a)
                    f(*a)
                number = max(3, int(0.02 / max(_time(nf, n_args, 1), 1e-6)))
                times.append(_best_interleaved(fns, number, repeat))
            (tn, ti, ta), (sn, si, _sa) = times
            rows.append((bname, case, LAYER_SIZES[case], tn, ti, ta, si - sn))
    return rows


def _time(fn, args, number):
    t0 = time.perf_counter()
    for _ in range(number):
        fn(*args)
    if _sync is not None:
        _sync()
    return (time.perf_counter() - t0) / number


def _best_interleaved(fns_args, number, repeat):
    samples = [[] for _ in fns_args]
    for _ in range(repeat):
        for i, (fn, args) in enumerate(fns_args):
            samples[i].append(_time(fn, args, number))
    return [min(s) for s in samples]


def _as_ivy(args):
    return tuple(ivy.Array(a) if ivy._dispatch.backend_of(a) is not None and not isinstance(a, tuple) else a
                 for a in args)


def run(backends, sizes, number, repeat):
    rows = []
    for bname in backends:
        ivy.get_backend(bname).load()
        make = NATIVE_CASES[bname]
        for n in sizes:
            for case, (native, ivy_fn, args) in make(n).items():
                iargs = _as_ivy(args)
                if case == "getitem":
                    # indexing a native array is the framework's own operator: only ivy.Array is timed
                    fns = [(native, args), (ivy_fn, iargs)]
                else:
                    fns = [(native, args), (ivy_fn, args), (ivy_fn, iargs)]
                for f, a in fns:  # warm up
                    f(*a)
                # at most ~20 ms a sample (many short samples: the least disturbed one is kept)
                calls = min(number if n < 10**4 else max(number // 10, 200),
                            max(200, int(0.02 / max(_time(native, args, 20), 1e-9))))
                times = _best_interleaved(fns, calls, repeat)
                t_nat = times[0]
                t_ivy_nat = times[1] if case != "getitem" else None
                t_ivy_arr = times[-1]
                rows.append((bname, case, n, t_nat, t_ivy_nat, t_ivy_arr))
    return rows


def _fmt_row(r, markdown):
    bname, case, n, t_nat, t_in, t_ia = r
    us = 1e6
    added_in = None if t_in is None else (t_in - t_nat) * us
    added_ia = (t_ia - t_nat) * us
    pct_in = None if t_in is None else 100 * (t_in / t_nat - 1)
    pct_ia = 100 * (t_ia / t_nat - 1)
    ok_in = "-" if added_in is None else ("ok" if added_in <= BUDGET_NATIVE_US else "OVER")
    ok_ia = "ok" if added_ia <= BUDGET_ARRAY_US else "OVER"
    cells = [
        bname, case, str(n), f"{t_nat * us:.3f}",
        "-" if t_in is None else f"{t_in * us:.3f}",
        "-" if added_in is None else f"{added_in:+.3f} ({pct_in:+.1f}%) {ok_in}",
        f"{t_ia * us:.3f}", f"{added_ia:+.3f} ({pct_ia:+.1f}%) {ok_ia}",
    ]
    if markdown:
        return "| " + " | ".join(cells) + " |"
    widths = (8, 9, 6, 10, 10, 24, 10, 24)
    return "".join(c.ljust(w) for c, w in zip(cells, widths))


HEADER = ["backend", "function", "size", "native us", "ivy(nat)", "added (native in)", "ivy(Arr)",
          "added (ivy.Array in)"]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", nargs="*", default=None)
    p.add_argument("--sizes", nargs="*", type=int, default=[1, 100, 10_000])
    p.add_argument("--number", type=int, default=4_000)
    p.add_argument("--repeat", type=int, default=35)
    p.add_argument("--markdown", action="store_true")
    p.add_argument("--no-layers", action="store_true", help="skip the conv2d/linear/... rows")
    p.add_argument("--device", default=None, help="ivy device for every input, e.g. gpu:0 (torch, jax)")
    args = p.parse_args(argv)
    global DEVICE, _sync
    DEVICE = args.device
    installed = [b for b in ivy.backends() if b in NATIVE_CASES]
    backends = args.backends or installed
    print(f"# ivy {ivy.__version__}, Python {platform.python_version()}, {platform.machine()}, "
          f"{platform.processor() or platform.platform()}")
    for b in backends:
        print(f"# {b} {ivy.get_backend(b).load().version()}")
    if DEVICE is not None:
        print(f"# inputs on {DEVICE}")
        if "torch" in backends:
            import torch

            if torch.cuda.is_available():
                _sync = torch.cuda.synchronize
                print(f"# {torch.cuda.get_device_name()}")
    rows = run(backends, args.sizes, args.number, args.repeat)
    if args.markdown:
        print("| " + " | ".join(HEADER) + " |")
        print("|" + "---|" * len(HEADER))
    else:
        print("".join(c.ljust(w) for c, w in zip(HEADER, (8, 9, 6, 10, 10, 24, 10, 24))))
    for r in rows:
        print(_fmt_row(r, args.markdown))
    if not args.no_layers:
        lrows = run_layers(backends, args.repeat)
        print("\nlayers at realistic sizes (the 1% budget of ARCHITECTURE.md section 6):")
        lh = ["backend", "function", "input", "native us", "ivy(nat)", "added (native in)", "ivy(Arr)",
              "added (ivy.Array in)", "added at tiny size", "as % of native"]
        if args.markdown:
            print("| " + " | ".join(lh) + " |")
            print("|" + "---|" * len(lh))
        for r in lrows:
            b, case, size, tn, ti, ta, small = r
            cells = [b, case, size, f"{tn * 1e6:.1f}", f"{ti * 1e6:.1f}",
                     f"{(ti - tn) * 1e6:+.1f} ({100 * (ti / tn - 1):+.2f}%)", f"{ta * 1e6:.1f}",
                     f"{(ta - tn) * 1e6:+.1f} ({100 * (ta / tn - 1):+.2f}%)", f"{small * 1e6:+.1f}",
                     f"{100 * small / tn:+.2f}%"]
            print("| " + " | ".join(cells) + " |" if args.markdown else "".join(
                c.ljust(w) for c, w in zip(cells, (11, 16, 11, 11, 11, 22, 11, 22, 10, 10))))
        print("(added at tiny size: ivy(nat) - native on 1x3x4x4 / 1x8 / 1x10 inputs, where the kernels take "
              "next to nothing: ivy's own per-call cost; 'as % of native' divides it by the realistic native time)")
    big = [r for r in rows if r[2] >= 10_000]
    if big:
        within = [r for r in big if r[4] is None or r[4] <= r[3] * 1.01]
        print(f"\n{len(within)} of {len(big)} rows at >= 10^4 elements are within 1% of native with native arrays "
              f"(budget: all); the absolute budgets are {BUDGET_NATIVE_US} us / {BUDGET_ARRAY_US} us per call.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
