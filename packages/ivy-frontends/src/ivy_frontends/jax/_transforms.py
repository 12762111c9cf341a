"""JAX's transformations on ivy: ``grad``, ``value_and_grad``, ``vjp``, ``jvp``, ``jacrev``/
``jacfwd``/``hessian``, ``vmap``, ``jit`` and the small helpers around them.

Gradients come from ivy's autodiff (``ivy.vjp``/``ivy.jvp``: the backend's own on torch, JAX and
TensorFlow); on numpy they raise ``ivy.AutodiffError`` naming the backends that have it. ``vmap``
maps ``fun`` over the batch axis in a loop and stacks the results (any Python in ``fun`` works);
``jit`` runs ``fun`` eagerly (the same values; compile with ``ivy.compile`` for speed).

>>> import ivy, ivy_frontends.jax as jax, ivy_frontends.jax.numpy as jnp
>>> ivy.set_backend("torch")
>>> jax.grad(lambda x: jnp.sum(x ** 3))(jnp.array([1.0, 2.0]))
Array([ 3., 12.], dtype=float32)
"""

from __future__ import annotations

import contextlib
import functools
import operator

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from ._array import Array
from ._convert import arr, n, weak_of, wrap
from .tree_util import tree_flatten, tree_leaves, tree_map, tree_structure, tree_unflatten

__all__ = [
    "grad",
    "value_and_grad",
    "vjp",
    "jvp",
    "jacrev",
    "jacfwd",
    "hessian",
    "vmap",
    "pmap",
    "jit",
    "checkpoint",
    "remat",
    "eval_shape",
    "make_jaxpr",
    "custom_jvp",
    "custom_vjp",
    "device_put",
    "device_get",
    "block_until_ready",
    "disable_jit",
    "ensure_compile_time_eval",
    "named_call",
    "pure_callback",
    "ShapeDtypeStruct",
    "linearize",
]


def _is_array_leaf(x):
    return isinstance(x, Array) or x.__class__ in (int, float, complex, bool) or ivy.is_native_array(x)


def _argnums(argnums, nargs, name):
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for a in nums:
        if not -nargs <= operator.index(a) < nargs:
            raise FrontendTypeError(
                f"Differentiated positional argument indices must be in range(-{nargs}, {nargs}); got "
                f"argnums={argnums} for {nargs} positional arguments."
            )
    return nums, isinstance(argnums, int)


def _check_inexact(native, allow_int, name):
    d = ivy.dtype(native)
    if ivy.is_float_dtype(d) or ivy.is_complex_dtype(d):
        return
    if not allow_int:
        raise FrontendTypeError(
            f"{name} requires real- or complex-valued inputs (input dtype that is a sub-dtype of np.inexact), "
            f"but got {str(d).replace('ivy.', '')}. If you want to use Boolean- or integer-valued inputs, use "
            "vjp or set allow_int to True."
        )


class _Diff:
    """The flattened differentiable arguments of a call: natives, and how to rebuild ``args``."""

    def __init__(self, args, nums, allow_int, name):
        self.args = list(args)
        self.nums = [a % len(args) for a in nums]
        self.trees, self.counts, self.natives, self.weak = [], [], [], []
        for i in self.nums:
            leaves, tree = tree_flatten(args[i])
            nat = [arr(x) for x in leaves]
            for v in nat:
                _check_inexact(v, allow_int, name)
            self.trees.append(tree)
            self.counts.append(len(nat))
            self.natives += nat
            self.weak += [weak_of(x) for x in leaves]

    def rebuild(self, flat):
        args = list(self.args)
        k = 0
        for i, tree, c in zip(self.nums, self.trees, self.counts):
            args[i] = tree_unflatten(tree, [wrap(v, w) for v, w in zip(flat[k : k + c], self.weak[k : k + c])])
            k += c
        return args

    def grads(self, cots, single):
        out, k = [], 0
        for tree, c in zip(self.trees, self.counts):
            out.append(tree_unflatten(tree, [wrap(g) for g in cots[k : k + c]]))
            k += c
        return out[0] if single else tuple(out)


def _split_aux(res, has_aux, name):
    if not has_aux:
        return res, None
    if not isinstance(res, (tuple, list)) or len(res) != 2:
        raise FrontendTypeError(
            f"{name} with has_aux=True requires the function to return a pair (output, aux), got {type(res).__name__}."
        )
    return res[0], res[1]


def value_and_grad(fun, argnums=0, has_aux=False, holomorphic=False, allow_int=False, reduce_axes=()):
    """``fun``'s value and its gradient with respect to the ``argnums`` arguments (pytrees)."""
    if not callable(fun):
        raise FrontendTypeError(f"Expected a callable value, got {fun!r}")

    @functools.wraps(fun)
    def value_and_grad_f(*args, **kwargs):
        nums, single = _argnums(argnums, len(args), "grad")
        diff = _Diff(args, nums, allow_int, "grad")
        aux_box = {}

        def f(*flat):
            res = fun(*diff.rebuild(flat), **kwargs)
            out, aux = _split_aux(res, has_aux, "grad")
            o = arr(out)
            if len(o.shape):
                raise FrontendTypeError(
                    "Gradient only defined for scalar-output functions. Output had shape: "
                    f"{tuple(int(s) for s in o.shape)}."
                )
            d = ivy.dtype(o)
            if not (ivy.is_float_dtype(d) or ivy.is_complex_dtype(d)):
                raise FrontendTypeError(
                    "grad requires real- or complex-valued outputs (output dtype that is a sub-dtype of "
                    f"np.inexact), but got {str(d).replace('ivy.', '')}."
                )
            if not has_aux:
                return o
            leaves, tree = tree_flatten(aux)
            is_arr = [isinstance(x, Array) or ivy.is_native_array(x) for x in leaves]
            aux_box["tree"], aux_box["is_arr"], aux_box["other"] = (
                tree,
                is_arr,
                [x for x, a in zip(leaves, is_arr) if not a],
            )
            aux_box["weak"] = [weak_of(x) for x, a in zip(leaves, is_arr) if a]
            return (o, *[arr(x) for x, a in zip(leaves, is_arr) if a])

        out, vjp_fn = ivy.vjp(f, *diff.natives)
        if has_aux:
            value, aux_nat = out[0], list(out[1:])
            cot = (ivy.ones_like(value), *[ivy.zeros_like(a) for a in aux_nat])
        else:
            value, cot = out, ivy.ones_like(out)
        cots = vjp_fn(cot)
        g = diff.grads(
            [ivy.astype(c, ivy.dtype(p)) if c is not None else ivy.zeros_like(p) for c, p in zip(cots, diff.natives)],
            single,
        )
        v = wrap(value)
        if not has_aux:
            return v, g
        it_a, it_o = iter(zip(aux_nat, aux_box["weak"])), iter(aux_box["other"])
        leaves = [wrap(*next(it_a)) if a else next(it_o) for a in aux_box["is_arr"]]
        return (v, tree_unflatten(aux_box["tree"], leaves)), g

    return value_and_grad_f


def grad(fun, argnums=0, has_aux=False, holomorphic=False, allow_int=False, reduce_axes=()):
    """The gradient of scalar-valued ``fun`` with respect to the ``argnums`` arguments."""
    vg = value_and_grad(fun, argnums, has_aux, holomorphic, allow_int, reduce_axes)

    @functools.wraps(fun)
    def grad_f(*args, **kwargs):
        (v, g) = vg(*args, **kwargs)
        if has_aux:
            return g, v[1]
        return g

    return grad_f


def vjp(fun, *primals, has_aux=False, reduce_axes=()):
    """``(fun(*primals), vjp_fn)``; ``vjp_fn(cotangent)`` returns one cotangent per primal."""
    diff = _Diff(primals, tuple(range(len(primals))), True, "vjp")
    box = {}

    def f(*flat):
        res = fun(*diff.rebuild(flat))
        out, aux = _split_aux(res, has_aux, "vjp")
        leaves, tree = tree_flatten(out)
        box["tree"], box["weak"] = tree, [weak_of(x) for x in leaves]
        if has_aux:
            box["aux"] = aux
        return tuple(arr(x) for x in leaves)

    out, f_vjp = ivy.vjp(f, *diff.natives)
    primal_out = tree_unflatten(box["tree"], [wrap(v, w) for v, w in zip(out, box["weak"])])

    def vjp_fn(cotangent):
        cl = tree_leaves(cotangent)
        if len(cl) != len(out):
            raise FrontendValueError(
                f"Expected cotangent with the structure of the primal output {box['tree']}, got "
                f"{tree_structure(cotangent)}."
            )
        cots = f_vjp(tuple(arr(c) for c in cl))
        return tuple(diff.grads(list(cots), False))

    if has_aux:
        return (
            primal_out,
            vjp_fn,
            tree_map(lambda x: wrap(ivy.stop_gradient(arr(x))) if _is_array_leaf(x) else x, box["aux"]),
        )
    return primal_out, vjp_fn


def jvp(fun, primals, tangents, has_aux=False):
    """``(fun(*primals), the directional derivative along tangents)``."""
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise FrontendTypeError("primal and tangent arguments to jax.jvp must be tuples or lists")
    if len(primals) != len(tangents):
        raise FrontendValueError("jvp called with different primal and tangent structures")
    diff = _Diff(primals, tuple(range(len(primals))), True, "jvp")
    tflat = [arr(t) for t in tree_leaves(list(tangents))]
    box = {}

    def f(*flat):
        res = fun(*diff.rebuild(flat))
        out, aux = _split_aux(res, has_aux, "jvp")
        leaves, tree = tree_flatten(out)
        box["tree"] = tree
        box["aux"] = aux
        return tuple(arr(x) for x in leaves)

    out, t_out = ivy.jvp(f, tuple(diff.natives), tuple(tflat))
    po = tree_unflatten(box["tree"], [wrap(v) for v in out])
    to = tree_unflatten(box["tree"], [wrap(v) for v in t_out])
    if has_aux:
        return po, to, box["aux"]
    return po, to


def linearize(fun, *primals, has_aux=False):
    out = fun(*primals)

    def f_jvp(*tangents):
        return jvp(fun, primals, tangents)[1]

    return (out, f_jvp) if not has_aux else (out[0], f_jvp, out[1])


def jacrev(fun, argnums=0, has_aux=False, holomorphic=False, allow_int=False):
    """The Jacobian (``out.shape + in.shape``) by one reverse pass per output element."""

    @functools.wraps(fun)
    def jac_f(*args, **kwargs):
        nums, single = _argnums(argnums, len(args), "jacrev")
        diff = _Diff(args, nums, allow_int, "jacrev")
        box = {}

        def f(*flat):
            res = fun(*diff.rebuild(flat), **kwargs)
            out, aux = _split_aux(res, has_aux, "jacrev")
            box["aux"] = aux
            leaves, tree = tree_flatten(out)
            box["tree"] = tree
            return tuple(arr(x) for x in leaves)

        outs, f_vjp = ivy.vjp(f, *diff.natives)
        per_out = []
        for k, o in enumerate(outs):
            size = 1
            for s in o.shape:
                size *= int(s)
            rows = []
            for j in range(size):
                basis = []
                for kk, oo in enumerate(outs):
                    z = ivy.reshape(ivy.zeros_like(oo), (-1,))
                    if kk == k:
                        e = ivy.zeros_like(z)
                        e = ivy.where(ivy.equal(_iota(size), j), ivy.ones_like(e), e)
                        z = e
                    basis.append(ivy.reshape(z, tuple(int(s) for s in oo.shape)))
                rows.append(f_vjp(tuple(basis)))
            jac_leaves = []
            for p_i, p in enumerate(diff.natives):
                if rows:
                    st = ivy.stack([ivy.astype(r[p_i], ivy.dtype(p)) for r in rows], axis=0)
                else:
                    z = ivy.zeros((0,) + tuple(int(s) for s in p.shape), dtype=ivy.dtype(p))
                    st = z._data if z.__class__ is ivy.Array else z
                jac_leaves.append(ivy.reshape(st, tuple(int(s) for s in o.shape) + tuple(int(s) for s in p.shape)))
            per_out.append(diff.grads(jac_leaves, single))
        res = tree_unflatten(box["tree"], per_out)
        return (res, box["aux"]) if has_aux else res

    return jac_f


def _iota(k):
    r = ivy.arange(0, k, dtype=ivy.int64)
    return r._data if r.__class__ is ivy.Array else r


def jacfwd(fun, argnums=0, has_aux=False, holomorphic=False):
    """The Jacobian (same values as :func:`jacrev`; computed in reverse mode)."""
    return jacrev(fun, argnums, has_aux, holomorphic, allow_int=False)


def hessian(fun, argnums=0, has_aux=False, holomorphic=False):
    return jacfwd(jacrev(fun, argnums, has_aux, holomorphic), argnums, has_aux, holomorphic)


# -- vmap ------------------------------------------------------------------------------------


def _prefix_axes(axes, tree, what):
    """One axis (int or None) per leaf of ``tree``, from ``axes`` (an int/None or a pytree
    prefix of ``tree``)."""
    if axes is None or isinstance(axes, int):
        return [axes] * len(tree_leaves(tree))
    if isinstance(axes, (tuple, list)) and isinstance(tree, (tuple, list)) and len(axes) == len(tree):
        out = []
        for a, t in zip(axes, tree):
            out += _prefix_axes(a, t, what)
        return out
    if isinstance(axes, dict) and isinstance(tree, dict) and set(axes) == set(tree):
        out = []
        for k in sorted(tree):
            out += _prefix_axes(axes[k], tree[k], what)
        return out
    raise FrontendValueError(
        f"vmap {what} specification must be a tree prefix of the corresponding value, got specification "
        f"{axes!r} for value tree {tree_structure(tree)}."
    )


def vmap(fun, in_axes=0, out_axes=0, axis_name=None, axis_size=None, spmd_axis_name=None, sum_match=False):
    """``fun`` mapped over axis ``in_axes`` of its arguments, results stacked at ``out_axes``."""
    if not callable(fun):
        raise FrontendTypeError(f"vmap requires a callable, got {fun!r}")
    if isinstance(in_axes, list):
        in_axes = tuple(in_axes)

    @functools.wraps(fun)
    def vmap_f(*args, **kwargs):
        ia = in_axes
        if isinstance(ia, tuple) and len(ia) != len(args):
            raise FrontendValueError(
                "vmap in_axes must be an int, None, or a tuple of entries corresponding to the positional "
                f"arguments passed to the function, but got len(in_axes)={len(ia)}, len(args)={len(args)}"
            )
        leaves, tree = tree_flatten(list(args))
        axes = _prefix_axes(list(ia) if isinstance(ia, tuple) else ia, list(args), "in_axes")
        natives, sizes = [], set()
        for x, ax in zip(leaves, axes):
            if ax is None:
                natives.append(x)
                continue
            a = arr(x)
            nd = len(a.shape)
            if not -nd <= ax < nd:
                raise FrontendValueError(
                    f"vmap was requested to map its argument along axis {ax}, which implies that its rank "
                    f"should be at least {(ax + 1) if ax >= 0 else -ax}, but is only {nd} (its shape is "
                    f"{tuple(int(s) for s in a.shape)})"
                )
            natives.append(ivy.moveaxis(a, ax % nd, 0))
            sizes.add(int(a.shape[ax]))
        if axis_size is not None:
            sizes.add(axis_size)
        if len(sizes) > 1:
            raise FrontendValueError(f"vmap got inconsistent sizes for array axes to be mapped: {sorted(sizes)}")
        if not sizes:
            raise FrontendValueError("vmap must have at least one non-None value in in_axes")
        (B,) = sizes
        results = []
        for b in range(B):
            sl = [
                x if ax is None else wrap(ivy.get_item(v, (b,)), weak_of(x)) for x, v, ax in zip(leaves, natives, axes)
            ]
            results.append(fun(*tree_unflatten(tree, sl), **kwargs))
        if not results:
            raise refuse("jax.vmap", "axis_size", 0, "a map over an empty axis needs tracing fun for its output shapes")
        out_leaves0, out_tree = tree_flatten(results[0])
        oaxes = _prefix_axes(out_axes, results[0], "out_axes")
        stacked = []
        for k, oa in enumerate(oaxes):
            col = [arr(tree_flatten(r)[0][k]) for r in results]
            if oa is None:
                stacked.append(wrap(col[0]))
                continue
            st = ivy.stack(col, axis=0)
            nd = len(st.shape)
            stacked.append(wrap(ivy.moveaxis(st, 0, oa % nd), weak_of(out_leaves0[k])))
        return tree_unflatten(out_tree, stacked)

    return vmap_f


def pmap(
    fun,
    axis_name=None,
    *,
    in_axes=0,
    out_axes=0,
    static_broadcasted_argnums=(),
    devices=None,
    backend=None,
    axis_size=None,
    donate_argnums=(),
):
    """On one device: ``vmap``."""
    return vmap(fun, in_axes, out_axes, axis_size=axis_size)


# -- jit and friends -------------------------------------------------------------------------


class _NotSpecified:
    pass


def jit(
    fun=_NotSpecified,
    /,
    *,
    in_shardings=None,
    out_shardings=None,
    static_argnums=None,
    static_argnames=None,
    donate_argnums=None,
    donate_argnames=None,
    keep_unused=False,
    device=None,
    backend=None,
    inline=False,
    compiler_options=None,
):
    """``fun`` itself (run eagerly: the same values as compiled; ``static_argnums`` are checked
    hashable as JAX requires). Usable as ``@jit`` or ``@jit(static_argnums=...)``."""
    if fun is _NotSpecified:
        return functools.partial(
            jit,
            in_shardings=in_shardings,
            out_shardings=out_shardings,
            static_argnums=static_argnums,
            static_argnames=static_argnames,
            donate_argnums=donate_argnums,
            donate_argnames=donate_argnames,
            keep_unused=keep_unused,
            device=device,
            backend=backend,
            inline=inline,
            compiler_options=compiler_options,
        )
    if not callable(fun):
        raise FrontendTypeError(f"Expected a callable value, got {fun!r}")
    statics = (
        ()
        if static_argnums is None
        else ((static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums))
    )

    @functools.wraps(fun)
    def jitted(*args, **kwargs):
        for i in statics:
            if -len(args) <= i < len(args):
                try:
                    hash(args[i])
                except TypeError:
                    raise FrontendValueError(
                        "Non-hashable static arguments are not supported. An error occurred while trying to "
                        f"hash an object of type {type(args[i])}, {args[i]!r}."
                    ) from None
        return fun(*args, **kwargs)

    jitted.lower = lambda *a, **k: refuse(
        "jax.jit(...).lower", "lower", "()", "ivy_frontends does not stage JAX programs"
    )
    return jitted


def checkpoint(fun, *, prevent_cse=True, policy=None, static_argnums=(), static_argnames=(), concrete=False):
    """``fun`` (rematerialization changes memory use, not values)."""
    return fun


def remat(fun, *, prevent_cse=True, policy=None, static_argnums=(), concrete=False):
    return fun


def named_call(fun, *, name=None):
    return fun


class ShapeDtypeStruct:
    """A shape and dtype (what ``eval_shape`` returns)."""

    __slots__ = ("shape", "dtype", "sharding", "weak_type")

    def __init__(self, shape, dtype, *, sharding=None, weak_type=False, **kwargs):
        from ._dtypes import to_dtype

        self.shape = tuple(shape)
        self.dtype = to_dtype(dtype)
        self.sharding = sharding
        self.weak_type = weak_type

    def __repr__(self):
        return f"ShapeDtypeStruct(shape={self.shape}, dtype={self.dtype.name})"

    def __eq__(self, other):
        return isinstance(other, ShapeDtypeStruct) and (self.shape, self.dtype) == (other.shape, other.dtype)

    def __hash__(self):
        return hash((self.shape, self.dtype))

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def size(self):
        s = 1
        for v in self.shape:
            s *= v
        return s


def eval_shape(fun, *args, **kwargs):
    """The shapes and dtypes of ``fun``'s outputs (computed by running it)."""
    out = fun(*args, **kwargs)
    return tree_map(lambda x: ShapeDtypeStruct(x.shape, x.dtype) if isinstance(x, Array) else x, out)


def make_jaxpr(fun, static_argnums=(), axis_env=None, return_shape=False):
    raise refuse("jax.make_jaxpr", "fun", fun, "ivy_frontends runs JAX code eagerly; use ivy_tracer to trace it")


class custom_jvp:  # noqa: N801 (JAX's name)
    """``fun`` with a custom JVP rule recorded (ivy differentiates ``fun`` itself)."""

    def __init__(self, fun, nondiff_argnums=(), nondiff_argnames=()):
        functools.update_wrapper(self, fun)
        self.fun, self.jvp = fun, None

    def defjvp(self, jvp, symbolic_zeros=False):
        self.jvp = jvp
        return jvp

    def defjvps(self, *jvps):
        self.jvp = jvps

    def __call__(self, *args, **kwargs):
        return self.fun(*args, **kwargs)


class custom_vjp:  # noqa: N801 (JAX's name)
    """``fun`` with a custom VJP rule recorded (ivy differentiates ``fun`` itself)."""

    def __init__(self, fun, nondiff_argnums=(), nondiff_argnames=()):
        functools.update_wrapper(self, fun)
        self.fun, self.fwd, self.bwd = fun, None, None

    def defvjp(self, fwd, bwd, symbolic_zeros=False, optimize_remat=False):
        self.fwd, self.bwd = fwd, bwd

    def __call__(self, *args, **kwargs):
        return self.fun(*args, **kwargs)


def device_put(x, device=None, *, src=None, donate=False, may_alias=None):
    return tree_map(lambda v: v if isinstance(v, Array) else wrap(arr(v), weak_of(v)), x)


def device_get(x):
    return tree_map(lambda v: ivy.to_numpy(n(v)) if isinstance(v, Array) else v, x)


def block_until_ready(x):
    return x


@contextlib.contextmanager
def disable_jit(disable=True):
    yield


@contextlib.contextmanager
def ensure_compile_time_eval():
    yield


def pure_callback(callback, result_shape_dtypes, *args, sharding=None, vmap_method=None, **kwargs):
    return callback(*args, **kwargs)
