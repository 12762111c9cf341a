"""Write ``data/examples.json``: the ``>>>`` examples of Ivy 1.0's functional API docstrings.

They are read from the ``ivy==1.0.0.5`` wheel (``ivy/functional/ivy/*.py``, parsed, never
imported), one group per docstring, each statement with its expected output. With
``--reference PYTHON`` (a throwaway venv holding the real ``ivy==1.0.0.5`` with NumPy and torch:
never ours, its import name clashes), each example is also run there by ``ivy10_doctest.py``,
and ``"ivy10": {"numpy": true, "torch": false}`` says on which backends Ivy 1.0 itself passes it::

    python -m pip download ivy==1.0.0.5 --no-deps -d /tmp/ivy10
    uv venv /tmp/venv-ivy10
    uv pip install --python /tmp/venv-ivy10/bin/python /tmp/ivy10/ivy-1.0.0.5-py3-none-any.whl torch
    python generate_examples.py /tmp/ivy10/ivy-1.0.0.5-py3-none-any.whl --reference /tmp/venv-ivy10/bin/python

``--differences`` (run with ours installed) writes ``data/known_differences.json``: for each
backend, the examples Ivy 1.0 passes there and ivy does not, each with its reason from
:data:`REASONS` (the test fails on any other).
"""

from __future__ import annotations

import argparse
import ast
import doctest
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

HERE = pathlib.Path(__file__).parent
OUT = HERE / "data" / "examples.json"
DIFFERENCES = HERE / "data" / "known_differences.json"
PREFIX = "ivy/functional/ivy/"
BACKENDS = ("numpy", "torch")

# Why an example Ivy 1.0 passes fails on ivy: (pattern of example ids, reason). First match wins.
REASONS = [
    (r"data_type\.(default_dtype:10|dtype:5|result_type:[38]|set_default_int_dtype:3|unset_default_int_dtype:3)$",
     "default int dtype: int64 on every backend (ARCHITECTURE.md section 4); Ivy 1.0's was int32"),
    (r"creation\.asarray:3", "ivy.np: Ivy 1.0 re-exported NumPy (import ivy imports no framework); and the "
                             "example reads uninitialized memory"),
    (r"general\.inplace_update:14", "an ivy.Array takes the new value's shape and dtype (as Ivy 1.0's NumPy "
                                    "backend did; its torch backend broadcast into the old shape)"),
    (r"set\.unique_inverse:5", "the example calls ivy.ivy.unique_inverse (a self-reference Ivy 1.0's "
                               "namespace had)"),
    (r"device\.function_unsupported_devices:", "the kinds of device the backend has here (no GPU on this "
                                               "machine); Ivy 1.0 listed the kinds its framework supports"),
    (r"linear_algebra\.outer:", "outer of N-d arrays: a batch of outer products (every function takes leading "
                                "batch dimensions); Ivy 1.0 flattened them, as numpy.outer"),
    (r"losses\.binary_cross_entropy:", "binary_cross_entropy follows torch.nn.BCELoss (log clamped at -100; a "
                                       "probability outside [0, 1] gives NaN); Ivy 1.0 clipped to [1e-7, 1 - 1e-7]"),
    (r"gradients\.adam_step:", "adam_step: Kingma & Ba's Algorithm 1 as torch.optim.Adam (epsilon added to "
                               "sqrt(v_hat)); Ivy 1.0 added it to sqrt(v) and to 1 - beta1**t"),
    (r"gradients\.(adam_update|lamb_update):", "a Container weight with array moments: ivy maps the whole call "
                                               "over the Container's leaves, so the moments come back as "
                                               "Containers too; Ivy 1.0 returned arrays"),
    (r"layers\.scaled_dot_product_attention:", "a float mask is added to the attention logits (torch's "
                                               "attn_mask); Ivy 1.0 masked where the mask is 0"),
    (r"set\.unique_all:", "each NaN is its own unique value, in inverse_indices too (the standard); Ivy 1.0 "
                          "mapped every NaN to the first"),
    (r"general\.scatter_flat:", "scatter_flat sums duplicate indices (its reduction='sum'); Ivy 1.0's NumPy "
                                "backend replaced them when no out= was given"),
    (r"creation\.logspace:", "logspace computes in floating point and casts (NumPy's logspace); Ivy 1.0 cast "
                             "the exponents first, and broadcast array bounds differently"),
    (r"creation\.triu_indices:", "a negative size is an InvalidArgumentError; Ivy 1.0 returned empty indices"),
    (r"layers\.conv\dd_transpose:|creation\.full:21",
     "Containers combined leaf by leaf must have the same keys (and dtype=/device= are not mapped); Ivy 1.0 "
     "took the product of differently keyed Containers"),
    (r"device\.set_soft_device_mode:", "soft device mode (moving every input to the default device on each "
                                       "call) is refused: it would cost every call"),
    (r"general\.fourier_encode:", "float32 throughout: sin(k pi) is 1e-6, not 1e-15 as in float64"),
    (r"linear_algebra\.eigh:12", "eigenvectors of a non-symmetric input: the framework's choice of signs"),
    (r"data_type\.(closest_valid_dtype|default_uint_dtype|iinfo|infer_default_dtype|invalid_dtype|"
     r"set_default_dtype):", "framework limit: torch has no uint16, uint32, uint64"),
    (r"creation\.full_like:", "native in, native out: torch prints a tensor's values to 4 decimals"),
    (r"random\.", "random numbers: the framework's generator (torch's differs from NumPy's with the same seed)"),
    (r"general\.stable_divide:14", "framework limit: a NumPy array does not meet torch tensors (MixedFrameworksError)"),
    (r"device\.set_default_device:12", "environment: the example sets the paddle backend"),
    (r"device\.num_ivy_arrays_on_dev:|general\.(num_arrays_in_memory|get_all_arrays_in_memory|"
     r"get_referrers_recursive):", "environment: the arrays alive in the process"),
]


def _docstrings(tree):
    """(qualified name, line, docstring) of every function and class, in source order."""
    found = []

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = prefix + child.name
                doc = ast.get_docstring(child)
                if doc and ">>>" in doc:
                    found.append((name, child.lineno, doc))
                visit(child, name + ".")

    visit(tree, "")
    return found


def extract(wheel):
    parser = doctest.DocTestParser()
    groups = []
    with zipfile.ZipFile(wheel) as z:
        names = sorted(n for n in z.namelist() if n.startswith(PREFIX) and n.endswith(".py")
                       and "/" not in n[len(PREFIX):])
        for path in names:
            stem = path[len(PREFIX):-3]
            tree = ast.parse(z.read(path).decode())
            for qual, lineno, doc in _docstrings(tree):
                examples = []
                for k, ex in enumerate(parser.get_examples(doc)):
                    examples.append({"id": f"{stem}.{qual}:{k}", "source": ex.source, "want": ex.want})
                groups.append({"name": qual, "file": stem, "lineno": lineno, "examples": examples})
    return groups


def _run(python, data, backend, env=None):
    """``{id: passed}`` of every example run by ``python`` (ivy10_doctest.py) on ``backend``."""
    with tempfile.TemporaryDirectory() as tmp:
        src, res = pathlib.Path(tmp) / "examples.json", pathlib.Path(tmp) / "results.json"
        src.write_text(json.dumps(data))
        subprocess.run([python, str(HERE / "ivy10_doctest.py"), str(src), backend, str(res)], check=True, cwd=tmp,
                       env=env)
        return {k: v["passed"] for k, v in json.loads(res.read_text()).items()}


def reason(example_id):
    for pattern, why in REASONS:
        if re.search(pattern, example_id):
            return why
    return None


def differences():
    """data/known_differences.json from a run of ours (this interpreter's ivy) on each backend."""
    data = json.loads(OUT.read_text())
    out = {}
    for backend in BACKENDS:
        # as CI's numpy session has them: numpy and torch (examples switching to others fail)
        ours = _run(sys.executable, data, backend, env={**os.environ, "IVY10_BACKENDS": ",".join(BACKENDS)})
        diff = {}
        for g in data["groups"]:
            for e in g["examples"]:
                if e["id"] in ours and e.get("ivy10", {}).get(backend) and not ours[e["id"]]:
                    diff[e["id"]] = reason(e["id"]) or "UNEXPLAINED"
        out[backend] = dict(sorted(diff.items()))
        n = sum(ours.values())
        print(f"{backend}: {n} of {len(ours)} pass ({100 * n / len(ours):.1f}%); {len(diff)} that Ivy 1.0 passes "
              f"fail, {sum(v == 'UNEXPLAINED' for v in diff.values())} unexplained", file=sys.stderr)
    DIFFERENCES.write_text(json.dumps(out, indent=1) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("wheel", nargs="?")
    ap.add_argument("--reference", help="python of a venv with the real ivy==1.0.0.5 (and torch)")
    ap.add_argument("--differences", action="store_true", help="write data/known_differences.json")
    args = ap.parse_args()
    if args.differences:
        differences()
        return
    groups = extract(args.wheel)
    digest = hashlib.sha256(pathlib.Path(args.wheel).read_bytes()).hexdigest()
    data = {"source": f"{pathlib.Path(args.wheel).name} (sha256 {digest}), {PREFIX}*.py", "groups": groups}
    if args.reference:
        ref = {b: _run(args.reference, data, b) for b in BACKENDS}
        for g in groups:
            for e in g["examples"]:
                if e["want"].strip():
                    e["ivy10"] = {b: ref[b].get(e["id"], False) for b in BACKENDS}
        data["reference"] = "ivy10: on which backends ivy==1.0.0.5 itself passes the example"
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(data, indent=1) + "\n")
    n = sum(1 for g in groups for e in g["examples"] if e["want"].strip())
    print(f"{len(groups)} docstrings, {n} examples with an expected output -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
