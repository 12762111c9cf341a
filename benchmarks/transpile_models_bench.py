"""Benchmark of ``ivy_tracer.transpile`` on real public torch code (issue #46, item 6/7): kornia
functions and Hugging Face GPT-2 / BERT (small configs, random weights; the cases of
``packages/ivy-tracer/tests_models``).

Method:

- **transpile time**: ``transpile(obj, target=..., args=...)`` plus its first call on the
  target's arrays (a module is traced in eval and train mode), best of ``--repeat`` in one
  process; ``cold`` is the first one of the process for that target and case (imports, the
  target's first compilations of each op included). Budgets (the issue): 2 s per kornia
  function, 5 s for GPT-2 and BERT.
- **runtime**: the transpiled object's eager forward against the torch code's eager forward
  (``torch.no_grad``, eval mode) on the same inputs; and, for jax/tensorflow, the transpiled code
  under ``jax.jit`` / ``tf.function(jit_compile=True)`` against torch's eager forward. Median of ``--repeat``
  timings of ``--number`` calls, interleaved. Budgets: eager <= 3x, jitted <= 1x.

Run: ``python benchmarks/transpile_models_bench.py [--targets torch,jax] [--cases gpt2,bert]``;
``main()`` prints the tables. Needs kornia and transformers (the tests_models dependencies).
"""

from __future__ import annotations

import argparse
import statistics
import time

from transpile_bench import _block, _table, _time, _to

KORNIA = ("rgb_to_grayscale", "rgb_to_hsv", "gaussian_blur2d", "axis_angle_to_rotation_matrix",
          "quaternion_to_rotation_matrix", "rotation_matrix_to_quaternion", "warp_perspective")
MODELS = ("gpt2", "bert")


def _case(name):
    """``(make, args, kwargs, pick)``: a fresh source object, its torch inputs, and the array of its
    output the timings wait for."""
    import torch

    g = torch.Generator().manual_seed(0)
    if name in MODELS:
        import transformers

        torch.manual_seed(0)
        ids = torch.randint(0, 100, (2, 16), generator=g)
        if name == "gpt2":
            cfg = transformers.GPT2Config(n_layer=2, n_head=2, n_embd=32, vocab_size=100, n_positions=32,
                                          use_cache=False, bos_token_id=0, eos_token_id=0)
            return (lambda: transformers.GPT2Model(cfg).eval()), (ids,), {}, (lambda o: o["last_hidden_state"])
        cfg = transformers.BertConfig(num_hidden_layers=2, num_attention_heads=2, hidden_size=32, intermediate_size=64,
                                      vocab_size=100, max_position_embeddings=32)
        return (lambda: transformers.BertModel(cfg).eval()), (ids,), {}, (lambda o: o["last_hidden_state"])
    import kornia

    conv = kornia.geometry.conversions
    img = torch.rand(8, 3, 64, 64, generator=g)
    fns = {
        "rgb_to_grayscale": (kornia.color.rgb_to_grayscale, (img,)),
        "rgb_to_hsv": (kornia.color.rgb_to_hsv, (img,)),
        "gaussian_blur2d": (lambda x: kornia.filters.gaussian_blur2d(x, (5, 5), (1.5, 1.5)), (img,)),
        "axis_angle_to_rotation_matrix": (conv.axis_angle_to_rotation_matrix, (torch.randn(256, 3, generator=g),)),
        "quaternion_to_rotation_matrix": (conv.quaternion_to_rotation_matrix,
                                          (torch.nn.functional.normalize(torch.randn(256, 4, generator=g), dim=-1),)),
        "rotation_matrix_to_quaternion": (conv.rotation_matrix_to_quaternion,
                                          (conv.axis_angle_to_rotation_matrix(torch.randn(256, 3, generator=g)),)),
        "warp_perspective": (lambda x, h: kornia.geometry.transform.warp_perspective(x, h, (64, 64)),
                             (img, torch.eye(3) + 0.05 * torch.randn(8, 3, 3, generator=g))),
    }
    f, args = fns[name]
    return (lambda: f), args, {}, (lambda o: o)


def _targets_of(target, args, kwargs):
    return ([_to(target, a.numpy()) for a in args], {k: _to(target, v.numpy()) for k, v in kwargs.items()})


def transpile_times(targets, cases, repeat):
    import ivy_tracer

    rows = []
    for target in targets:
        for name in cases:
            make, args, kwargs, pick = _case(name)
            ta, tk = _targets_of(target, args, kwargs)
            times = []
            for _ in range(1 + repeat):
                obj = make()
                t0 = time.perf_counter()
                m = ivy_tracer.transpile(obj, source="torch", target=target, args=args, kwargs=kwargs)
                _block(target, pick(m(*ta, **tk)))
                times.append(time.perf_counter() - t0)
            budget = 5.0 if name in MODELS else 2.0
            best = min(times[1:])
            rows.append((name, target, f"{times[0]:.2f}", f"{best:.3f}", f"{budget:.1f}",
                         "ok" if best <= budget else "OVER"))
    return rows


def _jitted(target, m, is_module):
    if target == "jax":
        import jax

        if is_module:
            fn = jax.jit(m.apply)
            return lambda *a, **k: fn(m.params, *a, **k)
        return jax.jit(m)
    if target == "tensorflow":
        import tensorflow as tf

        return tf.function(lambda *a, **k: m(*a, **k), autograph=False, jit_compile=True)  # (XLA)
    return None


def runtimes(targets, cases, repeat, number):
    import numpy as np
    import torch

    import ivy_tracer

    rows = []
    for name in cases:
        make, args, kwargs, pick = _case(name)
        src = make()

        def native(a, src=src, pick=pick):
            with torch.no_grad():
                return pick(src(*a))

        want = native(args)
        for target in targets:
            m = ivy_tracer.transpile(src, source="torch", target=target, args=args, kwargs=kwargs)
            ta, _ = _targets_of(target, args, kwargs)
            if target == "torch":
                def tr(a, m=m, pick=pick):
                    with torch.no_grad():
                        return pick(m(*a))
            else:
                def tr(a, m=m, pick=pick):
                    return pick(m(*a))
            np.testing.assert_allclose(np.asarray(tr(ta)), want.numpy(), rtol=1e-3, atol=1e-4)
            pairs = [("eager", tr, 3.0)]
            jf = _jitted(target, m, name in MODELS)
            if jf is not None:
                pairs.append(("jit vs torch eager", (lambda a, jf=jf, pick=pick: pick(jf(*a))), 1.0))
            for label, f, budget in pairs:
                _time(f, ta, target, 3)
                _time(native, args, "torch", 3)
                tt, tn = [], []
                for _ in range(repeat):
                    tt.append(_time(f, ta, target, number))
                    tn.append(_time(native, args, "torch", number))
                mt, mn = statistics.median(tt), statistics.median(tn)
                rows.append((name, target, label, f"{mn:.1f}", f"{mt:.1f}", f"{mt / mn:.2f}", f"{budget:.1f}",
                             "ok" if mt / mn <= budget else "OVER"))
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="torch,jax,tensorflow,numpy")
    ap.add_argument("--cases", default=",".join(KORNIA + MODELS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--number", type=int, default=20)
    ap.add_argument("--only", choices=("transpile", "runtime"), default=None)
    a = ap.parse_args(argv)
    targets, cases = a.targets.split(","), a.cases.split(",")
    if a.only in (None, "transpile"):
        print("Transpile time (torch source; conversion + first call, seconds):\n")
        print(_table(("case", "target", "cold s", "warm s", "budget s", ""), transpile_times(targets, cases, a.repeat)))
        print()
    if a.only in (None, "runtime"):
        print("Transpiled forward vs torch's eager forward (us per call):\n")
        print(_table(("case", "target", "mode", "torch us", "transpiled us", "ratio", "budget", ""),
                     runtimes(targets, cases, a.repeat, a.number)))


if __name__ == "__main__":
    main()
