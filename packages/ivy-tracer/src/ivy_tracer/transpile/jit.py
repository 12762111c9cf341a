"""Running a transpiled object's code compiled, on targets whose framework has a compiler.

A transpiled object keeps one emitted function per input signature. On JAX and TensorFlow an
eager call of it pays the framework's eager dispatch for every operation (tens to hundreds of
microseconds each: a GPT-2 forward was 8x torch's eager one on JAX, 10x on TensorFlow), while
the whole function is known and fixed for that signature. So from its second call on it runs
through the ivy backend's compiler (``jax.jit``, with the random key passed in and out so each
call draws anew; on TensorFlow ``tf.function(jit_compile=True)``, XLA, else a plain
``tf.function``), its constants bound into the compiled code, a TensorFlow module's variables
read inside it. The first call runs eagerly and records the outputs' structure (Python values among the
outputs are the code's constants for that signature and come back as they are).

Code that cannot be compiled (a value read into Python, an output shape that follows the data)
fails while the compiler traces it; that function then runs eagerly from then on, with the
same results. On JAX a function with a while loop runs eagerly: compiled, its loop would be a
``lax.while_loop``, which ``jax.grad`` cannot differentiate. ``transpile(..., compile=False)``
runs every call eagerly (to step through the emitted code, say). Under the user's own
``jax.jit`` / ``jax.grad`` / ``tf.function`` the compiled function is called inside theirs, which
the frameworks inline.

>>> # see ivy_tracer.transpile
"""

from __future__ import annotations

from ivy import _tree

from ..capture.arrays import is_array

__all__ = ["COMPILING", "Runner"]

# the compilers tried in turn, as options of the ivy backend's compile (torch and NumPy run eagerly
# at native speed already). TensorFlow: XLA first (a tf.function runs its graph op by op, ~35 us
# an op here: a GPT-2 forward 5.2 ms against 1.4 ms under XLA), a plain tf.function where XLA
# refuses the code.
COMPILING = {"jax": ({},), "tensorflow": ({"jit_compile": True}, {})}


def _read_variables(lead):
    """TensorFlow variables as tensors (the eager code takes tensors; a compiled function reads
    the variables it is given itself, which spares an eager read of each)."""
    import tensorflow as tf

    return [tf.convert_to_tensor(v) if isinstance(v, tf.Variable) else v for v in lead]


def _as_given(lead):
    return lead


class Runner:
    """Calls one :class:`~ivy_tracer.transpile.emit.Emitted` on (weights, inputs): eagerly first,
    then compiled on ``target`` (see the module docstring). ``state``: ``"eager"`` (no compiler,
    or compiling failed), ``"first"`` (not called yet), ``"trying"`` (the next call traces the
    compiled function), ``"compiled"``; ``options``: the compiler options left to try, ``using``:
    the ones of the compiled function."""

    __slots__ = ("em", "target", "state", "compiled", "structure", "options", "fn", "using", "eager_values")

    def __init__(self, em, target, compiling):
        self.em = em
        self.target = target
        # (a while loop compiled by jax.jit is lax.while_loop, which jax.grad cannot differentiate;
        # run eagerly, ivy.while_loop loops in Python where its predicate has a value, as the source)
        loops = em.loops and target == "jax"
        self.state = "first" if compiling and target in COMPILING and not loops else "eager"
        self.options = list(COMPILING.get(target, ()))
        self.compiled = self.structure = self.fn = self.using = None
        # (only a TensorFlow module passes variables; every other target's weights go in as they are)
        self.eager_values = _read_variables if target == "tensorflow" else _as_given

    def __call__(self, lead, arrays):
        s = self.state
        if s == "compiled":
            return self._rebuild(self.compiled(*self._params(lead), *arrays))
        if s == "trying":
            return self.try_compiled(lead, arrays)
        out = self.em.fn(*self.eager_values(lead), *arrays)
        if s == "first":
            self._prepare(out)
        return out

    def _params(self, lead):
        return [v for (k, _), v in zip(self.em.slots, lead) if k == "param"]

    def _prepare(self, out):
        leaves, td = _tree.flatten(out)
        mask = tuple(is_array(v) for v in leaves)
        self.structure = (td, mask, tuple(None if m else v for m, v in zip(mask, leaves)))
        fn, slots = self.em.fn, self.em.slots
        consts = [None if k == "param" else v for k, v in slots]
        params_at = [i for i, (k, _) in enumerate(slots) if k == "param"]
        n = len(params_at)

        def transpiled_compiled(*xs):
            full = list(consts)
            for i, x in zip(params_at, xs[:n]):
                full[i] = x
            got, _ = _tree.flatten(fn(*full, *xs[n:]))
            return tuple(v for v, m in zip(got, mask) if m)

        self.fn = transpiled_compiled
        self._next_compiler()

    def _next_compiler(self):
        """Compile with the next options left (state ``"trying"``), or stay eager."""
        import ivy

        backend = ivy.get_backend(self.target)
        backend._load()
        while self.options:
            self.using = self.options.pop(0)
            try:
                self.compiled = backend.compilation.compile(self.fn, (), **self.using)
            except Exception:  # noqa: BLE001 - a compiler that refuses the function: the next one
                continue
            self.state = "trying"
            return
        self.state, self.compiled, self.fn, self.using = "eager", None, None, None

    def _rebuild(self, arrays):
        td, mask, static = self.structure
        it = iter(arrays)
        return _tree.unflatten(td, [next(it) if m else v for m, v in zip(mask, static)])

    def try_compiled(self, lead, arrays):
        """A compiled function's first call, which traces it; on a failure the next compiler is
        tried, and at last the function stays eager (see the module docstring)."""
        while self.state == "trying":
            try:
                out = self._rebuild(self.compiled(*self._params(lead), *arrays))
            except Exception:  # noqa: BLE001 - code the compiler cannot take: the next one, or eager
                self._next_compiler()
                continue
            self.state = "compiled"
            return out
        return self.em.fn(*self.eager_values(lead), *arrays)
