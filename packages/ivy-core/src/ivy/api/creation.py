"""Array creation functions of the standard. With no array argument they return
``ivy.Array`` on the set (or default) backend; ``*_like``, ``tril``, ``triu`` and
``meshgrid`` follow their array argument (native in, native out).

Default dtypes are ivy's on every backend: Python ``float`` -> float32, ``int`` ->
int64, ``complex`` -> complex64, ``bool`` -> bool.
"""

from __future__ import annotations

from .._dispatch import api


@api(always_wrap=True)
def arange(start: float, /, stop: float | None = None, step: float = 1, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """Evenly spaced values in ``[start, stop)``; int64 if all bounds are ints, else float32.

    >>> ivy.arange(4).dtype, ivy.arange(0.5, 2).dtype
    (ivy.int64, ivy.float32)
    """


@api(always_wrap=True, converts=True)
def asarray(obj: Array | complex | NestedSequence | SupportsBufferProtocol, /, *, dtype: Dtype | None = None, device: Device | None = None, copy: bool | None = None) -> Array:  # noqa: E501
    """Convert ``obj`` to an ``ivy.Array``. Python floats default to float32, ints to int64.

    Arrays keep their dtype; in nested sequences, arrays (and 0-d arrays) are strongly
    typed and Python scalars weakly (as in :func:`ivy.result_type`). ``copy=True``
    always copies, ``copy=False`` never does (``ValueError`` if it would have to).

    >>> ivy.asarray([1.0, 2.0]).dtype
    ivy.float32
    """


@api(always_wrap=True)
def empty(shape: int | tuple[int, ...], *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An uninitialised array (float32 by default).

    >>> ivy.empty((2, 3)).shape
    (2, 3)
    """


@api
def empty_like(x: Array, /, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An uninitialised array with the shape (and by default the dtype) of ``x``.

    >>> ivy.empty_like(ivy.ones((2, 3), dtype=ivy.int8)).dtype
    ivy.int8
    """


@api(always_wrap=True)
def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, batch_shape: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """Ones on the ``k``-th diagonal, zeros elsewhere (float32 by default).

    ``batch_shape`` (ivy) prepends batch dimensions: the result has shape
    ``(*batch_shape, n_rows, n_cols)``.

    >>> ivy.eye(2, 3, k=1).shape
    (2, 3)
    """


@api(always_wrap=True)
def from_dlpack(x: SupportsDLPack, /, *, device: Device | None = None, copy: bool | None = None) -> Array:
    """An ``ivy.Array`` sharing memory (where it can) with any object that has ``__dlpack__``.

    >>> ivy.from_dlpack(ivy.asarray([1, 2])).shape
    (2,)
    """


@api(always_wrap=True)
def full(shape: int | tuple[int, ...], fill_value: complex, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """An array filled with ``fill_value``; its dtype defaults from the fill value
    (bool -> bool, int -> int64, float -> float32, complex -> complex64).

    >>> ivy.full((2,), 3).dtype, ivy.full((2,), 1.0).dtype
    (ivy.int64, ivy.float32)
    """


@api
def full_like(x: Array, /, fill_value: complex, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An array shaped like ``x`` (and by default of its dtype) filled with ``fill_value``.

    >>> y = ivy.full_like(ivy.zeros(3), 7.0)
    >>> y.shape, y.dtype, float(y[0])
    ((3,), ivy.float32, 7.0)
    """


@api(always_wrap=True)
def linspace(start: Array | complex, stop: Array | complex, /, num: int, *, dtype: Dtype | None = None, device: Device | None = None, endpoint: bool = True, axis: int | None = None) -> Array:  # noqa: E501
    """``num`` evenly spaced values from ``start`` to ``stop`` (float32, or complex64 for
    complex bounds, by default).

    ``start``/``stop`` may also be arrays (ivy): the values run along ``axis`` (the
    last axis when ``None``) and the other axes broadcast the bounds.

    >>> y = ivy.linspace(0, 1, 5)
    >>> y.dtype, float(y[1])
    (ivy.float32, 0.25)
    """


@api
def meshgrid(*arrays: Array, indexing: str = "xy", sparse: bool = False) -> tuple[Array, ...]:
    """Coordinate matrices from 1-D coordinate arrays (a tuple, as in the 2025.12 standard).

    ``sparse=True`` (ivy) returns broadcastable arrays instead of full grids.

    >>> [g.shape for g in ivy.meshgrid(ivy.arange(3), ivy.arange(2))]
    [(2, 3), (2, 3)]
    """


@api(always_wrap=True)
def ones(shape: int | tuple[int, ...], *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An array of ones (float32 by default).

    >>> ivy.ones(3).dtype
    ivy.float32
    """


@api
def ones_like(x: Array, /, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """Ones shaped like ``x`` (and by default of its dtype).

    >>> ivy.ones_like(ivy.zeros((2,), dtype=ivy.int32))
    ivy.array([1, 1], dtype=int32, backend=numpy)
    """


@api
def tril(x: Array, /, *, k: int = 0) -> Array:
    """Lower triangle of the matrices in ``x`` (shape ``(..., M, N)``): zero above diagonal ``k``.

    >>> y = ivy.tril(ivy.ones((2, 2)))
    >>> float(y[0, 1]), float(y[1, 0])
    (0.0, 1.0)
    """


@api
def triu(x: Array, /, *, k: int = 0) -> Array:
    """Upper triangle of the matrices in ``x`` (shape ``(..., M, N)``): zero below diagonal ``k``.

    >>> y = ivy.triu(ivy.ones((2, 2)))
    >>> float(y[0, 1]), float(y[1, 0])
    (1.0, 0.0)
    """


@api(always_wrap=True)
def zeros(shape: int | tuple[int, ...], *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An array of zeros (float32 by default).

    >>> ivy.zeros((2, 3)).shape
    (2, 3)
    """


@api
def zeros_like(x: Array, /, *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """Zeros shaped like ``x`` (and by default of its dtype).

    >>> ivy.zeros_like(ivy.ones((2,), dtype=ivy.uint8))
    ivy.array([0, 0], dtype=uint8, backend=numpy)
    """


# ------------------------------------------------------------- ivy's superset
# Compositions (every backend) live in ``_shape_impl.py``; backends with the
# operation implement it natively in their ``creation`` module.


@api(always_wrap=True)
def logspace(start: Array | float, stop: Array | float, /, num: int, *, base: float = 10.0, axis: int = 0, endpoint: bool = True, dtype: Dtype | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """``base ** linspace(start, stop, num)``: ``num`` values evenly spaced on a log scale
    (float32 by default, or the floating dtype of array bounds).

    ``start``/``stop`` may be arrays; the samples then run along ``axis`` (the first axis
    by default, as in Ivy and NumPy) and the other axes broadcast the bounds.

    >>> [float(v) for v in ivy.logspace(0, 2, 3)]
    [1.0, 10.0, 100.0]
    """


@api
def one_hot(indices: Array, depth: int, /, *, on_value: complex | None = None, off_value: complex | None = None, axis: int | None = None, dtype: Dtype | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """``on_value`` (1) where the last (or ``axis``) dimension of size ``depth`` equals
    ``indices``, ``off_value`` (0) elsewhere; shape ``indices.shape`` with ``depth`` inserted
    at ``axis``. Out-of-range and negative indices give an all-``off_value`` row (as
    ``tf.one_hot``). Dtype: ``dtype``, else that of the on/off values (float32 if they are
    floats), else float32.

    >>> ivy.one_hot(ivy.asarray([2, 0]), 3)
    ivy.array([[0., 0., 1.],
               [1., 0., 0.]], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def triu_indices(n_rows: int, n_cols: int | None = None, k: int = 0, /, *, device: Device | None = None) -> tuple[Array, ...]:  # noqa: E501
    """Row and column indices (int64) of the upper triangle (on and above diagonal ``k``)
    of an ``n_rows x n_cols`` matrix, in row-major order (``torch.triu_indices``).

    >>> [list(map(int, a)) for a in ivy.triu_indices(2, 2)]
    [[0, 0, 1], [0, 1, 1]]
    """


@api(always_wrap=True)
def tril_indices(n_rows: int, n_cols: int | None = None, k: int = 0, /, *, device: Device | None = None) -> tuple[Array, ...]:  # noqa: E501
    """Row and column indices (int64) of the lower triangle (on and below diagonal ``k``)
    of an ``n_rows x n_cols`` matrix, in row-major order (``torch.tril_indices``).

    >>> [list(map(int, a)) for a in ivy.tril_indices(2, 2)]
    [[0, 1, 1], [0, 0, 1]]
    """


# ------------------------------------------------ ivy 1.0's experimental creation
# torch's windows, NumPy's indices/polyval, TensorFlow's unsorted segment reductions;
# compositions in ``_shape_impl``.


@api(always_wrap=True)
def hann_window(size: int, *, periodic: bool = True, dtype: Dtype | None = None) -> Array:
    """The Hann window ``0.5 - 0.5 cos(2 pi n / N)``, ``N = size`` (``periodic``) or ``size - 1``.

    >>> ivy.hann_window(4)
    ivy.array([0. , 0.5, 1. , 0.5], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def hamming_window(window_length: int, *, periodic: bool = True, alpha: float = 0.54, beta: float = 0.46, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """The Hamming window ``alpha - beta cos(2 pi n / N)`` (``N`` as :func:`hann_window`).

    >>> ivy.hamming_window(2, periodic=False)
    ivy.array([0.08, 0.08], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def blackman_window(size: int, *, periodic: bool = True, dtype: Dtype | None = None) -> Array:
    """The Blackman window ``0.42 - 0.5 cos(2 pi n / N) + 0.08 cos(4 pi n / N)``.

    >>> ivy.blackman_window(3, periodic=False)
    ivy.array([-1.3877788e-17,  1.0000000e+00, -1.3877788e-17], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def kaiser_window(window_length: int, periodic: bool = True, beta: float = 12.0, *, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """The Kaiser window ``I0(beta sqrt(1 - (2 n / N - 1)^2)) / I0(beta)`` (torch's).

    >>> ivy.kaiser_window(3, periodic=False, beta=0.0)
    ivy.array([1., 1., 1.], dtype=float32, backend=numpy)
    """


@api
def eye_like(x: Array, *, k: int = 0, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An identity matrix of ``x``'s first and last axes' sizes (``k``-th diagonal), in ``x``'s
    dtype and device unless given.

    >>> ivy.eye_like(ivy.ones((2, 3), dtype=ivy.int32))
    ivy.array([[1, 0, 0],
               [0, 1, 0]], dtype=int32, backend=numpy)
    """


@api
def trilu(x: Array, /, *, k: int = 0, upper: bool = True) -> Array:
    """The upper (``triu``) or lower (``tril``) triangle from the ``k``-th diagonal.

    >>> ivy.trilu(ivy.ones((2, 2)), upper=False)
    ivy.array([[1., 0.],
               [1., 1.]], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def indices(dimensions: Sequence[int], *, dtype: Dtype | None = None, sparse: bool = False) -> Array | tuple[Array, ...]:  # noqa: E501
    """NumPy's ``indices``: the index grid of an array of shape ``dimensions``, one (stacked)
    array per axis (int64 unless ``dtype``); ``sparse=True`` gives broadcastable ones.

    >>> ivy.indices((2, 2))[0]
    ivy.array([[0, 0],
               [1, 1]], dtype=int64, backend=numpy)
    """


@api
def polyval(coeffs: Array, x: Array | int | float) -> Array:
    """The polynomial with ``coeffs`` (highest power first) at ``x``, by Horner's rule (NumPy's ``polyval``).

    >>> ivy.polyval(ivy.asarray([1.0, 0.0, -1.0]), ivy.asarray([2.0, 3.0]))
    ivy.array([3., 8.], dtype=float32, backend=numpy)
    """


@api
def unsorted_segment_sum(data: Array, segment_ids: Array, num_segments: int) -> Array:
    """Sums of the rows of ``data`` (first axis) in each of ``num_segments`` segments
    (TensorFlow's; a negative id drops its row; an empty segment sums to 0).

    >>> ivy.unsorted_segment_sum(ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray([1, 0, 1]), 2)
    ivy.array([2., 4.], dtype=float32, backend=numpy)
    """


@api
def unsorted_segment_min(data: Array, segment_ids: Array, num_segments: int) -> Array:
    """Minimums per segment (as :func:`unsorted_segment_sum`; an empty segment gives the
    dtype's largest value, as TensorFlow).

    >>> ivy.unsorted_segment_min(ivy.asarray([1, 2, 3]), ivy.asarray([1, 1, 0]), 2)
    ivy.array([3, 1], dtype=int64, backend=numpy)
    """


@api
def unsorted_segment_mean(data: Array, segment_ids: Array, num_segments: int) -> Array:
    """Means per segment (as :func:`unsorted_segment_sum`; an empty segment gives 0).

    >>> ivy.unsorted_segment_mean(ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray([1, 0, 1]), 2)
    ivy.array([2., 2.], dtype=float32, backend=numpy)
    """



# ivy 1.0's experimental creation, TensorFlow's ``tf.signal`` definitions; compositions in
# ``_creation_impl`` (computed in float64 where the backend has it).


@api(always_wrap=True)
def vorbis_window(window_length: int, *, dtype: Dtype | None = None) -> Array:
    """The Vorbis power-complementary window ``sin(pi / 2 * sin(pi * (n + 0.5) / N) ** 2)``
    (TensorFlow's ``signal.vorbis_window``; float32 unless ``dtype``).

    >>> ivy.vorbis_window(2)
    ivy.array([0.70710677, 0.70710677], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def kaiser_bessel_derived_window(window_length: int, beta: float = 12.0, *, dtype: Dtype | None = None) -> Array:
    """The Kaiser-Bessel-derived window (TensorFlow's ``signal.kaiser_bessel_derived_window``):
    ``sqrt`` of the normalised running sum of a symmetric Kaiser window of ``N // 2 + 1``
    points, mirrored; ``2 * (N // 2)`` points, as TensorFlow's.

    >>> ivy.kaiser_bessel_derived_window(2)
    ivy.array([0.70710677, 0.70710677], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def mel_weight_matrix(num_mel_bins: int, dft_length: int, sample_rate: int, lower_edge_hertz: float = 0.0, upper_edge_hertz: float = 3000.0) -> Array:  # noqa: E501
    """The ``(dft_length, num_mel_bins)`` float32 matrix taking ``dft_length`` linear spectrogram
    bins (0 ... ``sample_rate / 2``) to triangular mel bands between the edges (TensorFlow's
    ``signal.linear_to_mel_weight_matrix``, mel = ``1127 ln(1 + f / 700)``; the DC row is 0).

    >>> ivy.mel_weight_matrix(2, 3, 8000, 0.0, 4000.0).shape
    (3, 2)
    """


@api(always_wrap=True)
def ndindex(shape: int | tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """The indices of an array of ``shape`` in C order, as tuples (NumPy's ``ndindex``; a
    generator).

    >>> list(ivy.ndindex((2, 2)))
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """


@api(always_wrap=True)
def ndenumerate(input: Array | Iterable) -> Iterator[tuple[tuple[int, ...], Any]]:  # noqa: A002 - Ivy's name
    """Pairs ``(index, value)`` of an array (values as NumPy scalars) or of nested sequences,
    in C order (NumPy's ``ndenumerate``; a generator).

    >>> list(ivy.ndenumerate(ivy.asarray([[1, 2]])))
    [((0, 0), np.int64(1)), ((0, 1), np.int64(2))]
    >>> list(ivy.ndenumerate([[1, 2], [3]]))
    [((0, 0), 1), ((0, 1), 2), ((1, 0), 3)]
    """


@api(always_wrap=True)
def frombuffer(buffer: bytes, dtype: Dtype | None = None, count: int | None = -1, offset: int | None = 0) -> Array:
    """The bytes of ``buffer`` (any object with the buffer protocol) read as a 1-D array of
    ``dtype`` (float64 unless given, as NumPy's ``frombuffer``; native byte order): ``count``
    items (-1: all the rest) from byte ``offset``.

    >>> ivy.frombuffer(b"\\x01\\x02\\x03\\x04", dtype=ivy.int8, count=2, offset=1)
    ivy.array([2, 3], dtype=int8, backend=numpy)
    """


@api
def complex(real: Array, imag: Array) -> Array:  # noqa: A001 - Ivy's name
    """The complex array ``real + imag * 1j`` from real floating ``real`` and ``imag`` (broadcast;
    float64 gives complex128, the narrower floats complex64), each part as given, as
    ``torch.complex`` (infinite and NaN imaginary parts too; a zero part may lose its sign).

    >>> ivy.complex(ivy.asarray([2.25, 3.25]), ivy.asarray([4.75, 5.75]))
    ivy.array([2.25+4.75j, 3.25+5.75j], dtype=complex64, backend=numpy)
    """

from . import _creation_impl  # noqa: E402,F401
