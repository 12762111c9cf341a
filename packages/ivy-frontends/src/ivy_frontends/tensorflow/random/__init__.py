"""``tf.random``: the distributions of TF's random ops (by distribution, not TF's bits), TF's
seeding rules, ``Generator`` and the ``stateless_*`` functions.

Seeds follow TF's rules: with neither a global seed (``set_seed``) nor an op seed, draws are
non-deterministic; with a global seed, the sequence of draws repeats after ``set_seed`` again;
an op ``seed=`` (with the global seed, or TF's default one) gives a reproducible sequence per
``(global, op)`` pair. ``stateless_*(seed=[a, b])`` draws depend only on the seed pair.
``Generator.from_seed(s)`` is an ivy random key and a counter.

>>> import ivy_frontends.tensorflow as tf
>>> tf.random.set_seed(1); a = tf.random.uniform([3])
>>> tf.random.set_seed(1); bool((a == tf.random.uniform([3])).numpy().all())
True
"""

from __future__ import annotations

import math
import os

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from ..nn._common import invalid, ivy_dtype, n, nat, pyval, wrap

__all__ = ["uniform", "normal", "truncated_normal", "categorical", "shuffle", "gamma", "poisson", "set_seed",
           "Generator", "get_global_generator", "set_global_generator", "stateless_uniform", "stateless_normal",
           "stateless_truncated_normal", "stateless_categorical", "stateless_gamma", "stateless_poisson",
           "stateless_binomial", "fold_in", "split", "experimental"]

_DEFAULT_GRAPH_SEED = 87654321
_MASK = 0xFFFFFFFFFFFFFFFF


class _State:
    __slots__ = ("global_seed", "count", "per_op", "base")

    def __init__(self):
        self.global_seed = None
        self.count = 0
        self.per_op = {}
        self.base = ivy.random.key(int.from_bytes(os.urandom(8), "little") & _MASK)


_S = _State()


def set_seed(seed):
    """Set the global seed (None: back to non-deterministic draws); restarts every op's sequence."""
    _S.global_seed = None if seed is None else int(seed)
    _S.count = 0
    _S.per_op = {}


def _op_key(seed):
    """The key of one stateful draw under TF's seeding rules."""
    s = _S
    if seed is None:
        if s.global_seed is None:
            k = s.base.fold_in(s.count)
            s.count += 1
            return k
        k = ivy.random.key(s.global_seed & _MASK).fold_in(s.count)
        s.count += 1
        return k
    g = _DEFAULT_GRAPH_SEED if s.global_seed is None else s.global_seed
    pair = (g, int(seed))
    c = s.per_op.get(pair, 0)
    s.per_op[pair] = c + 1
    return ivy.random.key(((g & 0xFFFFFFFF) << 32 | (int(seed) & 0xFFFFFFFF)) & _MASK).fold_in(c)


def _shape(shape):
    if shape is None:
        return ()
    a = pyval(shape)
    if isinstance(a, int):
        return (a,)
    out = tuple(int(v) for v in a)
    if any(v < 0 for v in out):
        raise invalid(f"Dimension values must be non-negative, got shape {list(out)}")
    return out


_FLOATS = (ivy.float16, ivy.bfloat16, ivy.float32, ivy.float64)


def _fdtype(dtype, fn):
    d = ivy_dtype(dtype)
    if d not in _FLOATS:
        raise FrontendValueError(f"{fn}: dtype must be a floating point type, got {dtype!r}")
    return d


def _sample(kind, shape, d, key, **kw):
    """The natives of one draw of ``kind`` with ivy's random functions, keyed by ``key``."""
    if kind == "uniform":
        lo, hi = kw.get("minval", 0.0), kw.get("maxval", 1.0)
        u = nat(ivy.random.random_uniform(low=0.0, high=1.0, shape=shape, dtype=ivy.float32 if d in (
            ivy.float16, ivy.bfloat16) else d, seed=key))
        u = ivy.astype(u, d)
        if _is_default(lo, 0.0) and _is_default(hi, 1.0):
            return u
        lo_, hi_ = _val(lo, d), _val(hi, d)
        return ivy.add(ivy.multiply(u, ivy.subtract(hi_, lo_)), lo_)
    if kind == "normal":
        z = nat(ivy.random.random_normal(mean=0.0, std=1.0, shape=shape, dtype=ivy.float32 if d in (
            ivy.float16, ivy.bfloat16) else d, seed=key))
        z = ivy.astype(z, d)
        m, s = kw.get("mean", 0.0), kw.get("stddev", 1.0)
        if _is_default(m, 0.0) and _is_default(s, 1.0):
            return z
        return ivy.add(ivy.multiply(z, _val(s, d)), _val(m, d))
    if kind == "truncated_normal":
        wd = ivy.float64 if d == ivy.float64 else ivy.float32
        lo = 0.5 * (1 + math.erf(-2 / math.sqrt(2)))
        u = nat(ivy.random.random_uniform(low=lo, high=1 - lo, shape=shape, dtype=wd, seed=key))
        z = ivy.multiply(ivy.erfinv(ivy.subtract(ivy.multiply(u, 2), 1)), math.sqrt(2))
        z = ivy.clip(z, -2.0, 2.0)
        z = ivy.astype(z, d)
        m, s = kw.get("mean", 0.0), kw.get("stddev", 1.0)
        return ivy.add(ivy.multiply(z, _val(s, d)), _val(m, d))
    raise AssertionError(kind)


def _is_default(v, x):
    return isinstance(v, (int, float)) and v == x


def _val(v, d):
    a = n(v) if not isinstance(v, (int, float)) else v
    if isinstance(a, (int, float)):
        return a
    return ivy.astype(a, d)


def _draw(kind, shape, d, seed):
    """One stateful draw (used by ``tf.nn.dropout`` and the Keras layers)."""
    return _sample(kind, tuple(shape), d, _op_key(seed))


def _uniform(shape, minval, maxval, dtype, key, fn):
    d = ivy_dtype(dtype)
    shp = _shape(shape)
    if ivy.is_int_dtype(d):
        if d not in (ivy.int32, ivy.int64):
            raise FrontendValueError(f"{fn}: invalid dtype {dtype!r} for an integer uniform (int32 or int64)")
        if maxval is None:
            raise FrontendValueError(f"Must specify maxval for integer dtype {dtype!r}.")
        lo, hi = n(minval), n(maxval)
        lo = int(lo) if not hasattr(lo, "shape") or len(lo.shape) == 0 else lo
        hi = int(hi) if not hasattr(hi, "shape") or len(hi.shape) == 0 else hi
        if isinstance(lo, int) and isinstance(hi, int) and hi <= lo:
            raise invalid(f"Need minval < maxval: {lo} >= {hi}")
        r = nat(ivy.random.randint(lo, hi, shape=shp, dtype=d, seed=key))
        return wrap(ivy.astype(r, d))
    if d not in _FLOATS:
        raise FrontendValueError(f"{fn}: invalid dtype {dtype!r}")
    return wrap(_sample("uniform", shp, d, key, minval=minval, maxval=1.0 if maxval is None else maxval))


def uniform(shape, minval=0, maxval=None, dtype=D.float32, seed=None, name=None):
    return _uniform(shape, minval, maxval, D.float32 if dtype is None else dtype, _op_key(seed), "uniform")


def normal(shape, mean=0.0, stddev=1.0, dtype=D.float32, seed=None, name=None):
    d = _fdtype(dtype or "float32", "normal")
    return wrap(_sample("normal", _shape(shape), d, _op_key(seed), mean=mean, stddev=stddev))


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=D.float32, seed=None, name=None):
    d = _fdtype(dtype or "float32", "truncated_normal")
    return wrap(_sample("truncated_normal", _shape(shape), d, _op_key(seed), mean=mean, stddev=stddev))


def _categorical(logits, num_samples, dtype, key):
    x = n(logits)
    if len(x.shape) != 2:
        raise invalid(f"logits should be a matrix, got shape {list(x.shape)}")
    od = ivy.int64 if dtype is None else ivy_dtype(dtype)
    if od not in (ivy.int32, ivy.int64):
        raise FrontendValueError(f"categorical: dtype must be int32 or int64, got {dtype!r}")
    ns = int(n(num_samples)) if not isinstance(num_samples, int) else num_samples
    b, c = x.shape
    if b == 0 or ns == 0:
        return wrap(nat(ivy.zeros((b, ns), dtype=od)))
    xf = ivy.astype(x, ivy.float64 if ivy.dtype(x) == ivy.float64 else ivy.float32)
    u = nat(ivy.random.random_uniform(low=1e-20, high=1.0, shape=(b, ns, c), dtype=ivy.dtype(xf), seed=key))
    g = ivy.negative(ivy.log(ivy.negative(ivy.log(u))))
    r = ivy.argmax(ivy.add(ivy.expand_dims(xf, axis=1), g), axis=-1)
    return wrap(ivy.astype(r, od))


def categorical(logits, num_samples, dtype=None, seed=None, name=None):
    return _categorical(logits, num_samples, dtype, _op_key(seed))


def shuffle(value, seed=None, name=None):
    a = n(value)
    if len(a.shape) == 0:
        raise invalid("shuffle: value must be at least 1-D")
    return wrap(ivy.random.shuffle(a, 0, seed=_op_key(seed)))


def _gamma(shape, alpha, beta, dtype, key):
    from .._convert import to_tensor_like

    d = _fdtype(dtype or "float32", "gamma")
    tfd = _tfd(d)
    a = to_tensor_like(alpha, tfd, "RandomGamma", 0)  # TF converts alpha/beta to `dtype`
    a = ivy.astype(nat(ivy.asarray(a)) if not hasattr(a, "shape") else a, d)
    b = None
    if beta is not None:
        b = to_tensor_like(beta, tfd, "RandomGamma", 1)
        b = ivy.astype(nat(ivy.asarray(b)) if not hasattr(b, "shape") else b, d)
    pshape = tuple(ivy.broadcast_shapes(a.shape, b.shape)) if b is not None else tuple(a.shape)
    full = _shape(shape) + pshape
    wd = ivy.float64 if d == ivy.float64 else ivy.float32
    a_b = ivy.broadcast_to(ivy.astype(a, wd), full)
    r = nat(ivy.random.gamma(a_b, 1.0, shape=full, dtype=wd, seed=key))
    if b is not None:
        r = ivy.divide(r, ivy.broadcast_to(ivy.astype(b, wd), full))
    return wrap(ivy.astype(r, d))


def _tfd(d):
    from .. import _dtypes as D

    return D.as_dtype(d)


def gamma(shape, alpha, beta=None, dtype=D.float32, seed=None, name=None):
    return _gamma(shape, alpha, beta, dtype, _op_key(seed))


def _poisson(shape, lam, dtype, key, default="float32"):
    d = ivy_dtype(dtype or default)
    lm = n(lam)
    if not ivy.is_float_dtype(ivy.dtype(lm)):
        lm = ivy.astype(lm, ivy.float32)
    full = _shape(shape) + tuple(lm.shape)
    lb = ivy.broadcast_to(ivy.astype(lm, ivy.float64 if ivy.dtype(lm) == ivy.float64 else ivy.float32), full)
    r = nat(ivy.random.poisson(lb, shape=full, seed=key))
    return wrap(ivy.astype(r, d))


def poisson(shape, lam, dtype=D.float32, seed=None, name=None):
    return _poisson(shape, lam, dtype, _op_key(seed))


# ------------------------------------------------------------------ stateless


def _seed_key(seed, fn):
    s = n(seed)
    v = pyval(s)
    if not isinstance(v, list) or len(v) != 2:
        raise invalid(f"{fn}: seed must have shape [2], got {v!r}")
    if not ivy.is_int_dtype(ivy.dtype(s)):
        raise FrontendTypeError(f"{fn}: seed must be an int32 or int64 tensor")
    a, b = int(v[0]) & 0xFFFFFFFF, int(v[1]) & 0xFFFFFFFF
    return ivy.random.key(((a << 32) | b) & _MASK)


def stateless_uniform(shape, seed, minval=0, maxval=None, dtype=D.float32, name=None, alg="auto_select"):
    return _uniform(shape, minval, maxval, dtype or "float32", _seed_key(seed, "stateless_uniform"),
                    "stateless_uniform")


def stateless_normal(shape, seed, mean=0.0, stddev=1.0, dtype=D.float32, name=None, alg="auto_select"):
    d = _fdtype(dtype or "float32", "stateless_normal")
    return wrap(_sample("normal", _shape(shape), d, _seed_key(seed, "stateless_normal"), mean=mean, stddev=stddev))


def stateless_truncated_normal(shape, seed, mean=0.0, stddev=1.0, dtype=D.float32, name=None, alg="auto_select"):
    d = _fdtype(dtype or "float32", "stateless_truncated_normal")
    return wrap(_sample("truncated_normal", _shape(shape), d, _seed_key(seed, "stateless_truncated_normal"),
                        mean=mean, stddev=stddev))


def stateless_categorical(logits, num_samples, seed, dtype=D.int64, name=None):
    return _categorical(logits, num_samples, dtype, _seed_key(seed, "stateless_categorical"))


def stateless_gamma(shape, seed, alpha, beta=None, dtype=D.float32, name=None):
    a = n(alpha)
    full = _shape(shape)
    key = _seed_key(seed, "stateless_gamma")
    # TF: ``shape`` is the full output shape (alpha/beta broadcast to it)
    d = _fdtype(dtype or "float32", "stateless_gamma")
    wd = ivy.float64 if d == ivy.float64 else ivy.float32
    ab = ivy.broadcast_to(ivy.astype(a, wd), full)
    r = nat(ivy.random.gamma(ab, 1.0, shape=full, dtype=wd, seed=key))
    if beta is not None:
        r = ivy.divide(r, ivy.broadcast_to(ivy.astype(n(beta), wd), full))
    return wrap(ivy.astype(r, d))


def stateless_poisson(shape, seed, lam, dtype=D.int32, name=None):
    full = _shape(shape)
    d = ivy_dtype(dtype or "int32")
    lm = n(lam)
    lb = ivy.broadcast_to(ivy.astype(lm, ivy.float32 if ivy.dtype(lm) != ivy.float64 else ivy.float64), full)
    r = nat(ivy.random.poisson(lb, shape=full, seed=_seed_key(seed, "stateless_poisson")))
    return wrap(ivy.astype(r, d))


def stateless_binomial(shape, seed, counts, probs, output_dtype=D.int32, name=None):
    full = _shape(shape)
    d = ivy_dtype(output_dtype or "int32")
    c = ivy.broadcast_to(ivy.astype(n(counts), ivy.float32), full)
    p = ivy.broadcast_to(ivy.astype(n(probs), ivy.float32), full)
    cmax = int(ivy.to_numpy(ivy.max(c))) if len(full) and 0 not in full else 0
    key = _seed_key(seed, "stateless_binomial")
    u = nat(ivy.random.random_uniform(low=0.0, high=1.0, shape=(*full, max(cmax, 1)), dtype=ivy.float32, seed=key))
    trial = nat(ivy.arange(max(cmax, 1), dtype=ivy.float32))
    hits = ivy.logical_and(ivy.less(u, ivy.expand_dims(p, axis=-1)), ivy.less(trial, ivy.expand_dims(c, axis=-1)))
    return wrap(ivy.astype(ivy.sum(ivy.astype(hits, ivy.int64), axis=-1), d))


def fold_in(seed, data, alg="auto_select"):
    """A new seed pair ``[random, data]`` of ``data``'s dtype from ``seed`` (TF's layout; the random
    half is not TF's value)."""
    dv = n(data)
    k = _seed_key(seed, "fold_in").fold_in(int(pyval(dv)))
    d = ivy.dtype(dv)
    r = nat(ivy.random.randint(0, 2**31 - 1, shape=(), dtype=ivy.int64, seed=k))
    return wrap(ivy.stack([ivy.astype(r, d), ivy.astype(dv, d)]))


def split(seed, num=2, alg="auto_select"):
    """``num`` new seed pairs from ``seed`` (shape ``[num, 2]``, as TF's; not TF's values)."""
    k = _seed_key(seed, "split")
    r = nat(ivy.random.randint(0, 2**31 - 1, shape=(int(num), 2), dtype=ivy.int64, seed=k))
    return wrap(ivy.astype(r, ivy.dtype(n(seed))))


# ------------------------------------------------------------------ Generator


class Generator:
    """``tf.random.Generator``: an ivy key and a draw counter (``from_seed``,
    ``from_non_deterministic_state``, ``normal``, ``uniform``, ``truncated_normal``,
    ``uniform_full_int``, ``binomial``, ``split``, ``reset_from_seed``)."""

    def __init__(self, copy_from=None, state=None, alg=None):
        if copy_from is not None:
            self._seed, self._count = copy_from._seed, copy_from._count
        else:
            self._seed = int.from_bytes(os.urandom(8), "little") & _MASK
            self._count = 0
        self._key = ivy.random.key(self._seed)
        self.algorithm = 1 if alg is None else alg

    @classmethod
    def from_seed(cls, seed, alg=None):
        g = cls(alg=alg)
        g.reset_from_seed(seed)
        return g

    @classmethod
    def from_non_deterministic_state(cls, alg=None):
        return cls(alg=alg)

    @classmethod
    def from_key_counter(cls, key, counter, alg):
        g = cls.from_seed(int(n(key)) if not isinstance(key, int) else key, alg)
        return g

    def reset_from_seed(self, seed):
        self._seed = int(seed) & _MASK
        self._key = ivy.random.key(self._seed)
        self._count = 0

    def _next(self):
        k = self._key.fold_in(self._count)
        self._count += 1
        return k

    @property
    def state(self):
        from .._convert import t

        return wrap(t([self._seed & 0x7FFFFFFFFFFFFFFF, self._count, 0], "int64"))

    def normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        d = _fdtype(dtype or "float32", "Generator.normal")
        return wrap(_sample("normal", _shape(shape), d, self._next(), mean=mean, stddev=stddev))

    def truncated_normal(self, shape, mean=0.0, stddev=1.0, dtype=None, name=None):
        d = _fdtype(dtype or "float32", "Generator.truncated_normal")
        return wrap(_sample("truncated_normal", _shape(shape), d, self._next(), mean=mean, stddev=stddev))

    def uniform(self, shape, minval=0, maxval=None, dtype=None, name=None):
        return _uniform(shape, minval, maxval, dtype or "float32", self._next(), "Generator.uniform")

    def uniform_full_int(self, shape, dtype=None, name=None):
        d = ivy_dtype(dtype or "uint64")
        info = ivy.iinfo(d)
        wd = ivy.int64 if d in (ivy.uint64, ivy.int64, ivy.uint32) else d
        lo, hi = int(max(info.min, ivy.iinfo(wd).min)), int(min(info.max, ivy.iinfo(wd).max))
        r = nat(ivy.random.randint(lo, hi, shape=_shape(shape), dtype=wd, seed=self._next()))
        return wrap(ivy.astype(r, d))

    def binomial(self, shape, counts, probs, dtype=None, name=None):
        k = self._next()
        s = nat(ivy.random.randint(0, 2**31 - 1, shape=(2,), dtype=ivy.int64, seed=k))
        return stateless_binomial(shape, wrap(s), counts, probs, dtype or "int32")

    def split(self, count=1):
        out = []
        for _ in range(count):
            k = self._next()
            s = int(ivy.to_numpy(nat(ivy.random.randint(0, 2**62, shape=(), dtype=ivy.int64, seed=k))))
            out.append(Generator.from_seed(s))
        return out


_GLOBAL = [None]


def get_global_generator():
    if _GLOBAL[0] is None:
        _GLOBAL[0] = Generator.from_non_deterministic_state()
    return _GLOBAL[0]


def set_global_generator(generator):
    _GLOBAL[0] = generator


class _Experimental:
    Generator = Generator
    get_global_generator = staticmethod(get_global_generator)
    set_global_generator = staticmethod(set_global_generator)
    stateless_fold_in = staticmethod(fold_in)
    stateless_split = staticmethod(split)


experimental = _Experimental()
