"""Backends are plugins found through the ``ivy.backends`` entry-point group
(ARCHITECTURE.md §2): a light spec, the implementation imported on first use,
one module per API family."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import subprocess
import sys
import textwrap
from importlib import metadata

import pytest

import ivy
from ivy import _dispatch
from ivy.plugin import OPTIONAL_HOOKS, OPTIONAL_MODULES, REQUIRED_HOOKS, BackendSpec

HAS_STRICT = "strict" in ivy.backends()


def _entry_points():
    return {ep.name: ep for ep in metadata.entry_points(group="ivy.backends")}


def test_numpy_entry_point():
    import ivy_backend_numpy

    ep = _entry_points()["numpy"]
    assert ep.value == "ivy_backend_numpy:spec"
    spec = ep.load()
    assert spec is ivy_backend_numpy.spec
    assert isinstance(spec, BackendSpec)
    assert spec.name == "numpy" and spec.array_modules == ("numpy",)
    assert spec.package == "ivy_backend_numpy" and spec.dist == "ivy-backend-numpy"
    assert ep.dist.name == "ivy-backend-numpy" and ep.dist.version == ivy_backend_numpy.__version__


def test_every_entry_point_is_a_backend():
    eps = _entry_points()
    assert set(eps) <= set(ivy.backends())
    for name, ep in eps.items():
        spec = ep.load()
        assert isinstance(spec, BackendSpec) and spec.name == name


@pytest.mark.skipif(not HAS_STRICT, reason="needs the ivy-backend-strict plugin installed (nox -s plugin)")
def test_strict_plugin_entry_point():
    ep = _entry_points()["strict"]
    assert ep.value == "ivy_backend_strict:spec"
    spec = ep.load()
    assert spec == BackendSpec(name="strict", array_modules=("array_api_strict",), package="ivy_backend_strict")
    assert spec.dist == "ivy-backend-strict"
    assert ivy.backends()["strict"] == ep.dist.version


def test_spec_loads_without_the_framework():
    """Loading the specs imports no framework; the first call imports the implementation."""
    code = textwrap.dedent("""
        import sys
        import ivy
        ivy.backends()
        heavy = [m for m in sys.modules if m.split(".")[0] in ("numpy", "array_api_strict")
                 or (m.startswith(("ivy_backend_numpy.", "ivy_backend_strict.")) and not m.endswith(".__about__"))]
        print(heavy)
        ivy.zeros(1)
        print("numpy" in sys.modules, "ivy_backend_numpy.hooks" in sys.modules)
    """)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                       env={k: v for k, v in __import__("os").environ.items() if k != "IVY_BACKEND"})
    assert p.returncode == 0, p.stderr
    heavy, after = p.stdout.strip().splitlines()
    assert heavy == "[]", heavy
    assert after == "True True"


def test_backend_loads_lazily(tmp_path):
    b = _dispatch.Backend(ivy.get_backend("numpy").spec)
    assert not b._loaded and "not loaded" in repr(b)
    b.add  # noqa: B018 - first use loads
    assert b._loaded and "not loaded" not in repr(b)


def _family_modules(package):
    mod = importlib.import_module(package)
    return {m.name for m in pkgutil.iter_modules(mod.__path__)}


@pytest.mark.parametrize("package", ["ivy_backend_numpy"] + (["ivy_backend_strict"] if HAS_STRICT else []))
def test_backend_modules_mirror_the_families(package):
    """Every implementation module is named after an API family: a misnamed one would be ignored."""
    mods = _family_modules(package) - {"hooks", "__about__", *OPTIONAL_MODULES}
    mods = {m for m in mods if not m.startswith("_")}
    assert mods <= set(_dispatch.FAMILIES), mods - set(_dispatch.FAMILIES)
    hooks = importlib.import_module(package + ".hooks")
    for h in REQUIRED_HOOKS:
        assert hasattr(hooks, h), h
    extra = {n for n, v in vars(hooks).items()
             if inspect.isfunction(v) and v.__module__ == hooks.__name__ and not n.startswith("_")}
    assert extra <= set(REQUIRED_HOOKS + OPTIONAL_HOOKS), extra - set(REQUIRED_HOOKS + OPTIONAL_HOOKS)


def test_every_api_module_is_a_family():
    """A backend implements the functions of ``ivy/api/<family>.py`` in its own ``<family>.py``:
    a module of ivy-core's API that is not a family would leave its functions compositional on
    every backend (no backend module is read for them)."""
    api = {m for m in _family_modules("ivy.api") if not m.startswith("_")}
    assert api <= set(_dispatch.FAMILIES), api - set(_dispatch.FAMILIES)
    # (ivy's own declarations: tests declare API functions of their own, family 'other')
    ours = {spec.family for spec in _dispatch.REGISTRY.values() if spec.stub.__module__.startswith("ivy.api.")}
    assert ours <= set(_dispatch.FAMILIES), ours - set(_dispatch.FAMILIES)


def test_numpy_backend_defines_only_api_functions():
    """A public function in a family module that is not an API name is a typo: dispatch never sees it."""
    stray = []
    for family in _dispatch.FAMILIES:
        try:
            mod = importlib.import_module(f"ivy_backend_numpy.{family}")
        except ModuleNotFoundError:
            continue
        prefix = family + "." if family in _dispatch.NAMESPACED else ""
        for n, v in vars(mod).items():
            if n.startswith("_") or not inspect.isfunction(v) or v.__module__ != mod.__name__:
                continue
            if prefix + n not in _dispatch.REGISTRY:
                stray.append(f"{family}.{n}")
    assert not stray, stray


def test_pytest_plugin_entry_point():
    eps = {ep.name: ep for ep in metadata.entry_points(group="pytest11")}
    assert eps["ivy_testing"].value == "ivy.testing.plugin"


def test_register_backend_without_entry_point():
    spec = BackendSpec(name="numpy_again", array_modules=("numpy_again_unused",), package="ivy_backend_numpy")
    backends, modules = dict(_dispatch._BACKENDS), dict(_dispatch._MODULE_BACKEND)
    try:
        b = ivy.register_backend(spec)
        assert ivy.get_backend("numpy_again") is b
        assert "numpy_again" in ivy.backends()
        assert ivy.backends()["numpy_again"] is None  # no distribution behind it
        assert ivy.zeros(2, backend=b).shape == (2,)
    finally:
        _dispatch._BACKENDS.clear()
        _dispatch._BACKENDS.update(backends)
        _dispatch._MODULE_BACKEND.clear()
        _dispatch._MODULE_BACKEND.update(modules)
        _dispatch._TYPES.clear()
        _dispatch._TYPES.update(_dispatch._BUILTIN_TYPES)
        _dispatch._default_cache.clear()


def test_spec_defaults():
    s = BackendSpec(name="foo", array_modules=("foo", "foo_extra"), package="ivy_backend_foo")
    assert s.dist == "ivy-backend-foo" and s.framework == "foo"
    with pytest.raises(Exception):  # noqa: B017 - frozen dataclass: FrozenInstanceError
        s.name = "bar"
