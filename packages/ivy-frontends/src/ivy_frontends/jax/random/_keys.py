"""``jax.random`` keys: legacy ``PRNGKey`` arrays (uint32, shape ``(..., 2)``) and typed keys
(``jax.random.key``: shape ``(...)``), ``split``, ``fold_in``, ``key_data``.

Keys are split and folded by a 64-bit mixing function on the host (splitmix64), so draws are
reproducible per key on every backend; the numbers are not JAX's (Threefry) bits.
"""

from __future__ import annotations

import operator

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .._array import Array
from .._convert import n, wrap
from ..lax._base import asarray_

_M64 = (1 << 64) - 1


def _mix(z):
    """splitmix64's finalizer: a bijective 64-bit mix."""
    z = (z + 0x9E3779B97F4A7C15) & _M64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return z ^ (z >> 31)


class PRNGKeyArray:
    """A typed key array (``jax.random.key``): its shape excludes the two uint32 words."""

    __slots__ = ("_bits",)

    def __init__(self, bits):
        self._bits = bits  # native uint32 array of shape (..., 2)

    @property
    def shape(self):
        return tuple(int(s) for s in self._bits.shape[:-1])

    @property
    def ndim(self):
        return len(self._bits.shape) - 1

    @property
    def size(self):
        s = 1
        for v in self.shape:
            s *= v
        return s

    @property
    def dtype(self):
        return "key<fry>"

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __getitem__(self, i):
        return PRNGKeyArray(ivy.get_item(self._bits, i if isinstance(i, tuple) else (i,)))

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __repr__(self):
        return f"Array({self.shape}, dtype=key<fry>) overlaying:\n{ivy.to_list(self._bits)}"

    def __eq__(self, other):
        if not isinstance(other, PRNGKeyArray):
            return NotImplemented
        return wrap(ivy.all(ivy.equal(self._bits, other._bits), axis=-1))


def _words(seed):
    s = int(seed) & _M64
    return [(s >> 32) & 0xFFFFFFFF, s & 0xFFFFFFFF]


def key_dtype_():
    """uint32 (JAX's key words) where the backend holds it; int64 where it does not (torch)."""
    return ivy.uint32 if ivy.valid_dtype(ivy.uint32) else ivy.int64


def _u32(values, shape):
    a = asarray_(values, dtype=ivy.int64)
    return ivy.astype(ivy.reshape(a, shape), key_dtype_())


def _seed_int(seed):
    s = n(seed)
    if s.__class__ is int:
        return s
    if s.__class__ in (float, bool, complex):
        raise FrontendTypeError(f"PRNGKey accepts a scalar seed, but was given {seed!r}")
    if len(s.shape):
        raise FrontendTypeError(
            f"PRNGKey accepts a scalar seed, but was given an array of shape {tuple(s.shape)} != ()."
        )
    d = ivy.dtype(s)
    if not (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)) or ivy.is_bool_dtype(d):
        raise FrontendTypeError(f"PRNG key seed must be an integer; got {seed!r}")
    return int(ivy.to_scalar(s))


def PRNGKey(seed, *, impl=None):
    """A legacy key: a uint32 Array ``[seed >> 32, seed & 0xFFFFFFFF]`` (as JAX's threefry)."""
    return wrap(_u32(_words(_seed_int(seed)), (2,)))


def key(seed, *, impl=None, dtype=None):
    """A typed key (shape ``()``)."""
    return PRNGKeyArray(_u32(_words(_seed_int(seed)), (2,)))


def key_data(keys):
    """The uint32 words of a key array (shape ``keys.shape + (2,)``)."""
    if isinstance(keys, PRNGKeyArray):
        return wrap(keys._bits)
    return wrap(_bits_of(keys))


def wrap_key_data(key_bits_array, *, impl=None, dtype=None):
    b = n(key_bits_array)
    if not len(b.shape) or b.shape[-1] != 2:
        raise FrontendValueError(f"wrap_key_data expects a trailing dimension of 2, got shape {tuple(b.shape)}")
    return PRNGKeyArray(ivy.astype(b, key_dtype_()))


def key_impl(keys):
    return "threefry2x32"


def clone(key):
    return key


def _bits_of(key):
    if isinstance(key, PRNGKeyArray):
        return key._bits
    if isinstance(key, Array) or ivy.is_native_array(key):
        b = n(key)
        if len(b.shape) and b.shape[-1] == 2 and ivy.dtype(b) in (ivy.uint32, key_dtype_()):
            return b
    raise FrontendTypeError(
        f"JAX encountered invalid PRNG key data: expected key_data.dtype = uint32 and a trailing "
        f"dimension of 2; got {key!r}"
    )


def _single(key, name):
    """The key's two words as one 64-bit int (the key must be a single key)."""
    b = _bits_of(key)
    if len(b.shape) != 1:
        raise FrontendTypeError(
            f"{name} accepts a single key, but was given a key array of shape {tuple(b.shape[:-1])} != (). "
            "Use jax.vmap for batching."
        )
    hi, lo = (int(v) for v in ivy.to_list(ivy.astype(b, ivy.int64)))
    return (hi << 32) | lo


def _rewrap(key, words, shape):
    bits = _u32(words, tuple(shape) + (2,))
    return PRNGKeyArray(bits) if isinstance(key, PRNGKeyArray) else wrap(bits)


def split(key, num=2):
    """``num`` (an int or a shape) new keys derived from ``key``."""
    s = _single(key, "split")
    shape = (operator.index(num),) if not isinstance(num, tuple) else tuple(num)
    total = 1
    for v in shape:
        total *= v
    words = []
    for i in range(total):
        words += _words(_mix(_mix(s) ^ _mix((i + 1) * 0xD1B54A32D192ED03 & _M64)))
    return _rewrap(key, words, shape)


def fold_in(key, data):
    """A new key from ``key`` and the integer ``data``."""
    s = _single(key, "fold_in")
    d = n(data)
    d = d if d.__class__ is int else int(ivy.to_scalar(d))
    return _rewrap(key, _words(_mix(_mix(s ^ 0x5851F42D4C957F2D) ^ _mix(d & 0xFFFFFFFF))), ())


def seed_of(key, name):
    """The 63-bit seed an ivy draw takes for ``key``."""
    return _mix(_single(key, name)) >> 1


def sub_seeds(key, name, k):
    s = _single(key, name)
    return [_mix(_mix(s) + 0x632BE59BD9B4E019 * (i + 1) & _M64) >> 1 for i in range(k)]
