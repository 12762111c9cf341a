"""The emitted code as a file that imports only the target framework.

On JAX and TensorFlow an ivy call's own operations are not recorded while it runs (as they are on
PyTorch and NumPy), so the emitted code calls the ivy backend plugin's functions
(``_jax_backend.linear(...)``: plain ``jax.numpy`` / ``tf`` code, but it needs ``ivy`` installed).
For ``transpile(..., output="source")`` that code is traced once more with the target's own
capture (a jaxpr; a ``tf.function``'s graph) into JAX primitives / TensorFlow raw ops and written
again: the file imports only the target (and NumPy, which JAX and TensorFlow depend on). Constant
arrays up to :data:`LITERAL_LIMIT` elements are written as literals (``tf.constant([...],
dtype='int32')``); a larger one stays a keyword argument of ``forward``.

>>> # see ivy_tracer.transpile(..., output="source")
"""

from __future__ import annotations

import ast

import ivy
from ivy import _dispatch

from ..targets import Target, _call_src, literal

__all__ = ["standalone_source", "ArrayLiteral", "LITERAL_LIMIT", "array_literal", "inline_constants"]

LITERAL_LIMIT = 65536

# how each target writes an array literal: (constructor, whether dtype is written as a string)
_CONSTRUCTORS = {"jax": "jax.numpy.asarray", "tensorflow": "tensorflow.constant", "numpy": "numpy.asarray",
                 "torch": "torch.tensor", "mxnet": "mxnet.numpy.array"}


class ArrayLiteral(Target):
    """A constant array written into the source (``jax.numpy.asarray([[0, 1]], dtype='int32')``)."""

    name = "array"

    def __init__(self, value, framework, native):
        self.value = value  # (a NumPy array)
        self.framework = framework
        self.native = native

    def __call__(self):
        return self.native

    def describe(self):
        return f"{_CONSTRUCTORS[self.framework]} literal"

    def render(self, cg, args, kwargs):
        data = literal(self.value.tolist(), cg)
        dt = self.value.dtype.name
        dtype = cg.ref_name(f"torch.{dt}") if self.framework == "torch" else repr(dt)
        return _call_src(cg.ref_name(_CONSTRUCTORS[self.framework]), [data], {"dtype": dtype})


def _to(x, target):
    if type(x) is ivy.Array:
        x = x._data
    b = _dispatch._TYPES.get(type(x))
    if b is None or b.name == target:
        return x
    return ivy.to_backend(x, target)


def _arg_names(text, name):
    tree = ast.parse(text)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return [a.arg for a in node.args.args]
    return None


def array_literal(v, target, limit=LITERAL_LIMIT):
    """An :class:`ArrayLiteral` of ``target`` for the array ``v`` (real or boolean, up to ``limit``
    elements), or None."""
    import numpy as np

    if v is None or isinstance(v, (bool, int, float, complex, str)):
        return None
    try:
        a = np.asarray(v)
    except Exception:  # noqa: BLE001 - not an array NumPy can read (one needing grad): no literal
        return None
    if a.dtype.kind not in "biuf" or a.size > limit:
        return None
    return ArrayLiteral(a, target, v)


def inline_constants(g, target, limit=LITERAL_LIMIT, parameters=True):
    """Write ``g``'s constant arrays (and its parameters' values, with ``parameters``) of up to
    ``limit`` elements into the code as literals of ``target``."""
    first = g._first_call()
    if first is None:
        return
    for n in (list(g.parameters) if parameters else []) + list(g.constants):
        lit = array_literal(n.meta.get("value") if n.kind == "constant" else n.meta["ref"].get(), target, limit)
        if lit is None:
            continue
        name = n.name
        new = g.call(lit, (), {}, name=f"{name}_literal", before=first)
        n.replace_all_uses_with(new)
        g.erase(n)
        new.name = name


def standalone_source(core, em, args, kwargs):
    """The source of ``em`` (an :class:`~ivy_tracer.transpile.emit.Emitted` of ``core``, made for
    ``args``/``kwargs``) importing only the target framework where it can be written so; else
    ``em.source`` as it is (its lines calling the ivy backend plugin)."""
    from ..codegen import generate
    from ..trace import trace
    from .core import signature_of
    from .emit import _strip_guards

    target = core.target
    if f"_{target}_backend" not in em.source or target not in ("jax", "tensorflow", "numpy", "torch"):
        return em.source
    names = _arg_names(em.source, core.name)
    if names is None:
        return em.source
    _, arrays = signature_of(args, kwargs)
    slots = em.slots
    n_params = sum(1 for k, _ in slots if k == "param")
    fn = em.fn

    def call(*xs):
        it = iter(xs[:n_params])
        return fn(*[next(it) if k == "param" else v for k, v in slots], *xs[n_params:])

    # (a function whose arguments have the emitted code's names: the trace names its inputs so)
    given = [nm for (k, _), nm in zip(slots, names) if k == "param"] + names[len(slots):]
    ns = {"call": call}
    exec(f"def {core.name}({', '.join(given)}):\n    return call({', '.join(given)})\n", ns)  # noqa: S102
    forward = ns[core.name]

    values = [core.values[v] for k, v in slots if k == "param"]
    try:
        g = trace(forward, *values, *[_to(x, target) for x in arrays], source=target, name=core.name)
    except ivy.IvyError:
        return em.source
    _strip_guards(g)
    inline_constants(g, target)
    gen = generate(g, natives=True)
    text = gen.text
    if set(gen.globals) - {"GuardFailed"} or "import ivy" in text or "GuardFailed" in text:
        return em.source
    return text
