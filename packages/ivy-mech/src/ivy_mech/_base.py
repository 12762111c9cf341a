"""Private helpers of ivy_mech: argument checks, ivy.Array unwrapping, shared numerics.

Every public function unwraps its array arguments once (an ``ivy.Array`` gives its native
array), computes on native arrays with ivy functions and the arrays' own operators, and wraps
the result again when an argument was an ``ivy.Array``. The checks below cost a class test,
a dict lookup of the dtype and a shape read; anything slower runs only on the first sight of
a dtype, or when two arguments differ in framework, dtype or shape.
"""

from __future__ import annotations

import ivy

Array = ivy.Array

# native dtypes seen to be real floating point (numpy/jax dtypes, torch.dtype, tf.DType, ...)
_FLOATS: set = set()
_CONVERTIBLE = (list, tuple, int, float, bool)

# Below this squared angle (radian^2) the sinc-like factors are evaluated as Taylor series: the
# truncated series is exact to float64 rounding there, and above it the closed forms' gradients
# keep a relative error below ~1e-3 in float32 (their rounding grows as eps / angle^2).
SMALL_ANGLE_SQ = 1e-4


def _as_float(x, name):
    """``x`` (native) as a real floating-point array: ints and bools become the default float
    dtype; complex input is refused."""
    d = ivy.dtype(x)
    if ivy.is_float_dtype(d):
        _FLOATS.add(x.dtype)
        return x
    if ivy.isdtype(d, "complex floating"):
        raise ivy.DtypeError(f"{name} must be a real floating-point array, got dtype {d.name}")
    return ivy.astype(x, ivy.default_float_dtype())


def native(x, name):
    """``(x as a native float array, whether it came as an ivy.Array)``.

    Python lists and numbers become an ivy.Array on the current backend (so the result is one).
    """
    c = x.__class__
    if c is Array:
        x = x.data
        wrapped = True
    elif c in _CONVERTIBLE:
        x = ivy.asarray(x).data
        wrapped = True
    else:
        wrapped = False
    try:
        dt = x.dtype
    except AttributeError:
        raise ivy.InvalidArgumentError(f"{name} must be an array, got {type(x).__name__}") from None
    if dt not in _FLOATS:
        x = _as_float(x, name)
    return x, wrapped


def shape_error(name, expected, shape):
    return ivy.ShapeError(f"{name} must have shape {expected}, got shape {tuple(shape)}")


def vec(x, name, n, expected):
    """``native(x)`` with a check that the last dimension is ``n``; ``expected`` describes it."""
    x, wrapped = native(x, name)
    s = x.shape
    if len(s) < 1 or s[-1] != n:  # len: a TensorShape of rank 0 is truthy
        raise shape_error(name, expected, s)
    return x, wrapped


def mat(x, name, rows, cols, expected):
    """``native(x)`` with a check that the last two dimensions are ``rows`` (an int or a tuple of
    accepted ints) by ``cols``."""
    x, wrapped = native(x, name)
    s = x.shape
    if len(s) < 2 or s[-1] != cols or (s[-2] not in rows if rows.__class__ is tuple else s[-2] != rows):
        raise shape_error(name, expected, s)
    return x, wrapped


def out(r, wrapped):
    return Array(r) if wrapped else r


def check_batch_shape(batch_shape, x_batch, name):
    """A given ``batch_shape`` must be the input's own (ivy_mech infers it; it never broadcasts)."""
    if batch_shape is not None and tuple(batch_shape) != tuple(x_batch):
        raise ivy.ShapeError(
            f"batch_shape {tuple(batch_shape)} does not match the batch shape {tuple(x_batch)} of {name}; "
            "pass batch_shape=None to infer it"
        )


def on_device(r, device):
    return r if device is None else ivy.to_device(r, device)


_FRAMEWORK_OF = {"jaxlib": "jax", "mxnet": "mxnet", "torch": "torch", "tensorflow": "tensorflow"}


def _is_numpy(x):
    return type(x).__module__ == "numpy"


def _like(x, other):
    """NumPy ``x`` as an array of ``other``'s framework, dtype and device (works without the
    numpy backend installed)."""
    return ivy.asarray(x, dtype=ivy.dtype(other), device=ivy.dev(other), backend=ivy.current_backend(other)).data


def common(a, b, name_a, name_b):
    """Two native arrays made to meet: a NumPy array beside another framework's array becomes
    one of that framework in its dtype (NumPy arrays are data here, as Python lists are); two
    float dtypes of one framework promote. Only a class or dtype that differs costs more than
    two attribute reads."""
    if a.__class__ is not b.__class__:
        na, nb = _is_numpy(a), _is_numpy(b)
        if na and not nb:
            a = _like(a, b)
        elif nb and not na:
            b = _like(b, a)
        elif not na:  # two classes of one framework (a tracer and an array, a Parameter and a Tensor)?
            try:
                ivy.current_backend(a, b)
            except ivy.MixedFrameworksError:
                fa, fb = (_FRAMEWORK_OF.get(m, m) for m in (type(x).__module__.partition(".")[0] for x in (a, b)))
                raise ivy.MixedFrameworksError(
                    f"{name_a} is a {fa} array and {name_b} a {fb} array; convert one first, "
                    f"e.g. ivy.to_backend({name_b}, {fa!r})"
                ) from None
    if a.dtype != b.dtype:
        d = ivy.result_type(ivy.dtype(a), ivy.dtype(b))
        a, b = ivy.astype(a, d), ivy.astype(b, d)
    return a, b


def broadcast_batch(a, b, name_a, name_b, a_tail=1, b_tail=1):
    """The broadcast batch shape of ``a`` and ``b`` (their shapes less ``*_tail`` trailing dims),
    or a ShapeError naming both."""
    sa, sb = tuple(a.shape[: len(a.shape) - a_tail]), tuple(b.shape[: len(b.shape) - b_tail])
    if sa == sb:
        return sa
    try:
        return tuple(ivy.broadcast_shapes(sa, sb))
    except ivy.ShapeError:
        raise ivy.ShapeError(
            f"the batch shapes of {name_a} {sa} and {name_b} {sb} do not broadcast"
        ) from None


_SQRT: dict = {}  # array class -> its square root


def _method_sqrt(x):
    return x.sqrt()  # a tensor method call: torch.compile traces it


def _sqrt_of(cls):
    """torch's own square root for torch tensors, ivy.sqrt for the rest."""
    f = _method_sqrt if cls.__module__.partition(".")[0] == "torch" else ivy.sqrt
    _SQRT[cls] = f
    return f


def sqrt(x):
    """Square roots: ivy.sqrt, except on torch, where ivy.sqrt's correct rounding goes through
    float64 on the CPU (9x the time of torch.sqrt at 10^5 float32 elements) and torch's own
    kernel (within an ulp) is taken: rotations need no correct rounding."""
    f = _SQRT.get(x.__class__)
    if f is None:
        f = _sqrt_of(x.__class__)
    return f(x)


def safe_sqrt(x2, small):
    """``sqrt(x2)`` where ``small`` is False, 1 elsewhere: the square root the closed-form
    branch of a ``where`` divides by, with finite gradients where the series branch is taken."""
    return sqrt(ivy.where(small, 1.0, x2))


_CONSTS: dict = {}  # (group, array class, dtype, device) -> {name: native array}


def constants(x, group, values):
    """``values`` (name -> nested lists of Python floats) as native arrays of ``x``'s framework,
    dtype and device, made once per ``group``, array class, dtype and device (made again on each
    call where they come out symbolic: inside a trace)."""
    key = (group, x.__class__, x.dtype, ivy.dev(x))
    made = _CONSTS.get(key)
    if made is None:
        backend = ivy.current_backend(x)
        dtype = ivy.dtype(x)
        made = {k: ivy.asarray(v, dtype=dtype, device=key[3], backend=backend).data for k, v in values.items()}
        is_abstract = getattr(backend, "is_abstract", None)
        if is_abstract is None or not any(is_abstract(a) for a in made.values()):
            _CONSTS[key] = made
    return made


def series(x, coeffs):
    """``coeffs[0] + coeffs[1] x + coeffs[2] x^2 + ...`` by Horner's rule (``x`` an array)."""
    r = coeffs[-1] * x + coeffs[-2]
    for c in reversed(coeffs[:-2]):
        r = r * x + c
    return r


def matrix(entries, batch, rows=3, cols=3):
    """``rows`` x ``cols`` matrices from their row-major entries (native arrays of shape
    ``batch``). One stack and a reshape; where the batch shape is not known (a symbolic
    TensorFlow dimension) a stack of rows."""
    if None in batch:
        return ivy.stack(
            [ivy.stack(entries[i * cols:(i + 1) * cols], axis=-1) for i in range(rows)], axis=-2
        )
    return ivy.reshape(ivy.stack(entries, axis=-1), (*batch, rows, cols))


def entries(m):
    """The entries of matrices ``m`` (``[..., R, C]``), as a list of rows of native arrays."""
    return [ivy.unstack(r, axis=-1) for r in ivy.unstack(m, axis=-2)]


def wrap_angle(a):
    """Angles in [-2 pi, 2 pi] brought into [-pi, pi]."""
    two_pi = 6.283185307179586
    return ivy.where(a > 3.141592653589793, a - two_pi, ivy.where(a < -3.141592653589793, a + two_pi, a))


# ----------------------------------------------------------------- Euler conventions

VALID_EULER_CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]

_AXIS = {"x": 0, "y": 1, "z": 2}


def _parity(p):
    """+1 for an even permutation of (0, 1, 2) (a cyclic shift), -1 for an odd one."""
    return 1 if p in ((0, 1, 2), (1, 2, 0), (2, 0, 1)) else -1


def _make_spec(conv):
    """``(proper, i, j, k, s)``: the convention ``"abc"`` maps the base case (``xyx`` for proper
    Euler angles, ``xyz`` for Tait-Bryan ones) onto axes ``(i, j, k)`` by the rotation
    ``Q e_0 = e_i, Q e_1 = e_j, Q e_2 = s e_k`` (``k`` is ``c`` for Tait-Bryan angles, the unused
    axis for proper ones; ``s`` the parity of ``(i, j, k)``, so that ``Q`` is a rotation). An odd
    Tait-Bryan convention also negates its third angle (``Q R_z(t) Q^T = R_k(-t)``)."""
    a, b, c = (_AXIS[ch] for ch in conv)
    proper = a == c
    k = 3 - a - b if proper else c
    return proper, a, b, k, _parity((a, b, k))


EULER_SPECS = {c: _make_spec(c) for c in VALID_EULER_CONVENTIONS}


def euler_spec(convention):
    try:
        return EULER_SPECS[convention]
    except (KeyError, TypeError):
        hint = ""
        if isinstance(convention, str) and convention.lower() in EULER_SPECS:
            hint = (
                "; conventions are extrinsic and lower-case (scipy's from_euler('abc')); the intrinsic "
                f"{convention!r} is the extrinsic {convention.lower()[::-1]!r} with the angles reversed"
            )
        raise ivy.InvalidArgumentError(
            f"convention must be one of {VALID_EULER_CONVENTIONS}, got {convention!r}{hint}"
        ) from None


def canonical(q):
    """Quaternions ``[..., 4]`` with a non-negative scalar part (``q`` and ``-q`` are one rotation)."""
    return ivy.where(q[..., 3:4] < 0, -q, q)
