"""The operators and methods of :class:`~ivy_frontends.jax._array.Array`, bound to the ``jnp``
functions (``x + y`` is ``jnp.add(x, y)``, ``x.sum()`` is ``jnp.sum(x)``)."""

from __future__ import annotations

from ..._errors import FrontendTypeError
from .._array import Array


def _swap(f):
    def r(self, other):
        return f(other, self)
    r.__name__ = f.__name__
    return r


def _guard(f):
    """An operator that answers NotImplemented for operands JAX does not take (strings, dicts)."""
    def op(self, other):
        if other.__class__ is Array:
            return f(self, other)
        if isinstance(other, (str, dict, set)) or other is None:
            return NotImplemented
        return f(self, other)
    op.__name__ = f.__name__
    return op


def bind(jnp):
    A = Array  # noqa: N806
    ops = {
        "add": jnp.add, "sub": jnp.subtract, "mul": jnp.multiply, "truediv": jnp.true_divide,
        "floordiv": jnp.floor_divide, "mod": jnp.remainder, "pow": jnp.power, "matmul": jnp.matmul,
        "and": jnp.bitwise_and, "or": jnp.bitwise_or, "xor": jnp.bitwise_xor,
        "lshift": jnp.left_shift, "rshift": jnp.right_shift, "divmod": jnp.divmod,
    }
    for k, f in ops.items():
        setattr(A, f"__{k}__", f if k in ("add", "mul", "sub", "matmul") else _guard(f))
        setattr(A, f"__r{k}__", _swap(f))
    A.__add__ = jnp.add
    for k, f in {"eq": jnp.equal, "ne": jnp.not_equal, "lt": jnp.less, "le": jnp.less_equal,
                 "gt": jnp.greater, "ge": jnp.greater_equal}.items():
        setattr(A, f"__{k}__", _guard(f))
    A.__neg__ = jnp.negative
    A.__pos__ = jnp.positive
    A.__abs__ = jnp.absolute
    A.__invert__ = jnp.invert
    A.__round__ = lambda self, ndigits=None: jnp.round(self, ndigits or 0) if ndigits is not None else (
        round(self.item()))

    from ._indexing import getitem

    A.__getitem__ = getitem
    methods = ["all", "any", "argmax", "argmin", "argpartition", "argsort", "astype", "choose", "clip",
               "compress", "conj", "conjugate", "cumprod", "cumsum", "diagonal", "dot", "max", "mean",
               "min", "nonzero", "prod", "ptp", "ravel", "repeat", "reshape", "round", "searchsorted",
               "sort", "squeeze", "std", "sum", "swapaxes", "take", "trace", "transpose", "var", "view"]
    for m in methods:
        f = getattr(jnp, m, None)
        if f is not None and m not in ("reshape", "transpose", "astype", "view"):
            setattr(A, m, f)

    def reshape(self, *args, order="C", out_sharding=None):
        shape = args[0] if len(args) == 1 else args
        return jnp.reshape(self, shape, order=order)

    def transpose(self, *args):
        axes = args[0] if len(args) == 1 and (args[0] is None or isinstance(args[0], (tuple, list))) else (
            args or None)
        return jnp.transpose(self, axes)

    def astype(self, dtype, copy=False, device=None):
        return jnp.astype(self, dtype)

    def view(self, dtype=None, type=None):  # noqa: A002
        if dtype is None:
            return self
        raise FrontendTypeError("Array.view(dtype) (a bit reinterpretation) is not supported by ivy_frontends")

    def flatten(self, order="C"):
        return jnp.ravel(self)

    def fill(self, value):
        raise FrontendTypeError("JAX arrays are immutable: fill is not available; use jnp.full_like")

    A.reshape = reshape
    A.transpose = transpose
    A.astype = astype
    A.view = view
    A.flatten = flatten
    A.addressable_data = lambda self, index: self
    A.to_device = lambda self, device, stream=None: self
    A.__jax_array__ = None
    del A.__jax_array__
