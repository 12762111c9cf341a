"""General projective geometry: transforming co-ordinate images, inverting projection matrices, the DLT.

Conventions: a co-ordinate image is ``[batch_shape,image_shape,n]`` (``image_shape`` any number of
dimensions, ``[h,w]`` for an image, ``[num_points]`` for a point list); a transformation is
``[batch_shape,m,n]`` and acts on column vectors, ``x' = T x``. Batch shapes broadcast.
"""

from __future__ import annotations

import ivy

from . import _common as _c

__all__ = [
    "transform",
    "projection_matrix_pseudo_inverse",
    "projection_matrix_inverse",
    "solve_homogeneous_dlt",
]


def _transform(coords, trans, nb):
    """``trans @ coords`` for ``coords [cb, IS, n]`` (``nb`` leading batch dims), ``trans [tb, m, n]``."""
    cs = _c.shape_of(coords)
    ts = _c.shape_of(trans)
    cb, img, n = cs[:nb], cs[nb:-1], cs[-1]
    flat = ivy.reshape(coords, cb + (_c.prod(img), n))
    r = ivy.matmul(flat, ivy.matrix_transpose(trans))
    return ivy.reshape(r, _c.shape_of(r)[:-2] + img + (ts[-2],))


def _affine(coords, mat, nb):
    """``mat[..., :3] @ x + mat[..., 3]`` for 3-vectors ``x`` (``mat [tb,m,4]``): a homogeneous
    transform of non-homogeneous co-ordinates, without concatenating ones."""
    cs = _c.shape_of(coords)
    cb, img = cs[:nb], cs[nb:-1]
    flat = ivy.reshape(coords, cb + (_c.prod(img), 3))
    r = ivy.matmul(flat, ivy.matrix_transpose(mat[..., 0:3])) + ivy.expand_dims(mat[..., 3], axis=-2)
    return ivy.reshape(r, _c.shape_of(r)[:-2] + img + (_c.shape_of(mat)[-2],))


def _apply(fn, coords, cname, mat, mname, batch_shape, image_shape, homogeneous_in=True):
    """Shared body of the functions applying a ``[batch_shape,m,n]`` matrix to a co-ordinate image:
    checks, then ``mat @ x`` (``x`` may also be given without its homogeneous 1 where ``n`` is 4)."""
    cs = _c.shape_of(coords)
    ms = _c.shape_of(mat)
    if len(ms) < 2:
        _c.fail(fn, mname, ms, "[batch_shape,m,n]")
    n = ms[-1]
    accepted = (n, n - 1) if (homogeneous_in and n == 4) else (n,)
    if not cs or cs[-1] not in accepted:
        want = " or ".join(str(a) for a in accepted)
        _c.fail(fn, cname, cs, f"[batch_shape,image_shape,{want}] (to fit {mname} {_c.fmt(ms)})")
    nb = len(ms) - 2 if batch_shape is None else len(batch_shape)
    if image_shape is not None:
        nb = len(cs) - 1 - len(image_shape)
    if nb < 0 or nb > len(cs) - 1:
        _c.fail(fn, cname, cs, f"[batch_shape,image_shape,{n}] with batch_shape {_c.fmt(ms[:-2])}")
    _c.broadcast_batch(fn, cname, cs[:nb], mname, ms[:-2])
    if cs[-1] == n:
        return _transform(coords, mat, nb)
    return _affine(coords, mat, nb)


def transform(coords, trans, batch_shape=None, image_shape=None):
    """Transform an image of ``n``-dimensional co-ordinates by the matrices ``trans``:
    ``x' = T x`` at every pixel.

    ``coords`` ``[batch_shape,image_shape,n]``, ``trans`` ``[batch_shape,m,n]``, result
    ``[batch_shape,image_shape,m]``. ``batch_shape`` is ``trans.shape[:-2]`` when None,
    ``image_shape`` the dimensions of ``coords`` between the batch and the last.

    >>> import numpy as np, ivy_vision
    >>> pts = np.ones((4, 5, 3), np.float32)                  # a 4x5 image of 3-vectors
    >>> ivy_vision.transform(pts, 2 * np.eye(3, dtype=np.float32)).shape
    (4, 5, 3)
    """
    w, (coords, trans) = _c.prep("transform", coords, trans)
    return _c.ret(w, _apply("transform", coords, "coords", trans, "trans", batch_shape, image_shape, False))


def projection_matrix_pseudo_inverse(proj_mat, batch_shape=None):
    """The right pseudo-inverse ``P^+ = P^T (P P^T)^-1`` (``[batch_shape,4,3]``) of full-rank
    projection matrices ``P`` ``[batch_shape,3,4]``: ``P P^+ = I``.

    >>> import numpy as np, ivy_vision
    >>> P = np.array([[1., 0, 0, 1], [0, 1, 0, 2], [0, 0, 1, 3]])
    >>> np.allclose(P @ ivy_vision.projection_matrix_pseudo_inverse(P), np.eye(3))
    True
    """
    w, (p,) = _c.prep("projection_matrix_pseudo_inverse", proj_mat)
    _c.check_mat("projection_matrix_pseudo_inverse", "proj_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    pt = ivy.matrix_transpose(p)
    return _c.ret(w, ivy.matmul(pt, ivy.inv(ivy.matmul(p, pt))))


def projection_matrix_inverse(proj_mat):
    """The inverse ``[R^-1 | -R^-1 t]`` (``[batch_shape,3,4]``) of affine transformations
    ``[R | t]`` (``[batch_shape,3,4]``, e.g. extrinsic matrices): ``x = R^-1 (y - t)``.

    >>> import numpy as np, ivy_vision
    >>> E = np.array([[0., -1, 0, 1], [1, 0, 0, 2], [0, 0, 1, 3]])
    >>> ivy_vision.projection_matrix_inverse(E)[:, 3]
    array([-2.,  1., -3.])
    """
    w, (p,) = _c.prep("projection_matrix_inverse", proj_mat)
    _c.check_mat("projection_matrix_inverse", "proj_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    r_inv = ivy.inv(p[..., 0:3])
    t_inv = -ivy.matmul(r_inv, p[..., 3:4])
    return _c.ret(w, ivy.concat((r_inv, t_inv), axis=-1))


def solve_homogeneous_dlt(A):
    """Solve ``A x = 0`` for a unit vector ``x`` by the homogeneous DLT (Hartley & Zisserman,
    section 4.1): the right singular vector of ``A`` with the smallest singular value.

    ``A`` ``[batch_shape,r,d]`` (``r >= d - 1``), result ``[batch_shape,d]`` (its sign is arbitrary).

    >>> import numpy as np, ivy_vision
    >>> A = np.array([[1., 0, -1], [0, 1, -2]])               # x = z, y = 2z
    >>> x = ivy_vision.solve_homogeneous_dlt(A)
    >>> np.allclose(x / x[2], [1, 2, 1])
    True
    """
    w, (a,) = _c.prep("solve_homogeneous_dlt", A)
    if len(_c.shape_of(a)) < 2:
        _c.fail("solve_homogeneous_dlt", "A", _c.shape_of(a), "[batch_shape,r,d]")
    vh = ivy.svd(a, full_matrices=True)[2]
    return _c.ret(w, vh[..., -1, :])
