"""torch's namespace utilities: threads, determinism, print options, ``save``/``load``, DLPack,
``vmap``/``compile``/``cond``/``while_loop``, the default device, autocast and anomaly switches,
the functions torch removed (``torch.solve``, ``torch.eig``, ...: they raise torch's message), and
the in-place functions of the namespace (``torch.abs_(x)``).

Settings that only tune torch's kernels (threads, matmul precision, flush-denormal, autocast) are
kept and reported back but change nothing in ivy's computation.

>>> import ivy_frontends.torch as torch
>>> torch.set_num_threads(2); torch.get_num_threads()
2
"""

from __future__ import annotations

import builtins
import pickle

import ivy

from .._errors import FrontendRuntimeError, refuse
from . import _dtypes as D
from ._convert import dtype_of, t, wrap
from .tensor import Tensor

__all__ = [
    "get_num_threads", "set_num_threads", "get_num_interop_threads", "set_num_interop_threads", "init_num_threads",
    "use_deterministic_algorithms", "are_deterministic_algorithms_enabled",
    "is_deterministic_algorithms_warn_only_enabled", "set_deterministic_debug_mode", "get_deterministic_debug_mode",
    "set_printoptions", "set_warn_always", "is_warn_always_enabled", "set_flush_denormal",
    "set_float32_matmul_precision", "get_float32_matmul_precision", "get_default_device", "set_default_device",
    "set_default_tensor_type", "save", "load", "from_dlpack", "to_dlpack", "typename", "vmap", "compile", "cond",
    "while_loop", "is_inference", "is_inference_mode_enabled", "is_signed", "is_distributed", "get_device",
    "set_anomaly_enabled", "is_anomaly_enabled", "is_anomaly_check_nan_enabled", "is_autocast_enabled",
    "set_autocast_enabled", "get_autocast_dtype", "set_autocast_dtype", "is_autocast_cache_enabled",
    "set_autocast_cache_enabled", "clear_autocast_cache", "binomial", "lobpcg", "nuclear_norm", "frobenius_norm",
    "solve", "eig", "symeig", "lstsq", "matrix_rank", "vander", "detach", "detach_", "as_strided_",
    "detach_copy", "select_copy", "slice_copy",
    "split_copy", "view_as_real_copy", "view_as_complex_copy", "sym_int", "sym_float", "sym_max", "sym_min",
    "sym_not", "sym_sqrt", "sym_sum", "sym_ite",
]

_SETTINGS = {"threads": 1, "interop": 1, "deterministic": False, "warn_only": False, "warn_always": False,
             "matmul": "highest", "anomaly": False, "anomaly_nan": True, "autocast": False,
             "autocast_dtype": None, "autocast_cache": True}


def get_num_threads():
    """The number of threads torch would use (a setting ivy's backends do not read)."""
    return _SETTINGS["threads"]


def set_num_threads(int):  # noqa: A002 - torch's name
    """Record the number of intra-op threads (ivy's backends keep their own)."""
    _SETTINGS["threads"] = builtins.int(int)


def get_num_interop_threads():
    return _SETTINGS["interop"]


def set_num_interop_threads(int):  # noqa: A002
    _SETTINGS["interop"] = builtins.int(int)


def init_num_threads():
    return None


def use_deterministic_algorithms(mode, *, warn_only=False):
    """Record the flag (ivy's computations here are deterministic on the CPU)."""
    _SETTINGS["deterministic"] = bool(mode)
    _SETTINGS["warn_only"] = bool(warn_only)


def are_deterministic_algorithms_enabled():
    return _SETTINGS["deterministic"]


def is_deterministic_algorithms_warn_only_enabled():
    return _SETTINGS["warn_only"]


def set_deterministic_debug_mode(debug_mode):
    mode = {"default": 0, "warn": 1, "error": 2}.get(debug_mode, debug_mode)
    _SETTINGS["deterministic"] = mode != 0
    _SETTINGS["warn_only"] = mode == 1


def get_deterministic_debug_mode():
    if not _SETTINGS["deterministic"]:
        return 0
    return 1 if _SETTINGS["warn_only"] else 2


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    """Accepted for compatibility: tensors print with torch's default format."""
    return None


def set_warn_always(b):
    _SETTINGS["warn_always"] = bool(b)


def is_warn_always_enabled():
    return _SETTINGS["warn_always"]


def set_flush_denormal(mode):
    return False


def set_float32_matmul_precision(precision):
    if precision not in ("highest", "high", "medium"):
        raise FrontendRuntimeError(f"Invalid precision {precision!r}")
    _SETTINGS["matmul"] = precision


def get_float32_matmul_precision():
    return _SETTINGS["matmul"]


def get_default_device():
    """The device tensors are created on (ivy's default device, as a torch device)."""
    from ._size_device import from_ivy_device

    return from_ivy_device(ivy.default_device())


def set_default_device(device):
    """Set ivy's default device (``None``: back to the backend's)."""
    from ._size_device import to_ivy_device

    if device is None:
        ivy.unset_default_device()
    else:
        ivy.set_default_device(to_ivy_device(device))


def set_default_tensor_type(t):
    """``torch.set_default_tensor_type(torch.DoubleTensor)``: the default dtype of that type."""
    name = t if isinstance(t, str) else getattr(t, "__name__", str(t))
    table = {"FloatTensor": D.float32, "DoubleTensor": D.float64, "HalfTensor": D.float16,
             "BFloat16Tensor": D.bfloat16}
    for k, v in table.items():
        if name.endswith(k):
            D.set_default_dtype(v)
            return
    raise FrontendRuntimeError(f"invalid type: {name!r}")


# ------------------------------------------------------------------ serialization and interchange

def _to_portable(obj):
    if isinstance(obj, Tensor):
        return ("__ivy_frontends_tensor__", ivy.to_numpy(obj._data), str(obj.dtype))
    if isinstance(obj, dict):
        return type(obj)((k, _to_portable(v)) for k, v in obj.items())
    if isinstance(obj, (list, tuple)):
        return type(obj)(_to_portable(v) for v in obj)
    return obj


def _from_portable(obj):
    if isinstance(obj, tuple) and len(obj) == 3 and obj[0] == "__ivy_frontends_tensor__":
        from ._creation import tensor

        return tensor(obj[1], dtype=D.from_any(obj[2]))
    if isinstance(obj, dict):
        return type(obj)((k, _from_portable(v)) for k, v in obj.items())
    if isinstance(obj, (list, tuple)):
        return type(obj)(_from_portable(v) for v in obj)
    return obj


def save(obj, f, pickle_module=pickle, pickle_protocol=2, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    """Pickle ``obj`` (tensors as NumPy arrays and dtype names) to a path or file object."""
    data = _to_portable(obj)
    if hasattr(f, "write"):
        pickle_module.dump(data, f, protocol=pickle_protocol)
        return
    with open(f, "wb") as fh:
        pickle_module.dump(data, fh, protocol=pickle_protocol)


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    """Read what :func:`save` wrote (tensors land on the current backend)."""
    pm = pickle if pickle_module is None else pickle_module
    if hasattr(f, "read"):
        data = pm.load(f)
    else:
        with open(f, "rb") as fh:
            data = pm.load(fh)
    return _from_portable(data)


def from_dlpack(ext_tensor, *, device=None, copy=None):
    """A tensor of a DLPack-capable array's values (converted to the current backend; ``copy=True`` copies)."""
    r = ivy.from_dlpack(ext_tensor)
    r = r._data if r.__class__ is ivy.Array else r
    return wrap(ivy.copy_array(r) if copy else r)


def to_dlpack(tensor):
    """A DLPack capsule of the tensor's values."""
    return ivy.to_dlpack(t(tensor))


def typename(obj):
    """torch's type name: ``torch.FloatTensor`` for a float32 tensor."""
    if isinstance(obj, Tensor):
        return obj.type()
    return type(obj).__module__ + "." + type(obj).__qualname__


# ------------------------------------------------------------------ functional transforms

def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """``func`` mapped over a batch dimension (``ivy.vmap`` on the tensors' native arrays)."""
    def mapped(*args):
        def native_fn(*nargs):
            r = func(*(wrap(a) if ivy.is_native_array(a) else a for a in nargs))
            return r._data if isinstance(r, Tensor) else r

        v = ivy.vmap(native_fn, in_axes=in_dims, out_axes=out_dims)
        r = v(*(a._data if isinstance(a, Tensor) else a for a in args))
        return wrap(r) if ivy.is_native_array(r) else r

    return mapped


def compile(model=None, *, fullgraph=False, dynamic=None, backend=None, mode=None, options=None,  # noqa: A001
            name=None, disable=False, recompile_limit=None, isolate_recompiles=False, shapes_spec=None):
    """``model`` itself (frontend code runs eagerly; ``ivy.compile`` compiles ivy functions)."""
    if model is None:
        return lambda m: m
    return model


def cond(pred, true_fn, false_fn, operands=()):
    """``true_fn(*operands)`` if ``pred`` else ``false_fn(*operands)``."""
    p = pred.item() if isinstance(pred, Tensor) else pred
    return true_fn(*operands) if p else false_fn(*operands)


def while_loop(cond_fn, body_fn, carried_inputs):
    """Apply ``body_fn`` while ``cond_fn`` holds; returns the final carried values."""
    vals = tuple(carried_inputs)
    while bool(cond_fn(*vals)):
        vals = tuple(body_fn(*vals))
    return vals


def is_inference(input):  # noqa: A002
    return False


def is_inference_mode_enabled():
    return False


def is_signed(input):  # noqa: A002
    return input.dtype.is_signed


def is_distributed(input):  # noqa: A002
    return False


def get_device(input):  # noqa: A002
    return input.get_device()


def set_anomaly_enabled(enabled, check_nan=True):
    _SETTINGS["anomaly"] = bool(enabled)
    _SETTINGS["anomaly_nan"] = bool(check_nan)


def is_anomaly_enabled():
    return _SETTINGS["anomaly"]


def is_anomaly_check_nan_enabled():
    return _SETTINGS["anomaly_nan"]


def is_autocast_enabled(device_type=None):
    return _SETTINGS["autocast"]


def set_autocast_enabled(device_type, enabled=None):
    _SETTINGS["autocast"] = bool(device_type if enabled is None else enabled)


def get_autocast_dtype(device_type):
    return _SETTINGS["autocast_dtype"] or (D.bfloat16 if device_type == "cpu" else D.float16)


def set_autocast_dtype(device_type, dtype):
    _SETTINGS["autocast_dtype"] = D.from_any(dtype)


def is_autocast_cache_enabled():
    return _SETTINGS["autocast_cache"]


def set_autocast_cache_enabled(enabled):
    _SETTINGS["autocast_cache"] = bool(enabled)


def clear_autocast_cache():
    return None


# ------------------------------------------------------------------ numerics

def binomial(count, prob, generator=None):
    """Binomial draws: the number of successes in ``count`` trials of probability ``prob``."""
    from ._random import _key

    c, p = t(count), t(prob)
    n_max = int(ivy.to_numpy(ivy.max(c))) if builtins.all(int(s) for s in c.shape) else 0
    shape = ivy.broadcast_shapes(tuple(int(s) for s in c.shape), tuple(int(s) for s in p.shape))
    total = ivy.zeros(shape, dtype=ivy.float64)
    total = total._data if total.__class__ is ivy.Array else total
    for k in builtins.range(n_max):
        u = ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=ivy.float64, seed=_key(generator))
        u = u._data if u.__class__ is ivy.Array else u
        hit = ivy.logical_and(ivy.less(u, ivy.astype(p, ivy.float64)), ivy.greater(ivy.astype(c, ivy.float64), k))
        total = ivy.add(total, ivy.astype(hit, ivy.float64))
    return wrap(ivy.astype(total, dtype_of(c)._ivy))


def lobpcg(A, k=None, B=None, X=None, n=None, iK=None, niter=None, tol=None, largest=None, method=None,  # noqa: N803
           tracker=None, ortho_iparams=None, ortho_fparams=None, ortho_bparams=None):
    """The ``k`` largest (or smallest) eigenpairs of a symmetric matrix (computed exactly, by ``eigh``;
    with ``B``: the generalized problem through ``B``'s Cholesky factor)."""
    a = t(A)
    if B is not None:
        L = ivy.linalg.cholesky(t(B))
        Li = ivy.linalg.inv(L)
        a = ivy.matmul(ivy.matmul(Li, a), ivy.matrix_transpose(Li))
    w, v = ivy.linalg.eigh(a)
    kk = 1 if k is None else k
    if largest is None or largest:
        w, v = ivy.flip(w, axis=-1), ivy.flip(v, axis=-1)
    from ._indexing import _bget

    w = _bget(w, (Ellipsis, slice(0, kk)))
    v = _bget(v, (Ellipsis, slice(None), slice(0, kk)))
    if B is not None:
        v = ivy.matmul(ivy.matrix_transpose(Li), v)
    return wrap(w), wrap(v)


def nuclear_norm(input, dim=None, keepdim=False, *, out=None, dtype=None):  # noqa: A002
    """The nuclear norm (sum of singular values) over the last two dims (or ``dim``)."""
    from .linalg import matrix_norm

    return matrix_norm(input, "nuc", (-2, -1) if dim is None else dim, keepdim, out=out, dtype=dtype)


def frobenius_norm(input, dim=(-2, -1), keepdim=False, *, out=None):  # noqa: A002
    """The Frobenius norm over ``dim``."""
    from .linalg import vector_norm

    return vector_norm(input, 2, dim, keepdim, out=out)


def _removed(name, replacement):
    def f(*args, **kwargs):
        raise FrontendRuntimeError(
            f"This function was deprecated since version 1.9 and is now removed. Please use the `{replacement}` "
            f"function instead. (torch.{name})")

    f.__name__ = f.__qualname__ = name
    f.__doc__ = f"Removed from torch (use ``{replacement}``): raises torch's error."
    return f


solve = _removed("solve", "torch.linalg.solve")
eig = _removed("eig", "torch.linalg.eig")
symeig = _removed("symeig", "torch.linalg.eigh")
lstsq = _removed("lstsq", "torch.linalg.lstsq")
matrix_rank = _removed("matrix_rank", "torch.linalg.matrix_rank")


def vander(x, N=None, increasing=False):  # noqa: N803
    """Powers of ``x`` as columns (decreasing unless ``increasing``)."""
    from .linalg import vander as lv

    r = lv(x, N=N)
    return r if increasing else wrap(ivy.flip(r._data, axis=-1))


def detach(input):  # noqa: A002
    """``input.detach()``."""
    return input.detach()


def detach_(input):  # noqa: A002
    """``input.detach_()``."""
    return input.detach_()


def as_strided_(input, size, stride, storage_offset=None):  # noqa: A002
    """``input.as_strided_(size, stride, storage_offset)``."""
    return input.as_strided_(size, stride, storage_offset)


def _copy_fn(name, method):
    def f(input, *args, out=None, **kwargs):  # noqa: A002
        r = getattr(input, method)(*args, **kwargs)
        from ._convert import ret

        if isinstance(r, (list, tuple)):
            return [wrap(_copy(v._data)) for v in r]
        return ret(_copy(r._data), out)

    f.__name__ = f.__qualname__ = name
    f.__doc__ = f"A copy of ``input.{method}(...)`` (never a view)."
    return f


def _copy(d):
    r = ivy.asarray(d, copy=True)
    return r._data if r.__class__ is ivy.Array else r


detach_copy = _copy_fn("detach_copy", "detach")
select_copy = _copy_fn("select_copy", "select")
split_copy = _copy_fn("split_copy", "split")


def slice_copy(input, dim=0, start=None, end=None, step=1, *, out=None):  # noqa: A002
    """A copy of ``input`` sliced ``start:end:step`` along ``dim``."""
    from ._convert import ret

    key = (slice(None),) * (dim % builtins.max(input.ndim, 1)) + (slice(start, end, step),)
    return ret(_copy(input[key]._data), out)


def view_as_real_copy(input, *, out=None):  # noqa: A002
    from ._convert import ret
    from ._other import view_as_real

    return ret(_copy(view_as_real(input)._data), out)


def view_as_complex_copy(input, *, out=None):  # noqa: A002
    from ._convert import ret
    from ._other import view_as_complex

    return ret(_copy(view_as_complex(input)._data), out)


# ------------------------------------------------------------------ symbolic-shape helpers on concrete values

def sym_int(a):
    return builtins.int(a)


def sym_float(a):
    return builtins.float(a)


def sym_max(a, b):
    return builtins.max(a, b)


def sym_min(a, b):
    return builtins.min(a, b)


def sym_not(a):
    return not a


def sym_sqrt(a):
    return builtins.float(a) ** 0.5


def sym_sum(*args):
    """The sum of the numbers given (one iterable, or several numbers)."""
    if len(args) == 1 and not isinstance(args[0], (builtins.int, builtins.float)):
        args = tuple(args[0])
    return builtins.sum(args)


def sym_ite(b, t, f):  # noqa: F811 - torch's parameter name
    return t if b else f


del refuse
