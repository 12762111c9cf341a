"""Fixtures of ivy-core's own tests (run with the numpy backend installed).

``fake`` is a backend registered with ``ivy.register_backend`` whose package a
fixture writes to a temporary directory: its native array is a small class
around a NumPy array, it implements a handful of functions natively, one
partially (``ivytest_double``, only for 1-d input) and marks ``multiply`` as
unable to take int8. ``ivytest_double`` and ``ivytest_triple`` are API
functions these tests declare, with compositions, so that native, partial,
compositional and missing functions can all be observed.
"""

from __future__ import annotations

import os
import sys
import textwrap
import uuid

import pytest

import ivy
from ivy import _dispatch
from ivy.plugin import BackendSpec

try:  # absent in the ivy-core-only venv of tests/no_backend (this conftest is loaded there too)
    from hypothesis import HealthCheck, settings
except ImportError:
    pass
else:
    settings.register_profile("ci", max_examples=25, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    settings.register_profile("thorough", max_examples=500, deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

HAS_STRICT = "strict" in ivy.backends()

_HOOKS = '''
import numpy as np

import ivy

from ._array import FakeArray

NATIVE_DTYPES = {d: np.dtype(d.name) for d in ivy.all_dtypes if d.name not in ("bfloat16", "float16")}


def _k(key):
    if isinstance(key, FakeArray):
        return key.a
    if isinstance(key, tuple):
        return tuple(_k(k) for k in key)
    return key


def dtype_of(x):
    return x.a.dtype


def is_native_array(x):
    return isinstance(x, FakeArray)


def shape(x):
    return x.a.shape


def getitem(x, key):
    return FakeArray(x.a[_k(key)])


def setitem(x, key, value):
    out = x.a.copy()  # functional, as on an immutable framework
    out[_k(key)] = value.a if isinstance(value, FakeArray) else value
    return FakeArray(out)


def inplace_update(x, value):
    return value


def device_of(x):
    return "cpu"


def native_device(device):
    return "cpu"


def devices():
    return ["cpu"]


def to_device(x, device):
    return x


def to_numpy(x):
    return x.a


def version():
    return "0.0.1"
'''

_ARRAY = '''
import numpy as np


class FakeArray:
    """The fake framework's array: a NumPy array in a box."""

    __slots__ = ("a",)

    def __init__(self, a):
        self.a = np.asarray(a)

    def __repr__(self):
        return f"FakeArray({self.a!r})"
'''

_CREATION = '''
import numpy as np

from ._array import FakeArray


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    if isinstance(obj, FakeArray):
        obj = obj.a
    a = np.array(obj, dtype=dtype, copy=True)
    if dtype is None and a.dtype == np.float64 and not isinstance(obj, np.ndarray):
        a = a.astype(np.float32)
    return FakeArray(a)


def zeros(shape, *, dtype=None, device=None):
    return FakeArray(np.zeros(shape, dtype=dtype or np.float32))


def ones(shape, *, dtype=None, device=None):
    return FakeArray(np.ones(shape, dtype=dtype or np.float32))
'''

_ELEMENTWISE = '''
import numpy as np

import ivy
from ivy.plugin import partial, unsupported_dtypes, with_fallback

from ._array import FakeArray

CALLS = []  # names of the native functions called, newest last


def _a(x):
    return x.a if isinstance(x, FakeArray) else x


def add(x1, x2, /):
    CALLS.append("add")
    return FakeArray(np.asarray(np.add(_a(x1), _a(x2))))


@unsupported_dtypes(ivy.int8)
def multiply(x1, x2, /):
    CALLS.append("multiply")
    return FakeArray(np.asarray(np.multiply(_a(x1), _a(x2))))


@partial(lambda x, /: x.a.ndim == 1)
def ivytest_double(x, /):
    CALLS.append("ivytest_double")
    return FakeArray(x.a * 2)


@with_fallback
def ivytest_quad(composition, x, /):
    if x.a.ndim != 1:
        return composition(x)
    CALLS.append("ivytest_quad")
    return FakeArray(x.a * 4)


@with_fallback
def ivytest_nocomp(composition, x, /):
    if x.a.ndim != 1:
        return composition(x)
    CALLS.append("ivytest_nocomp")
    return x
'''


def _write_package(root, name, files):
    pkg = root / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text('"""A test backend written by ivy-core\'s tests."""\n')
    for fname, src in files.items():
        (pkg / f"{fname}.py").write_text(textwrap.dedent(src))
    return pkg


HALF_SEEN = []  # the ivy dtypes ivytest_half's composition was called with


@pytest.fixture(scope="session")
def test_api():
    """Declare ``ivytest_double`` and ``ivytest_triple`` (compositions only) for this session."""
    from ivy._dispatch import api, composition

    declared = {}
    if "ivytest_double" not in _dispatch.REGISTRY:

        def ivytest_double(x: Array, /) -> Array:  # noqa: F821 - annotation read as a string
            """``x + x`` (a test function).

            >>> ivytest_double(x)  # doctest: +SKIP
            """

        def ivytest_triple(x: Array, /) -> Array:  # noqa: F821
            """``x + x + x`` (a test function).

            >>> ivytest_triple(x)  # doctest: +SKIP
            """

        def ivytest_quad(x: Array, /) -> Array:  # noqa: F821
            """``x + x + x + x`` (a test function).

            >>> ivytest_quad(x)  # doctest: +SKIP
            """

        def ivytest_nocomp(x: Array, /) -> Array:  # noqa: F821
            """``x`` (a test function with no composition).

            >>> ivytest_nocomp(x)  # doctest: +SKIP
            """

        def ivytest_half(x: Array, /) -> Array:  # noqa: F821
            """``(x + x, x as int32)``, declared ``half_in_float32`` (a test function).

            >>> ivytest_half(x)  # doctest: +SKIP
            """

        for stub in (ivytest_double, ivytest_triple, ivytest_quad, ivytest_nocomp, ivytest_half):
            stub.__annotations__ = {"x": "Array", "return": "tuple[Array, Array]" if stub is ivytest_half else "Array"}
            declared[stub.__name__] = api(stub, half_in_float32=stub is ivytest_half)

        def half(xp, x, /):
            HALF_SEEN.append(xp.dtype(x))
            return xp.add(x, x), xp.astype(x, xp.native_dtype(ivy.int32))

        composition("ivytest_half")(half)
        composition("ivytest_double")(lambda xp, x, /: xp.add(x, x))
        composition("ivytest_triple")(lambda xp, x, /: xp.add(xp.add(x, x), x))
        composition("ivytest_quad")(lambda xp, x, /: xp.add(xp.add(x, x), xp.add(x, x)))
    else:
        declared = {q: _dispatch.REGISTRY[q].dispatcher
                    for q in ("ivytest_double", "ivytest_triple", "ivytest_quad", "ivytest_nocomp", "ivytest_half")}
    yield declared


@pytest.fixture(scope="session")
def fake(tmp_path_factory, test_api):
    """A backend named ``fake`` registered with ivy.register_backend (see the module docstring)."""
    root = tmp_path_factory.mktemp("fake_backend")
    name = f"ivy_fakebk_{uuid.uuid4().hex[:8]}"
    _write_package(root, name, {"_array": _ARRAY, "hooks": _HOOKS, "creation": _CREATION,
                                "elementwise": _ELEMENTWISE})
    sys.path.insert(0, str(root))
    b = ivy.register_backend(BackendSpec(name="fake", array_modules=(name,), package=name, dist="ivy-backend-fake"))
    b.package_name = name
    yield b
    sys.path.remove(str(root))
    _dispatch.discover(refresh=True)


@pytest.fixture
def fake_calls(fake):
    """The list the fake backend's native functions append their names to (emptied first)."""
    import importlib

    calls = importlib.import_module(fake.package_name + ".elementwise").CALLS
    fake.load()
    calls.clear()
    return calls


@pytest.fixture
def other(request):
    """A second backend beside numpy: the strict plugin when installed, else ``fake``."""
    if HAS_STRICT:
        return ivy.get_backend("strict").load()
    return request.getfixturevalue("fake").load()


@pytest.fixture(autouse=True)
def _restore_state():
    """No test leaves a backend set or a dispatch hook installed."""
    yield
    ivy.unset_backend()
    ivy.set_dispatch_hook(None)
