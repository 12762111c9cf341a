"""The paper's example runs: examples/keras_voxel_layer.py (in the tensorflow run) and its PyTorch twin
examples/torch_voxel_layer.py (in the torch run) train a few steps through ivy_vision's functions."""

import importlib.util
import pathlib

import numpy as np
import pytest
from vision_helpers import B

EXAMPLES = pathlib.Path(__file__).resolve().parents[3] / "examples"


def _load(name):
    path = EXAMPLES / f"{name}.py"
    if not path.exists():
        pytest.skip(f"{path} is not in this checkout (the examples live in the monorepo, not the wheel)")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("name,backend", [("keras_voxel_layer", "tensorflow"), ("torch_voxel_layer", "torch")])
def test_example_trains_through_ivy_vision(name, backend):
    if B != backend:
        pytest.skip(f"{name} runs in the {backend} run")
    losses, grad_norms = _load(name).main(steps=6, quiet=True)
    assert all(np.isfinite(losses))
    assert losses[-1] < losses[0], losses
    # the layer before the ivy calls is trained through them
    assert min(grad_norms) > 0, grad_norms
