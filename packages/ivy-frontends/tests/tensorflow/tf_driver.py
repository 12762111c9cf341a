"""Coverage driver of ``ivy_frontends.tensorflow`` (top level and ``tf.math``) against real TensorFlow.

Every public callable of ``tf`` and ``tf.math`` (enumerated from the installed TensorFlow with
``dir``) is either a record here or listed in ``OUT_OF_SCOPE`` with the reason (graph-mode
tooling, strings, ragged/sparse tensors, other helpers' namespaces). A record is a list of cases
(arguments as NumPy arrays and Python values); each case runs through real TF and the frontend
(arrays converted to ``tf.constant`` / the frontend's ``constant``): dtypes, shapes and values
must agree (floats to a per-dtype tolerance, NaN where TF has NaN); where TF raises, the frontend
must raise an ``ivy.IvyError``. A top-level name that is the same TF function as a ``tf.math`` one
is an alias record: it passes when the frontend's top-level name is the frontend's ``tf.math``
function and that record passes.

CI spreads the records over the backends with ``tests/torch/opinfo_driver.spread`` (key
``"tf:" + name``); ``IVY_OPINFO=full`` runs all on every backend.
"""

from __future__ import annotations

import importlib.util
import pathlib

import numpy as np

import ivy

HERE = pathlib.Path(__file__).parent
_spec = importlib.util.spec_from_file_location("_tf_opinfo_driver", HERE.parent / "torch" / "opinfo_driver.py")
_od = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_od)
BACKENDS, MODE, spread = _od.BACKENDS, _od.MODE, _od.spread


def backends_of(name):
    return BACKENDS if MODE == "full" else spread("tf:" + name)


OUT_OF_SCOPE = {
    # graph-mode / tooling, no array computation
    "Assert": "graph-mode assertion op", "control_dependencies": "graph-mode", "device": "device placement",
    "function": "tf.function tracing (ivy-tracer's job)", "custom_gradient": "gradient registration",
    "get_current_name_scope": "name scopes", "get_logger": "logging", "grad_pass_through": "gradient registration",
    "gradients": "graph-mode only (raises in eager TF)", "hessians": "graph-mode only (raises in eager TF)",
    "group": "graph-mode", "import_graph_def": "GraphDef", "init_scope": "graph-mode", "inside_function": "graph-mode",
    "is_symbolic_tensor": "graph-mode", "load_library": "C++ op libraries", "load_op_library": "C++ op libraries",
    "make_ndarray": "TensorProto", "make_tensor_proto": "TensorProto", "no_gradient": "gradient registration",
    "nondifferentiable_batch_function": "serving batching", "numpy_function": "Python callbacks",
    "py_function": "Python callbacks", "print": "printing", "recompute_grad": "gradient checkpointing",
    "register_tensor_conversion_function": "conversion registry", "tuple": "graph-mode grouping",
    "type_spec_from_value": "TypeSpecs", "variable_creator_scope": "variable creation hooks",
    "name_scope": "name scopes", "as_dtype": "dtype helper (test_tf_core)", "executing_eagerly": "no arrays",
    "no_op": "no arrays", "timestamp": "clock", "check_pinned": "device memory pinning",
    "assert_equal": "assertion (test_tf_core)", "assert_greater": "assertion (test_tf_core)",
    "assert_less": "assertion (test_tf_core)", "assert_rank": "assertion (test_tf_core)",
    "cond": "control flow (test_tf_core)", "case": "control flow (test_tf_core)",
    "switch_case": "control flow (test_tf_core)", "while_loop": "control flow (test_tf_core)",
    "map_fn": "control flow (test_tf_core)", "foldl": "control flow (test_tf_core)",
    "foldr": "control flow (test_tf_core)", "scan": "control flow (test_tf_core)",
    "vectorized_map": "control flow (test_tf_core)", "get_static_value": "no computation",
    "is_tensor": "type check (test_tf_core)", "stop_gradient": "identity forward (tape tests)",
    # strings, ragged, sparse, random
    "as_string": "string tensors", "fingerprint": "string/hash op", "edit_distance": "SparseTensor inputs",
    "ragged_fill_empty_rows": "RaggedTensor", "ragged_fill_empty_rows_grad": "RaggedTensor",
    "random_index_shuffle": "stateless random bits (tf.random is T2's)", "sobol_sample": "quasi-random tables",
    # other helpers' namespaces (T2): tested by their drivers
    "conv": "tf.nn (T2)", "conv2d_backprop_filter_v2": "tf.nn (T2)", "conv2d_backprop_input_v2": "tf.nn (T2)",
    "extract_volume_patches": "tf.image/nn (T2)", "eig": "tf.linalg (T2)", "eigvals": "tf.linalg (T2)",
    "matrix_square_root": "tf.linalg (T2)", "fftnd": "tf.signal (T2)", "ifftnd": "tf.signal (T2)",
    "rfftnd": "tf.signal (T2)", "irfftnd": "tf.signal (T2)", "bitcast": "byte reinterpretation (refused)",
    "space_to_batch": "tf.nn block ops (T2)", "space_to_batch_nd": "tf.nn block ops (T2)",
    "batch_to_space": "tf.nn block ops (T2)", "required_space_to_batch_paddings": "tf.nn block ops (T2)",
    "approx_top_k": "TPU approximate op", "math.approx_max_k": "TPU approximate op",
    "math.approx_min_k": "TPU approximate op",
}

F32, F64, F16, I32, I64, U8, B, C64 = "float32", "float64", "float16", "int32", "int64", "uint8", "bool", "complex64"


def rng(seed=0):
    return np.random.default_rng(seed)


def arr(shape, dtype, lo=-3.0, hi=3.0, seed=0):
    r = rng(seed + len(shape) * 7 + sum(shape))
    if dtype == B:
        return r.random(shape) > 0.5
    if dtype in (I32, I64, "int8", "int16"):
        return r.integers(int(lo), int(hi) + 1, size=shape).astype(dtype)
    if dtype in (U8, "uint16", "uint32", "uint64"):
        return r.integers(0, int(abs(hi)) + 1, size=shape).astype(dtype)
    if dtype in (C64, "complex128"):
        return (r.uniform(lo, hi, shape) + 1j * r.uniform(lo, hi, shape)).astype(dtype)
    return r.uniform(lo, hi, shape).astype(dtype)


SHAPES1 = [(), (0,), (2, 3)]


def unary(dtypes=(F32, F64, I32), lo=-3.0, hi=3.0, shapes=SHAPES1):
    return [((arr(s, d, lo, hi),), {}) for d in dtypes for s in shapes]


def binary(dtypes=(F32, I32, F64), lo=-3.0, hi=3.0, nonzero=False):
    out = []
    for d in dtypes:
        y = arr((2, 3), d, lo, hi, seed=1)
        if nonzero:
            y = np.where(y == 0, np.ones_like(y), y)
        out.append(((arr((2, 3), d, lo, hi), y), {}))
        y3 = arr((3,), d, lo, hi, seed=2)
        if nonzero:
            y3 = np.where(y3 == 0, np.ones_like(y3), y3)
        out.append(((arr((2, 3), d, lo, hi), y3), {}))
    out.append(((arr((), dtypes[0], lo, hi), arr((0,), dtypes[0], lo, hi)), {}))
    out.append(((arr((2,), F32, lo, hi), arr((2,), I32, lo, hi)), {}))  # mixed dtypes: TF refuses
    out.append(((arr((2,), dtypes[0], lo, hi), 2), {}))  # a Python scalar takes the tensor's dtype
    return out


def reduce_cases(dtypes=(F32, I32)):
    out = []
    for d in dtypes:
        x = arr((2, 3), d)
        out += [((x,), {}), ((x,), {"axis": 0}), ((x,), {"axis": -1, "keepdims": True}), ((x,), {"axis": [0, 1]}),
                ((arr((), d),), {}), ((arr((0, 2), d),), {"axis": 1})]
    return out


def bool_reduce():
    x = arr((2, 3), B)
    return [((x,), {}), ((x,), {"axis": 0}), ((x,), {"axis": 1, "keepdims": True}), ((arr((0,), B),), {})]


def cum_cases(dtypes=(F32, I32)):
    out = []
    for d in dtypes:
        x = arr((2, 3), d, -2, 2)
        out += [((x,), {}), ((x,), {"axis": 1}), ((x,), {"axis": 1, "exclusive": True}),
                ((x,), {"axis": -1, "reverse": True}), ((x,), {"axis": 0, "exclusive": True, "reverse": True})]
    return out


def seg_unsorted():
    d = arr((4, 3), F32)
    ids = np.array([0, 2, 0, 1], np.int32)
    return [((d, ids, 3), {}), ((arr((4,), I32), ids, 4), {}), ((d, np.array([0, -1, 1, 1], np.int32), 2), {})]


def seg_sorted():
    d = arr((4, 3), F32)
    return [((d, np.array([0, 0, 1, 3], np.int32)), {}), ((arr((4,), I32), np.array([0, 1, 1, 1], np.int32)), {})]


UNIT = dict(lo=-0.9, hi=0.9)
POS = dict(lo=0.1, hi=4.0)
FL = (F32, F64)
FLI = (F32, F64, I32)

RECORDS = {
    # elementwise unary
    **{f"math.{k}": unary(FLI) for k in ("abs", "negative", "sign", "square", "sin", "cos", "tan", "atan", "sinh",
                                         "cosh", "tanh", "asinh", "exp", "expm1", "sigmoid", "floor", "ceil", "rint",
                                         "round", "erf", "erfc", "is_nan", "is_inf", "is_finite", "softplus",
                                         "softsign", "log_sigmoid", "bessel_i0", "bessel_i0e", "bessel_i1",
                                         "bessel_i1e", "reciprocal_no_nan", "conj", "real", "imag", "angle")},
    **{f"math.{k}": unary(FLI, **UNIT) for k in ("asin", "acos", "atanh", "erfinv")},
    **{f"math.{k}": unary(FLI, **POS) for k in ("sqrt", "rsqrt", "log", "log1p", "lgamma", "digamma", "reciprocal")},
    "math.acosh": unary(FLI, lo=1.1, hi=4.0),
    "math.ndtri": unary(FL, lo=0.05, hi=0.95),
    "math.erfcinv": unary(FL, lo=0.05, hi=1.95),
    "math.logical_not": unary((B,)),
    "math.lbeta": unary(FL, **POS, shapes=[(3,), (2, 3)]),
    "math.invert_permutation": [((np.array([2, 0, 1, 3], np.int32),), {}), ((np.array([], np.int32),), {})],
    # elementwise binary
    **{f"math.{k}": binary() for k in ("add", "subtract", "multiply", "maximum", "minimum", "squared_difference",
                                       "equal", "not_equal", "less", "less_equal", "greater", "greater_equal")},
    **{f"math.{k}": binary(nonzero=True) for k in ("truediv", "divide", "floordiv", "floormod", "mod")},
    "realdiv": binary(FL, nonzero=True),
    "truncatediv": binary(nonzero=True), "truncatemod": binary(nonzero=True),
    "math.pow": binary(FL, lo=0.5, hi=2.0) + [((np.array([2, 3], np.int32), np.array([3, 2], np.int32)), {})],
    "math.atan2": binary(FL), "math.nextafter": binary(FL),
    "math.xlogy": binary(FL, **POS), "math.xdivy": binary(FL, nonzero=True), "math.xlog1py": binary(FL, **POS),
    "math.divide_no_nan": binary(FL) + [((np.array([1.0, 2.0], np.float32), np.array([0.0, 2.0], np.float32)), {})],
    "math.multiply_no_nan": binary(FL) + [((np.array([np.inf, 2.0], np.float32), np.array([0.0, 2.0], np.float32)),
                                           {})],
    "math.igamma": binary(FL, **POS), "math.igammac": binary(FL, **POS),
    "math.zeta": [((np.array([2.0, 3.5], np.float32), np.array([1.0, 2.5], np.float32)), {})],
    "math.polygamma": [((np.array([0.0, 1.0, 2.0], np.float32), np.array([1.5, 2.5, 0.7], np.float32)), {})],
    "math.betainc": [((np.array([0.5, 2.0], np.float32), np.array([1.5, 3.0], np.float32),
                       np.array([0.3, 0.8], np.float32)), {})],
    "math.logical_and": binary((B,)), "math.logical_or": binary((B,)), "math.logical_xor": binary((B,)),
    "math.scalar_mul": [((2.0, arr((2, 3), F32)), {}), ((3, arr((2,), I32)), {})],
    "math.add_n": [(([arr((2, 3), F32), arr((2, 3), F32, seed=3)],), {}), (([arr((2,), I32)],), {}),
                   (([arr((2,), F32), arr((2,), I32)],), {})],
    "math.accumulate_n": [(([arr((2, 3), F32), arr((2, 3), F32, seed=3)],), {})],
    "math.polyval": [(([1.0, 2.0, 3.0], arr((2, 3), F32)), {}), (([], arr((2,), F32)), {})],
    # reductions
    **{f"math.reduce_{k}": reduce_cases() for k in ("sum", "prod", "mean", "max", "min", "euclidean_norm")},
    **{f"math.reduce_{k}": reduce_cases((F32, F64)) for k in ("logsumexp", "std", "variance")},
    "math.reduce_all": bool_reduce(), "math.reduce_any": bool_reduce(),
    "math.count_nonzero": [((arr((2, 3), I32, -1, 1),), {}), ((arr((2, 3), F32),), {"axis": 1}),
                           ((arr((2, 3), B),), {"axis": 0, "keepdims": True})],
    "math.zero_fraction": [((arr((2, 3), I32, -1, 1),), {}), ((arr((3,), F32),), {})],
    "math.argmax": [((arr((2, 3), F32),), {}), ((arr((2, 3), I32),), {"axis": 1}),
                    ((arr((2, 3), F32),), {"axis": 1, "output_type": "int32"}), ((arr((0, 2), F32),), {"axis": 1})],
    "math.argmin": [((arr((2, 3), F32),), {}), ((arr((2, 3), I32),), {"axis": 1})],
    "math.cumsum": cum_cases(), "math.cumprod": cum_cases(), "math.cumulative_logsumexp": cum_cases((F32, F64)),
    **{f"math.unsorted_segment_{k}": seg_unsorted() for k in ("sum", "prod", "max", "min", "mean", "sqrt_n")},
    **{f"math.segment_{k}": seg_sorted() for k in ("sum", "prod", "max", "min", "mean")},
    "math.bincount": [((np.array([1, 1, 3, 0], np.int32),), {}), ((np.array([1, 1, 3], np.int32),), {"minlength": 6}),
                      ((np.array([1, 1, 3], np.int32),), {"weights": np.array([0.5, 1.0, 2.0], np.float32)}),
                      ((np.array([1, 4, 3], np.int32),), {"maxlength": 2})],
    "math.l2_normalize": [((arr((2, 3), F32),), {}), ((arr((2, 3), F32),), {"axis": 1}),
                          ((arr((2, 3), F64),), {"axis": [0, 1]})],
    "math.softmax": [((arr((2, 3), F32),), {}), ((arr((2, 3), F64),), {"axis": 0})],
    "math.log_softmax": [((arr((2, 3), F32),), {}), ((arr((2, 3), F64),), {"axis": 0})],
    "math.top_k": [((arr((2, 5), F32),), {"k": 3}), ((np.array([3, 1, 3, 2], np.int32),), {"k": 2}),
                   ((arr((4,), F32),), {"k": 0})],
    "math.in_top_k": [((np.array([0, 2], np.int32), arr((2, 4), F32), 2), {})],
    "math.is_non_decreasing": [((np.array([1, 2, 2], np.int32),), {}), ((np.array([3.0, 1.0], np.float32),), {})],
    "math.is_strictly_increasing": [((np.array([1, 2, 2], np.int32),), {}), ((np.array([1.0, 3.0], np.float32),),
                                                                             {})],
    "math.confusion_matrix": [((np.array([0, 1, 2, 1], np.int32), np.array([0, 2, 2, 1], np.int32)), {}),
                              ((np.array([0, 1], np.int32), np.array([1, 1], np.int32)), {"num_classes": 3})],
    # creation
    "constant": [(([1.0, 2.0],), {}), (([1, 2],), {}), ((True,), {}), ((arr((2, 3), F64),), {}), ((1.5,), {}),
                 ((2**40,), {}), (([1, 2],), {"dtype": "float32"}), ((0.0,), {"shape": [2, 2]}),
                 (([1.5],), {"dtype": "int32"})],
    "convert_to_tensor": [(([1.0, 2.0],), {}), ((3,), {"dtype_hint": "float32"}), ((arr((2,), I64),), {})],
    "zeros": [(([2, 3],), {}), (([0],), {"dtype": "int32"}), (((),), {})],
    "ones": [(([2, 3],), {}), (([2],), {"dtype": "bool"})],
    "fill": [(([2, 3], 7), {}), (([2], 1.5), {})],
    "zeros_like": [((arr((2, 3), I32),), {}), ((arr((2,), F32),), {"dtype": "float64"})],
    "ones_like": [((arr((2, 3), I32),), {}), ((arr((2,), F32),), {"dtype": "float64"})],
    "range": [((5,), {}), ((1, 7, 2), {}), ((0.0, 1.0, 0.25), {}), ((5, 0, -2), {}), ((3,), {"dtype": "float64"})],
    "linspace": [((0.0, 1.0, 5), {}), ((np.float64(-1.0), np.float64(1.0), 3), {}), ((1, 5, 3), {})],
    "eye": [((3,), {}), ((2, 4), {}), ((2,), {"batch_shape": [3], "dtype": "int32"})],
    "identity": unary((F32, I32)), "identity_n": [(([arr((2,), F32), arr((3,), I32)],), {})],
    "guarantee_const": unary((F32,)),
    "cast": [((arr((2, 3), F32), "int32"), {}), ((arr((2,), I32), "float64"), {}), ((arr((2,), F32), "bool"), {}),
             ((arr((2,), C64), "float32"), {}), ((arr((2,), B), "float32"), {})],
    "saturate_cast": [((np.array([-300.0, 5.5, 300.0], np.float32), "uint8"), {}),
                      ((np.array([-300, 5, 70000], np.int32), "int16"), {})],
    "complex": [((arr((2,), F32), arr((2,), F32, seed=4)), {}), ((arr((2,), F64), arr((2,), F64)), {}),
                ((arr((2,), I32), arr((2,), I32)), {})],
    # shapes
    "reshape": [((arr((2, 3), F32), [3, 2]), {}), ((arr((2, 3), F32), [-1]), {}), ((arr((2, 3), F32), [4, -1]), {}),
                ((arr((0, 3), I32), [3, 0]), {}), ((arr((), F32), [1, 1]), {})],
    "transpose": [((arr((2, 3), F32),), {}), ((arr((2, 3, 4), I32),), {"perm": [1, 0, 2]}),
                  ((arr((2, 3), C64),), {"conjugate": True}), ((arr((2, 3), F32),), {"perm": [0]})],
    "concat": [(([arr((2, 3), F32), arr((1, 3), F32)], 0), {}), (([arr((2, 3), I32), arr((2, 1), I32)], -1), {}),
               (([arr((2,), F32), arr((2,), I32)], 0), {}), (([arr((), F32), arr((), F32)], 0), {})],
    "stack": [(([arr((2, 3), F32), arr((2, 3), F32)],), {}), (([arr((2,), I32), arr((2,), I32)],), {"axis": 1}),
              (([arr((), F32), arr((), F32)],), {}), (([arr((2,), F32), arr((3,), F32)],), {})],
    "parallel_stack": [(([arr((2, 3), F32), arr((2, 3), F32)],), {})],
    "unstack": [((arr((2, 3), F32),), {}), ((arr((2, 3), I32),), {"axis": 1}), ((arr((0, 3), F32),), {})],
    "split": [((arr((4, 3), F32), 2), {}), ((arr((4, 3), F32), [1, 3]), {}), ((arr((4, 6), I32), [2, -1]),
                                                                               {"axis": 1}),
              ((arr((5,), F32), 2), {})],
    "tile": [((arr((2, 3), F32), [2, 1]), {}), ((arr((2,), I32), [3]), {}), ((arr((2,), I32), [3, 1]), {})],
    "pad": [((arr((2, 3), F32), [[1, 0], [0, 2]]), {}), ((arr((2, 3), I32), [[1, 1], [2, 2]]), {"mode": "REFLECT"}),
            ((arr((2, 3), F32), [[1, 1], [2, 2]]), {"mode": "SYMMETRIC"}),
            ((arr((2, 3), F32), [[1, 0], [0, 1]]), {"constant_values": 5.0})],
    "squeeze": [((arr((1, 3, 1), F32),), {}), ((arr((1, 3, 1), I32),), {"axis": [0]}), ((arr((2, 3), F32),),
                                                                                        {"axis": 0})],
    "expand_dims": [((arr((2, 3), F32), 0), {}), ((arr((2, 3), I32), -1), {}), ((arr((), F32), 0), {}),
                    ((arr((2,), F32), 3), {})],
    "shape": [((arr((2, 3), F32),), {}), ((arr((), I32),), {}), ((arr((2, 0), F32),), {"out_type": "int64"})],
    "shape_n": [(([arr((2, 3), F32), arr((4,), I32)],), {})],
    "size": [((arr((2, 3), F32),), {}), ((arr((), I32),), {}), ((arr((2, 0), F32),), {"out_type": "int64"})],
    "rank": [((arr((2, 3), F32),), {}), ((arr((), I32),), {})],
    "broadcast_to": [((arr((3,), F32), [2, 3]), {}), ((arr((), I32), [2, 2]), {}), ((arr((2,), F32), [3]), {})],
    "broadcast_static_shape": [],  # TensorShape args: test_tf_core
    "broadcast_dynamic_shape": [((np.array([2, 1], np.int32), np.array([3], np.int32)), {})],
    "ensure_shape": [((arr((2, 3), F32), [2, None]), {}), ((arr((2, 3), F32), [3]), {})],
    "meshgrid": [((arr((2,), F32), arr((3,), F32)), {}), ((arr((2,), I32), arr((3,), I32)), {"indexing": "ij"})],
    "repeat": [((arr((2, 3), F32), 2), {}), ((arr((2, 3), I32), [1, 2]), {"axis": 0}), ((arr((3,), F32), 0), {})],
    "roll": [((arr((2, 3), F32), 1, 1), {}), ((arr((2, 3), I32), [1, -1], [0, 1]), {})],
    "reverse": [((arr((2, 3), F32), [0]), {}), ((arr((2, 3), I32), [-1, 0]), {}), ((arr((2, 3), F32), []), {})],
    "reverse_sequence": [((arr((2, 4), F32), np.array([2, 3], np.int64)), {"seq_axis": 1, "batch_axis": 0})],
    "slice": [((arr((3, 4), F32), [1, 0], [2, -1]), {}), ((arr((3, 4), I32), [0, 1], [1, 2]), {}),
              ((arr((3, 4), I32), [2, 0], [2, 1]), {})],
    "strided_slice": [((arr((3, 4), F32), [0, 1], [3, 4], [2, 1]), {}),
                      ((arr((3, 4), F32), [1, 0], [2, 0], [1, 1]), {"shrink_axis_mask": 1, "end_mask": 2}),
                      ((arr((3, 4), F32), [0, 3], [0, 0], [1, -1]), {"begin_mask": 1, "end_mask": 3})],
    # gather / scatter
    "gather": [((arr((4, 3), F32), np.array([3, 0], np.int32)), {}), ((arr((4, 3), I32), np.array([[1, 2]])),
                                                                      {"axis": 1}),
               ((arr((2, 4), F32), np.array([[0, 3], [1, 1]], np.int32)), {"axis": 1, "batch_dims": 1}),
               ((arr((4,), F32), np.array([5], np.int32)), {})],
    "gather_nd": [((arr((3, 4), F32), np.array([[1, 2], [0, 0]], np.int32)), {}),
                  ((arr((3, 4), I32), np.array([[2]], np.int32)), {}),
                  ((arr((2, 3, 4), F32), np.array([[1], [2]], np.int32)), {"batch_dims": 1})],
    "scatter_nd": [((np.array([[1], [3]], np.int32), arr((2,), F32), [5]), {}),
                   ((np.array([[0, 1], [0, 1]], np.int32), arr((2,), I32), [2, 2]), {})],
    **{f"tensor_scatter_nd_{k}": [((arr((4, 2), F32), np.array([[1], [3]], np.int32), arr((2, 2), F32, seed=5)), {}),
                                  ((arr((3,), I32), np.array([[0], [2]], np.int32), arr((2,), I32, seed=6)), {}),
                                  ((arr((3,), I32), np.array([[5]], np.int32), arr((1,), I32)), {})]
       for k in ("update", "add", "sub", "max", "min")},
    "boolean_mask": [((arr((3, 2), F32), np.array([True, False, True])), {}),
                     ((arr((2, 3), I32), np.array([[True, False, True], [False, False, True]])), {}),
                     ((arr((2, 3), F32), np.array([True, False, True])), {"axis": 1})],
    "where": [((arr((2, 3), B), arr((2, 3), F32), arr((2, 3), F32, seed=7)), {}), ((arr((2, 3), B),), {}),
              ((arr((3,), B), arr((2, 3), I32), arr((), I32)), {}), ((arr((2,), B), arr((2,), F32), arr((2,), I32)),
                                                                    {})],
    "one_hot": [((np.array([0, 2, 1], np.int32), 3), {}), ((np.array([[0, 3]], np.int64), 4),
                                                           {"on_value": 5, "off_value": -1}),
                ((np.array([1, 0], np.int32), 2), {"axis": 0, "dtype": "float64"})],
    "sequence_mask": [((np.array([1, 3, 0], np.int32),), {}), ((np.array([1, 2], np.int32),), {"maxlen": 4,
                                                                                             "dtype": "float32"})],
    "unravel_index": [((np.array([5, 1], np.int32), [2, 3]), {})],
    # linear algebra-ish
    "matmul": [((arr((2, 3), F32), arr((3, 4), F32)), {}), ((arr((2, 2, 3), F64), arr((2, 2, 3), F64)),
                                                            {"transpose_b": True}),
               ((arr((2, 3), I32), arr((3, 2), I32)), {}), ((arr((2, 3), F32), arr((2, 3), F32)), {}),
               ((arr((3,), F32), arr((3,), F32)), {})],
    "tensordot": [((arr((2, 3), F32), arr((3, 4), F32), 1), {}), ((arr((2, 3), F32), arr((3, 2), F32), [[1], [0]]),
                                                                  {}),
                  ((arr((2, 3), F32), arr((2, 3), F32), 0), {})],
    "einsum": [(("ij,jk->ik", arr((2, 3), F32), arr((3, 4), F32)), {}), (("ii", arr((3, 3), F32)), {}),
               (("i,j->ij", arr((2,), I32), arr((3,), I32)), {})],
    "norm": [((arr((2, 3), F32),), {}), ((arr((2, 3), F32),), {"ord": 1, "axis": 1}),
             ((arr((2, 3), F64),), {"axis": [0, 1], "ord": "fro"}), ((arr((2, 3), F32),), {"ord": np.inf,
                                                                                           "axis": 0})],
    "clip_by_value": [((arr((2, 3), F32), -1.0, 1.0), {}), ((arr((2, 3), I32), 0, 2), {}),
                      ((arr((2, 3), F32), arr((3,), F32, -2, 0), 1.0), {})],
    "clip_by_global_norm": [(([arr((2, 3), F32), arr((3,), F32, seed=8)], 1.0), {}),
                            (([arr((2,), F32)], 10.0), {})],
    "clip_by_norm": [((arr((2, 3), F32), 1.0), {}), ((arr((2, 3), F32), 1.0), {"axes": [1]})],
    # sorting / sets / search
    "sort": [((arr((2, 3), F32),), {}), ((arr((2, 3), I32),), {"axis": 0, "direction": "DESCENDING"})],
    "argsort": [((arr((2, 3), F32),), {}), ((np.array([3, 1, 3, 2], np.int32),), {"direction": "DESCENDING",
                                                                                 "stable": True})],
    "unique": [((np.array([1, 3, 1, 2, 3], np.int32),), {}), ((np.array([2.0, 1.0, 2.0], np.float32),),
                                                              {"out_idx": "int64"})],
    "unique_with_counts": [((np.array([1, 3, 1, 2, 3], np.int32),), {})],
    "searchsorted": [((np.array([1.0, 2.0, 4.0], np.float32), np.array([0.5, 2.0, 5.0], np.float32)), {}),
                     ((np.array([[1, 3], [2, 4]], np.int32), np.array([[3], [3]], np.int32)), {"side": "right"})],
    "histogram_fixed_width": [((arr((10,), F32), [-2.0, 2.0]), {"nbins": 5})],
    "histogram_fixed_width_bins": [((arr((10,), F32), [-2.0, 2.0]), {"nbins": 5})],
    "dynamic_partition": [((arr((4, 2), F32), np.array([0, 1, 0, 2], np.int32), 3), {})],
    "dynamic_stitch": [(([np.array([0, 2], np.int32), np.array([1, 3], np.int32)], [arr((2,), F32),
                                                                                    arr((2,), F32, seed=3)]), {})],
    "add_n": "alias",
}

# top-level names TF defines that are also tf.math names (filled at run time: same TF object) are aliases


def tf_names():
    """(qualified name, TF object) of every public callable of tf and tf.math, classes and modules excluded."""
    import inspect

    import tensorflow as tf

    out = []
    for prefix, mod in (("", tf), ("math.", tf.math)):
        for nm in sorted(dir(mod)):
            if nm.startswith("_"):
                continue
            o = getattr(mod, nm)
            if inspect.ismodule(o) or inspect.isclass(o) or not callable(o):
                continue
            out.append((prefix + nm, o))
    return out


def classify():
    """{name: ("record", cases) | ("alias", math name) | ("out", reason) | ("missing", None)}."""
    import tensorflow as tf

    math_obj = {id(getattr(tf.math, nm)): "math." + nm for nm in dir(tf.math) if not nm.startswith("_")}
    out = {}
    for name, obj in tf_names():
        bare = name.split(".", 1)[1] if name.startswith("math.") else name
        if name in OUT_OF_SCOPE or bare in OUT_OF_SCOPE:
            out[name] = ("out", OUT_OF_SCOPE.get(name, OUT_OF_SCOPE.get(bare)))
        elif not name.startswith("math.") and id(obj) in math_obj:
            out[name] = ("alias", math_obj[id(obj)])
        elif name in RECORDS and RECORDS[name] != "alias":
            out[name] = ("record", RECORDS[name])
        elif "math." + name in RECORDS:
            out[name] = ("record", RECORDS["math." + name])
        else:
            out[name] = ("missing", None)
    return out


# ------------------------------------------------------------------ running

def _get(mod, name):
    for part in name.split("."):
        mod = getattr(mod, part)
    return mod


def _dt(v, tfmod):
    if isinstance(v, str) and v in ("float32", "float64", "int32", "int64", "bool", "float16", "uint8", "int16"):
        return getattr(tfmod, v)
    return v


def _conv(v, const, tfmod):
    if isinstance(v, np.ndarray) or isinstance(v, np.generic):
        return const(v)
    if isinstance(v, list) and v and all(isinstance(e, np.ndarray) for e in v):
        return [const(e) for e in v]
    if isinstance(v, str):
        return _dt(v, tfmod)
    return v


def _flat(r, out):
    if isinstance(r, (list, tuple)):
        for e in r:
            _flat(e, out)
    else:
        out.append(r)
    return out


def _tol(dtype):
    return {"float16": 1e-2, "bfloat16": 2e-2, "float32": 2e-4, "complex64": 2e-4}.get(dtype, 1e-6)


def run_case(name, args, kwargs):
    """None when the frontend matches TF on this case, else the reason."""
    import tensorflow as tf

    import ivy_frontends.tensorflow as ftf

    try:
        want = _get(tf, name)(*[_conv(a, tf.constant, tf) for a in args],
                              **{k: _conv(v, tf.constant, tf) for k, v in kwargs.items()})
        want_err = None
    except Exception as e:  # noqa: BLE001 - TF's refusal: the frontend must refuse too
        want, want_err = None, e
    fe_fn = _get(ftf, name)
    try:
        got = fe_fn(*[_conv(a, ftf.constant, ftf) for a in args], **{k: _conv(v, ftf.constant, ftf)
                                                                      for k, v in kwargs.items()})
    except ivy.IvyError as e:
        if want_err is not None:
            return None
        return f"frontend raised {type(e).__name__}: {e}"[:300]
    except Exception as e:  # noqa: BLE001
        return f"frontend raised a non-IvyError {type(e).__name__}: {e}"[:300]
    if want_err is not None:
        return f"TF raised {type(want_err).__name__}, frontend returned"
    try:
        return _compare(want, got)
    except Exception as e:  # noqa: BLE001 - a malformed result
        return f"result not comparable: {type(e).__name__}: {e}"[:300]


def _compare(want, got):
    w, g = _flat(want, []), _flat(got, [])
    if len(w) != len(g):
        return f"{len(g)} results, TF {len(w)}"
    for a, b in zip(w, g):
        if not hasattr(a, "dtype"):
            if a != b:
                return f"value {b!r} != TF's {a!r}"
            continue
        if a.dtype.name != b.dtype.name:
            return f"dtype {b.dtype.name} != TF's {a.dtype.name}"
        if tuple(a.shape) != tuple(b.shape.as_list() if hasattr(b.shape, "as_list") else b.shape):
            return f"shape {b.shape} != TF's {tuple(a.shape)}"
        av, bv = np.asarray(a.numpy()), np.asarray(ivy.to_numpy(b._data))
        if av.dtype.kind in "fc":
            tol = _tol(a.dtype.name)
            if not np.allclose(bv.astype(av.dtype), av, rtol=tol, atol=tol, equal_nan=True):
                return f"values differ: {bv.ravel()[:6]} vs TF's {av.ravel()[:6]}"
        elif not np.array_equal(bv, av):
            return f"values differ: {bv.ravel()[:6]} vs TF's {av.ravel()[:6]}"
    return None


def run_record(name, cases):
    """None when every case matches, else '#i: reason' of the first mismatch."""
    for i, (args, kwargs) in enumerate(cases):
        why = run_case(name, args, kwargs)
        if why is not None:
            return f"case {i}: {why}"
    return None


def xfails():
    """{name: {backend: reason}} from tf-xfails.txt (``name backends reason``)."""
    out = {}
    f = HERE / "tf-xfails.txt"
    if not f.exists():
        return out
    for line in f.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, bks, reason = line.split(" ", 2)
        for b in BACKENDS if bks == "all" else bks.split(","):
            out.setdefault(name, {})[b] = reason
    return out
