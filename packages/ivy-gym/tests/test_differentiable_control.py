"""The control demo (examples/differentiable_control.py) in a few short epochs on the backend
under test: backpropagating the return through ``step`` improves the policy; the learning
curve's PNG is written where matplotlib is installed (the demo's only extra) and its absence
is reported where it is not. NumPy has no autodiff: the demo says so and fails."""

from __future__ import annotations

import importlib.util
import pathlib

import pytest
from gym_helpers import BACKEND, has_autodiff

DEMO = pathlib.Path(__file__).resolve().parents[3] / "examples" / "differentiable_control.py"


@pytest.fixture(scope="module")
def demo():
    spec = importlib.util.spec_from_file_location("differentiable_control", DEMO)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_training_through_the_environment_improves_the_return(demo, tmp_path, capsys):
    if not has_autodiff():
        assert demo.main(["--backends", BACKEND, "--out", str(tmp_path / "c.png")]) == 1
        assert "needs autodiff" in capsys.readouterr().out
        return
    lines = []
    result = demo.train(BACKEND, "Pendulum", epochs=5, steps=25, batch=16, lr=0.03, log=lines.append)
    assert len(lines) == 5 and all(f"[{BACKEND}" in line and "return" in line for line in lines)
    assert len(result["curve"]) == 5
    # measured: 5.5 -> 8.6 (torch), 6.3 -> 9.6 (jax), 9.1 -> 11.4 (tensorflow) of at most 25
    assert result["trained"] > 1.2 * result["initial"], result
    path = tmp_path / "curve.png"
    if importlib.util.find_spec("matplotlib") is not None:
        assert demo.plot({(BACKEND, "Pendulum"): result}, 25, str(path))
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    else:
        assert not demo.plot({(BACKEND, "Pendulum"): result}, 25, str(path)) and not path.exists()


def test_the_command_line_refuses_unknown_tasks(demo):
    with pytest.raises(SystemExit):
        demo.main(["--tasks", "Acrobot"])
