"""``torch.nn.init``: in-place initializers (``uniform_``, ``normal_``, ``trunc_normal_``,
``constant_``, ``ones_``, ``zeros_``, ``eye_``, ``dirac_``, ``xavier_*``, ``kaiming_*``,
``orthogonal_``, ``sparse_``) and ``calculate_gain``, with torch's fans and gains. Draws follow
torch's distributions (from the frontend's generator), not its bits.

>>> import ivy_frontends.torch as torch
>>> w = torch.empty(3, 5)
>>> _ = torch.nn.init.kaiming_uniform_(w, a=5 ** 0.5)
>>> bool((w.abs() <= 1 / 5 ** 0.5).all())
True
"""

from __future__ import annotations

import math
import warnings

import ivy

from ..._errors import FrontendValueError
from ..autograd.grad_mode import no_grad

__all__ = ["calculate_gain", "uniform_", "normal_", "trunc_normal_", "constant_", "ones_", "zeros_", "eye_",
           "dirac_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_", "orthogonal_",
           "sparse_", "uniform", "normal", "constant", "eye", "dirac", "xavier_uniform", "xavier_normal",
           "kaiming_uniform", "kaiming_normal", "orthogonal", "sparse"]


def _ns():
    from .. import _random

    return _random


def _write(tensor, native):
    """Store ``native`` into ``tensor`` in place, with gradients off (torch's ``no_grad`` initializers)."""
    with no_grad():
        tensor._inplace(native)
    return tensor


def calculate_gain(nonlinearity, param=None):
    """The recommended gain of an initialization for ``nonlinearity`` (torch's table)."""
    linear_fns = ["linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"]
    if nonlinearity in linear_fns or nonlinearity == "sigmoid":
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            negative_slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, (int, float)):
            negative_slope = param
        else:
            raise FrontendValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise FrontendValueError(f"Unsupported nonlinearity {nonlinearity}")


def _calculate_fan_in_and_fan_out(tensor):
    dims = tensor.dim()
    if dims < 2:
        raise FrontendValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    num_input_fmaps = tensor.size(1)
    num_output_fmaps = tensor.size(0)
    receptive = 1
    for s in tuple(tensor.shape)[2:]:
        receptive *= s
    return num_input_fmaps * receptive, num_output_fmaps * receptive


def _calculate_correct_fan(tensor, mode):
    mode = mode.lower()
    if mode not in ("fan_in", "fan_out"):
        raise FrontendValueError(f"Mode {mode} not supported, please use one of fan_in, fan_out")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return fan_in if mode == "fan_in" else fan_out


def uniform_(tensor, a=0.0, b=1.0, generator=None):
    """Fill ``tensor`` with draws from U(a, b)."""
    return _write(tensor, _ns()._uniform(tuple(tensor.shape), tensor.dtype, None, generator, a, b))


def normal_(tensor, mean=0.0, std=1.0, generator=None):
    """Fill ``tensor`` with draws from N(mean, std**2)."""
    return _write(tensor, _ns()._normal(tuple(tensor.shape), tensor.dtype, None, generator, mean, std))


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0, generator=None):
    """Fill ``tensor`` with draws from N(mean, std**2) truncated to [a, b] (inverse-CDF sampling)."""
    def norm_cdf(x):
        return (1.0 + math.erf(x / math.sqrt(2.0))) / 2.0

    if mean < a - 2 * std or mean > b + 2 * std:
        warnings.warn("mean is more than 2 std from [a, b] in nn.init.trunc_normal_. The distribution of values may "
                      "be incorrect.", stacklevel=2)
    lo, hi = norm_cdf((a - mean) / std), norm_cdf((b - mean) / std)
    u = _ns()._uniform(tuple(tensor.shape), tensor.dtype, None, generator, 2 * lo - 1, 2 * hi - 1)
    x = ivy.add(ivy.multiply(ivy.erfinv(u), std * math.sqrt(2.0)), mean)
    return _write(tensor, ivy.clip(x, a, b))


def constant_(tensor, val):
    """Fill ``tensor`` with ``val``."""
    return _write(tensor, ivy.full_like(tensor._data, val))


def ones_(tensor):
    """Fill ``tensor`` with ones."""
    return _write(tensor, ivy.ones_like(tensor._data))


def zeros_(tensor):
    """Fill ``tensor`` with zeros."""
    return _write(tensor, ivy.zeros_like(tensor._data))


def eye_(tensor):
    """Fill the 2-D ``tensor`` with the identity matrix."""
    if tensor.dim() != 2:
        raise FrontendValueError("Only tensors with 2 dimensions are supported")
    r = ivy.eye(tensor.size(0), tensor.size(1), dtype=tensor.dtype._ivy, device=ivy.dev(tensor._data))
    return _write(tensor, r._data if r.__class__ is ivy.Array else r)


def dirac_(tensor, groups=1):
    """Fill the {3, 4, 5}-D ``tensor`` with the Dirac delta (convolutions that keep their input's channels)."""
    dims = tensor.dim()
    if dims not in (3, 4, 5):
        raise FrontendValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tuple(tensor.shape)
    if sizes[0] % groups != 0:
        raise FrontendValueError("dim 0 must be divisible by groups")
    out_per = sizes[0] // groups
    min_dim = min(out_per, sizes[1])
    vals = [[0.0] * int(math.prod(sizes[1:])) for _ in range(sizes[0])]
    for g in range(groups):
        for d in range(min_dim):
            idx = [d] + [s // 2 for s in sizes[2:]]
            flat = 0
            for i, s in zip(idx, sizes[1:]):
                flat = flat * s + i
            vals[g * out_per + d][flat] = 1.0
    r = ivy.asarray(vals, dtype=tensor.dtype._ivy, device=ivy.dev(tensor._data))
    r = r._data if r.__class__ is ivy.Array else r
    return _write(tensor, ivy.reshape(r, sizes))


def xavier_uniform_(tensor, gain=1.0, generator=None):
    """U(-a, a) with a = gain * sqrt(6 / (fan_in + fan_out)) (Glorot)."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    a = math.sqrt(3.0) * gain * math.sqrt(2.0 / float(fan_in + fan_out))
    return uniform_(tensor, -a, a, generator)


def xavier_normal_(tensor, gain=1.0, generator=None):
    """N(0, std**2) with std = gain * sqrt(2 / (fan_in + fan_out)) (Glorot)."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    std = gain * math.sqrt(2.0 / float(fan_in + fan_out))
    return normal_(tensor, 0.0, std, generator)


def kaiming_uniform_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    """U(-b, b) with b = gain * sqrt(3 / fan) (He); torch's Linear and Conv use a = sqrt(5)."""
    if 0 in tuple(tensor.shape):
        warnings.warn("Initializing zero-element tensors is a no-op", stacklevel=2)
        return tensor
    fan = _calculate_correct_fan(tensor, mode)
    std = calculate_gain(nonlinearity, a) / math.sqrt(fan)
    bound = math.sqrt(3.0) * std
    return uniform_(tensor, -bound, bound, generator)


def kaiming_normal_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    """N(0, std**2) with std = gain / sqrt(fan) (He)."""
    if 0 in tuple(tensor.shape):
        warnings.warn("Initializing zero-element tensors is a no-op", stacklevel=2)
        return tensor
    fan = _calculate_correct_fan(tensor, mode)
    std = calculate_gain(nonlinearity, a) / math.sqrt(fan)
    return normal_(tensor, 0.0, std, generator)


def orthogonal_(tensor, gain=1, generator=None):
    """A (semi-)orthogonal matrix (QR of a normal draw, signs fixed by R's diagonal), times ``gain``."""
    if tensor.ndimension() < 2:
        raise FrontendValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.size(0)
    cols = tensor.numel() // rows
    flat = _ns()._normal((rows, cols), tensor.dtype, None, generator)
    if rows < cols:
        flat = ivy.matrix_transpose(flat)
    q, r = ivy.qr(flat)
    d = ivy.sign(ivy.diagonal(r))
    q = ivy.multiply(q, ivy.expand_dims(d, axis=0))
    if rows < cols:
        q = ivy.matrix_transpose(q)
    return _write(tensor, ivy.multiply(ivy.reshape(q, tuple(tensor.shape)), gain))


def sparse_(tensor, sparsity, std=0.01, generator=None):
    """A 2-D matrix with N(0, std**2) entries and a fraction ``sparsity`` of each column zero."""
    if tensor.ndimension() != 2:
        raise FrontendValueError("Only tensors with 2 dimensions are supported")
    rows, cols = tuple(tensor.shape)
    num_zeros = int(math.ceil(sparsity * rows))
    vals = _ns()._normal((rows, cols), tensor.dtype, None, generator, 0.0, std)
    if num_zeros:
        u = _ns()._uniform((rows, cols), tensor.dtype, None, generator)
        order = ivy.argsort(ivy.argsort(u, axis=0), axis=0)  # a random rank of each row within its column
        vals = ivy.where(ivy.less(order, num_zeros), ivy.zeros_like(vals), vals)
    return _write(tensor, vals)


def _deprecated(fn):
    def f(*args, **kwargs):
        warnings.warn(f"`nn.init.{fn.__name__[:-1]}` is now deprecated in favor of `nn.init.{fn.__name__}`.",
                      FutureWarning, stacklevel=2)
        return fn(*args, **kwargs)

    f.__name__ = fn.__name__[:-1]
    f.__doc__ = fn.__doc__
    return f


uniform = _deprecated(uniform_)
normal = _deprecated(normal_)
constant = _deprecated(constant_)
eye = _deprecated(eye_)
dirac = _deprecated(dirac_)
xavier_uniform = _deprecated(xavier_uniform_)
xavier_normal = _deprecated(xavier_normal_)
kaiming_uniform = _deprecated(kaiming_uniform_)
kaiming_normal = _deprecated(kaiming_normal_)
orthogonal = _deprecated(orthogonal_)
sparse = _deprecated(sparse_)
