"""Which argument of a failed call was of a type the function does not take.

Runs only when a call has already failed (a dispatcher's ``_fail``, the ``except`` of a plain
helper) or where the dispatcher already found an argument that is no array: the normal path
pays nothing. Each parameter's annotation (the stubs' strings: ``"Array | int | float"``,
``"Sequence[int] | None"``, ``"Dtype | None"``) becomes a test and a phrase, once per annotation.

>>> from ivy._argcheck import mismatch
>>> mismatch("ivy.sum", {"x": None}, {"x": "Array"})
"ivy.sum: argument 'x' must be an array (an ivy.Array or a native array of an installed backend), got None"
"""

from __future__ import annotations

import ast
import functools
import os

from . import _dispatch as _d
from .errors import ArgumentTypeError, IvyError

_BUILTIN_SCALARS = (bool, int, float, complex)
# Packages whose objects count as a framework's own (native dtypes, devices, scalars), besides the
# installed backends' array modules.
_NATIVE_HELPERS = ("ml_dtypes", "jaxlib", "numpy", "torch", "tensorflow", "mxnet", "jax", "array_api_strict")


def _top(obj):
    return (getattr(type(obj), "__module__", "") or "").partition(".")[0]


def is_array(v):
    """An ``ivy.Array`` or a native array of an installed backend."""
    return v.__class__ is _d._Array or _d._TYPES[type(v)] is not None


def _is_int(v):
    return isinstance(v, int) or hasattr(type(v), "__index__")


def _is_float(v):
    return isinstance(v, (int, float)) or hasattr(type(v), "__float__") and not isinstance(v, str)


def _is_complex(v):
    return _is_float(v) or isinstance(v, complex) or hasattr(type(v), "__complex__")


def _is_bool(v):
    return v is not None and hasattr(type(v), "__bool__")


def _is_native_thing(v):
    """A framework's own object (a native dtype or device), or a Python type used as a dtype."""
    if isinstance(v, type):
        return v in _BUILTIN_SCALARS or (v.__module__ or "").partition(".")[0] in _native_modules()
    return _top(v) in _native_modules()


def _native_modules():
    mods = set(_NATIVE_HELPERS)
    mods.update(_d._MODULE_BACKEND)
    return mods


def _is_dtype(v):
    from .dtypes import Dtype

    return isinstance(v, (Dtype, str)) or _is_native_thing(v)


def _is_device(v):
    return isinstance(v, str) or _is_native_thing(v)


def _is_buffer(v):
    try:
        memoryview(v)
    except TypeError:
        return False
    return True


_ATOMS = {
    "Array": (is_array, "an array (an ivy.Array or a native array of an installed backend)"),
    "Key": (is_array, "a random key array"),
    "int": (_is_int, "an int"),
    "float": (_is_float, "a float"),
    "complex": (_is_complex, "a complex number"),
    "bool": (_is_bool, "a bool"),
    "str": (lambda v: isinstance(v, str), "a string"),
    "None": (lambda v: v is None, "None"),
    "Dtype": (_is_dtype, "a dtype (ivy.float32, a dtype name or a native dtype)"),
    "Device": (_is_device, "a device ('cpu', 'gpu:0' or a native device)"),
    "Callable": (callable, "a callable"),
    "Iterable": (lambda v: hasattr(type(v), "__iter__") and not isinstance(v, str), "an iterable"),
    "NestedSequence": (lambda v: isinstance(v, (list, tuple)), "a nested list"),
    "SupportsBufferProtocol": (_is_buffer, "a buffer (bytes, bytearray, memoryview)"),
    "SupportsDLPack": (lambda v: hasattr(v, "__dlpack__") or type(v).__name__ == "PyCapsule",
                       "an object with __dlpack__ (or a DLPack capsule)"),
    "bytes": (lambda v: isinstance(v, (bytes, bytearray, memoryview)), "bytes"),
    "Sequence": (lambda v: isinstance(v, (list, tuple)), "a list or tuple"),
    "Nest": (lambda v: isinstance(v, (list, tuple, dict)) or is_array(v),
             "a nest (a list, tuple, dict or ivy.Container of arrays) or an array"),
    "Container": (lambda v: isinstance(v, dict), "an ivy.Container (or a dict)"),
    "dict": (lambda v: isinstance(v, dict), "a dict"),
    "PathLike": (lambda v: isinstance(v, (str, bytes, os.PathLike)), "a path (a str or os.PathLike)"),
}
_SEQUENCES = ("Sequence", "tuple", "list")


def _split(s, sep):
    """``s`` split at ``sep`` outside brackets."""
    out, depth, cur = [], 0, []
    for ch in s:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur).strip())
    return [p for p in out if p]


def _any(v):
    return True


@functools.cache
def spec(annotation):
    """``(test, phrase)`` for an annotation string; unknown names accept anything."""
    if not isinstance(annotation, str) or not annotation.strip():
        return _any, "anything"
    parts = [_atom(p) for p in _split(annotation, "|")]
    tests = [t for t, _ in parts]
    if len(tests) == 1:
        return parts[0]

    def test(v):
        for t in tests:
            if t(v):
                return True
        return False

    phrases = [p for _, p in parts]
    phrase = ", ".join(phrases[:-1]) + " or " + phrases[-1]
    return test, phrase


def _atom(a):
    name, _, rest = a.partition("[")
    name = name.strip()
    if not rest:
        return _ATOMS.get(name, (_any, name))
    inner = rest[:-1]  # drop the closing bracket
    if name == "Literal":
        try:
            values = ast.literal_eval("(" + inner + ",)")
        except (ValueError, SyntaxError):
            return _any, a
        return (lambda v: isinstance(v, (str, int, float)) and v in values,
                "one of " + ", ".join(repr(x) for x in values))
    if name in _SEQUENCES:
        items = [i for i in _split(inner, ",") if i != "..."]
        subs = [spec(i) for i in items]

        def test(v):
            if is_array(v):  # an array of indices where ints are listed: the call says what is wrong
                return True
            if not isinstance(v, (list, tuple)):
                return False
            return all(any(t(x) for t, _ in subs) for x in v)

        what = " or ".join(p for _, p in subs)
        return test, f"a list or tuple of {what}" if what else "a list or tuple"
    return _ATOMS.get(name, (_any, a))


def describe(v):
    """How an error names a value it refuses."""
    if v is None:
        return "None"
    if isinstance(v, str):
        return f"the string {v[:40]!r}"
    if isinstance(v, (list, tuple)):
        return f"a {type(v).__name__}"
    top = _top(v)
    if top and top not in ("builtins", "ivy") and top not in _native_modules() and (
            hasattr(v, "shape") or hasattr(v, "__array__") or hasattr(v, "__dlpack__")):
        installed = ", ".join(sorted(_d._BACKENDS)) or "none"
        return (f"a {type(v).__module__}.{type(v).__qualname__}, an array of {top}, which no installed ivy backend "
                f"takes (installed: {installed}; convert it to one of these first, e.g. through DLPack or NumPy)")
    return f"{'an' if type(v).__name__[:1].lower() in 'aeiou' else 'a'} {type(v).__qualname__}"


def mismatch(fn_name, values, annotations):
    """The message for the first of ``values`` (name -> value) whose annotation refuses it, or None."""
    for name, ann in annotations.items():
        if name not in values:
            continue
        test, phrase = spec(ann)
        v = values[name]
        if not test(v):
            return f"{fn_name}: argument {name!r} must be {phrase}, got {describe(v)}"
    return None


def check(fn_name, values, annotations, cause=None):
    """Raise :class:`ArgumentTypeError` for the first refused argument (chained to ``cause``)."""
    msg = mismatch(fn_name, values, annotations)
    if msg is not None:
        raise ArgumentTypeError(msg) from cause


def not_an_array(fn_name, name, v, accepts="an array (an ivy.Array or a native array of an installed backend)"):
    """Raise :class:`ArgumentTypeError`: ``v`` (argument ``name``, or with ``name`` None an element
    of an array sequence) is no array."""
    what = f"argument {name!r}" if name is not None else "each element of the array sequence"
    raise ArgumentTypeError(f"{fn_name}: {what} must be {accepts}, got {describe(v)}")


def guarded(**expects):
    """Decorator for a plain helper: when it fails with a non-ivy error, an argument that its
    expectation (an annotation string, by parameter name) refuses becomes an
    :class:`ArgumentTypeError` naming it; otherwise the error passes unchanged (a user's
    callback's own error included). Python's ``try`` costs nothing until something is raised.

    >>> @guarded(x="Array")
    ... def f(x):
    ...     return x.shape
    """
    import inspect

    def deco(fn):
        sig = inspect.signature(fn)
        name = f"ivy.{fn.__name__}"

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except IvyError:
                raise
            except Exception as e:  # noqa: BLE001 - re-raised unless an argument explains it
                try:
                    bound = sig.bind(*args, **kwargs).arguments
                except TypeError:
                    raise e from None
                check(name, bound, expects, e)
                raise

        return wrapper

    return deco
