"""What a backend plugin author needs from ivy-core.

A backend package exposes a :class:`BackendSpec` through the ``ivy.backends``
entry-point group, e.g. in its ``pyproject.toml``::

    [project.entry-points."ivy.backends"]
    foo = "ivy_backend_foo:spec"

and, in ``ivy_backend_foo/__init__.py`` (which must not import the framework)::

    from ivy.plugin import BackendSpec
    spec = BackendSpec(name="foo", array_modules=("foo",), package="ivy_backend_foo")

The implementation lives in modules of that package named like ivy-core's API
families (``creation.py``, ``elementwise.py``, ``linalg.py`` ...), imported the
first time the backend is used. Their functions take and return NATIVE arrays
and dtypes. ``hooks.py`` holds the conversions ivy-core needs (see
:data:`REQUIRED_HOOKS`). Two more modules are optional (:data:`OPTIONAL_MODULES`),
imported with the backend when present: ``gradients.py`` (autodiff and vmap)
and ``compilation.py`` (the framework's compiler); their contents are listed
below :data:`OPTIONAL_MODULES`.

>>> from ivy.plugin import BackendSpec
>>> BackendSpec(name="foo", array_modules=("foo",), package="ivy_backend_foo").dist
'ivy-backend-foo'
"""

from __future__ import annotations

import math
import operator
from dataclasses import dataclass, field

from . import dtypes as _dtypes

__all__ = ["BackendSpec", "rounded_sqrt", "partial", "with_fallback", "accumulates_half", "int_slice", "bool_refused",
           "complex_refused", "complex_into_real", "integers_required", "negative_int_power", "tensordot_axes",
           "sequence_dtype", "named_dtype",
           "holds_arrays", "int_ranges", "int_overflow", "float_int", "int_comparison_outside",
           "int_position_outside", "truthy_scalars", "first_int_outside", "scan_int_leaves",
           "scalar_class", "clip_int_bound", "normalize_axes",
           "cumulative_axis", "cross_axis", "roll_shifts", "counts", "multinomial_probs", "bernoulli_parameter",
           "fft_freq_args",
           "norm_of_nothing",
           "complex_unordered", "promotion_tables",
           "REQUIRED_HOOKS", "OPTIONAL_HOOKS",
           "OPTIONAL_MODULES"]

#: Names ``<package>.hooks`` must define.
REQUIRED_HOOKS = (
    "NATIVE_DTYPES",  # dict: ivy Dtype -> native dtype, only for dtypes the backend holds
    "dtype_of",  # native array -> native dtype
    "is_native_array",  # object -> bool
    "shape",  # native array -> tuple of ints
    "getitem",  # (native array, key with native arrays) -> native array
    "setitem",  # (native array, key, value) -> native array (the updated one; may be new)
    "inplace_update",  # (native array x, native value) -> x updated in place, or a new array
    "device_of",  # native array -> ivy device string ("cpu", "gpu:0")
    "native_device",  # ivy device string -> native device
    "devices",  # () -> list of ivy device strings
    "to_device",  # (native array, native device) -> native array
    "version",  # () -> framework version string
)
#: Names ``<package>.hooks`` may define.
OPTIONAL_HOOKS = (
    "to_numpy",  # native array -> numpy.ndarray (default: numpy.asarray)
    "default_device",  # () -> ivy device string (default "cpu")
    # (exception, qualified ivy name) -> an ivy error to raise instead, or None: called only
    # when a call fails, after ivy-core has named shape and dtype complaints, for the
    # framework's own error classes (TensorFlow's OpError, torch's RuntimeError)
    "translate_error",
    # () -> bool: whether the framework's compiler is tracing Python right now (torch.compile's
    # Dynamo, which guards on the Python state a traced call reads). Modules then skip their
    # eager shortcuts that read global state, which would make every change of it a recompile.
    "is_compiling",
    # native array -> bool: whether the array has no value now (a tracer of jax.jit or
    # jax.grad, a symbolic tensor of tf.function). State kept across calls (BatchNorm's running
    # statistics) is then left unchanged, since storing the array would leak it out of the trace.
    "is_abstract",
)

#: Modules ``<package>`` may have besides the API families and ``hooks``; each is
#: imported when the backend loads and is the backend's attribute of that name
#: (``None`` when absent). Both work on NATIVE arrays only; ivy-core handles nests,
#: ``ivy.Array`` wrapping and dtype casts (see ivy/autodiff.py, ivy/compiler.py).
#:
#: ``gradients`` (autodiff; without it, or with ``AUTODIFF = False``, the
#: autodiff functions raise ivy.AutodiffError naming the backends that have it;
#: ``AUTODIFF`` is read from the source without importing the module):
#:
#: - ``AUTODIFF = True``
#: - ``variable(x)``, ``is_variable(x, exclusive=False)``, ``variable_data(x)``,
#:   ``stop_gradient(x, preserve_type=True)``
#: - ``value_and_grads(f, xs, *, retain_grads=False) -> (ys, aux, grads)``: ``f(vs)``
#:   takes a list of arrays (``xs`` made differentiable) and returns ``(ys, aux)``,
#:   two lists of arrays; ``grads[k][j]`` is d sum(ys[k]) / d xs[j] (zeros where
#:   unconnected). Must nest (``f`` may itself call ``value_and_grads``) to any order.
#: - ``jacobian(f, xs) -> J`` (optional; else ivy-core takes one gradient per output
#:   element): ``f(vs) -> ys``; ``J[k][j]`` has shape ``ys[k].shape + xs[j].shape``.
#: - ``vmap(f, in_axes, out_axes) -> g`` (optional; else ivy-core loops and stacks):
#:   ``g(*xs)`` maps ``f`` (arrays in, tuple of arrays out) over axis ``in_axes[i]``
#:   (an int >= 0, or None: not batched) of ``xs[i]``, placing it at ``out_axes``.
#:
#: ``compilation`` (without it, or with ``HAS_COMPILER = False``, ``ivy.compile``
#: warns and returns the function unchanged):
#:
#: - ``HAS_COMPILER = True``
#: - ``compile(fn, example_args, **options) -> callable``: ``fn`` takes native
#:   arrays positionally and returns a tuple of them; ``example_args`` (a tuple,
#:   possibly empty) are arrays it will be called with; ``options`` are the
#:   framework compiler's keyword arguments.
#: - ``FOLLOWS_PYTHON = True`` (optional): the compiled callable behaves like the
#:   Python it traced: it returns any Python value the function returns, and it sees
#:   later changes to the Python state the function read (torch.compile guards on that
#:   state; an eager fallback reads it again). Then ``fn`` returns ``(arrays,
#:   structure)`` (``structure``: Python constants saying how to rebuild the outputs)
#:   and the compiled callable must return that pair, as the trace that ran made it.
#:   Without it (jax.jit, tf.function: the Python runs once), ivy-core records the
#:   structure while ``fn`` is traced, and passes the variables of the modules ``fn``
#:   calls as extra arrays after ``example_args``, so that they are not frozen into
#:   the compiled code as constants.
#: - ``KEEPS_PYTHON_VALUES = True`` (optional, with ``FOLLOWS_PYTHON``): the compiled code
#:   reads the arrays it reads on each call but no longer checks some Python values it read
#:   (torch.compile with ivy's guard filter). ivy-core then watches the modules ``fn`` calls
#:   as it does without ``FOLLOWS_PYTHON`` (a change of their variables' structure or training
#:   flags compiles anew), hands their variables down to their submodules before a call, and
#:   sets ``fn.watched`` to those modules (and theirs) before ``compile``: the Python state the
#:   compiler may stop checking. ``fn`` takes its arrays as ``*args``, so the compiler can tell
#:   its frame from frames compiled after a graph break.
OPTIONAL_MODULES = ("gradients", "compilation")


@dataclass(frozen=True)
class BackendSpec:
    """The light object a backend's entry point names. Creating it imports nothing.

    ``name``: the backend's name (``"torch"``); ``array_modules``: top-level
    module names of its native array types (``("torch",)``); ``package``: the
    importable package holding the implementation modules; ``dist``: the pip
    distribution, for error messages.
    """

    name: str
    array_modules: tuple
    package: str
    dist: str = ""
    framework: str = ""
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self):
        if not self.dist:
            object.__setattr__(self, "dist", f"ivy-backend-{self.name}")
        if not self.framework:
            object.__setattr__(self, "framework", self.array_modules[0])


def _int_bound(v):
    return v if v is None or v.__class__ is int else operator.index(v)


def int_slice(s):
    """``s`` with Python-int bounds: NumPy takes 0-d integer arrays as slice bounds, so ivy does
    on every backend (``x[a:b]`` with ``ivy.Array`` ``a``, ``b``); frameworks that refuse them
    get their integers.

    >>> int_slice(slice(1, None))
    slice(1, None, None)
    """
    a, b, c = _int_bound(s.start), _int_bound(s.stop), _int_bound(s.step)
    return s if a is s.start and b is s.stop and c is s.step else slice(a, b, c)


def int_or_ints(v):
    """``v`` (an int, an integer scalar or 0-d array, or a sequence or 1-d array of them) as a
    Python int or a tuple of ints, for frameworks that take only those (``roll``'s ``shift`` and
    ``axis``; NumPy takes all of these).

    >>> int_or_ints(3), int_or_ints([1, 2])
    (3, (1, 2))
    """
    if v.__class__ is int:
        return v
    try:
        return operator.index(v)
    except TypeError:
        return tuple(operator.index(e) for e in v)


def partial(predicate):
    """Mark a backend function as covering only the calls where ``predicate`` holds.

    The other calls go to ivy-core's composition of the function.

    >>> @partial(lambda x, /, *, axis=None: axis is None)
    ... def flip(x, /, *, axis=None):
    ...     return x[::-1]
    >>> flip.__ivy_predicate__(None)
    True
    """

    def mark(fn):
        fn.__ivy_predicate__ = predicate
        return fn

    return mark


def with_fallback(fn):
    """Mark a backend function that covers some calls and hands the rest to ivy-core's composition.

    It takes the composition (bound to this backend) as its first argument and calls it for
    what it does not cover, so the cheap test of the common case is made once, in the function
    itself: no predicate, no wrapper frame (unlike :func:`partial`).

    >>> @with_fallback
    ... def flip(composition, x, /, *, axis=None):
    ...     return x[::-1] if axis is None else composition(x, axis=axis)
    >>> flip.__ivy_with_fallback__
    True
    """
    fn.__ivy_with_fallback__ = True
    return fn


def accumulates_half(fn):
    """Mark a backend function that computes float16/bfloat16 input in float32 itself.

    ivy-core computes the functions declared ``half_in_float32`` (the norms, average pooling)
    in float32 for half precision input and rounds the result, so that every backend gives
    one answer; a function so marked is called as it is (no casts around it).

    >>> @accumulates_half
    ... def layer_norm(x, normalized_idxs, /, **kwargs):
    ...     ...
    >>> layer_norm.__ivy_accumulates_half__
    True
    """
    fn.__ivy_accumulates_half__ = True
    return fn


def unsupported_dtypes(*dtypes):
    """Mark a backend function as unable to take arrays of ``dtypes``.

    Calls with such an input raise :class:`ivy.UnsupportedDtypeError`; the check
    is added only to functions so marked.
    """

    def mark(fn):
        fn.__ivy_unsupported_dtypes__ = frozenset(dtypes)
        return fn

    return mark


#: Functions that refuse bool arrays on every backend (their values leave {0, 1}, or they
#: divide by False); the ivy-core README's bool rule. ``abs``, ``sign``, ``square``, ``pow``,
#: ``matmul``, ... keep bool.
BOOL_REFUSED = frozenset(("negative", "subtract", "floor_divide", "remainder", "fmod",
                          "bitwise_left_shift", "bitwise_right_shift"))


def bool_refused(name):
    """The error a backend raises for bool arrays in a function of :data:`BOOL_REFUSED`.

    >>> str(bool_refused("negative"))[:36]
    'ivy.negative does not take bool arra'
    """
    from .errors import UnsupportedDtypeError

    hint = {"negative": "; use ivy.logical_not", "subtract": "; use ivy.logical_xor"}.get(
        name, "; cast them to an integer dtype first")
    return UnsupportedDtypeError(f"ivy.{name} does not take bool arrays (its values would leave {{0, 1}} or divide "
                                 f"by False){hint}")


def _dtype_name(dtype):
    """A dtype's name, from an ivy or native dtype or a string (torch dtypes have no ``name``)."""
    return getattr(dtype, "name", None) or str(dtype).rpartition(".")[2]


def complex_refused(name, dtype):
    """The error for complex input to a real-only function (``atan2``, ``hypot``, ``logaddexp``, ...).

    >>> str(complex_refused("hypot", "complex64"))
    'ivy.hypot needs real numbers, got complex64'
    """
    from .errors import UnsupportedDtypeError

    return UnsupportedDtypeError(f"ivy.{name} needs real numbers, got {_dtype_name(dtype)}")


def complex_unordered(name, dtype=None, verb="sort by"):
    """The error for complex input to a function that orders values (``sort``, ``argmax``,
    ``max``, ``searchsorted``, ...); ``verb`` completes the hint (``"sort by"``, ``"search"``,
    ``"reduce"``). ``dtype`` may be native, ivy, or None.

    >>> str(complex_unordered("sort", "complex64"))[:52]
    'ivy.sort does not support complex dtypes (complex64)'
    """
    from .errors import UnsupportedDtypeError

    which = "" if dtype is None else f" ({_dtype_name(dtype)})"
    return UnsupportedDtypeError(f"ivy.{name} does not support complex dtypes{which}: complex numbers have no "
                                 f"order; {verb} the real part or the absolute value instead")


def complex_into_real(dtype, name=None):
    """The error for a complex value that is to become a value of the real (integer or floating)
    ``dtype``: ivy's ``DtypeError``, whatever its imaginary part (NumPy's ``asarray`` refuses it
    too; its ``full`` dropped the imaginary part, JAX's ``asarray`` of a list as well, torch and
    JAX raised their own errors). A bool dtype takes a complex value's truth instead.

    >>> str(complex_into_real("float32", "full"))[:64]
    'ivy.full: a complex value cannot become a value of dtype float32'
    """
    from .errors import DtypeError

    where = "" if name is None else f"ivy.{name.removeprefix('ivy.')}: "
    return DtypeError(f"{where}a complex value cannot become a value of dtype {_dtype_name(dtype)}; use a "
                      "complex dtype, or pass its real part")


def negative_int_power(name="pow"):
    """The error for an integer array raised to a negative integer power, which has no integer
    value (``int8 [2] ** -1``): ivy's ``InvalidArgumentError``, as NumPy's ValueError. torch
    truncated it to 0 and MXNet gave 1, silently.

    >>> str(negative_int_power())
    'ivy.pow: integers to negative integer powers are not allowed (as in NumPy); raise a float array instead'
    """
    from .errors import InvalidArgumentError

    return InvalidArgumentError(f"ivy.{name}: integers to negative integer powers are not allowed (as in NumPy); "
                                "raise a float array instead")


def integers_required(name, dtype, what="indices"):
    """The error for a non-integer array (bool included) where ``name`` needs integers: the
    indices of ``take``/``gather``/``scatter_nd``/``one_hot``/..., the ``repeats`` of ``repeat``.
    ``dtype`` may be a native dtype.

    >>> str(integers_required("take", "float32"))
    'ivy.take: indices must be an integer array, got dtype float32'
    """
    from .errors import DtypeError

    return DtypeError(f"ivy.{name.removeprefix('ivy.')}: {what} must be an integer array, got dtype "
                      f"{_dtype_name(dtype)}")


def int_overflow(s, dtype, name=None):
    """The error for a Python int ``s`` outside the range of the integer ``dtype`` it meets
    (``int8_array + 300``, ``full((2,), 300, dtype=int8)``, ``x[0] = -1`` for uint8), or a Python
    float that is to become a value of it (see :func:`float_int`): ivy's ``ScalarOverflowError``
    (an ``InvalidArgumentError`` and an ``OverflowError``, as NumPy's). Frameworks wrap such a
    value silently, or refuse it with their own errors. ``dtype`` may be ivy's, a native one or
    a name; ``name`` names the function.

    >>> str(int_overflow(300, "int8", "add"))[:60]
    'ivy.add: the Python int 300 does not fit the dtype int8 (ran'
    """
    from .errors import ScalarOverflowError

    dn = _dtype_name(dtype)
    info = _dtypes.iinfo(getattr(_dtypes, dn))
    where = "" if name is None else f"ivy.{name.removeprefix('ivy.')}: "
    kind = "int" if s.__class__ is int else "float"
    return ScalarOverflowError(f"{where}the Python {kind} {s} does not fit the dtype {dn} (range {info.min} to "
                               f"{info.max}); use a wider dtype")


def float_int(v, dtype, name=None):
    """The Python int a Python float ``v`` becomes as a value of the integer ``dtype``: ``v``
    truncated toward zero, as NumPy's ``asarray`` makes it. ``ScalarOverflowError`` (see
    :func:`int_overflow`) for NaN, an infinity or a value whose truncation the dtype cannot hold,
    where NumPy's ``full`` and the frameworks give the dtype's minimum, its maximum, a wrapped
    value or an error, each their own. ``dtype`` may be ivy's, a native one or a name.

    >>> float_int(-2.7, "int8"), float_int(-0.5, "uint8")
    (-2, 0)
    >>> float_int(300.0, "uint8", "full")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ScalarOverflowError: ivy.full: the Python float 300.0 does not fit the dtype uint8 ...
    """
    info = _dtypes.iinfo(getattr(_dtypes, _dtype_name(dtype)))
    if not info.min - 1 < v < info.max + 1:  # (exact: Python compares a float with an int by value)
        raise int_overflow(v, dtype, name)
    return int(v)


_MIRROR = {"less": "greater", "less_equal": "greater_equal", "greater": "less", "greater_equal": "less_equal",
           "equal": "equal", "not_equal": "not_equal"}
_ABOVE = {"less": True, "less_equal": True, "not_equal": True, "greater": False, "greater_equal": False,
          "equal": False}  # x <op> s for every x when s is above x's range


def int_comparison_outside(name, s, lo, hi, reflected=False):
    """The answer of comparison ``name`` (``"less"``, ``"equal"``, ...) between every element of
    an integer array of range ``[lo, hi]`` and a Python int ``s`` outside it: ``x <op> s``, or
    ``s <op> x`` with ``reflected``. None if ``s`` lies in the range (compare as usual). ivy
    compares such an int by value, as NumPy 2 does, where a framework would wrap it or refuse it.

    >>> int_comparison_outside("less", 300, -128, 127), int_comparison_outside("less", 300, -128, 127, True)
    (True, False)
    >>> int_comparison_outside("equal", -1, 0, 255), int_comparison_outside("less", 5, 0, 255) is None
    (False, True)
    """
    if lo <= s <= hi:
        return None
    if reflected:
        name = _MIRROR[name]
    above = _ABOVE[name]
    if s > hi or name == "equal" or name == "not_equal":
        return above
    return not above  # s below the range: every x is greater


def int_position_outside(s, int_range, n):
    """``searchsorted``'s answer for a Python int ``s`` and a sorted integer array of ``n``
    elements whose dtype holds ``int_range`` (``(min, max)``, or None for a dtype that is not an
    integer one): 0 below the range, ``n`` above it, None inside it (search as usual). A
    framework would wrap ``s`` into the dtype first and place it among the elements.

    >>> int_position_outside(300, (-128, 127), 5), int_position_outside(-1, (0, 255), 5)
    (5, 0)
    >>> int_position_outside(3, (-128, 127), 5) is None, int_position_outside(300, None, 5) is None
    (True, True)
    """
    if int_range is None or int_range[0] <= s <= int_range[1]:
        return None
    return 0 if s < int_range[0] else n


def truthy_scalars(fn):
    """A backend's binary logical function (``logical_and``/``or``/``xor``) taking a Python
    number operand as its truth value: ivy reads numbers as ``!= 0`` there, so an int no dtype
    holds (``logical_or(int8_x, 2**64)``) is simply true, where a framework would wrap or refuse it.

    >>> truthy_scalars(lambda a, b: (a, b))(3, 0.0)
    (True, False)
    """

    def f(x1, x2, /):
        c = x1.__class__
        if c is int or c is float or c is complex:
            x1 = bool(x1)
        c = x2.__class__
        if c is int or c is float or c is complex:
            x2 = bool(x2)
        return fn(x1, x2)

    f.__name__ = f.__qualname__ = getattr(fn, "__name__", "logical")
    f.__wrapped__ = fn
    return f


def first_int_outside(obj, lo, hi):
    """The first Python int of the nested list or tuple ``obj`` outside ``[lo, hi]``, or Python
    float whose truncation toward zero is (NaN and the infinities included, see
    :func:`float_int`), or None (bools and every other leaf, arrays among them, are not looked
    at): the check ``asarray`` and ``x[key] = [...]`` make of the numbers that are to become
    values of an integer dtype.

    >>> first_int_outside([[1, 2], (True, 300.5, 300)], -128, 127), first_int_outside([1, [2]], 0, 255)
    (300.5, None)
    >>> first_int_outside([-0.5, 255.9], 0, 255) is None
    True
    """
    return scan_int_leaves(obj, lo, hi)[0]


def scan_int_leaves(obj, lo, hi):
    """``(first_int_outside(obj, lo, hi), holds_arrays(obj))`` in one walk over the leaves, for
    ``asarray`` of a nested list into an integer dtype (``holds_arrays`` is then only what the
    walk saw up to the int or float that does not fit).

    >>> import numpy as np
    >>> scan_int_leaves([[1, np.int8(2)], [3, 4]], 0, 255), scan_int_leaves([1, [2.5]], 0, 255)
    ((None, True), (None, False))
    """
    # exact float bounds: v > flo exactly when v > lo - 1, v < fhi exactly when v < hi + 1
    flo, fhi = float(lo - 1), float(hi + 1)
    if flo > lo - 1:
        flo = math.nextafter(flo, -math.inf)
    if fhi < hi + 1:
        fhi = math.nextafter(fhi, math.inf)
    return _scan(obj, lo, hi, flo, fhi)


def _scan(obj, lo, hi, flo, fhi):
    arrays = False
    for v in obj:
        c = v.__class__
        if c is int:
            if not lo <= v <= hi:
                return v, arrays
        elif c is float:
            if not flo < v < fhi:
                return v, arrays
        elif c is list or c is tuple:
            bad, inner = _scan(v, lo, hi, flo, fhi)
            arrays = arrays or inner
            if bad is not None:
                return bad, arrays
        elif c is not bool and c is not complex:
            arrays = True
    return None, arrays


def int_ranges(native_dtypes, key=None):
    """``{k(native): (min, max)}`` for each integer dtype of ``native_dtypes`` (a backend's
    ``NATIVE_DTYPES``; ``key`` as in :func:`promotion_tables`): one lookup tells whether a Python
    int fits an array's dtype (no entry: not an integer dtype, anything goes).

    >>> import ivy
    >>> int_ranges({ivy.int8: "int8", ivy.float32: "float32", ivy.bool: "bool"})
    {'int8': (-128, 127)}
    """
    k = (lambda d: d) if key is None else key
    return {k(n): (int(_dtypes.iinfo(d).min), int(_dtypes.iinfo(d).max))
            for d, n in native_dtypes.items() if d.kind in "iu"}


def _tensordot_axes_of(axes, nd, which):
    """One operand's axes (integers only) as a list, checked by :func:`normalize_axes`."""
    try:
        axes = (operator.index(axes),)
    except TypeError:
        axes = tuple(operator.index(a) for a in axes)
    return list(normalize_axes(axes, nd, f"ivy.tensordot (x{which})"))


def tensordot_axes(axes, shape1, shape2):
    """``tensordot``'s ``axes`` (an integer, or two sequences of axes) checked against the
    operands' shapes and returned as two lists of non-negative axes, contracted pairwise.
    Raises ivy's errors for a negative or too large integer, an axis out of range or
    repeated, lists of different lengths, and contracted axes of different sizes (some
    frameworks broadcast size 1 there).

    >>> tensordot_axes(1, (2, 3), (3, 4))
    ([1], [0])
    >>> tensordot_axes(([0], [-1]), (2, 3), (4, 2))
    ([0], [1])
    """
    from .errors import InvalidArgumentError, ShapeError

    n1, n2 = len(shape1), len(shape2)
    try:
        k = operator.index(axes)
    except TypeError:
        a1, a2 = axes
        a1 = _tensordot_axes_of(a1, n1, 1)
        a2 = _tensordot_axes_of(a2, n2, 2)
        if len(a1) != len(a2):
            raise InvalidArgumentError(f"ivy.tensordot: axes {axes} must list as many axes for x1 as for x2") from None
    else:
        if k < 0:
            raise InvalidArgumentError(f"ivy.tensordot: an integer axes must be >= 0, got {k}")
        if k > n1 or k > n2:
            raise InvalidArgumentError(
                f"ivy.tensordot: cannot contract {k} axes of arrays with shapes {tuple(shape1)} and {tuple(shape2)}")
        a1, a2 = list(range(n1 - k, n1)), list(range(k))
    for i, j in zip(a1, a2):
        if shape1[i] != shape2[j]:
            raise ShapeError(f"ivy.tensordot: axis {i} of x1 (size {shape1[i]}) and axis {j} of x2 "
                             f"(size {shape2[j]}) differ in size")
    return a1, a2


# A Python scalar's sample value for promotion, by exact class (np.float64 subclasses float: it
# is not here, and counts as an array), in the order bool < int < float < complex.
_PY_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
_PY_DEFAULT_DTYPE = {bool: _dtypes.bool, int: _dtypes.int64, float: _dtypes.float32, complex: _dtypes.complex64}


def _leaf_dtypes(obj, strong, weak, leaf_dtype, array_cls):
    for v in obj:
        c = type(v)  # (not v.__class__: torch.compile cannot key a dict by a constant's __class__)
        if c in _PY_SAMPLE:
            weak.add(c)
        elif c is list or c is tuple:
            _leaf_dtypes(v, strong, weak, leaf_dtype, array_cls)
        elif c is array_cls:
            strong.add(v.dtype)
        else:
            strong.add(leaf_dtype(v))


def sequence_dtype(obj, leaf_dtype):
    """The ivy dtype ``asarray`` gives a nested list or tuple by ivy's rules: Python scalars are
    weak, every other leaf strong (an ``ivy.Array``, a native array, a NumPy scalar or 0-d
    array), with the dtype ``leaf_dtype(leaf)`` returns for those that are not ``ivy.Array``.
    ``leaf_dtype`` raises ``KeyError`` or ``TypeError`` for a leaf with no ivy dtype, and this
    raises ivy's ``InvalidArgumentError`` then. Returns ``(dtype, has_arrays)``: ``dtype`` is
    ``None`` for an empty sequence (the caller's default float dtype), a sequence of one kind of
    Python scalar gives that kind's default dtype, and ``has_arrays`` says whether any leaf is not
    a Python scalar (a backend may have to unwrap ``ivy.Array`` leaves).

    >>> import ivy
    >>> sequence_dtype([[1, 2.5], [True, 3]], None)
    (ivy.float32, False)
    >>> sequence_dtype([ivy.asarray(1, dtype=ivy.int8, backend="numpy"), 300], None)
    (ivy.int8, True)
    """
    from ._array import Array

    strong, weak = set(), set()
    try:
        _leaf_dtypes(obj, strong, weak, leaf_dtype, Array)
    except (KeyError, TypeError):
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"asarray: {type(obj).__name__} holds values that have no ivy dtype") from None
    if not strong:
        if not weak:
            return None, False
        if len(weak) == 1:
            return _PY_DEFAULT_DTYPE[weak.pop()], False
    samples = [_PY_SAMPLE[c] for c in _PY_SAMPLE if c in weak]
    return _dtypes.result_type(*strong, *samples), bool(strong)


def holds_arrays(obj):
    """Whether the nested list or tuple ``obj`` holds a leaf that is not a Python scalar (an
    ``ivy.Array``, a native array, a NumPy scalar): the test :func:`sequence_dtype` answers
    as well, without finding the dtype (for ``asarray`` with an explicit ``dtype``).

    >>> holds_arrays([[1, 2.5], (True, 3j)])
    False
    >>> import numpy as np
    >>> holds_arrays([[1, 2], [np.float32(3), 4]])
    True
    """
    for v in obj:
        c = type(v)  # (as in _leaf_dtypes)
        if c is list or c is tuple:
            if holds_arrays(v):
                return True
        elif c not in _PY_SAMPLE:
            return True
    return False


def named_dtype(v):
    """The ivy dtype of an object with a NumPy-like ``dtype`` (a NumPy scalar or array), by the
    dtype's name: a ``leaf_dtype`` for :func:`sequence_dtype`. ``KeyError`` for anything else.

    >>> import numpy as np
    >>> named_dtype(np.float64(1.0))
    ivy.float64
    """
    return _dtypes._BY_NAME[getattr(getattr(v, "dtype", None), "name", None)]


def scalar_class(s):
    """The Python scalar kind (``bool``, ``int``, ``float`` or ``complex``) of ``s``, a Python
    scalar or an instance of a subclass (``np.float64``); ivy's ``InvalidArgumentError`` for
    anything else.

    >>> scalar_class(True), scalar_class(2.5)
    (<class 'bool'>, <class 'float'>)
    """
    c = s.__class__
    if c in _PY_SAMPLE:
        return c
    for k in _PY_SAMPLE:
        if isinstance(s, k):
            return k
    from .errors import InvalidArgumentError

    raise InvalidArgumentError(f"expected an array or a Python scalar, got {type(s).__name__}")


def clip_int_bound(b, info, lower):
    """A Python-scalar ``clip`` bound ``b`` for an integer array whose range ``info`` gives (an
    ``iinfo``: ``.min``, ``.max``): clamped to the range, a float rounded inwards (up for the
    lower bound), as a Python int. ivy's ``InvalidArgumentError`` for NaN.

    >>> import ivy
    >>> clip_int_bound(-1000, ivy.iinfo(ivy.int8), True), clip_int_bound(2.5, ivy.iinfo(ivy.int8), True)
    (-128, 3)
    """
    if b != b:
        from .errors import InvalidArgumentError

        raise InvalidArgumentError("clip: a NaN bound cannot apply to an integer array")
    if b <= info.min:
        return int(info.min)
    if b >= info.max:
        return int(info.max)
    if isinstance(b, float):
        return math.ceil(b) if lower else math.floor(b)
    return int(b)


def normalize_axes(axis, nd, fn):
    """``axis`` (an integer or a sequence of them) as a tuple of non-negative ints, in the given
    order, for an array of ``nd`` dimensions; ivy's ``AxisError`` for one out of range and
    ``InvalidArgumentError`` for a repeated one (``fn`` names the function in the message).

    >>> normalize_axes(-1, 3, "ivy.sum"), normalize_axes((2, 0), 3, "ivy.sum")
    ((2,), (2, 0))
    """
    if axis.__class__ is int:
        axis = (axis,)
    elif not hasattr(axis, "__len__"):
        axis = (operator.index(axis),)
    out = []
    for a in axis:
        if not -nd <= a < nd:
            from .errors import AxisError

            raise AxisError(f"{fn}: axis {a} is out of range for an array of {nd} dimensions")
        out.append(int(a) % nd)
    if len(set(out)) != len(out):
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"{fn}: repeated axis in {tuple(axis)}")
    return tuple(out)


def cumulative_axis(name, nd, axis):
    """``cumulative_sum``/``cumulative_prod``'s ``axis`` for an array of ``nd`` dimensions,
    non-negative: ``ShapeError`` for 0-d input, ``None`` only for 1-d input
    (``InvalidArgumentError`` otherwise), ``AxisError`` out of range.

    >>> cumulative_axis("cumulative_sum", 1, None), cumulative_axis("cumulative_sum", 3, -1)
    (0, 2)
    """
    from .errors import AxisError, InvalidArgumentError, ShapeError

    if nd == 0:
        raise ShapeError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")
    if axis is None:
        if nd != 1:
            raise InvalidArgumentError(
                f"ivy.{name} needs axis= for a {nd}-d array (it may be left out only for 1-d arrays)")
        return 0
    if not -nd <= axis < nd:
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis % nd


def norm_of_nothing(shape, ord):  # noqa: A002 (the standard's name)
    """The value of ``linalg.matrix_norm(x, ord=ord)`` for matrices of ``shape`` where it is the
    largest or smallest of no values (the singular values, or the column or row sums, of a
    matrix with a dimension of 0): 0 for the largest, inf for the smallest (the identities of
    max over norms and of min, as ``vector_norm`` gives for a negative ``ord`` over nothing).
    None where the norm needs no special case. The frameworks differed: TensorFlow's ``Max``
    gave -inf; NumPy, torch and JAX raised for the smallest.

    >>> norm_of_nothing((0, 3), 2), norm_of_nothing((3, 0), -1), norm_of_nothing((0, 3), -1)
    (0.0, inf, None)
    """
    m, n = shape[-2], shape[-1]
    if ord == 2 or ord == -2:
        empty = m == 0 or n == 0
    elif ord == 1 or ord == -1:
        empty = n == 0  # the largest (smallest) of the n column sums
    elif ord == math.inf or ord == -math.inf:
        empty = m == 0  # of the m row sums
    else:
        return None  # 'fro' and 'nuc' are sums: 0 for no values, with no special case
    if not empty:
        return None
    return math.inf if ord < 0 else 0.0


def cross_axis(axis, shape1, shape2):
    """``linalg.cross``'s ``axis`` for arrays of ``shape1`` and ``shape2`` as a negative index
    (a non-negative one counts in their broadcast shape, as the standard says): ivy's
    ``AxisError`` outside [-N, N) for N the larger rank (or for a 0-d array), ``ShapeError``
    where an array lacks the axis or has not 3 elements along it.

    >>> cross_axis(1, (2, 3), (3,)), cross_axis(-2, (3, 4), (3, 1))
    (-1, -2)
    """
    from .errors import AxisError, ShapeError

    n1, n2 = len(shape1), len(shape2)
    n = n1 if n1 > n2 else n2
    if n1 == 0 or n2 == 0 or not -n <= axis < n:
        raise AxisError(f"ivy.linalg.cross: axis {axis} is out of range for shapes {tuple(shape1)} and "
                        f"{tuple(shape2)}")
    a = axis - n if axis >= 0 else axis
    if a < -n1 or a < -n2 or shape1[a] != 3 or shape2[a] != 3:
        raise ShapeError(f"ivy.linalg.cross needs size 3 along axis {axis}, got shapes {tuple(shape1)} and "
                         f"{tuple(shape2)}")
    return a


def roll_shifts(shift, axis):
    """``roll``'s ``shift`` and ``axis`` (not None) as two tuples of one length: an int shift
    applies to every axis; a sequence of shifts needs as many axes, as the standard says
    (NumPy and TensorFlow broadcast one shift against several axes and rolled an axis named
    once by the sum of several shifts; torch, JAX and MXNet refused): ivy's
    ``InvalidArgumentError`` otherwise.

    >>> roll_shifts(2, (0, 1)), roll_shifts((1, -1), (1, 0))
    (((2, 2), (0, 1)), ((1, -1), (1, 0)))
    """
    axis = int_or_ints(axis)  # (integer scalars and arrays too, as NumPy takes them)
    shift = int_or_ints(shift)
    axes = (axis,) if axis.__class__ is int else axis
    if shift.__class__ is int:
        return (shift,) * len(axes), axes
    shifts = shift
    if len(shifts) != len(axes):
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"ivy.roll: {len(shifts)} shifts for {len(axes)} axes; give one shift per axis, "
                                   f"or one int for all")
    return shifts, axes


def counts(v, name, what):
    """``v`` (an int, or a sequence of them: ``tile``'s repetitions, ``repeat``'s repeats) as a
    Python int or a tuple of ints; ivy's ``InvalidArgumentError`` where one is negative (the
    frameworks raised ShapeError, InvalidArgumentError, or for JAX's ``tile`` an MLIR error).

    >>> counts((2, 0), "tile", "repetitions")
    (2, 0)
    """
    v = int_or_ints(v)
    if (v < 0) if v.__class__ is int else any(e < 0 for e in v):
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"ivy.{name}: {what} must be non-negative, got {v}")
    return v


def bernoulli_parameter(probs, logits):
    """``bernoulli``'s one parameter: ``probs`` or ``logits``, whichever is given; ivy's
    ``InvalidArgumentError`` unless exactly one is.

    >>> bernoulli_parameter(None, 0.0)
    0.0
    """
    if (probs is None) == (logits is None):
        from .errors import InvalidArgumentError

        raise InvalidArgumentError("ivy.bernoulli takes one of probs and logits (the other None)")
    return probs if probs is not None else logits


def multinomial_probs(rows, num_samples, replace):
    """Check ``multinomial``'s probabilities, ``rows`` (lists of floats, one per batch): finite
    and non-negative, each row with a positive sum, and without replacement at least
    ``num_samples`` nonzero entries per row; ivy's ``InvalidArgumentError`` otherwise, as NumPy
    and torch refuse them (JAX and TensorFlow drew from all-zero or negative rows, torch drew
    zero-probability entries without replacement).

    >>> multinomial_probs([[0.5, 0.0, 0.5]], 2, False)
    """
    from .errors import InvalidArgumentError

    for row in rows:
        bad = None
        if not all(0.0 <= v < math.inf for v in row):
            bad = "must be finite and non-negative"
        elif not sum(row) > 0:
            bad = "must have a positive sum in every row"
        elif not replace and sum(v > 0 for v in row) < num_samples:
            bad = f"need at least {num_samples} nonzero entries in every row to draw {num_samples} without replacement"
        if bad is not None:
            raise InvalidArgumentError(f"ivy.multinomial: the probabilities {bad}")


# Reductions that add at least this many values along a leading axis are accumulated in float64
# (single and half precision) by the backends whose CPU kernels add them a row at a time.
ROW_BY_ROW_FROM = 128


def sums_row_by_row(shape, axis, at_least=ROW_BY_ROW_FROM):
    """Whether a reduction of a C-ordered array of ``shape`` over ``axis`` adds at least
    ``at_least`` values along an axis that is not among the trailing ones: NumPy's and
    TensorFlow's CPU kernels sum pairwise (or in a tree) along the contiguous trailing axes
    only, and over a leading axis add a row at a time in the input's precision (the column
    sums of 2**18 float32 values near 100 came out 1.8e-3 off, and their variance 0.4 off).
    ``axis`` None, and axes out of range (the backend's error), are not.

    >>> sums_row_by_row((1000, 3), 0), sums_row_by_row((3, 1000), 1), sums_row_by_row((100, 3), 0)
    (True, False, False)
    """
    if axis is None:
        return False
    nd = len(shape)
    axes = (axis,) if axis.__class__ is int else tuple(axis)
    if not all(-nd <= a < nd for a in axes):
        return False
    axes = {a % nd for a in axes}
    if axes == set(range(nd - len(axes), nd)):
        return False
    n = 1
    for a in axes:
        n *= shape[a]
    return n >= at_least


# randint's rule for its spans (high - low): up to this one, an offset is a random 63- or 64-bit
# word modulo the span (the favoured offsets' excess chance is below span / 2**63 = 2**-23);
# beyond it, words that would favour some offsets are drawn again, so that every offset has the
# same chance (the frameworks' own draws take the modulo: torch gave 0.376 of its draws below
# 2**61 from a span of 3 * 2**61, for 1/3). Inside compiled or transformed code, where nothing
# can be read back to decide on another try, the modulo is taken.
RANDINT_MODULO_SPAN = 2**40


def randint_bounds(empty, low_min, high_max, dtype):
    """Check ``randint``'s array bounds from what the backend read back: ``empty``, whether some
    ``high <= low``, and the smallest ``low`` and largest ``high`` (Python ints; None where the
    bounds are not integers, or hold nothing). ``high`` must exceed ``low`` everywhere, and
    every value of ``[low, high)`` must fit the integer ``dtype``;
    ``InvalidArgumentError`` otherwise, as NumPy's ``integers`` refuses (bounds beyond uint8
    wrapped on some backends, and int32 bounds beyond 2**31 saturated on others).

    >>> randint_bounds(False, 0, 256, "uint8")
    >>> randint_bounds(False, 0, 300, "uint8")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.InvalidArgumentError: ivy.randint: the bounds hold values outside uint8 ...
    """
    from .errors import InvalidArgumentError

    if empty:
        raise InvalidArgumentError("ivy.randint: high must be greater than low")
    if low_min is None:
        return
    name = _dtype_name(dtype)
    info = _dtypes.iinfo(_dtypes._BY_NAME[name])
    if low_min < info.min or high_max - 1 > info.max:
        raise InvalidArgumentError(
            f"ivy.randint: the bounds hold values outside {name} ([{info.min}, {info.max}]): low reaches "
            f"{low_min} and high - 1 reaches {high_max - 1}")


def randint_array_bounds(low, high, dtype):
    """:func:`randint_bounds` of NumPy arrays ``low`` and ``high`` (read back from the backend's
    bounds), returning ``high.max() - low.min()``, the widest span (None where the bounds are
    not integers or hold nothing).

    >>> import numpy as np
    >>> randint_array_bounds(np.array([0, 5]), np.array([3, 9]), "int8")
    9
    """
    ints = low.dtype.kind in "biu" and high.dtype.kind in "biu" and low.size and high.size
    low_min, high_max = (int(low.min()), int(high.max())) if ints else (None, None)
    randint_bounds(bool((high <= low).any()), low_min, high_max, dtype)
    return high_max - low_min if ints else None


def _split(a):
    """Veltkamp's split of float64 ``a`` into two halves of 26 bits each: ``a == hi + lo``."""
    c = 134217729.0 * a  # 2**27 + 1
    hi = c - (c - a)
    return hi, a - hi


def _residual(xp, a, b, p):
    """``p - a * b`` exactly (Dekker's product; float64 arrays whose product is normal and below
    2**995), for ``p`` within an ulp or two of the product, so that ``p - a * b`` is a float64."""
    ah, al = _split(a)
    bh, bl = _split(b)
    ab = a * b
    err = ((ah * bh - ab) + ah * bl + al * bh) + al * bl  # a * b == ab + err exactly
    return (p - ab) - err


def rounded_sqrt(xp, x, sqrt):
    """The correctly rounded float64 square root of ``x`` (the standard requires it), from
    ``sqrt``, a kernel within an ulp of it, through the exact residual: ``s + (x - s * s) / (2 s)``
    twice, a tie going down (torch's CPU kernel was an ulp off for 1% of float64 values). ``x``
    below 2**-900 or above 2**900 is scaled by 2**1000 or 2**-1000 first (exact) so that
    ``s * s`` neither under- nor overflows. ``xp`` is the framework's namespace (``where``,
    ``isfinite``, ``nextafter``, ``zeros_like``); zeros, infinities, NaN and negative ``x`` keep
    ``sqrt(x)``.

    >>> import numpy as np
    >>> float(rounded_sqrt(np, np.asarray(2.0), np.sqrt))
    1.4142135623730951
    """
    small = x < 2.0 ** -900
    big = x > 2.0 ** 900
    xs = xp.where(small, x * 2.0 ** 1000, xp.where(big, x * 2.0 ** -1000, x))
    s = sqrt(xs)
    t = s
    # twice: a root an ulp below a power of two (a binade below the root) overshoots once
    zero = xp.zeros_like(s)
    for _ in range(2):
        d = _residual(xp, t, t, xs) / (t + t)  # (xs - t * t, exactly) / 2t
        n = t + d
        # the root is below t + d (the next term, -d**2 / 2t, is negative): where t + d was a
        # tie rounded up (the square root of the largest float64 was), the lower neighbour is it
        lo = xp.nextafter(n, zero)
        err = d - (n - t)  # (t + d) - n, exactly
        t = xp.where((err < 0) & (err + err == lo - n), lo, n)
    fixed = xp.where(xp.isfinite(t) & (s > 0), t, s)
    return xp.where(small, fixed * 2.0 ** -500, xp.where(big, fixed * 2.0 ** 500, fixed))


def fftn_args(name, shape, s, axes, kind="c2c"):
    """An n-D transform's ``s`` and ``axes`` by the standard's rules, checked, for an input of
    ``shape``; ``kind`` is ``"c2c"`` (fftn, ifftn), ``"r2c"`` (rfftn) or ``"c2r"`` (irfftn).
    Returns ``(s, axes)``: ``axes`` as non-negative ints (the last ``len(s)`` axes when only
    ``s`` is given, every axis when neither; ``AxisError`` out of range, ``InvalidArgumentError``
    repeated), and ``s`` as each transformed axis' output size (None only for a dimension
    unknown while tracing): the input's size where ``s`` is not given or holds -1, except on
    irfftn's last axis, where that is ``2 * (size - 1)``, so that every input element is used,
    as the standard has it (NumPy and torch took -1 there as the size itself and dropped input
    elements; JAX and TensorFlow did not). ``InvalidArgumentError`` where ``s`` and ``axes``
    differ in length, a size is below 1, or a real transform has no axis (its last axis is the
    half one).

    >>> fftn_args("irfftn", (2, 3), (-1, -1), None, "c2r"), fftn_args("fftn", (2, 3), (5,), None)
    (((2, 4), (0, 1)), ((5,), (1,)))
    """
    from .errors import InvalidArgumentError

    nd = len(shape)
    if s is not None:
        s = tuple(s)
        if axes is None:
            axes = tuple(range(nd - len(s), nd)) if len(s) <= nd else tuple(range(-len(s), 0))
    axes = tuple(range(nd)) if axes is None else normalize_axes(tuple(axes), nd, f"ivy.fft.{name}")
    if s is not None and len(s) != len(axes):
        raise InvalidArgumentError(f"ivy.fft.{name}: s {s} and axes {axes} differ in length")
    if kind != "c2c" and not axes:
        raise InvalidArgumentError(f"ivy.fft.{name} needs at least one axis to transform (its last is the half one)")
    last = len(axes) - 1
    sizes = []
    for i, a in enumerate(axes):
        v = -1 if s is None else s[i]
        if v == -1:
            m = shape[a]
            if m is None:  # (a dimension unknown while tracing: left to the framework)
                sizes.append(None)
                continue
            v = 2 * (m - 1) if kind == "c2r" and i == last else m
        if v < 1:
            raise InvalidArgumentError(
                f"ivy.fft.{name}: the transform sizes must be positive, got {v} along axis {a} (input shape "
                f"{tuple(shape)}{'' if s is None else f', s {s}'})")
        sizes.append(int(v))
    return tuple(sizes), axes


def fft_freq_args(name, n, d, dtype):
    """``fft.fftfreq``/``fft.rfftfreq``'s arguments checked: ``n`` a positive integer, ``d``
    nonzero, ``dtype`` (native or ivy, or None) a real floating-point dtype; ivy's
    ``InvalidArgumentError`` otherwise.

    >>> fft_freq_args("fftfreq", 8, 0.5, None)
    """
    from .errors import InvalidArgumentError

    if int(n) != n or n < 1:
        raise InvalidArgumentError(f"ivy.fft.{name}: n must be a positive integer, got {n!r}")
    if d == 0:
        raise InvalidArgumentError(f"ivy.fft.{name}: the sample spacing d must be nonzero")
    if dtype is not None:
        dn = _dtype_name(dtype)
        if dn not in _dtypes._BY_NAME or _dtypes._BY_NAME[dn].kind != "f":
            raise InvalidArgumentError(f"ivy.fft.{name}: dtype must be a real floating-point dtype, got {dn}")


def promotion_tables(native_dtypes, key=None):
    """ivy's type promotion as three dicts over a backend's dtypes, for one lookup a call on the
    hot path: ``promote[k(a), k(b)]`` is the native dtype of ``ivy.promote_types`` of two native
    dtypes, ``weak[k(a), cls]`` that of ``ivy.result_type`` of an array of dtype ``a`` and a
    Python scalar of class ``cls`` (weak), and ``pair_default[cls1, cls2]`` that of two Python
    scalars. ``native_dtypes`` maps ivy dtypes to native ones (a backend's ``NATIVE_DTYPES``);
    ``key`` turns a native dtype into its dict key (default: the dtype; TensorFlow's backend
    uses ``id``).

    >>> import ivy
    >>> promote, weak, pair = promotion_tables({d: d.name for d in ivy.all_dtypes})
    >>> promote["int8", "uint8"], weak["int8", int], weak["int8", float], pair[int, float]
    ('int16', 'int8', 'float32', 'float32')
    """
    k = (lambda d: d) if key is None else key
    items = list(native_dtypes.items())
    promote = {(k(a), k(b)): native_dtypes[_dtypes.promote_types(ia, ib)] for ia, a in items for ib, b in items}
    weak = {(k(a), c): native_dtypes[_dtypes.result_type(ia, s)] for ia, a in items for c, s in _PY_SAMPLE.items()}
    pair = {(c1, c2): native_dtypes[_dtypes.result_type(s1, s2)]
            for c1, s1 in _PY_SAMPLE.items() for c2, s2 in _PY_SAMPLE.items()}
    return promote, weak, pair
