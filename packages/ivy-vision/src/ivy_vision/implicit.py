"""Implicit (NeRF-style) rendering: pixel sampling, stratified sampling along rays, termination
probabilities from volume densities, and rendering features and depth through a network.

Along a ray with samples at distances ``t_i`` (``delta_i = t_{i+1} - t_i``, the last one 1e10),
densities ``sigma_i`` give the occupancy ``alpha_i = 1 - exp(-sigma_i delta_i)`` and the termination
probability ``w_i = alpha_i T_i`` with the transmittance ``T_i = exp(-sum_{j<i} sigma_j delta_j)``;
a ray renders ``sum_i w_i f_i`` (Mildenhall et al., NeRF, eq. 3).
"""

from __future__ import annotations

import math

import ivy
import ivy_mech

from . import _common as _c
from . import single_view_geometry as _svg

__all__ = [
    "downsampled_image_dims_from_desired_num_pixels",
    "create_sampled_pixel_coords_image",
    "sample_images",
    "sampled_volume_density_to_occupancy_probability",
    "ray_termination_probabilities",
    "stratified_sample",
    "render_rays_via_termination_probabilities",
    "render_implicit_features_and_depth",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


def downsampled_image_dims_from_desired_num_pixels(image_dims, num_pixels, maximum=False):
    """Image dimensions ``[h', w']`` keeping ``image_dims``' aspect ratio with about ``num_pixels``
    pixels (rounded; with ``maximum`` rounded down, so ``h' w' <= num_pixels``), and ``h' w'``.

    >>> import ivy_vision
    >>> ivy_vision.downsampled_image_dims_from_desired_num_pixels((480, 640), 1200)
    ([30, 40], 1200)
    """
    h, w = _c.dims_list("downsampled_image_dims_from_desired_num_pixels", "image_dims", image_dims, 2)
    to_int = math.floor if maximum else round
    ratio = w / h
    new_h = (num_pixels / ratio) ** 0.5
    dims = [int(to_int(new_h)), int(to_int(new_h * ratio))]
    return dims, dims[0] * dims[1]


def create_sampled_pixel_coords_image(image_dims, samples_per_dim, batch_shape=None, normalized=False,
                                      randomize=True, homogeneous=False, device=None, *, dtype=None, seed=None):
    """Integer pixel co-ordinates ``(x, y)`` (as floats) of one pixel in each cell of a
    ``samples_per_dim`` ``(sh, sw)`` grid over an image of ``image_dims`` ``(h, w)``: the cell's centre
    pixel, or with ``randomize`` a uniformly random pixel near it (within the cell),
    ``[batch_shape,sh,sw,2]`` (``3`` with ``homogeneous``; ``normalized`` divides by ``(w, h)``).
    A creation function: an ``ivy.Array`` on the current backend.

    >>> import ivy_vision
    >>> ivy_vision.create_sampled_pixel_coords_image((6, 6), (2, 2), randomize=False)[1, 1]
    ivy.array([4., 4.], dtype=float32, backend=numpy)
    """
    fn = "create_sampled_pixel_coords_image"
    h, w = _c.dims_list(fn, "image_dims", image_dims, 2)
    sh, sw = _c.dims_list(fn, "samples_per_dim", samples_per_dim, 2)
    bs = () if batch_shape is None else tuple(_c.dims_list(fn, "batch_shape", batch_shape, None))
    b = ivy.current_backend()
    dt = ivy.default_float_dtype() if dtype is None else dtype
    cell = ivy.asarray([w / sw, h / sh], dtype=dt, device=device, backend=b)._data
    grid = _svg._uniform(b, dt, device, sh, sw, False, False)
    pc = grid * cell + cell / 2 - 0.5
    if randomize:
        u = ivy.random_uniform(low=-0.5, high=0.5, shape=bs + (sh, sw, 2), dtype=dt, device=device, seed=seed,
                               backend=b)._data
        pc = pc + u * cell
    elif bs:
        pc = ivy.broadcast_to(pc, bs + (sh, sw, 2))
    top = ivy.asarray([w - 1.0, h - 1.0], dtype=dt, device=device, backend=b)._data
    pc = ivy.minimum(ivy.maximum(ivy.round(pc), 0.0), top)
    if normalized:
        pc = pc / ivy.asarray([float(w), float(h)], dtype=dt, device=device, backend=b)._data
    if homogeneous:
        pc = ivy_mech.make_coordinates_homogeneous(pc)
    return ivy.Array(pc)


def sample_images(list_of_images, num_pixels, batch_shape=None, image_dims=None, device=None, *, seed=None):
    """Sample aligned images (each ``[batch_shape,h,w,d_i]``) at the same pixels: about ``num_pixels``
    pixels, one at random within each cell of a grid of the images' aspect ratio
    (:func:`create_sampled_pixel_coords_image`). Returns a list of ``[batch_shape,n,d_i]`` with ``n``
    the grid's size (:func:`downsampled_image_dims_from_desired_num_pixels`).

    >>> import numpy as np, ivy_vision
    >>> rgb, depth = np.random.rand(2, 8, 8, 3), np.random.rand(2, 8, 8, 1)
    >>> [s.shape for s in ivy_vision.sample_images([rgb, depth], 16)]
    [(2, 16, 3), (2, 16, 1)]
    """
    fn = "sample_images"
    images = list(list_of_images)
    if not images:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: give at least one image")
    w, imgs = _c.prep(fn, *images)
    s0 = _c.shape_of(imgs[0])
    _c.check_image(fn, "list_of_images[0]", s0, None, "[batch_shape,h,w,d]")
    bs = _c.batch_of(fn, "list_of_images[0]", s0, 3, batch_shape, "[batch_shape,h,w,d]")
    hw = tuple(s0[-3:-1]) if image_dims is None else tuple(_c.dims_list(fn, "image_dims", image_dims, 2))
    for i, im in enumerate(imgs):
        s = _c.shape_of(im)
        if len(s) != len(s0) or tuple(s[:-1]) != bs + hw:
            _c.fail(fn, f"list_of_images[{i}]", s, f"{_c.fmt(bs + hw)[:-1]},d]")
    (sh, sw), n = downsampled_image_dims_from_desired_num_pixels(hw, num_pixels)
    ref = imgs[0]
    b = _c.backend_of(ref)
    with ivy.using_backend(b.name):
        pc = create_sampled_pixel_coords_image(hw, (sh, sw), bs, device=_c.cdev(ref), seed=seed)._data
    q = ivy.astype(pc, ivy.int64, copy=False)
    # BS x n: flat pixel indices into each image
    pix = ivy.reshape(q[..., 1] * hw[1] + q[..., 0], bs + (n,))
    nbatch = _c.prod(bs)
    idx = ivy.reshape(pix + ivy.reshape(ivy.arange(nbatch, device=_c.cdev(ref), backend=b)._data * (hw[0] * hw[1]),
                                        bs + (1,)), (nbatch * n,))
    out = []
    for im in imgs:
        d = _c.shape_of(im)[-1]
        flat = ivy.reshape(im, (nbatch * hw[0] * hw[1], d))
        out.append(_c.on_device(ivy.reshape(ivy.take(flat, idx, axis=0), bs + (n, d)), device))
    return _c.ret(w, out)


def sampled_volume_density_to_occupancy_probability(density, inter_sample_distance):
    """The probability ``1 - exp(-sigma delta)`` that a ray stops within a sample's interval of
    length ``delta`` (``[batch_shape]``) of density ``sigma`` (``[batch_shape]``).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sampled_volume_density_to_occupancy_probability(np.array([0., np.log(2)]), np.ones(2))
    array([0. , 0.5])
    """
    w, (s, d) = _c.prep("sampled_volume_density_to_occupancy_probability", density, inter_sample_distance)
    return _c.ret(w, -ivy.expm1(-s * d))


def ray_termination_probabilities(density, inter_sample_distance):
    """The probabilities ``w_i = (1 - exp(-sigma_i delta_i)) exp(-sum_{j<i} sigma_j delta_j)`` that a ray
    stops at each sample: ``density`` and ``inter_sample_distance`` ``[batch_shape,num_samples_per_ray]``,
    result ``[batch_shape,num_samples_per_ray]`` (exact transmittance, no epsilon).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.ray_termination_probabilities(np.full((1, 2), np.log(2)), np.ones((1, 2)))
    array([[0.5 , 0.25]])
    """
    fn = "ray_termination_probabilities"
    w, (s, d) = _c.prep(fn, density, inter_sample_distance)
    if not _c.shape_of(s):
        _c.fail(fn, "density", _c.shape_of(s), "[batch_shape,num_samples_per_ray]")
    sd = s * d
    trans = ivy.exp(-ivy.cumsum(sd, axis=-1, exclusive=True))
    return _c.ret(w, -ivy.expm1(-sd) * trans)


def stratified_sample(starts, ends, num_samples, batch_shape=None, *, seed=None):
    """Stratified samples between ``starts`` and ``ends`` (``[batch_shape]``): the range cut into
    ``num_samples`` equal bins, one uniform sample in each, in order: ``[batch_shape,num_samples]``.

    >>> import numpy as np, ivy_vision
    >>> s = ivy_vision.stratified_sample(np.zeros(2), np.full(2, 4.), 4, seed=0)
    >>> s.shape, bool(((s >= [0, 1, 2, 3]) & (s < [1, 2, 3, 4])).all())
    ((2, 4), True)
    """
    fn = "stratified_sample"
    w, (a, z) = _c.prep(fn, starts, ends)
    bs = _c.broadcast_batch(fn, "starts", _c.shape_of(a), "ends", _c.shape_of(z))
    if batch_shape is not None and tuple(batch_shape) != bs:
        _c.fail(fn, "starts", _c.shape_of(a), _c.fmt(tuple(batch_shape)))
    n = int(num_samples)
    if n < 1:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: num_samples must be >= 1, got {num_samples}")
    dt = _c.float_dtype_of(a)
    a = ivy.astype(a, dt) if ivy.dtype(a) != dt else a
    step = ivy.expand_dims((z - a) / n, axis=-1)
    k = ivy.arange(n, dtype=dt, device=_c.cdev(a), backend=_c.backend_of(a))._data
    u = ivy.random_uniform(shape=bs + (n,), dtype=dt, device=_c.cdev(a), seed=seed, backend=_c.backend_of(a))._data
    return _c.ret(w, ivy.expand_dims(a, axis=-1) + (k + u) * step)


def render_rays_via_termination_probabilities(ray_term_probs, features, render_variance=False):
    """Render features along rays: ``sum_i w_i f_i`` ``[batch_shape,feat_dim]`` from the termination
    probabilities ``w`` ``[batch_shape,num_samples_per_ray]`` and the features at the samples
    ``[batch_shape,num_samples_per_ray,feat_dim]``; with ``render_variance`` also the variance
    ``sum_i w_i (f_i - mean)^2`` ``[batch_shape,feat_dim]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.render_rays_via_termination_probabilities(np.array([0.5, 0.5]), np.array([[1.], [3.]]), True)
    (array([2.]), array([1.]))
    """
    fn = "render_rays_via_termination_probabilities"
    w, (p, f) = _c.prep(fn, ray_term_probs, features)
    ps, fs = _c.shape_of(p), _c.shape_of(f)
    if len(fs) < 2 or not ps or fs[-2] != ps[-1]:
        _c.fail(fn, "features", fs, f"[batch_shape,{ps[-1] if ps else 'num_samples_per_ray'},feat_dim]")
    pe = ivy.expand_dims(p, axis=-1)
    mean = ivy.sum(pe * f, axis=-2)
    if not render_variance:
        return _c.ret(w, mean)
    dev = f - ivy.expand_dims(mean, axis=-2)
    return _c.ret(w, (mean, ivy.sum(pe * dev * dev, axis=-2)))


def render_implicit_features_and_depth(network_fn, rays_o, rays_d, near, far, samples_per_ray, timestamps=None,
                                       render_depth=True, render_feats=True, render_variance=False,
                                       inter_feat_fn=None, v=None, *, seed=None):
    """Render features and depth along rays through an implicit model.

    ``rays_o`` ``[batch_shape,3]`` (each batch's ray origin, the camera centre), ``rays_d``
    ``[batch_shape,ray_batch_shape,3]`` (directions; depth is measured in their units), ``near`` and
    ``far`` ``[batch_shape,ray_batch_shape]``. Each ray is sampled at ``samples_per_ray`` stratified
    distances; ``network_fn(points, features, timestamps, v=v)`` gets the points
    ``[batch_shape,prod(ray_batch_shape),samples_per_ray,3]`` (and ``inter_feat_fn(points)``'s features,
    or None) and returns ``(features [..., feat_dim], densities)`` for them (any shape that reshapes
    to ``[batch_shape,ray_batch_shape,samples_per_ray,...]``).

    Returns, in this order and as chosen: the rendered features ``[batch_shape,ray_batch_shape,feat_dim]``
    (clipped to [0, 1], as colours), their variance, the depth ``[batch_shape,ray_batch_shape,1]`` and
    its variance.

    >>> import numpy as np, ivy_vision
    >>> def wall(pts, feats, t, v=None):                      # a solid wall at distance 2
    ...     return np.ones(pts.shape[:-1] + (3,)), np.where(pts[..., 2] > 2, 1e3, 0.)
    >>> rgb, depth = ivy_vision.render_implicit_features_and_depth(
    ...     wall, np.zeros(3), np.array([[0., 0., 1.]]), np.array([1.]), np.array([3.]), 64, seed=0)
    >>> rgb.round(3), abs(float(depth[0, 0]) - 2) < 0.05
    (array([[1., 1., 1.]]), True)
    """
    fn = "render_implicit_features_and_depth"
    w, (o, d, nr, fr) = _c.prep(fn, rays_o, rays_d, near, far)
    os_, ds = _c.shape_of(o), _c.shape_of(d)
    _c.check_last(fn, "rays_o", os_, (3,), "[batch_shape,3]")
    bs = os_[:-1]
    nb = len(bs)
    if len(ds) < nb + 1 or ds[-1] != 3 or tuple(ds[:nb]) != bs:
        _c.fail(fn, "rays_d", ds, f"{_c.fmt(bs)[:-1]}{',' if bs else ''}ray_batch_shape,3]")
    rbs = tuple(ds[nb:-1])
    total = bs + rbs
    for name, x in (("near", nr), ("far", fr)):
        if _c.shape_of(x) != total:
            _c.fail(fn, name, _c.shape_of(x), _c.fmt(total))
    n = int(samples_per_ray)
    # BS x RBS x SPR
    z = stratified_sample(nr, fr, n, seed=seed)
    # BS x RBS x SPR x 3
    origin = ivy.reshape(o, bs + (1,) * (len(rbs) + 1) + (3,))
    pts = origin + ivy.expand_dims(d, axis=-2) * ivy.expand_dims(z, axis=-1)
    flat_shape = bs + (_c.prod(rbs), n, 3)
    pts_flat = ivy.reshape(pts, flat_shape)
    feats_in = None
    if inter_feat_fn is not None:
        fi = inter_feat_fn(pts)
        feats_in = ivy.reshape(fi, bs + (_c.prod(rbs), n, -1))
    feat, density = network_fn(pts_flat, feats_in, timestamps, v=v)
    _w, (feat, density, _) = _c.prep(fn, feat, density, pts_flat)   # (a network may answer in NumPy)
    density = ivy.reshape(density, total + (n,))
    delta = ivy.concat((z[..., 1:] - z[..., :-1], ivy.full_like(z[..., 0:1], 1e10)), axis=-1)
    probs = ray_termination_probabilities(density, delta)
    out = []
    if render_feats:
        feat = ivy.reshape(feat, total + (n, -1))
        r = render_rays_via_termination_probabilities(probs, feat, render_variance)
        if render_variance:
            out += [ivy.clip(r[0], 0.0, 1.0), r[1]]
        else:
            out.append(ivy.clip(r, 0.0, 1.0))
    if render_depth:
        r = render_rays_via_termination_probabilities(probs, ivy.expand_dims(z, axis=-1), render_variance)
        out += list(r) if render_variance else [r]
    return _c.ret(w, tuple(out))
