"""``jax.lax``'s contractions: ``dot_general``/``dot`` and ``conv_general_dilated``/``conv``/
``conv_transpose`` with their dimension numbers.

>>> import ivy_frontends.jax.lax as lax, ivy_frontends.jax.numpy as jnp
>>> a = jnp.ones((2, 3, 4)); b = jnp.ones((2, 4, 5))
>>> lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,)))).shape    # batched matmul
(2, 3, 5)
"""

from __future__ import annotations

import builtins
import enum
import math
import operator
from typing import NamedTuple

import ivy

from ._base import FrontendTypeError, FrontendValueError, cat, dname, dt, get_item, n, nat, same, shape_of, wrap

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Precision(enum.Enum):
    """Accepted for ``precision=`` (ivy runs the backend's default precision)."""

    DEFAULT = 0
    HIGH = 1
    HIGHEST = 2

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            table = {
                "default": cls.DEFAULT,
                "bfloat16": cls.DEFAULT,
                "fastest": cls.DEFAULT,
                "high": cls.HIGH,
                "bfloat16_3x": cls.HIGH,
                "tensorfloat32": cls.HIGH,
                "highest": cls.HIGHEST,
                "float32": cls.HIGHEST,
            }
            if value.lower() in table:
                return table[value.lower()]
        return None


DotDimensionNumbers = tuple


def _compute_dtype(a, preferred):
    d = ivy.dtype(a)
    if preferred is None:
        return d, d
    p = dt(preferred)
    return p, p


_DOT_CACHE = {}


def _dot_plan(a, b, ash, bsh, dimension_numbers, preferred_element_type):
    """The einsum equation and dtypes of a dot_general (cached by its static arguments)."""
    try:
        (lc, rc), (lb, rb) = dimension_numbers
    except (TypeError, ValueError):
        raise FrontendTypeError(
            "dimension_numbers must be ((lhs_contracting, rhs_contracting), (lhs_batch, rhs_batch)), got "
            f"{dimension_numbers!r}"
        ) from None
    lc, rc, lb, rb = (tuple(operator.index(v) for v in t) for t in (lc, rc, lb, rb))
    if len(lc) != len(rc) or len(lb) != len(rb):
        raise FrontendTypeError("dot_general requires equal numbers of lhs and rhs contracting and batch dimensions")
    for x, y in zip(lc + lb, rc + rb):
        if not (0 <= x < len(ash) and 0 <= y < len(bsh)):
            raise FrontendTypeError(f"dot_general dimension out of range for shapes {ash} and {bsh}")
        if ash[x] != bsh[y]:
            raise FrontendTypeError(
                f"dot_general requires contracting/batch dimensions to have the same shape, got {ash[x]} and {bsh[y]}."
            )
    out_d, comp_d = _compute_dtype(a, preferred_element_type)
    la = [""] * len(ash)
    lb_ = [""] * len(bsh)
    it = iter(_LETTERS)
    batch = []
    for x, y in zip(lb, rb):
        c = next(it)
        la[x] = lb_[y] = c
        batch.append(c)
    for x, y in zip(lc, rc):
        c = next(it)
        la[x] = lb_[y] = c
    for i in range(len(ash)):
        if not la[i]:
            la[i] = next(it)
    for i in range(len(bsh)):
        if not lb_[i]:
            lb_[i] = next(it)
    free_a = [la[i] for i in range(len(ash)) if i not in lc and i not in lb]
    free_b = [lb_[i] for i in range(len(bsh)) if i not in rc and i not in rb]
    eq = "".join(la) + "," + "".join(lb_) + "->" + "".join(batch + free_a + free_b)
    return eq, out_d, comp_d


def dot_general(lhs, rhs, dimension_numbers, precision=None, preferred_element_type=None, *, out_sharding=None):
    """Contract ``lhs`` and ``rhs`` over ``((lhs_contract, rhs_contract), (lhs_batch,
    rhs_batch))``; the result is batch dims, then lhs's free dims, then rhs's free dims."""
    a, b = n(lhs), n(rhs)
    if a.__class__ in (int, float, bool, complex) or b.__class__ in (int, float, bool, complex):
        a, b = same("dot_general", lhs, rhs)
    if a.dtype != b.dtype and preferred_element_type is None:
        raise FrontendTypeError(
            f"dot_general requires lhs dtype and rhs dtype to be equal, got {dname(a)} and {dname(b)}."
        )
    ash, bsh = shape_of(a), shape_of(b)
    key = (dimension_numbers, ash, bsh, a.dtype, preferred_element_type)
    try:
        eq, out_d, comp_d = _DOT_CACHE[key]
    except (KeyError, TypeError):
        eq, out_d, comp_d = _dot_plan(a, b, ash, bsh, dimension_numbers, preferred_element_type)
        try:
            _DOT_CACHE[key] = (eq, out_d, comp_d)
        except TypeError:  # unhashable dimension numbers (lists): no cache
            pass
    if preferred_element_type is not None:
        a, b = ivy.astype(a, comp_d), ivy.astype(b, comp_d)
    k = cat(a)
    if k >= 2:
        return wrap(ivy.einsum(eq, a, b))
    if k == 0:
        return wrap(ivy.greater(ivy.einsum(eq, ivy.astype(a, ivy.int32), ivy.astype(b, ivy.int32)), 0))
    if ivy.dtype_bits(comp_d) < 32:
        return wrap(ivy.astype(ivy.einsum(eq, ivy.astype(a, ivy.int32), ivy.astype(b, ivy.int32)), comp_d))
    return wrap(ivy.astype(ivy.einsum(eq, a, b), out_d))


def dot(lhs, rhs, *, dimension_numbers=None, precision=None, preferred_element_type=None, out_sharding=None):
    """Vector/matrix products (``lhs``'s last axis with ``rhs``'s first, ranks 1-2)."""
    a, b = n(lhs), n(rhs)
    if dimension_numbers is not None:
        return dot_general(lhs, rhs, dimension_numbers, precision, preferred_element_type)
    ra, rb = len(a.shape), len(b.shape)
    if ra not in (1, 2) or rb not in (1, 2):
        raise FrontendTypeError(f"Incompatible shapes for dot: got {shape_of(a)} and {shape_of(b)}.")
    return dot_general(lhs, rhs, (((ra - 1,), (0,)), ((), ())), precision, preferred_element_type)


def batch_matmul(lhs, rhs, precision=None):
    a, b = n(lhs), n(rhs)
    nd = len(a.shape)
    if nd < 2 or len(b.shape) != nd:
        raise FrontendValueError("batch_matmul needs operands of one rank >= 2")
    batch = tuple(range(nd - 2))
    return dot_general(lhs, rhs, (((nd - 1,), (nd - 2,)), (batch, batch)), precision)


# -- convolutions ----------------------------------------------------------------------------


class ConvDimensionNumbers(NamedTuple):
    """Dimension positions: ``lhs_spec`` (batch, feature, spatial...), ``rhs_spec`` (out feature,
    in feature, spatial...), ``out_spec`` (batch, feature, spatial...)."""

    lhs_spec: tuple
    rhs_spec: tuple
    out_spec: tuple


ConvGeneralDilatedDimensionNumbers = ConvDimensionNumbers


def conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers):
    """``dimension_numbers`` (None, three strings, or a ConvDimensionNumbers) as index tuples."""
    nd = len(lhs_shape)
    if isinstance(dimension_numbers, ConvDimensionNumbers):
        return dimension_numbers
    if dimension_numbers is None:
        spec = tuple(range(nd))
        return ConvDimensionNumbers(spec, spec, spec)
    if len(dimension_numbers) != 3:
        raise FrontendTypeError(
            f"convolution dimension_numbers must be a ConvDimensionNumbers or three strings, got {dimension_numbers!r}"
        )
    lhs_s, rhs_s, out_s = dimension_numbers
    if not all(isinstance(x, str) for x in dimension_numbers):
        return ConvDimensionNumbers(*(tuple(x) for x in dimension_numbers))
    if not len(lhs_s) == len(rhs_s) == len(out_s) == nd:
        raise FrontendTypeError(
            f"convolution dimension_numbers strings must have the operand's rank {nd}, got {dimension_numbers!r}"
        )
    # spatial dims are matched by their letters (the rhs's order defines them)
    rhs_spatial = [c for c in rhs_s.upper() if c not in "OI"]
    lhs_u, out_u = lhs_s.upper(), out_s.upper()

    def order(s, first):
        idx = [s.index(c) for c in first]
        others = [c for c in s if c not in first]
        sp = [s.index(c) for c in rhs_spatial] if set(rhs_spatial) <= set(others) else [s.index(c) for c in others]
        return tuple(idx + sp)

    rhs_u = rhs_s.upper()
    return ConvDimensionNumbers(
        order(lhs_u, "NC"),
        (rhs_u.index("O"), rhs_u.index("I"), *[rhs_u.index(c) for c in rhs_spatial]),
        order(out_u, "NC"),
    )


def _dilate(size, d):
    return 0 if size == 0 else (size - 1) * d + 1


def padtype_to_pads(in_shape, window_shape, window_strides, padding):
    """Explicit ``(lo, hi)`` pads of ``"VALID"``, ``"SAME"`` or ``"SAME_LOWER"``."""
    p = padding.upper() if isinstance(padding, str) else padding
    if p == "VALID":
        return [(0, 0)] * len(in_shape)
    if p in ("SAME", "SAME_LOWER"):
        out = []
        for i, k, s in zip(in_shape, window_shape, window_strides):
            o = -(-i // s)
            total = builtins.max((o - 1) * s + k - i, 0)
            lo = total // 2 if p == "SAME" else total - total // 2
            out.append((lo, total - lo))
        return out
    raise FrontendValueError(f"Unknown padding type: {padding}.")


def _pads(padding, in_sp, k_sp, strides, lhs_dil, rhs_dil):
    if isinstance(padding, str):
        return padtype_to_pads(
            [_dilate(i, d) for i, d in zip(in_sp, lhs_dil)],
            [_dilate(k, d) for k, d in zip(k_sp, rhs_dil)],
            strides,
            padding,
        )
    pads = [tuple(operator.index(v) for v in p) for p in padding]
    if len(pads) != len(in_sp):
        raise FrontendValueError(
            f"padding must have one (low, high) pair per spatial dimension ({len(in_sp)}), got {padding!r}"
        )
    return pads


def conv_general_dilated(
    lhs,
    rhs,
    window_strides,
    padding,
    lhs_dilation=None,
    rhs_dilation=None,
    dimension_numbers=None,
    feature_group_count=1,
    batch_group_count=1,
    precision=None,
    preferred_element_type=None,
    out_sharding=None,
):
    """XLA's convolution: strides, padding (``"VALID"``/``"SAME"``/``"SAME_LOWER"`` or pairs),
    input (``lhs_dilation``) and kernel (``rhs_dilation``) dilation, dimension numbers, feature
    and batch groups."""
    a, b = n(lhs), n(rhs)
    if a.dtype != b.dtype and preferred_element_type is None:
        raise FrontendTypeError(
            f"lax.conv_general_dilated requires arguments to have the same dtypes, got {dname(a)}, {dname(b)}."
        )
    nd = len(a.shape)
    if nd < 2 or len(b.shape) != nd:
        raise FrontendTypeError(
            f"conv_general_dilated lhs and rhs must have the same number of dimensions, got {shape_of(a)} and "
            f"{shape_of(b)}"
        )
    dn = conv_dimension_numbers(shape_of(a), shape_of(b), dimension_numbers)
    ns = nd - 2
    strides = tuple(window_strides)
    if len(strides) != ns:
        raise FrontendTypeError(
            f"conv_general_dilated window_strides must have one entry per spatial dimension ({ns}), got {strides}"
        )
    lhs_dil = (1,) * ns if lhs_dilation is None else tuple(lhs_dilation)
    rhs_dil = (1,) * ns if rhs_dilation is None else tuple(rhs_dilation)
    out_d, comp_d = _compute_dtype(a, preferred_element_type)
    # to channel-last: lhs (N, spatial..., C), rhs (spatial..., I, O)
    x = ivy.permute_dims(a, (dn.lhs_spec[0], *dn.lhs_spec[2:], dn.lhs_spec[1]))
    w = ivy.permute_dims(b, (*dn.rhs_spec[2:], dn.rhs_spec[1], dn.rhs_spec[0]))
    xsh, wsh = shape_of(x), shape_of(w)
    cin, cout = xsh[-1], wsh[-1]
    G, B = operator.index(feature_group_count), operator.index(batch_group_count)
    if G < 1 or cin % G or wsh[-2] * G != cin or cout % G:
        raise FrontendTypeError(
            "conv_general_dilated lhs feature dimension size divided by feature_group_count must equal the "
            f"rhs input feature dimension size, got lhs features {cin}, feature_group_count {G}, rhs input "
            f"features {wsh[-2]}."
        )
    if B < 1 or xsh[0] % B or cout % B:
        raise FrontendTypeError(
            "conv_general_dilated lhs batch dimension size must be evenly divisible by batch_group_count, got "
            f"lhs batch {xsh[0]} and batch_group_count {B}."
        )
    pads = _pads(padding, xsh[1:-1], wsh[:-2], strides, lhs_dil, rhs_dil)
    # negative padding crops the (dilated) input: dilate explicitly, then crop
    if builtins.any(lo < 0 or hi < 0 for lo, hi in pads):
        if builtins.any(d != 1 for d in lhs_dil):
            from ._shape import pad as _pad

            cfg = [(0, 0, 0)] + [(0, 0, d - 1) for d in lhs_dil] + [(0, 0, 0)]
            x = n(_pad(wrap(x), 0, cfg))
            lhs_dil = (1,) * ns
        key = [builtins.slice(None)]
        new = []
        for i, (lo, hi) in enumerate(pads):
            size = x.shape[1 + i]
            key.append(builtins.slice(builtins.max(-lo, 0), size - builtins.max(-hi, 0)))
            new.append((builtins.max(lo, 0), builtins.max(hi, 0)))
        x = get_item(x, tuple(key) + (builtins.slice(None),))
        pads = new
    cd = comp_d
    intlike = ivy.is_int_dtype(cd) or ivy.is_uint_dtype(cd) or ivy.is_bool_dtype(cd)
    run_d = ivy.float64 if intlike else cd
    x, w = ivy.astype(x, run_d), ivy.astype(w, run_d)

    def run(xx, ww):
        out_sp = _out_spatial(xx, ww, strides, pads, lhs_dil, rhs_dil)
        if _size(shape_of(xx)) == 0 or _size(shape_of(ww)) == 0 or 0 in out_sp:
            return nat(ivy.zeros((xx.shape[0], *out_sp, ww.shape[-1]), dtype=ivy.dtype(xx)))
        return ivy.conv_general_dilated(
            xx,
            ww,
            strides,
            pads,
            dims=ns,
            data_format="channel_last",
            filter_format="channel_last",
            feature_group_count=G,
            x_dilations=lhs_dil,
            dilations=rhs_dil,
        )

    if B == 1:
        y = run(x, w)
    else:
        nb = xsh[0] // B
        og = cout // B
        parts = []
        for g in range(B):
            xg = get_item(x, (builtins.slice(g * nb, (g + 1) * nb),))
            wg = get_item(w, (Ellipsis, builtins.slice(g * og, (g + 1) * og)))
            parts.append(run(xg, wg))
        y = ivy.concat(parts, axis=-1)
    # to out_spec
    out_spec = dn.out_spec
    cur = [0] + list(range(1, ns + 1)) + [ns + 1]  # positions in y of (N, spatial..., C)
    logical = [None] * nd
    logical[out_spec[0]] = cur[0]
    logical[out_spec[1]] = cur[-1]
    for k, pos in enumerate(out_spec[2:]):
        logical[pos] = cur[1 + k]
    y = ivy.permute_dims(y, tuple(logical))
    if ivy.is_bool_dtype(out_d):
        return wrap(ivy.greater(y, 0))
    if intlike:
        y = ivy.round(y)
    return wrap(ivy.astype(y, out_d))


def _size(sh):
    return math.prod(sh)


def _out_spatial(x, w, strides, pads, lhs_dil, rhs_dil):
    sp = []
    for i, (s, (lo, hi), ld, rd) in enumerate(zip(strides, pads, lhs_dil, rhs_dil)):
        size = _dilate(x.shape[1 + i], ld) + lo + hi
        k = _dilate(w.shape[i], rd)
        sp.append(builtins.max(0, (size - k) // s + 1) if size >= k else 0)
    return sp


def conv(lhs, rhs, window_strides, padding, precision=None, preferred_element_type=None):
    """``conv_general_dilated`` with NCHW/OIHW layouts and no dilation."""
    return conv_general_dilated(
        lhs, rhs, window_strides, padding, precision=precision, preferred_element_type=preferred_element_type
    )


def conv_with_general_padding(
    lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation, precision=None, preferred_element_type=None
):
    return conv_general_dilated(
        lhs,
        rhs,
        window_strides,
        padding,
        lhs_dilation=lhs_dilation,
        rhs_dilation=rhs_dilation,
        precision=precision,
        preferred_element_type=preferred_element_type,
    )


def _transpose_pads(k, s, padding):
    """The padding of the dilated input that makes a transposed convolution (JAX's rule)."""
    if padding == "SAME":
        pad_len = k + s - 2
        lo = k - 1 if s > k - 1 else int(math.ceil(pad_len / 2))
    elif padding == "VALID":
        pad_len = k + s - 2 + builtins.max(k - s, 0)
        lo = k - 1
    else:
        raise FrontendValueError(f"Unknown padding type: {padding}.")
    return lo, pad_len - lo


def conv_transpose(
    lhs,
    rhs,
    strides,
    padding,
    rhs_dilation=None,
    dimension_numbers=None,
    transpose_kernel=False,
    precision=None,
    preferred_element_type=None,
    use_consistent_padding=False,
):
    """The transposed convolution (the gradient of a strided one): ``lhs`` dilated by ``strides``."""
    a, b = n(lhs), n(rhs)
    nd = len(a.shape)
    ns = nd - 2
    if dimension_numbers is None:
        dimension_numbers = {1: ("NHC", "HIO", "NHC"), 2: ("NHWC", "HWIO", "NHWC"), 3: ("NHWDC", "HWDIO", "NHWDC")}.get(
            ns
        )
        if dimension_numbers is None:
            raise FrontendValueError("No 4+ dimensional dimension_number defaults.")
    dn = conv_dimension_numbers(shape_of(a), shape_of(b), dimension_numbers)
    k_shape = [b.shape[i] for i in dn.rhs_spec[2:]]
    rd = (1,) * ns if rhs_dilation is None else tuple(rhs_dilation)
    kd = [_dilate(k, d) for k, d in zip(k_shape, rd)]
    if isinstance(padding, str):
        pads = [_transpose_pads(k, s, padding.upper()) for k, s in zip(kd, strides)]
    elif use_consistent_padding:
        pads = [(k - 1 - lo, k - 1 - hi) for k, (lo, hi) in zip(kd, padding)]
    else:
        pads = [tuple(p) for p in padding]
    if transpose_kernel:
        b = ivy.flip(b, axis=tuple(dn.rhs_spec[2:]))
        spec = list(dn.rhs_spec)
        spec[0], spec[1] = spec[1], spec[0]
        dn = ConvDimensionNumbers(dn.lhs_spec, tuple(spec), dn.out_spec)
    return conv_general_dilated(
        wrap(a),
        wrap(b),
        (1,) * ns,
        pads,
        lhs_dilation=tuple(strides),
        rhs_dilation=rd,
        dimension_numbers=dn,
        precision=precision,
        preferred_element_type=preferred_element_type,
    )


def conv_general_dilated_patches(
    lhs,
    filter_shape,
    window_strides,
    padding,
    lhs_dilation=None,
    rhs_dilation=None,
    dimension_numbers=None,
    precision=None,
    preferred_element_type=None,
):
    """Patches of ``lhs`` as a convolution with an identity kernel (features: C * prod(filter))."""
    a = n(lhs)
    nd = len(a.shape)
    dn = conv_dimension_numbers(shape_of(a), (0,) * nd, dimension_numbers)
    c = a.shape[dn.lhs_spec[1]]
    k = math.prod(filter_shape)
    eye = ivy.reshape(nat(ivy.eye(k, dtype=ivy.dtype(a))), (k, 1, *filter_shape))
    eye = ivy.tile(eye, (c,) + (1,) * (nd - 1))
    rhs_dn = ConvDimensionNumbers(dn.lhs_spec, tuple(range(nd)), dn.out_spec)
    return conv_general_dilated(
        wrap(a),
        wrap(eye),
        window_strides,
        padding,
        lhs_dilation,
        rhs_dilation,
        rhs_dn,
        feature_group_count=c,
        precision=precision,
        preferred_element_type=preferred_element_type,
    )
