"""ivy.compile's plugin route (entry point group ``ivy.compilers``): the route gets the function
ivy-core compiled and returns what ivy.compile returns; IVY_COMPILE_PLUGINS=0 turns it off."""

from __future__ import annotations

import warnings

import ivy
import ivy.compiler as C


def _with_route(monkeypatch, route):
    monkeypatch.setitem(C._ROUTE, "route", route)


def test_the_route_gets_ivy_cores_compiled_function_and_its_result_is_returned(monkeypatch):
    seen = {}

    def route(compiled, fn, backend=None, options=None):
        seen.update(compiled=compiled, fn=fn, backend=backend, options=options)
        return lambda *a, **k: ("routed", a)

    _with_route(monkeypatch, route)

    def f(x):
        return x

    out = ivy.compile(f, dynamic=False)
    assert isinstance(seen["compiled"], C.Compiled) and seen["compiled"].__wrapped__ is f
    assert seen["fn"] is f and seen["backend"] is None and seen["options"] == {"dynamic": False}
    assert out(3) == ("routed", (3,))


def test_a_backend_without_a_compiler_returns_the_function_before_any_route(monkeypatch):
    called = []
    _with_route(monkeypatch, lambda *a, **k: called.append(1))

    def f(x):
        return x

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert ivy.compile(f, backend="numpy") is f
    assert not called


def test_no_route_when_turned_off(monkeypatch):
    called = []
    _with_route(monkeypatch, lambda *a, **k: called.append(1))
    monkeypatch.setenv("IVY_COMPILE_PLUGINS", "0")
    out = ivy.compile(lambda x: x)
    assert isinstance(out, C.Compiled) and not called


def test_no_route_installed_keeps_ivy_cores_compiled(monkeypatch):
    _with_route(monkeypatch, None)
    assert isinstance(ivy.compile(lambda x: x), C.Compiled)
