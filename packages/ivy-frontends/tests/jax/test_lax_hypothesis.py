"""Hypothesis over ``jax.lax``'s dimension numbers and control flow, against the real ``jax.lax``:
``dot_general`` contracting/batch dimensions, ``conv_general_dilated`` layouts, strides, padding,
dilations and groups, ``gather``/``scatter`` index maps and modes, ``scan``/``fori_loop``/
``while_loop``; shapes include empty ones. Few examples in CI (each new shape compiles in the real
JAX that gives the expected values; ``HYPOTHESIS_PROFILE=thorough`` goes deep)."""

from __future__ import annotations

import os

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from lax_driver import _jax_x32, compare
from lax_spread import SLICE, only_on_spread

EXAMPLES = 40 if os.environ.get("HYPOTHESIS_PROFILE") == "thorough" else (3 if SLICE else 6)
SET = settings(max_examples=EXAMPLES, deadline=None)


def _run(call, *arrays, tol=1e-4):
    import jax.lax as real

    import ivy_frontends.jax.lax as lax
    import ivy_frontends.jax.numpy as jnp

    with _jax_x32():
        want = call(real, *arrays)
    got = call(lax, *[jnp.asarray(a) if isinstance(a, np.ndarray) else a for a in arrays])
    msg = compare(got, want, tol, "hypothesis")
    assert msg is None, msg


@st.composite
def dot_general_args(draw):
    nb, nc = draw(st.integers(0, 2)), draw(st.integers(0, 2))
    nfl, nfr = draw(st.integers(0, 2)), draw(st.integers(0, 1))
    sizes = lambda k: [draw(st.integers(0, 3)) for _ in range(k)]  # noqa: E731
    b, c, fl, fr = sizes(nb), sizes(nc), sizes(nfl), sizes(nfr)
    lhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("f", i) for i in range(nfl)]
    rhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("g", i) for i in range(nfr)]
    lhs_dims = draw(st.permutations(lhs_dims))
    rhs_dims = draw(st.permutations(rhs_dims))
    size = {"b": b, "c": c, "f": fl, "g": fr}
    lsh = tuple(size[k][i] for k, i in lhs_dims)
    rsh = tuple(size[k][i] for k, i in rhs_dims)
    lc = tuple(lhs_dims.index(("c", i)) for i in range(nc))
    rc = tuple(rhs_dims.index(("c", i)) for i in range(nc))
    lb = tuple(lhs_dims.index(("b", i)) for i in range(nb))
    rb = tuple(rhs_dims.index(("b", i)) for i in range(nb))
    dtype = draw(st.sampled_from(["float32", "int32"]))
    return lsh, rsh, ((lc, rc), (lb, rb)), dtype


@SET
@given(dot_general_args(), st.integers(0, 2**16))
def test_dot_general_dimension_numbers(args, seed):
    only_on_spread("hyp.dot_general")
    lsh, rsh, dn, dtype = args
    rng = np.random.default_rng(seed)
    a = (rng.standard_normal(lsh) * 3).astype(dtype)
    b = (rng.standard_normal(rsh) * 3).astype(dtype)
    _run(lambda L, x, y: L.dot_general(x, y, dn), a, b)


@st.composite
def conv_args(draw):
    nsp = draw(st.integers(1, 2))
    n, g = draw(st.integers(1, 2)), draw(st.integers(1, 2))
    cin, cout = g * draw(st.integers(1, 2)), g * draw(st.integers(1, 2))
    k = [draw(st.integers(1, 3)) for _ in range(nsp)]
    sp = [draw(st.integers(k_, 7)) for k_ in k]
    strides = tuple(draw(st.integers(1, 2)) for _ in range(nsp))
    rd = tuple(draw(st.integers(1, 2)) for _ in range(nsp))
    ld = tuple(draw(st.integers(1, 2)) for _ in range(nsp))
    pad = draw(
        st.one_of(
            st.sampled_from(["VALID", "SAME", "SAME_LOWER"]),
            st.lists(st.tuples(st.integers(-1, 2), st.integers(0, 2)), min_size=nsp, max_size=nsp),
        )
    )
    if isinstance(pad, str) and any(d > 1 for d in ld):
        ld = (1,) * nsp  # JAX refuses string padding with input dilation
    layout = draw(st.sampled_from(["NC", "NL"]))
    return nsp, n, g, cin, cout, k, sp, strides, rd, ld, pad, layout


@SET
@given(conv_args(), st.integers(0, 2**16))
def test_conv_general_dilated(args, seed):
    only_on_spread("hyp.conv")
    nsp, n, g, cin, cout, k, sp, strides, rd, ld, pad, layout = args
    rng = np.random.default_rng(seed)
    spatial = "HW"[:nsp] if nsp <= 2 else "HWD"
    if layout == "NC":
        dn = ("NC" + spatial, "OI" + spatial, "NC" + spatial)
        lsh, rsh = (n, cin, *sp), (cout, cin // g, *k)
    else:
        dn = ("N" + spatial + "C", spatial + "IO", "N" + spatial + "C")
        lsh, rsh = (n, *sp, cin), (*k, cin // g, cout)
    x = rng.standard_normal(lsh).astype(np.float32)
    w = rng.standard_normal(rsh).astype(np.float32)
    padding = pad if isinstance(pad, str) else [tuple(p) for p in pad]
    _run(lambda L, a, b: L.conv_general_dilated(a, b, strides, padding, ld, rd, dn, feature_group_count=g), x, w)


@st.composite
def gather_args(draw):
    rank = draw(st.integers(1, 3))
    osh = tuple(draw(st.integers(1, 4)) for _ in range(rank))
    nidx = draw(st.integers(1, rank))
    index_map = tuple(sorted(draw(st.permutations(range(rank)))[:nidx]))
    collapsed = tuple(d for d in index_map if draw(st.booleans()))
    sizes = tuple(1 if d in collapsed else draw(st.integers(0, osh[d])) for d in range(rank))
    nbatch = draw(st.integers(0, 2))
    bsh = tuple(draw(st.integers(0, 3)) for _ in range(nbatch))
    nwin = rank - len(collapsed)
    out_rank = nbatch + nwin
    offset = tuple(sorted(draw(st.permutations(range(out_rank)))[:nwin]))
    mode = draw(st.sampled_from(["clip", "fill"]))
    return osh, bsh + (nidx,), index_map, collapsed, sizes, offset, mode


@SET
@given(gather_args(), st.integers(0, 2**16))
def test_gather_dimension_numbers(args, seed):
    only_on_spread("hyp.gather")
    osh, ish, index_map, collapsed, sizes, offset, mode = args
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(osh).astype(np.float32)
    idx = rng.integers(-1, max(osh) + 1, size=ish).astype(np.int32)

    def call(L, a, i):
        dn = L.GatherDimensionNumbers(offset_dims=offset, collapsed_slice_dims=collapsed, start_index_map=index_map)
        return L.gather(a, i, dn, sizes, mode=mode)

    _run(call, x, idx)


@SET
@given(
    gather_args(), st.sampled_from(["scatter_add", "scatter_mul", "scatter_min", "scatter_max"]), st.integers(0, 2**16)
)
def test_scatter_dimension_numbers(args, op, seed):
    only_on_spread("hyp.scatter")
    osh, ish, index_map, collapsed, sizes, offset, mode = args
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(osh).astype(np.float32)
    idx = rng.integers(-1, max(osh) + 1, size=ish).astype(np.int32)
    win = [sizes[d] for d in range(len(osh)) if d not in collapsed]
    bsh = list(ish[:-1])
    ush, it_w, it_b = [], iter(win), iter(bsh)
    for pos in range(len(bsh) + len(win)):
        ush.append(next(it_w) if pos in offset else next(it_b))
    u = rng.standard_normal(ush).astype(np.float32)

    def call(L, a, i, upd):
        dn = L.ScatterDimensionNumbers(
            update_window_dims=offset, inserted_window_dims=collapsed, scatter_dims_to_operand_dims=index_map
        )
        return getattr(L, op)(a, i, upd, dn, mode="clip" if mode == "clip" else "drop")

    _run(call, x, idx, u)


@SET
@given(st.integers(1, 5), st.integers(0, 3), st.booleans(), st.integers(0, 2**16))
def test_scan_and_loops(length, width, reverse, seed):
    only_on_spread("hyp.control")
    rng = np.random.default_rng(seed)
    xs = rng.standard_normal((length, width)).astype(np.float32)
    c0 = rng.standard_normal((width,)).astype(np.float32)

    def body(L, c, x):
        c2 = L.add(L.mul(c, np.float32(0.5)), L.sin(x))
        return c2, (c2, L.reduce_sum(x, (0,)))

    _run(lambda L, c, x: L.scan(lambda c, x: body(L, c, x), c, x, reverse=reverse), c0, xs)
    _run(lambda L, c: L.fori_loop(0, length, lambda i, v: L.add(v, L.convert_element_type(i, np.float32)), c), c0)
    _run(lambda L, c: L.while_loop(lambda s: s[0] < length, lambda s: (s[0] + 1, L.cos(s[1])), (0, c)), c0)
