"""A PyTorch model file run unchanged on JAX (and TensorFlow, NumPy, PyTorch) through ``ivy_frontends.torch``.

``examples/torch_models.py`` is plain PyTorch code (a small GPT and a ResNet-style CNN). This script
imports it twice: once with ``torch`` being PyTorch, once with ``torch`` being ``ivy_frontends.torch``
(``sys.modules`` points ``torch``, ``torch.nn`` and ``torch.nn.functional`` at the frontend while the
file is executed, so the model code itself is untouched). The PyTorch models' ``state_dict`` (real
torch tensors) is loaded into the frontend models on each ivy backend, the outputs are compared with
PyTorch's, and the forward passes are timed: eagerly, and on JAX compiled with ``ivy.compile``
(``jax.jit``) of a function of the parameters (``torch.func.functional_call``-style).

    python examples/torch_model_on_jax.py                       # jax, tensorflow, numpy, torch
    python examples/torch_model_on_jax.py --backends jax --size small

Needs: ivy-core, ivy-frontends, the backends' plugins (ivy-backend-jax, -tf, -numpy, -torch) and torch
(the reference). Timings on a shared machine are indicative.
"""

from __future__ import annotations

import argparse
import pathlib
import time

import numpy as np
from _run_unchanged import load_with

HERE = pathlib.Path(__file__).resolve().parent
MODEL_FILE = HERE / "torch_models.py"

SIZES = {
    # GPT config, token batch (B, T), ResNet config, image batch
    "small": ({"vocab_size": 64, "block_size": 16, "n_layer": 1, "n_head": 2, "n_embd": 16}, (2, 8),
              {"num_blocks": (1, 1), "widths": (4, 8), "num_classes": 5}, (2, 3, 8, 8)),
    "default": ({"vocab_size": 512, "block_size": 128, "n_layer": 4, "n_head": 8, "n_embd": 256}, (8, 128),
                {"num_blocks": (2, 2, 2), "widths": (32, 64, 128), "num_classes": 10}, (32, 3, 32, 32)),
}


def load_model_file(torch_module, tag):
    """Execute ``torch_models.py`` with ``import torch`` (and ``torch.nn``, ``torch.nn.functional``)
    resolving to ``torch_module``; returns the module object."""
    return load_with(MODEL_FILE, tag, {"torch": torch_module, "torch.nn": torch_module.nn,
                                       "torch.nn.functional": torch_module.nn.functional})


def reference(size="default", seed=0):
    """The PyTorch models (eval mode, BatchNorm statistics from one training batch), their inputs and outputs."""
    import torch

    gpt_cfg, tok_shape, res_cfg, img_shape = SIZES[size]
    models = load_model_file(torch, "pytorch")
    torch.manual_seed(seed)
    rng = np.random.RandomState(seed)
    gpt = models.GPT(**gpt_cfg).eval()
    resnet = models.ResNet(**res_cfg)
    idx = rng.randint(0, gpt_cfg["vocab_size"], tok_shape).astype("int64")
    img = rng.randn(*img_shape).astype("float32")
    resnet.train()
    with torch.no_grad():
        resnet(torch.from_numpy(rng.randn(*img_shape).astype("float32")))  # non-trivial running statistics
    resnet.eval()
    with torch.no_grad():
        out = {"gpt": gpt(torch.from_numpy(idx)).numpy(), "resnet": resnet(torch.from_numpy(img)).numpy()}
    return {"models": {"gpt": gpt, "resnet": resnet}, "inputs": {"gpt": idx, "resnet": img}, "outputs": out,
            "configs": {"gpt": gpt_cfg, "resnet": res_cfg}}


def _median_time(fn, repeats):
    if repeats <= 0:
        return None
    fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def _run_model(backend, name, model, ref, repeats, compile_jax):
    import ivy
    import ivy_frontends.torch as ftorch
    from ivy_frontends.torch.nn.utils.stateless import functional_call

    model.load_state_dict(ref["models"][name].state_dict())  # real torch tensors
    model.eval()
    x = ftorch.tensor(ref["inputs"][name])
    with ftorch.no_grad():
        out = np.asarray(model(x).numpy())
    row = {"backend": backend, "model": name, "max_abs_diff": float(np.abs(out - ref["outputs"][name]).max()),
           "compiled_s": None}

    def eager():
        with ftorch.no_grad():
            model(x)

    row["eager_s"] = _median_time(eager, repeats)
    if backend == "jax" and compile_jax:
        params = {k: v._data for k, v in model.state_dict().items()}

        def forward(params, xn):
            return functional_call(model, params, (ftorch.Tensor(xn),))._data

        compiled = ivy.compile(forward, params, x._data)
        cout = np.asarray(compiled(params, x._data))
        row["compiled_max_abs_diff"] = float(np.abs(cout - ref["outputs"][name]).max())
        row["compiled_s"] = _median_time(lambda: compiled(params, x._data).block_until_ready(), repeats)
    return row


def run_backend(backend, ref, repeats=5, compile_jax=True):
    """Load the PyTorch weights into the frontend models on ``backend``; compare and time them (on JAX
    also compiled with ``ivy.compile``)."""
    import ivy

    ivy.set_backend(backend)
    import ivy_frontends.torch as ftorch

    models = load_model_file(ftorch, f"ivy_{backend}")
    rows = [_run_model(backend, name, cls(**ref["configs"][name]), ref, repeats, compile_jax)
            for name, cls in (("gpt", models.GPT), ("resnet", models.ResNet))]
    ivy.unset_backend()
    return rows


def torch_times(ref, repeats=5):
    """Native PyTorch eager forward times (the reference the ratios are taken against)."""
    import torch

    out = {}
    for name, model in ref["models"].items():
        x = torch.from_numpy(ref["inputs"][name])

        def f(model=model, x=x):
            with torch.no_grad():
                model(x)

        out[name] = _median_time(f, repeats)
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--backends", nargs="+", default=["jax", "tensorflow", "numpy", "torch"])
    p.add_argument("--size", choices=sorted(SIZES), default="default")
    p.add_argument("--repeats", type=int, default=5)
    a = p.parse_args(argv)
    ref = reference(a.size)
    native = torch_times(ref, a.repeats)
    print(f"PyTorch model file {MODEL_FILE.name} through ivy_frontends.torch (size {a.size}); "
          f"native PyTorch eager: GPT {native['gpt'] * 1e3:.1f} ms, ResNet {native['resnet'] * 1e3:.1f} ms")
    print(f"{'backend':<11}{'model':<8}{'max |out - torch|':>18}{'eager ms':>10}{'x torch':>9}{'jit ms':>9}"
          f"{'x torch':>9}")
    all_rows = []
    for b in a.backends:
        for r in run_backend(b, ref, a.repeats):
            all_rows.append(r)
            ratio = (r["eager_s"] or 0.0) / native[r["model"]]
            line = f"{b:<11}{r['model']:<8}{r['max_abs_diff']:>18.2e}{(r['eager_s'] or 0) * 1e3:>10.1f}{ratio:>9.2f}"
            if r["compiled_s"] is not None:
                line += f"{r['compiled_s'] * 1e3:>9.1f}{r['compiled_s'] / native[r['model']]:>9.2f}"
            print(line, flush=True)
    worst = max(r["max_abs_diff"] for r in all_rows)
    print(f"largest difference from PyTorch: {worst:.2e} (float32)")
    return all_rows


if __name__ == "__main__":
    main()
