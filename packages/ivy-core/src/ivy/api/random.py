"""Random numbers (Ivy's superset): stateful
``seed``/``random_uniform``/``random_normal``/``randint``/``multinomial``/``shuffle`` and a
functional key-based form; reproducible per backend for a given seed.

Two ways to draw:

- Stateful: each backend holds one generator (a ``numpy.random.Generator``, a
  ``torch.Generator`` per device, a JAX key split at every draw, a
  ``tf.random.Generator``); ``ivy.seed(seed_value=s)`` resets the generator of the
  backend in use (the set one, ``backend=``, or the default one).
- Functional: ``seed=`` on any drawing function takes an int or an :class:`ivy.random.Key`
  and draws from a fresh generator made from it, touching no state: the same seed gives
  the same numbers on the same backend, every time. Keys come from
  ``ivy.random.key(seed)`` and are split into independent keys with
  ``ivy.random.split(key, num)`` (or ``key.split(num)``), as JAX's keys are.

``low``/``high``/``mean``/``std`` may be arrays: ``shape`` (``None``: their broadcast
shape) must broadcast with them. ``dtype`` defaults to float32 (int64 for ``randint``).
"""

from __future__ import annotations

import random as _pyrandom

from .. import dtypes as _dt
from .._dispatch import api, composition
from ..errors import AxisError, InvalidArgumentError
from ..plugin import multinomial_probs, randint_bounds
from ._shape_impl import _device

_MASK63 = (1 << 63) - 1


def _mix(z):
    """SplitMix64's finalizer: a well-mixed 63-bit number from any int."""
    z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return (z ^ (z >> 31)) & _MASK63


class Key(int):
    """A functional random key: an immutable 63-bit integer seed. Pass it as ``seed=``.

    >>> k = ivy.random.key(0)
    >>> k1, k2 = k.split()
    >>> k1 != k2
    True
    """

    __slots__ = ()

    def __repr__(self):
        return f"ivy.random.Key({int(self):#018x})"

    def split(self, num: int = 2) -> tuple:
        """``num`` new independent keys derived from this one."""
        return split(self, num)

    def fold_in(self, data: int) -> Key:
        """A new key derived from this one and the integer ``data``."""
        return Key(_mix(int(self) ^ _mix(int(data) & 0xFFFFFFFFFFFFFFFF)))


def key(seed: int) -> Key:
    """The key for an integer ``seed`` (the same seed gives the same key).

    >>> ivy.random.key(1) == ivy.random.key(1)
    True
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidArgumentError(f"ivy.random.key: seed must be an int; got {seed!r}")
    return Key(_mix(seed & 0xFFFFFFFFFFFFFFFF))


def split(key: Key, num: int = 2) -> tuple:
    """``num`` independent keys derived from ``key``.

    >>> len(ivy.random.split(ivy.random.key(0), 3))
    3
    """
    if not isinstance(key, int):
        raise InvalidArgumentError(f"ivy.random.split: expected a key; got {key!r}")
    base = int(key)
    return tuple(Key(_mix(base ^ _mix(i + 1))) for i in range(num))


def seed_int(seed) -> int:
    """A seed (int or Key) as a non-negative 63-bit int (backends use this)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidArgumentError(f"a random seed must be an int or ivy.random.Key; got {seed!r}")
    return int(seed) & _MASK63


@api(always_wrap=True)
def random_uniform(*, low: float | Array = 0.0, high: float | Array = 1.0, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Samples uniform on ``[low, high)``.

    >>> ivy.random_uniform(shape=(2, 3), seed=0).shape
    (2, 3)
    """


@api(always_wrap=True)
def random_normal(*, mean: float | Array = 0.0, std: float | Array = 1.0, shape: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, seed: int | Key | None = None, device: Device | None = None) -> Array:  # noqa: E501
    """Samples of a normal distribution ``N(mean, std**2)``.

    >>> ivy.random_normal(shape=(4,), seed=0).dtype
    ivy.float32
    """


@api(always_wrap=True)
def randint(low: int | Array, high: int | Array, /, *, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Integers drawn uniformly from ``[low, high)``.

    >>> ivy.randint(0, 3, shape=(5,), seed=1).dtype
    ivy.int64
    """


@api(always_wrap=True)
def multinomial(population_size: int, num_samples: int, /, *, batch_size: int = 1, probs: Array | None = None, replace: bool = True, device: Device | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Indices into ``[0, population_size)`` drawn with probabilities ``probs``
    (``(batch_size, population_size)``, rows need not sum to 1; uniform when ``None``);
    the result is ``(batch_size, num_samples)`` int64.

    >>> ivy.multinomial(5, 3, batch_size=2, seed=0).shape
    (2, 3)
    """


@api
def shuffle(x: Array, axis: int | None = 0, /, *, seed: int | Key | None = None) -> Array:
    """``x`` with its slices along ``axis`` in a random order.

    >>> ivy.shuffle(ivy.asarray([1, 2, 3]), seed=0).shape
    (3,)
    """


@api
def seed(*, seed_value: int = 0) -> None:
    """Reset the generator of the backend in use (``backend=``, the set one, or the default).

    >>> ivy.seed(seed_value=0)
    """


# ------------------------------------------------ ivy 1.0's experimental random
# Compositions in ``_creation_impl``: Marsaglia and Tsang's gamma, Knuth's and Hormann's PTRS
# Poisson, over ``random_uniform``/``random_normal`` (so they inherit every backend's seeding).


@api(always_wrap=True)
def bernoulli(probs: float | Array | None, *, logits: float | Array | None = None, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Samples of Bernoulli distributions: 1 with probability ``probs`` (or ``sigmoid(logits)``
    when ``logits`` is given and ``probs`` is None), else 0, as floats (float32 by default).

    >>> ivy.bernoulli(ivy.asarray([0.0, 1.0]), seed=0)
    ivy.array([0., 1.], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def gamma(alpha: float | Array, beta: float | Array, /, *, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Samples of Gamma distributions of shape ``alpha`` and rate ``beta`` (mean ``alpha / beta``,
    variance ``alpha / beta**2``, as torch's and TensorFlow's ``Gamma``); a non-positive
    ``alpha`` or ``beta`` gives NaN.

    >>> ivy.gamma(2.0, 1.0, shape=(3,), seed=0).shape
    (3,)
    """


@api(always_wrap=True)
def beta(a: float | Array, b: float | Array, /, *, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Samples of Beta distributions ``Beta(a, b)`` on ``[0, 1]`` (mean ``a / (a + b)``), as
    ``X / (X + Y)`` of independent ``Gamma(a)`` and ``Gamma(b)`` samples; a non-positive
    ``a`` or ``b`` gives NaN.

    >>> x = ivy.beta(2.0, 3.0, shape=(4,), seed=0)
    >>> bool(ivy.all((x >= 0) & (x <= 1)))
    True
    """


@api(always_wrap=True)
def poisson(lam: float | Array, *, shape: int | tuple[int, ...] | None = None, device: Device | None = None, dtype: Dtype | None = None, seed: int | Key | None = None, fill_value: int | float = 0) -> Array:  # noqa: E501
    """Samples of Poisson distributions of rates ``lam`` (whole numbers, float32 by default);
    where ``lam`` is negative the result is ``fill_value``.

    >>> ivy.poisson(ivy.asarray([0.0, -1.0]), seed=0)
    ivy.array([0., 0.], dtype=float32, backend=numpy)
    """


@api(always_wrap=True)
def dirichlet(alpha: Array | Sequence[float], /, *, size: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, seed: int | Key | None = None) -> Array:  # noqa: E501
    """Samples of the Dirichlet distribution of concentrations ``alpha`` (length ``k``): shape
    ``size + (k,)``, each row non-negative and summing to 1 (normalised Gamma samples).

    >>> ivy.dirichlet([1.0, 2.0, 3.0], size=(2,), seed=0).shape
    (2, 3)
    """


# ---------------------------------------------------------------- compositions
# Pure Python (the standard library's Mersenne Twister) for backends without a generator:
# numbers are drawn on the host and copied into a native array.

_STATE: dict = {}


def _gen(xp, seed):
    if seed is not None:
        return _pyrandom.Random(seed_int(seed))
    g = _STATE.get(xp.name)
    if g is None:
        g = _STATE[xp.name] = _pyrandom.Random()
    return g


def _shape(shape):
    if shape is None:
        return None
    if isinstance(shape, int):
        return (shape,)
    return tuple(int(s) for s in shape)


def _broadcast_shape(xp, shape, *params):
    shapes = [tuple(xp.shape(p)) for p in params if not isinstance(p, (int, float))]
    from .manipulation import broadcast_shapes

    out = broadcast_shapes(*shapes) if shapes else ()
    if shape is None:
        return out
    try:
        full = broadcast_shapes(shape, out)
    except Exception as e:  # noqa: BLE001 - a clearer message
        raise _shape_error(shape, out) from e
    if full != shape:
        raise _shape_error(shape, out)
    return shape


def _shape_error(shape, out):
    from ..errors import ShapeError

    return ShapeError(f"ivy random: shape {shape} does not hold the parameters' broadcast shape {out}")


def _float_dtype(xp, dtype, *params):
    if dtype is not None:
        d = xp.ivy_dtype(dtype)
        if d.kind != "f":
            raise InvalidArgumentError(f"ivy random: dtype must be a real floating dtype; got {d.name}")
        return d
    ds = [xp.dtype(p) for p in params if not isinstance(p, (int, float))]
    ds = [d for d in ds if d.kind == "f"]
    return _dt.result_type(*ds) if ds else _dt.float32


def _scalars(*vs):
    return all(isinstance(v, (int, float)) for v in vs)


def _param_device(xp, device, *params):
    """``device``, else the device of the first array parameter (the draws go where the bounds
    live: a GPU ``low`` gives GPU samples), else None (the backend's default)."""
    if device is None:
        for p in params:
            if not isinstance(p, (int, float)):
                return _device(xp, p)
    return device


def _host(xp, values, shape, d, device):
    f = _dt.float64 if d.kind == "f" and _dt.float64 in xp._ndt else d
    a = xp.asarray(values, dtype=xp.native_dtype(f), device=device)
    a = xp.reshape(a, shape)
    return a


@composition("random_uniform")
def _random_uniform(xp, *, low=0.0, high=1.0, shape=None, device=None, dtype=None, seed=None):
    shape = _broadcast_shape(xp, _shape(shape), low, high)
    d = _float_dtype(xp, dtype, low, high)
    g = _gen(xp, seed)
    n = 1
    for s in shape:
        n *= s
    u = _host(xp, [g.random() for _ in range(n)], shape, d, _param_device(xp, device, low, high))
    scale = high - low if _scalars(low, high) else xp.subtract(high, low)
    r = xp.add(xp.multiply(u, scale), low)
    return xp.astype(r, xp.native_dtype(d))


@composition("random_normal")
def _random_normal(xp, *, mean=0.0, std=1.0, shape=None, dtype=None, seed=None, device=None):
    shape = _broadcast_shape(xp, _shape(shape), mean, std)
    d = _float_dtype(xp, dtype, mean, std)
    g = _gen(xp, seed)
    n = 1
    for s in shape:
        n *= s
    z = _host(xp, [g.gauss(0.0, 1.0) for _ in range(n)], shape, d, _param_device(xp, device, mean, std))
    return xp.astype(xp.add(xp.multiply(z, std), mean), xp.native_dtype(d))


@composition("randint")
def _randint(xp, low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _broadcast_shape(xp, _shape(shape), low, high)
    d = _dt.int64 if dtype is None else xp.ivy_dtype(dtype)
    if d.kind not in "iu":
        raise InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d.name}")
    g = _gen(xp, seed)
    n = 1
    for s in shape:
        n *= s
    if isinstance(low, int) and isinstance(high, int):  # (high > low: checked by the dispatcher)
        vals = [g.randrange(low, high) for _ in range(n)]
        return xp.reshape(xp.asarray(vals, dtype=xp.native_dtype(d), device=device), shape)
    # Array bounds: read to the host, each value of the shape drawn exactly in its [low, high)
    los, his = _bounds_on_host(xp, low, shape, n), _bounds_on_host(xp, high, shape, n)
    if n:
        randint_bounds(any(h <= lo for lo, h in zip(los, his)), min(los), max(his), d)
    vals = [g.randrange(lo, h) for lo, h in zip(los, his)]
    dev = _param_device(xp, device, low, high)
    return xp.reshape(xp.asarray(vals, dtype=xp.native_dtype(d), device=dev), shape)


def _bounds_on_host(xp, b, shape, n):
    """``randint``'s bound ``b`` (an int or an array) as ``n`` Python ints, broadcast to
    ``shape`` (float bounds truncated, as NumPy's ``integers`` takes them)."""
    if isinstance(b, int):
        return [b] * n
    return [int(v) for v in xp.to_numpy(xp.reshape(xp.broadcast_to(b, shape), (-1,))).tolist()]


def _probs_rows(xp, probs, population_size, batch_size):
    if probs is None:
        return [[1.0] * population_size for _ in range(batch_size)]
    f = _dt.float64 if _dt.float64 in xp._ndt else _dt.float32
    p = xp.reshape(xp.astype(probs, xp.native_dtype(f)), (-1, population_size))
    return xp.to_numpy(p).tolist()


@composition("multinomial")
def _multinomial(xp, population_size, num_samples, /, *, batch_size=1, probs=None, replace=True, device=None,
                 seed=None):
    if not replace and num_samples > population_size:
        raise InvalidArgumentError(
            f"ivy.multinomial: cannot draw {num_samples} samples without replacement from {population_size}")
    g = _gen(xp, seed)
    rows = _probs_rows(xp, probs, population_size, batch_size)
    if probs is not None:
        multinomial_probs(rows, num_samples, replace)
    out = []
    for w in rows:
        w = list(w)
        picks = []
        for _ in range(num_samples):
            total = sum(w)
            r = g.random() * total
            acc = 0.0
            j = len(w) - 1
            for i, wi in enumerate(w):
                acc += wi
                if r < acc and wi > 0:
                    j = i
                    break
            picks.append(j)
            if not replace:
                w[j] = 0.0
        out.append(picks)
    if device is None and probs is not None:
        device = xp.native_device(xp.device_of(probs))
    return xp.asarray(out, dtype=xp.native_dtype(_dt.int64), device=device)


@composition("shuffle")
def _shuffle(xp, x, axis=0, /, *, seed=None):
    shp = xp.shape(x)
    if axis is None:
        x = xp.reshape(x, (-1,))
        axis = 0
        shp = xp.shape(x)
    if not shp:
        return xp.asarray(x, copy=True)
    if not -len(shp) <= axis < len(shp):
        raise AxisError(f"ivy.shuffle: axis {axis} is out of range for an array of {len(shp)} dimensions")
    idx = list(range(shp[axis]))
    _gen(xp, seed).shuffle(idx)
    return xp.take(x, xp.asarray(idx, dtype=xp.native_dtype(_dt.int64), device=xp.native_device(xp.device_of(x))),
                   axis=axis)


@composition("seed")
def _seed(xp, *, seed_value=0):
    _STATE[xp.name] = _pyrandom.Random(seed_int(seed_value))
