"""Normalization functions (Ivy's superset): layer_norm, batch_norm, instance_norm, group_norm.

Rules (the same on every backend):

- Integer and bool input gives float32; floating input keeps its dtype; complex raises.
- float16/bfloat16 input is computed in float32 and the result rounded (``api(half_in_float32=
  True)``), on every backend: a float16 mean over 3000 values stalls, and ``x - mean`` of
  values near 1000 loses all but a few bits.
- ``data_format`` is ``"NSC"`` (channels last, the default: ``(N, *S, C)``) or ``"NCS"``
  (channels first: ``(N, C, *S)``), any number of spatial dimensions ``S``.
- ``layer_norm``: mean and (biased) variance over the axes ``normalized_idxs``; the result
  is ``((x - mean) / sqrt(var + eps) * scale + offset) * new_std`` (``scale``/``offset``
  broadcast against ``x``; each is skipped when ``None``).
- ``batch_norm`` and ``instance_norm`` return ``(normalized, running_mean, running_var)``.
  With ``training=False`` they normalize with ``mean``/``variance`` (shape ``(C,)``) and
  return them unchanged; with ``training=True`` they use the statistics of ``x`` (over
  ``N`` and ``S`` for batch norm, over ``S`` per sample for instance norm) and return
  ``(1 - momentum) * running + momentum * batch_stat``, the variance taken unbiased
  (``n / (n - 1)``) for the running value, as torch does (instance norm averages the
  per-sample statistics over ``N``).
- ``group_norm``: ``C`` channels in ``num_groups`` groups, statistics per sample and group
  over the group's channels and ``S``; ``scale``/``offset`` have shape ``(C,)``.
"""

from __future__ import annotations

from .._dispatch import api, composition
from ..autodiff import stop_gradient
from ..errors import InvalidArgumentError, ShapeError
from . import _nn_impl as _nn


@api(half_in_float32=True)
def layer_norm(x: Array, normalized_idxs: int | list[int] | tuple[int, ...], /, *, scale: Array | None = None, offset: Array | None = None, eps: float = 1e-05, new_std: float = 1.0) -> Array:  # noqa: E501
    """Layer normalization over the axes ``normalized_idxs``.

    >>> ivy.layer_norm(ivy.asarray([[1.0, 3.0]]), [1], eps=0.0)
    ivy.array([[-1.,  1.]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def batch_norm(x: Array, mean: Array, variance: Array, /, *, offset: Array | None = None, scale: Array | None = None, training: bool = False, eps: float = 1e-5, momentum: float = 1e-1, data_format: str = "NSC") -> tuple[Array, Array, Array]:  # noqa: E501
    """Batch normalization; returns ``(normalized, running_mean, running_var)``.

    With ``training=True`` the batch statistics normalize ``x`` and update the running ones,
    which are state: gradients reach them from ``mean``/``variance`` but not from ``x`` (as in
    torch and Keras).

    >>> y, m, v = ivy.batch_norm(ivy.asarray([[1.0], [3.0]]), ivy.zeros(1), ivy.ones(1), training=True, eps=0.0)
    >>> y
    ivy.array([[-1.],
           [ 1.]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def instance_norm(x: Array, mean: Array, variance: Array, /, *, offset: Array | None = None, scale: Array | None = None, training: bool = False, eps: float = 1e-5, momentum: float = 1e-1, data_format: str = "NSC") -> tuple[Array, Array, Array]:  # noqa: E501
    """Instance normalization; returns ``(normalized, running_mean, running_var)``.

    With ``training=True`` the batch statistics normalize ``x`` and update the running ones,
    which are state: gradients reach them from ``mean``/``variance`` but not from ``x`` (as in
    torch and Keras).

    >>> y, m, v = ivy.instance_norm(ivy.asarray([[[1.0], [3.0]]]), ivy.zeros(1), ivy.ones(1), training=True, eps=0.0)
    >>> y[0, :, 0]
    ivy.array([-1.,  1.], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def group_norm(x: Array, num_groups: int = 1, /, *, offset: Array | None = None, scale: Array | None = None, eps: float = 1e-5, data_format: str = "NSC") -> Array:  # noqa: E501
    """Group normalization of ``C`` channels in ``num_groups`` groups.

    >>> ivy.group_norm(ivy.asarray([[[1.0, 3.0]]]), 1, eps=0.0)
    ivy.array([[[-1.,  1.]]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def l1_normalize(x: Array, /, *, axis: int | tuple[int, ...] | None = None) -> Array:
    """``x`` divided by its L1 norm over ``axis`` (``None``: the whole array), the norm at least
    ``1e-12`` (torch.nn.functional.normalize with ``p=1``).

    >>> ivy.l1_normalize(ivy.asarray([[1.0, 3.0], [2.0, -2.0]]), axis=1)
    ivy.array([[ 0.25,  0.75],
               [ 0.5 , -0.5 ]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def l2_normalize(x: Array, /, *, axis: int | None = None) -> Array:
    """``x`` divided by its L2 norm over ``axis`` (``None``: the whole array), the norm at least
    ``1e-12`` (torch.nn.functional.normalize).

    >>> ivy.l2_normalize(ivy.asarray([[3.0, 4.0], [0.0, 0.0]]), axis=1)
    ivy.array([[0.6, 0.8],
               [0. , 0. ]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def lp_normalize(x: Array, /, *, p: float = 2, axis: int | None = None) -> Array:
    """``x`` divided by its ``p``-norm over ``axis`` (``None``: the whole array), the norm at
    least ``1e-12`` (torch.nn.functional.normalize; ``p`` may be ``inf``).

    >>> ivy.lp_normalize(ivy.asarray([1.0, -4.0, 2.0]), p=float("inf"))
    ivy.array([ 0.25, -1.  ,  0.5 ], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def local_response_norm(x: Array, size: int, /, *, bias: float = 1.0, alpha: float = 1.0, beta: float = 0.5,
                        average: bool = False, data_format: str = "NHWC") -> Array:
    """Local response normalization across channels (torch's definition):
    ``x_c / (bias + alpha * s_c) ** beta`` where ``s_c`` sums ``x_c'**2`` over the ``size``
    channels ``c - size//2 ... c + (size-1)//2`` (those that exist), divided by ``size`` when
    ``average`` (``average=True`` is torch's ``local_response_norm``). The channels are the last
    axis (``"NHWC"``) or axis 1 (``"NCHW"``) of an array of at least 3 dimensions.

    >>> ivy.local_response_norm(ivy.asarray([[[[1.0, 2.0, 2.0]]]]), 3, alpha=1.0, beta=1.0, bias=0.0)
    ivy.array([[[[0.2       , 0.22222222, 0.25      ]]]], dtype=float32, backend=numpy)
    """


# ---------------------------------------------------------------- compositions


def _check_format(data_format, fn):
    if data_format not in ("NSC", "NCS"):
        raise InvalidArgumentError(f"ivy.{fn}: data_format must be 'NSC' or 'NCS'; got {data_format!r}")


def _cast_like(xp, a, x):
    if a is None or a.__class__ in (int, float):  # a Python scalar combines in x's dtype
        return a
    return a if xp.dtype_of(a) == xp.dtype_of(x) else xp.astype(a, xp.dtype_of(x))


@composition("layer_norm")
def _layer_norm(xp, x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    x = _nn.floating(xp, x, "layer_norm")
    axes = _nn.norm_axes(normalized_idxs, len(xp.shape(x)), "layer_norm")
    mean = xp.mean(x, axis=axes, keepdims=True)
    c = xp.subtract(x, mean)
    var = xp.mean(xp.multiply(c, c), axis=axes, keepdims=True)
    y = xp.divide(c, xp.sqrt(xp.add(var, eps)))
    if scale is not None:
        y = xp.multiply(y, _cast_like(xp, scale, y))
    if offset is not None:
        y = xp.add(y, _cast_like(xp, offset, y))
    if new_std != 1:
        y = xp.multiply(y, new_std)
    return y


def _to_nsc(xp, x, data_format):
    nd = len(xp.shape(x))
    if data_format == "NCS" and nd > 2:
        return xp.permute_dims(x, (0, *range(2, nd), 1))
    return x


def _from_nsc(xp, y, data_format):
    nd = len(xp.shape(y))
    if data_format == "NCS" and nd > 2:
        return xp.permute_dims(y, (0, nd - 1, *range(1, nd - 1)))
    return y


def _normalize(xp, x, mean, var, scale, offset, eps):
    inv = xp.divide(1.0, xp.sqrt(xp.add(var, eps)))
    if scale is not None:
        inv = xp.multiply(inv, scale)
    y = xp.multiply(xp.subtract(x, mean), inv)
    if offset is not None:
        y = xp.add(y, offset)
    return y


def _state(xp, a):
    """A batch statistic cut from the gradient before it updates the running statistics, which
    are state (as in torch and Keras): no gradient flows from them back to ``x``."""
    return stop_gradient(a, preserve_type=False)  # (the identity on a backend without autodiff)


@composition("batch_norm")
def _batch_norm(xp, x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
                data_format="NSC"):
    _check_format(data_format, "batch_norm")
    x = _nn.floating(xp, x, "batch_norm")
    mean, variance, offset, scale = (_cast_like(xp, a, x) for a in (mean, variance, offset, scale))
    xs = _to_nsc(xp, x, data_format)
    shp = xp.shape(xs)
    if not shp:
        raise _nn.shape_error("batch_norm", "x must have at least one dimension")
    rm, rv = mean, variance
    if training:
        dims = tuple(range(len(shp) - 1)) if len(shp) > 1 else (0,)
        n = 1
        for a in dims:
            n *= shp[a]
        mean = xp.mean(xs, axis=dims)
        c = xp.subtract(xs, mean)
        variance = xp.mean(xp.multiply(c, c), axis=dims)
        unbiased = xp.multiply(variance, n / (n - 1)) if n > 1 else xp.multiply(variance, float("nan"))
        rm = xp.add(xp.multiply(rm, 1.0 - momentum), xp.multiply(_state(xp, mean), momentum))
        rv = xp.add(xp.multiply(rv, 1.0 - momentum), xp.multiply(_state(xp, unbiased), momentum))
    y = _normalize(xp, xs, mean, variance, scale, offset, eps)
    return _from_nsc(xp, y, data_format), rm, rv


@composition("instance_norm")
def _instance_norm(xp, x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5,
                   momentum=1e-1, data_format="NSC"):
    _check_format(data_format, "instance_norm")
    x = _nn.floating(xp, x, "instance_norm")
    mean, variance, offset, scale = (_cast_like(xp, a, x) for a in (mean, variance, offset, scale))
    xs = _to_nsc(xp, x, data_format)
    shp = xp.shape(xs)
    if len(shp) < 2:
        raise _nn.shape_error("instance_norm", f"x must be (N, *S, C); got shape {shp}")
    rm, rv = mean, variance
    if training:
        dims = tuple(range(1, len(shp) - 1))
        n = 1
        for a in dims:
            n *= shp[a]
        m = xp.mean(xs, axis=dims, keepdims=True)  # (N, 1.., C)
        c = xp.subtract(xs, m)
        v = xp.mean(xp.multiply(c, c), axis=dims, keepdims=True)
        y = _normalize(xp, xs, m, v, scale, offset, eps)
        bm = xp.reshape(m, (shp[0], shp[-1]))
        bv = xp.reshape(v, (shp[0], shp[-1]))
        unbiased = xp.multiply(bv, n / (n - 1)) if n > 1 else xp.multiply(bv, float("nan"))
        rm = xp.add(xp.multiply(rm, 1.0 - momentum), xp.multiply(_state(xp, xp.mean(bm, axis=0)), momentum))
        rv = xp.add(xp.multiply(rv, 1.0 - momentum), xp.multiply(_state(xp, xp.mean(unbiased, axis=0)), momentum))
    else:
        y = _normalize(xp, xs, mean, variance, scale, offset, eps)
    return _from_nsc(xp, y, data_format), rm, rv


@composition("group_norm")
def _group_norm(xp, x, num_groups=1, /, *, offset=None, scale=None, eps=1e-5, data_format="NSC"):
    _check_format(data_format, "group_norm")
    x = _nn.floating(xp, x, "group_norm")
    offset, scale = _cast_like(xp, offset, x), _cast_like(xp, scale, x)
    xs = _to_nsc(xp, x, data_format)
    shp = xp.shape(xs)
    if len(shp) < 2:
        raise _nn.shape_error("group_norm", f"x must be (N, *S, C); got shape {shp}")
    ch = shp[-1]
    if num_groups < 1 or ch % num_groups:
        raise _nn.shape_error("group_norm", f"{ch} channels cannot be split into {num_groups} groups")
    g = xp.reshape(xs, (*shp[:-1], num_groups, ch // num_groups))
    dims = (*range(1, len(shp) - 1), len(shp))
    m = xp.mean(g, axis=dims, keepdims=True)
    c = xp.subtract(g, m)
    v = xp.mean(xp.multiply(c, c), axis=dims, keepdims=True)
    y = xp.reshape(xp.divide(c, xp.sqrt(xp.add(v, eps))), shp)
    if scale is not None:
        y = xp.multiply(y, scale)
    if offset is not None:
        y = xp.add(y, offset)
    return _from_nsc(xp, y, data_format)



def _lp(xp, x, p, axis, fn):
    x = _nn.floating(xp, x, fn)
    nd = len(xp.shape(x))
    axes = tuple(range(nd)) if axis is None else _nn.norm_axes(axis, nd, fn)
    if not nd or not axes:
        axes = None
    if 0 in tuple(xp.shape(x)):  # nothing to divide (an inf norm of nothing has no value)
        return x
    norm = xp.linalg_vector_norm(x, axis=axes, keepdims=True, ord=p)
    return xp.divide(x, xp.maximum(norm, xp.asarray(1e-12, dtype=xp.dtype_of(norm),
                                                     device=xp.native_device(xp.device_of(norm)))))


@composition("l1_normalize")
def _l1_normalize(xp, x, /, *, axis=None):
    return _lp(xp, x, 1, axis, "l1_normalize")


@composition("l2_normalize")
def _l2_normalize(xp, x, /, *, axis=None):
    return _lp(xp, x, 2, axis, "l2_normalize")


@composition("lp_normalize")
def _lp_normalize(xp, x, /, *, p=2, axis=None):
    return _lp(xp, x, p, axis, "lp_normalize")


@composition("local_response_norm")
def _local_response_norm(xp, x, size, /, *, bias=1.0, alpha=1.0, beta=0.5, average=False, data_format="NHWC"):
    if data_format not in ("NHWC", "NCHW"):
        raise InvalidArgumentError(
            f"ivy.local_response_norm: data_format must be 'NHWC' or 'NCHW'; got {data_format!r}")
    if not isinstance(size, int) or size < 1:
        raise InvalidArgumentError(f"ivy.local_response_norm: size must be a positive int, got {size!r}")
    x = _nn.floating(xp, x, "local_response_norm")
    nd = len(xp.shape(x))
    if nd < 3:
        raise ShapeError(f"ivy.local_response_norm needs an array of at least 3 dimensions, got {nd}")
    if data_format == "NCHW":
        x = xp.permute_dims(x, (0, *range(2, nd), 1))
    shp = tuple(xp.shape(x))
    c = shp[-1]
    sq = xp.multiply(x, x)
    lo, hi = size // 2, (size - 1) // 2
    dev = xp.native_device(xp.device_of(x))
    padded = xp.concat([xp.zeros(shp[:-1] + (lo,), dtype=xp.dtype_of(x), device=dev), sq,
                        xp.zeros(shp[:-1] + (hi,), dtype=xp.dtype_of(x), device=dev)], axis=-1)
    total = xp.zeros_like(x)
    for k in range(size):
        total = xp.add(total, xp.getitem(padded, (slice(None),) * (nd - 1) + (slice(k, k + c),)))
    if average:
        total = xp.divide(total, float(size))
    y = xp.divide(x, xp.pow(xp.add(xp.multiply(total, alpha), bias), beta))
    if data_format == "NCHW":
        y = xp.permute_dims(y, (0, nd - 1, *range(1, nd - 1)))
    return y
