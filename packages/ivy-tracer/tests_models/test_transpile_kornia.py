"""kornia's public functions (colour conversion, Gaussian blur, rotation conversions, perspective
warp) transpiled from torch to the session's target (IVY_TEST_BACKEND): outputs on fresh inputs
equal kornia's in torch (1e-4 relative; torch target 1e-5), the gradient of ``sum(out ** 2)``
with respect to the image / the rotation equals torch autograd's (jax, tensorflow, torch), the
result calls no torch function and its source names none. A check in kornia that reads an
input's value is a TranspileError naming the read and kornia's line; ``disable_checks()`` is the
public path around it."""

from __future__ import annotations

import numpy as np
import pytest
from _targets import (
    ATOL,
    RTOL,
    TARGET,
    check_native,
    input_grad,
    only_targets,
    run,
    skip_unless_spread_here,
    to_target,
    tonp,
    torch,
)

import ivy
import ivy_tracer

kornia = pytest.importorskip("kornia")
pytestmark = only_targets


def _img(g):
    return torch.rand(2, 3, 8, 8, generator=g)


def _quat(g):
    return torch.nn.functional.normalize(torch.randn(4, 4, generator=g), dim=-1)


def _rotmat(g):
    return kornia.geometry.conversions.axis_angle_to_rotation_matrix(torch.randn(5, 3, generator=g))


def _homography(g):
    return (torch.eye(3) + 0.05 * torch.randn(2, 3, 3, generator=g), )


def _blur(x):
    return kornia.filters.gaussian_blur2d(x, (5, 5), (1.5, 1.2))


def _warp(x, h):
    return kornia.geometry.transform.warp_perspective(x, h, (8, 8))


conv = kornia.geometry.conversions
# name: (the kornia call, inputs from a generator)
CASES = {
    "rgb_to_grayscale": (kornia.color.rgb_to_grayscale, lambda g: (_img(g),)),
    "rgb_to_hsv": (kornia.color.rgb_to_hsv, lambda g: (_img(g),)),
    "gaussian_blur2d": (_blur, lambda g: (_img(g),)),
    "axis_angle_to_rotation_matrix": (conv.axis_angle_to_rotation_matrix, lambda g: (torch.randn(4, 3, generator=g),)),
    "quaternion_to_rotation_matrix": (conv.quaternion_to_rotation_matrix, lambda g: (_quat(g),)),
    "rotation_matrix_to_quaternion": (conv.rotation_matrix_to_quaternion, lambda g: (_rotmat(g),)),
    "warp_perspective": (_warp, lambda g: (_img(g),) + _homography(g)),
}
_MADE = {}


def _transpiled(name):
    """The case's transpiled function (made once per session), from inputs of seed 0."""
    if name not in _MADE:
        f, make = CASES[name]
        args = make(torch.Generator().manual_seed(0))
        _MADE[name] = ivy_tracer.transpile(f, source="torch", target=TARGET, args=args)
    return _MADE[name]


@pytest.mark.parametrize("name", list(CASES))
def test_outputs_equal_kornias_on_fresh_inputs(name):
    skip_unless_spread_here(list(CASES).index(name), name)
    f, make = CASES[name]
    tf_ = _transpiled(name)
    assert callable(tf_) and not isinstance(tf_, torch.nn.Module)
    check_native(tf_.transpiled.source)
    for seed in (1, 2):
        xs = make(torch.Generator().manual_seed(seed))
        got = run(tf_, *[to_target(x) for x in xs])
        np.testing.assert_allclose(tonp(got), tonp(f(*xs)), rtol=RTOL, atol=ATOL)


@pytest.mark.skipif(TARGET == "numpy", reason="NumPy has no autodiff")
@pytest.mark.parametrize("name", list(CASES))
def test_input_gradients_equal_torch_autograds(name):
    skip_unless_spread_here(list(CASES).index(name), name)
    f, make = CASES[name]
    xs = make(torch.Generator().manual_seed(3))
    x = xs[0].clone().requires_grad_(True)
    (f(x, *xs[1:]) ** 2).sum().backward()
    got = input_grad(_transpiled(name), to_target(xs[0]), [to_target(v) for v in xs[1:]])
    np.testing.assert_allclose(got, tonp(x.grad), rtol=1e-4, atol=1e-5)


def test_a_check_reading_an_input_value_is_a_transpile_error_naming_it():
    def blur(x, sigma):  # (sigma an input: kornia checks sigma > 0 by reading it)
        return kornia.filters.gaussian_blur2d(x, (5, 5), sigma)

    args = (_img(torch.Generator().manual_seed(0)), torch.tensor([[1.5, 1.2], [1.0, 2.0]]))
    with pytest.raises(ivy_tracer.TranspileError, match="reads the value") as e:
        ivy_tracer.transpile(blur, target=TARGET, args=args)
    assert isinstance(e.value, ivy.IvyError)
    assert e.value.op == "bool()"
    assert "kornia" in e.value.line and e.value.line.rpartition(":")[2].isdigit()
    if TARGET not in ("numpy", "torch"):
        return  # (what follows is the source side: the same on every target, run on the cheap ones)
    # kornia's public switch skips its checks: then the same call transpiles
    kornia.core.check.disable_checks()
    try:
        f = ivy_tracer.transpile(blur, target=TARGET, args=args)
    finally:
        kornia.core.check.enable_checks()
    x2, s2 = _img(torch.Generator().manual_seed(5)), torch.tensor([[0.8, 1.1], [2.0, 1.3]])
    np.testing.assert_allclose(tonp(run(f, to_target(x2), to_target(s2))), tonp(blur(x2, s2)), rtol=RTOL, atol=ATOL)
