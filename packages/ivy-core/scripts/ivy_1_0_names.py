"""Write ``ivy/testing/data/ivy_1_0_functions.json``: the public function names of Ivy 1.0 and
their parameter lists, read (by ``ast``, importing nothing) from ``ivy/functional/ivy/**`` of the
``ivy==1.0.0.5`` wheel. ``ivy.testing.test_ivy_1_0_names`` checks them against ivy.

    pip download ivy==1.0.0.5 --no-deps -d /tmp/ivy100
    python packages/ivy-core/scripts/ivy_1_0_names.py /tmp/ivy100/ivy-1.0.0.5-py3-none-any.whl
"""

from __future__ import annotations

import ast
import json
import os
import sys
import zipfile

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "ivy", "testing", "data", "ivy_1_0_functions.json")
PREFIX = "ivy/functional/ivy/"


def _params(node):
    """The parameter list as ``inspect`` writes it: ``"x, /, axis=, *, out="`` (``=`` marks a default)."""
    a = node.args
    pos = a.posonlyargs + a.args
    first_default = len(pos) - len(a.defaults)
    parts = []
    for i, p in enumerate(pos):
        parts.append(p.arg + ("=" if i >= first_default else ""))
        if a.posonlyargs and i == len(a.posonlyargs) - 1:
            parts.append("/")
    if a.vararg:
        parts.append("*" + a.vararg.arg)
    elif a.kwonlyargs:
        parts.append("*")
    parts += [p.arg + ("=" if d is not None else "") for p, d in zip(a.kwonlyargs, a.kw_defaults)]
    if a.kwarg:
        parts.append("**" + a.kwarg.arg)
    return ", ".join(parts)


def read(wheel):
    """name -> [module (the file under ivy/functional/ivy/), parameters (:func:`_params`)]: each
    module-level public ``def`` of ``ivy/functional/ivy/**`` (the first, where a name is defined twice)."""
    functions = {}
    with zipfile.ZipFile(wheel) as zf:
        for member in sorted(m for m in zf.namelist() if m.startswith(PREFIX) and m.endswith(".py")):
            tree = ast.parse(zf.read(member).decode("utf-8"))
            for node in tree.body:
                if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                    functions.setdefault(node.name, [member[len(PREFIX):-3], _params(node)])
    return functions


def main(argv=None):
    wheel = (argv if argv is not None else sys.argv[1:])[0]
    functions = read(wheel)
    data = {"source": f"{os.path.basename(wheel)}: module-level public functions of {PREFIX}**",
            "count": len(functions), "functions": dict(sorted(functions.items()))}
    lines = [f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in data["functions"].items()]
    with open(OUT, "w") as fh:  # one function a line
        fh.write(f'{{\n "source": {json.dumps(data["source"])},\n "count": {data["count"]},\n "functions": {{\n')
        fh.write(",\n".join(lines) + "\n }\n}\n")
    print(f"wrote {len(functions)} functions to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
