"""Functions JAX shares with NumPy, computed by ``ivy_frontends.numpy`` and brought to JAX's dtypes.

``np_call(name, *args)`` calls the NumPy frontend's function on native arrays and returns natives
(tuples and lists kept). ``via_np(name, kind)`` makes a ``jnp`` function of it: the operands are
first brought to JAX's dtype for the operation (``kind``: ``"inexact"`` casts integers and bools to
the default float, as JAX's ``promote_dtypes_inexact``; ``"numeric"`` bools to the default int;
``"promote"`` every array operand to JAX's join), and the result is canonicalized (float64 is
float32 without x64). The fast, commonly used functions are written on ivy directly instead.
"""

from __future__ import annotations

import ivy

from ... import numpy as _np
from ..._errors import FrontendTypeError
from ...numpy import _dtypes as ND
from ...numpy.ndarray import KEEP_0D as _KEEP_0D
from .. import _dtypes as D
from .. import _promotion as P
from .._array import Array, wrap
from .._convert import _PY, n, to_dtype

_of = D.of_native
_ndarray = _np.ndarray


def _native_out(r):
    if isinstance(r, _ndarray):
        return r._data
    if isinstance(r, ND.generic):
        from ...numpy._convert import scalar_native

        return scalar_native(r)
    if isinstance(r, (tuple, list)):
        t = [_native_out(e) for e in r]
        if hasattr(r, "_fields"):
            return r.__class__(*t)
        return r.__class__(t) if r.__class__ in (tuple, list) else tuple(t)
    return r


def np_call(name, *args, **kwargs):
    """The NumPy frontend's ``name`` on ``args`` (Arrays unwrapped); natives out."""
    f = _resolve(name)
    args = [_unwrap(a) for a in args]
    kwargs = {k: _unwrap(v) for k, v in kwargs.items()}
    keep = _KEEP_0D.on
    _KEEP_0D.on = True  # 0-d results as arrays: a NumPy scalar's Python value would cut jax.grad's trace
    try:
        return _native_out(f(*args, **kwargs))
    finally:
        _KEEP_0D.on = keep


def _resolve(name):
    mod = _np
    for part in name.split("."):
        mod = getattr(mod, part)
    return mod


def _unwrap(a):
    if a.__class__ is Array:
        return _np.ndarray._wrap(a._data) if hasattr(_np.ndarray, "_wrap") else _nd(a._data)
    if isinstance(a, (list, tuple)) and any(isinstance(e, Array) for e in a):
        return a.__class__(_unwrap(e) for e in a)
    return a


def _nd(x):
    from ...numpy.ndarray import wrap as ndwrap

    return ndwrap(x)


def canon_out(r, weak=False):
    """Natives (nested) to Arrays with canonical dtypes."""
    if isinstance(r, (tuple, list)):
        t = [canon_out(e, weak) for e in r]
        if hasattr(r, "_fields"):
            return r.__class__(*t)
        return r.__class__(t) if r.__class__ in (tuple, list) else tuple(t)
    if r is None or r.__class__ in _PY:
        return r
    d = _of(r)
    c = D.canonical(d)
    return wrap(r if c is d else to_dtype(r, c), weak)


def prep(args, kind):
    """The array operands of ``args`` (natives) brought to JAX's dtype for ``kind``; (args, weak)."""
    arrays = [i for i, a in enumerate(args) if a is not None and not isinstance(a, (str, tuple, list))
              or isinstance(a, (list, tuple)) and a and all(isinstance(e, (int, float, complex, Array)) for e in a)]
    ns = list(args)
    weak = bool(arrays)
    for i in arrays:
        a = args[i]
        w = a._weak if a.__class__ is Array else a.__class__ in (int, float, complex)
        weak = weak and w
        if not isinstance(a, (list, tuple)) or a.__class__ is Array:
            ns[i] = n(a)
        else:
            from ._creation import asarray

            ns[i] = asarray(a)._data
    if not arrays:
        return ns, False
    nodes = []
    for i in arrays:
        a, x = args[i], ns[i]
        nodes.append(P.node_of(a if a.__class__ is Array else x))
    d, w = P.resolve(P.join_nodes(nodes))
    if kind == "inexact" and d._cat < 2:
        d = D.to_inexact(d, w)
    elif kind == "numeric" and d._cat == 0:
        d = D.default_int()
    for i in arrays:
        x = ns[i]
        if x.__class__ in _PY:
            ns[i] = to_dtype(x, d)
        elif kind == "each":
            ns[i] = to_dtype(x, D.canonical(_of(x)))
        else:
            ns[i] = to_dtype(x, d)
    return ns, w


_PERF_ONLY = {"unroll", "precision", "out_sharding", "method", "total_repeat_length", "overwrite_input",
              "check_finite", "indices_are_sorted", "unique_indices", "device", "trim_leading_zeros", "copy",
              "assume_unique", "symmetrize_input", "hermitian", "strip_zeros", "axis_name"}


def signature_of(jname):
    """The ``inspect.Signature`` of JAX's ``jname`` (from :mod:`._signatures`), or None."""
    import inspect

    from ._signatures import SIGNATURES

    spec = SIGNATURES.get(jname)
    if spec is None:
        return None
    kinds = {"P": inspect.Parameter.POSITIONAL_ONLY, "PK": inspect.Parameter.POSITIONAL_OR_KEYWORD,
             "VAR": inspect.Parameter.VAR_POSITIONAL, "K": inspect.Parameter.KEYWORD_ONLY,
             "VARK": inspect.Parameter.VAR_KEYWORD}
    params = []
    for name, kind, default in spec:
        if default == "EMPTY":
            d = inspect.Parameter.empty
        elif default in ("float", "int"):
            d = {"float": float, "int": int}[default]
        elif default == "OTHER":
            d = None
        else:
            import ast

            d = ast.literal_eval(default)
        params.append(inspect.Parameter(name, kinds[kind], default=d))
    return inspect.Signature(params)


def via_np(name, kind="promote", nargs=1, keep_weak=False, jname=None, doc=None):
    """A ``jnp`` function computed by the NumPy frontend's ``name`` (see the module docstring), with
    JAX's signature: the first ``nargs`` parameters (or the ``*args``) are the array operands; other
    arguments go to NumPy's function by name; JAX-only ones are applied (``size``/``fill_value``,
    ``descending``), ignored where they only concern speed, or refused where they would change the
    result."""
    import inspect

    jname = jname or name
    sig = signature_of(jname)
    npf = _resolve(name)
    try:
        np_params = inspect.signature(npf).parameters
    except (TypeError, ValueError):
        np_params = {}
    short = jname.split(".")[-1]

    def f(*args, **kwargs):
        if sig is None:
            arr, rest, extra = list(args[:nargs]), list(args[nargs:]), dict(kwargs)
        else:
            try:
                bound = sig.bind(*args, **kwargs)
            except TypeError as e:
                raise FrontendTypeError(f"{short}(): {e}") from None
            arr, rest, extra = [], [], {}
            for i, (k, v) in enumerate(bound.arguments.items()):
                p = sig.parameters[k]
                if p.kind is p.VAR_POSITIONAL:
                    arr.extend(v) if i < max(nargs, 1) else rest.extend(v)
                elif p.kind is p.VAR_KEYWORD:
                    extra.update(v)
                elif i < nargs:
                    arr.append(v)
                else:
                    extra[k] = v
        post = {}
        for k in list(extra):
            if k in np_params or sig is None:
                continue
            v = extra.pop(k)
            if k in ("size", "fill_value", "descending", "dtype") and v is not None:
                post[k] = v
            elif k in _PERF_ONLY or v is None or v is False or v == sig.parameters[k].default:
                continue
            else:
                from ..._errors import refuse

                raise refuse(f"jax.numpy.{jname}", k, v)
        ns, weak = prep(arr, kind)
        rest = [_unwrap_native(a) for a in rest]
        kw = {k: _kw(k, v) for k, v in extra.items()}
        r = np_call(name, *ns, *rest, **kw)
        out = canon_out(r, weak and keep_weak)
        if post:
            out = _post(out, post)
        return out

    f.__name__ = f.__qualname__ = short
    f.__doc__ = doc or f"``jax.numpy.{jname}``: NumPy's ``{name}`` with JAX's dtypes."
    if sig is not None:
        f.__signature__ = sig
    return f


def _post(out, post):
    """JAX-only arguments applied to a result: ``descending``, ``dtype``, ``size``/``fill_value``."""
    if post.get("descending"):
        out = wrap(ivy.flip(out._data, axis=-1), out._weak)
    if post.get("dtype") is not None and isinstance(out, Array):
        out = wrap(to_dtype(out._data, D.request(post["dtype"])))
    size = post.get("size")
    if size is not None:
        fill = post.get("fill_value")

        def pad(a, f):
            x = a._data
            cnt = int(x.shape[0])
            if cnt >= size:
                return wrap(x[:size], a._weak)
            shape = (size - cnt,) + tuple(int(s) for s in x.shape[1:])
            if f is None:
                f = 0
            fv = to_dtype(n(f) if not isinstance(f, Array) else f._data, _of(x))
            return wrap(ivy.concat([x, ivy.broadcast_to(fv, shape)], axis=0), a._weak)

        if isinstance(out, (tuple, list)):
            fills = fill if isinstance(fill, (tuple, list)) else [fill] * len(out)
            t = [pad(a, fv) for a, fv in zip(out, fills)]
            out = out.__class__(*t) if hasattr(out, "_fields") else out.__class__(t)
        else:
            out = pad(out, fill)
    return out


def _kw(k, v):
    if k == "dtype" and v is not None:
        return D.request(v)
    return _unwrap_native(v)


def _unwrap_native(a):
    if a.__class__ is Array:
        return a._data
    if isinstance(a, (list, tuple)) and any(e.__class__ is Array for e in a):
        return a.__class__(_unwrap_native(e) for e in a)
    return a


def native_args(*xs):
    return [n(x) for x in xs]


def ivy_dtype(d):
    return None if d is None else d._ivy


_ = ivy
