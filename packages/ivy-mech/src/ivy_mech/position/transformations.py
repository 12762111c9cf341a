"""Homogeneous coordinates and transformations.

Homogeneous coordinates append a 1 to points (``[batch_shape, d] -> [batch_shape, d + 1]``);
a homogeneous transformation appends the row ``[0, ..., 0, 1]`` to an affine matrix
``[R | t]`` (``[batch_shape, n, n + 1] -> [batch_shape, n + 1, n + 1]``), so that
``T @ [p, 1] = [R p + t, 1]`` and transformations compose by matrix products.
"""

from __future__ import annotations

import ivy

from .. import _base

__all__ = ["make_coordinates_homogeneous", "make_transformation_homogeneous"]


def make_coordinates_homogeneous(coords, batch_shape=None):
    """Append ones to coordinates to make them homogeneous.

    Parameters
    ----------
    coords
        Array of non-homogeneous co-ordinates *[batch_shape,d]*
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.

    Returns
    -------
    ret
        Array of Homogeneous co-ordinates *[batch_shape,d+1]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.make_coordinates_homogeneous(np.array([[1.0, 2.0, 3.0]]))
    array([[1., 2., 3., 1.]])
    """
    x, w = _base.native(coords, "coords")
    s = x.shape
    if len(s) < 1:
        raise _base.shape_error("coords", "[batch_shape, d]", s)
    _base.check_batch_shape(batch_shape, s[:-1], "coords")
    return _base.out(ivy.concat([x, ivy.ones_like(x[..., 0:1])], axis=-1), w)


def make_transformation_homogeneous(matrices, batch_shape=None, device=None):
    """Append the row ``[0, ..., 0, 1]`` to affine matrices ``[R | t]`` (3x4, or any n x (n+1))
    to make them homogeneous.

    Parameters
    ----------
    matrices
        Non-homogeneous matrices *[batch_shape,3,4]* (or *[batch_shape,n,n+1]*)
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Homogeneous matrices *[batch_shape,4,4]* (*[batch_shape,n+1,n+1]*)

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.make_transformation_homogeneous(np.array([[1.0, 0, 0, 5], [0, 1, 0, 6], [0, 0, 1, 7]]))
    array([[1., 0., 0., 5.],
           [0., 1., 0., 6.],
           [0., 0., 1., 7.],
           [0., 0., 0., 1.]])
    """
    x, w = _base.native(matrices, "matrices")
    s = x.shape
    if len(s) < 2 or s[-1] != s[-2] + 1:
        raise _base.shape_error("matrices", "[batch_shape, n, n + 1] (e.g. [batch_shape, 3, 4])", s)
    _base.check_batch_shape(batch_shape, s[:-2], "matrices")
    last = x[..., 0:1, :]
    row = ivy.concat([ivy.zeros_like(last[..., :-1]), ivy.ones_like(last[..., -1:])], axis=-1)
    return _base.out(_base.on_device(ivy.concat([x, row], axis=-2), device), w)
