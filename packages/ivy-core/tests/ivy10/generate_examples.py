"""Write ``data/examples.json``: the ``>>>`` examples of Ivy 1.0's functional API docstrings.

They are read from the ``ivy==1.0.0.5`` wheel (``ivy/functional/ivy/*.py``, parsed, never
imported), one group per docstring, each statement with its expected output. With
``--reference PYTHON`` (a throwaway venv holding the real ``ivy==1.0.0.5`` and NumPy: never
ours, its import name clashes), each example is also run there on the numpy backend by
``ivy10_doctest.py`` and marked ``"ivy10": true`` where Ivy 1.0 itself passes it::

    python -m pip download ivy==1.0.0.5 --no-deps -d /tmp/ivy10
    uv venv /tmp/venv-ivy10
    uv pip install --python /tmp/venv-ivy10/bin/python /tmp/ivy10/ivy-1.0.0.5-py3-none-any.whl
    python generate_examples.py /tmp/ivy10/ivy-1.0.0.5-py3-none-any.whl --reference /tmp/venv-ivy10/bin/python
"""

from __future__ import annotations

import argparse
import ast
import doctest
import hashlib
import json
import pathlib
import subprocess
import sys
import tempfile
import zipfile

HERE = pathlib.Path(__file__).parent
OUT = HERE / "data" / "examples.json"
PREFIX = "ivy/functional/ivy/"


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


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("wheel")
    ap.add_argument("--reference", help="python of a venv with the real ivy==1.0.0.5")
    args = ap.parse_args()
    groups = extract(args.wheel)
    digest = hashlib.sha256(pathlib.Path(args.wheel).read_bytes()).hexdigest()
    data = {"source": f"{pathlib.Path(args.wheel).name} (sha256 {digest}), {PREFIX}*.py", "groups": groups}
    if args.reference:
        with tempfile.TemporaryDirectory() as tmp:
            src, res = pathlib.Path(tmp) / "examples.json", pathlib.Path(tmp) / "results.json"
            src.write_text(json.dumps(data))
            subprocess.run([args.reference, str(HERE / "ivy10_doctest.py"), str(src), "numpy", str(res)],
                           check=True, cwd=tmp)
            ref = json.loads(res.read_text())
        for g in groups:
            for e in g["examples"]:
                if e["id"] in ref:
                    e["ivy10"] = ref[e["id"]]["passed"]
        data["reference"] = "ivy10: whether ivy==1.0.0.5 itself passes the example (numpy backend)"
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(json.dumps(data, indent=1) + "\n")
    n = sum(1 for g in groups for e in g["examples"] if e["want"].strip())
    print(f"{len(groups)} docstrings, {n} examples with an expected output -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
