"""Spline paths for differentiable, continuous robot path planning.

A path is a polyharmonic spline through anchors: ``anchor_vals`` (``[..., N, PD]``, points in
the path's space: poses, joint angles) at ``anchor_points`` (``[..., N, D]``, the path
parameter, usually ``D = 1`` and values in [0, 1]). The spline is

    f(x) = sum_i w_i phi(|x - c_i|) + v_0 + sum_j v_j x_j,
    phi(r) = r^k (odd order k),  r^k log(r) (even order k),

with weights ``w`` and the affine part ``v`` solved so that ``f(c_i) = anchor_vals_i`` and
``sum_i w_i = 0``, ``sum_i w_i c_i = 0`` (the natural boundary conditions). In one dimension
at order 3 (the default) that is the natural cubic spline through the anchors (zero second
derivative at the end anchors); order 1 is the piecewise linear path.
"""

from __future__ import annotations

import ivy

from ._constants import float_dtype, native

__all__ = ["sample_spline_path"]

_TINY = {}  # ivy float dtype -> its smallest normal value (floor of squared distances)
# input signature (classes, dtypes, shapes, order) -> (dtype, cast c, cast f, cast x), for inputs that passed the checks
_PLANS: dict = {}
# (signature, device) -> the constant arrays of a call: the kernel's floor (0-d) and the system's ones and zeros
_CONSTS: dict = {}
_MAX_CACHED = 256  # signatures kept (cleared beyond: a program sampling ever new shapes does not grow them)


def _tiny(dtype):
    t = _TINY.get(dtype)
    if t is None:
        t = _TINY[dtype] = float(ivy.finfo(dtype).smallest_normal)
    return t


def _phi(r2, order, tiny):
    """The polyharmonic kernel of squared distances ``r2``: ``r^k`` or ``r^k log(r)``.

    Squared distances are floored at the dtype's smallest normal number (``tiny``, a 0-d array
    or a float), so the kernel and its gradient stay finite where a sample meets an anchor (the
    value there is ~1e-19 or smaller).
    """
    r2 = ivy.maximum(r2, tiny)
    if order % 2:
        return r2 ** (0.5 * order)
    return (0.5 * r2 ** (0.5 * order)) * ivy.log(r2)


def _sq_distances(x, c, ct, dims):
    """Squared distances ``[..., NX, NC]`` between the points ``x [..., NX, D]`` and ``c [..., NC, D]``
    (``ct``: ``c`` with its last two axes swapped)."""
    if dims == 1:
        d = x - ct
        return d * d
    d = ivy.expand_dims(x, axis=-2) - ivy.expand_dims(c, axis=-3)
    return ivy.sum(d * d, axis=-1)


def _check(anchor_points, anchor_vals, sample_points, order):
    for name, a in (("anchor_points", anchor_points), ("anchor_vals", anchor_vals),
                    ("sample_points", sample_points)):
        if not (ivy.is_native_array(a) or isinstance(a, ivy.Array)):
            raise ivy.InvalidArgumentError(
                f"sample_spline_path: {name} must be an array (native or ivy.Array), got {type(a).__name__}")
        if len(a.shape) < 2:
            raise ivy.ShapeError(
                f"sample_spline_path: {name} must have shape [batch_shape, num, dims] (at least 2-d), got "
                f"shape {tuple(a.shape)}; add a trailing axis for 1-d points (x[..., None])")
    n, dims = anchor_points.shape[-2:]
    if anchor_vals.shape[-2] != n:
        raise ivy.ShapeError(
            f"sample_spline_path: anchor_vals must have shape [batch_shape, num_anchors={n}, path_dim] to match "
            f"anchor_points {tuple(anchor_points.shape)}, got {tuple(anchor_vals.shape)}")
    if sample_points.shape[-1] != dims:
        raise ivy.ShapeError(
            f"sample_spline_path: sample_points must have shape [batch_shape, num_samples, {dims}] (the anchor "
            f"points' dimension), got {tuple(sample_points.shape)}")
    if n < dims + 1:
        raise ivy.ShapeError(
            f"sample_spline_path: a spline over {dims}-d points needs at least {dims + 1} anchors "
            f"(anchor_points [batch_shape, num_anchors >= {dims + 1}, {dims}]), got {n}")
    if isinstance(order, bool) or not isinstance(order, int) or order < 1:
        if not (isinstance(order, float) and order.is_integer() and order >= 1):
            raise ivy.InvalidArgumentError(f"sample_spline_path: order must be an integer >= 1, got {order!r}")


def sample_spline_path(anchor_points, anchor_vals, sample_points, order=3):
    """Sample the spline path through ``anchor_vals`` at ``anchor_points`` at ``sample_points``.

    A polyharmonic spline (see the module docstring): in 1-D at ``order=3`` the natural cubic
    spline through the anchors. Batch dimensions of the three arrays broadcast against each other
    (one set of anchor points can serve a batch of paths). Differentiable in all three arrays.

    Parameters
    ----------
    anchor_points
        Anchor locations (in [0, 1] by convention; any distinct values work, regular spacing is not
        needed) *[batch_shape, num_anchors, dims]* (``dims`` is 1 for a path).
    anchor_vals
        The path's values at the anchors, in path space *[batch_shape, num_anchors, path_dim]*.
    sample_points
        Where to sample the path *[batch_shape, num_samples, dims]*.
    order
        Order ``k`` of the polyharmonic kernel (``r^k``, or ``r^k log r`` for even ``k``); default 3.

    Returns
    -------
    ret
        The path at ``sample_points`` *[batch_shape, num_samples, path_dim]*, floating (integer
        input computes in float32), of the inputs' backend; an ``ivy.Array`` if any input is one.

    Examples
    --------
    >>> import ivy
    >>> from ivy_robot import sample_spline_path
    >>> t = ivy.asarray([[0.0], [0.5], [1.0]])
    >>> y = ivy.asarray([[0.0], [1.0], [0.0]])
    >>> path = sample_spline_path(t, y, ivy.asarray([[0.25], [0.5]]))
    >>> [round(v, 4) for v in ivy.to_list(path[:, 0])]
    [0.6875, 1.0]
    """
    c, w1 = native(anchor_points)
    f, w2 = native(anchor_vals)
    x, w3 = native(sample_points)
    try:  # the checks and dtype rules run once per signature of the inputs
        sig = (c.__class__, c.dtype, tuple(c.shape), f.__class__, f.dtype, tuple(f.shape),
               x.__class__, x.dtype, tuple(x.shape), order.__class__, order)
        plan = _PLANS.get(sig)
    except (AttributeError, TypeError):  # not an array, or an unhashable order: the checks say which
        sig = plan = None
    if plan is None:
        plan = _plan(anchor_points, anchor_vals, sample_points, order, c, f, x)
        if sig is not None:
            if len(_PLANS) >= _MAX_CACHED:
                _PLANS.clear()
            _PLANS[sig] = plan
    dtype, cast_c, cast_f, cast_x = plan
    if cast_c:
        c = ivy.astype(c, dtype)
    if cast_f:
        f = ivy.astype(f, dtype)
    if cast_x:
        x = ivy.astype(x, dtype)
    order = int(order)
    n, dims = c.shape[-2:]
    k = _constants(sig, c, f, x, dtype, dims)

    # the interpolation system [[A, B], [B^T, 0]] [w; v] = [f; 0]
    ct = ivy.swapaxes(c, -1, -2)  # [..., D, N]
    b = ivy.concat([c, k["ones_c"]], axis=-1)  # [..., N, D+1]
    a = _phi(_sq_distances(c, c, ct, dims), order, k["tiny"])  # [..., N, N]
    lhs = ivy.concat([ivy.concat([a, b], axis=-1), ivy.concat([ivy.swapaxes(b, -1, -2), k["zeros_bb"]], axis=-1)],
                     axis=-2)
    rhs = ivy.concat([f, k["zeros_f"]], axis=-2)
    wv = ivy.linalg.solve(lhs, rhs)  # [..., N+D+1, PD]

    # the path at the samples: kernel term plus affine term
    kernel = _phi(_sq_distances(x, c, ct, dims), order, k["tiny"])  # [..., NS, N]
    if kernel.shape[:-2] != x.shape[:-2]:  # the anchor points have batch dims the samples lack
        x = ivy.broadcast_to(x, tuple(kernel.shape[:-2]) + tuple(x.shape[-2:]))
    ones_x = k.get("ones_x")
    if ones_x is None:
        ones_x = ivy.ones_like(x[..., :1])
    xb = ivy.concat([kernel, x, ones_x], axis=-1)  # [..., NS, N+D+1]
    out = ivy.matmul(xb, wv)
    return ivy.Array(out) if (w1 or w2 or w3) else out


def _plan(anchor_points, anchor_vals, sample_points, order, c, f, x):
    """The checks of the inputs, and ``(dtype, cast c, cast f, cast x)``: the dtype computed in."""
    _check(anchor_points, anchor_vals, sample_points, order)
    dtype = ivy.result_type(float_dtype(c), float_dtype(f), float_dtype(x))
    return dtype, ivy.dtype(c) != dtype, ivy.dtype(f) != dtype, ivy.dtype(x) != dtype


def _constants(sig, c, f, x, dtype, dims):
    """The call's constant arrays on the inputs' backend and device, in ``dtype``: ``tiny`` (0-d,
    the kernel's floor), ``ones_c`` ``[..., N, 1]``, ``zeros_bb`` ``[..., D+1, D+1]``, ``zeros_f``
    ``[..., D+1, PD]`` and, where the samples' batch shape is theirs alone, ``ones_x``
    ``[..., NS, 1]``. Made once per signature and device; made on each call where a shape is not
    known (a symbolic TensorFlow dimension) or the arrays are symbolic (made inside a trace)."""
    key = None
    if sig is not None:
        key = (sig, ivy.dev(c))
        k = _CONSTS.get(key)
        if k is not None:
            return k
    backend = ivy.current_backend(c)
    cs, fs, xs = tuple(c.shape), tuple(f.shape), tuple(x.shape)
    if None in cs or None in fs or None in xs:
        ones_c = ivy.ones_like(c[..., :1])
        return {"tiny": _tiny(dtype), "ones_c": ones_c,
                "zeros_bb": ivy.zeros_like(ivy.concat([c, ones_c], axis=-1)[..., : dims + 1, :]),
                "zeros_f": ivy.zeros_like(f[..., : dims + 1, :])}
    dev = ivy.dev(c) if key is None else key[1]

    def make(fn, shape):
        return fn(shape, dtype=dtype, device=dev, backend=backend).data

    k = {"tiny": ivy.asarray(_tiny(dtype), dtype=dtype, device=dev, backend=backend).data,
         "ones_c": make(ivy.ones, cs[:-1] + (1,)),
         "zeros_bb": make(ivy.zeros, cs[:-2] + (dims + 1, dims + 1)),
         "zeros_f": make(ivy.zeros, fs[:-2] + (dims + 1, fs[-1]))}
    if len(xs) >= len(cs) and all(sc in (1, sx) for sc, sx in zip(cs[-3::-1], xs[-3::-1])):
        k["ones_x"] = make(ivy.ones, xs[:-1] + (1,))
    is_abstract = getattr(backend, "is_abstract", None)
    if key is not None and (is_abstract is None or not any(is_abstract(a) for a in k.values())):
        if len(_CONSTS) >= _MAX_CACHED:
            _CONSTS.clear()
        _CONSTS[key] = k
    return k
