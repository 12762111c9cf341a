"""The coverage table of the README: ``ivy_frontends.torch`` against torch's namespace, and the OpInfo
pass rates per backend.

    python packages/ivy-frontends/scripts/coverage.py [--reports DIR] [--write]

- Namespace coverage: every public function of ``torch``, ``torch.linalg``, ``torch.fft``,
  ``torch.special``, ``torch.masked``, ``torch.signal.windows`` and every public method of
  ``torch.Tensor``, and whether the frontend has it (the missing names are listed).
- OpInfo: the asserted rate (from ``tests/torch/*-xfails.txt``: ops not listed for a backend
  match torch) and, where ``--reports`` holds ``full_<backend>.json`` files written by
  ``tests/torch/opinfo_report.py`` under ``IVY_OPINFO=full``, the measured full-matrix rates.

``--write`` replaces the block between ``<!-- coverage:start -->`` and ``<!-- coverage:end -->`` in
the package README.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(HERE / "tests" / "torch"))


def _public_functions(mod):
    out = []
    for name in dir(mod):
        if name.startswith("_"):
            continue
        obj = getattr(mod, name, None)
        if obj is None or isinstance(obj, type) or type(obj).__name__ == "module" or not callable(obj):
            continue
        out.append(name)
    return sorted(out)


# torch's namespace entries that are not part of what the frontend reproduces, by reason.
OUT_OF_SCOPE = [
    ("device-specific kernels (cuDNN, MIOpen, oneDNN, FBGEMM, SyncBatchNorm's CUDA steps)",
     ("cudnn_", "miopen_", "mkldnn_", "fbgemm_", "batch_norm_backward", "batch_norm_gather", "batch_norm_elemt",
      "batch_norm_stats", "batch_norm_update_stats")),
    ("quantized tensors", ("quantize", "quantized_", "q_", "dequantize", "int_repr", "fake_quantize",
                           "choose_qparams", "empty_quantized", "fused_moving_avg_obs_fake_quant")),
    ("sparse tensors", ("sparse_", "ccol_indices_copy", "col_indices_copy", "crow_indices_copy", "row_indices_copy",
                        "indices_copy", "values_copy", "dsmm", "hsmm", "hspmm", "smm", "spmm", "saddmm", "sspaddmm",
                        "resize_as_sparse_")),
    ("TorchScript, symbolic shapes and build internals",
     ("fork", "wait", "import_ir_module", "parse_ir", "parse_schema", "parse_type_comment",
      "merge_type_from_type_comment", "unify_type_list", "compiled_with_cxx11_abi", "classproperty", "get_file_path",
      "from_file", "prepare_multiprocessing_environment", "profiler_", "thread_safe_generator", "get_device_module",
      "is_vulkan_available", "sym_constrain_range", "sym_fresh_size")),
    ("per-device autocast switches", ("autocast_", "get_autocast_cpu", "get_autocast_gpu", "get_autocast_ipu",
                                     "get_autocast_xla", "set_autocast_cpu", "set_autocast_gpu", "set_autocast_ipu",
                                     "set_autocast_xla", "is_autocast_cpu", "is_autocast_ipu", "is_autocast_xla")),
    ("ATen kernels behind nn.functional (nn frontend)", ("native_", "segment_reduce", "norm_except_dim", "convolution",
                                                          "embedding_renorm_", "embedding_bag", "hash_tensor",
                                                          "affine_grid_generator")),
    ("recurrent kernels behind nn.LSTM/GRU/RNN (nn frontend)", ("lstm", "gru", "rnn_")),
]


def _scope(name):
    for reason, prefixes in OUT_OF_SCOPE:
        if any(name == p or name.startswith(p) for p in prefixes):
            return reason
    return None


def namespace_rows():
    import torch

    import ivy_frontends.torch as fe

    rows = []
    pairs = [("torch", torch, fe), ("torch.linalg", torch.linalg, fe.linalg), ("torch.fft", torch.fft, fe.fft),
             ("torch.special", torch.special, fe.special), ("torch.masked", torch.masked, fe.masked),
             ("torch.signal.windows", torch.signal.windows, fe.signal.windows)]
    for label, rmod, fmod in pairs:
        names = _public_functions(rmod)
        have = [n for n in names if callable(getattr(fmod, n, None))]
        rows.append((label, len(names), len(have), sorted(set(names) - set(have))))
    methods = sorted(n for n in dir(torch.Tensor) if not n.startswith("_"))
    have = [n for n in methods if hasattr(fe.Tensor, n)]
    rows.append(("torch.Tensor (methods, attributes)", len(methods), len(have), sorted(set(methods) - set(have))))
    return rows


def opinfo_rows(reports):
    import opinfo_driver as drv

    ops = drv.selected_ops("torch")
    rows = []
    for b in drv.BACKENDS:
        fn_fail = sum(1 for op in ops if drv.xfail_reason(op, b))
        meth = [op for op in ops if any(k == "method" for k, _ in drv.variants(op))]
        m_fail = sum(1 for op in meth if drv.xfail_reason(op, b, "method"))
        measured = ""
        path = pathlib.Path(reports) / f"full_{b}.json" if reports else None
        if path is not None and path.exists():
            res = json.loads(path.read_text())
            n = len(res)
            ok = sum(1 for v in res.values() if not v["missing"] and not v["result"].get("function"))
            mres = [v for v in res.values() if "method" in v["result"]]
            mok = sum(1 for v in mres if not v["result"].get("method"))
            measured = f"{ok}/{n} = {100 * ok / n:.1f}% | {mok}/{len(mres)} = {100 * mok / max(len(mres), 1):.1f}%"
        rows.append((b, len(ops), len(ops) - fn_fail, len(meth), len(meth) - m_fail, measured))
    return rows, len(drv.op_db()), len(drv.EXCLUDED)


def table(reports):
    lines = ["| namespace | torch | out of scope | in ivy_frontends | of the rest |", "|---|---|---|---|---|"]
    missing_lines = []
    scoped = {}
    for label, total, have, missing in namespace_rows():
        out = [m for m in missing if _scope(m)] if label == "torch" else []
        for m in out:
            scoped.setdefault(_scope(m), []).append(m)
        rest = total - len(out)
        lines.append(f"| `{label}` | {total} | {len(out)} | {have} | {100 * have / rest:.0f}% |")
        left = [m for m in missing if m not in out]
        if left:
            missing_lines.append(f"- `{label}`: " + ", ".join(f"`{m}`" for m in left))
    missing_lines += ["", "Out of scope (in torch's namespace, not reproduced):", ""]
    missing_lines += [f"- {reason}: {len(names)} ({', '.join(f'`{n}`' for n in names[:6])}, ...)"
                      for reason, names in scoped.items()]
    rows, n_db, n_ex = opinfo_rows(reports)
    lines += ["", f"OpInfo (`op_db`: {n_db} entries; {n_ex} CUDA-, sparse-, private-kernel entries excluded; "
                  "`nn.functional.*` counted by the nn frontend):", "",
              "| backend | functions matching torch (asserted) | Tensor methods (asserted) | full matrix measured: "
              "functions / methods |", "|---|---|---|---|"]
    for b, n, ok, nm, mok, measured in rows:
        lines.append(f"| {b} | {ok}/{n} = {100 * ok / n:.1f}% | {mok}/{nm} = {100 * mok / nm:.1f}% | "
                     f"{measured or 'not run'} |")
    lines += ["", "Not in the frontend (names of torch's namespaces the frontend lacks):", ""] + missing_lines
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--reports", default=None)
    p.add_argument("--write", action="store_true")
    a = p.parse_args(argv)
    text = table(a.reports)
    if not a.write:
        print(text)
        return
    readme = HERE / "README.md"
    s = readme.read_text()
    start, end = "<!-- coverage:start -->", "<!-- coverage:end -->"
    i, j = s.index(start) + len(start), s.index(end)
    readme.write_text(s[:i] + "\n" + text + "\n" + s[j:])
    print(f"wrote the coverage table into {readme}")


if __name__ == "__main__":
    main()
