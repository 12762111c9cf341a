"""ivy-core alone: a venv with ivy-core and pytest only, no NumPy, no backend (``nox -s core``).

``import ivy`` works, imports no framework, lists no backend, and every call
that needs a backend says which one to install. Only pytest is available here.
"""

from __future__ import annotations

import importlib.util
import inspect
import pydoc
import sys
from importlib import metadata

import pytest

if list(metadata.entry_points(group="ivy.backends")):
    pytest.skip("these tests need a venv with ivy-core alone (nox -s core); backends are installed here",
                allow_module_level=True)

import ivy  # noqa: E402
from ivy import _dispatch  # noqa: E402

HINT = "pip install ivy-backend-numpy"


def test_environment_is_bare():
    assert importlib.util.find_spec("numpy") is None, "numpy is installed: this is not an ivy-core-only venv"


def test_import_imports_no_framework():
    assert "numpy" not in sys.modules
    assert not [m for m in sys.modules if m.split(".")[0] in ("torch", "jax", "tensorflow", "mxnet")]
    assert ivy.__version__
    assert ivy.__array_api_version__ == "2025.12"


def test_no_backends():
    assert ivy.backends() == {}
    assert "numpy" not in sys.modules


@pytest.mark.parametrize("call", [
    lambda: ivy.zeros(3),
    lambda: ivy.ones((2, 2)),
    lambda: ivy.asarray([1.0, 2.0]),
    lambda: ivy.add(1, 2),
    lambda: ivy.current_backend(),
], ids=["zeros", "ones", "asarray", "add", "current_backend"])
def test_calls_say_what_to_install(call):
    with pytest.raises(ivy.NoBackendError) as e:
        call()
    assert HINT in str(e.value)
    assert isinstance(e.value, ivy.IvyError)
    assert "numpy" not in sys.modules


def test_choosing_a_backend_says_what_to_install():
    for call in (lambda: ivy.set_backend("numpy"), lambda: ivy.zeros(2, backend="numpy"),
                 lambda: ivy.backend_info("numpy"), lambda: ivy.using_backend("numpy").__enter__()):
        with pytest.raises(ivy.UnknownBackendError) as e:
            call()
        assert "installed backends: none" in str(e.value) and HINT in str(e.value)
    with pytest.raises(ivy.UnknownBackendError, match="pip install ivy-backend-torch"):
        ivy.set_backend("torch")


def test_every_function_has_an_inspectable_signature():
    assert len(_dispatch.REGISTRY) > 100
    for qual in _dispatch.REGISTRY:
        ns, _, short = qual.rpartition(".")
        fn = getattr(getattr(ivy, ns) if ns else ivy, short)
        sig = inspect.signature(fn)
        assert "backend" in sig.parameters, qual
        assert fn.__doc__, qual
        assert short in pydoc.render_doc(fn), qual
    assert "numpy" not in sys.modules


def test_standard_names_present():
    for name in ("abs", "add", "asarray", "matmul", "zeros", "ones", "sum", "reshape", "where", "sort",
                 "unique_values", "argmax", "take", "astype", "broadcast_arrays"):
        assert callable(getattr(ivy, name)), name
    for name in ("inv", "cholesky", "svd", "matrix_norm"):
        assert callable(getattr(ivy.linalg, name)), name
    for name in ("fft", "ifft", "rfft"):
        assert callable(getattr(ivy.fft, name)), name
    assert ivy.e > 2.7 and ivy.pi > 3.1 and ivy.inf > 0 and ivy.nan != ivy.nan and ivy.newaxis is None


def test_dtypes_work_without_a_backend():
    assert ivy.result_type(ivy.int8, ivy.uint8) is ivy.int16
    assert ivy.result_type(ivy.float32, 1.0) is ivy.float32
    assert ivy.promote_types(ivy.int32, ivy.float32) is ivy.float64
    assert ivy.can_cast(ivy.int8, ivy.int16)
    assert ivy.isdtype(ivy.float32, "real floating")
    assert ivy.finfo(ivy.float32).eps == 2.0**-23
    assert ivy.iinfo(ivy.int8).min == -128
    assert ivy.dtype_from_name("bfloat16") is ivy.bfloat16
    assert len(ivy.all_dtypes) == 15
    info = ivy.__array_namespace_info__()
    assert info.default_dtypes()["real floating"] is ivy.float32
    assert info.capabilities()["boolean indexing"] is True
    with pytest.raises(ivy.NoBackendError, match=HINT):
        info.devices()
    assert "numpy" not in sys.modules


def test_plugin_api_is_importable():
    from ivy.plugin import BackendSpec, partial, unsupported_dtypes

    spec = BackendSpec(name="foo", array_modules=("foo",), package="ivy_backend_foo")
    assert spec.dist == "ivy-backend-foo"
    assert callable(partial) and callable(unsupported_dtypes)
    assert isinstance(ivy.Array, type)


def test_pytest_plugin_imports_nothing_heavy():
    import ivy.testing.plugin  # noqa: F401 - pytest loaded it already through its entry point

    assert "numpy" not in sys.modules and "hypothesis" not in sys.modules
