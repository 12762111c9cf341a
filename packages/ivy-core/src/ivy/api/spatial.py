"""Spatial layer functions (Ivy's superset): convolutions and their transposes, pooling, interpolation.

Conventions (the same on every backend):

- Layouts: ``data_format`` "NWC"/"NHWC"/"NDHWC" (or "channel_last") put channels last,
  "NCW"/"NCHW"/"NCDHW" (or "channel_first") right before the spatial axes. Any
  number of leading batch dimensions (also none) comes before.
- Conv filters: ``filter_format="channel_last"`` is ``(*kernel, in/groups, out)``
  (TensorFlow's HWIO), ``"channel_first"`` is ``(out, in/groups, *kernel)`` (torch's
  OIHW). Transposed-conv filters: channel_last ``(*kernel, out/groups, in)``,
  channel_first ``(in, out/groups, *kernel)`` (torch's layout).
- ``padding``: ``"SAME"`` (TensorFlow's: output ``ceil(in / stride)``, the odd pixel
  at the end), ``"VALID"``, an int, one int per spatial axis, or ``(low, high)``
  pairs. ``x_dilations`` dilates the input (JAX's lhs_dilation), ``dilations`` the
  kernel.
- Transposed convolutions: ``"VALID"`` gives ``in * stride + max(k - stride, 0)``,
  ``"SAME"`` gives ``in * stride``, unless ``output_shape`` (spatial sizes, or a full
  shape) says otherwise; explicit ``(low, high)`` pairs crop the full result
  ``(in - 1) * stride + k`` as torch's ``padding`` does.
- ``bias`` of a convolution has shape ``(out,)``, one value per output channel; any
  other shape (also a broadcastable ``(1, out)`` or ``()``) raises ``ivy.ShapeError``.
- Pooling: max pools pad with -inf (the smallest integer for integer input), average
  pools follow torch (``count_include_pad``, ``ceil_mode``, divisor override); SAME
  average pooling with ``count_include_pad=False`` is TensorFlow's. Average pools of
  float16/bfloat16 sum in float32 and round the result, on every backend (a float16 window
  sum stalls past 2048).
- Integer and bool inputs to convolutions, average pooling and non-nearest
  interpolation compute and return float32; complex input raises
  ``ivy.UnsupportedDtypeError``.
- ``interpolate`` resizes the trailing spatial axes of ``(*batch, C, *spatial)``
  input; the torch modes ("nearest", "nearest_exact", "linear"/"bilinear"/"trilinear"
  (all multilinear over every spatial axis), "bicubic", "area") follow
  ``torch.nn.functional.interpolate``; "lanczos3", "lanczos5", "gaussian",
  "mitchellcubic", "tf_bicubic" (Keys a=-0.5) and "tf_area" follow
  ``tf.image.resize`` (with ``antialias``), in any number of spatial dims.
- ``grid_sample`` samples ``(N, C, H, W)`` (or ``(N, C, D, H, W)``) input at a grid of
  normalized coordinates with ``torch.nn.functional.grid_sample``'s modes, padding modes and
  ``align_corners``.
"""

from __future__ import annotations

from .._dispatch import api

# ------------------------------------------------------------------ convolutions


@api
def conv1d(x: Array, filters: Array, strides: int | tuple[int], padding: str | int | Sequence, /, *, data_format: str = "NWC", filter_format: str = "channel_last", x_dilations: int | tuple[int] = 1, dilations: int | tuple[int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """1-D convolution of ``x`` ``(*batch, w, c_in)`` with ``filters`` ``(fw, c_in, c_out)``.

    >>> x = ivy.asarray([[[0.0], [3.0], [0.0]]])
    >>> ivy.conv1d(x, ivy.asarray([[[0.0]], [[1.0]], [[0.0]]]), 1, "SAME")
    ivy.array([[[0.],
            [3.],
            [0.]]], dtype=float32, backend=numpy)
    """


@api
def conv2d(x: Array, filters: Array, strides: int | tuple[int, int], padding: str | int | Sequence, /, *, data_format: str = "NHWC", filter_format: str = "channel_last", x_dilations: int | tuple[int, int] = 1, dilations: int | tuple[int, int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """2-D convolution of ``x`` ``(*batch, h, w, c_in)`` with ``filters`` ``(fh, fw, c_in, c_out)``.

    >>> x = ivy.reshape(ivy.arange(9.0), (1, 3, 3, 1))
    >>> ivy.conv2d(x, ivy.ones((2, 2, 1, 1)), 1, "VALID")[..., 0]
    ivy.array([[[ 8., 12.],
            [20., 24.]]], dtype=float32, backend=numpy)
    """


@api
def conv3d(x: Array, filters: Array, strides: int | tuple[int, int, int], padding: str | int | Sequence, /, *, data_format: str = "NDHWC", filter_format: str = "channel_last", x_dilations: int | tuple[int, int, int] = 1, dilations: int | tuple[int, int, int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """3-D convolution of ``x`` ``(*batch, d, h, w, c_in)`` with ``filters`` ``(fd, fh, fw, c_in, c_out)``.

    >>> ivy.conv3d(ivy.ones((1, 2, 2, 2, 1)), ivy.ones((2, 2, 2, 1, 1)), 1, "VALID").shape
    (1, 1, 1, 1, 1)
    """


@api
def conv_general_dilated(x: Array, filters: Array, strides: int | tuple[int, ...], padding: str | int | Sequence, /, *, dims: int = 2, data_format: str = "channel_last", filter_format: str = "channel_last", feature_group_count: int = 1, x_dilations: int | tuple[int, ...] = 1, dilations: int | tuple[int, ...] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """N-D convolution (``dims`` spatial axes) with groups, input and kernel dilation.

    >>> x = ivy.ones((1, 4, 2))
    >>> ivy.conv_general_dilated(x, ivy.ones((3, 1, 2)), 1, "VALID", dims=1, feature_group_count=2)
    ivy.array([[[3., 3.],
            [3., 3.]]], dtype=float32, backend=numpy)
    """


@api
def conv1d_transpose(x: Array, filters: Array, strides: int | tuple[int], padding: str | int | Sequence, /, *, output_shape: Sequence[int] | None = None, filter_format: str = "channel_last", data_format: str = "NWC", dilations: int | tuple[int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """1-D transposed convolution; ``filters`` ``(fw, c_out, c_in)``.

    >>> ivy.conv1d_transpose(ivy.ones((1, 3, 1)), ivy.ones((2, 1, 1)), 2, "VALID")[..., 0]
    ivy.array([[1., 1., 1., 1., 1., 1.]], dtype=float32, backend=numpy)
    """


@api
def conv2d_transpose(x: Array, filters: Array, strides: int | tuple[int, int], padding: str | int | Sequence, /, *, output_shape: Sequence[int] | None = None, filter_format: str = "channel_last", data_format: str = "NHWC", dilations: int | tuple[int, int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """2-D transposed convolution; ``filters`` ``(fh, fw, c_out, c_in)``.

    >>> ivy.conv2d_transpose(ivy.ones((1, 28, 28, 3)), ivy.ones((3, 3, 6, 3)), 2, "SAME").shape
    (1, 56, 56, 6)
    """


@api
def conv3d_transpose(x: Array, filters: Array, strides: int | tuple[int, int, int], padding: str | int | Sequence, /, *, output_shape: Sequence[int] | None = None, filter_format: str = "channel_last", data_format: str = "NDHWC", dilations: int | tuple[int, int, int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """3-D transposed convolution; ``filters`` ``(fd, fh, fw, c_out, c_in)``.

    >>> ivy.conv3d_transpose(ivy.ones((1, 2, 3, 3, 2)), ivy.ones((3, 3, 3, 4, 2)), 2, "VALID").shape
    (1, 5, 7, 7, 4)
    """


@api
def conv_general_transpose(x: Array, filters: Array, strides: int | tuple[int, ...], padding: str | int | Sequence, /, *, dims: int = 2, output_shape: Sequence[int] | None = None, filter_format: str = "channel_last", data_format: str = "channel_last", dilations: int | tuple[int, ...] = 1, feature_group_count: int = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """N-D transposed convolution with groups; ``filters`` ``(*k, c_out/groups, c_in)``.

    >>> ivy.conv_general_transpose(ivy.ones((1, 2, 2)), ivy.ones((2, 1, 2)), 1, "VALID", dims=1,
    ...                            feature_group_count=2)
    ivy.array([[[1., 1.],
            [2., 2.],
            [1., 1.]]], dtype=float32, backend=numpy)
    """


@api
def depthwise_conv2d(x: Array, filters: Array, strides: int | tuple[int, int], padding: str | int | Sequence, /, *, data_format: str = "NHWC", dilations: int | tuple[int, int] = 1) -> Array:  # noqa: E501
    """Depthwise 2-D convolution: ``filters`` ``(fh, fw, c)`` (or ``(fh, fw, c, multiplier)``,
    TensorFlow's layout, output channel ``c * multiplier + m``).

    >>> ivy.depthwise_conv2d(ivy.ones((1, 3, 3, 2)), ivy.ones((2, 2, 2)), 1, "VALID").shape
    (1, 2, 2, 2)
    """


# ------------------------------------------------------------------ pooling


@api
def max_pool1d(x: Array, kernel: int | tuple[int], strides: int | tuple[int], padding: str | int | Sequence, /, *, data_format: str = "NWC", dilation: int | tuple[int] = 1, ceil_mode: bool = False) -> Array:  # noqa: E501
    """1-D max pooling of ``(*batch, w, c)`` input.

    >>> ivy.max_pool1d(ivy.reshape(ivy.arange(8.0), (1, 4, 2)), 2, 2, "VALID")
    ivy.array([[[2., 3.],
            [6., 7.]]], dtype=float32, backend=numpy)
    """


@api
def max_pool2d(x: Array, kernel: int | tuple[int, int], strides: int | tuple[int, int], padding: str | int | Sequence, /, *, data_format: str = "NHWC", dilation: int | tuple[int, int] = 1, ceil_mode: bool = False) -> Array:  # noqa: E501
    """2-D max pooling of ``(*batch, h, w, c)`` input.

    >>> ivy.max_pool2d(ivy.reshape(ivy.arange(16.0), (1, 4, 4, 1)), 2, 2, "VALID")[..., 0]
    ivy.array([[[ 5.,  7.],
            [13., 15.]]], dtype=float32, backend=numpy)
    """


@api
def max_pool3d(x: Array, kernel: int | tuple[int, int, int], strides: int | tuple[int, int, int], padding: str | int | Sequence, /, *, data_format: str = "NDHWC", dilation: int | tuple[int, int, int] = 1, ceil_mode: bool = False) -> Array:  # noqa: E501
    """3-D max pooling of ``(*batch, d, h, w, c)`` input.

    >>> ivy.max_pool3d(ivy.reshape(ivy.arange(8.0), (1, 2, 2, 2, 1)), 2, 2, "VALID")
    ivy.array([[[[[7.]]]]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def avg_pool1d(x: Array, kernel: int | tuple[int], strides: int | tuple[int], padding: str | int | Sequence, /, *, data_format: str = "NWC", count_include_pad: bool = False, ceil_mode: bool = False, division_override: int | None = None) -> Array:  # noqa: E501
    """1-D average pooling of ``(*batch, w, c)`` input (``division_override`` is Ivy's name
    for the divisor override).

    >>> ivy.avg_pool1d(ivy.reshape(ivy.arange(8.0), (1, 4, 2)), 2, 2, "VALID")
    ivy.array([[[1., 2.],
            [5., 6.]]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def avg_pool2d(x: Array, kernel: int | tuple[int, int], strides: int | tuple[int, int], padding: str | int | Sequence, /, *, data_format: str = "NHWC", count_include_pad: bool = False, ceil_mode: bool = False, divisor_override: int | None = None) -> Array:  # noqa: E501
    """2-D average pooling of ``(*batch, h, w, c)`` input.

    >>> ivy.avg_pool2d(ivy.reshape(ivy.arange(16.0), (1, 4, 4, 1)), 2, 2, "VALID")[..., 0]
    ivy.array([[[ 2.5,  4.5],
            [10.5, 12.5]]], dtype=float32, backend=numpy)
    """


@api(half_in_float32=True)
def avg_pool3d(x: Array, kernel: int | tuple[int, int, int], strides: int | tuple[int, int, int], padding: str | int | Sequence, /, *, data_format: str = "NDHWC", count_include_pad: bool = False, ceil_mode: bool = False, divisor_override: int | None = None) -> Array:  # noqa: E501
    """3-D average pooling of ``(*batch, d, h, w, c)`` input.

    >>> ivy.avg_pool3d(ivy.reshape(ivy.arange(8.0), (1, 2, 2, 2, 1)), 2, 2, "VALID")
    ivy.array([[[[[3.5]]]]], dtype=float32, backend=numpy)
    """


@api
def adaptive_avg_pool1d(input: Array, output_size: int, /) -> Array:  # noqa: A002 - Ivy's name
    """Adaptive average pooling of ``(*batch, c, w)`` input to ``output_size`` (torch's windows).

    >>> ivy.adaptive_avg_pool1d(ivy.reshape(ivy.arange(6.0), (1, 1, 6)), 3)
    ivy.array([[[0.5, 2.5, 4.5]]], dtype=float32, backend=numpy)
    """


@api
def adaptive_avg_pool2d(input: Array, output_size: int | Sequence[int], /, *, data_format: str = "NHWC") -> Array:  # noqa: A002,E501
    """Adaptive average pooling of ``(*batch, h, w, c)`` (or "NCHW") input to ``output_size``.

    >>> ivy.adaptive_avg_pool2d(ivy.reshape(ivy.arange(16.0), (1, 4, 4, 1)), 1)[..., 0]
    ivy.array([[[7.5]]], dtype=float32, backend=numpy)
    """


@api
def adaptive_max_pool2d(input: Array, output_size: int | Sequence[int | None]) -> Array:  # noqa: A002 - Ivy's name
    """Adaptive max pooling of ``(*batch, c, h, w)`` input to ``output_size`` (torch's windows).

    Output cell ``i`` of an axis of size ``n`` pooled to ``m`` takes the maximum over
    ``[floor(i * n / m), ceil((i + 1) * n / m))``; a ``None`` size keeps the axis.

    >>> ivy.adaptive_max_pool2d(ivy.reshape(ivy.arange(16.0), (1, 1, 4, 4)), 2)
    ivy.array([[[[ 5.,  7.],
             [13., 15.]]]], dtype=float32, backend=numpy)
    """


@api
def adaptive_max_pool3d(input: Array, output_size: int | Sequence[int | None]) -> Array:  # noqa: A002 - Ivy's name
    """Adaptive max pooling of ``(*batch, c, d, h, w)`` input to ``output_size`` (torch's windows).

    >>> ivy.adaptive_max_pool3d(ivy.reshape(ivy.arange(8.0), (1, 2, 2, 2)), 1)[..., 0, 0, 0]
    ivy.array([7.], dtype=float32, backend=numpy)
    """


@api
def max_unpool1d(input: Array, indices: Array, kernel_size: int | tuple[int], /, *, strides: int | tuple[int] | None = None, padding: int | tuple[int] = 0, data_format: str = "NCW") -> Array:  # noqa: A002,E501
    """Partial inverse of a 1-D max pool (``torch.nn.functional.max_unpool1d``).

    Each value of ``input`` goes to position ``indices`` (a flat index into the output's
    width, as a max pool with ``return_indices`` gives) of an output of width
    ``(w - 1) * strides - 2 * padding + kernel_size``; the other positions are 0.
    ``strides`` defaults to ``kernel_size``.

    >>> ivy.max_unpool1d(ivy.asarray([[[5.0, 7.0]]]), ivy.asarray([[[1, 2]]]), 2)
    ivy.array([[[0., 5., 7., 0.]]], dtype=float32, backend=numpy)
    """


@api
def pool(x: Array, window_shape: int | Sequence[int], pool_type: str, /, *, strides: int | Sequence[int] | None = None, padding: str | int | Sequence = "VALID", data_format: str | None = None, dilations: int | Sequence[int] | None = None, ceil_mode: bool = False) -> Array:  # noqa: E501
    """N-D max (``pool_type="MAX"``) or average (``"AVG"``) pooling, as ``tf.nn.pool``.

    The rank (1, 2 or 3) is ``len(window_shape)``; ``data_format`` defaults to channels
    last; ``strides`` and ``dilations`` default to 1. ``"AVG"`` averages the values inside
    the input (TensorFlow's SAME rule) and takes no dilation.

    >>> ivy.pool(ivy.reshape(ivy.arange(6.0), (1, 6, 1)), 2, "MAX", strides=2)[..., 0]
    ivy.array([[1., 3., 5.]], dtype=float32, backend=numpy)
    """


@api
def conv(x: Array, filters: Array, strides: int | Sequence[int], padding: str | int | Sequence, /, *, transpose: bool = False, dims: int = 2, output_shape: Sequence[int] | None = None, data_format: str = "channel_last", filter_format: str = "channel_last", feature_group_count: int = 1, x_dilations: int | Sequence[int] = 1, dilations: int | Sequence[int] = 1, bias: Array | None = None) -> Array:  # noqa: E501
    """A ``dims``-D convolution (``transpose=True``: transposed convolution), Ivy's generic ``conv``.

    ``conv_general_dilated`` or ``conv_general_transpose`` with the same arguments;
    a transposed convolution takes no ``x_dilations``.

    >>> x = ivy.reshape(ivy.arange(4.0), (1, 4, 1))
    >>> ivy.conv(x, ivy.ones((2, 1, 1)), 1, "VALID", dims=1)[..., 0]
    ivy.array([[1., 3., 5.]], dtype=float32, backend=numpy)
    """


@api
def reduce_window(operand: Array, init_value: int | float, computation: Callable, window_dimensions: int | Sequence[int], /, *, window_strides: int | Sequence[int] = 1, padding: str | int | Sequence = "VALID", base_dilation: int | Sequence[int] = 1, window_dilation: int | Sequence[int] = 1) -> Array:  # noqa: E501
    """Reduce every window of ``operand`` with ``computation``, as ``jax.lax.reduce_window``.

    Windows span every axis (``window_dimensions`` has one size per axis, or one int for
    all); ``computation(a, b)`` folds ``init_value`` and the window's elements (e.g.
    ``ivy.add``, ``ivy.maximum``). ``padding`` is ``"SAME"``, ``"VALID"`` or ``(low,
    high)`` pairs (padded with ``init_value``); ``base_dilation`` spreads the operand
    (holes are ``init_value``), ``window_dilation`` the window.

    >>> ivy.reduce_window(ivy.asarray([1.0, 2.0, 3.0, 4.0]), 0.0, ivy.add, 2)
    ivy.array([3., 5., 7.], dtype=float32, backend=numpy)
    """


@api
def interp(x: Array, xp: Array, fp: Array, left: float | None = None, right: float | None = None, period: float | None = None) -> Array:  # noqa: E501
    """One-dimensional piecewise-linear interpolation of ``(xp, fp)`` at ``x``, as ``np.interp``.

    ``xp`` must increase (unless ``period`` is given: then ``x`` and ``xp`` are taken
    modulo ``period``); outside it the result is ``left``/``right`` (default ``fp[0]``,
    ``fp[-1]``). The result has the promoted float dtype of the inputs (float32 for
    integers).

    >>> ivy.interp(ivy.asarray([0.0, 1.5, 5.0]), ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray([3.0, 2.0, 0.0]))
    ivy.array([3. , 2.5, 0. ], dtype=float32, backend=numpy)
    """


# ------------------------------------------------------------------ interpolation


@api
def interpolate(x: Array, size: int | Sequence[int] | None, /, *, mode: str = "linear", scale_factor: float | Sequence[float] | None = None, recompute_scale_factor: bool | None = None, align_corners: bool | None = None, antialias: bool = False) -> Array:  # noqa: E501
    """Resize the spatial axes of ``(*batch, c, *spatial)`` input to ``size`` (or by ``scale_factor``).

    >>> ivy.interpolate(ivy.asarray([[[1.0, 3.0]]]), 4, mode="linear")
    ivy.array([[[1. , 1.5, 2.5, 3. ]]], dtype=float32, backend=numpy)
    """



@api
def grid_sample(x: Array, grid: Array, /, *, mode: str = "bilinear", padding_mode: str = "zeros", align_corners: bool = False) -> Array:  # noqa: E501
    """Sample ``x`` ``(N, C, H, W)`` at the normalized locations ``grid`` ``(N, Ho, Wo, 2)`` (or
    ``(N, C, D, H, W)`` at ``(N, Do, Ho, Wo, 3)``): ``torch.nn.functional.grid_sample``.

    The grid's last axis holds (x, y[, z]) in [-1, 1] (the input's corner pixels' centres with
    ``align_corners``, their outer edges without); ``mode`` is "bilinear" (trilinear in 3-D),
    "nearest" (half to even) or "bicubic" (2-D only, A = -0.75); ``padding_mode`` "zeros",
    "border" or "reflection" says what lies outside. The result is ``(N, C, *grid.shape[1:-1])``
    in ``x``'s float dtype (float32 for integers); the grid is cast to it.

    >>> x = ivy.reshape(ivy.arange(4.0), (1, 1, 2, 2))
    >>> ivy.grid_sample(x, ivy.asarray([[[[0.0, 0.0], [1.0, -1.0]]]]), align_corners=True)
    ivy.array([[[[1.5, 1. ]]]], dtype=float32, backend=numpy)
    """

from . import _spatial_impl  # noqa: E402 - compositions need the stubs above

_spatial_impl.register()
_spatial_impl.register_ivy_names()
