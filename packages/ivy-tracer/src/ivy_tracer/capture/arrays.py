"""What is an array, and its shape and dtype, for any framework (no framework imported here)."""

from __future__ import annotations

_IS_ARRAY = {}  # class -> bool


def is_array(x):
    """Whether ``x`` is an ``ivy.Array`` or a native array of an installed backend (not a dtype,
    a device or a Python scalar)."""
    c = type(x)
    r = _IS_ARRAY.get(c)
    if r is None:
        import ivy
        from ivy import _dispatch

        if c is ivy.Array:
            r = True
        else:
            b = _dispatch._TYPES[c]
            try:
                r = b is not None and bool(b.load().is_native_array(x))
            except Exception:  # noqa: BLE001 - a backend that cannot say: not an array
                r = False
            if not r and b is not None and c.__name__ in ("Tensor", "SymbolicTensor", "EagerTensor"):
                r = True
        if not r:
            mod = (c.__module__ or "").partition(".")[0]
            if mod in ("jax", "jaxlib") and hasattr(x, "aval"):
                r = True  # a tracer
        _IS_ARRAY[c] = r
    return r


def _torch_meta(x):
    return {"shape": tuple(x.shape), "dtype": str(x.dtype).rpartition(".")[2]}


def meta_of(x):
    """``{"shape": tuple, "dtype": str}`` of an array; ``{}`` for anything else."""
    import ivy

    if type(x) is ivy.Array:
        x = x._data
    if not is_array(x):
        return {}
    mod = (type(x).__module__ or "").partition(".")[0]
    try:
        if mod == "torch":
            return _torch_meta(x)
        if mod == "numpy" or mod == "ivy_tracer":
            import numpy as np

            if isinstance(x, np.ndarray):
                return {"shape": np.ndarray.shape.__get__(x), "dtype": np.ndarray.dtype.__get__(x).name}
            return {"shape": (), "dtype": np.dtype(type(x)).name}
        if mod in ("jax", "jaxlib"):
            aval = x.aval
            return {"shape": tuple(aval.shape), "dtype": str(aval.dtype)}
        if mod == "tensorflow" or mod == "keras":
            from . import patches

            return patches.tf_meta(x)
        if mod == "mxnet":
            return {"shape": tuple(x.shape), "dtype": str(x.dtype.__name__ if isinstance(x.dtype, type) else x.dtype)}
    except Exception:  # noqa: BLE001 - an array whose shape is unknown
        return {}
    return {}
