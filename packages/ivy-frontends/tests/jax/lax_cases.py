"""The structural ``jax.lax`` cases of the coverage driver: the parameter sets of JAX's own
``tests/lax_test.py`` (``testConv``/``testConvGeneralDilated`` shapes, strides, paddings and
dimension numbers; ``testDotGeneral*`` dimension numbers; ``testReduce*``, ``testReduceWindow``,
``testCumulativeReducer``; ``testPad``, ``testSlice``, ``testDynamicSlice``, ``testGather*``/
``testScatter*`` dimension numbers; ``testSort*``, ``testTopK``; control flow from
``lax_control_flow_test.py``), each written as: a name, input arrays (shapes, dtypes, generator)
and the call. The same call runs on the frontend and on real ``jax.lax``.
"""

from __future__ import annotations

import numpy as np

F32, I32, BOOL = "float32", "int32", "bool"


class Case:
    __slots__ = ("name", "inputs", "call")

    def __init__(self, name, inputs, call):
        self.name, self.inputs, self.call = name, inputs, call


CASES = []


def case(name, inputs, call):
    CASES.append(Case(name, inputs, call))


# inputs: (shape, dtype, kind) with kind small|default|positive|int|bool|idx:<hi>|perm
S = lambda *shape: (shape, F32, "small")  # noqa: E731
I = lambda hi, *shape: (shape, I32, f"idx:{hi}")  # noqa: E731,E741

# -- conversions, clamp, select ---------------------------------------------------------------
case("convert_element_type.f32_i32", [S(2, 3)], lambda L, J, x: L.convert_element_type(x * 3, np.int32))
case("convert_element_type.i32_f32", [I(9, 2, 3)], lambda L, J, x: L.convert_element_type(x, np.float32))
case("convert_element_type.f32_bool", [S(2, 3)], lambda L, J, x: L.convert_element_type(x, np.bool_))
case(
    "convert_element_type.c64_f32",
    [((2, 3), "complex64", "small")],
    lambda L, J, x: L.convert_element_type(x, np.float32),
)
for mn, op, mx in [((), (2, 3), ()), ((2, 3), (2, 3), ()), ((), (2, 3), (2, 3)), ((2, 3), (2, 3), (2, 3))]:
    case(f"clamp.{len(mn)}{len(mx)}", [S(*mn), S(*op), S(*mx)], lambda L, J, a, x, b: L.clamp(a - 1, x, b + 1))
case("select_n.bool", [((2, 3), BOOL, "bool"), S(2, 3), S(2, 3)], lambda L, J, p, a, b: L.select_n(p, a, b))
case(
    "select_n.int3",
    [((2, 3), I32, "range:3"), S(2, 3), S(2, 3), S(2, 3)],
    lambda L, J, w, a, b, c: L.select_n(w, a, b, c),
)
case("select_n.scalar_pred", [((), BOOL, "bool"), S(2, 3), S(2, 3)], lambda L, J, p, a, b: L.select_n(p, a, b))
case("integer_pow.3", [S(2, 3)], lambda L, J, x: L.integer_pow(x, 3))
case("integer_pow.-2", [((2, 3), F32, "positive")], lambda L, J, x: L.integer_pow(x, -2))
case("integer_pow.int", [I(5, 4)], lambda L, J, x: L.integer_pow(x, 3))
case("round.even", [((7,), F32, "halves")], lambda L, J, x: L.round(x, L.RoundingMethod.TO_NEAREST_EVEN))
case("round.away", [((7,), F32, "halves")], lambda L, J, x: L.round(x, L.RoundingMethod.AWAY_FROM_ZERO))
for op in ("shift_left", "shift_right_logical", "shift_right_arithmetic"):
    case(
        f"{op}.int32",
        [((6,), I32, "fullrange"), ((6,), I32, "shift:40")],
        lambda L, J, x, s, op=op: getattr(L, op)(x, s),
    )
    case(
        f"{op}.uint8",
        [((6,), "uint8", "fullrange"), ((6,), "uint8", "shift:10")],
        lambda L, J, x, s, op=op: getattr(L, op)(x, s),
    )
case("div.int_trunc", [((8,), I32, "fullsmall"), ((8,), I32, "nonzero")], lambda L, J, x, y: L.div(x, y))
case("rem.int_sign", [((8,), I32, "fullsmall"), ((8,), I32, "nonzero")], lambda L, J, x, y: L.rem(x, y))
case("add.python_scalar", [S(2, 3)], lambda L, J, x: L.add(x, 2.0))
case("mul.out_dtype", [((3,), "int8", "int")], lambda L, J, x: L.mul(x, x, out_dtype=np.int32))

# -- shape ops ----------------------------------------------------------------------------------
for dim, shp in [(0, (4,)), (1, (3, 4)), (2, (2, 3, 4))]:
    shapes = [shp[:dim] + (k,) + shp[dim + 1 :] for k in (3, 1, 4)]
    case(f"concatenate.{dim}", [S(*s) for s in shapes], lambda L, J, a, b, c, dim=dim: L.concatenate([a, b, c], dim))
case("split", [S(3, 7)], lambda L, J, x: L.split(x, (2, 0, 5), axis=1))
case("broadcast", [S(2, 3)], lambda L, J, x: L.broadcast(x, (4, 1)))
case("broadcast_in_dim", [S(3, 1)], lambda L, J, x: L.broadcast_in_dim(x, (2, 3, 4), (1, 2)))
case("broadcast_in_dim.scalar", [S()], lambda L, J, x: L.broadcast_in_dim(x, (2, 3), ()))
case("reshape", [S(2, 3, 4)], lambda L, J, x: L.reshape(x, (6, 4)))
case("reshape.dimensions", [S(2, 3, 4)], lambda L, J, x: L.reshape(x, (4, 6), (2, 0, 1)))
case("squeeze", [S(1, 3, 1)], lambda L, J, x: L.squeeze(x, (0, 2)))
case("expand_dims", [S(2, 3)], lambda L, J, x: L.expand_dims(x, (0, 3)))
case("transpose", [S(2, 3, 4)], lambda L, J, x: L.transpose(x, (2, 0, 1)))
case("rev", [S(2, 3, 4)], lambda L, J, x: L.rev(x, (0, 2)))
case("pad.lohi", [S(2, 3)], lambda L, J, x: L.pad(x, np.float32(0), [(1, 2, 0), (0, 1, 0)]))
case("pad.interior", [S(2, 3)], lambda L, J, x: L.pad(x, np.float32(-1), [(0, 0, 1), (1, 0, 2)]))
case("pad.negative", [S(4, 5)], lambda L, J, x: L.pad(x, np.float32(0), [(-1, 0, 0), (1, -2, 1)]))
case("slice", [S(5, 6)], lambda L, J, x: L.slice(x, (1, 0), (4, 6)))
case("slice.strides", [S(5, 6)], lambda L, J, x: L.slice(x, (0, 1), (5, 6), (2, 3)))
case("slice_in_dim", [S(5, 6)], lambda L, J, x: L.slice_in_dim(x, 1, -1, 2, axis=1))
case("index_in_dim", [S(5, 6)], lambda L, J, x: L.index_in_dim(x, -2, axis=1, keepdims=False))
case("dynamic_slice", [S(5, 6)], lambda L, J, x: L.dynamic_slice(x, (1, 2), (3, 3)))
case("dynamic_slice.clamped", [S(5, 6)], lambda L, J, x: L.dynamic_slice(x, (4, -9), (3, 3)))
case("dynamic_slice.array_index", [S(5, 6), I(4, 2)], lambda L, J, x, i: L.dynamic_slice(x, i, (2, 2)))
case("dynamic_update_slice", [S(5, 6), S(2, 3)], lambda L, J, x, u: L.dynamic_update_slice(x, u, (1, 2)))
case("dynamic_update_slice.clamped", [S(5, 6), S(2, 3)], lambda L, J, x, u: L.dynamic_update_slice(x, u, (4, 5)))
case("dynamic_index_in_dim", [S(5, 6)], lambda L, J, x: L.dynamic_index_in_dim(x, 3, axis=1, keepdims=False))
case("dynamic_update_index_in_dim", [S(5, 6), S(6)], lambda L, J, x, u: L.dynamic_update_index_in_dim(x, u, 2, 0))
case("iota", [], lambda L, J: L.iota(np.int32, 5))
case("broadcasted_iota", [], lambda L, J: L.broadcasted_iota(np.float32, (2, 3), 1))
case("full", [], lambda L, J: L.full((2, 3), 1.5, np.float32))
case("full_like", [I(5, 2, 3)], lambda L, J, x: L.full_like(x, 7))
case("tile", [S(2, 3)], lambda L, J, x: L.tile(x, (2, 1)))
case("collapse", [S(2, 3, 4)], lambda L, J, x: L.collapse(x, 1, 3))

# -- dot, conv ------------------------------------------------------------------------------------
case("dot.mv", [S(3, 4), S(4)], lambda L, J, a, b: L.dot(a, b))
case("dot.mm", [S(3, 4), S(4, 5)], lambda L, J, a, b: L.dot(a, b))
case("dot.int", [I(5, 3, 4), I(5, 4, 2)], lambda L, J, a, b: L.dot(a, b))
for name, ls, rs, dn in [
    ("matmul", (3, 4), (4, 5), (((1,), (0,)), ((), ()))),
    ("batch", (2, 3, 4), (2, 4, 5), (((2,), (1,)), ((0,), (0,)))),
    ("batch_lastdims", (3, 4, 2), (4, 5, 2), (((1,), (0,)), ((2,), (2,)))),
    ("outer", (3,), (4,), (((), ()), ((), ()))),
    ("two_contract", (2, 3, 4), (3, 4, 5), (((1, 2), (0, 1)), ((), ()))),
    ("vv", (4,), (4,), (((0,), (0,)), ((), ()))),
]:
    case(f"dot_general.{name}", [S(*ls), S(*rs)], lambda L, J, a, b, dn=dn: L.dot_general(a, b, dn))
case(
    "dot_general.preferred",
    [((3, 4), "int8", "int"), ((4, 2), "int8", "int")],
    lambda L, J, a, b: L.dot_general(a, b, (((1,), (0,)), ((), ())), preferred_element_type=np.int32),
)
case("batch_matmul", [S(2, 3, 4), S(2, 4, 5)], lambda L, J, a, b: L.batch_matmul(a, b))
for strides in [(1, 1), (1, 2), (2, 1)]:
    for padding in ("VALID", "SAME", "SAME_LOWER"):
        case(
            f"conv.{strides[0]}{strides[1]}.{padding}",
            [S(2, 3, 9, 10), S(2, 3, 4, 5)],
            lambda L, J, x, w, s=strides, p=padding: L.conv(x, w, s, p),
        )
for name, dn, ls, rs in [
    ("NCHW", ("NCHW", "OIHW", "NCHW"), (2, 3, 9, 10), (4, 3, 3, 3)),
    ("NHWC", ("NHWC", "HWIO", "NHWC"), (2, 9, 10, 3), (3, 3, 3, 4)),
    ("mixed", ("NHWC", "OIHW", "NCHW"), (2, 9, 10, 3), (4, 3, 3, 3)),
]:
    case(
        f"conv_general_dilated.{name}",
        [S(*ls), S(*rs)],
        lambda L, J, x, w, dn=dn: L.conv_general_dilated(x, w, (1, 1), ((1, 0), (0, 1)), (1, 1), (2, 1), dn),
    )
case(
    "conv_general_dilated.lhs_dilation",
    [S(1, 2, 5, 6), S(3, 2, 3, 2)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (1, 1), ((1, 1), (0, 2)), lhs_dilation=(2, 1)),
)
case(
    "conv_general_dilated.feature_group",
    [S(2, 4, 6, 6), S(6, 2, 3, 3)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (1, 1), "VALID", feature_group_count=2),
)
case(
    "conv_general_dilated.batch_group",
    [S(4, 3, 6, 6), S(6, 3, 3, 3)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (1, 1), "VALID", batch_group_count=2),
)
case(
    "conv_general_dilated.negative_pad",
    [S(1, 2, 7, 7), S(2, 2, 2, 2)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (2, 1), ((-1, 2), (1, -1))),
)
case(
    "conv_general_dilated.1d",
    [S(2, 3, 11), S(4, 3, 3)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (2,), "SAME", rhs_dilation=(2,)),
)
case(
    "conv_general_dilated.3d",
    [S(1, 2, 5, 5, 5), S(2, 2, 2, 2, 2)],
    lambda L, J, x, w: L.conv_general_dilated(x, w, (1, 1, 1), "VALID"),
)
for padding in ("SAME", "VALID"):
    case(
        f"conv_transpose.{padding}",
        [S(1, 5, 5, 2), S(3, 3, 2, 4)],
        lambda L, J, x, w, p=padding: L.conv_transpose(x, w, (2, 2), p, dimension_numbers=("NHWC", "HWIO", "NHWC")),
    )
case(
    "conv_transpose.transpose_kernel",
    [S(1, 5, 5, 2), S(3, 3, 4, 2)],
    lambda L, J, x, w: L.conv_transpose(
        x, w, (2, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), transpose_kernel=True
    ),
)
case(
    "conv_transpose.explicit",
    [S(1, 2, 4), S(3, 2, 2)],
    lambda L, J, x, w: L.conv_transpose(x, w, (2,), [(1, 2)], dimension_numbers=("NCH", "OIH", "NCH")),
)

# -- reductions -----------------------------------------------------------------------------------
for op in ("reduce_sum", "reduce_max", "reduce_min", "reduce_prod"):
    case(f"{op}.01", [S(2, 3, 4)], lambda L, J, x, op=op: getattr(L, op)(x, (0, 2)))
    case(f"{op}.int8", [((3, 4), "int8", "int")], lambda L, J, x, op=op: getattr(L, op)(x, (1,)))
    case(f"{op}.empty", [S(0, 3)], lambda L, J, x, op=op: getattr(L, op)(x, (0,)))
for op in ("reduce_and", "reduce_or", "reduce_xor"):
    case(f"{op}.bool", [((3, 4), BOOL, "bool")], lambda L, J, x, op=op: getattr(L, op)(x, (1,)))
    case(f"{op}.int", [((3, 4), I32, "fullsmall")], lambda L, J, x, op=op: getattr(L, op)(x, (0,)))
case("argmax", [S(3, 4)], lambda L, J, x: L.argmax(x, 1, np.int32))
case("argmin", [S(3, 4)], lambda L, J, x: L.argmin(x, 0, np.int32))
case("argmax.int", [I(3, 3, 4)], lambda L, J, x: L.argmax(x, 0, np.int32))
case("reduce.add", [S(3, 4)], lambda L, J, x: L.reduce(x, np.float32(0), L.add, (1,)))
case("reduce.max", [S(3, 4)], lambda L, J, x: L.reduce(x, np.float32(-np.inf), L.max, (0,)))
case("reduce.custom", [S(3, 4)], lambda L, J, x: L.reduce(x, np.float32(1), lambda a, b: a * 0.5 + b, (1,)))
case(
    "reduce.pair",
    [S(3, 4), I(5, 3, 4)],
    lambda L, J, x, i: L.reduce(
        (x, i), (np.float32(0), np.int32(0)), lambda a, b: (a[0] + b[0], L.max(a[1], b[1])), (1,)
    ),
)
for name, wd, ws, pad in [
    ("max_pool", (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
    ("same", (1, 3, 3, 1), (1, 1, 1, 1), "SAME"),
    ("explicit", (1, 2, 3, 1), (1, 2, 1, 1), ((0, 0), (1, 0), (0, 2), (0, 0))),
]:
    case(
        f"reduce_window.max.{name}",
        [S(2, 6, 7, 3)],
        lambda L, J, x, wd=wd, ws=ws, pad=pad: L.reduce_window(x, -np.inf, L.max, wd, ws, pad),
    )
    case(
        f"reduce_window.add.{name}",
        [S(2, 6, 7, 3)],
        lambda L, J, x, wd=wd, ws=ws, pad=pad: L.reduce_window(x, 0.0, L.add, wd, ws, pad),
    )
case(
    "reduce_window.dilated",
    [S(7, 8)],
    lambda L, J, x: L.reduce_window(x, 0.0, L.add, (2, 2), (1, 1), "VALID", (1, 2), (2, 1)),
)
for op in ("cumsum", "cumprod", "cummax", "cummin", "cumlogsumexp"):
    case(f"{op}", [S(3, 4)], lambda L, J, x, op=op: getattr(L, op)(x, axis=1))
    case(f"{op}.reverse", [S(3, 4)], lambda L, J, x, op=op: getattr(L, op)(x, axis=0, reverse=True))
case("cumsum.int8", [((5,), "int8", "int")], lambda L, J, x: L.cumsum(x))

# -- sort -----------------------------------------------------------------------------------------
case("sort", [S(3, 5)], lambda L, J, x: L.sort(x))
case("sort.dim0", [S(3, 5)], lambda L, J, x: L.sort(x, dimension=0))
case("sort.nan", [((6,), F32, "nans")], lambda L, J, x: L.sort(x))
case("sort.multi", [I(3, 6), S(6)], lambda L, J, k, v: L.sort((k, v), num_keys=1))
case("sort.two_keys", [I(2, 8), I(3, 8), S(8)], lambda L, J, a, b, v: L.sort((a, b, v), num_keys=2))
case("sort_key_val", [I(4, 2, 5), S(2, 5)], lambda L, J, k, v: L.sort_key_val(k, v))
case("top_k", [S(3, 6)], lambda L, J, x: L.top_k(x, 3))
case("top_k.int", [I(4, 7)], lambda L, J, x: L.top_k(x, 7))

# -- gather / scatter -------------------------------------------------------------------------------
GD, SD = "GatherDimensionNumbers", "ScatterDimensionNumbers"
GATHERS = [
    ("take_rows", (5, 3), (2, 1), 5, dict(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,)), (1, 3)),
    ("take_cols", (5, 3), (4, 1), 3, dict(offset_dims=(0,), collapsed_slice_dims=(1,), start_index_map=(1,)), (5, 1)),
    ("points", (5, 4), (3, 2), 4, dict(offset_dims=(), collapsed_slice_dims=(0, 1), start_index_map=(0, 1)), (1, 1)),
    ("windows", (6, 5), (2, 2), 6, dict(offset_dims=(1, 2), collapsed_slice_dims=(), start_index_map=(0, 1)), (2, 3)),
    (
        "batched",
        (3, 5),
        (3, 1),
        5,
        dict(
            offset_dims=(),
            collapsed_slice_dims=(1,),
            start_index_map=(1,),
            operand_batching_dims=(0,),
            start_indices_batching_dims=(0,),
        ),
        (1, 1),
    ),
]
for name, osh, ish, hi, dn, sizes in GATHERS:
    for mode in ("clip", "fill"):
        case(
            f"gather.{name}.{mode}",
            [S(*osh), I(hi + 2, *ish)],
            lambda L, J, x, i, dn=dn, sizes=sizes, mode=mode: L.gather(
                x, i, L.GatherDimensionNumbers(**dn), sizes, mode=mode
            ),
        )
SCATTERS = [
    (
        "rows",
        (5, 3),
        (2, 1),
        (2, 3),
        dict(update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,)),
    ),
    (
        "points",
        (5, 4),
        (3, 2),
        (3,),
        dict(update_window_dims=(), inserted_window_dims=(0, 1), scatter_dims_to_operand_dims=(0, 1)),
    ),
    (
        "windows",
        (6, 5),
        (2, 2),
        (2, 2, 3),
        dict(update_window_dims=(1, 2), inserted_window_dims=(), scatter_dims_to_operand_dims=(0, 1)),
    ),
    (
        "batched",
        (3, 5),
        (3, 1),
        (3,),
        dict(
            update_window_dims=(),
            inserted_window_dims=(1,),
            scatter_dims_to_operand_dims=(1,),
            operand_batching_dims=(0,),
            scatter_indices_batching_dims=(0,),
        ),
    ),
]
for op in ("scatter", "scatter_add", "scatter_mul", "scatter_min", "scatter_max"):
    for name, osh, ish, ush, dn in SCATTERS:
        unique = op == "scatter"
        kind = "uniq:3" if unique else "idx:6"
        case(
            f"{op}.{name}",
            [S(*osh), (ish, I32, kind), S(*ush)],
            lambda L, J, x, i, u, dn=dn, op=op: getattr(L, op)(x, i, u, L.ScatterDimensionNumbers(**dn), mode="drop"),
        )
    case(
        f"{op}.rows.clip",
        [S(5, 3), I(8, 2, 1), S(2, 3)],
        lambda L, J, x, i, u, op=op: getattr(L, op)(x, i, u, L.ScatterDimensionNumbers((1,), (0,), (0,)), mode="clip"),
    )

# -- control flow ---------------------------------------------------------------------------------------
case("cond", [((), BOOL, "bool"), S(3)], lambda L, J, p, x: L.cond(p, lambda v: v * 2, lambda v: v - 1, x))
case("cond.operands", [S(3), S(3)], lambda L, J, a, b: L.cond(True, lambda u, v: u + v, lambda u, v: u - v, a, b))
case(
    "switch",
    [
        I(
            5,
        ),
        S(3),
    ],
    lambda L, J, i, x: L.switch(i, [lambda v: v, lambda v: v * 2, lambda v: -v], x),
)
case("while_loop", [S(3)], lambda L, J, x: L.while_loop(lambda c: c[0] < 5, lambda c: (c[0] + 1, c[1] * 1.5), (0, x)))
case("fori_loop", [S(3)], lambda L, J, x: L.fori_loop(0, 4, lambda i, v: v + i * v, x))
case("scan", [S(3), S(5, 3)], lambda L, J, c, xs: L.scan(lambda c, x: (c + x, c * x), c, xs))
case(
    "scan.reverse",
    [S(3), S(5, 3)],
    lambda L, J, c, xs: L.scan(lambda c, x: (c * 0.5 + x, (c, x.sum())), c, xs, reverse=True),
)
case("scan.length", [S(2)], lambda L, J, c: L.scan(lambda c, _: (c + 1, c), c, None, length=4))
case(
    "scan.pytree",
    [S(4, 2), S(4)],
    lambda L, J, a, b: L.scan(lambda c, x: (c + x["a"].sum() * x["b"], x["a"] * c), np.float32(0), {"a": a, "b": b}),
)
case("map", [S(4, 3)], lambda L, J, xs: L.map(lambda x: x.sum() + x, xs))
case("associative_scan", [S(6, 2)], lambda L, J, x: L.associative_scan(L.add, x))
case("associative_scan.reverse", [S(6, 2)], lambda L, J, x: L.associative_scan(L.max, x, reverse=True, axis=0))
case("stop_gradient", [S(3)], lambda L, J, x: L.stop_gradient(x))

# -- linalg -----------------------------------------------------------------------------------------------
case("linalg.cholesky", [((3, 3), F32, "spd")], lambda L, J, a: L.linalg.cholesky(a))
case(
    "linalg.triangular_solve",
    [((3, 3), F32, "tri"), S(3, 2)],
    lambda L, J, a, b: L.linalg.triangular_solve(a, b, left_side=True, lower=True),
)
case(
    "linalg.triangular_solve.right",
    [((3, 3), F32, "tri"), S(2, 3)],
    lambda L, J, a, b: L.linalg.triangular_solve(a, b, left_side=False, lower=True, transpose_a=True),
)
case("linalg.eigh.values", [((3, 3), F32, "spd")], lambda L, J, a: L.linalg.eigh(a)[1])
case("linalg.svd.values", [S(3, 4)], lambda L, J, a: L.linalg.svd(a, compute_uv=False))
