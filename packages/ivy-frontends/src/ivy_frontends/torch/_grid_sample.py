"""torch's grid samplers (``torch.grid_sampler``, ``grid_sampler_2d``, ``grid_sampler_3d``): the
kernels of ``torch.nn.functional.grid_sample`` (the nn frontend calls them).

``interpolation_mode``: 0 bilinear (trilinear in 3-d), 1 nearest (round half to even), 2 bicubic
(2-d; cubic convolution with A = -0.75); ``padding_mode``: 0 zeros, 1 border, 2 reflection;
``align_corners`` as torch. Grid coordinates are (x, y[, z]) in [-1, 1]. They check their
arguments as torch does and call ``ivy.grid_sample`` (torch's own ``grid_sample`` on the torch
backend, ivy-core's composition elsewhere).

>>> import ivy_frontends.torch as torch
>>> x = torch.arange(4.0).view(1, 1, 2, 2)
>>> torch.grid_sampler_2d(x, torch.zeros(1, 1, 1, 2), 0, 0, False)
tensor([[[[1.5000]]]])
"""

from __future__ import annotations

import ivy

from .._errors import FrontendRuntimeError
from ._convert import dtype_of, t, wrap

__all__ = ["grid_sampler", "grid_sampler_2d", "grid_sampler_3d"]

# torch's integer codes of the modes, and ivy.grid_sample's names for them
_MODES = ("bilinear", "nearest", "bicubic")
_PADDINGS = ("zeros", "border", "reflection")


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """Values of ``input`` (N, C, *spatial) at the normalized coordinates ``grid`` (N, *out, ndim)."""
    a, g = t(input), t(grid)
    nd = a.ndim - 2
    if nd not in (2, 3) or g.ndim != a.ndim or int(g.shape[-1]) != nd:
        raise FrontendRuntimeError(f"grid_sampler(): expected 4D or 5D input and grid with same number of "
                                   f"dimensions, but got input with sizes {list(a.shape)} and grid with sizes "
                                   f"{list(g.shape)}")
    if int(g.shape[0]) != int(a.shape[0]):
        raise FrontendRuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got input "
                                   f"with sizes {list(a.shape)} and grid with sizes {list(g.shape)}")
    if interpolation_mode == 2 and nd != 2:
        raise FrontendRuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    if interpolation_mode not in (0, 1, 2):
        raise FrontendRuntimeError(f"grid_sampler(): unknown interpolation mode {interpolation_mode}")
    if padding_mode not in (0, 1, 2):
        raise FrontendRuntimeError(f"grid_sampler(): unknown padding mode {padding_mode}")
    dt = dtype_of(a)
    gd = g if dtype_of(g) is dt else ivy.astype(g, dt._ivy)
    r = ivy.grid_sample(a, gd, mode=_MODES[interpolation_mode], padding_mode=_PADDINGS[padding_mode],
                        align_corners=bool(align_corners))
    return wrap(r if dtype_of(r) is dt else ivy.astype(r, dt._ivy))


def grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """``grid_sampler`` of a 4-d input."""
    return grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)


def grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """``grid_sampler`` of a 5-d input."""
    return grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)
