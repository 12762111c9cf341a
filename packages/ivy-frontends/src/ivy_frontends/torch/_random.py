"""torch's random sampling: ``Generator``, ``manual_seed``, ``rand``, ``randn``, ``randint``,
``randperm``, ``normal``, ``bernoulli``, ``multinomial``, ``poisson``, the ``*_like`` draws and the
in-place ``uniform_``/``normal_``/... methods.

Draws follow torch's *distributions*, not its bits: a ``Generator`` is an ivy random key
(``ivy.random.key(seed)``) and a counter; each draw uses the key folded with the counter as
``seed=`` of ivy's random functions. So ``torch.manual_seed(0)`` makes a program's draws
reproducible on every backend (the same numbers on all of them for ivy's counter-based
draws), but they are not the numbers real torch draws.

>>> import ivy_frontends.torch as torch
>>> _ = torch.manual_seed(0); a = torch.rand(3)
>>> _ = torch.manual_seed(0); bool((a == torch.rand(3)).all())
True
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendRuntimeError
from .._random_state import backend_random_state, on_backend_state  # noqa: F401 - (re-exported)
from . import _dtypes as D
from ._convert import dtype_of, ret, t, wrap
from ._convert import n as _n
from ._creation import _finish, _shape
from ._size_device import check_layout, strided, to_ivy_device
from .tensor import Tensor

__all__ = ["Generator", "manual_seed", "seed", "initial_seed", "get_rng_state", "set_rng_state", "default_generator",
           "rand", "randn", "randint", "randperm", "rand_like", "randn_like", "randint_like", "normal", "bernoulli",
           "multinomial", "poisson"]


class Generator:
    """A random number generator: a seed, an ivy random key and a draw counter."""

    def __init__(self, device="cpu"):
        self.device = device
        self._seed = 67280421310721
        self._key = ivy.random.key(self._seed)
        self._count = 0

    def manual_seed(self, seed):
        """Restart from ``seed``; returns the generator."""
        seed = int(seed)
        self._seed = seed
        self._key = ivy.random.key(seed & 0xFFFFFFFFFFFFFFFF)
        self._count = 0
        return self

    def seed(self):
        """Restart from a fresh non-deterministic seed, returned."""
        import os

        s = int.from_bytes(os.urandom(8), "little") & ((1 << 63) - 1)
        self.manual_seed(s)
        return s

    def initial_seed(self):
        return self._seed

    def get_state(self):
        """The state, a uint8 tensor (seed and counter, 16 bytes)."""
        from ._creation import tensor

        b = list((self._seed & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little") + self._count.to_bytes(8, "little"))
        return tensor(b, dtype=D.uint8)

    def set_state(self, new_state):
        b = bytes(int(v) for v in new_state.tolist())
        self.manual_seed(int.from_bytes(b[:8], "little"))
        self._count = int.from_bytes(b[8:16], "little")
        return self

    def next_key(self):
        """The key for the next draw."""
        k = self._key.fold_in(self._count)
        self._count += 1
        return k

    def __repr__(self):
        return "<torch._C.Generator object>"


default_generator = Generator()


def _key(generator):
    if generator is None and on_backend_state():
        return None  # (ivy's draw uses the backend's own random state: see _random_state)
    return (default_generator if generator is None else generator).next_key()


def manual_seed(seed):
    """Seed the default generator; returns it."""
    return default_generator.manual_seed(seed)


def seed():
    """Seed the default generator non-deterministically; returns the seed."""
    return default_generator.seed()


def initial_seed():
    """The default generator's seed."""
    return default_generator.initial_seed()


def get_rng_state():
    """The default generator's state (a uint8 tensor)."""
    return default_generator.get_state()


def set_rng_state(new_state):
    """Restore the default generator's state."""
    default_generator.set_state(new_state)


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _float_dtype(dtype, fn):
    d = D.get_default_dtype() if dtype is None else D.from_any(dtype)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"{fn}" not implemented for \'{d}\'')
    return d


def _uniform(shape, d, dev, generator, low=0.0, high=1.0):
    if d.is_complex:
        rd = d.to_real()._ivy
        re = _nat(ivy.random_uniform(low=low, high=high, shape=shape, dtype=rd, device=dev, seed=_key(generator)))
        im = _nat(ivy.random_uniform(low=low, high=high, shape=shape, dtype=rd, device=dev, seed=_key(generator)))
        return ivy.complex(re, im)
    return _nat(ivy.random_uniform(low=low, high=high, shape=shape, dtype=d._ivy, device=dev, seed=_key(generator)))


def _normal(shape, d, dev, generator, mean=0.0, std=1.0):
    if d.is_complex:
        rd = d.to_real()._ivy
        s = std / math.sqrt(2.0)
        re = _nat(ivy.random_normal(mean=0.0, std=s, shape=shape, dtype=rd, device=dev, seed=_key(generator)))
        im = _nat(ivy.random_normal(mean=0.0, std=s, shape=shape, dtype=rd, device=dev, seed=_key(generator)))
        return ivy.add(ivy.complex(re, im), mean)
    return _nat(ivy.random_normal(mean=mean, std=std, shape=shape, dtype=d._ivy, device=dev, seed=_key(generator)))


def rand(*size, generator=None, out=None, dtype=None, layout=strided, device=None, requires_grad=False,
         pin_memory=False):
    """Uniform draws from [0, 1) of shape ``size``."""
    check_layout("rand", layout)
    d = _float_dtype(dtype, "check_uniform_bounds")
    r = _uniform(_shape(size, "rand"), d, to_ivy_device(device), generator)
    return ret(r, out) if out is not None else _finish(r, requires_grad)


def randn(*size, generator=None, out=None, dtype=None, layout=strided, device=None, requires_grad=False,
          pin_memory=False):
    """Standard normal draws of shape ``size`` (complex: real and imaginary parts each of variance 1/2)."""
    check_layout("randn", layout)
    d = _float_dtype(dtype, "normal_kernel_cpu")
    r = _normal(_shape(size, "randn"), d, to_ivy_device(device), generator)
    return ret(r, out) if out is not None else _finish(r, requires_grad)


def randint(low=0, high=None, size=None, *, generator=None, out=None, dtype=None, layout=strided, device=None,
            requires_grad=False):
    """Integers drawn uniformly from [low, high) (int64 unless ``dtype``); ``randint(high, size)`` too."""
    check_layout("randint", layout)
    if size is None:
        if high is None:
            raise FrontendRuntimeError("randint() missing required argument 'size'")
        low, high, size = 0, low, high
    if high is None:
        low, high = 0, low
    low, high = int(low), int(high)
    if low >= high:
        raise FrontendRuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    d = D.int64 if dtype is None else D.from_any(dtype)
    shape = _shape((size,), "randint")
    dev = to_ivy_device(device)
    if d.is_floating_point:
        r = ivy.astype(_nat(ivy.randint(low, high, shape=shape, dtype=ivy.int64, device=dev, seed=_key(generator))),
                       d._ivy)
    else:
        r = _nat(ivy.randint(low, high, shape=shape, dtype=d._ivy, device=dev, seed=_key(generator)))
    return ret(r, out) if out is not None else _finish(r, requires_grad)


def randperm(n, *, generator=None, out=None, dtype=None, layout=strided, device=None, requires_grad=False,
             pin_memory=False):
    """A random permutation of ``0 .. n - 1`` (int64)."""
    d = D.int64 if dtype is None else D.from_any(dtype)
    a = _nat(ivy.arange(int(n), dtype=ivy.int64, device=to_ivy_device(device)))
    r = ivy.astype(ivy.shuffle(a, 0, seed=_key(generator)), d._ivy) if int(n) else ivy.astype(a, d._ivy)
    return ret(r, out) if out is not None else _finish(r, requires_grad)


def _like(input, dtype, device):  # noqa: A002
    a = t(input)
    d = dtype_of(a) if dtype is None else D.from_any(dtype)
    dev = to_ivy_device(device) if device is not None else ivy.dev(a)
    return tuple(int(s) for s in a.shape), d, dev


def rand_like(input, *, generator=None, dtype=None, layout=None, device=None, requires_grad=False,  # noqa: A002
              memory_format=None):
    """``rand`` of ``input``'s shape, dtype and device."""
    shape, d, dev = _like(input, dtype, device)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"check_uniform_bounds" not implemented for \'{d}\'')
    return _finish(_uniform(shape, d, dev, generator), requires_grad)


def randn_like(input, *, generator=None, dtype=None, layout=None, device=None, requires_grad=False,  # noqa: A002
               memory_format=None):
    """``randn`` of ``input``'s shape, dtype and device."""
    shape, d, dev = _like(input, dtype, device)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"normal_kernel_cpu" not implemented for \'{d}\'')
    return _finish(_normal(shape, d, dev, generator), requires_grad)


def randint_like(input, low=0, high=None, *, generator=None, dtype=None, layout=strided, device=None,  # noqa: A002
                 requires_grad=False, memory_format=None):
    """``randint`` of ``input``'s shape, dtype and device."""
    if high is None:
        low, high = 0, low
    shape, d, dev = _like(input, dtype, device)
    return randint(low, high, shape, generator=generator, dtype=d, device=device, requires_grad=requires_grad)


def normal(mean=0.0, std=1.0, size=None, *, generator=None, out=None, dtype=None, layout=strided, device=None,
           requires_grad=False):
    """Normal draws with (tensor or number) ``mean`` and ``std`` (broadcast), or of ``size``."""
    mt, st = isinstance(mean, Tensor), isinstance(std, Tensor)
    if not mt and not st:
        if size is None:
            raise FrontendRuntimeError("normal() needs size when mean and std are numbers")
        d = _float_dtype(dtype, "normal_kernel_cpu")
        r = _normal(_shape((size,)), d, to_ivy_device(device), generator, float(mean), float(std))
        return ret(r, out) if out is not None else _finish(r, requires_grad)
    m, s = _n(mean), _n(std)
    if st and builtins.bool(ivy.any(ivy.less(s, 0))):
        raise FrontendRuntimeError("normal expects all elements of std >= 0.0")
    if not st and std < 0:
        raise FrontendRuntimeError(f"normal expects std >= 0.0, but found std {std}")
    ref = m if mt else s
    d = dtype_of(ref)
    if mt and st:
        shape = ivy.broadcast_shapes(tuple(int(v) for v in m.shape), tuple(int(v) for v in s.shape))
    else:
        shape = tuple(int(v) for v in ref.shape)
    z = _normal(shape, d, ivy.dev(ref), generator)
    return ret(ivy.add(ivy.multiply(z, s), m), out)


def bernoulli(input, p=None, *, generator=None, out=None):  # noqa: A002
    """1 with probability ``input`` (or ``p``), else 0, in ``input``'s dtype."""
    a = t(input)
    d = dtype_of(a)
    probs = a if p is None else p
    shape = tuple(int(v) for v in a.shape)
    u = _nat(ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=ivy.float64, device=ivy.dev(a),
                                seed=_key(generator)))
    pr = ivy.astype(probs, ivy.float64) if probs.__class__ not in (int, float) else float(probs)
    if pr.__class__ is not float and builtins.bool(ivy.any(ivy.logical_or(ivy.less(pr, 0), ivy.greater(pr, 1)))):
        raise FrontendRuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.")
    return ret(ivy.astype(ivy.less(u, pr), d._ivy), out)


def multinomial(input, num_samples, replacement=False, *, generator=None, out=None):  # noqa: A002
    """``num_samples`` category indices per row drawn with probabilities proportional to ``input``."""
    a = t(input)
    if a.ndim not in (1, 2):
        raise FrontendRuntimeError("prob_dist must be 1 or 2 dim")
    rows = a if a.ndim == 2 else ivy.expand_dims(a, axis=0)
    k = int(rows.shape[-1])
    if not replacement and num_samples > k:
        raise FrontendRuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    if num_samples <= 0:
        raise FrontendRuntimeError("cannot sample n_sample <= 0 samples")
    p = ivy.astype(rows, ivy.float64)
    if builtins.bool(ivy.any(ivy.less(p, 0))) or not builtins.bool(ivy.all(ivy.isfinite(p))):
        raise FrontendRuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    if builtins.bool(ivy.any(ivy.equal(ivy.sum(p, axis=-1), 0))):
        raise FrontendRuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    if not replacement:
        # Gumbel top-k: sampling without replacement in proportion to the weights
        u = _nat(ivy.random_uniform(low=1e-300, high=1.0, shape=tuple(int(v) for v in p.shape), dtype=ivy.float64,
                                    device=ivy.dev(a), seed=_key(generator)))
        g = ivy.subtract(ivy.log(p), ivy.log(ivy.negative(ivy.log(u))))
        r = ivy.top_k(g, num_samples, axis=-1)[1]
    else:
        p = ivy.divide(p, ivy.sum(p, axis=-1, keepdims=True))
        c = ivy.cumulative_sum(p, axis=-1)
        u = _nat(ivy.random_uniform(low=0.0, high=1.0, shape=(int(p.shape[0]), num_samples), dtype=ivy.float64,
                                    device=ivy.dev(a), seed=_key(generator)))
        r = _rows_searchsorted(c, u)
        r = ivy.minimum(r, k - 1)
    r = ivy.astype(r, ivy.int64)
    if a.ndim == 1:
        r = ivy.squeeze(r, axis=0)
    return ret(r, out)


def _rows_searchsorted(c, u):
    # for each row, the number of cumulative probabilities <= u: the category drawn
    return ivy.sum(ivy.astype(ivy.less_equal(ivy.expand_dims(c, axis=1), ivy.expand_dims(u, axis=2)), ivy.int64),
                   axis=-1)


def poisson(input, generator=None):  # noqa: A002
    """Poisson draws with rates ``input`` (in ``input``'s dtype)."""
    a = t(input)
    r = _nat(ivy.poisson(a, shape=tuple(int(v) for v in a.shape), dtype=dtype_of(a)._ivy, seed=_key(generator)))
    return wrap(r)


# ------------------------------------------------------------------ in-place draws (Tensor methods)

def _draw_into(self, r):
    from . import _autograd

    _autograd.check_inplace(self)
    self._assign(ivy.astype(r, dtype_of(self._data)._ivy))
    return self


def uniform_(self, from_=0, to=1, *, generator=None):
    """``self`` filled with uniform draws from [from_, to)."""
    d = self.dtype
    return _draw_into(self, _uniform(tuple(self.shape), d, ivy.dev(self._data), generator, float(from_), float(to)))


def normal_(self, mean=0, std=1, *, generator=None):
    """``self`` filled with normal draws."""
    d = self.dtype
    return _draw_into(self, _normal(tuple(self.shape), d, ivy.dev(self._data), generator, float(mean), float(std)))


def random_(self, from_=0, to=None, *, generator=None):
    """``self`` filled with integers from [from_, to) (to defaults to the dtype's range)."""
    if to is None:
        d = self.dtype
        if d.is_floating_point:
            to = 2 ** {D.float16: 11, D.bfloat16: 8, D.float32: 24, D.float64: 53}[d] + 1
        elif d is D.bool:
            to = 2
        else:
            to = ivy.iinfo(d._ivy).max + 1
    r = randint(int(from_), int(to), tuple(self.shape), generator=generator,
                dtype=D.int64 if self.dtype.is_floating_point or self.dtype is D.bool else self.dtype)
    return _draw_into(self, r._data)


def exponential_(self, lambd=1.0, *, generator=None):
    """``self`` filled with exponential draws of rate ``lambd``."""
    u = _uniform(tuple(self.shape), D.float64, ivy.dev(self._data), generator)
    return _draw_into(self, ivy.divide(ivy.negative(ivy.log1p(ivy.negative(u))), float(lambd)))


def geometric_(self, p, *, generator=None):
    """``self`` filled with geometric draws (trials until the first success, >= 1)."""
    u = _uniform(tuple(self.shape), D.float64, ivy.dev(self._data), generator)
    return _draw_into(self, ivy.ceil(ivy.divide(ivy.log1p(ivy.negative(u)), math.log1p(-p))))


def cauchy_(self, median=0, sigma=1, *, generator=None):
    """``self`` filled with Cauchy draws."""
    u = _uniform(tuple(self.shape), D.float64, ivy.dev(self._data), generator)
    return _draw_into(self, ivy.add(median, ivy.multiply(sigma, ivy.tan(ivy.multiply(math.pi, ivy.subtract(u, 0.5))))))


def log_normal_(self, mean=1, std=2, *, generator=None):
    """``self`` filled with log-normal draws."""
    z = _normal(tuple(self.shape), D.float64, ivy.dev(self._data), generator, float(mean), float(std))
    return _draw_into(self, ivy.exp(z))


def bernoulli_(self, p=0.5, *, generator=None):
    """``self`` filled with 1 with probability ``p`` (a number or tensor), else 0."""
    u = _uniform(tuple(self.shape), D.float64, ivy.dev(self._data), generator)
    pr = ivy.astype(_n(p), ivy.float64) if isinstance(p, Tensor) else float(p)
    return _draw_into(self, ivy.less(u, pr))


INPLACE_DRAWS = {"uniform_": uniform_, "normal_": normal_, "random_": random_, "exponential_": exponential_,
                 "geometric_": geometric_, "cauchy_": cauchy_, "log_normal_": log_normal_, "bernoulli_": bernoulli_}
