"""What every ivy_vision function does on entry and exit, and its shape checks.

Entry (:func:`prep`): ``ivy.Array`` arguments are unwrapped (the result is wrapped again on exit,
so ``ivy.Array`` in gives ``ivy.Array`` out), and NumPy arrays given beside another framework's
arrays, or under a backend set with ``ivy.set_backend``, are moved to that framework (on its
arrays' device). Everything in between runs on native arrays, so a call costs the ivy calls it
makes and one pass over its arguments.
"""

from __future__ import annotations

import ivy
from ivy import _dispatch as _d

MIN_DENOMINATOR = 1e-12

_ARRAY = ivy.Array
_TYPES = _d._TYPES  # native array class -> its backend (None for Python values), filled once a class
_STATE = _d._state  # .backend: the backend set with ivy.set_backend / ivy.using_backend, else None


def prep(fn, *xs):
    """``(wrapped, natives)``: the arguments as native arrays of one framework.

    ``wrapped`` says whether any was an ``ivy.Array``. Non-array arguments (None, numbers,
    lists) pass unchanged.
    """
    wrapped = False
    b = None
    mixed = False
    dt = None
    mixed_dtypes = False
    out = list(xs)
    for i, x in enumerate(xs):
        t = type(x)
        if t is _ARRAY:
            wrapped = True
            x = out[i] = x._data
            t = type(x)
        xb = _TYPES[t]
        if xb is None:
            if t.__name__ == "ndarray" and t.__module__ == "numpy":  # NumPy without its ivy plugin
                mixed = True
            continue
        if b is None:
            b = xb
            dt = x.dtype
        else:
            if xb is not b:
                mixed = True
            if x.dtype != dt:
                mixed_dtypes = True
    sb = _STATE.backend
    if mixed or (sb is not None and b is not None and b is not sb):
        if b is not None or sb is not None:
            _to_one_framework(fn, out, sb)
    if mixed_dtypes:
        _to_one_dtype(out)
    return wrapped, out


def _to_one_dtype(out):
    """Arrays of ``out`` (in place) in one dtype, so that the frameworks' own operators (TensorFlow
    refuses float32 * float64) see equal dtypes: the floating arrays' promoted dtype, which the
    integer ones take too; booleans (masks) stay as they are. Without floats, nothing changes."""
    arrays = [(i, ivy.dtype(x)) for i, x in enumerate(out) if _TYPES[type(x)] is not None]
    floats = [d for _, d in arrays if d.kind == "f"]
    if not floats:
        return
    target = floats[0]
    for d in floats[1:]:
        target = ivy.result_type(target, d)
    for i, d in arrays:
        if d.kind != "b" and d != target:
            out[i] = ivy.astype(out[i], target)


def _to_one_framework(fn, out, target):
    """NumPy arrays of ``out`` moved (in place) to ``target`` (else to the other arrays' framework)."""
    others = [x for x in out if _TYPES[type(x)] is not None and _TYPES[type(x)].name != "numpy"]
    if target is None:
        if not others:
            return
        target = _TYPES[type(others[0])]
    like = next((x for x in others if _TYPES[type(x)] is target), None)
    device = ivy.dev(like) if like is not None else None
    for i, x in enumerate(out):
        t = type(x)
        xb = _TYPES[t]
        if xb is target:
            continue
        if xb is None:
            if t.__name__ == "ndarray" and t.__module__ == "numpy":
                out[i] = ivy.asarray(x, device=device, backend=target)._data
            continue
        if xb.name != "numpy":
            raise ivy.MixedFrameworksError(
                f"ivy_vision.{fn}: arrays of two frameworks, {xb.name} and {target.name}; only NumPy arrays "
                f"are moved to the other arrays' framework: convert first, e.g. ivy.to_backend(x, {target.name!r})"
            )
        out[i] = ivy.asarray(x, device=device, backend=target)._data


def ret(wrapped, r):
    """``r`` (an array or a tuple/list of them) as ``ivy.Array`` where the input had one."""
    return ivy.wrap(r) if wrapped else r


def backend_of(x):
    """The backend of native array ``x``."""
    return _TYPES[type(x)]


def shape_of(x):
    """``x.shape`` as a tuple of ints (None for a dimension a tracer does not know)."""
    return tuple(x.shape)


def fmt(shape):
    """A shape as the docs write it: ``[2,480,640,1]``."""
    return "[" + ",".join("?" if s is None else str(s) for s in shape) + "]"


def fail(fn, name, x_shape, expected):
    """Raise the ShapeError a bad argument gets: its name, the shape expected and the one given."""
    raise ivy.ShapeError(f"ivy_vision.{fn}: {name} must have shape {expected}, got {fmt(x_shape)}")


def check_last(fn, name, s, sizes, expected):
    """``s[-1]`` must be one of ``sizes`` (and ``s`` at least 1-d)."""
    if not s or s[-1] not in sizes:
        fail(fn, name, s, expected)


def check_mat(fn, name, s, rows, cols, expected):
    """``s`` must end in ``rows x cols``."""
    if len(s) < 2 or s[-2] != rows or s[-1] != cols:
        fail(fn, name, s, expected)


def check_image(fn, name, s, channels, expected):
    """``s`` must be ``[batch_shape,h,w,channels]`` (``channels`` a tuple of allowed sizes, or None for any)."""
    if len(s) < 3 or (channels is not None and s[-1] not in channels):
        fail(fn, name, s, expected)


def broadcast_batch(fn, name1, b1, name2, b2):
    """The broadcast of two batch shapes, or a ShapeError naming both arguments."""
    b1, b2 = tuple(b1), tuple(b2)
    if b1 == b2:
        return b1
    n = max(len(b1), len(b2))
    p1 = (1,) * (n - len(b1)) + b1
    p2 = (1,) * (n - len(b2)) + b2
    out = []
    for a, b in zip(p1, p2):
        if a == b or b == 1:
            out.append(a)
        elif a == 1:
            out.append(b)
        else:
            raise ivy.ShapeError(
                f"ivy_vision.{fn}: the batch shapes of {name1} {fmt(b1)} and {name2} {fmt(b2)} "
                "differ (they must be equal or broadcast)"
            )
    return tuple(out)


def dims_list(fn, name, v, n):
    """A shape argument (``image_dims``, ``batch_shape``) as a list of Python ints of length ``n``."""
    try:
        out = [int(d) for d in v]
    except TypeError:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: {name} must be a sequence of ints, got {v!r}") from None
    if n is not None and len(out) != n:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: {name} must hold {n} ints, got {v!r}")
    return out


def prod(seq):
    p = 1
    for s in seq:
        p *= s
    return p


def arange_like(ref, n):
    """``arange(n)`` in ``ref``'s float dtype, framework and device (native)."""
    return ivy.arange(n, dtype=ivy.dtype(ref), device=cdev(ref), backend=backend_of(ref))._data


def float_dtype_of(x):
    """``x``'s dtype if floating, else the default float dtype (ivy dtype)."""
    d = ivy.dtype(x)
    return d if d.kind == "f" else ivy.default_float_dtype()


def on_device(r, device):
    """``r`` moved to ``device`` (left where it is when None)."""
    return r if device is None else ivy.to_device(r, device)


def batch_of(fn, name, s, tail, batch_shape, expected):
    """The batch shape of an argument of shape ``s`` with ``tail`` trailing dims (a given
    ``batch_shape`` must be it)."""
    if len(s) < tail:
        fail(fn, name, s, expected)
    bs = tuple(s[:len(s) - tail])
    if batch_shape is not None and tuple(int(d) for d in batch_shape) != bs:
        fail(fn, name, s, expected + f" with batch_shape {fmt(tuple(batch_shape))}")
    return bs


def cdev(x):
    """The device to create arrays on beside ``x``: None (the default, where ivy creates them
    anyway) when ``x`` is on ivy's default device, else ``x``'s. An explicit device is a transfer
    operation more on JAX (``device_put``), in each eager call and each compiled graph. Only JAX
    and TensorFlow are asked for their default device: torch's (``torch.get_default_device``) is a
    graph break under ``torch.compile(fullgraph=True)``, and an explicit device costs torch,
    NumPy and MXNet nothing."""
    d = ivy.dev(x)
    b = _TYPES[type(x)]
    if b is None or b.name not in _ASK_DEFAULT:
        return d
    return None if d == ivy.default_device() else d


_ASK_DEFAULT = frozenset({"jax", "tensorflow"})
