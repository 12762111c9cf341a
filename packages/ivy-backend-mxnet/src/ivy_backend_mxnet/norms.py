"""Normalization on MXNet: ``npx.layer_norm`` and ``npx.batch_norm`` where they cover ivy's
call (native and differentiable by ``mx.autograd``); instance and group normalization, and the
cases below, are ivy-core's compositions.

- ``layer_norm``: over trailing axes (several are flattened into one), with ``scale``/``offset``
  of the normalized axes' shape (leading 1s allowed). ``npx.layer_norm`` needs both affine
  parameters: ones and zeros stand in for ``None``. Its ``eps`` is single precision, so float64
  input goes to the composition unless ``eps`` is a float32 value (0.5, 2**-k, ...).
- ``batch_norm``: channels at axis -1 (``"NSC"``, or 2-d input) or 1 (``"NCS"``), no transposes;
  ``mean``/``variance``/``scale``/``offset`` of shape ``(C,)``. With ``training=True`` the batch
  statistics come from MXNet's ``output_mean_var`` (mean and inverse standard deviation, run
  under ``autograd.train_mode()``) on the input shifted by one of its values per channel (which
  keeps float32 rounding out of near-constant channels), and the running statistics are ivy's
  update (unbiased variance). MXNet updates the moving statistics it is given in place during the backward pass,
  so it gets copies. One value per channel in training (no unbiased variance), more than 5
  dimensions and float16 go to the composition.
"""

from __future__ import annotations

import math

import mxnet as mx
import numpy as onp

from ivy.plugin import partial, with_fallback

from . import _host
from ._util import F32 as _F32
from ._util import Op as _Op
from ._util import _nd
from ._util import code as _code
from ._util import mnp as _mnp
from ._util import shape as _shape

_layer_norm = _Op("_npx_layer_norm")  # npx's operators, called directly
_batch_norm = _Op("_npx_batch_norm")
_ag = mx.autograd


def _scalar_ok(a, lo=2.3e-308, hi=1.7e308):
    """Whether MXNet parses the Python float ``a`` as an operator parameter or scalar operand
    (it refuses subnormal and out-of-range values)."""
    return a == 0 or lo < abs(a) < hi


def _float(x):
    """``x`` as a floating array (integers and bool -> float32) and its MXNet dtype code."""
    c = _code(x)
    return (x, c) if c < 3 else (x.astype(_F32), 0)


def _like(a, x, c):
    """``a`` in the dtype of ``x`` (whose MXNet dtype code is ``c``)."""
    return a if _code(a) == c else a.astype(x.dtype)


_CONST = {}


def _filled(value, n, x, c, ctx=None):
    """A cached (n,) array of ``value`` with ``x``'s dtype (code ``c``) and context ``ctx``
    (``x.ctx`` when not given; MXNet's affine defaults)."""
    if ctx is None:
        ctx = x.ctx
    key = (value, n, c, ctx)
    a = _CONST.get(key)
    if a is None:
        if len(_CONST) > 256:
            _CONST.clear()
        a = _CONST[key] = _mnp.full((n,), value, dtype=x.dtype, ctx=ctx)
    return a


# ------------------------------------------------------------------ layer norm


def _strip(shape):
    i = 0
    while i < len(shape) and shape[i] == 1:
        i += 1
    return tuple(shape[i:])


def _ln_ok(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    if not isinstance(x, _nd):
        return False
    shp = x.shape
    nd = len(shp)
    if not nd or 0 in shp:
        return False
    try:
        idx = (normalized_idxs,) if normalized_idxs.__class__ is int else tuple(int(a) for a in normalized_idxs)
    except TypeError:
        return False
    if not idx or any(not -nd <= a < nd for a in idx):
        return False
    k = len(idx)
    if sorted(a % nd for a in idx) != list(range(nd - k, nd)):
        return False
    c = _code(x)
    if not _scalar_ok(eps, 1.2e-38, 3.4e38) or not _scalar_ok(new_std):
        return False
    if c == 1 and float(onp.float32(eps)) != eps:  # MXNet's eps is single precision
        return False
    trailing = _strip(shp[nd - k:])
    for p in (scale, offset):
        if p is not None:
            if not isinstance(p, _nd):
                return False
            ps = p.shape
            if len(ps) > nd or _strip(ps) != trailing:
                return False
    return True


def _flat(p, m):
    return p if p.shape == (m,) else p.reshape((m,))


_LN_COVERED: dict = {}  # (shape, axes, eps, new_std, dtype code) -> whether npx.layer_norm covers it


def _ln_covered(x, shp, normalized_idxs, scale, offset, eps, new_std):
    """``_ln_ok``, cached for calls without affine parameters: it reads several MXNet array
    properties (1-2 us each) and costs ~10 us, more than a small layer_norm."""
    if scale is not None or offset is not None:
        return _ln_ok(x, normalized_idxs, scale=scale, offset=offset, eps=eps, new_std=new_std)
    try:
        key = (shp, normalized_idxs if normalized_idxs.__class__ is int else tuple(normalized_idxs), eps,
               new_std, _code(x))
        ok = _LN_COVERED.get(key)
    except TypeError:  # unhashable axes or eps: no caching
        return _ln_ok(x, normalized_idxs, eps=eps, new_std=new_std)
    if ok is None:
        if len(_LN_COVERED) > 256:
            _LN_COVERED.clear()
        ok = _LN_COVERED[key] = _ln_ok(x, normalized_idxs, eps=eps, new_std=new_std)
    return ok


@with_fallback
def layer_norm(composition, x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    if not isinstance(x, _nd):
        return composition(x, normalized_idxs, scale=scale, offset=offset, eps=eps, new_std=new_std)
    shp = _shape(x)
    if not _ln_covered(x, shp, normalized_idxs, scale, offset, eps, new_std):
        return composition(x, normalized_idxs, scale=scale, offset=offset, eps=eps, new_std=new_std)
    x, c = _float(x)
    k = 1 if normalized_idxs.__class__ is int else len(normalized_idxs)
    if k == 1:
        m = shp[-1]
        xr = x
    else:
        m = math.prod(shp[len(shp) - k:])
        xr = x.reshape(shp[:len(shp) - k] + (m,))
    ctx = x.ctx if scale is None or offset is None else None
    g = _filled(1.0, m, x, c, ctx) if scale is None else _like(_flat(scale, m), x, c)
    b = _filled(0.0, m, x, c, ctx) if offset is None else _like(_flat(offset, m), x, c)
    y = _layer_norm(xr, g, b) if eps == 1e-05 else _layer_norm(xr, g, b, eps=eps)  # MXNet's default eps
    if k != 1:
        y = y.reshape(shp)
    if new_std != 1:
        y = y * new_std
    return y


# ------------------------------------------------------------------ batch norm


def _bn_ok(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
           data_format="NSC"):
    if data_format not in ("NSC", "NCS") or not isinstance(x, _nd):
        return False
    if not (_scalar_ok(eps) and _scalar_ok(momentum) and _scalar_ok(1.0 - momentum)):
        return False
    shp = x.shape
    if not 2 <= len(shp) <= 5 or 0 in shp or _code(x) == 2:  # broadcasting: at most 5 dimensions
        return False
    c = shp[-1] if data_format == "NSC" else shp[1]
    for p in (mean, variance, offset, scale):
        if p is not None and not (isinstance(p, _nd) and p.shape == (c,) and _code(p) != 2):
            return False
    if mean is None or variance is None:
        return False
    return not (training and math.prod(shp) == c)  # one value per channel: no unbiased variance


@partial(_bn_ok)
def batch_norm(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
               data_format="NSC"):
    x, code = _float(x)
    shp = x.shape
    axis = -1 if data_format == "NSC" or len(shp) == 2 else 1
    c = shp[axis]
    mean, variance = _like(mean, x, code), _like(variance, x, code)
    g = _filled(1.0, c, x, code) if scale is None else _like(scale, x, code)
    b = _filled(0.0, c, x, code) if offset is None else _like(offset, x, code)
    if not training:
        y = _batch_norm(x, g, b, mean, variance, eps=eps, fix_gamma=False, use_global_stats=True, axis=axis)
        if _ag.is_recording():
            # MXNet's kernel gives no gradient to the statistics with use_global_stats: the same
            # values with the gradient of the arithmetic (one C call to check; ~30 us kernel)
            bs = (c,) + (1,) * (len(shp) - 2) if axis == 1 else (c,)
            r = lambda p: p.reshape(bs)  # noqa: E731
            e = (x - r(mean)) / _mnp.sqrt(r(variance) + eps) * r(g) + r(b)
            y = _host.with_grad(y.detach(), e)
        return y, mean, variance
    # Normalization ignores a per-channel shift: MXNet normalizes x minus one of its own values
    # per channel, which keeps float32 rounding of the batch mean out of near-constant channels
    # (a constant channel gives exactly `offset`, as in float64).
    nd = len(shp)
    if axis == -1:
        shift = x[(0,) * (nd - 1)]  # (C,)
    else:
        shift = x[(0, slice(None)) + (0,) * (nd - 2)].reshape((c,) + (1,) * (nd - 2))
    shift = shift.detach()
    # MXNet's backward pass updates the moving statistics it is given in place: copies
    # (detached: MXNet has no gradient for those inputs, and backward would fail on them)
    rm0, rv0 = mean.detach().copy(), variance.detach().copy()
    with _ag.train_mode():
        y, bm, inv = _batch_norm(x - shift, g, b, rm0, rv0, eps=eps, fix_gamma=False,
                                 use_global_stats=False, output_mean_var=True, axis=axis)
    # running statistics get no gradient from x (ivy's rule; MXNet has none for these outputs)
    bm, inv = bm.detach(), inv.detach()
    bm = bm + shift.reshape((c,))
    n = math.prod(shp) // c
    bvar = 1.0 / (inv * inv)  # the biased batch variance, plus eps
    if eps:
        bvar = bvar - eps
    rm = mean * (1.0 - momentum) + bm * momentum
    rv = variance * (1.0 - momentum) + bvar * (n / (n - 1) * momentum)
    return y, rm, rv

