"""``numpy.ufunc``: universal functions as objects, with NumPy's type resolution and methods.

A :class:`ufunc` holds NumPy's loop list (``types``: ``'ff->f'``, ...; the dtypes ivy holds), its
``nin``/``nout``/``identity``/``signature``, and an implementation on native arrays (an ivy
function, or a composition of them). A call:

1. unwraps its inputs (arrays, NumPy scalars: *strong*; Python numbers: *weak*, NEP 50);
2. finds the loop as NumPy does (cached per input dtypes): for ufuncs whose loops take inputs of one
   dtype, the NEP 50 result dtype of the inputs, then the first loop that dtype casts to safely
   (``sqrt(int8)`` is float16, ``add(int8, 2.5)`` float64); for the others (``ldexp``, the
   comparisons' mixed int64/uint64 loops) the first loop every input casts to safely; ``dtype=`` /
   ``signature=`` pick the loop by its output / all its types, the inputs cast under ``casting``;
3. casts the inputs to the loop's dtypes, calls the implementation, and returns the result (a
   NumPy scalar when 0-d), or writes it into ``out=`` (cast under ``casting``, broadcast to ``out``'s
   shape, only where ``where=`` is True).

Two arrays of one dtype whose loop is that dtype take a fast path: a dict lookup, the ivy call,
one wrap.

Methods: ``reduce`` (``axis`` None/int/tuple for reorderable ufuncs, ``dtype``, ``out``,
``keepdims``, ``initial``, ``where``; add and multiply accumulate small integers and bools in
int64/uint64 as NumPy's), ``accumulate``, ``reduceat``, ``outer``, ``at`` (unbuffered: repeated
indices apply repeatedly) and ``resolve_dtypes``. ivy's reductions serve the ufuncs that have one
(``add.reduce`` is ``ivy.sum``, ``maximum.accumulate`` ``ivy.cummax``); the others fold the binary
function along the axis (pairwise for reorderable ufuncs, in order otherwise).

>>> import ivy_frontends.numpy as np
>>> np.add.reduce([1, 2, 3]), np.multiply.outer([1, 2], [3, 4]).tolist(), np.add.nin
(np.int64(6), [[3, 4], [6, 8]], 2)
"""

from __future__ import annotations

import inspect

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from . import _dtypes as D
from ._convert import asn, astype_native, check_int, py_native, shape_of, write_out
from ._dtypes import _NoValue
from ._errors import UFuncTypeError, norm_axes, norm_axis
from ._promotion import PROMOTION, _can_cast, check_cast
from .ndarray import _View, ndarray, wrap, wrap_r

_CODES = {"?": D._BOOL, "b": D._I8, "B": D._U8, "h": D._I16, "H": D._U16, "i": D._I32, "I": D._U32, "l": D._I64,
          "L": D._U64, "q": D._I64, "Q": D._U64, "e": D._F16, "f": D._F32, "d": D._F64, "F": D._C64, "D": D._C128}
_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}
_PY_CAT = {bool: 0, int: 1, float: 2, complex: 3}
_dtype_of = D.dtype_of_native
_ARR = (ndarray, _View)


def _parse_types(types):
    loops, seen = [], set()
    for t in types.split():
        ins, outs = t.split("->")
        key = (tuple(_CODES[c] for c in ins), tuple(_CODES[c] for c in outs))
        if key not in seen:
            seen.add(key)
            loops.append(key)
    return loops


def _sig_params(nin, nout, gufunc):
    P = inspect.Parameter
    names = ["x"] if nin == 1 else [f"x{i + 1}" for i in range(nin)]
    ps = [P(nm, P.POSITIONAL_ONLY) for nm in names]
    ps.append(P("out", P.POSITIONAL_OR_KEYWORD, default=None if nout == 1 else (None,) * nout))
    if gufunc:
        ps += [P("axes", P.KEYWORD_ONLY, default=_NoValue), P("axis", P.KEYWORD_ONLY, default=_NoValue),
               P("keepdims", P.KEYWORD_ONLY, default=False)]
    else:
        ps.append(P("where", P.KEYWORD_ONLY, default=True))
    ps += [P("casting", P.KEYWORD_ONLY, default="same_kind"), P("order", P.KEYWORD_ONLY, default="K"),
           P("dtype", P.KEYWORD_ONLY, default=None), P("subok", P.KEYWORD_ONLY, default=True),
           P("signature", P.KEYWORD_ONLY, default=None)]
    return inspect.Signature(ps)


def _doc_line(name, nin, nout, gufunc):
    xs = "x" if nin == 1 else ", ".join(f"x{i + 1}" for i in range(nin))
    tail = ("casting='same_kind', order='K', dtype=None, subok=True[, signature, axes, axis])" if gufunc
            else "where=True, casting='same_kind', order='K', dtype=None, subok=True[, signature])")
    if nout == 1:
        return f"{name}({xs}, /, out=None, *, {tail}"
    outs = ", ".join(f"out{i + 1}" for i in range(nout))
    return f"{name}({xs}[, {outs}], / [, out={(None,) * nout}], *, {tail}"


def _needs_cast(b, d):
    """Whether ``add.at``'s operand ``b`` is not added in ``a``'s dtype ``d`` as it is (a bool
    ``a``, a Python number of a higher kind than ``d``): the per-round path handles (or refuses) it."""
    if d.kind == "b":
        return True
    c = b.__class__
    if c in _PY_DT:
        return (c is float and d.kind in "iu") or (c is complex and d.kind != "c") or (c is bool)
    return False


class ufunc:
    """A NumPy universal function (see the module docstring): ``np.add(x1, x2)``, ``np.add.reduce(a)``."""

    def __init__(self, name, nin, nout, types, impl, identity=None, doc="", *, reorderable=False,
                 signature=None, resolver=None, py_ok=True, reduce=None, accumulate=None, at=None):
        self.__name__ = self.__qualname__ = name
        self.nin, self.nout, self.nargs = nin, nout, nin + nout
        self._types_str = types
        self._loops = _parse_types(types)
        self.types = [t for t in types.split()]
        self.ntypes = len(self.types)
        self.identity = identity
        self.signature = signature
        self._impl = impl
        self._reorderable = reorderable
        self._resolver = resolver
        self._py_ok = py_ok
        self._reduce_impl = reduce
        self._accumulate_impl = accumulate
        self._at_reduction = at
        self._homog = all(len(set(ins)) == 1 for ins, _ in self._loops)
        self._cache = {}
        self._fast = {}
        # (native dtype, position of the array) -> True where the slow path found that a Python
        # float or int beside a floating/complex array goes to the kernel as it is (a weak scalar:
        # the loop is the array's dtype, nothing cast): such calls skip the loop search next time
        self._fast_py = {}
        self.__signature__ = _sig_params(nin, nout, signature is not None)
        self.__doc__ = _doc_line(name, nin, nout, signature is not None) + "\n\n" + doc
        self.__module__ = "numpy"

    def __repr__(self):
        return f"<ufunc '{self.__name__}'>"

    def __reduce__(self):
        return self.__name__

    # ------------------------------------------------------------------ type resolution
    def _resolve(self, key):
        try:
            return self._cache[key]
        except KeyError:
            pass
        loop = self._resolver(self, key) if self._resolver is not None else self._search(key)
        if loop is None:
            raise self._no_loop(key)
        self._cache[key] = loop
        return loop

    def _search(self, key):
        if self._homog:
            strong = [k for k in key if k.__class__ is D.dtype]
            weak = [_PY_DT[k] for k in key if k.__class__ is not D.dtype]
            common = PROMOTION.result_type(strong, weak) if strong else PROMOTION.promote_all(weak)
            for loop in self._loops:
                if _can_cast(common, loop[0][0], "safe"):
                    return loop
            return None
        strong = [k for k in key if k.__class__ is D.dtype]
        tries = []
        if strong and len(strong) < len(key):  # NEP 50: a weak Python number takes the strong operands' dtype
            tries.append([k if k.__class__ is D.dtype else PROMOTION.result_type(strong, [_PY_DT[k]]) for k in key])
        tries.append([k if k.__class__ is D.dtype else _PY_DT[k] for k in key])
        for ins in tries:
            for loop in self._loops:
                if all(_can_cast(a, t, "safe") for a, t in zip(ins, loop[0])):
                    return loop
        return None

    def _no_loop(self, key):
        return UFuncTypeError(
            f"ufunc '{self.__name__}' not supported for the input types, and the inputs could not be safely "
            "coerced to any supported types according to the casting rule ''safe''")

    def _resolve_given(self, key, dtype, signature, casting):
        """The loop for ``dtype=`` (the output dtype) or ``signature=`` (all the loop's dtypes)."""
        want_in = want_out = None
        if signature is not None:
            sig = signature
            if isinstance(sig, str):
                if "->" in sig:
                    i, o = sig.split("->")
                    sig = tuple(i.replace(",", "")) + tuple(o.replace(",", ""))
                else:
                    sig = (sig,)
            if not isinstance(sig, tuple):
                sig = (sig,)
            sig = tuple(None if s is None else D.as_dtype(s) for s in sig)
            if len(sig) == 1:
                want_in = (sig[0],) * self.nin
                want_out = (sig[0],) * self.nout
            else:
                want_in, want_out = sig[: self.nin], sig[self.nin:]
        elif dtype is not None:
            want_out = (D.as_dtype(dtype),) * self.nout
        ins = [k if k.__class__ is D.dtype else _PY_DT[k] for k in key]
        for loop in self._loops:
            if want_in is not None and not all(w is None or w is t for w, t in zip(want_in, loop[0])):
                continue
            if want_out is not None and not all(w is None or w is t for w, t in zip(want_out, loop[1])):
                continue
            if want_in is None and self._homog and want_out is not None and loop[0][0] is not loop[1][0] \
                    and any(lp[0][0] is want_out[0] for lp in self._loops):
                continue
            for i, (a, t) in enumerate(zip(ins, loop[0])):
                if key[i].__class__ is D.dtype:
                    check_cast(a, t, casting, f"ufunc '{self.__name__}' input {i}")
            return loop
        raise UFuncTypeError(
            f"No loop matching the specified signature and casting was found for ufunc {self.__name__}")

    def resolve_dtypes(self, dtypes, *, signature=None, casting=None, reduction=False):
        """The loop's dtypes for input (and output) dtypes ``dtypes`` (None: to be found)."""
        key = tuple(_PY_DT[d] if d in _PY_DT and False else (d if d in (int, float, complex) else D.as_dtype(d))
                    for d in dtypes[: self.nin])
        loop = self._resolve(key)
        return tuple(loop[0]) + tuple(loop[1])

    # ------------------------------------------------------------------ calling
    def __call__(self, *args, **kwargs):
        if not kwargs:
            if self.nin == 2 and len(args) == 2:
                a, b = args
                ca, cb = a.__class__, b.__class__
                if ca is ndarray or ca is _View:
                    da = a._data
                    if cb is ndarray or cb is _View:
                        db = b._data
                        nd = da.dtype
                        if nd is db.dtype and self._fast.get(nd):
                            return wrap_r(self._impl(da, db))
                    elif (cb is float or cb is int) and self._fast_py.get((da.dtype, 0)):
                        return wrap_r(self._impl(da, b))
                elif (ca is float or ca is int) and (cb is ndarray or cb is _View):
                    db = b._data
                    if self._fast_py.get((db.dtype, 1)):
                        return wrap_r(self._impl(a, db))
            elif self.nin == 1 and len(args) == 1:
                a = args[0]
                ca = a.__class__
                if ca is ndarray or ca is _View:
                    da = a._data
                    if self._fast.get(da.dtype):
                        return wrap_r(self._impl(da))
        return self._call(args, kwargs)

    def _call(self, args, kwargs):
        nin, nout = self.nin, self.nout
        out = kwargs.pop("out", None)
        if len(args) > nin:
            if out is not None:
                raise FrontendTypeError("cannot specify 'out' as both a positional and keyword argument")
            extra = args[nin:]
            if len(extra) > nout:
                raise FrontendTypeError(f"{self.__name__}() takes from {nin} to {nin + nout} positional arguments "
                                        f"but {len(args)} were given")
            out = extra if nout > 1 or len(extra) > 1 else extra[0]
            args = args[:nin]
        elif len(args) < nin:
            raise FrontendTypeError(f"{self.__name__}() takes from {nin} to {nin + nout} positional arguments but "
                                    f"{len(args)} were given")
        where = kwargs.pop("where", True)
        casting = kwargs.pop("casting", "same_kind")
        dtype = kwargs.pop("dtype", None)
        signature = kwargs.pop("signature", None)
        kwargs.pop("order", None)
        kwargs.pop("subok", None)
        kwargs.pop("extobj", None)
        if kwargs:
            k = next(iter(kwargs))
            if k in ("axes", "axis", "keepdims") and self.signature is not None:
                return self._gufunc_axes(args, out, kwargs, dtype, casting)
            raise FrontendTypeError(f"{self.__name__}() got an unexpected keyword argument '{k}'")
        if out is not None:
            outs = out if isinstance(out, tuple) else (out,)
            if len(outs) != nout:
                raise FrontendValueError(f"The 'out' tuple must have exactly {nout} entries: one per ufunc output")
            if all(o is None for o in outs):
                out = None
        ins, loop = self._prepare(args, dtype, signature, casting)
        r = self._impl(*ins)
        rs = r if nout > 1 else (r,)
        fixed = []
        for v, t in zip(rs, loop[1]):
            if _dtype_of(v) is not t:
                v = astype_native(v, t)
            fixed.append(v)
        if out is None and where is True:
            if nout == 1 and len(args) == 2 and _fast_ok(args, loop) and fixed[0] is r:
                self._fast[args[0]._data.dtype] = True
            elif nout == 1 and len(args) == 1 and _fast_ok(args, loop) and fixed[0] is r:
                self._fast[args[0]._data.dtype] = True
            elif nout == 1 and len(args) == 2 and fixed[0] is r:
                pos = _fast_py_position(args, ins, loop)
                if pos is not None:
                    self._fast_py[(args[pos]._data.dtype, pos)] = True
            if nout == 1:
                return wrap_r(fixed[0])
            return tuple(wrap_r(v) for v in fixed)
        return self._write_outs(fixed, out, where, casting)

    def _prepare(self, args, dtype=None, signature=None, casting="same_kind"):
        """The inputs as natives (or Python numbers) of the loop's dtypes, and the loop."""
        xs = []
        key = []
        for a in args:
            c = a.__class__
            if c is ndarray or c is _View:
                x = a._data
            elif c is float or c is int or c is bool or c is complex:
                x = a
            else:
                x = _unwrap(a)
            xs.append(x)
            key.append(_dtype_of(x) if x.__class__ not in _PY_DT else x.__class__)
        key = tuple(key)
        if dtype is None and signature is None:
            loop = self._resolve(key)
        else:
            loop = self._resolve_given(key, dtype, signature, casting)
        ins = []
        all_py = all(k.__class__ is not D.dtype for k in key)
        for i, (x, k, t) in enumerate(zip(xs, key, loop[0])):
            if k.__class__ is D.dtype:
                ins.append(x if k is t else astype_native(x, t))
            elif self._py_ok and not (all_py and i == 0) and _PY_CAT[k] <= t._cat and t._cat > 0:
                if k is int and t._cat == 1:
                    check_int(x, t)
                ins.append(x if k is not bool or t._cat == 0 else int(x))
            else:
                ins.append(py_native(x, t))
        return ins, loop

    def _write_outs(self, results, out, where, casting):
        outs = out if isinstance(out, tuple) else (out,) * (1 if self.nout == 1 else 0) or (None,) * self.nout
        if out is None:
            outs = (None,) * self.nout
        mask = None if where is True else asn(where)
        done = []
        for r, o in zip(results, outs):
            if o is None:
                if mask is not None:
                    shape = ivy.broadcast_shapes(tuple(r.shape), tuple(mask.shape))
                    r = ivy.where(ivy.broadcast_to(mask, shape), ivy.broadcast_to(r, shape),
                                  ivy.zeros(shape, dtype=r.dtype))
                done.append(wrap_r(r))
                continue
            if not isinstance(o, ndarray):
                raise FrontendTypeError("return arrays must be of ArrayType")
            od, rd = _dtype_of(o._data), _dtype_of(r)
            if od is not rd:
                check_cast(rd, od, casting, f"ufunc '{self.__name__}' output")
                r = astype_native(r, od)
            oshape = shape_of(o._data)
            rshape = shape_of(r)
            if rshape != oshape:
                try:
                    full = ivy.broadcast_shapes(rshape, oshape)
                except ivy.IvyError:
                    full = None
                if full != oshape:
                    raise FrontendValueError(
                        f"non-broadcastable output operand with shape {oshape} doesn't match the broadcast shape "
                        f"{full or rshape}")
                r = ivy.broadcast_to(r, oshape)
            if mask is not None:
                m = mask if _dtype_of(mask) is D._BOOL else astype_native(mask, D._BOOL)
                r = ivy.where(ivy.broadcast_to(m, oshape), r, o._data)
            o._set_all(r)
            done.append(o)
        return done[0] if self.nout == 1 else tuple(done)

    def _gufunc_axes(self, args, out, kwargs, dtype, casting):
        axes = kwargs.pop("axes", None)
        axis = kwargs.pop("axis", None)
        keepdims = kwargs.pop("keepdims", False)
        if kwargs:
            raise FrontendTypeError(f"{self.__name__}() got an unexpected keyword argument '{next(iter(kwargs))}'")
        if self.__name__ == "vecdot" and axes is None:
            axes = None if axis is None else [(axis,), (axis,), ()]
        if axes is None and axis is None and not keepdims:
            return self(*args, out=out) if dtype is None else self(*args, out=out, dtype=dtype, casting=casting)
        if self.__name__ not in ("matmul", "vecdot") or keepdims:
            raise refuse(self.__name__, "axes/axis/keepdims", axes if axes is not None else axis)
        from ._manipulation import moveaxis

        if self.__name__ == "matmul":
            (a0, a1), (b0, b1), (c0, c1) = axes
            x = moveaxis(args[0], (a0, a1), (-2, -1))
            y = moveaxis(args[1], (b0, b1), (-2, -1))
            r = self(x, y, dtype=dtype, casting=casting) if dtype is not None else self(x, y)
            r = moveaxis(r, (-2, -1), (c0, c1))
        else:
            (a0,), (b0,) = axes[0], axes[1]
            x = moveaxis(args[0], a0, -1)
            y = moveaxis(args[1], b0, -1)
            r = self(x, y, dtype=dtype, casting=casting) if dtype is not None else self(x, y)
        if out is not None:
            return write_out(out, asn(r), casting)
        return r

    # ------------------------------------------------------------------ methods
    def _binary_only(self, what):
        if self.nin != 2 or self.nout != 1:
            raise FrontendValueError(f"{what} only supported for binary functions")
        if self.signature is not None:
            raise FrontendTypeError(f"{what} is not supported for ufunc with signature")

    def _reduce_dtype(self, d, dtype, out):
        """The dtype a reduction computes in (NumPy: add/multiply accumulate small ints in int64/uint64)."""
        if dtype is not None:
            return D.as_dtype(dtype)
        if out is not None:
            o = out[0] if isinstance(out, tuple) else out
            return _dtype_of(asn(o))
        if self.__name__ in ("add", "multiply") and d._cat <= 1 and d._bits < 64:
            return D._U64 if d.kind == "u" else D._I64
        loop = self._resolve((d, d))
        return loop[1][0]

    def reduce(self, array, /, axis=0, dtype=None, out=None, **kwargs):
        """Reduce ``array`` along ``axis`` by applying the ufunc repeatedly
        (``keepdims=False``, ``initial=<no value>``, ``where=True`` by keyword)."""
        self._binary_only("reduce")
        keepdims = kwargs.pop("keepdims", False)
        initial = kwargs.pop("initial", _NoValue)
        where = kwargs.pop("where", True)
        if kwargs:
            raise FrontendTypeError(f"reduce() got an unexpected keyword argument '{next(iter(kwargs))}'")
        a = asn(array)
        nd = a.ndim
        if axis is None:
            axes = tuple(range(nd))
        elif isinstance(axis, (tuple, list)):
            axes = norm_axes(tuple(axis), nd)
        else:
            axes = (norm_axis(axis, nd),)
        if len(axes) > 1 and not self._reorderable:
            raise FrontendValueError(
                f"reduction operation '{self.__name__}' is not reorderable, so at most one axis may be specified")
        d = _dtype_of(a)
        rd = self._reduce_dtype(d, dtype, out)
        loop = self._resolve((rd, rd))
        cd = loop[1][0]
        if loop[0][0] is not cd:
            # a loop whose output dtype differs from its inputs' (logical_and of ints): NumPy
            # reduces in the output dtype
            cd = loop[1][0]
        a = astype_native(a, cd) if d is not cd else a
        ident = self.identity
        use_initial = initial is not _NoValue and initial is not None
        fill = ident if initial is _NoValue or initial is None else initial
        if where is not True:
            if fill is None:
                raise FrontendValueError(
                    f"reduction operation '{self.__name__}' does not have an identity, so to use a where mask one "
                    "has to specify 'initial'")
            m = asn(where)
            m = m if _dtype_of(m) is D._BOOL else astype_native(m, D._BOOL)
            shape = ivy.broadcast_shapes(tuple(a.shape), tuple(m.shape))
            filler = ident if ident is not None else initial
            a = ivy.where(ivy.broadcast_to(m, shape), ivy.broadcast_to(a, shape),
                          ivy.full(shape, _fill_value(filler, cd), dtype=cd._ivy)._data)
        empty = any(int(a.shape[i]) == 0 for i in axes)
        if empty and fill is None:
            raise FrontendValueError(
                f"zero-size array to reduction operation {self.__name__} which has no identity")
        kept = tuple(1 if i in axes else int(s) for i, s in enumerate(a.shape))
        if not axes:
            r = a
            if use_initial:
                r = self._combine_initial(r, initial, cd)
        elif empty:
            shape = kept if keepdims else tuple(int(s) for i, s in enumerate(a.shape) if i not in axes)
            r = ivy.full(shape, _fill_value(fill, cd), dtype=cd._ivy)._data
        else:
            if use_initial and not self._reorderable:
                ax = axes[0]
                lead = ivy.full(tuple(1 if i == ax else int(s) for i, s in enumerate(a.shape)),
                                _fill_value(initial, cd), dtype=cd._ivy)._data
                a = ivy.concat([lead, a], axis=ax)
                r = self._reduce_native(a, axes, cd)
            else:
                r = self._reduce_native(a, axes, cd)
                if use_initial:
                    r = self._combine_initial(r, initial, cd)
            if keepdims:
                r = ivy.reshape(r, kept)
        if _dtype_of(r) is not cd:
            r = astype_native(r, cd)
        if out is not None:
            return write_out(out, r)
        return wrap_r(r)

    def _combine_initial(self, r, initial, cd):
        iv = initial
        if isinstance(iv, D.generic):
            iv = iv._v
        iv = py_native(iv, cd) if iv.__class__ in _PY_DT else astype_native(asn(iv), cd)
        return self._impl(iv, r)

    def _reduce_native(self, a, axes, cd):
        if self._reduce_impl is not None:
            return self._reduce_impl(a, axes, cd)
        # fold: pairwise for reorderable ufuncs, left to right otherwise (one axis)
        r = a
        for ax in sorted(axes, reverse=True):
            r = self._fold(r, ax, self._reorderable)
        return r

    def _fold(self, a, axis, pairwise):
        x = ivy.moveaxis(a, axis, 0) if axis else a
        n = int(x.shape[0])
        if pairwise:
            while n > 1:
                half = n // 2
                lo = _take_range(x, 0, half)
                hi = _take_range(x, half, 2 * half)
                y = self._impl(lo, hi)
                if n % 2:
                    y = ivy.concat([y, _take_range(x, 2 * half, n)], axis=0)
                x, n = y, int(y.shape[0])
            return _index0(x)
        r = _index0(x)
        for i in range(1, n):
            r = self._impl(r, _take_index(x, i))
        return r

    def accumulate(self, array, axis=0, dtype=None, out=None):
        """The running result of the ufunc along ``axis`` (``add.accumulate`` is a cumulative sum)."""
        self._binary_only("accumulate")
        a = asn(array)
        if a.ndim == 0:
            raise FrontendValueError("accumulate: Cannot apply to a 0-d array (a scalar)")
        ax = norm_axis(axis, a.ndim)
        d = _dtype_of(a)
        rd = self._reduce_dtype(d, dtype, out)
        loop = self._resolve((rd, rd))
        cd = loop[1][0]
        a = astype_native(a, loop[0][0]) if d is not loop[0][0] else a
        if self._accumulate_impl is not None and int(a.shape[ax]):
            r = self._accumulate_impl(a, ax, cd)
        else:
            x = ivy.moveaxis(a, ax, 0) if ax else a
            n = int(x.shape[0])
            if n == 0:
                r = ivy.astype(a, cd._ivy)
            else:
                parts = [_take_index(x, 0)]
                for i in range(1, n):
                    parts.append(self._impl(parts[-1], _take_index(x, i)))
                parts = [p if _dtype_of(p) is cd else astype_native(p, cd) for p in parts]
                r = ivy.stack(parts, axis=0)
                r = ivy.moveaxis(r, 0, ax) if ax else r
        if _dtype_of(r) is not cd:
            r = astype_native(r, cd)
        if out is not None:
            return write_out(out, r)
        return wrap(r)

    def reduceat(self, array, indices, axis=0, dtype=None, out=None):
        """Reductions over the slices ``indices[i]:indices[i+1]`` of ``axis`` (``indices[i]`` alone
        where the next index is not larger)."""
        self._binary_only("reduceat")
        a = asn(array)
        ax = norm_axis(axis, a.ndim)
        idx = [int(v) for v in ivy.to_list(asn(indices))]
        n = int(a.shape[ax])
        for i in idx:
            if not 0 <= i < n:
                from .._errors import FrontendIndexError

                raise FrontendIndexError(f"index {i} out-of-bounds in {self.__name__}.reduceat [0, {n})")
        parts = []
        from ._indexing import _slice_axis

        for k, i in enumerate(idx):
            j = idx[k + 1] if k + 1 < len(idx) else n
            if j > i:
                piece = _slice_axis(a, ax, i, j)
                parts.append(asn(self.reduce(wrap(piece), axis=ax, dtype=dtype, keepdims=True)))
            else:
                piece = _slice_axis(a, ax, i, i + 1)
                rd = self._reduce_dtype(_dtype_of(a), dtype, None)
                parts.append(astype_native(piece, rd))
        if not parts:
            r = _slice_axis(a, ax, 0, 0)
        else:
            dt = PROMOTION.promote_all([_dtype_of(p) for p in parts])
            r = ivy.concat([astype_native(p, dt) for p in parts], axis=ax)
        if out is not None:
            return write_out(out, r)
        return wrap(r)

    def outer(self, A, B, /, **kwargs):
        """The ufunc of every pair ``(a, b)``: the result's shape is ``A.shape + B.shape``."""
        if self.nin != 2:
            raise FrontendValueError("outer product only supported for binary functions")
        if self.signature is not None:
            raise FrontendTypeError("method outer is not allowed in ufunc with non-trivial signature")
        a = A if isinstance(A, (D.generic,)) or A.__class__ in _PY_DT else asn(A)
        b = B if isinstance(B, (D.generic,)) or B.__class__ in _PY_DT else asn(B)
        if a.__class__ in _PY_DT or isinstance(a, D.generic):
            return self(A, B, **kwargs)
        ra = ivy.reshape(a, tuple(a.shape) + (1,) * (0 if not hasattr(b, "shape") else len(b.shape)))
        return self(wrap(ra), B if not hasattr(b, "shape") else wrap(b), **kwargs)

    def at(self, a, indices, b=None, /):
        """Unbuffered in place ``a[indices] = ufunc(a[indices], b)``: repeated indices apply repeatedly."""
        if not isinstance(a, ndarray):
            raise FrontendTypeError("first operand must be an array")
        if self.nin == 2 and b is None:
            raise FrontendValueError("second operand needed for ufunc")
        if self.nin == 1 and b is not None:
            raise FrontendValueError("second operand provided when ufunc is unary")
        a._check_writeable()
        data = a._data
        d = _dtype_of(data)
        shape = shape_of(data)
        size = 1
        for s in shape:
            size *= s
        from ._indexing import _index_key

        key = _index_key(indices)
        pos = ivy.reshape(ivy.arange(size, dtype=ivy.int64)._data, shape) if shape else \
            ivy.asarray(0, dtype=ivy.int64)._data
        sel = ivy.current_backend().getitem(pos, key)
        flat_idx = ivy.reshape(sel, (-1,))
        m = int(flat_idx.shape[0])
        flat = ivy.reshape(data, (-1,))
        if self.nin == 2:
            bv = b if b.__class__ in _PY_DT else asn(b)
            bvals = bv if bv.__class__ in _PY_DT else ivy.reshape(ivy.broadcast_to(bv, tuple(sel.shape)), (-1,))
        if m == 0:
            return None
        if self.__name__ == "add" and self.nin == 2 and not _needs_cast(bv, d):
            # one scatter-add (repeated indices sum), no read of the indices' values: traceable and
            # differentiable (the transpiler lifts np.add.at through it)
            if bv.__class__ in _PY_DT:
                bvals = ivy.reshape(ivy.broadcast_to(py_native(bv, d), tuple(sel.shape)), (-1,))
            added = ivy.scatter_flat(flat_idx, bvals, size=size, reduction="sum")
            rv = asn(self(wrap(flat), wrap(added)))
            rd = _dtype_of(rv)
            if rd is not d:
                check_cast(rd, d, "same_kind", f"ufunc '{self.__name__}' output")
                rv = astype_native(rv, d)
            a._set_all(ivy.reshape(rv, shape))
            return None
        idx_host = [int(v) for v in ivy.to_list(flat_idx)]
        counts: dict = {}
        rounds = []
        for j, p in enumerate(idx_host):
            k = counts.get(p, 0)
            counts[p] = k + 1
            if k == len(rounds):
                rounds.append([])
            rounds[k].append(j)
        be = ivy.current_backend()
        from .._views import writable

        new = writable(flat, 2)
        for r in rounds:
            ps = ivy.asarray([idx_host[j] for j in r], dtype=ivy.int64)._data
            cur = ivy.take(new, ps, axis=0)
            args = [wrap(cur)]
            if self.nin == 2:
                if bvals.__class__ in _PY_DT:
                    args.append(bvals)
                else:
                    args.append(wrap(ivy.take(bvals, ivy.asarray(r, dtype=ivy.int64)._data, axis=0)))
            rv = asn(self(*args))
            rd = _dtype_of(rv)
            if rd is not d:
                check_cast(rd, d, "same_kind", f"ufunc '{self.__name__}' output")
                rv = astype_native(rv, d)
            new = be.setitem(new, ps, rv)
        a._set_all(ivy.reshape(new, shape))
        return None


def _fast_py_position(args, ins, loop):
    """The position of the array when ``args`` is a floating/complex array and a Python float or
    int that reached the kernel unchanged, with the loop all of the array's dtype; else None."""
    for pos in (0, 1):
        x, s = args[pos], args[1 - pos]
        if x.__class__ in _ARR and (s.__class__ is float or s.__class__ is int) and ins[1 - pos] is s:
            dt = _dtype_of(x._data)
            if dt._cat >= 2 and ins[pos] is x._data and all(t is dt for t in loop[0]):
                return pos
    return None


def _fast_ok(args, loop):
    if not all(x.__class__ in _ARR for x in args):
        return False
    d = args[0]._data
    dt = _dtype_of(d)
    return all(x._data.dtype is d.dtype for x in args) and all(t is dt for t in loop[0])


def _unwrap(x):
    from ._convert import n

    return n(x)


def _fill_value(v, d):
    if isinstance(v, D.generic):
        v = v._v
    if d._cat == 1 and v.__class__ is float:
        if v == float("inf"):
            return D.int_range(d)[1]
        if v == float("-inf"):
            return D.int_range(d)[0]
    if d._cat == 0:
        return bool(v)
    return v


def _take_range(x, i, j):
    return ivy.current_backend().getitem(x, slice(i, j))


def _take_index(x, i):
    return ivy.current_backend().getitem(x, i)


def _index0(x):
    return ivy.current_backend().getitem(x, 0)
