"""Automatic differentiation and vectorizing map, on every backend that has them.

``variable``, ``is_variable``, ``variable_data``, ``stop_gradient``,
``execute_with_gradients``, ``value_and_grad``, ``grad``, ``jac`` and ``vmap``
follow Ivy's published API. The work is done by the backend's optional
``gradients`` module (see :mod:`ivy.plugin`): ``torch.autograd``, ``jax.vjp`` /
``jax.jacrev`` / ``jax.vmap``, ``tf.GradientTape`` / ``tf.vectorized_map``.
ivy-core takes the nests apart (:mod:`ivy._tree`), unwraps ``ivy.Array``
arguments and wraps results back. Ivy 1.0's ``vjp``, ``jvp``,
``bind_custom_gradient_function`` and ``requires_gradient`` use the optional
hooks ``vjp``, ``jvp``, ``custom_gradient`` and ``requires_gradient`` of the
same module; ``vjp``/``jvp`` fall back to ``value_and_grads`` and the Jacobian.

>>> import ivy
>>> with ivy.using_backend("torch"):                      # doctest: +SKIP
...     x = ivy.asarray([1.0, 2.0])
...     y, g = ivy.execute_with_gradients(lambda x: ivy.sum(x * x), x)
>>> g                                                      # doctest: +SKIP
ivy.array([2., 4.], dtype=float32, backend=torch)

Decisions (the same on every backend):

- ``func`` receives what was passed: ``ivy.Array`` leaves stay ``ivy.Array``,
  native ones stay native. Gradients, Jacobians and ``vmap`` outputs are
  ``ivy.Array`` if any array argument was an ``ivy.Array``, else native.
- Integer and boolean inputs to differentiate are first cast to the default
  float dtype (float32), as Ivy does; complex inputs raise
  :class:`ivy.DtypeError`.
- A result with more than one element is differentiated as the sum of its
  elements (the vector-Jacobian product with ones: what ``tf.GradientTape`` and
  ``torch``'s ``backward(torch.ones_like(y))`` do); use :func:`jac` for the full
  Jacobian. Integer and boolean results have zero gradients.
- Inputs that do not reach the result get zero gradients (never ``None``);
  non-finite gradients are returned as computed (Ivy's published API zeroed them).
- Nested calls differentiate to any order: ``ivy.grad(ivy.grad(f))`` and
  ``execute_with_gradients`` inside ``func`` both work.
- On a backend without autodiff (numpy) every function here except
  ``stop_gradient``, ``is_variable``, ``variable_data`` (no gradient exists to
  stop or hold) and ``vmap`` (a loop there) raises :class:`ivy.AutodiffError`.
"""

from __future__ import annotations

import ast
import functools
import importlib.util

from . import _dispatch as _d
from . import _tree
from . import dtypes as _dt
from ._dispatch import with_out as _with_out
from .errors import AutodiffError, AxisError, DtypeError, InvalidArgumentError, ShapeError

__all__ = [
    "variable", "is_variable", "variable_data", "stop_gradient", "execute_with_gradients",
    "value_and_grad", "grad", "jac", "vmap", "requires_gradient", "vjp", "jvp", "bind_custom_gradient_function",
]

# Backends known to have autodiff, by name -> pip distribution (for error messages).
_AUTODIFF_DISTS = {
    "torch": "ivy-backend-torch", "jax": "ivy-backend-jax", "tensorflow": "ivy-backend-tf",
    "mxnet": "ivy-backend-mxnet",
}

# ------------------------------------------------------------------ helpers


def _is_array(v):
    return _d._TYPES[type(v)] is not None


def _unwrap(leaves):
    """(native leaves, wrapped mask, any wrapped)."""
    out = []
    mask = []
    anyw = False
    arr = _d._Array
    for v in leaves:
        if v.__class__ is arr:
            out.append(v._data)
            mask.append(True)
            anyw = True
        else:
            out.append(v)
            mask.append(False)
    return out, mask, anyw


def _wrap_if(v, w):
    return _d._Array(v) if w and v is not None and v.__class__ is not _d._Array else v


def _resolve(backend, leaves):
    """The loaded backend for a call whose native array leaves are ``leaves``."""
    b = None
    for v in leaves:
        c = _d._TYPES[type(v)]
        if c is not None and c is not b:
            b = _d._mixed(b, c)
    if backend is not None or _d._state.backend is not None:
        b = _d._resolve(backend, b)
    elif b is None:
        b = _d.default_backend()
    return b.load()


def _declares_false(pkg, module, flag):
    """Whether ``<pkg>.<module>`` exists and sets ``flag = False`` (read without importing it).

    None if the module does not exist.
    """
    try:
        spec = importlib.util.find_spec(f"{pkg}.{module}")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    try:
        with open(spec.origin, encoding="utf-8") as fh:
            tree = ast.parse(fh.read())
    except (OSError, TypeError, SyntaxError, ValueError):
        return False
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == flag for t in node.targets):
            return isinstance(node.value, ast.Constant) and node.value.value is False
    return False


def _has_autodiff(b):
    if b._loaded:
        m = getattr(b, "gradients", None)
        return m is not None and getattr(m, "AUTODIFF", True) is not False
    no = _declares_false(b.spec.package, "gradients", "AUTODIFF")
    return no is False


def _no_autodiff(b, what):
    others = []
    for name, ob in sorted(_d.discover().items()):
        if ob is b:
            continue
        try:
            if _has_autodiff(ob):
                others.append(name)
        except Exception:  # noqa: BLE001 - a broken plugin is just not listed
            continue
    installed = set(_d.discover())
    missing = [dist for name, dist in _AUTODIFF_DISTS.items() if name not in installed]
    msg = f"ivy.{what} needs automatic differentiation, which the {b.name!r} backend does not have. "
    if others:
        msg += (f"Installed backends with autodiff: {', '.join(others)} (ivy.set_backend({others[0]!r}) "
                f"or pass arrays of that framework). ")
    else:
        msg += "No installed backend has autodiff. "
    if missing:
        msg += f"Others that have it: pip install {' / '.join(missing)}."
    return AutodiffError(msg.rstrip())


def _gradients(b, what):
    """The backend's gradients module; AutodiffError if it has no autodiff."""
    m = getattr(b, "gradients", None)
    if m is None or getattr(m, "AUTODIFF", True) is False:
        raise _no_autodiff(b, what)
    return m


def _float_input(b, x, what):
    """``x`` as a float array to differentiate (ints and bools cast to the default float)."""
    k = b.dtype(x).kind
    if k == "f":
        return x
    if k == "c":
        raise DtypeError(
            f"ivy.{what}: complex inputs are not supported; differentiate with respect to the "
            "real and imaginary parts (ivy.real, ivy.imag) as separate float arrays"
        )
    return b.astype(x, b.native_dtype(_dt.default_float_dtype))


def _matches(path, chains):
    """Whether the leaf at ``path`` is selected by one of the index chains (a prefix match)."""
    sp = tuple(str(p) for p in path)
    for ch in chains:
        if isinstance(ch, (str, int)):
            ch = (ch,)
        c = tuple(str(p) for p in ch)
        if sp[: len(c)] == c:
            return True
    return False


def _map_nest(fn, x):
    """Apply ``fn`` to each array leaf of ``x`` (an array or a nest), keeping ivy.Array-ness."""
    if x.__class__ is _d._Array:
        return _d._Array(fn(x.backend, x._data))
    b = _d._TYPES[type(x)]
    if b is not None:
        return fn(b.load(), x)

    def leaf(v):
        if v.__class__ is _d._Array:
            return _d._Array(fn(v.backend, v._data))
        vb = _d._TYPES[type(v)]
        return fn(vb.load(), v) if vb is not None else v

    return _tree.map_leaves(leaf, x)


def _pick(backend, x):
    b = _d._TYPES[type(x)]
    if backend is not None or _d._state.backend is not None:
        b = _d._resolve(backend, b)
    return b.load()


# ------------------------------------------------------------ variables


def variable(x, /, *, backend=None):
    """``x`` as a variable: an array gradients are tracked for.

    torch: a leaf tensor with ``requires_grad``; tensorflow: a ``tf.Variable``;
    jax: the array itself (JAX tracks gradients functionally). Maps over nests.

    >>> v = ivy.variable(ivy.asarray([1.0, 2.0], backend="torch"))  # doctest: +SKIP
    >>> ivy.is_variable(v)                                           # doctest: +SKIP
    True
    """
    def one(b, v):
        if backend is not None:
            b = _pick(backend, v)
        return _gradients(b, "variable").variable(_float_input(b, v, "variable"))

    return _map_nest(one, x)


def is_variable(x, /, *, exclusive=False, backend=None):
    """Whether ``x`` is a variable (see :func:`variable`).

    ``exclusive=True`` answers True only for a type distinct from the backend's
    plain array (so always False on jax, whose variables are plain arrays).
    Maps over nests (a nest of bools); always False on backends without autodiff.

    >>> ivy.is_variable(ivy.asarray([1.0]))
    False
    """
    def one(v):
        w = v.__class__ is _d._Array
        n = v._data if w else v
        b = _d._TYPES[type(n)]
        if b is None:
            return False
        b = b.load() if backend is None else _pick(backend, n)
        m = getattr(b, "gradients", None)
        if m is None or not hasattr(m, "is_variable"):
            return False
        return bool(m.is_variable(n, exclusive=exclusive))

    if x.__class__ is _d._Array or _d._TYPES[type(x)] is not None:
        return one(x)
    return _tree.map_leaves(one, x)


def variable_data(x, /, *, backend=None):
    """The values of a variable as a plain array, not tracked (maps over nests).

    >>> ivy.variable_data(ivy.asarray([1.0]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """
    def one(b, v):
        if backend is not None:
            b = _pick(backend, v)
        m = getattr(b, "gradients", None)
        if m is None or not hasattr(m, "variable_data"):
            return v
        return m.variable_data(v)

    return _map_nest(one, x)


@_with_out
def stop_gradient(x, /, *, preserve_type=True, backend=None):
    """``x``'s values with no gradient flowing back through them (maps over nests).

    ``preserve_type=True`` keeps a variable a variable (a new one, cut from the
    graph); ``False`` always gives a plain array. On backends without autodiff
    this returns ``x`` unchanged.

    >>> ivy.stop_gradient(ivy.asarray([1.0, 2.0]))
    ivy.array([1., 2.], dtype=float32, backend=numpy)
    """
    def one(b, v):
        if backend is not None:
            b = _pick(backend, v)
        m = getattr(b, "gradients", None)
        if m is None or not hasattr(m, "stop_gradient"):
            return v
        return m.stop_gradient(v, preserve_type=preserve_type)

    return _map_nest(one, x)


# ------------------------------------------------------------- gradients


class _Run:
    """One differentiation: the inputs taken apart, and what ``func`` returned."""

    def __init__(self, what, xs, backend, select=None):
        self.what = what
        leaves, self.td = _tree.flatten(xs)
        self.natives, self.mask, self.anyw = _unwrap(leaves)
        self.b = b = _resolve(backend, self.natives)
        self.gm = _gradients(b, what)
        paths = _tree.leaf_paths(xs) if select is not None else None
        self.sel = []  # leaf positions differentiated
        self.slot = {}  # leaf position -> index in the variables list
        self.vars = []
        seen = {}
        # While torch.compile traces, id() of an argument is a constant it guards on: the
        # compiled code would be compiled again for each new array (a training step's new
        # variables), and run eagerly from the ninth. The arrays themselves are compared then.
        by_identity = _d.compiling()
        firsts = []
        for i, v in enumerate(self.natives):
            if not _is_array(v):
                continue
            if select is not None and not _matches(paths[i], select):
                continue
            self.sel.append(i)
            k = next((j for j, u in enumerate(firsts) if u is v), None) if by_identity else seen.get(id(v))
            if k is None:  # the same array twice in xs: one variable, as Ivy does
                k = len(self.vars)
                if by_identity:
                    firsts.append(v)
                else:
                    seen[id(v)] = k
                self.vars.append(_float_input(b, v, what))
            self.slot[i] = k
        if not self.sel:
            raise InvalidArgumentError(f"ivy.{what}: no array to differentiate with respect to in {type(xs).__name__}")

    def inputs(self, vs):
        """The nest ``func`` receives, with variables ``vs`` in place."""
        full = list(self.natives)
        for i in self.sel:
            full[i] = vs[self.slot[i]]
        arr = _d._Array
        return _tree.unflatten(self.td, [arr(v) if w else v for v, w in zip(full, self.mask)])

    def grads_like_inputs(self, gs, wrap):
        """Gradients ``gs`` (one per variable) in the structure of the inputs (None elsewhere)."""
        out = [None] * len(self.natives)
        for i in self.sel:
            out[i] = _wrap_if(gs[self.slot[i]], wrap)
        return _tree.unflatten(self.td, out)


def _split_result(run, ret, chosen_filter):
    """Take ``func``'s result apart: (ys to differentiate, aux arrays, state to rebuild)."""
    b = run.b
    leaves, td = _tree.flatten(ret)
    nat, mask, _ = _unwrap(leaves)
    paths = _tree.leaf_paths(ret) if chosen_filter is not None else None
    arrays = [j for j, v in enumerate(nat) if _is_array(v)]
    chosen = [j for j in arrays if chosen_filter is None or _matches(paths[j], chosen_filter)]
    diff = [j for j in chosen if b.dtype(nat[j]).kind in "fc"]
    for j in diff:
        if b.dtype(nat[j]).kind == "c":
            raise DtypeError(f"ivy.{run.what}: func returned a complex array; differentiate its real part "
                             "(ivy.real) or its absolute value instead")
    dset = set(diff)
    aux_idx = [j for j in arrays if j not in dset]
    static = [None if _is_array(v) else v for v in nat]
    state = {
        "td": td, "mask": mask, "static": static, "diff": diff, "aux_idx": aux_idx, "chosen": chosen,
        "keys": [_tree.path_key(p) for p in _tree.leaf_paths(ret)] if len(chosen) != 1 or chosen_filter else None,
    }
    return [nat[j] for j in diff], [nat[j] for j in aux_idx], state


def _rebuild_result(state, ys, aux, stop=None):
    full = list(state["static"])
    for j, v in zip(state["diff"], ys):
        full[j] = v if stop is None else stop(v)
    for j, v in zip(state["aux_idx"], aux):
        full[j] = v if stop is None else stop(v)
    return _tree.unflatten(state["td"], [_wrap_if(v, w) for v, w in zip(full, state["mask"])])


def _differentiate(what, func, xs, *, retain_grads, xs_grad_idxs, ret_grad_idxs, backend, one_output):
    run = _Run(what, xs, backend, select=xs_grad_idxs)
    box = {}

    def f(vs):
        ret = func(run.inputs(vs))
        ys, aux, box["state"] = _split_result(run, ret, ret_grad_idxs)
        if one_output and len(box["state"]["chosen"]) != 1:
            raise InvalidArgumentError(
                f"ivy.{what}: func must return exactly one array, it returned {type(ret).__name__} "
                f"with {len(box['state']['chosen'])} arrays; use ivy.execute_with_gradients with "
                "ret_grad_idxs to pick outputs"
            )
        return ys, aux

    ys, aux, grads = run.gm.value_and_grads(f, run.vars, retain_grads=retain_grads)
    state = box["state"]
    b = run.b
    stop = None
    if not retain_grads:
        gm = run.gm

        def stop(v):
            return gm.stop_gradient(v, preserve_type=False)

    ret = _rebuild_result(state, ys, aux, stop)
    by_out = dict(zip(state["diff"], grads))
    per_output = []
    for j in state["chosen"]:
        gs = by_out.get(j)
        if gs is None:  # an integer or boolean output: zero gradients
            gs = [b.zeros_like(v) for v in run.vars]
        per_output.append(run.grads_like_inputs(gs, run.anyw))
    if not per_output:
        return ret, {}
    if len(per_output) == 1 and ret_grad_idxs is None:
        return ret, per_output[0]
    keys = state["keys"]
    return ret, {keys[j]: g for j, g in zip(state["chosen"], per_output)}


def execute_with_gradients(func, xs, /, *, retain_grads=False, xs_grad_idxs=None, ret_grad_idxs=None,
                           backend=None):
    """Call ``func(xs)`` and return ``(func_ret, grads)``.

    ``xs`` is an array or a nest (dicts, lists, tuples) of arrays; ``grads``
    has the structure of ``xs`` (``None`` at leaves that are not arrays or not
    selected by ``xs_grad_idxs``). If ``func`` returns one array, ``grads`` are
    its gradients; if it returns a nest with several arrays (or
    ``ret_grad_idxs`` is given), ``grads`` is a dict from each output's index
    path joined by ``"_"`` (``"0"``, ``"1_a"``) to its gradients.

    ``retain_grads=False`` stops the gradient of the returned ``func_ret``;
    ``True`` keeps it connected (for differentiating it further). Index chains
    in ``xs_grad_idxs`` / ``ret_grad_idxs`` (``[[0], ["a", "b"]]``) select
    leaves or whole sub-nests.

    >>> x = ivy.asarray([1.0, 2.0, 3.0], backend="torch")                      # doctest: +SKIP
    >>> y, g = ivy.execute_with_gradients(lambda x: ivy.sum(x ** 2), x)         # doctest: +SKIP
    >>> g                                                                      # doctest: +SKIP
    ivy.array([2., 4., 6.], dtype=float32, backend=torch)
    """
    return _differentiate("execute_with_gradients", func, xs, retain_grads=retain_grads,
                          xs_grad_idxs=xs_grad_idxs, ret_grad_idxs=ret_grad_idxs, backend=backend,
                          one_output=False)


def value_and_grad(func):
    """A function of ``xs`` returning ``(func(xs), gradients of func at xs)``.

    >>> vg = ivy.value_and_grad(lambda x: ivy.sum(x * x))
    >>> v, g = vg(ivy.asarray([3.0], backend="jax"))                           # doctest: +SKIP
    """
    @functools.wraps(func)
    def value_and_grad_fn(xs, *, backend=None):
        return _differentiate("value_and_grad", func, xs, retain_grads=False, xs_grad_idxs=None,
                              ret_grad_idxs=None, backend=backend, one_output=True)

    return value_and_grad_fn


def _argnums(argnums, nargs, what):
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    if not nums or not all(isinstance(i, int) for i in nums):
        raise InvalidArgumentError(f"ivy.{what}: argnums must be an int or a sequence of ints, got {argnums!r}")
    for i in nums:
        if not -nargs <= i < nargs:
            raise InvalidArgumentError(
                f"ivy.{what}: argnums={argnums!r} needs at least {abs(i) + (i >= 0)} positional "
                f"arguments, got {nargs}"
            )
    return tuple(i % nargs for i in nums)


def grad(func, argnums=0):
    """The gradient function of ``func``: ``grad(func)(*args)`` differentiates with respect to ``args[argnums]``.

    ``func`` returns one array (a non-scalar is summed); ``argnums`` is an int
    (gives that argument's gradient, in its structure) or a sequence of ints
    (gives a tuple). Compose for higher orders: ``ivy.grad(ivy.grad(f))``.

    >>> df = ivy.grad(lambda x: ivy.sum(ivy.sin(x)))
    >>> df(ivy.asarray([0.0], backend="jax"))                                  # doctest: +SKIP
    ivy.array([1.], dtype=float32, backend=jax)
    """
    @functools.wraps(func)
    def grad_fn(*args, **kwargs):
        nums = _argnums(argnums, len(args), "grad")

        def f(xs):
            a = list(args)
            for i, v in zip(nums, xs):
                a[i] = v
            return func(*a, **kwargs)

        _, g = _differentiate("grad", f, [args[i] for i in nums], retain_grads=False, xs_grad_idxs=None,
                              ret_grad_idxs=None, backend=None, one_output=True)
        return g[0] if isinstance(argnums, int) else tuple(g)

    return grad_fn


def jac(func):
    """The Jacobian function of ``func``, with respect to its first argument.

    For an output array of shape ``O`` and an input of shape ``I`` the block is
    ``O + I``. With nests the result is the output's nest with each array
    replaced by the input's nest of blocks (JAX's convention).

    >>> J = ivy.jac(lambda x: x * 2)(ivy.asarray([1.0, 2.0], backend="torch"))  # doctest: +SKIP
    >>> J.shape                                                                  # doctest: +SKIP
    (2, 2)
    """
    @functools.wraps(func)
    def jac_fn(*args, **kwargs):
        if not args:
            raise InvalidArgumentError("ivy.jac: the Jacobian function needs the input as its first argument")
        run = _Run("jac", args[0], None)
        box = {}

        def f(vs):
            ret = func(run.inputs(vs), *args[1:], **kwargs)
            leaves, td = _tree.flatten(ret)
            nat, _, _ = _unwrap(leaves)
            b = run.b
            kinds = [b.dtype(v).kind if _is_array(v) else None for v in nat]
            if "c" in kinds:
                raise DtypeError("ivy.jac: func returned a complex array; take its real part first")
            box.update(td=td, kinds=kinds, shapes=[tuple(b.shape(v)) if k else None for v, k in zip(nat, kinds)])
            return [v for v, k in zip(nat, kinds) if k == "f"]

        jacobian = getattr(run.gm, "jacobian", None)
        J = jacobian(f, run.vars) if jacobian is not None else _jacobian_by_rows(run, f)
        b = run.b
        rows = iter(J)
        out = []
        for k, shp in zip(box["kinds"], box["shapes"]):
            if k is None:
                out.append(None)
            elif k == "f":
                out.append(run.grads_like_inputs(list(next(rows)), run.anyw))
            else:  # integer/boolean output: zero blocks
                out.append(run.grads_like_inputs(
                    [b.zeros(shp + tuple(b.shape(v)), dtype=b.dtype_of(v)) for v in run.vars], run.anyw))
        return _tree.unflatten(box["td"], out)

    return jac_fn


def _jacobian_by_rows(run, f):
    """A Jacobian from one gradient per output element (for backends with no ``jacobian``)."""
    b = run.b
    ys = f(run.vars)
    out = []
    for i, y in enumerate(ys):
        shp = tuple(b.shape(y))
        n = 1
        for s in shp:
            n *= s
        rows = []
        for e in range(n):
            def pick(vs, i=i, e=e):
                yi = b.reshape(f(vs)[i], (-1,))
                return [b.getitem(yi, e)], []

            _, _, g = run.gm.value_and_grads(pick, run.vars, retain_grads=False)
            rows.append(g[0])
        blocks = []
        for j, v in enumerate(run.vars):
            vs = tuple(b.shape(v))
            if n:
                blk = b.stack([r[j] for r in rows], axis=0)
            else:
                blk = b.zeros((0,) + vs, dtype=b.dtype_of(v))
            blocks.append(b.reshape(blk, shp + vs))
        out.append(blocks)
    return out


# ------------------------------------------------------------------ vmap


def vmap(func, in_axes=0, out_axes=0):
    """``func`` vectorized over an axis of its arguments.

    ``in_axes``: an int (the batch axis of every positional argument) or a
    sequence with one int or ``None`` (not batched) per positional argument;
    the axis applies to every array in a nested argument. ``out_axes``: where
    the batch axis goes in every output. Keyword arguments are not batched.
    Backends with no vectorizing transform (numpy) run a loop and stack.

    >>> f = ivy.vmap(lambda a, b: a @ b, in_axes=(0, None))
    >>> f(ivy.ones((4, 2, 3)), ivy.ones((3, 5))).shape
    (4, 2, 5)
    """
    @functools.wraps(func)
    def vmapped(*args, **kwargs):
        if isinstance(in_axes, (int, type(None))):
            axes = (in_axes,) * len(args)
        else:
            axes = tuple(in_axes)
            if len(axes) != len(args):
                raise InvalidArgumentError(
                    f"ivy.vmap: in_axes has {len(axes)} entries but the function got {len(args)} positional "
                    "arguments"
                )
        leaves, td = _tree.flatten(list(args))
        leaf_axes = []
        for a, ax in zip(args, axes):
            if ax is not None and not isinstance(ax, int):
                raise InvalidArgumentError(f"ivy.vmap: each in_axes entry must be an int or None, got {ax!r}")
            leaf_axes += [ax] * len(_tree.flatten(a)[0])
        natives, mask, anyw = _unwrap(leaves)
        b = _resolve(None, natives)
        pos = [i for i, v in enumerate(natives) if _is_array(v)]
        ax_norm = []
        size = None
        for i in pos:
            ax = leaf_axes[i]
            if ax is None:
                ax_norm.append(None)
                continue
            nd = len(b.shape(natives[i]))
            if not -nd <= ax < nd:
                raise InvalidArgumentError(f"ivy.vmap: in_axes {ax} is out of range for an argument of {nd} dims")
            ax %= nd
            n = b.shape(natives[i])[ax]
            if size is None:
                size = n
            elif n != size:
                raise ShapeError(f"ivy.vmap: batched arguments have different sizes along their axes: {size} and {n}")
            ax_norm.append(ax)
        if size is None:
            raise InvalidArgumentError("ivy.vmap: no argument is batched (every in_axes entry is None or no arrays)")
        box = {}
        arr = _d._Array

        def f(*xs):
            full = list(natives)
            for i, v in zip(pos, xs):
                full[i] = v
            a = _tree.unflatten(td, [arr(v) if w else v for v, w in zip(full, mask)])
            ret = func(*a, **kwargs)
            rl, rtd = _tree.flatten(ret)
            rn, _, _ = _unwrap(rl)
            for v in rn:
                if not _is_array(v):
                    raise InvalidArgumentError(
                        f"ivy.vmap: func must return arrays (or nests of arrays), it returned a {type(v).__name__}"
                    )
            box["td"] = rtd
            return tuple(rn)

        gm = getattr(b, "gradients", None)
        native_vmap = getattr(gm, "vmap", None) if gm is not None else None
        xs = [natives[i] for i in pos]
        if native_vmap is not None:
            outs = native_vmap(f, tuple(ax_norm), out_axes)(*xs)
        else:
            outs = _vmap_loop(b, f, xs, ax_norm, out_axes, size)
        return _tree.unflatten(box["td"], [_wrap_if(o, anyw) for o in outs])

    return vmapped


def _vmap_loop(b, f, xs, axes, out_axes, size):
    if size == 0:
        raise InvalidArgumentError(
            f"ivy.vmap over an empty batch axis needs a vectorizing transform, which backend {b.name!r} "
            "does not have"
        )
    results = []
    for k in range(size):
        sl = [x if ax is None else b.getitem(x, (slice(None),) * ax + (k,)) for x, ax in zip(xs, axes)]
        results.append(f(*sl))
    out = []
    for j in range(len(results[0])):
        nd = len(b.shape(results[0][j])) + 1
        if not -nd <= out_axes < nd:
            raise AxisError(f"ivy.vmap: out_axes {out_axes} is out of range for an output of {nd} dims")
        out.append(b.stack([r[j] for r in results], axis=out_axes % nd))
    return out


# --------------------------------------------- jvp, vjp, custom gradients (ivy 1.0's)


def requires_gradient(x, /, *, backend=None):
    """Whether gradients are tracked for the array ``x`` (Ivy's ``ivy.requires_gradient``).

    torch: ``x.requires_grad``; tensorflow: ``x`` is a trainable ``tf.Variable``
    (what a tape watches by itself); mxnet: ``x`` has a gradient buffer; jax:
    ``x`` has a float dtype (JAX differentiates any float array); False on a
    backend without autodiff (numpy).

    >>> ivy.requires_gradient(ivy.asarray([1.0, 2.0]))
    False
    """
    n = x._data if x.__class__ is _d._Array else x
    c = _d._TYPES[type(n)]
    if c is None:
        raise InvalidArgumentError(f"ivy.requires_gradient: expected an array, got {type(x).__name__}")
    b = c.load() if backend is None else _pick(backend, n)
    m = getattr(b, "gradients", None)
    if m is None or getattr(m, "AUTODIFF", True) is False:
        return False
    own = getattr(m, "requires_gradient", None)
    if own is not None:
        return bool(own(n))
    return bool(m.is_variable(n))


class _Primals:
    """The positional arguments of a function to differentiate (``vjp``, ``jvp``), taken apart.

    Unlike :class:`_Run`, every array leaf is its own variable, even where one array
    is passed twice: ``vjp``/``jvp`` work per position, as JAX's do.
    """

    def __init__(self, what, primals, backend=None):
        self.what = what
        leaves, self.td = _tree.flatten(list(primals))
        self.natives, self.mask, self.anyw = _unwrap(leaves)
        self.pos = [i for i, v in enumerate(self.natives) if _is_array(v)]
        if not self.pos:
            raise InvalidArgumentError(f"ivy.{what}: no array among the primals to differentiate with respect to")
        self.b = b = _resolve(backend, self.natives)
        self.gm = _gradients(b, what)
        self.vars = [_float_input(b, self.natives[i], what) for i in self.pos]

    def call(self, func, vs):
        full = list(self.natives)
        for i, v in zip(self.pos, vs):
            full[i] = v
        arr = _d._Array
        return func(*_tree.unflatten(self.td, [arr(v) if w else v for v, w in zip(full, self.mask)]))

    def like_primals(self, gs):
        """One value per variable, as a tuple with one entry per primal in its structure (None at
        non-array leaves); ivy.Array where any primal array was one."""
        out = [None] * len(self.natives)
        for i, g in zip(self.pos, gs):
            out[i] = _wrap_if(g, self.anyw)
        return tuple(_tree.unflatten(self.td, out))


def _traced(p, func):
    """``func`` on native variables: ``vs -> (float outputs, other array outputs)``; the output's
    structure is kept in ``box["state"]``."""
    box = {}

    def f(vs):
        ys, aux, box["state"] = _split_result(p, p.call(func, vs), None)
        return ys, aux

    return f, box


def _as_like(b, v, ref, what, name):
    """``v`` (an array or a Python number) as a native array of ``ref``'s shape and dtype."""
    if v.__class__ is _d._Array:
        v = v._data
    shp = tuple(b.shape(ref))
    if not _is_array(v):
        if not isinstance(v, (int, float, bool)):
            raise InvalidArgumentError(f"ivy.{what}: {name} must be arrays, got {type(v).__name__}")
        return b.full(shp, v, dtype=b.dtype_of(ref))
    got = tuple(b.shape(v))
    if got != shp:
        raise ShapeError(f"ivy.{what}: a {name[:-1]} has shape {got}, its primal{'' if what == 'jvp' else ' output'} "
                         f"has shape {shp}")
    if b.dtype_of(v) != b.dtype_of(ref):
        if b.dtype(v).kind == "c":
            raise DtypeError(f"ivy.{what}: complex {name} are not supported")
        v = b.astype(v, b.dtype_of(ref))
    return v


def vjp(func, *primals):
    """``(func(*primals), vjp_fn)``: the value and its vector-Jacobian product function (reverse mode).

    ``vjp_fn(cotangents)``, with ``cotangents`` in the structure of
    ``func``'s output (one array per output array, of its shape), returns a
    tuple with one entry per primal, in that primal's structure: the
    cotangents pulled back through ``func`` (JAX's ``jax.vjp``). Primals are
    arrays or nests (Containers) of arrays; Python numbers in them are
    constants. Integer and boolean outputs take no part (their cotangents are
    ignored). ``vjp_fn`` can be called several times. torch:
    ``torch.autograd.grad`` (``torch.func.vjp`` inside a ``torch.func``
    transform); jax: ``jax.vjp``; tensorflow: a persistent ``GradientTape``;
    other backends: their gradients of ``sum(output * cotangent)``.

    >>> out, f_vjp = ivy.vjp(lambda x: x * x, ivy.asarray([1.0, 3.0], backend="jax"))  # doctest: +SKIP
    >>> f_vjp(ivy.asarray([1.0, 1.0], backend="jax"))                                  # doctest: +SKIP
    (ivy.array([2., 6.], dtype=float32, backend=jax),)
    """
    p = _Primals("vjp", primals)
    b = p.b
    f, box = _traced(p, func)
    native = getattr(p.gm, "vjp", None)
    if native is not None:
        ys, aux, pull = native(f, p.vars)
    else:
        ys, aux = f(p.vars)
        pull = _pullback_by_grads(p, f)
    state = box["state"]
    out = _rebuild_result(state, ys, aux)

    def vjp_fn(cotangents):
        leaves, td = _tree.flatten(cotangents)
        if td != state["td"]:
            raise InvalidArgumentError(
                f"ivy.vjp: the cotangents must have the structure of func's output "
                f"({type(out).__name__} with {len(state['static'])} leaves), got {type(cotangents).__name__} "
                f"with {len(leaves)} leaves"
            )
        cots = [_as_like(b, leaves[j], y, "vjp", "cotangents") for j, y in zip(state["diff"], ys)]
        gs = pull(cots) if cots else [b.zeros_like(v) for v in p.vars]
        return p.like_primals(gs)

    return out, vjp_fn


def _pullback_by_grads(p, f):
    """A pullback from the backend's ``value_and_grads``: the gradient of ``sum(y * cot)``."""
    b = p.b

    def pull(cots):
        def g(vs):
            ys, _ = f(vs)
            tot = None
            for y, c in zip(ys, cots):
                t = b.sum(b.multiply(y, c))
                tot = t if tot is None else b.add(tot, t)
            return [tot], []

        _, _, gs = p.gm.value_and_grads(g, p.vars)
        return gs[0]

    return pull


def jvp(func, primals, tangents):
    """``(func(*primals), tangents_out)``: the value and the Jacobian-vector product (forward mode).

    ``primals`` is a tuple or list of ``func``'s positional arguments (arrays or
    nests of them), ``tangents`` the same structure with an array of the same
    shape for each primal array; ``tangents_out`` has the structure of
    ``func``'s output (JAX's ``jax.jvp``). Integer and boolean outputs get zero
    tangents; tangents are cast to their primal's (float) dtype. torch:
    ``torch.func.jvp``; jax: ``jax.jvp``; tensorflow:
    ``tf.autodiff.ForwardAccumulator``; other backends: the Jacobian (one
    gradient per output element) times the tangents.

    >>> y, t = ivy.jvp(lambda x: x * x, (ivy.asarray([1.0, 3.0], backend="jax"),),  # doctest: +SKIP
    ...                (ivy.asarray([1.0, 0.0], backend="jax"),))
    >>> t                                                                          # doctest: +SKIP
    ivy.array([2., 0.], dtype=float32, backend=jax)
    """
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise InvalidArgumentError(
            "ivy.jvp: primals and tangents must be tuples (or lists) of func's positional arguments, got "
            f"{type(primals).__name__} and {type(tangents).__name__}"
        )
    p = _Primals("jvp", primals)
    b = p.b
    tl, ttd = _tree.flatten(list(tangents))
    if ttd != p.td:
        raise InvalidArgumentError(
            f"ivy.jvp: tangents must have the structure of primals ({len(p.natives)} leaves), got "
            f"{len(tl)} leaves in a different structure"
        )
    ts = [_as_like(b, tl[i], v, "jvp", "tangents") for i, v in zip(p.pos, p.vars)]
    f, box = _traced(p, func)
    native = getattr(p.gm, "jvp", None)
    if native is not None:
        ys, aux, touts = native(f, p.vars, ts)
    else:
        ys, aux = f(p.vars)
        touts = _jvp_by_jacobian(p, f, ys, ts)
    state = box["state"]
    out = _rebuild_result(state, ys, aux)
    full = [None] * len(state["static"])
    for j, t in zip(state["diff"], touts):
        full[j] = t
    for j, a in zip(state["aux_idx"], aux):
        full[j] = b.zeros_like(a)
    return out, _tree.unflatten(state["td"], [_wrap_if(v, w) for v, w in zip(full, state["mask"])])


def _jvp_by_jacobian(p, f, ys, ts):
    """Jacobian-vector products from the Jacobian (for backends with no forward mode)."""
    b = p.b
    if not ys:
        return []
    jacobian = getattr(p.gm, "jacobian", None)

    def fy(vs):
        return f(vs)[0]

    if jacobian is not None:
        J = jacobian(fy, p.vars)
    else:
        run = _Run.__new__(_Run)
        run.b, run.gm, run.vars = b, p.gm, p.vars
        J = _jacobian_by_rows(run, fy)
    out = []
    for y, row in zip(ys, J):
        shp = tuple(b.shape(y))
        ny = 1
        for s in shp:
            ny *= s
        acc = b.zeros((ny,), dtype=b.dtype_of(y))
        for blk, t in zip(row, ts):
            nx = 1
            for s in b.shape(t):
                nx *= s
            if nx == 0 or ny == 0:
                continue
            m = b.reshape(blk, (ny, nx))
            acc = b.add(acc, b.astype(b.matmul(m, b.reshape(t, (nx,))), b.dtype_of(y)))
        out.append(b.reshape(acc, shp))
    return out


def bind_custom_gradient_function(func, custom_grad_func):
    """``func`` with its gradient replaced by ``custom_grad_func`` (Ivy's signature).

    The returned function takes one array ``x`` and returns ``func(x)`` (one
    array). When differentiated, the gradient with respect to ``x`` is
    ``custom_grad_func((x, func(x)), upstream)``, where ``upstream`` is the
    gradient flowing back into the output. torch: a ``torch.autograd.Function``;
    jax: ``jax.custom_vjp``; tensorflow: ``tf.custom_gradient``; mxnet:
    ``mx.autograd.Function``. On a backend without autodiff (numpy) the returned
    function just computes ``func(x)``: there is no gradient to replace.

    >>> f = ivy.bind_custom_gradient_function(ivy.square, lambda xr, up: up * 0.0)
    >>> f(ivy.asarray([1.0, 2.0]))
    ivy.array([1., 4.], dtype=float32, backend=numpy)
    """
    def one_array(v, what):
        if v.__class__ is _d._Array:
            return v._data
        if not _is_array(v):
            raise InvalidArgumentError(
                f"ivy.bind_custom_gradient_function: {what} must be one array, got {type(v).__name__}"
            )
        return v

    @functools.wraps(func)
    def bound(x):
        w = x.__class__ is _d._Array
        n = one_array(x, "the bound function's input")
        b = _resolve(None, [n])
        m = getattr(b, "gradients", None)
        if m is None or getattr(m, "AUTODIFF", True) is False:
            return func(x)
        hook = getattr(m, "custom_gradient", None)
        if hook is None:
            raise AutodiffError(f"ivy.bind_custom_gradient_function: the {b.name!r} backend cannot bind custom "
                                "gradients (its gradients module has no custom_gradient)")

        def wrap(v):
            return _d._Array(v) if w else v

        def fwd(xn):
            return one_array(func(wrap(xn)), "func's result")

        def bwd(xn, rn, un):
            g = one_array(custom_grad_func((wrap(xn), wrap(rn)), wrap(un)), "custom_grad_func's result")
            if tuple(b.shape(g)) != tuple(b.shape(xn)):
                g = b.broadcast_to(g, tuple(b.shape(xn)))
            return b.astype(g, b.dtype_of(xn)) if b.dtype_of(g) != b.dtype_of(xn) else g

        return wrap(hook(fwd, bwd)(_float_input(b, n, "bind_custom_gradient_function")))

    return bound
