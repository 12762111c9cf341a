"""Pictures of graphs: DOT text written here (no package needed), SVG/PNG/PDF by Graphviz.

``graph.to_dot()`` gives the DOT text; ``graph.show("g.svg")`` renders it with the ``graphviz``
package (``pip install ivy-tracer[graphviz]``) or, without it, Graphviz's ``dot`` program; both need
Graphviz itself installed (``apt install graphviz``, ``brew install graphviz``,
https://graphviz.org/download/). Inputs are green, parameters blue, constants grey, random
draws orange, in-place writes red; control flow's bodies are boxed clusters.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.exp(x) * 2.0, ivy.asarray([1.0], backend="numpy"))
>>> g.to_dot().splitlines()[0]
'digraph forward {'
"""

from __future__ import annotations

import os
import shutil
import subprocess

from ivy import InvalidArgumentError, IvyError

from .graph import Graph, graphs_in, nodes_in
from .targets import describe

__all__ = ["to_dot", "show"]

_FILL = {"input": "#d9f2d9", "parameter": "#d6e6f5", "constant": "#eeeeee", "output": "#f5f0d6"}


def _esc(s):
    """``s`` inside a DOT record label (its special characters escaped)."""
    out = str(s).replace("\\", "\\\\")
    for ch in '"{}<>|':
        out = out.replace(ch, "\\" + ch)
    return out


def _label(n):
    shape = n.meta.get("shape")
    dt = n.meta.get("dtype")
    desc = ""
    if shape is not None or dt:
        desc = f"{'x'.join(str(d) for d in shape) if shape else 'scalar'} {dt or ''}".strip()
    if n.kind == "call":
        head = describe(n.target)
    elif n.kind == "parameter":
        head = f"parameter {n.target}"
    elif n.kind == "constant":
        head = "constant"
    elif n.kind == "input":
        head = "input"
    else:
        head = "output"
    parts = [n.name, head] + ([desc] if desc else [])
    return "{" + "|".join(_esc(p) for p in parts) + "}"


def _statements(g, prefix, out, depth):
    pad = "  " * depth
    ids = {n: f"{prefix}{i}" for i, n in enumerate(g.nodes)}
    for n in g.nodes:
        fill = _FILL.get(n.kind, "#ffffff")
        if n.meta.get("random"):
            fill = "#fbe0c4"
        if n.meta.get("mutates"):
            fill = "#f6cccc"
        out.append(f'{pad}{ids[n]} [label="{_label(n)}", fillcolor="{fill}"];')
    for n in g.nodes:
        srcs = nodes_in(n.args) if n.kind == "output" else n.inputs()
        for s in srcs:
            if s in ids:
                out.append(f"{pad}{ids[s]} -> {ids[n]};")
        for i, sg in enumerate(graphs_in((n.args, n.kwargs))):
            sub = f"{ids[n]}_{i}_"
            out.append(f"{pad}subgraph cluster_{sub} {{")
            out.append(f'{pad}  label="{_esc(sg.name)}"; style="rounded,dashed"; color="#888888";')
            _statements(sg, sub, out, depth + 1)
            out.append(f"{pad}}}")
            first = next((m for m in sg.nodes if m.kind != "input"), None)
            if first is not None:
                out.append(f'{pad}{sub}{sg.nodes.index(first)} -> {ids[n]} [style=dotted, arrowhead=none];')
            for m in sg.inputs:
                cap = m.meta.get("capture")
                if cap is not None and cap in ids:
                    out.append(f"{pad}{ids[cap]} -> {sub}{sg.nodes.index(m)} [style=dashed];")


def to_dot(graph):
    """``graph`` as Graphviz DOT text (records: name | target | shape and dtype)."""
    out = [f"digraph {graph.name} {{",
           '  graph [rankdir=TB, fontname="Helvetica", fontsize=10];',
           '  node [shape=record, style="rounded,filled", fontname="Helvetica", fontsize=10];',
           '  edge [color="#555555", arrowsize=0.6];']
    _statements(graph, "n", out, 1)
    out.append("}")
    return "\n".join(out) + "\n"


_FORMATS = ("svg", "png", "pdf", "jpg", "jpeg", "gif", "ps", "eps", "json")


def _render(dot_text, fmt):
    try:
        import graphviz
    except ImportError:
        graphviz = None
    if graphviz is not None:
        try:
            return graphviz.Source(dot_text).pipe(format=fmt)
        except graphviz.ExecutableNotFound:
            pass
    exe = shutil.which("dot")
    if exe is None:
        raise IvyError(
            f"drawing a graph as {fmt.upper()} needs Graphviz's `dot` program, which is not installed: install "
            "Graphviz (`apt install graphviz`, `brew install graphviz`, `conda install graphviz`, or "
            "https://graphviz.org/download/), and optionally the Python package with `pip install "
            "ivy-tracer[graphviz]`. graph.to_dot() gives the DOT text without either; graph.show('g.dot') writes it")
    r = subprocess.run([exe, f"-T{fmt}"], input=dot_text.encode(), capture_output=True, check=False)
    if r.returncode != 0:
        raise IvyError(f"Graphviz's dot failed: {r.stderr.decode(errors='replace')[:500]}")
    return r.stdout


def show(graph, path=None, format=None):  # noqa: A002 - graphviz's name
    """Draw ``graph`` to ``path`` (its extension, or ``format``, says how: ``.dot``/``.gv`` the DOT
    text, ``.svg``/``.png``/``.pdf`` through Graphviz). Without a path: in a notebook the SVG is
    displayed, elsewhere the SVG text is returned. Returns the path written (or the picture)."""
    if not isinstance(graph, Graph):
        raise InvalidArgumentError(f"show takes a Graph, got {type(graph).__name__}")
    text = to_dot(graph)
    fmt = format
    if fmt is None and path is not None:
        fmt = os.path.splitext(os.fspath(path))[1].lstrip(".").lower() or "svg"
    fmt = (fmt or "svg").lower()
    if fmt in ("dot", "gv"):
        data = text.encode()
    elif fmt in _FORMATS:
        data = _render(text, fmt)
    else:
        raise InvalidArgumentError(f"graph.show: unknown picture format {fmt!r}; use one of dot, "
                                   f"{', '.join(_FORMATS)}")
    if path is None:
        try:
            from IPython.display import SVG, display  # noqa: F401 - only in a notebook

            if fmt == "svg" and _in_notebook():
                display(SVG(data))
                return None
        except ImportError:
            pass
        return data.decode() if fmt in ("svg", "dot", "gv") else data
    with open(os.fspath(path), "wb") as fh:
        fh.write(data)
    return os.fspath(path)


def _in_notebook():
    try:
        from IPython import get_ipython

        ip = get_ipython()
        return ip is not None and "IPKernelApp" in ip.config
    except Exception:  # noqa: BLE001
        return False
