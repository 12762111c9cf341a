"""Every public ivy function, given what it does not take where it takes arrays (None, a string,
an arbitrary object, a ragged nested list, an array of a framework no backend takes), raises an
``ivy.IvyError`` subclass (ARCHITECTURE.md §9), never a bare framework or Python error, and never
computes something from it (NumPy made object arrays of such values). A refused call leaves every
piece of ivy's global state as it was, and ivy keeps working after it: a setter given such a value
(``set_default_device(object())``, ``set_dispatch_hook(object())``, ``set_min_denominator("x")``)
refuses it instead of breaking every later call.

The walk calls each function (``ivy.*``, ``ivy.linalg.*``, ``ivy.fft.*``) with the bad value in
every required parameter: the five kinds of the issue as fixed examples, and hypothesis's draws
(strings, ragged lists, objects, foreign arrays) beyond them (``HYPOTHESIS_PROFILE=thorough`` for
many more). The checks run only on the failure path, or where the dispatcher has already found an
argument that is no array, so correct calls pay nothing for them."""

from __future__ import annotations

import copy
import importlib
import inspect
import types
from collections.abc import MutableSequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
from ivy import _dispatch

_DEVICES = importlib.import_module("ivy.device")  # (the module: ivy.device may name a function)

# Functions the walk leaves out, and why.
SKIP = {
    # takes any object by design and walks the garbage collector's referrers of it (those of
    # None, a string or a list are much of the heap): nothing to refuse, and minutes to run
    "ivy.get_referrers_recursive",
}


def _public_functions():
    out, seen = [], set()
    for ns, prefix in ((ivy, "ivy."), (ivy.linalg, "ivy.linalg."), (ivy.fft, "ivy.fft.")):
        for name in sorted(dir(ns)):
            fn = getattr(ns, name)
            if name.startswith("_") or not callable(fn) or inspect.isclass(fn) or isinstance(fn, types.ModuleType):
                continue
            if not (getattr(fn, "__module__", "") or "").startswith("ivy") or id(fn) in seen:
                continue
            seen.add(id(fn))
            if prefix + name in SKIP or _arguments(fn, None) is None:
                continue
            out.append(prefix + name)
    return out


def _arguments(fn, v):
    """``(args, kwargs)`` with ``v`` in every required parameter (the first positional one where
    none is required); None for a function that takes no argument."""
    params = list(inspect.signature(fn).parameters.values())
    args, kwargs = [], {}
    for p in params:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty:
            args.append(v)
        elif p.kind is p.VAR_POSITIONAL and not args:
            args.append(v)
        elif p.kind is p.KEYWORD_ONLY and p.default is p.empty:
            kwargs[p.name] = v
    if not args and not kwargs:
        if not any(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL) for p in params):
            return None
        args.append(v)
    return args, kwargs


def _foreign(framework):
    """An array of ``framework``, which no installed backend takes (it has ``shape`` and ``dtype``,
    as arrays do, but neither ``__array__`` nor ``__dlpack__``: nothing ivy could convert)."""
    cls = type("Tensor", (), {"__module__": framework, "shape": (2,), "dtype": "float32"})
    return cls()


class _Opaque:
    """An arbitrary object of a class of the caller's own."""


def _ragged(n, extra):
    return [[1.0] * n, [1.0] * (n + extra)]


BAD = st.one_of(
    st.none(),
    st.text(max_size=10),
    st.builds(object),
    st.builds(_Opaque),
    st.builds(_ragged, st.integers(0, 3), st.integers(1, 3)),
    st.builds(_foreign, st.sampled_from(["paddle", "mindspore", "cupy", "oneflow"])),
)
FUNCTIONS = _public_functions()


# ivy's public values (default dtypes and devices, modes, min_denominator, ...)
_VALUES = [name for name in dir(ivy) if not name.startswith("__") and not callable(getattr(ivy, name))
           and not isinstance(getattr(ivy, name), (types.ModuleType, ivy.Dtype))]


def _state():
    """Every piece of ivy's global state: its public values (lists and dicts copied) and the
    dispatcher's flags."""
    out = {}
    for name in _VALUES:
        v = getattr(ivy, name)
        out[name] = copy.copy(v) if isinstance(v, (MutableSequence, dict, set)) else v
    g = _dispatch._GLOBALS
    out.update(devices=list(_DEVICES._default_device_stack))
    out.update(_SB=g["_SB"], _DD=g["_DD"], _DT=g["_DT"], hook=_dispatch._hook_chain,
               backend=_dispatch._State.backend, scoped=_dispatch._state.__dict__.get("backend", "unset"),
               backends=dict(_dispatch._BACKENDS))
    return out


def _restore(before):
    """Undo what a call that succeeded set (``set_tmp_dir("x")`` takes any string, ``set_backend``
    a backend's alias): each changed value through its ``unset_`` function where ivy has one,
    else by hand; the backend, the hook and the registered backends as they were."""
    for name, v in before.items():
        if name.startswith("_") or name in ("hook", "backend", "scoped", "backends", "devices"):
            continue
        if _same(getattr(ivy, name), v):
            continue
        unset = getattr(ivy, f"unset_{name}", None) or getattr(ivy, f"unset_{name.removesuffix('_stack')}", None)
        if unset is not None:
            unset()
        cur = getattr(ivy, name)
        if _same(cur, v):
            continue
        if isinstance(cur, MutableSequence):
            cur[:] = v
        elif isinstance(cur, dict):
            cur.clear()
            cur.update(v)
        else:
            setattr(ivy, name, v)
    _DEVICES._default_device_stack[:] = before["devices"]
    if _dispatch._State.backend is not before["backend"]:
        _dispatch._State.backend = before["backend"]
        _dispatch._refresh_set_flag()
    if _dispatch._hook_chain != before["hook"]:
        _dispatch._set_chain(before["hook"])
    if dict(_dispatch._BACKENDS) != before["backends"]:
        _dispatch._BACKENDS.clear()
        _dispatch._BACKENDS.update(before["backends"])


def _same(a, b):
    if a is b:
        return True
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - arrays compare element-wise: identity decides
        return False


# Functions that may return given the five kinds of bad value, and why: anything else returning is a
# silent answer from a value it cannot take (broadcast_shapes read a ragged list as two shapes).
_PREDICATES = "a predicate: any value gets an answer"
_NESTS = "a nest utility: a value that is no nest is a leaf"
_MAPS = "maps over nests, leaving what is no array as it is (Ivy 1.0's nestable functions)"
_DEFAULTS = "None (or any value given) is the default, as in Ivy 1.0"
RETURNS = {
    **{n: _PREDICATES for n in (
        "all_equal", "check_float", "cmp_is", "cmp_isnot", "exists", "is_array", "is_bool_dtype", "is_complex_dtype",
        "is_float_dtype", "is_hashable_dtype", "is_int_dtype", "is_ivy_array", "is_ivy_container",
        "is_ivy_nested_array", "is_ivy_sparse_array", "is_native_array", "is_native_dtype", "is_native_sparse_array",
        "is_uint_dtype", "is_variable", "isscalar", "value_is_nan", "valid_dtype", "invalid_dtype", "check_scalar")},
    **{n: _NESTS for n in ("all_nested_indices", "copy_nest", "duplicate_array_index_chains", "prune_empty", "map",
                           "ndenumerate")},
    **{n: _MAPS for n in ("stop_gradient", "variable", "variable_data", "wrap", "args_to_ivy", "args_to_native",
                          "to_ivy", "to_native")},
    **{n: _DEFAULTS for n in ("default", "default_device", "as_ivy_dev", "as_native_dev", "closest_valid_dtype",
                              "multiprocessing", "split_factor", "optional_get_element", "set_dispatch_hook")},
    **{n: "returns a function; what it is given is checked when that is called" for n in (
        "grad", "jac", "vmap", "value_and_grad", "bind_custom_gradient_function", "composition", "using_backend")},
    "current_backend": "the backend of its array arguments: others are ignored, as in Ivy 1.0",
    "try_else_none": "what it is for: None where the call fails",
    "set_tmp_dir": "any string is a directory name",
    "get_interpolate_kernel": "a mode name it does not know is the linear kernel's (Ivy 1.0's rule)",
    **{n: "reads .shape, as Ivy 1.0 (an array of another framework has one)" for n in ("shape", "size",
                                                                                        "get_num_dims")},
    **{n: "a device name no array lives on: none counted" for n in ("get_all_ivy_arrays_on_dev",
                                                                     "num_ivy_arrays_on_dev")},
}


def _walk_one(name, bad, *, returns_allowed=True):
    fn = eval(name, {"ivy": ivy})  # noqa: S307 - names from dir(ivy)
    args, kwargs = _arguments(fn, bad)
    before = _state()
    try:
        fn(*args, **kwargs)
    except ivy.IvyError as e:
        if isinstance(e, ivy.ArgumentTypeError) and hasattr(fn, "__ivy_source__"):
            assert name.rpartition(".")[2] in str(e), f"{name}: the error does not name the function: {e}"
        after = _state()
        changed = [k for k in before if not _same(before[k], after.get(k))]
        assert not changed, f"{name}({bad!r}) raised {type(e).__name__} but changed ivy's state: {changed}"
    except Exception as e:  # noqa: BLE001 - what the test is for
        raise AssertionError(f"{name}({bad!r}) raised a bare {type(e).__module__}.{type(e).__name__}: {e}") from e
    else:
        _restore(before)
        assert returns_allowed or name.rpartition(".")[2] in RETURNS, \
            f"{name}({bad!r}) returned: a function that cannot take this value must refuse it"
    # ivy still works
    x = ivy.asarray([1.0, 2.0])
    assert float(ivy.sum(x + x)) == 6.0
    assert ivy.zeros(2).dtype == ivy.float32


# the five kinds, for every function
KINDS = {"None": None, "str": "a string", "object": _Opaque(), "ragged": [[1.0], [1.0, 2.0]],
         "foreign": _foreign("paddle")}


@pytest.mark.parametrize("name", FUNCTIONS)
def test_a_bad_argument_is_an_ivy_error(name):
    for bad in KINDS.values():
        _walk_one(name, bad, returns_allowed=False)


@settings(max_examples=settings().max_examples * 8)
@given(name=st.sampled_from(FUNCTIONS), bad=BAD)
def test_drawn_bad_arguments_are_ivy_errors(name, bad):
    """Hypothesis's draws of bad values (strings, ragged lists of any depth and length, objects,
    arrays of other frameworks) for functions it picks: 200 calls in the ci profile, 4000 in the
    thorough one."""
    _walk_one(name, bad)


def test_the_walk_covers_the_api():
    """Every generated API function, and the plain helpers, are walked."""
    names = set(FUNCTIONS)
    walked = {id(eval(n, {"ivy": ivy})) for n in names}  # noqa: S307 - (ivy.array is ivy.asarray)
    missing = [q for q, spec in _dispatch.REGISTRY.items()
               if q != "fft" and id(spec.dispatcher) not in walked and _arguments(spec.dispatcher, None) is not None]
    assert not missing, sorted(missing)
    assert {"ivy.set_default_device", "ivy.set_min_denominator", "ivy.set_dispatch_hook", "ivy.nested_map",
            "ivy.stable_divide", "ivy.load", "ivy.save"} <= names
    assert len(names) > 600


@pytest.mark.parametrize("setter, value", [
    ("set_default_device", object()), ("set_default_device", "a string"), ("set_default_device", None),
    ("set_default_device", [[1.0], [1.0, 2.0]]), ("set_dispatch_hook", object()), ("set_min_denominator", "x"),
    ("set_min_denominator", object()), ("set_min_base", None), ("set_min_base", float("nan")),
    ("set_default_dtype", object()), ("set_default_float_dtype", "a string"), ("set_backend", object()),
    ("set_queue_timeout", None), ("set_tmp_dir", object()), ("set_default_int_dtype", None),
])
def test_setters_refuse_what_would_break_later_calls(setter, value):
    """Before, ``set_dispatch_hook(object())`` made every later call fail with ``'object' object is
    not callable``, and ``set_default_device(object())`` every creation call."""
    with pytest.raises(ivy.IvyError, match=setter if setter != "set_backend" else "backend"):
        getattr(ivy, setter)(value)
    assert float(ivy.sum(ivy.ones(3))) == 3.0
    assert ivy.default_device() in ivy.devices() or ivy.default_device() == ivy.devices()[0]


def test_a_foreign_array_is_named_with_what_is_installed():
    with pytest.raises(ivy.ArgumentTypeError) as info:
        ivy.sum(_foreign("paddle"))
    msg = str(info.value)
    assert "ivy.sum" in msg and "'x'" in msg and "paddle" in msg and "installed" in msg
    assert isinstance(info.value, TypeError) and isinstance(info.value, ivy.InvalidArgumentError)


@pytest.mark.parametrize("value", [None, "abc", object()])
def test_numpy_object_arrays_are_never_made(value):
    """NumPy converts any object to a 0-d object array: ``np.add(x, object())`` computed one, and
    ``np.asarray(None)`` made one; ivy names the argument instead, on every backend."""
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(ivy.ArgumentTypeError, match="x2"):
        ivy.add(x, value)
    with pytest.raises(ivy.ArgumentTypeError, match="obj"):
        ivy.asarray(value)
    with pytest.raises(ivy.ArgumentTypeError, match="x1"):
        ivy.multiply(value, 2.0)
    with pytest.raises(ivy.ArgumentTypeError, match="concat"):
        ivy.concat([x, value])


def test_the_checks_leave_user_callbacks_errors_alone():
    """A plain helper's check explains only arguments of the wrong type: an error raised by the
    user's own function passes through unchanged."""
    def boom(*_):
        raise KeyError("mine")

    with pytest.raises(KeyError, match="mine"):
        ivy.nested_map(boom, [ivy.ones(2)])
    with pytest.raises(KeyError, match="mine"):
        ivy.while_loop(boom, boom, (1,))
