"""The namespace itself: every standard name present, signatures as the standard's,
constants, ``__array_namespace_info__``."""

from __future__ import annotations

import inspect
import math

import array_api_strict as xp
import pytest

import ivy

from .helpers import backend, supported_dtypes

# array_api_strict's own helpers that are not part of the standard.
_STRICT_ONLY = {
    "ArrayAPIStrictFlags", "Device", "ModuleType", "get_array_api_strict_flags",
    "reset_array_api_strict_flags", "set_array_api_strict_flags",
}


def _standard_names(module, prefix=""):
    names = []
    for n in dir(module):
        if n.startswith("_") or n in _STRICT_ONLY:
            continue
        obj = getattr(module, n)
        if prefix and not callable(obj):
            continue
        if prefix and getattr(obj, "__module__", "").startswith(("typing", "collections", "numpy", "functools")):
            continue
        names.append(n)
    return names


def _extension_names(ext):
    mod = getattr(xp, ext)
    own = set(getattr(mod, "__all__", []) or [])
    if own:
        return sorted(own)
    return sorted(n for n in _standard_names(mod, ext) if isinstance(getattr(mod, n), type(xp.abs)))


TOP = sorted(_standard_names(xp))


@pytest.mark.parametrize("name", TOP)
def test_top_level_name_exists(name):
    assert hasattr(ivy, name), f"ivy lacks the standard's {name!r}"


@pytest.mark.parametrize("ext", ["linalg", "fft"])
def test_extension_names_exist(ext):
    missing = [n for n in _extension_names(ext) if not hasattr(getattr(ivy, ext), n)]
    assert not missing, f"ivy.{ext} lacks {missing}"


def _callables():
    out = []
    for n in TOP:
        obj = getattr(xp, n)
        if callable(obj) and not isinstance(obj, type) and not isinstance(obj, xp.bool.__class__):
            out.append(("", n))
    for ext in ("linalg", "fft"):
        for n in _extension_names(ext):
            out.append((ext, n))
    return out


@pytest.mark.parametrize("ext,name", _callables(), ids=lambda v: v or "top")
def test_signature_matches_standard(ext, name):
    ref = getattr(getattr(xp, ext) if ext else xp, name)
    ours = getattr(getattr(ivy, ext) if ext else ivy, name)
    rp = list(inspect.signature(ref).parameters.values())
    op = list(inspect.signature(ours).parameters.values())
    # Positional parameters: the same names, kinds and order.
    rpos = [p for p in rp if p.kind is not p.KEYWORD_ONLY]
    opos = [p for p in op if p.kind is not p.KEYWORD_ONLY]
    assert [(p.name, p.kind) for p in opos] == [(p.name, p.kind) for p in rpos], f"{name}: positional parameters"
    # Keyword-only: every standard one present (order is irrelevant for keywords).
    okw = {p.name: p for p in op if p.kind is p.KEYWORD_ONLY}
    for b in rp:
        a = next(p for p in op if p.name == b.name) if b.kind is not b.KEYWORD_ONLY else okw.get(b.name)
        assert a is not None, f"{name}: lacks keyword {b.name}"
        if b.default is not inspect.Parameter.empty:
            # array-api-strict marks "not given" with its own sentinel where the standard says None
            expected = None if repr(b.default).startswith("<Undef") else b.default
            assert a.default == expected, f"{name}({a.name}): default {a.default!r} != {expected!r}"
    # Ivy's superset (ARCHITECTURE.md section 5): only keyword-only extras with defaults,
    # so every standard call still means the same; `backend=` is one of them.
    std = {p.name for p in rp}
    for p in op:
        if p.name not in std:
            assert p.kind is p.KEYWORD_ONLY, f"{name}: extra parameter {p.name} must be keyword-only"
            assert p.default is not inspect.Parameter.empty, f"{name}: extra parameter {p.name} needs a default"
    if hasattr(ours, "__ivy_source__"):  # dispatched functions take backend=
        assert op[-1].name == "backend" and op[-1].default is None


def test_every_api_function_has_an_example():
    from ivy._dispatch import REGISTRY

    lacking = [q for q, s in REGISTRY.items() if ">>>" not in (s.stub.__doc__ or "")]
    assert not lacking, f"docstrings without an example: {lacking}"


def test_constants():
    assert ivy.e == math.e and ivy.pi == math.pi
    assert ivy.inf == math.inf and math.isnan(ivy.nan)
    assert ivy.newaxis is None
    assert ivy.__array_api_version__ == "2025.12"


def test_dtypes_are_distinct_objects():
    names = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
             "float32", "float64", "complex64", "complex128", "float16", "bfloat16"]
    objs = [getattr(ivy, n) for n in names]
    assert len({id(o) for o in objs}) == len(objs)
    for n, o in zip(names, objs):
        assert o == o and o.name == n


def test_namespace_info():
    info = ivy.__array_namespace_info__()
    caps = info.capabilities()
    assert isinstance(caps["boolean indexing"], bool)
    assert isinstance(caps["data-dependent shapes"], bool)
    assert info.default_device() in info.devices()
    d = info.default_dtypes()
    assert d["real floating"] is ivy.float32
    assert d["complex floating"] is ivy.complex64
    assert d["integral"] is ivy.int64
    assert d["indexing"] is ivy.int64
    all_d = info.dtypes()
    assert set(all_d.values()) == {t for t in supported_dtypes()}
    for kind in ("bool", "signed integer", "unsigned integer", "integral", "real floating",
                 "complex floating", "numeric"):
        sub = info.dtypes(kind=kind)
        assert all(ivy.isdtype(t, kind) for t in sub.values())
        assert set(sub.values()) == {t for t in all_d.values() if ivy.isdtype(t, kind)}
    both = info.dtypes(kind=("bool", "real floating"))
    assert set(both.values()) == {t for t in all_d.values() if ivy.isdtype(t, ("bool", "real floating"))}


def test_array_namespace_of_arrays():
    x = ivy.asarray([1, 2, 3])
    assert x.__array_namespace__() is ivy
    assert x.__array_namespace__(api_version="2025.12") is ivy
    with pytest.raises(ValueError):
        x.__array_namespace__(api_version="1999.01")


def test_backend_under_test_is_loaded():
    b = backend()
    assert ivy.current_backend() is b
    info = ivy.backend_info(b.name)
    assert info["name"] == b.name
    assert set(info["functions"]) == set(ivy._dispatch.REGISTRY)
    missing = [q for q, src in info["functions"].items() if src == "missing"]
    assert not missing, f"backend {b.name} has neither an implementation nor a composition of {missing}"


def test_backend_docstring_examples():
    """The backend plugin's own docstring examples (its helpers') hold: a stale example is a
    wrong document (MXNet's host_view showed a view of a freed temporary)."""
    import doctest
    import importlib
    import pkgutil
    from importlib import metadata

    from .helpers import backend_name

    eps = {ep.name: ep for ep in metadata.entry_points(group="ivy.backends")}
    package = importlib.import_module(eps[backend_name()].value.partition(":")[0])
    failed = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        result = doctest.testmod(module, report=False, optionflags=doctest.ELLIPSIS)
        if result.failed:
            failed.append(f"{module.__name__}: {result.failed} of {result.attempted}")
    assert not failed, failed


def test_ivy_array_is_ivy_1_0s_function():
    """``ivy.array`` is Ivy 1.0's alias of ``asarray`` (the class lives in ``ivy._array``), never a module."""
    x = ivy.array([1.0, 2.0])
    assert ivy.array is ivy.asarray
    assert isinstance(x, ivy.Array) and x.dtype == ivy.float32 and x.shape == (2,)
    assert ivy.Array.__module__ == "ivy._array"
