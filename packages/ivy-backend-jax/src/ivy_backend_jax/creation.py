"""Array creation on JAX, with ivy's defaults (float32 / int64 / complex64), not JAX's.

With 64-bit types on, JAX's own defaults are float64/int64/complex128 and arrays
made from Python scalars are "weakly typed"; every function here passes an
explicit dtype, so results are always strongly typed with ivy's dtype.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy
from ivy import dtypes as _dt
from ivy.plugin import complex_into_real as _complex_into_real
from ivy.plugin import sequence_dtype as _sequence_dtype

from ._util import AI, BOOL, C64, C128, F32, F64, I64, IVY_OF, Array, int_scalar
from .hooks import NATIVE_DTYPES

_PY_DEFAULT = {bool: BOOL, int: I64, float: F32, complex: C64}
_COMPLEX = (C64, C128)
_PY_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
_native_dtype = NATIVE_DTYPES.__getitem__


def _is_int(v):
    return v.__class__ is int or isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def _leaf_dtype(v):
    return IVY_OF[v.dtype if isinstance(v, Array) else np.asarray(v).dtype]


def _unwrap_leaves(obj, real=None):
    """The nested sequence with its ivy.Arrays unwrapped; with ``real`` (a real target dtype), a
    complex leaf is refused (JAX dropped its imaginary part: ``asarray([1 + 2j], dtype=float32)``
    gave [1.0])."""
    c = obj.__class__
    if c is ivy.Array:
        obj = obj.data
    elif c is list or c is tuple:
        return [_unwrap_leaves(v, real) for v in obj]
    if real is not None and (c is complex or getattr(obj, "dtype", None) in _COMPLEX):
        raise _complex_into_real(real, "asarray")
    return obj


def _infer_sequence_dtype(obj):
    """The dtype of a nested sequence by ivy's rules (Python scalars weak, 0-d arrays strong),
    and whether it holds arrays."""
    d, has_arrays = _sequence_dtype(obj, _leaf_dtype)
    return (F32 if d is None else _native_dtype(d)), has_arrays


def _no_copy(what):
    return ValueError(f"asarray: copy=False, but {what} needs a copy to become a JAX array")


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    c = obj.__class__
    if c is AI or isinstance(obj, Array):
        if dtype is not None and obj.dtype != dtype:
            if copy is False:
                raise _no_copy(f"casting {obj.dtype} to {dtype}")
            obj = obj.astype(dtype)
        elif copy:
            obj = jnp.array(obj, copy=True)
        if device is not None:
            obj = jax.device_put(obj, device)
        return obj
    if copy is False:
        raise _no_copy(f"a {type(obj).__name__}")
    if c in _PY_DEFAULT:
        return jnp.asarray(obj, dtype=_PY_DEFAULT[c] if dtype is None else dtype, device=device)
    if c is list or c is tuple:
        has_arrays = False
        if dtype is None:
            classes = {v.__class__ for v in obj}
            if len(classes) == 1:  # the common case: a flat list of one kind of Python scalar
                dtype = _PY_DEFAULT.get(classes.pop())
            if dtype is None:
                dtype, has_arrays = _infer_sequence_dtype(obj)
        else:
            has_arrays = True  # unknown: unwrap to be safe
        if has_arrays:
            obj = _unwrap_leaves(obj, None if dtype is None or np.dtype(dtype).kind not in "iuf" else dtype)
        try:
            return jnp.asarray(obj, dtype=dtype, device=device)
        except TypeError:
            pass  # e.g. strings: NumPy tells what they are
        obj = np.asarray(obj)
    elif c is bytes or c is bytearray:
        obj = np.asarray(memoryview(obj))
    else:
        obj = np.asarray(obj)  # buffers, NumPy arrays and scalars, objects with __array__
    if obj.dtype.kind not in "biufc" and obj.dtype not in IVY_OF:
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({obj.dtype})")
    return jnp.asarray(obj, dtype=dtype, device=device)


_BF16 = np.dtype(jnp.bfloat16)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if step == 0:
        raise ivy.InvalidArgumentError("arange: step must not be 0")
    if dtype is None:
        if _is_int(start) and (stop is None or _is_int(stop)) and _is_int(step):
            if stop is None and step == 1 and device is None:
                return lax.iota(I64, max(int(start), 0))  # one dispatch
            dtype = I64
        else:
            dtype = F32
    # NumPy's arange on the host and one transfer: jnp.arange with a stop or a step costs
    # ~250 us eagerly. Floats below float64 are computed in float64 and rounded once
    # (low-precision accumulation drifts).
    work = F64 if (dtype.kind == "f" and dtype != F64) or dtype == _BF16 else dtype
    h = np.arange(start, stop, step, dtype=work)
    if work is not dtype:
        h = h.astype(dtype)
    return jnp.asarray(h) if device is None else jax.device_put(h, device)


def empty(shape, *, dtype=None, device=None):
    return jnp.empty(shape, dtype=F32 if dtype is None else dtype, device=device)


def empty_like(x, /, *, dtype=None, device=None):
    return jnp.empty_like(x, dtype=dtype, device=device)


def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
    r = jnp.eye(n_rows, n_cols, k=k, dtype=F32 if dtype is None else dtype, device=device)
    if batch_shape is None:
        return r
    if batch_shape.__class__ is int:
        batch_shape = (batch_shape,)
    return jnp.broadcast_to(r, (*batch_shape, *r.shape))


def from_dlpack(x, /, *, device=None, copy=None):
    if x.__class__ is AI or isinstance(x, Array):
        r = x
    elif copy is False:
        # JAX copies an unaligned host buffer, and with copy=False says so with a ValueError: the
        # standard's error for a copy that copy=False forbids is BufferError
        try:
            r = jnp.from_dlpack(x, copy=False)
        except (ValueError, TypeError, RuntimeError) as e:
            raise BufferError(f"from_dlpack: copy=False, but JAX would have to copy this buffer ({e})") from e
    else:
        try:
            r = jnp.from_dlpack(x)
        except Exception:  # noqa: BLE001 - a producer JAX cannot read: through NumPy
            r = jnp.asarray(np.from_dlpack(x))
    if copy:
        r = jnp.array(r, copy=True)
    if device is not None:
        r = jax.device_put(r, device)
    return r


def _fill_dtype(fill_value):
    d = _PY_DEFAULT.get(fill_value.__class__)
    if d is not None:
        return d
    d = getattr(fill_value, "dtype", None)
    if d is not None:
        return np.dtype(d)
    for k in (bool, int, float, complex):
        if isinstance(fill_value, k):
            return _PY_DEFAULT[k]
    raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int, float or complex, got {fill_value!r}")


def full(shape, fill_value, *, dtype=None, device=None):
    if dtype is None:
        dtype = _fill_dtype(fill_value)
    if fill_value.__class__ is int:  # JAX wraps one the dtype cannot hold (300 in int8: 44)
        fill_value = int_scalar(fill_value, dtype, "full")
    return jnp.full(shape, fill_value, dtype=dtype, device=device)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    if dtype is None:
        dtype = x.dtype
    if fill_value.__class__ is int:
        fill_value = int_scalar(fill_value, dtype, "full_like")
    return jnp.full_like(x, fill_value, dtype=dtype, device=device)


def _linspace_scalars(start, stop, num, endpoint, work):
    """NumPy's formula (``start + i * step``, the last value exactly ``stop``), so that integer
    results floor the same values: computed by NumPy on the host, one transfer (op by op, JAX
    takes ~6 dispatches, ~700 us)."""
    if num < 0:
        raise ivy.InvalidArgumentError(f"linspace: num must be >= 0, got {num}")
    with np.errstate(all="ignore"):
        return np.linspace(start, stop, num, endpoint=endpoint, dtype=work)


def _linspace_arrays(start, stop, num, endpoint, axis, work):
    """NumPy's formula for array bounds, for an integer result: ``jnp.linspace`` forms
    i / div * (stop - start), whose values can lie 1 ulp below NumPy's and floor to the integer
    below (``linspace(-30., 25, 11, endpoint=False)`` had -16 for -15)."""
    if num < 0:
        raise ivy.InvalidArgumentError(f"linspace: num must be >= 0, got {num}")
    s, e = jnp.broadcast_arrays(jnp.asarray(start, dtype=work), jnp.asarray(stop, dtype=work))
    s = s[..., None]
    delta = e[..., None] - s
    t = jnp.arange(num, dtype=work)
    div = (num - 1) if endpoint else num
    if div > 0:
        step = delta / div
        r = jnp.where(step == 0, t / div * delta, t * step) + s  # a step that underflows: as NumPy
    else:
        r = t * delta + s
    if endpoint and num > 1:
        r = r.at[..., -1].set(e)
    return r if axis is None else jnp.moveaxis(r, -1, axis)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
    arrays = isinstance(start, Array) or isinstance(stop, Array)
    if dtype is None:
        if start.__class__ in _PY_DEFAULT and stop.__class__ in _PY_DEFAULT:
            dtype = C64 if (start.__class__ is complex or stop.__class__ is complex) else F32
        else:
            s = start if isinstance(start, Array) else _PY_SAMPLE.get(start.__class__, start)
            e = stop if isinstance(stop, Array) else _PY_SAMPLE.get(stop.__class__, stop)
            d = ivy.result_type(s, e)
            dtype = _native_dtype(d if d.kind in "fc" else _dt.default_float_dtype)
    # compute in double precision, then round once to the result dtype (integers: floor, as NumPy)
    work = C128 if dtype.kind == "c" else F64
    if arrays and dtype.kind in "iu":
        r = jnp.floor(_linspace_arrays(start, stop, num, endpoint, axis, work)).astype(dtype)
    elif arrays:
        r = jnp.linspace(jnp.asarray(start, dtype=work), jnp.asarray(stop, dtype=work), num, endpoint=endpoint,
                         dtype=work, axis=-1 if axis is None else axis).astype(dtype)
    else:
        h = _linspace_scalars(start, stop, num, endpoint, work)
        if dtype.kind in "iu":
            h = np.floor(h)
        with np.errstate(all="ignore"):
            r = jnp.asarray(h.astype(dtype))
    if device is not None:
        r = jax.device_put(r, device)
    return r


def meshgrid(*arrays, indexing="xy", sparse=False):
    if indexing != "xy" and indexing != "ij":
        raise ivy.InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    return tuple(jnp.meshgrid(*arrays, indexing=indexing, sparse=sparse))


def ones(shape, *, dtype=None, device=None):
    return jnp.ones(shape, dtype=F32 if dtype is None else dtype, device=device)


def ones_like(x, /, *, dtype=None, device=None):
    return jnp.ones_like(x, dtype=dtype, device=device)


def tril(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"tril needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    return jnp.tril(x, k)


def triu(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"triu needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    return jnp.triu(x, k)


def zeros(shape, *, dtype=None, device=None):
    return jnp.zeros(shape, dtype=F32 if dtype is None else dtype, device=device)


def zeros_like(x, /, *, dtype=None, device=None):
    return jnp.zeros_like(x, dtype=dtype, device=device)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions
from ivy.plugin import partial as _partial  # noqa: E402


def _tri_check(name, n_rows, n_cols, k):
    for a, v in (("n_rows", n_rows), ("n_cols", n_cols), ("k", k)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise ivy.InvalidArgumentError(f"ivy.{name}: {a} must be an int, got {v!r}")
    if n_rows < 0 or n_cols < 0:
        raise ivy.InvalidArgumentError(f"ivy.{name}: sizes must be >= 0")


def _on_device(r, device):
    return r if device is None else jax.device_put(r, device)


def triu_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("triu_indices", n_rows, n_cols, k)
    return tuple(_on_device(a.astype(I64), device) for a in jnp.triu_indices(n_rows, k, n_cols))


def tril_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("tril_indices", n_rows, n_cols, k)
    return tuple(_on_device(a.astype(I64), device) for a in jnp.tril_indices(n_rows, k, n_cols))


@_partial(lambda indices, depth, /, *, on_value=None, off_value=None, axis=None, dtype=None, device=None:
          on_value is None and off_value is None)
def one_hot(indices, depth, /, *, on_value=None, off_value=None, axis=None, dtype=None, device=None):
    if indices.dtype.kind not in "iu":
        raise ivy.plugin.integers_required("one_hot", indices.dtype)
    _, ax, d, _, _ = _si.one_hot_args(_XP, indices, depth, axis, None, None, dtype)
    return _on_device(jax.nn.one_hot(indices, depth, dtype=NATIVE_DTYPES[d], axis=ax), device)


class _Xp:
    @staticmethod
    def shape(x):
        return x.shape

    @staticmethod
    def ivy_dtype(d):
        return IVY_OF[d]


_XP = _Xp()
