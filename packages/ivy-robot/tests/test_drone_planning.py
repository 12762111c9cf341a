"""The drone motion-planning demo (examples/drone_motion_planning.py) on the backend under test:
ten gradient steps of the spline path through ivy_robot, ivy_mech and ivy_vision raise the
path's clearance from the furniture. (The demo's full run, to a collision-free path on every
backend, is ``nox -s demo``.)"""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

from ._helpers import backend_name, has_autodiff

DEMO = Path(__file__).resolve().parents[3] / "examples" / "drone_motion_planning.py"

pytestmark = [
    pytest.mark.skipif(not DEMO.exists(), reason="the demo lives in the monorepo's examples/, not in this package"),
    pytest.mark.skipif(not has_autodiff(), reason="the numpy backend has no autodiff"),
]


def _demo():
    pytest.importorskip("ivy_vision", reason="the demo needs ivy-vision (a test dependency of ivy-robot)")
    spec = importlib.util.spec_from_file_location("drone_motion_planning", DEMO)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_gradient_steps_raise_the_clearance():
    demo = _demo()
    result = demo.plan(backend_name(), max_iterations=10, verbose=False)
    clearances, costs = result["clearances"], result["costs"]
    assert len(clearances) == 11 and all(math.isfinite(c) for c in costs + clearances)
    assert clearances[0] < -0.1  # the straight path goes through the furniture
    assert clearances[-1] > clearances[0] + 0.15, clearances
