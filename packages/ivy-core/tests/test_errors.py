"""Every failure a user can cause is an ``ivy.IvyError`` subclass with a message
that says what was wrong and what to do (ARCHITECTURE.md §9)."""

from __future__ import annotations

import textwrap
import types
import uuid
import warnings
from importlib import metadata

import pytest

import ivy
from ivy import _dispatch
from ivy.plugin import BackendSpec

ERRORS = [
    (ivy.UnknownBackendError, ValueError),
    (ivy.NoBackendError, RuntimeError),
    (ivy.FunctionMissingError, NotImplementedError),
    (ivy.UnsupportedDtypeError, TypeError),
    (ivy.MixedFrameworksError, TypeError),
    (ivy.ShapeError, ValueError),
    (ivy.AutodiffError, RuntimeError),
    (ivy.InvalidArgumentError, ValueError),
    (ivy.AxisError, ValueError),
    (ivy.AxisError, IndexError),
    (ivy.ScalarOverflowError, ValueError),
    (ivy.ScalarOverflowError, OverflowError),
    (ivy.DtypeError, TypeError),
    (ivy.ArgumentTypeError, TypeError),
    (ivy.ArgumentTypeError, ValueError),
    (ivy.FileFormatError, ValueError),
    (ivy.PickleRefusedError, ValueError),
    (ivy.WeightsMismatchError, ValueError),
    (ivy.WeightsMismatchError, ivy.ShapeError),
    (ivy.FileAccessError, OSError),
    (ivy.MissingFileError, FileNotFoundError),
]


@pytest.mark.parametrize("cls,builtin", ERRORS, ids=[c.__name__ for c, _ in ERRORS])
def test_hierarchy(cls, builtin):
    """An ivy error is caught by ``except ivy.IvyError`` and by the builtin a Python user expects."""
    assert issubclass(cls, ivy.IvyError) and issubclass(cls, builtin)
    assert getattr(ivy, cls.__name__) is cls
    assert cls.__doc__


def test_every_error_class_is_listed():
    import ivy.errors as errors

    defined = {v for v in vars(errors).values() if isinstance(v, type) and issubclass(v, ivy.IvyError)}
    assert defined - {ivy.IvyError} == {c for c, _ in ERRORS}


@pytest.fixture
def no_default_cache():
    _dispatch._default_cache.clear()
    yield
    _dispatch._default_cache.clear()


def test_no_backend_installed(monkeypatch, no_default_cache):
    monkeypatch.setattr(_dispatch, "discover", lambda refresh=False: {})
    monkeypatch.delenv("IVY_BACKEND", raising=False)
    with pytest.raises(ivy.NoBackendError) as e:
        ivy.zeros(3)
    assert "pip install ivy-backend-numpy" in str(e.value)
    with pytest.raises(ivy.UnknownBackendError) as e:
        ivy.set_backend("numpy")
    assert "installed backends: none" in str(e.value) and "pip install ivy-backend-numpy" in str(e.value)


def test_several_backends_none_chosen(monkeypatch, no_default_cache):
    fakes = {n: _dispatch.Backend(BackendSpec(name=n, array_modules=(n,), package=n)) for n in ("aaa", "bbb")}
    monkeypatch.setattr(_dispatch, "discover", lambda refresh=False: fakes)
    monkeypatch.delenv("IVY_BACKEND", raising=False)
    with pytest.raises(ivy.NoBackendError) as e:
        ivy.zeros(3)
    msg = str(e.value)
    assert "aaa" in msg and "bbb" in msg and "set_backend" in msg and "IVY_BACKEND" in msg


def test_only_backend_installed_is_the_default(monkeypatch, no_default_cache):
    numpy_backend = ivy.get_backend("numpy")
    monkeypatch.setattr(_dispatch, "discover", lambda refresh=False: {"solo": numpy_backend})
    monkeypatch.delenv("IVY_BACKEND", raising=False)
    assert _dispatch.default_backend() is numpy_backend


def test_ivy_backend_env_unknown(monkeypatch, no_default_cache):
    monkeypatch.setenv("IVY_BACKEND", "nosuchfw")
    with pytest.raises(ivy.UnknownBackendError, match="pip install ivy-backend-nosuchfw"):
        ivy.ones(1)


class _EntryPoint:
    def __init__(self, name, load):
        self.name = name
        self.dist = None
        self._load = load

    def load(self):
        return self._load()


@pytest.fixture
def rediscover():
    """Put the backend tables back as they were (keeps backends other tests registered)."""
    backends, modules = dict(_dispatch._BACKENDS), dict(_dispatch._MODULE_BACKEND)
    yield
    _dispatch._BACKENDS.clear()
    _dispatch._BACKENDS.update(backends)
    _dispatch._MODULE_BACKEND.clear()
    _dispatch._MODULE_BACKEND.update(modules)
    _dispatch._TYPES.clear()
    _dispatch._TYPES.update(_dispatch._BUILTIN_TYPES)
    _dispatch._default_cache.clear()


def test_broken_plugin_is_reported_and_skipped(monkeypatch, rediscover):
    real = list(metadata.entry_points(group=_dispatch.ENTRY_POINT_GROUP))

    def boom():
        raise ImportError("no module named ivy_backend_broken")

    def fake_entry_points(group):
        assert group == _dispatch.ENTRY_POINT_GROUP
        return real + [_EntryPoint("broken", boom), _EntryPoint("notaspec", lambda: object())]

    monkeypatch.setattr(_dispatch.metadata, "entry_points", fake_entry_points)
    with pytest.warns(UserWarning, match="'broken' failed to load"):
        found = _dispatch.discover(refresh=True)
    assert "broken" not in found and "notaspec" not in found and "numpy" in found
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert ivy.zeros(2).backend.name == "numpy"  # the others still work


def test_backend_that_cannot_import(rediscover):
    ivy.register_backend(BackendSpec(name="ghost", array_modules=("ghostfw",), package="ivy_backend_ghost_absent",
                                     dist="ivy-backend-ghost"))
    with pytest.raises(ivy.NoBackendError) as e:
        ivy.zeros(2, backend="ghost")
    assert "'ghost'" in str(e.value) and "pip install ivy-backend-ghost" in str(e.value)


def test_backend_lacking_hooks(tmp_path, monkeypatch, rediscover):
    name = f"ivy_backend_nohooks_{uuid.uuid4().hex[:8]}"
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "hooks.py").write_text(textwrap.dedent("""
        NATIVE_DTYPES = {}

        def shape(x):
            return ()
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    ivy.register_backend(BackendSpec(name="nohooks", array_modules=(name,), package=name))
    with pytest.raises(ivy.NoBackendError) as e:
        ivy.get_backend("nohooks").load()
    msg = str(e.value)
    assert "lacks hooks" in msg and "dtype_of" in msg and "shape" not in msg.split("lacks hooks")[1]


def test_messages_say_what_to_do():
    """Each message carries the way out, not just the complaint."""
    checks = [
        (lambda: ivy.set_backend("jax"), "pip install ivy-backend-jax"),
        (lambda: ivy.zeros(2, dtype=ivy.bfloat16), "it holds"),
        (lambda: ivy.dtype_from_name("float33"), "ivy's dtypes are"),
        (lambda: ivy.finfo(ivy.int32), "ivy.iinfo"),
        (lambda: ivy.iinfo(ivy.float32), "ivy.finfo"),
        (lambda: ivy.isdtype(ivy.int8, "integer-ish"), "kinds are"),
    ]
    for call, hint in checks:
        with pytest.raises(ivy.IvyError) as e:
            call()
        assert hint in str(e.value), str(e.value)


class _FrameworkError(Exception):
    """An error class of some framework that is none of Python's builtin ones (as TensorFlow's
    OpError)."""


class _TracerError(ValueError):
    """An error of a framework's transformation (module set below as JAX's)."""


_TracerError.__module__ = "jax._src.errors"


def _raised(e, backend=None):
    """What the dispatcher raises when a backend call raised ``e``."""
    with pytest.raises(BaseException) as info:
        _dispatch._fail(e, "add", {"_b": backend})
    return info.value


class _NumPyAxisError(ValueError, IndexError):
    """The shape of NumPy's ``numpy.exceptions.AxisError`` (JAX raises it too)."""


_NumPyAxisError.__name__ = "AxisError"


def test_framework_errors_become_ivy_errors():
    cases = [
        (ValueError("operands could not be broadcast together with shapes (2,3) (4,5)"), ivy.ShapeError),
        (RuntimeError("The size of tensor a (3) must match the size of tensor b (5)"), ivy.ShapeError),
        (NotImplementedError("\"bitwise_not_cpu\" not implemented for 'Float'"), ivy.UnsupportedDtypeError),
        (TypeError("ufunc 'invert' not supported for the input types"), ivy.UnsupportedDtypeError),
        (TypeError("ufunc 'positive' did not contain a loop with signature matching types"),
         ivy.UnsupportedDtypeError),
        (RuntimeError("signbit is not implemented for complex tensors."), ivy.UnsupportedDtypeError),
        (TypeError("neg does not accept dtype bool"), ivy.UnsupportedDtypeError),
        (RuntimeError("MXNetError: Operator _npi_subtract does not support boolean type"), ivy.UnsupportedDtypeError),
        (TypeError("copysign does not support complex-valued inputs"), ivy.UnsupportedDtypeError),
        (ValueError("jax.numpy.signbit is not well defined for complex64"), ivy.UnsupportedDtypeError),
        (RuntimeError("ceil is not supported for complex inputs"), ivy.UnsupportedDtypeError),
        # a shape word inside an operator's name does not make a dtype refusal a shape error
        (RuntimeError("MXNetError: Operator broadcast_maximum does not support boolean type"),
         ivy.UnsupportedDtypeError),
        (ValueError("repeated axis in transpose"), ivy.InvalidArgumentError),
        (_NumPyAxisError("axis 5 is out of bounds for array of dimension 2"), ivy.AxisError),
        (ValueError("axis 5 is out of bounds for array of dimension 2"), ivy.AxisError),  # JAX's plain ValueError
        (IndexError("Dimension out of range (expected to be in range of [-2, 1], but got 5)"), ivy.AxisError),
        (IndexError("Dimension specified as 0 but tensor has no dimensions"), ivy.AxisError),
        (RuntimeError("MXNetError: Check failed: axis 5 exceeds the input dimension of 2"), ivy.AxisError),
    ]
    for e, cls in cases:
        r = _raised(e)
        assert type(r) is cls and r.__cause__ is e and str(e) in str(r) and "ivy.add" in str(r)


def test_errors_that_pass_through_unchanged():
    for e in (IndexError("index 5 is out of bounds"), ivy.ShapeError("ivy.add: ..."), TypeError("unsupported operand"),
              RuntimeError("out of memory"), _FrameworkError("?"), _TracerError("shape of a tracer")):
        assert _raised(e) is e


def test_translate_error_hook_names_framework_errors():
    """A backend's ``translate_error`` hook sees what ivy-core has not already named."""
    seen = []

    def translate_error(e, qual):
        seen.append((type(e), qual))
        return ivy.InvalidArgumentError(f"ivy.{qual}: translated") if isinstance(e, _FrameworkError) else None

    b = types.SimpleNamespace(translate_error=translate_error)
    r = _raised(_FrameworkError("bad attr"), b)
    assert type(r) is ivy.InvalidArgumentError and str(r) == "ivy.add: translated"
    e = RuntimeError("boom")
    assert _raised(e, b) is e  # the hook returned None
    assert type(_raised(RuntimeError("shape mismatch"), b)) is ivy.ShapeError
    assert type(_raised(ValueError("bad value"), b)) is ivy.InvalidArgumentError
    for e in (ivy.ShapeError("ivy.add: ..."), IndexError("5"), _TracerError("shape")):
        assert _raised(e, b) is e
    assert seen == [(_FrameworkError, "add"), (RuntimeError, "add"), (ValueError, "add")]
