"""Conversions between cartesian and spherical polar coordinates.

Cartesian coordinates are ``[x, y, z]``; spherical polar coordinates ``[phi, theta, r]``: the
azimuth ``phi`` from +x towards +y (in [-pi, pi]), the polar angle ``theta`` from +z (in
[0, pi]) and the radius ``r >= 0``, so ``x = r sin(theta) cos(phi)``,
``y = r sin(theta) sin(phi)``, ``z = r cos(theta)``. Shapes take any leading batch dimensions.
"""

from __future__ import annotations

import ivy

from .. import _base

__all__ = ["cartesian_to_polar_coords", "polar_to_cartesian_coords"]


def polar_to_cartesian_coords(polar_coords):
    """Convert spherical polar coordinates ``[phi, theta, r]`` to cartesian ``[x, y, z]``.

    Parameters
    ----------
    polar_coords
        Spherical polar co-ordinates *[batch_shape,3]*

    Returns
    -------
    ret
        Cartesian co-ordinates *[batch_shape,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.polar_to_cartesian_coords(np.array([np.pi / 2, np.pi / 2, 2.0])).round(4) + 0.0
    array([0., 2., 0.])
    """
    x, w = _base.vec(polar_coords, "polar_coords", 3, "[batch_shape, 3] ([phi, theta, r])")
    sp, st = ivy.unstack(ivy.sin(x[..., 0:2]), axis=-1)
    cp, ct = ivy.unstack(ivy.cos(x[..., 0:2]), axis=-1)
    r = x[..., 2]
    rst = r * st
    return _base.out(ivy.stack([rst * cp, rst * sp, r * ct], axis=-1), w)


def cartesian_to_polar_coords(cartesian_coords):
    """Convert cartesian coordinates ``[x, y, z]`` to spherical polar ``[phi, theta, r]``.

    ``phi = atan2(y, x)``, ``theta = atan2(hypot(x, y), z)`` (accurate near the poles, where
    ``acos(z / r)`` is not), ``r = |[x, y, z]|``; the origin gives ``[0, 0, 0]``.

    Parameters
    ----------
    cartesian_coords
        Cartesian co-ordinates *[batch_shape,3]*

    Returns
    -------
    ret
        Spherical polar co-ordinates *[batch_shape,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.cartesian_to_polar_coords(np.array([0.0, 2.0, 0.0])).round(4)
    array([1.5708, 1.5708, 2.    ])
    """
    c, w = _base.vec(cartesian_coords, "cartesian_coords", 3, "[batch_shape, 3] ([x, y, z])")
    x, y, z = ivy.unstack(c, axis=-1)
    rho = ivy.hypot(x, y)
    return _base.out(ivy.stack([ivy.atan2(y, x), ivy.atan2(rho, z), ivy.hypot(rho, z)], axis=-1), w)
