"""``ivy.compile`` on PyTorch: ``torch.compile``, else ``torch.jit.trace``.

``torch.compile`` (TorchDynamo + Inductor) needs a working C++ compiler for
CPU code, among other things. When it cannot run — it raises while compiling,
and the same call succeeds eagerly, so the fault is the compiler's and not the
function's — ivy warns once and falls back to ``torch.jit.trace``, traced again
for each new combination of input shapes, dtypes and devices (a trace records
one path through Python control flow). A function that cannot be traced
either runs eagerly, with a warning.

``FOLLOWS_PYTHON``: the function ivy-core compiles returns ``(arrays, structure)``, the
structure being Python values (which outputs are ``ivy.Array``, constants such as
``x.shape[0]``). torch.compile returns both as the traced code produced them, so ivy-core
records nothing while Dynamo traces: a write there would be guarded on, and the next call would
compile again. The ``torch.jit.trace`` fallback keeps each trace's structure beside it.

``KEEPS_PYTHON_VALUES``: Dynamo checks every Python value the traced code read before each call
(its guards: 118 for a two-layer ivy ``Sequential``, ~11 us a call, most of them on ivy's own
dispatch tables, Containers and modules). ivy.compile gives torch.compile a ``guard_filter_fn``
(:func:`fixed_python_values`) that, in the compiled function's own frame, drops the guards on
what ivy follows itself (the modules ivy-core watches, ivy's own Python modules, and that the
code called is the code traced) and keeps the rest: tensors (shape, dtype, device,
requires_grad), torch's global state (grad mode, autocast, ...), the arguments, any other
Python object, and every guard of a frame Dynamo compiles after a graph break. ivy-core then
watches the modules the function calls (their variables' structure and training flags), as it
does on JAX and TensorFlow. A ``guard_filter_fn`` or ``mode`` of the caller's is used as given
(``mode`` and ``options`` cannot be combined), with all of torch's guards.
"""

from __future__ import annotations

import warnings

import torch

import ivy

HAS_COMPILER = True
FOLLOWS_PYTHON = True
KEEPS_PYTHON_VALUES = True

# Guards on Python values (not tensors, not torch's global state); see KEEPS_PYTHON_VALUES.
_PYTHON_VALUE_GUARDS = frozenset({
    "HASATTR", "TYPE_MATCH", "DICT_VERSION", "DICT_CONTAINS", "DICT_NOT_CONTAINS", "SET_CONTAINS",
    "SET_NOT_CONTAINS", "BOOL_MATCH", "NONE_MATCH", "ID_MATCH", "NOT_NONE_MATCH", "EQUALS_MATCH",
    "CONSTANT_MATCH", "CONSTANT_SUBCLASS_MATCH", "NN_MODULE", "FUNCTION_MATCH", "CLASS_MATCH", "MODULE_MATCH",
    "CLOSURE_MATCH", "BUILTIN_MATCH", "SEQUENCE_LENGTH", "TUPLE_ITERATOR_LEN", "RANGE_ITERATOR_MATCH",
    "COUNT_ITERATOR_MATCH", "DUPLICATE_INPUT", "MAPPING_KEYS_CHECK", "DICT_KEYS_MATCH",
    "EMPTY_NN_MODULE_HOOKS_DICT", "NOT_PRESENT_IN_GENERIC_DICT",
})


def _root(source):
    while getattr(source, "base", None) is not None:
        source = source.base
    return source


# Guards that a function, class or module is the one traced: the program's code is fixed.
_CODE_GUARDS = frozenset({"ID_MATCH", "FUNCTION_MATCH", "CLOSURE_MATCH", "MODULE_MATCH", "BUILTIN_MATCH",
                          "CLASS_MATCH", "TYPE_MATCH"})


def _ivy_held(obj, watched):
    """Whether ``obj`` is state ivy itself follows for the compiled function: a module ivy-core
    watches (``fn.watched``: the modules the function calls, and theirs), one of ivy's classes,
    or one of ivy's own Python modules (dispatch tables, constants), except the random ones,
    whose generators change between calls."""
    if id(obj) in watched or (isinstance(obj, type) and obj.__module__.startswith("ivy.")):
        return True
    name = getattr(obj, "__name__", "") if type(obj) is type(ivy) else ""
    return name.split(".")[0] in ("ivy", "ivy_backend_torch") and not name.endswith("random")


def fixed_python_values(fn):
    """The ``guard_filter_fn`` of ``fn``'s compilation.

    In ``fn``'s own frame (one whose guards include one on its arguments: ``fn`` takes them as
    ``*args``) it drops the guards on Python values that ivy follows itself: that a function,
    class or module is the one traced, and any value read through a module ivy-core watches
    (``fn.watched``) or one of ivy's own Python modules. Kept: guards on tensors (a tensor
    reached twice, for tied weights, too), on torch's state, on the arguments, on any other
    Python object (an optimizer's step count in the function's closure) and any on ivy's
    structure clock (``ivy.container.CLOCK``; traced changes mark ``MOVED`` instead, but a guard
    on the clock must never be dropped). Every guard of another frame (one Dynamo compiles after
    a graph break: random draws with a ``torch.Generator``) is kept."""
    args = fn.__code__.co_varnames[0]
    watched = {id(m) for m in getattr(fn, "watched", ())}
    cells = {}
    for n, c in zip(fn.__code__.co_freevars, fn.__closure__ or ()):
        try:
            cells[n] = c.cell_contents
        except ValueError:  # a cell never filled (a branch of ivy's not taken)
            pass
    scope = {"L": cells, "G": fn.__globals__, "dict": dict, "list": list}
    held = {}
    own = {n for n in fn.__globals__ if not n.startswith("__import_")}  # ivy.compiler's names

    def through_ivy(source):
        while source is not None:
            g = getattr(source, "global_name", None)
            if g is not None and (g in own or g.startswith("___unnamed_scope")):
                return True  # a global of ivy's code (generated dispatch functions have unnamed scopes)
            name = source.name
            if name not in held:
                try:
                    held[name] = _ivy_held(eval(name, scope), watched)  # noqa: S307 - Dynamo's own source names
                except Exception:  # noqa: BLE001 - a name this scope cannot read: not known to be ivy's
                    held[name] = False
            if held[name]:
                return True
            source = getattr(source, "base", None)
        return False

    def keep(entries):
        roots = [getattr(_root(e.orig_guard.originating_source), "local_name", None) for e in entries]
        if args not in roots:
            return [True] * len(entries)
        out = []
        for e, root in zip(entries, roots):
            if e.guard_type not in _PYTHON_VALUE_GUARDS or root == args or "CLOCK" in e.name \
                    or (e.has_value and isinstance(e.value, torch.Tensor)):
                out.append(True)
            else:
                out.append(e.guard_type not in _CODE_GUARDS and not through_ivy(e.orig_guard.originating_source))
        return out

    return keep


# torch.compile takes a guard_filter_fn from torch 2.8 (with these helpers beside it)
_FILTERS = hasattr(torch.compiler, "keep_tensor_guards_unsafe")


def _first_line(e):
    s = str(e).strip().splitlines()
    return f"{type(e).__name__}: {s[0] if s else ''}"[:300]


class _TorchCompiled:
    def __init__(self, fn, options, given):
        self.fn = fn
        self.mode = "compile"
        self.traced = {}
        try:
            self.compiled = torch.compile(fn, **options)
        except Exception as e:  # noqa: BLE001 - any failure of the compiler: fall back
            if given:  # the caller's options: their error
                raise
            self._fall_back(e)

    def _fall_back(self, e):
        warnings.warn(
            f"ivy.compile: torch.compile cannot run here ({_first_line(e)}); "
            "falling back to torch.jit.trace", RuntimeWarning, stacklevel=4,
        )
        self.mode = "trace"
        self.compiled = None

    def __call__(self, *xs):
        if self.mode == "compile":
            try:
                return self.compiled(*xs)
            except Exception as e:  # noqa: BLE001 - decide below whose fault it is
                self.fn(*xs)  # the function's own error, if it has one, is raised from here
                self._fall_back(e)
        return self._trace_call(xs)

    def _trace_call(self, xs):
        key = tuple((tuple(x.shape), x.dtype, x.device, x.requires_grad) for x in xs)
        entry = self.traced.get(key)
        if entry is None:
            entry = self.traced[key] = self._trace(xs)
        traced, structure = entry
        if traced is self.fn:
            return traced(*xs)
        out = traced(*xs)
        return (out if isinstance(out, tuple) else (out,)), structure

    def _trace(self, xs):
        """``(traced function of the arrays, the outputs' structure)``, or ``(self.fn, None)``
        where the function cannot be traced."""
        if not xs:
            return self.fn, None
        seen = []

        def arrays_only(*a):
            outs, structure = self.fn(*a)
            seen.append(structure)  # a trace runs the Python once
            return outs

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                warnings.simplefilter("ignore", torch.jit.TracerWarning)
                traced = torch.jit.trace(arrays_only, tuple(xs), check_trace=False, strict=False)
        except Exception as e:  # noqa: BLE001 - untraceable: run eagerly
            warnings.warn(
                f"ivy.compile: torch.jit.trace cannot trace this function ({_first_line(e)}); "
                "it runs eagerly", RuntimeWarning, stacklevel=4,
            )
            return self.fn, None
        return traced, seen[-1]


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    given = bool(options)
    extra = options.get("options")
    if _FILTERS and options.get("mode") is None and (extra is None or "guard_filter_fn" not in extra):
        options = {**options, "options": {**(extra or {}), "guard_filter_fn": fixed_python_values(fn)}}
    return _TorchCompiled(fn, options, given)
