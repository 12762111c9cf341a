"""ivy 1.0's tensor decompositions and random factorized tensors (tensorly's definitions):
``tucker``/``partial_tucker`` (HOOI), ``initialize_tucker``, ``tensor_train`` (TT-SVD),
``make_svd_non_negative`` (NNDSVD), ``random_cp``/``random_tucker``/``random_tt``/``random_tr``/
``random_parafac2`` and ``sparsify_tensor``; compositions in ``_decompositions_impl``.

Ivy 1.0 returns its ``TuckerTensor``/``CPTensor``/``TTTensor``/... classes; here they are the
plain structures those classes unpack to (tensorly's): a :class:`TuckerTensor` named tuple
``(core, factors)``, a :class:`CPTensor` ``(weights, factors)``, a :class:`Parafac2Tensor`
``(weights, factors, projections)``, and a list of cores for tensor-train and tensor-ring
tensors. With ``seed`` the same call gives the same tensor; the factors are consecutive pieces
of one uniform draw (Ivy 1.0 draws each factor from the same seed, which makes factors of equal
shape equal).
"""

from __future__ import annotations

from typing import NamedTuple

from .._dispatch import api


class TuckerTensor(NamedTuple):
    """A Tucker tensor: ``core`` and one factor matrix per mode (tensorly's ``(core, factors)``)."""

    core: object
    factors: list


class CPTensor(NamedTuple):
    """A CP (PARAFAC) tensor: ``weights`` and one ``(size, rank)`` factor per mode."""

    weights: object
    factors: list


class Parafac2Tensor(NamedTuple):
    """A PARAFAC2 tensor: ``weights``, factors ``[A, B, C]`` and one projection matrix per slice."""

    weights: object
    factors: list
    projections: list


@api
def make_svd_non_negative(x: Array, U: Array, S: Array, V: Array, /, *, nntype: str = "nndsvd") -> tuple[Array, Array]:  # noqa: E501, N803
    """Non-negative ``(W, H)`` from the SVD ``U, S, V`` (``V`` holds the right singular vectors as
    rows) of ``x`` by NNDSVD (Boutsidis & Gallopoulos, 2008, as tensorly): the leading triplet's
    magnitudes, then for each further triplet the larger of its positive and negative parts.
    Entries below machine epsilon are zeroed (``"nndsvd"``) or set to ``mean(x)`` (``"nndsvda"``).

    >>> x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    >>> U, S, V = ivy.svd(x)
    >>> W, H = ivy.make_svd_non_negative(x, U, S, V)
    >>> bool(ivy.all(W >= 0)) and bool(ivy.all(H >= 0))
    True
    """


@api
def tensor_train(input_tensor: Array, rank: int | Sequence[int], /, *, svd: str = "truncated_svd", verbose: bool = False) -> list:  # noqa: E501
    """Tensor-train decomposition by TT-SVD (Oseledets, 2011, as tensorly): the list of cores
    ``(r_k, n_k, r_{k+1})`` with ``r_0 = r_d = 1``. ``rank`` is the largest TT rank (an int) or the
    ``ndim + 1`` ranks (first and last 1); each is capped by the unfolding's size.

    >>> [c.shape for c in ivy.tensor_train(ivy.ones((2, 3, 4)), 2)]
    [(1, 2, 2), (2, 3, 2), (2, 4, 1)]
    """


@api
def initialize_tucker(x: Array, rank: Sequence[int], modes: Sequence[int], /, *, init: str | tuple = "svd", seed: int | None = None, svd: str = "truncated_svd", non_negative: bool = False, mask: Array | None = None, svd_mask_repeats: int = 5) -> tuple:  # noqa: E501
    """The starting ``(core, factors)`` of :func:`tucker` on ``modes``: ``"svd"`` takes each
    mode's ``rank`` leading left singular vectors of the unfolding (HOSVD; with ``mask``, missing
    entries imputed ``svd_mask_repeats`` times), ``"random"`` uniform draws, or a given
    ``(core, factors)``; ``non_negative`` makes them non-negative (NNDSVD, then magnitudes).

    >>> core, factors = ivy.initialize_tucker(ivy.ones((3, 4, 5)), [2, 2, 2], [0, 1, 2])
    >>> core.shape, [f.shape for f in factors]
    ((2, 2, 2), [(3, 2), (4, 2), (5, 2)])
    """


@api
def partial_tucker(x: Array, rank: int | Sequence[int] | None = None, modes: Sequence[int] | None = None, /, *, n_iter_max: int = 100, init: str | tuple = "svd", svd: str = "truncated_svd", seed: int | None = None, mask: Array | None = None, svd_mask_repeats: int = 5, tol: float = 10e-5, verbose: bool = False, return_errors: bool = False) -> tuple:  # noqa: E501
    """Tucker decomposition along ``modes`` only, by higher-order orthogonal iteration (HOOI, as
    tensorly): ``(core, factors)`` with orthonormal ``(x.shape[m], rank[i])`` factors and
    ``x ~= multi_mode_dot(core, factors, modes)``. Stops after ``n_iter_max`` sweeps or when the
    relative reconstruction error changes by less than ``tol``; ``return_errors`` also returns
    the errors (floats). ``rank`` None keeps the sizes; an int is every mode's rank.

    >>> core, factors = ivy.partial_tucker(ivy.ones((3, 4, 5)), [2, 2], [0, 2])
    >>> core.shape
    (2, 4, 2)
    """


@api
def tucker(x: Array, rank: int | Sequence[int] | None = None, /, *, fixed_factors: Sequence[int] | None = None, n_iter_max: int = 100, init: str | tuple = "svd", svd: str = "truncated_svd", seed: int | None = None, mask: Array | None = None, svd_mask_repeats: int = 5, tol: float = 10e-5, verbose: bool = False, return_errors: bool = False) -> tuple:  # noqa: E501
    """Tucker decomposition of every mode by HOOI (as tensorly): a :class:`TuckerTensor`
    ``(core, factors)`` with ``x ~= multi_mode_dot(core, factors)``. ``fixed_factors`` lists
    modes whose factors, taken from ``init = (core, factors)``, stay as they are.

    >>> core, factors = ivy.tucker(ivy.ones((3, 4, 5)), [1, 1, 1])
    >>> bool(ivy.allclose(ivy.multi_mode_dot(core, factors), ivy.ones((3, 4, 5)), atol=1e-5))
    True
    """


@api
def sparsify_tensor(x: Array, card: int, /) -> Array:
    """``x`` with all but its ``card`` largest-magnitude entries set to zero (in place; entries
    tied with the ``card``-th magnitude are kept, as tensorly's ``sparsify_tensor``).

    >>> ivy.sparsify_tensor(ivy.asarray([[1, -5], [3, 2]]), 2)
    ivy.array([[ 0, -5],
               [ 3,  0]], dtype=int64, backend=numpy)
    """


@api(always_wrap=True)
def random_cp(shape: Sequence[int], rank: int, /, *, dtype: Dtype | None = None, full: bool = False, orthogonal: bool = False, seed: int | None = None, normalise_factors: bool = True) -> tuple:  # noqa: E501
    """A random CP tensor (tensorly's ``random_cp``): uniform ``(s, rank)`` factors (orthonormal
    columns with ``orthogonal``), unit weights; ``normalise_factors`` moves the columns' norms
    into the weights; ``full`` returns the dense tensor instead of the :class:`CPTensor`.

    >>> weights, factors = ivy.random_cp((2, 3, 4), 2, seed=0)
    >>> weights.shape, [f.shape for f in factors]
    ((2,), [(2, 2), (3, 2), (4, 2)])
    """


@api(always_wrap=True)
def random_tucker(shape: Sequence[int], rank: int | Sequence[int], /, *, dtype: Dtype | None = None, full: bool = False, orthogonal: bool = False, seed: int | None = None, non_negative: bool = False) -> tuple:  # noqa: E501
    """A random Tucker tensor (tensorly's ``random_tucker``): a uniform core of shape ``rank``
    and ``(s, r)`` factors (uniform, or with orthonormal columns); ``full`` returns the dense
    tensor instead of the :class:`TuckerTensor`.

    >>> core, factors = ivy.random_tucker((2, 3, 4), 2, seed=0)
    >>> core.shape, [f.shape for f in factors]
    ((2, 2, 2), [(2, 2), (3, 2), (4, 2)])
    """


@api(always_wrap=True)
def random_tt(shape: Sequence[int], rank: int | Sequence[int], /, *, full: bool = False, dtype: Dtype | None = None, seed: int | None = None) -> list:  # noqa: E501
    """A random tensor-train tensor (tensorly's ``random_tt``): uniform cores ``(r_k, s_k,
    r_{k+1})``; ``rank`` is an int (inner ranks) or ``len(shape) + 1`` ranks starting and
    ending with 1. ``full`` returns the dense tensor instead of the list of cores.

    >>> [c.shape for c in ivy.random_tt((2, 3, 4), 2, seed=0)]
    [(1, 2, 2), (2, 3, 2), (2, 4, 1)]
    """


@api(always_wrap=True)
def random_tr(shape: Sequence[int], rank: int | Sequence[int], /, *, dtype: Dtype | None = None, full: bool = False, seed: int | None = None) -> list:  # noqa: E501
    """A random tensor-ring tensor (tensorly's ``random_tr``): uniform cores ``(r_k, s_k,
    r_{k+1})`` with ``rank[0] == rank[-1]``; the dense tensor (``full``) is the trace of the
    cores' slices' product.

    >>> [c.shape for c in ivy.random_tr((2, 3), [2, 3, 2], seed=0)]
    [(2, 2, 3), (3, 3, 2)]
    """


@api(always_wrap=True)
def random_parafac2(shapes: Sequence[Sequence[int]], rank: int, /, *, dtype: Dtype | None = None, full: bool = False, seed: int | None = None, normalise_factors: bool = True) -> tuple:  # noqa: E501
    """A random PARAFAC2 tensor (tensorly's ``random_parafac2``) of slices ``shapes[i] = (J_i, K)``:
    projections with orthonormal columns ``(J_i, rank)``, factors ``A (I, rank)``, ``B (rank,
    rank)``, ``C (K, rank)``; slice ``i`` is ``P_i B diag(w * A[i]) C^T``. ``full`` returns the
    dense ``(I, max J_i, K)`` tensor (shorter slices padded with zeros).

    >>> weights, factors, projections = ivy.random_parafac2([(3, 2), (4, 2)], 2, seed=0)
    >>> [f.shape for f in factors], [p.shape for p in projections]
    ([(2, 2), (2, 2), (2, 2)], [(3, 2), (4, 2)])
    """


from . import _decompositions_impl as _decompositions_impl  # noqa: E402, F401
