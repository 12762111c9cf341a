"""Every docstring example in ivy-core holds on the NumPy backend (the one the examples show):
the API functions' (each dispatcher's, from its stub), Container's, autodiff's, the compiler's,
the dtype helpers'. A stale example is a wrong document. ``ivy.plugin``'s are run by
test_plugin_helpers.py, ``ivy.stateful``'s by the conformance suite (test_stateful_module.py)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ivy

_SKIP = ("ivy.testing", "ivy.stateful", "ivy.plugin")
MODULES = sorted(m.name for m in pkgutil.walk_packages(ivy.__path__, "ivy.") if not m.name.startswith(_SKIP))


def test_the_modules_are_found():
    assert {"ivy.api.elementwise", "ivy.api.layers", "ivy.container", "ivy.compiler"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    with ivy.using_backend("numpy"):
        result = doctest.testmod(module, extraglobs={"ivy": ivy}, report=True,
                                 optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} docstring examples of {name} failed (above)"


def _dispatchers():
    """name -> the dispatched function of each API name (its stub's docstring; its module is
    ``ivy``, so ``doctest.testmod`` of the stub's module does not see it)."""
    out = {}
    for ns in (ivy, ivy.linalg, ivy.fft):
        for name in dir(ns):
            fn = getattr(ns, name)
            if hasattr(fn, "__ivy_source__"):
                out.setdefault(f"{ns.__name__}.{name}", fn)
    return out


def test_api_functions_docstring_examples():
    finder = doctest.DocTestFinder(recurse=False)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    failed, attempted = [], 0
    with ivy.using_backend("numpy"):
        for name, fn in sorted(_dispatchers().items()):
            for test in finder.find(fn, name, globs={"ivy": ivy}):
                result = runner.run(test)
                attempted += result.attempted
                if result.failed:
                    failed.append(name)
    assert attempted > 250
    assert not failed, f"docstring examples failed (above): {failed}"


def test_every_api_function_has_an_example():
    """Each dispatched function's docstring shows a call (the API's documentation is its stub's)."""
    missing = sorted(name for name, fn in _dispatchers().items() if ">>>" not in (fn.__doc__ or ""))
    assert not missing, missing
