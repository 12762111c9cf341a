"""``examples/torch_model_on_jax.py``: the plain PyTorch model file (a GPT and a ResNet) runs through
``ivy_frontends.torch`` on the backend under test with PyTorch's weights, and its outputs equal PyTorch's
to float32 tolerance (on JAX also compiled with ``ivy.compile``)."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

import pytest
from nn_helpers import backend

EXAMPLE = pathlib.Path(__file__).resolve().parents[4] / "examples" / "torch_model_on_jax.py"


@pytest.fixture(scope="module")
def example():
    if not EXAMPLE.exists():
        pytest.skip(f"{EXAMPLE} is not in this checkout (an installed package without the repository's examples)")
    sys.path.insert(0, str(EXAMPLE.parent))  # (the example imports examples/_run_unchanged.py)
    try:
        spec = importlib.util.spec_from_file_location("torch_model_on_jax", EXAMPLE)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
    finally:
        sys.path.remove(str(EXAMPLE.parent))
    return mod


def test_model_file_runs_unchanged_with_torchs_weights(example):
    import ivy

    b = backend()
    ref = example.reference("small")
    rows = example.run_backend(b, ref, repeats=0, compile_jax=True)  # correctness only: no timing
    ivy.set_backend(b)  # the session's backend again (run_backend unsets it)
    assert {r["model"] for r in rows} == {"gpt", "resnet"}
    for r in rows:
        assert r["max_abs_diff"] < 1e-5, r
        if b == "jax":
            assert r["compiled_max_abs_diff"] < 1e-5, r
    assert "import ivy" not in example.MODEL_FILE.read_text(), "the model file is plain torch code"
