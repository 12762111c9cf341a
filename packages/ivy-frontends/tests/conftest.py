"""The backend comes from IVY_TEST_BACKEND (ivy-core's fixture); torch is the ground truth.

``IVY_FRONTENDS_SLICE`` (set by CI for the torch, jax and tensorflow runs; numpy's run is whole):
the tests whose result does not depend on the backend (signatures, existence of every OpInfo op,
the xfail files' format, the import check) are left to the numpy run, so are the hypothesis files
the nn Module API tests and the model-file test (``SLICE_SKIPS``: run on numpy in CI, on every backend in the full
matrix), and the OpInfo ops and nn layer cases are spread thinner
(``tests/torch/opinfo_driver.spread``). ``IVY_OPINFO=full`` ignores it.
"""

import os
import sys

from ivy.testing.conftest import _ivy_backend  # noqa: F401

SLICED = os.environ.get("IVY_OPINFO", "ci") != "full" and bool(os.environ.get("IVY_FRONTENDS_SLICE"))

# Backend-independent tests (the numpy run has them): file, or file::test name.
BACKEND_INDEPENDENT = (
    "torch/test_torch_signatures.py",
    "torch/test_nn_module.py::test_nn_functional_signatures_are_torchs",
    "torch/test_nn_module.py::test_layer_class_signatures_are_torchs",
    "torch/test_torch_opinfo.py::test_every_op_exists",
    "torch/test_torch_opinfo.py::test_xfail_entries_name_real_ops_and_backends",
    "torch/test_nn_opinfo.py::test_every_nn_functional_op_exists",
    "torch/test_nn_opinfo.py::test_nn_xfail_entries_name_nn_ops_with_reasons",
    "test_imports.py",
    "numpy/test_numpy_ufuncs.py::test_every_ufunc_exists_as_a_ufunc_object",
    "numpy/test_numpy_ufuncs.py::test_xfail_entries_name_numpy_ufuncs_with_reasons",
)


# Per-backend tests a CI slice leaves to the numpy run (JAX compiles each op per shape: these cost
# minutes there); the full matrix runs them on every backend.
SLICE_SKIPS = (
    "torch/test_torch_hypothesis.py",
    "torch/test_nn_functional.py",
    "torch/test_nn_module.py",
    "torch/test_nn_example.py",  # the model file on every backend: `nox -s demo` runs it on JAX too
)


def pytest_collection_modifyitems(config, items):
    if not SLICED:
        return
    keep, drop = [], []
    for item in items:
        nodeid = item.nodeid.split("tests/", 1)[-1].split("[")[0]
        path = nodeid.split("::")[0]
        (drop if path in BACKEND_INDEPENDENT + SLICE_SKIPS or nodeid in BACKEND_INDEPENDENT else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


# The ground truths that a venv may lack (MXNet's pins NumPy 1.23: no jax, no tensorflow there).
GROUND_TRUTHS = ("jax", "jaxlib", "tensorflow", "keras")
_TESTS = os.path.dirname(os.path.abspath(__file__))


class _NoShadowFramework:
    """Where a ground truth is not installed, ``import jax`` / ``import tensorflow`` would find this
    directory's ``jax/`` and ``tensorflow/`` test folders as namespace packages (pytest puts ``tests/`` on
    sys.path) and fail later with AttributeErrors: this finder makes it a ModuleNotFoundError."""

    def __init__(self, names):
        self.names = names

    def find_spec(self, fullname, path=None, target=None):
        # only an import statement fails: importlib.util.find_spec probes (torch._dynamo's) see what they saw
        if fullname in self.names and sys._getframe(2).f_code.co_name == "_find_and_load_unlocked":
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)
        return None


def _not_installed(name):
    import importlib.util

    spec = importlib.util.find_spec(name)
    return spec is None or spec.origin is None  # None or a namespace package (a folder of these tests)


if not {"jax", "tensorflow"} & set(sys.modules):
    _absent = tuple(n for n in ("jax", "tensorflow") if _not_installed(n))
    if _absent:
        sys.meta_path.insert(0, _NoShadowFramework(_absent))


def _missing_ground_truth(excinfo):
    """The framework a test's own code (a file under tests/) failed to import, or None: the frontends
    never import one, so an import failing in ivy_frontends is a failure, not a skip."""
    e = excinfo.value
    if not isinstance(e, ModuleNotFoundError) or (e.name or "").split(".")[0] not in GROUND_TRUTHS:
        return None
    entries = [en for en in excinfo.traceback if "importlib" not in str(en.path)]
    if entries and str(entries[-1].path).startswith(_TESTS):
        return e.name.split(".")[0]
    return None


def pytest_runtest_makereport(item, call):
    """A test whose ground truth (real JAX/TensorFlow) is not installed is skipped, saying so."""
    if call.excinfo is None or call.when not in ("setup", "call"):
        return None
    name = _missing_ground_truth(call.excinfo)
    if name is None:
        return None
    import pytest

    rep = pytest.TestReport.from_item_and_call(item, call)
    rep.outcome = "skipped"
    rep.longrepr = (str(item.path), item.location[1] or 0,
                    f"Skipped: the ground truth {name} is not importable here (its tests compare with the real "
                    f"framework; MXNet's venv pins NumPy 1.23 and has no jax/tensorflow)")
    return rep
