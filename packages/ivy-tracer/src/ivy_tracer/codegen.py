"""A :class:`~ivy_tracer.Graph` as Python source, and that source as a function.

The source is one module: imports, then ``def <name>(<the traced arguments>, *, <parameters>,
<constants>)``. Arguments keep the traced structure (a dict argument is unpacked inside);
parameters and constants are keyword-only, so the function is pure: call it with
``graph.bound_values()``. Each call node is one line calling the framework's own function;
control flow's sub-graphs are nested ``def`` s whose free names are the enclosing values.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.exp(x) + 1.0, ivy.asarray([0.0], backend="numpy"))
>>> ns = {}
>>> exec(g.source(), ns)
>>> ns["forward"](ivy.asarray([0.0], backend="numpy"))
ivy.array([2.], dtype=float32, backend=numpy)
"""

from __future__ import annotations

import linecache
import os

from .errors import GuardFailed
from .graph import Graph, InputSlot, Node, map_arg
from .targets import NotLiteral, SetItem, literal, qualified_name, render_call

__all__ = ["generate", "Generated"]

# modules written by a short alias in generated source
_ALIASES = {"numpy": "np", "tensorflow": "tf"}


class Generated:
    """Generated source: ``text``, the ``globals`` it needs beyond its imports (values it cannot
    spell, empty for most graphs), and the function's ``name``."""

    __slots__ = ("text", "globals", "name", "params", "param_nodes")

    def __init__(self, text, glb, name, params, param_nodes):
        self.text = text
        self.globals = glb
        self.name = name
        self.params = params  # keyword names of the parameters and constants, in order
        self.param_nodes = param_nodes  # their nodes

    def function(self, filename=None):
        """The generated function (its source registered with ``linecache``, so tracebacks and
        ``inspect.getsource`` show it)."""
        filename = filename or f"<ivy-tracer {self.name} {id(self):x}>"
        ns = dict(self.globals)
        ns["__name__"] = "ivy_tracer.generated"
        code = compile(self.text, filename, "exec")
        linecache.cache[filename] = (len(self.text), None, self.text.splitlines(True), filename)
        exec(code, ns)  # noqa: S102 - our own generated source
        fn = ns[self.name]
        fn.__ivy_source__ = self.text
        return fn


class _CodeGen:
    def __init__(self, graph, params_first=False, natives=False):
        self.graph = graph
        self.params_first = params_first
        self.natives = natives
        self.imports = {}  # module -> alias (or None)
        self.globals = {"GuardFailed": GuardFailed}
        self.backends = {}
        self.hoisted = {}  # literal source with a call in it -> its module-level name
        self.names = {}
        self.taken = set()
        self.n_hidden = 0

    # -- names
    def name(self, node):
        n = self.names.get(node)
        if n is None:
            cap = node.meta.get("capture")
            if cap is not None and cap in self.names:
                n = self.names[cap]
            else:
                n = self._fresh(node.name)
            self.names[node] = n
        return n

    def _fresh(self, hint):
        n, i = hint, 0
        while n in self.taken or n in self.imports.values() or n in self.imports:
            i += 1
            n = f"{hint}_{i}"
        self.taken.add(n)
        return n

    def ref_name(self, q):
        """``q`` (a dotted name) as source, importing what it needs: the top module where the
        name is reachable from it (``torch.nn.functional.linear`` needs ``import torch``; NumPy
        and TensorFlow are written ``np`` and ``tf``), else the longest importable prefix."""
        import sys

        parts = q.split(".")
        root = parts[0]
        if len(parts) == 1:
            if root in sys.modules or _findable(root):
                self.imports.setdefault(root, _ALIASES.get(root))
                return _ALIASES.get(root, root)
            return q  # a builtin
        mod = sys.modules.get(root)
        o = mod
        for p in parts[1:]:
            o = getattr(o, p, None) if o is not None else None
        if o is not None:
            alias = _ALIASES.get(root)
            self.imports[root] = alias
            return (alias or root) + q[len(root):]
        for i in range(len(parts) - 1, 0, -1):
            cand = ".".join(parts[:i])
            if cand in sys.modules or _findable(cand):
                self.imports.setdefault(cand, None)
                return q
        self.imports.setdefault(root, None)
        return q

    def ref(self, obj):
        """Source naming ``obj`` (a function): its qualified name, else a hidden global."""
        q = qualified_name(obj)
        if q is not None:
            try:
                return self.ref_name(q)
            except Exception:  # noqa: BLE001 - a name that cannot be imported: hidden
                pass
        for k, v in self.globals.items():
            if v is obj:
                return k
        n = f"_g{self.n_hidden}"
        self.n_hidden += 1
        self.globals[n] = obj
        return n

    def backend_ref(self, name):
        """The module-level name of ``ivy.get_backend(name)``."""
        n = self.backends.get(name)
        if n is None:
            n = self.backends[name] = f"_{name}_backend"
            self.imports.setdefault("ivy", None)
        return n

    # -- values
    def arg(self, a):
        """Source of an argument: nodes by name, sub-graphs by their function, literals."""
        c = a.__class__
        if c is Node:
            return self.name(a)
        if c is Graph:
            return self.sub_names[a]
        if c is tuple:
            inner = ", ".join(self.arg(x) for x in a)
            return f"({inner},)" if len(a) == 1 else f"({inner})"
        if c is list:
            return "[" + ", ".join(self.arg(x) for x in a) + "]"
        if c is dict:
            return "{" + ", ".join(f"{literal(k, self)}: {self.arg(v)}" for k, v in a.items()) + "}"
        if c is slice:
            return f"slice({self.arg(a.start)}, {self.arg(a.stop)}, {self.arg(a.step)})"
        try:
            return self.hoist(literal(a, self))
        except NotLiteral:
            for k, v in self.globals.items():
                if v is a:
                    return k
            n = f"_g{self.n_hidden}"
            self.n_hidden += 1
            self.globals[n] = a
            return n

    # -- the function
    def function(self, g, indent, top):
        outer, self.cur = getattr(self, "cur", None), g
        try:
            return self._function(g, indent, top)
        finally:
            self.cur = outer

    def _function(self, g, indent, top):
        lines = []
        pad = " " * indent
        sig = g.meta.get("signature")
        own_inputs = [n for n in g.inputs if n.meta.get("capture") is None]
        header, unpack = [], []
        if sig is not None:
            header, unpack = self._signature(sig, own_inputs)
        else:
            header = [self.name(n) for n in own_inputs]
        for n in g.inputs:
            self.name(n)
        kw = []
        if top:
            for n in g.nodes:
                if n.kind in ("parameter", "constant"):
                    kw.append(self.name(n))
                    self.param_nodes.append(n)
            self.params = kw
        if top and self.params_first == "dict":
            params = ", ".join(header)  # (read from the module-level dict _P below)
        elif top and self.params_first:
            params = ", ".join(kw + header)  # (compiled code takes the parameters first, positionally)
        else:
            params = ", ".join(header + ((kw if "*" in header else ["*"] + kw) if kw else []))
        lines.append(f"{pad}def {self.fn_names[g]}({params}):")
        body = []
        if top and self.params_first == "dict":
            body += [f"{k} = _P[{k!r}]" for k in kw]
        body += unpack
        for n in own_inputs:
            if n.meta.get("wrapped") and not self.natives:
                body.append(f"{self.name(n)} = {self.name(n)}.data")
            for gsrc in self._guards(n):
                body.append(gsrc)
        for n in g.nodes:
            if n.kind != "call":
                continue
            for sg in _subgraphs(n):
                self.fn_names[sg] = self.sub_names[sg] = self._fresh(f"{sg.name}")
                sub = self.function(sg, 0, False)
                body += sub
            args = [self.arg(a) for a in n.args]
            kwargs = {k: self.arg(v) for k, v in n.kwargs.items()}
            t = n.target
            if isinstance(t, SetItem):
                stmt, val = t.statement(args)
                body.append(stmt)
                body.append(f"{self.name(n)} = {val}")
            else:
                body.append(f"{self.name(n)} = {render_call(self, t, args, kwargs)}")
            body += self._guards(n)
        out = g.output_node
        ret = "None" if out is None else self._output(out)
        body.append(f"return {ret}")
        lines += [pad + "    " + ln for ln in "\n".join(body).splitlines()]
        return lines

    def hoist(self, src):
        """A literal whose source calls something (``np.dtype('float32')``) as a module-level name,
        made once when the source is run (not on every call)."""
        if "(" not in src:
            return src
        name = self.hoisted.get(src)
        if name is None:
            name = self.hoisted[src] = f"_k{len(self.hoisted)}"
        return name

    def _guards(self, n):
        """The checks of what the trace read of ``n``'s value: its own code's (``guards``: the
        function traces again where one fails) and its ivy calls' lowerings' (``lowered_guards``:
        the ivy calls themselves serve a call where one fails)."""
        out = []
        for key, tag in (("guards", ""), ("lowered_guards", "lowered: ")):
            for expr, expected in n.meta.get(key, ()):
                src = expr.format(self.name(n))
                try:
                    exp = self.hoist(literal(expected, self))
                except NotLiteral:
                    exp = self.arg(expected)
                out.append(f"if {src} != {exp}: raise GuardFailed({tag + src!r})")
        return out

    def _signature(self, sig, own_inputs):
        """``def`` parameters and unpacking lines for the traced arguments' structure."""
        header, unpack = [], []
        kwonly = []
        n_pos = sum(1 for _, kind, _ in sig if kind != "kw")
        # static arguments default to their traced values (trailing positional ones, and keywords)
        trailing = n_pos
        for _, _kind, template in reversed([s for s in sig if s[1] != "kw"]):
            if _has_node(self._slots(template)) or not _defaultable(template):
                break
            trailing -= 1
        i = 0
        for pname, kind, template in sig:
            template = self._slots(template)
            if template.__class__ is Node:
                nm = self.names[template] = self._fresh(pname) if template not in self.names else self.names[template]
                (kwonly if kind == "kw" else header).append(nm)
                i += kind != "kw"
                continue
            nm = self._fresh(pname)
            entry = nm
            if not _has_node(template) and _defaultable(template) and (kind == "kw" or i >= trailing):
                entry = f"{nm}={literal(template, self)}"
            (kwonly if kind == "kw" else header).append(entry)
            i += kind != "kw"
            self._unpack(nm, template, unpack)
        if kwonly:
            header += ["*"] + kwonly if "*" not in header else kwonly
        return header, unpack

    def _slots(self, t):
        """``t`` with its :class:`InputSlot` s replaced by the input nodes they name."""
        c = t.__class__
        if c is InputSlot:
            return self.cur.node(t.name)
        if c is tuple:
            return tuple(self._slots(x) for x in t)
        if c is list:
            return [self._slots(x) for x in t]
        if isinstance(t, dict):
            d = {k: self._slots(v) for k, v in t.items()}
            return d if c is dict else _rebuild_dict(t, d)
        if isinstance(t, tuple) and hasattr(t, "_fields"):
            return c(*(self._slots(x) for x in t))
        return t

    def _unpack(self, src, template, out):
        c = template.__class__
        if c is Node:
            self.names.setdefault(template, self._fresh(template.name))
            out.append(f"{self.names[template]} = {src}")
            return
        if c in (tuple, list) or isinstance(template, tuple):
            for i, t in enumerate(template):
                if _has_node(t):
                    self._unpack(f"{src}[{i}]", t, out)
            return
        if isinstance(template, dict):
            for k, t in template.items():
                if _has_node(t):
                    self._unpack(f"{src}[{literal(k, self)}]", t, out)
            return
        # a static value: the trace holds for this value only
        try:
            lit = literal(template, self)
        except NotLiteral:
            return
        if template.__class__ in (int, float, bool, str, type(None)):
            out.append(f"if {src} != {lit}: raise GuardFailed('argument {src} is not {lit}')")

    def _output(self, out):
        wrap = None if self.natives else out.meta.get("wrap")
        leaves = iter(wrap) if wrap else None

        def w(a):
            s = self.arg(a)
            if leaves is not None and next(leaves, False):
                self.imports.setdefault("ivy", None)
                return f"ivy.Array({s})"
            return s

        return self._structure(out.args[0], w)

    def _structure(self, s, leaf):
        c = s.__class__
        if c is Node:
            return leaf(s)
        if c is tuple:
            inner = ", ".join(self._structure(x, leaf) for x in s)
            return f"({inner},)" if len(s) == 1 else f"({inner})"
        if c is list:
            return "[" + ", ".join(self._structure(x, leaf) for x in s) + "]"
        if c is dict:
            return "{" + ", ".join(f"{literal(k, self)}: {self._structure(v, leaf)}" for k, v in s.items()) + "}"
        if isinstance(s, dict):  # ivy.Container and other dict classes
            items = "{" + ", ".join(f"{literal(k, self)}: {self._structure(v, leaf)}" for k, v in s.items()) + "}"
            return f"{self.ref(type(s))}({items})"
        if isinstance(s, tuple) and hasattr(s, "_fields"):
            return f"{self.ref(type(s))}(" + ", ".join(self._structure(x, leaf) for x in s) + ")"
        return self.arg(s)

    def text(self):
        g = self.graph
        self.fn_names = {g: g.name}
        self.sub_names = {}
        self.taken.add(g.name)
        self.params = []
        self.param_nodes = []
        fn_lines = self.function(g, 0, True)
        head = []
        for mod, alias in sorted(self.imports.items()):
            head.append(f"import {mod}" + (f" as {alias}" if alias else ""))
        if "GuardFailed" in "\n".join(fn_lines):
            head.append("from ivy_tracer import GuardFailed")
        for name, var in sorted(self.backends.items()):
            head.append(f"{var} = ivy.get_backend({name!r})")
        for src, name in self.hoisted.items():
            head.append(f"{name} = {src}")
        return "\n".join(head) + ("\n\n\n" if head else "") + "\n".join(fn_lines) + "\n"


def _rebuild_dict(orig, d):
    try:
        return type(orig)(d)
    except Exception:  # noqa: BLE001 - a dict class that cannot be built from a dict: a plain one
        return d


def _findable(mod):
    import importlib.util

    try:
        return importlib.util.find_spec(mod) is not None
    except (ImportError, ValueError, AttributeError):
        return False


def _defaultable(t):
    return t.__class__ in (int, float, bool, str, type(None), complex)


def _has_node(t):
    found = []
    map_arg(t, lambda n: found.append(n))
    if found:
        return True
    if isinstance(t, dict):
        return any(_has_node(v) for v in t.values())
    if isinstance(t, (tuple, list)):
        return any(_has_node(v) for v in t)
    return False


def _subgraphs(n):
    from .graph import graphs_in

    return graphs_in((n.args, n.kwargs))


def generate(graph, params_first=False, natives=False):
    """:class:`Generated` source of ``graph`` (``params_first``: the parameters and constants are
    the function's first positional arguments, as compiled code takes them, or, with ``"dict"``,
    read from the dict ``_P`` among its globals, as a closure's arrays; ``natives``: the function
    takes and returns native arrays where the trace had ``ivy.Array`` s)."""
    cg = _CodeGen(graph, params_first, natives)
    text = cg.text()
    glb = dict(cg.globals)
    return Generated(text, glb, graph.name, list(cg.params), list(cg.param_nodes))


def write(graph, path):
    """Write ``graph``'s source to ``path``."""
    with open(os.fspath(path), "w") as fh:
        fh.write(generate(graph).text)
