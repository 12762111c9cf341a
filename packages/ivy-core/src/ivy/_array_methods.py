"""Ivy 1.0's method API of ``ivy.Array``: every ivy function as a method.

``x.reshape((3, 2))`` is ``ivy.reshape(x, (3, 2))``: each API function whose first parameter
takes an array becomes a method with ``x`` as that argument (Ivy 1.0's ``_ArrayWith*``
classes, ``self`` the first array argument), and so do Ivy 1.0's plain helpers that take an
array first (``x.to_numpy()``, ``x.einops_rearrange(...)``, ``x.stop_gradient()``). The
methods are installed on the class once, when ``import ivy`` completes (:func:`install`),
so reading one costs a class attribute lookup and calling it one Python frame over the
function; attributes the class defines itself (``shape``, ``dtype``, ``T``, ``to_device``,
the operators) are left as they are.

>>> x = ivy.asarray([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
>>> x.reshape((3, 2)).shape
(3, 2)
>>> float(x.sum())
21.0
>>> x.astype(ivy.int32).dtype
ivy.int32
"""

from __future__ import annotations

from . import _dispatch as _d

# Ivy 1.0's array methods that are plain ivy functions here (no dispatcher), ``x`` first.
HELPERS = (
    "can_cast", "finfo", "iinfo", "is_bool_dtype", "is_float_dtype", "is_int_dtype", "is_uint_dtype",
    "result_type", "is_native_array", "is_ivy_array", "is_array", "is_ivy_container", "all_equal", "has_nans",
    "einops_rearrange", "einops_reduce", "einops_repeat", "to_numpy", "to_list", "to_file",
    "supports_inplace_updates", "inplace_decrement", "stable_divide", "clip_vector_norm", "array_equal",
    "assert_supports_inplace", "to_scalar", "fourier_encode", "value_is_nan", "exists", "default", "stable_pow",
    "inplace_update", "inplace_increment", "clip_matrix_norm", "get_num_dims", "copy_array", "native_array",
    "stop_gradient", "adam_step", "optimizer_update", "gradient_descent_update", "lars_update", "adam_update",
    "lamb_update", "dev", "optional_get_element", "to_dlpack", "is_variable", "variable", "dtype",
    "dtype_bits", "as_ivy_dtype", "as_native_dtype", "is_complex_dtype", "to_ivy", "to_native",
)


def _method(fn, name):
    def method(self, *args, **kwargs):
        return fn(self, *args, **kwargs)

    method.__name__ = name
    method.__qualname__ = f"Array.{name}"
    method.__doc__ = f"``ivy.{name}(self, ...)``: see :func:`ivy.{name}`."
    method.__wrapped__ = fn
    return method


def _first_is_array(spec):
    params = list(spec.signature.parameters.values())
    if not params:
        return False
    p = params[0]
    return (p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and _d._is_array_annotation(p.annotation)
            and not _d._is_sequence_annotation(p.annotation))


def _sequence_first(fn, name):
    """``x.concat(xs)`` / ``x.stack(arrays)``: ``self`` first in the sequence (Ivy 1.0's)."""

    def method(self, xs, /, *args, **kwargs):
        rest = list(xs) if isinstance(xs, (list, tuple)) else [xs]
        return fn([self, *rest], *args, **kwargs)

    method.__name__ = name
    method.__qualname__ = f"Array.{name}"
    method.__doc__ = f"``ivy.{name}([self, *xs], ...)``: see :func:`ivy.{name}`."
    return method


def _einsum(self, equation, *operands, **kwargs):
    """``ivy.einsum(equation, self, *operands)`` (Ivy 1.0's ``x.einsum``)."""
    import ivy

    return ivy.einsum(equation, self, *operands, **kwargs)


def _multinomial(self, population_size, num_samples, /, *, batch_size=1, replace=True, device=None, seed=None,
                 out=None):
    """``ivy.multinomial(population_size, num_samples, probs=self, ...)`` (Ivy 1.0's ``x.multinomial``)."""
    import ivy

    return ivy.multinomial(population_size, num_samples, batch_size=batch_size, probs=self, replace=replace,
                           device=device, seed=seed, out=out)


def install(array_cls, namespace):
    """Put the methods on ``array_cls`` (``ivy.Array``); ``namespace`` is the ``ivy`` module."""
    own = set(dir(array_cls))
    methods = {}
    for qual, spec in _d.REGISTRY.items():
        if "." not in qual and _first_is_array(spec):
            methods[qual] = _method(spec.dispatcher, qual)
    for name in HELPERS:
        fn = getattr(namespace, name, None)
        if callable(fn) and name not in methods:
            methods[name] = _method(fn, name)
    for name in ("concat", "stack"):
        methods[name] = _sequence_first(_d.REGISTRY[name].dispatcher, name)
    methods["einsum"] = _einsum
    methods["multinomial"] = _multinomial
    for name, m in methods.items():
        if name not in own:
            setattr(array_cls, name, m)
