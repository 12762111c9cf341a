"""The op records of JAX's own ``jax.numpy`` test suite, as facts (names, arities, dtype families,
shape families, value kinds, tolerances), read from ``tests/lax_numpy_operators_test.py`` and
``tests/lax_numpy_reducers_test.py`` of jax-ml/jax (JAX_ONE_TO_ONE_OP_RECORDS,
JAX_COMPOUND_OP_RECORDS, JAX_BITWISE_OP_RECORDS, JAX_OPERATOR_OVERLOADS,
JAX_RIGHT_OPERATOR_OVERLOADS, JAX_REDUCER_RECORDS, JAX_REDUCER_INITIAL_RECORDS,
JAX_REDUCER_WHERE_NO_INITIAL_RECORDS, JAX_REDUCER_NO_DTYPE_RECORDS, JAX_REDUCER_PROMOTE_INT_RECORDS,
JAX_ARGMINMAX_RECORDS).

Each record: ``(group, name, nargs, dtype family, shape family, values, options)``; ``options`` may
hold ``kwargs``, ``tol`` (a relative/absolute tolerance over the driver's default),
``check_dtypes`` (False where JAX's own test does not check them), ``alias``.
Dtype families are JAX's test families on CPU without x64 (64-bit types are canonicalized away).
"""

FLOAT = ("bfloat16", "float16", "float32")
COMPLEX = ("complex64",)
INT = ("int8", "int16", "int32")
UNSIGNED = ("uint8", "uint16", "uint32")
BOOL = ("bool",)
FAMILIES = {
    "float": FLOAT, "complex": COMPLEX, "int": INT, "unsigned": UNSIGNED, "bool": BOOL,
    "int+unsigned": INT + UNSIGNED, "default": FLOAT + INT, "inexact": FLOAT + COMPLEX,
    "number": FLOAT + COMPLEX + INT + UNSIGNED, "real": FLOAT + INT + UNSIGNED,
    "all": FLOAT + COMPLEX + INT + UNSIGNED + BOOL, "default+bool": FLOAT + INT + BOOL,
    "default+unsigned": FLOAT + INT + UNSIGNED, "float-no-bf16": ("float16", "float32"),
    "number-no-bf16": ("float16", "float32") + COMPLEX + INT + UNSIGNED,
    "all-no-bf16": ("float16", "float32") + COMPLEX + INT + UNSIGNED + BOOL,
    "number-no-8bit": FLOAT + COMPLEX + ("int16", "int32") + ("uint16", "uint32"),
    "int32": ("int32",), "int8": ("int8",),
}
PY = "py"   # a Python scalar (bool, int, float or complex: JAX's python_scalar_dtypes)
NP0 = "np0"  # a 0-d array
SHAPES = {
    "all": (NP0, PY, (), (4,), (3, 4), (3, 1), (1, 4), (2, 1, 4), (2, 3, 4), (0,), (0, 4), (3, 0)),
    "nonempty": (NP0, PY, (), (4,), (3, 4), (3, 1), (1, 4), (2, 1, 4), (2, 3, 4)),
    "nonempty_nonscalar": ((4,), (3, 4), (3, 1), (1, 4), (2, 1, 4), (2, 3, 4)),
}

R = []


def rec(group, name, nargs, dtypes, shapes, values="default", **options):
    R.append((group, name, nargs, dtypes, shapes, values, options))


# --- JAX_ONE_TO_ONE_OP_RECORDS
rec("op", "abs", 1, "all", "all")
rec("op", "add", 2, "all", "all")
rec("op", "ceil", 1, "float", "all")
rec("op", "ceil", 1, "int+unsigned", "all", check_dtypes=False, test_name="ceil_int")
rec("op", "conj", 1, "number", "all")
rec("op", "equal", 2, "all", "all", "some_equal")
rec("op", "exp", 1, "number", "all")
rec("op", "fabs", 1, "float", "all")
rec("op", "float_power", 2, "inexact", "all", "default_scale1", check_dtypes=False)
rec("op", "floor", 1, "float", "all")
rec("op", "floor", 1, "int+unsigned", "all", check_dtypes=False, test_name="floor_int")
rec("op", "greater", 2, "all", "all", "some_equal")
rec("op", "greater_equal", 2, "all", "all", "some_equal")
rec("op", "i0", 1, "float", "all", check_dtypes=False)
rec("op", "ldexp", 2, "int", "all", check_dtypes=False)
rec("op", "less", 2, "all", "all", "some_equal")
rec("op", "less_equal", 2, "all", "all", "some_equal")
rec("op", "log", 1, "number", "all", "positive")
rec("op", "logical_and", 2, "all", "all", "bool")
rec("op", "logical_not", 1, "all", "all", "bool")
rec("op", "logical_or", 2, "all", "all", "bool")
rec("op", "logical_xor", 2, "all", "all", "bool")
rec("op", "maximum", 2, "all", "all", "some_inf")
rec("op", "minimum", 2, "all", "all", "some_inf")
rec("op", "multiply", 2, "all", "all")
rec("op", "negative", 1, "number", "all")
rec("op", "nextafter", 2, "float-no-bf16", "all")
rec("op", "not_equal", 2, "all", "all", "some_equal")
rec("op", "array_equal", 2, "number", "all", "some_equal")
rec("op", "array_equiv", 2, "number", "all", "some_equal")
rec("op", "reciprocal", 1, "inexact", "all")
rec("op", "subtract", 2, "number", "all")
rec("op", "signbit", 1, "default+bool", "all", "some_inf_and_nan")
rec("op", "trunc", 1, "float", "all", "some_inf_and_nan")
rec("op", "trunc", 1, "int+unsigned", "all", "some_inf_and_nan", check_dtypes=False, test_name="trunc_int")
rec("op", "sin", 1, "number", "all")
rec("op", "cos", 1, "number", "all")
rec("op", "tan", 1, "inexact+int", "all", "uniform_1_5")
rec("op", "tan", 1, "unsigned", "all", "uniform_0_1_5", test_name="tan_unsigned")
rec("op", "sinh", 1, "number", "all")
rec("op", "cosh", 1, "number", "all")
rec("op", "tanh", 1, "number", "all")
rec("op", "arcsin", 1, "number", "all", "small")
rec("op", "arccos", 1, "number", "all", "small")
rec("op", "arctan", 1, "number", "all", "small")
rec("op", "arctan2", 2, "float", "all", "small", check_dtypes=False)
rec("op", "arcsinh", 1, "number", "all")
rec("op", "arccosh", 1, "number", "all")
rec("op", "arctanh", 1, "number", "all", "small")
rec("op", "asin", 1, "number", "all", "small")
rec("op", "acos", 1, "number", "all", "small")
rec("op", "atan", 1, "number", "all", "small")
rec("op", "atan2", 2, "float", "all", "small", check_dtypes=False)
rec("op", "asinh", 1, "number", "all")
rec("op", "acosh", 1, "number", "all")
rec("op", "atanh", 1, "number", "all", "small")

# --- JAX_COMPOUND_OP_RECORDS
rec("op", "angle", 1, "number", "all", check_dtypes=False)
rec("op", "angle", 1, "number", "all", check_dtypes=False, kwargs={"deg": True}, test_name="angle_deg")
rec("op", "atleast_1d", 1, "default", "all")
rec("op", "atleast_2d", 1, "default", "all")
rec("op", "atleast_3d", 1, "default", "all")
rec("op", "cbrt", 1, "default", "all", "some_inf")
rec("op", "conjugate", 1, "number", "all")
rec("op", "deg2rad", 1, "float", "all")
rec("op", "divide", 2, "number", "all", "nonzero")
rec("op", "divmod", 2, "int+float", "all", "nonzero")
rec("op", "exp2", 1, "number", "all")
rec("op", "expm1", 1, "number", "all", "positive", test_name="expm1_large")
rec("op", "expm1", 1, "number", "all", "small_positive")
rec("op", "fix", 1, "float", "all")
rec("op", "fix", 1, "int+unsigned", "all", check_dtypes=False, test_name="fix_int")
rec("op", "floor_divide", 2, "default+unsigned", "all", "nonzero")
rec("op", "fmin", 2, "number", "all", "some_nan")
rec("op", "fmax", 2, "number", "all", "some_nan")
rec("op", "fmod", 2, "default", "all", "some_nan")
rec("op", "heaviside", 2, "default", "all")
rec("op", "hypot", 2, "real", "all")
rec("op", "kron", 2, "number", "nonempty")
rec("op", "outer", 2, "number", "all")
rec("op", "imag", 1, "number", "all", "some_inf")
rec("op", "iscomplex", 1, "number", "all", "some_inf")
rec("op", "isfinite", 1, "inexact", "all", "some_inf_and_nan")
rec("op", "isinf", 1, "inexact", "all", "some_inf_and_nan")
rec("op", "isnan", 1, "inexact", "all", "some_inf_and_nan")
rec("op", "isneginf", 1, "float", "all", "some_inf_and_nan")
rec("op", "isposinf", 1, "float", "all", "some_inf_and_nan")
rec("op", "isreal", 1, "number", "all", "some_inf")
rec("op", "isrealobj", 1, "number", "all", "some_inf")
rec("op", "log2", 1, "number", "all", "positive")
rec("op", "log10", 1, "number", "all", "positive")
rec("op", "log1p", 1, "number", "all", "positive", test_name="log1p_large")
rec("op", "log1p", 1, "number", "all", "small_positive")
rec("op", "logaddexp", 2, "float", "all", "some_inf_and_nan")
rec("op", "logaddexp2", 2, "float", "all", "some_inf_and_nan")
rec("op", "polyval", 2, "number-no-8bit", "nonempty_nonscalar", check_dtypes=False, tol=4e-2)
rec("op", "positive", 1, "number", "all")
rec("op", "pow", 2, "number", "all", "positive", check_dtypes=False)
rec("op", "power", 2, "number", "all", "positive", check_dtypes=False)
rec("op", "rad2deg", 1, "float", "all")
rec("op", "ravel", 1, "all", "all")
rec("op", "real", 1, "number", "all", "some_inf")
rec("op", "remainder", 2, "default", "all", "some_zero")
rec("op", "mod", 2, "default", "all", "some_zero")
rec("op", "modf", 1, "float", "all")
rec("op", "modf", 1, "int+unsigned", "all", check_dtypes=False, test_name="modf_int")
rec("op", "rint", 1, "inexact", "all", "some_inf_and_nan")
rec("op", "rint", 1, "int+unsigned", "all", check_dtypes=False, test_name="rint_int")
rec("op", "sign", 1, "number", "all", "some_inf_and_nan")
rec("op", "copysign", 2, "default+unsigned", "all", "some_inf_and_nan", check_dtypes=False)
rec("op", "sinc", 1, "number-no-bf16", "all", check_dtypes=False)
rec("op", "square", 1, "number", "all")
rec("op", "sqrt", 1, "number", "all", "positive")
rec("op", "transpose", 1, "all", "all", check_dtypes=False)
rec("op", "true_divide", 2, "all", "all", "nonzero")
rec("op", "ediff1d", 3, "int32", "all", check_dtypes=False)
rec("op", "unwrap", 1, "float-no-bf16", "nonempty_nonscalar", check_dtypes=False, tol=1e-1)
rec("op", "isclose", 2, "all-no-bf16", "all", "small_positive")
rec("op", "gcd", 2, "int+unsigned", "all")
rec("op", "lcm", 2, "int+unsigned", "all")
rec("op", "lcm", 2, "int8", "all", "not_small", test_name="lcm_int8")

# --- JAX_BITWISE_OP_RECORDS
rec("bitwise", "bitwise_and", 2, "int+unsigned", "all", "fullrange")
rec("bitwise", "bitwise_invert", 1, "int+unsigned", "all", "fullrange")
rec("bitwise", "bitwise_not", 1, "int+unsigned", "all", "fullrange")
rec("bitwise", "invert", 1, "int+unsigned", "all", "fullrange")
rec("bitwise", "bitwise_or", 2, "int+unsigned", "all", "fullrange")
rec("bitwise", "bitwise_xor", 2, "int+unsigned", "all", "fullrange")
rec("bitwise", "bitwise_count", 1, "int", "all", "fullrange")

# --- JAX_OPERATOR_OVERLOADS
for _name, _d, _v in (("__add__", "number", "default"), ("__sub__", "number", "default"),
                      ("__mul__", "number", "default"), ("__eq__", "number", "default"),
                      ("__ne__", "number", "default"), ("__lt__", "default", "default"),
                      ("__le__", "default", "default"), ("__gt__", "default", "default"),
                      ("__ge__", "default", "default"), ("__pow__", "inexact", "positive"),
                      ("__mod__", "default", "nonzero"), ("__floordiv__", "default", "nonzero"),
                      ("__truediv__", "number", "nonzero"), ("__lshift__", "int+unsigned", "int_0_8"),
                      ("__rshift__", "int+unsigned", "int_0_8")):
    rec("operator", _name, 2, _d, "all", _v)
for _name in ("__pos__", "__neg__", "__abs__"):
    rec("operator", _name, 1, "number", "all")
rec("operator", "__invert__", 1, "int", "all")

# --- JAX_RIGHT_OPERATOR_OVERLOADS (the array is the right operand)
for _name, _d, _v in (("__radd__", "number", "default"), ("__rsub__", "number", "default"),
                      ("__rmul__", "number", "default"), ("__rpow__", "inexact", "positive"),
                      ("__rmod__", "default", "nonzero"), ("__rfloordiv__", "default", "nonzero"),
                      ("__rtruediv__", "number", "nonzero"), ("__rlshift__", "int+unsigned", "int_0_8"),
                      ("__rrshift__", "int+unsigned", "int_0_8")):
    rec("right_operator", _name, 2, _d, "all", _v)

# --- JAX_REDUCER_RECORDS (axis, keepdims, dtype=)
rec("reducer", "mean", 1, "number", "nonempty")
rec("reducer", "prod", 1, "all", "all", "small_positive")
rec("reducer", "sum", 1, "all", "all")
rec("reducer", "nanmean", 1, "inexact", "nonempty", "some_nan")
rec("reducer", "nanprod", 1, "all", "all", "some_nan")
rec("reducer", "nansum", 1, "number", "all", "some_nan")

# --- JAX_REDUCER_INITIAL_RECORDS (initial=0/1)
for _name, _d, _v in (("prod", "all", "small_positive"), ("sum", "all", "default"), ("max", "all", "default"),
                      ("min", "all", "default"), ("nanprod", "inexact", "small_positive"),
                      ("nansum", "inexact", "default"), ("nanmax", "inexact", "default"),
                      ("nanmin", "inexact", "default")):
    rec("reducer_initial", _name, 1, _d, "all", _v)

# --- JAX_REDUCER_WHERE_NO_INITIAL_RECORDS (where=mask)
for _name, _d, _s in (("all", "bool", "all"), ("any", "bool", "all"), ("mean", "all", "nonempty"),
                      ("var", "all", "nonempty"), ("std", "all", "nonempty"), ("nanmean", "inexact", "nonempty"),
                      ("nanvar", "inexact", "nonempty"), ("nanstd", "inexact", "nonempty")):
    rec("reducer_where", _name, 1, _d, _s, "some_zero" if _d == "bool" else "default")

# --- JAX_REDUCER_NO_DTYPE_RECORDS (axis, keepdims)
for _name, _d, _s, _v in (("all", "all", "all", "some_zero"), ("any", "all", "all", "some_zero"),
                          ("max", "all", "nonempty", "default"), ("min", "all", "nonempty", "default"),
                          ("var", "all", "nonempty", "default"), ("std", "all", "nonempty", "default"),
                          ("nanmax", "all", "nonempty", "some_nan"), ("nanmin", "all", "nonempty", "some_nan"),
                          ("nanvar", "all", "nonempty", "some_nan"), ("nanstd", "all", "nonempty", "some_nan"),
                          ("ptp", "number", "nonempty", "default")):
    rec("reducer_no_dtype", _name, 1, _d, _s, _v)

# --- JAX_REDUCER_PROMOTE_INT_RECORDS (promote_integers=False/True)
rec("reducer_promote_int", "prod", 1, "all", "all", "small_positive")
rec("reducer_promote_int", "sum", 1, "all", "all")

# --- JAX_ARGMINMAX_RECORDS
for _name, _v in (("argmin", "some_equal"), ("argmax", "some_equal"), ("nanargmin", "some_nan"),
                  ("nanargmax", "some_nan")):
    rec("argminmax", _name, 1, "default", "nonempty", _v)

FAMILIES["inexact+int"] = FLOAT + COMPLEX + INT
FAMILIES["int+float"] = INT + FLOAT


def record_id(r):
    group, name, *_rest, options = r
    return f"{group}:{options.get('test_name', name)}"


RECORDS = R
