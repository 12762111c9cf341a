"""NumPy as the source: a function of NumPy arrays (and Python scalars), traced with the tracer's
NumPy capture (``ivy_tracer.trace(fn, *args, source="numpy")``: ufunc calls and their methods,
functions, array methods, attributes, operators, indexing and in-place writes are nodes) and
lifted to ivy through ``ivy_frontends.numpy``.

- Functions by qualified name (``numpy.linalg.norm`` -> ``ivy_frontends.numpy.linalg.norm``),
  ufunc methods (``np.add.reduce``) to the frontend ufunc's method, array methods and attributes
  to the frontend ``ndarray``'s; NumPy dtypes, scalar types, scalars and constant arrays to the
  frontend's. 0-d results stay arrays while lifting (a NumPy scalar's Python value would cut the
  target's autodiff).
- In-place writes (``x += 1``, ``x[i] = v``, ``out=``, ``np.add.at``, ``x.sort()``) become
  functional updates: the graph's later reads see the written value (views of the array too: the
  frontend writes views through to their base), but the caller's arrays are not modified.
- **Models**: every float (or complex) NumPy array the function reads from its closure, defaults
  or globals (directly or in a dict/list/object it reads: ``params["W1"]`` is ``params.W1``) is
  a trainable parameter named as the tracer names it; a function with at least one is a model
  (``is_module``), and the target gets a module: a ``torch.nn.Module`` (``parameters()``), a
  ``tf.Module`` (``trainable_variables``), a ``JaxModel`` (``.params``) or a ``NumpyModel``.
  Its other closed-over arrays (integer, boolean) are buffers there. A callable object (a NumPy
  model class) is a model by the float arrays its attributes hold (``self.w`` is ``w``). A
  function that reads no float array besides its arguments becomes a function of the target's
  arrays (closed-over integer/boolean arrays are constants of it). While tracing, the weights are
  traced views of themselves (:class:`_TracedWeights`), so operations on weights alone stay in
  the graph; a float array that still reaches the trace as a constant is a
  :class:`TranspileError` (its gradient would be lost silently).
- Refused with a :class:`TranspileError` naming the op and line (and listed by ``unsupported``):
  operations the frontend lacks (NumPy's datetimes, strings). NumPy's random draws
  (``np.random.normal``, a ``Generator``'s methods) stay random: new numbers at every call of the
  result (by distribution; on JAX from ``apply(..., rng=key)``).
"""

from __future__ import annotations

from ivy import _tree

from ..errors import TraceError
from ..targets import Method, UfuncMethod
from .core import Core
from .errors import TranspileError
from .lift import Frontend, by_qualified_name, numpy_to_target
from .lift import lift as lift_graph
from .lift import unsupported as unsupported_error

__all__ = ["core", "is_module", "unsupported", "NumpyFrontend"]


class NumpyFrontend(Frontend):
    """The NumPy source: ``numpy.*`` functions and ufuncs are ``ivy_frontends.numpy``'s, arrays
    its ``ndarray`` s; NumPy dtypes, scalar types, scalars and constant arrays are converted."""

    name = "numpy"
    module = "ivy_frontends.numpy"

    def __init__(self, target):
        import ivy_frontends.numpy as fnp
        from ivy_frontends.numpy.ndarray import ndarray, wrap

        self.fnp = fnp
        self.array = ndarray
        self._wrap = wrap
        self.target = target

    def function(self, node):
        t = node.target
        if isinstance(t, UfuncMethod):
            uf = getattr(self.fnp, t.ufunc.__name__, None)
            f = getattr(uf, t.method, None) if uf is not None else None
            if f is None:
                raise unsupported_error(self, node, t.describe())
            return f
        return by_qualified_name(self, node, self.fnp, "numpy.")

    def convert(self, v):
        import numpy as np

        fnp = self.fnp
        if isinstance(v, np.ndarray):  # (a constant: made from its values by an ivy call the ivy trace keeps)
            return fnp.asarray(v.tolist(), dtype=v.dtype.name)
        if isinstance(v, np.generic):  # a NumPy scalar: the frontend's (a strong operand, as in NumPy 2)
            return getattr(fnp, type(v).__name__)(v.item())
        if isinstance(v, np.dtype):
            return fnp.dtype(v.name)
        if isinstance(v, type) and issubclass(v, np.generic):
            f = getattr(fnp, v.__name__, None)
            if f is None:
                raise TranspileError(f"transpile: the NumPy type {v.__name__} has no ivy_frontends.numpy equivalent")
            return f
        return v

    def wrap(self, native):
        return self._wrap(native)

    def unwrap(self, v):
        if isinstance(v, self.array):
            return v._data
        if isinstance(v, self.fnp.generic):  # (a frontend scalar: only without KEEP_0D)
            from ivy_frontends.numpy._convert import scalar_native

            return scalar_native(v)
        return v

    def tracing(self):
        from ivy_frontends._random_state import backend_random_state

        return backend_random_state()  # (np.random draws: random nodes, new at every call)

    def run(self, node, a, kw):
        t = node.target
        if isinstance(t, Method) and a and not isinstance(a[0], self.array) and isinstance(a[0], self.fnp.generic):
            a = (self.fnp.asarray(a[0]), *a[1:])
        r = super().run(node, a, kw)
        if r is None and node.meta.get("mutates"):
            # (an in-place write returning None: the array it wrote is the node's value)
            out = kw.get("out")
            if out is not None:
                return out[0] if isinstance(out, tuple) else out
            return a[0]
        return r


def _to_numpy(leaf, rng):
    """A call's array leaf as a NumPy array (a target array's values; an abstract one, inside
    ``jax.jit``/``tf.function``, as random values of its shape and dtype: the trace reads no value)."""
    import numpy as np

    from ..capture.arrays import is_array

    if type(leaf).__name__ == "Array" and type(leaf).__module__.startswith("ivy"):
        leaf = leaf._data
    if isinstance(leaf, np.ndarray):
        return leaf
    if not is_array(leaf):
        return leaf
    if hasattr(leaf, "detach"):
        leaf = leaf.detach().cpu()
    try:
        return np.asarray(leaf)
    except Exception:  # noqa: BLE001 - a tracer: values unknown
        dt = np.dtype(getattr(leaf.dtype, "name", None) or str(leaf.dtype).rpartition(".")[2])
        return rng.standard_normal(tuple(int(s) for s in leaf.shape)).astype(dt)


class _TracedWeights:
    """While a trace runs: the float NumPy arrays ``obj`` reads besides its arguments (closure cells,
    defaults, the globals its code names, and the dicts, lists, tuples and plain objects those hold,
    as far as :func:`~ivy_tracer.params.find_parameters` looks) replaced by traced views of
    themselves, so operations on the weights alone (``W.T``, ``W[idx]``, ``np.exp(log_s)``) are
    recorded too instead of becoming constants; everything is put back on exit."""

    def __init__(self, obj):
        self.obj = obj
        self.undo = []
        self.seen = set()

    def __enter__(self):
        import functools
        import types

        obj = self.obj
        try:
            if isinstance(obj, (types.FunctionType, types.MethodType, functools.partial)):
                self.function(obj.func if isinstance(obj, functools.partial) else obj, 0)
            else:  # a callable object (a NumPy model class): its attributes and its __call__
                self.seen.add(id(obj))
                if type(getattr(obj, "__dict__", None)) is dict:
                    for k, x in list(vars(obj).items()):
                        y = self.swap(x, 1)
                        if y is not x:
                            vars(obj)[k] = y
                            self.undo.append(lambda o=obj, k=k, x=x: vars(o).__setitem__(k, x))
                call = vars(type(obj)).get("__call__")
                if isinstance(call, types.FunctionType):
                    self.function(call, 1)
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc):
        for restore in reversed(self.undo):
            restore()
        self.undo.clear()

    def swap(self, v, depth):
        """``v`` with its float arrays as traced views (a dict, list or object changed in place and
        put back on exit; a tuple rebuilt)."""
        import types

        import numpy as np

        from ..capture.numpy import wrap_input

        if type(v) is np.ndarray:
            if v.dtype.kind not in "fc":
                return v
            t = wrap_input(v)
            t.flags.writeable = False  # (a write into a weight fails in the source: see _weight_written)
            return t
        if v is None or isinstance(v, (int, float, str, bytes, complex, type, types.ModuleType)):
            return v
        if id(v) in self.seen or depth > 3:
            return v
        self.seen.add(id(v))
        if isinstance(v, dict):
            for k, x in list(v.items()):
                y = self.swap(x, depth + 1)
                if y is not x:
                    v[k] = y
                    self.undo.append(lambda d=v, k=k, x=x: d.__setitem__(k, x))
        elif isinstance(v, list):
            for i, x in enumerate(list(v)):
                y = self.swap(x, depth + 1)
                if y is not x:
                    v[i] = y
                    self.undo.append(lambda d=v, i=i, x=x: d.__setitem__(i, x))
        elif type(v) is tuple:
            new = tuple(self.swap(x, depth + 1) for x in v)
            if any(a is not b for a, b in zip(new, v)):
                return new
        elif isinstance(v, (types.FunctionType, types.MethodType)):
            if depth <= 1:
                self.function(v, depth + 1)
        elif depth <= 1 and type(getattr(v, "__dict__", None)) is dict and (type(v).__module__ or "").partition(
                ".")[0] not in ("numpy", "builtins", "torch", "jax", "jaxlib", "tensorflow", "keras"):
            for k, x in list(vars(v).items()):
                if k.startswith("__"):
                    continue
                y = self.swap(x, depth + 1)
                if y is not x:
                    vars(v)[k] = y
                    self.undo.append(lambda o=v, k=k, x=x: vars(o).__setitem__(k, x))
        return v

    def function(self, fn, depth):
        import types

        from ..params import _names_used

        if isinstance(fn, types.MethodType):
            self.swap(fn.__self__, depth)
            fn = fn.__func__
        code = getattr(fn, "__code__", None)
        if code is None:
            return
        for cell in getattr(fn, "__closure__", None) or ():
            try:
                x = cell.cell_contents
            except ValueError:
                continue
            y = self.swap(x, depth)
            if y is not x:
                cell.cell_contents = y
                self.undo.append(lambda c=cell, x=x: setattr(c, "cell_contents", x))
        d = getattr(fn, "__defaults__", None)
        if d:
            new = tuple(self.swap(x, depth) for x in d)
            if any(a is not b for a, b in zip(new, d)):
                fn.__defaults__ = new
                self.undo.append(lambda f=fn, d=d: setattr(f, "__defaults__", d))
        g = getattr(fn, "__globals__", {})
        for n in dict.fromkeys(_names_used(code)):
            if n in g:
                x = g[n]
                y = self.swap(x, depth)
                if y is not x:
                    g[n] = y
                    self.undo.append(lambda g=g, n=n, x=x: g.__setitem__(n, x))


def _weight_written(e):
    """Raise a :class:`TranspileError` for ``e`` where it is NumPy refusing a write into a weight
    (the traced views of the weights are read-only: tracing must not change the source's weights,
    and a transpiled model's weights change by training only)."""
    import os
    import traceback

    if "read-only" not in str(e):
        return
    line = None
    for fr in traceback.extract_tb(e.__traceback__):
        f = fr.filename.replace(os.sep, "/")
        if "/numpy/" not in f and "/ivy_tracer/" not in f:
            line = f"{fr.filename}:{fr.lineno}"
    at = f" at {line}" if line else ""
    raise TranspileError(
        f"transpile: the NumPy source writes into one of its weights in place{at} (a float array it reads from "
        "its closure, defaults, globals or attributes): a transpiled model's weights change only by training. "
        "Compute a new array instead (w = w + d), or pass the array as an argument (writes into arguments "
        "become functional updates)", line=line) from e


def _check_no_float_constants(tg):
    """A float array the trace holds as a constant was computed where the trace did not see it
    (from weights it did not find, by compiled code outside NumPy): its gradient would be lost."""
    import numpy as np

    for n in tg.nodes:
        v = n.meta.get("value") if n.kind == "constant" else None
        if isinstance(v, np.ndarray) and v.dtype.kind in "fc" and v.size > 0:
            user = next(iter(n.users), None)
            line = user.meta.get("line") if user is not None else None
            at = f" (used at {line})" if line else ""
            raise TranspileError(
                f"transpile: a float array of shape {v.shape} reached the NumPy trace as a constant{at}: it was "
                "computed from arrays the tracer does not see as the function's inputs or weights, so the target "
                "would hold its value and no gradient would reach what it came from. Pass it (or what it is "
                "computed from) as an argument, or keep the weights in the function's closure, defaults or "
                "globals (dicts, lists and tuples of them too)", line=line)


def _is_float(v):
    import numpy as np

    return isinstance(v, np.ndarray) and v.dtype.kind in "fc"


def _closed_over(obj):
    """``{name: array}``: the NumPy arrays ``obj`` reads from its closure, defaults and globals."""
    import numpy as np

    from ..params import find_parameters

    out = {}
    for name, _ref, arr in find_parameters(obj).values():
        if isinstance(arr, np.ndarray) and name not in out:
            out[name] = arr
    return out


def core(obj, target, name, args=None, kwargs=None):
    """The :class:`~ivy_tracer.transpile.core.Core` of a NumPy function (or model) for ``target``."""
    import numpy as np

    from ivy_frontends.numpy.ndarray import KEEP_0D

    from ..trace import trace

    fe = NumpyFrontend(target)
    model = is_module(obj)
    values = {}
    params = []
    for n, v in _closed_over(obj).items():  # (known before any trace: a lazy model has its params)
        if _is_float(v):
            params.append(n)
            values[n] = numpy_to_target(np.array(v, copy=True), target)

    def lift(training, a, k):
        rng = np.random.default_rng(0)
        leaves, td = _tree.flatten((list(a), dict(k)))
        a2, k2 = _tree.unflatten(td, [_to_numpy(x, rng) for x in leaves])
        examples = [x for x in _tree.flatten((list(a2), dict(k2)))[0] if isinstance(x, np.ndarray)]
        try:
            with _TracedWeights(obj):
                tg = trace(obj, *a2, source="numpy", **k2)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: tracing the NumPy source failed: {e}") from e
        except ValueError as e:
            _weight_written(e)
            raise
        _check_no_float_constants(tg)
        keep = KEEP_0D.on
        KEEP_0D.on = True  # (0-d results as arrays: a NumPy scalar's Python value would cut autodiff)
        try:
            lifted = lift_graph(tg, fe, target, examples)
        finally:
            KEEP_0D.on = keep
        for n, v in zip(lifted.param_names, lifted.values):
            if n not in values:
                values[n] = v
                ref = next((p.meta["ref"] for p in tg.parameters if str(p.target) == n), None)
                src = ref.get() if ref is not None else None
                if _is_float(src):
                    core.params.append(n)
                elif model:
                    core.buffers.append(n)
                # (else: a constant of a function, passed from core.values)
        return lifted

    core = Core("numpy", target, lift, params, [], values, has_modes=False, name=name)
    if args is not None:
        core.entry(None, args, kwargs or {})
    return core


def is_module(obj):
    """A NumPy function is a model when it reads a float NumPy array besides its arguments (its
    weights: closure, defaults, globals)."""
    return any(_is_float(v) for v in _closed_over(obj).values())


def unsupported(obj, args, kwargs):
    """The operations of a NumPy function (traced once on ``args``) the frontend lacks."""
    import numpy as np

    from ..trace import trace

    rng = np.random.default_rng(0)
    leaves, td = _tree.flatten((list(args), dict(kwargs)))
    a2, k2 = _tree.unflatten(td, [_to_numpy(x, rng) for x in leaves])
    try:
        with _TracedWeights(obj):
            g = trace(obj, *a2, source="numpy", **k2)
    except ValueError as e:
        _weight_written(e)
        raise
    return NumpyFrontend("numpy").unsupported_ops(g)
