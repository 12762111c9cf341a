"""torch.nn's convolution layers: ``Conv1d/2d/3d`` (with ``padding_mode`` zeros, reflect,
replicate, circular, and ``padding="same"``/``"valid"``) and ``ConvTranspose1d/2d/3d`` (with
``output_size`` at call time). Weights ``(out, in / groups, *kernel)`` (transposed:
``(in, out / groups, *kernel)``), initialized as torch's.

>>> import ivy_frontends.torch as torch
>>> torch.nn.Conv2d(3, 8, 3, padding=1)
Conv2d(3, 8, kernel_size=(3, 3), stride=(1, 1), padding=(1, 1))
"""

from __future__ import annotations

import math

from ...._errors import FrontendValueError
from ... import _creation
from .. import functional as F
from .. import init
from .._functional._util import tup
from ..parameter import Parameter
from .module import Module

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d"]

_CONV = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
_CONVT = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}


class _ConvNd(Module):
    _k = 2

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation, transposed, output_padding,
                 groups, bias, padding_mode, device=None, dtype=None):
        super().__init__()
        if groups <= 0:
            raise FrontendValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise FrontendValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise FrontendValueError("out_channels must be divisible by groups")
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise FrontendValueError(f"Invalid padding string {padding!r}, should be one of {{'same', 'valid'}}")
            if padding == "same" and any(s != 1 for s in stride):
                raise FrontendValueError("padding='same' is not supported for strided convolutions")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise FrontendValueError(f"padding_mode must be one of {{'zeros', 'reflect', 'replicate', 'circular'}}, "
                                     f"but got padding_mode='{padding_mode}'")
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        self.transposed = transposed
        self.output_padding = output_padding
        self.groups = groups
        self.padding_mode = padding_mode
        k = len(kernel_size)
        if isinstance(padding, str):
            rp = [0, 0] * k
            if padding == "same":
                for d, kk, i in zip(dilation, kernel_size, range(k - 1, -1, -1)):
                    total = d * (kk - 1)
                    rp[2 * i] = total // 2
                    rp[2 * i + 1] = total - total // 2
            self._reversed_padding_repeated_twice = rp
        else:
            self._reversed_padding_repeated_twice = [p for p in reversed(padding) for _ in range(2)]
        if transposed:
            shape = (in_channels, out_channels // groups, *kernel_size)
        else:
            shape = (out_channels, in_channels // groups, *kernel_size)
        self.weight = Parameter(_creation.empty(shape, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(_creation.empty(out_channels, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = init._calculate_fan_in_and_fan_out(self.weight)
            if fan_in != 0:
                bound = 1 / math.sqrt(fan_in)
                init.uniform_(self.bias, -bound, bound)

    def extra_repr(self):
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0,) * len(self.padding):
            s += f", padding={self.padding}"
        if self.dilation != (1,) * len(self.dilation):
            s += f", dilation={self.dilation}"
        if self.output_padding != (0,) * len(self.output_padding):
            s += f", output_padding={self.output_padding}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += f", padding_mode={self.padding_mode}"
        return s

    def __setstate__(self, state):
        super().__setstate__(state)
        if not hasattr(self, "padding_mode"):
            self.padding_mode = "zeros"


def _int_if_same(v):
    """A tuple of equal ints as one int (the backends' fast paths take ints)."""
    first = v[0]
    for x in v:
        if x != first:
            return v
    return first


class _Conv(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        k = self._k
        ks = tup(kernel_size, k, "kernel_size")
        st = tup(stride, k, "stride")
        pd = padding if isinstance(padding, str) else tup(padding, k, "padding")
        dl = tup(dilation, k, "dilation")
        super().__init__(in_channels, out_channels, ks, st, pd, dl, False, (0,) * k, groups, bias, padding_mode,
                         device, dtype)

    def _conv_forward(self, input, weight, bias):  # noqa: A002
        f = _CONV[self._k]
        st, dl = _int_if_same(self.stride), _int_if_same(self.dilation)
        if self.padding_mode != "zeros":
            x = F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode)
            return f(x, weight, bias, st, 0, dl, self.groups)
        pd = self.padding
        return f(input, weight, bias, st, pd if pd.__class__ is str else _int_if_same(pd), dl, self.groups)

    def forward(self, input):  # noqa: A002
        return self._conv_forward(input, self.weight, self.bias)


class Conv1d(_Conv):
    """1-D convolution over ``(N, C_in, L)`` input."""

    _k = 1


class Conv2d(_Conv):
    """2-D convolution over ``(N, C_in, H, W)`` input."""

    _k = 2


class Conv3d(_Conv):
    """3-D convolution over ``(N, C_in, D, H, W)`` input."""

    _k = 3


class _ConvTransposeNd(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        if padding_mode != "zeros":
            raise FrontendValueError(f'Only "zeros" padding mode is supported for {self.__class__.__name__}')
        k = self._k
        super().__init__(in_channels, out_channels, tup(kernel_size, k, "kernel_size"), tup(stride, k, "stride"),
                         tup(padding, k, "padding"), tup(dilation, k, "dilation"), True,
                         tup(output_padding, k, "output_padding"), groups, bias, padding_mode, device, dtype)

    def _output_padding(self, input, output_size, stride, padding, kernel_size, num_spatial_dims,  # noqa: A002
                        dilation=None):
        if output_size is None:
            return self.output_padding
        has_batch = input.dim() == num_spatial_dims + 2
        out = [int(v) for v in output_size]
        if len(out) == num_spatial_dims + (2 if has_batch else 1):
            out = out[-num_spatial_dims:]
        if len(out) != num_spatial_dims:
            raise FrontendValueError(f"ConvTranspose{num_spatial_dims}D: for {input.dim()}D input, output_size must "
                                     f"have {num_spatial_dims} or {num_spatial_dims + 2} elements (got {len(out)})")
        res = []
        for d in range(num_spatial_dims):
            dim_size = input.size(d + input.dim() - num_spatial_dims)
            dil = 1 if dilation is None else dilation[d]
            mn = (dim_size - 1) * stride[d] - 2 * padding[d] + dil * (kernel_size[d] - 1) + 1
            mx = mn + stride[d] - 1
            if not mn <= out[d] <= mx:
                raise FrontendValueError(f"requested an output size of {out}, but valid sizes range from {mn} to "
                                         f"{mx} (for an input of {tuple(input.shape)[2:]})")
            res.append(out[d] - mn)
        return tuple(res)

    def forward(self, input, output_size=None):  # noqa: A002
        k = self._k
        op = self._output_padding(input, output_size, self.stride, self.padding, self.kernel_size, k, self.dilation)
        return _CONVT[k](input, self.weight, self.bias, self.stride, self.padding, op, self.groups, self.dilation)


class ConvTranspose1d(_ConvTransposeNd):
    """The transpose of :class:`Conv1d` (its gradient with respect to the input)."""

    _k = 1


class ConvTranspose2d(_ConvTransposeNd):
    """The transpose of :class:`Conv2d`."""

    _k = 2


class ConvTranspose3d(_ConvTransposeNd):
    """The transpose of :class:`Conv3d`."""

    _k = 3
