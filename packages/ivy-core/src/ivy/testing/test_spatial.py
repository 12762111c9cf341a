"""Convolutions, pooling and interpolation (ivy.api.spatial) against the frameworks that define them.

References: torch.nn.functional (conv*, conv_transpose*, max/avg/adaptive pools,
interpolate's torch modes, grid_sample); TensorFlow for what it defines (SAME padding of
transposed convolutions and pools, tf.image.resize's gaussian / mitchellcubic /
area modes); jax.image.resize for lanczos3/lanczos5 and the Keys cubic.
Inputs are drawn as NumPy arrays; references compute in float64 (grid_sample's in the inputs'
dtype, which torch computes in).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import ivy

from .helpers import assert_same, backend_name, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for convolutions, pooling and interpolation")
F = torch.nn.functional

_FLOATS = ("float32", "float64")


def _few(test):
    """JAX compiles every new shape: a third of the profile's examples there (at least 2; the floor
    was 5, more than CI's lean profile gives the other backends)."""
    if backend_name() != "jax":
        return test
    return settings(max_examples=max(2, settings.default.max_examples // 3))(test)


def _tol(dtype):
    return {"rtol": 1e-4, "atol": 1e-4} if dtype == "float32" else {"rtol": 1e-9, "atol": 1e-9}


def _same(size, k, s):
    """TensorFlow's SAME padding (written from its documentation)."""
    out = -(-size // s)
    total = max((out - 1) * s + k - size, 0)
    return total // 2, total - total // 2


def _t(a):
    return torch.tensor(np.asarray(a, dtype=np.float64))


def _values(draw, shape, dtype="float64"):
    """Half-integers in [-2, 2] (exact in every float dtype) from a drawn seed: cheap for hypothesis."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    return (rng.integers(-4, 5, size=shape).astype(np.float64) / 2).astype(dtype)


def _ref_conv(x_cf, w_oihw, strides, pads, xdil, dil, groups):
    """torch conv on (N, C, *sp) float64 numpy input; explicit pads and input dilation here."""
    n = x_cf.ndim - 2
    x = _t(x_cf)
    if any(d > 1 for d in xdil):
        shp = list(x.shape[:2]) + [(s - 1) * d + 1 for s, d in zip(x.shape[2:], xdil)]
        z = torch.zeros(shp, dtype=x.dtype)
        z[(slice(None), slice(None)) + tuple(slice(None, None, d) for d in xdil)] = x
        x = z
    flat = []
    for lo, hi in reversed(pads):
        flat += [lo, hi]
    x = F.pad(x, flat)
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[n]
    return conv(x, _t(w_oihw), None, strides, 0, dil, groups).numpy()


def _to_layout(a_cf, cl, batch):
    """(N, C, *sp) -> (*batch, *sp, C) or (*batch, C, *sp)."""
    if cl:
        a_cf = np.moveaxis(a_cf, 1, -1)
    return a_cf.reshape(tuple(batch) + a_cf.shape[1:])


@st.composite
def conv_cases(draw, n=None, groups_ok=True, xdil_ok=True):
    n = draw(st.sampled_from((1, 2, 2, 3))) if n is None else n
    dtype = draw(st.sampled_from(_FLOATS))
    batch = draw(st.lists(st.integers(0 if n < 3 else 1, 2), min_size=0, max_size=2))
    groups = draw(st.sampled_from((1, 2))) if groups_ok else 1
    cin = groups * draw(st.integers(1, 2))
    cout = groups * draw(st.integers(1, 2))
    maxs = 5 if n < 3 else 3
    sp = tuple(draw(st.lists(st.integers(1, maxs), min_size=n, max_size=n)))
    k = tuple(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    strides = tuple(draw(st.lists(st.integers(1, 2), min_size=n, max_size=n)))
    dil = tuple(draw(st.lists(st.integers(1, 2), min_size=n, max_size=n)))
    xdil = tuple(draw(st.lists(st.integers(1, 2), min_size=n, max_size=n))) if xdil_ok else (1,) * n
    kind = draw(st.sampled_from(("SAME", "VALID", "int", "pairs")))
    din = [(s - 1) * d + 1 for s, d in zip(sp, xdil)]
    keff = [(a - 1) * d + 1 for a, d in zip(k, dil)]
    if kind == "SAME":
        pads, padding = [_same(i, ke, s) for i, ke, s in zip(din, keff, strides)], "SAME"
    elif kind == "VALID":
        pads, padding = [(0, 0)] * n, "VALID"
    elif kind == "int":
        p = draw(st.integers(0, 2))
        pads, padding = [(p, p)] * n, p
    else:
        pads = [tuple(draw(st.lists(st.integers(0, 2), min_size=2, max_size=2))) for _ in range(n)]
        padding = pads
    assume(all(i + lo + hi >= ke for i, (lo, hi), ke in zip(din, pads, keff)))
    cl = draw(st.booleans())
    fcl = draw(st.booleans())
    nb = int(np.prod(batch)) if batch else 1
    x_cf = _values(draw, (nb, cin) + sp, dtype)
    w_oihw = _values(draw, (cout, cin // groups) + k, dtype)
    bias = _values(draw, (cout,), dtype) if draw(st.booleans()) else None
    return dict(n=n, dtype=dtype, batch=batch, groups=groups, sp=sp, k=k, strides=strides, dil=dil, xdil=xdil,
                pads=pads, padding=padding, cl=cl, fcl=fcl, x_cf=x_cf, w=w_oihw, bias=bias)


def _case_args(c):
    x = _to_layout(c["x_cf"], c["cl"], c["batch"])
    n = c["n"]
    w = np.transpose(c["w"], tuple(range(2, n + 2)) + (1, 0)) if c["fcl"] else c["w"]
    return x, w


def _expected(c):
    y = _ref_conv(c["x_cf"], c["w"], c["strides"], c["pads"], c["xdil"], c["dil"], c["groups"])
    if c["bias"] is not None:
        y = y + c["bias"].astype(np.float64).reshape((-1,) + (1,) * c["n"])
    return _to_layout(y, c["cl"], c["batch"]).astype(c["dtype"])


@_few
@given(conv_cases())
def test_conv_general_dilated(c):
    x, w = _case_args(c)
    r = ivy.conv_general_dilated(
        to_ivy(x), to_ivy(w), c["strides"], c["padding"], dims=c["n"],
        data_format="channel_last" if c["cl"] else "channel_first",
        filter_format="channel_last" if c["fcl"] else "channel_first", feature_group_count=c["groups"],
        x_dilations=c["xdil"], dilations=c["dil"], bias=None if c["bias"] is None else to_ivy(c["bias"]))
    assert_same(r, _expected(c), **_tol(c["dtype"]))


# depthwise convolutions (one group per input channel): JAX's backend sums the kernel's taps for
# them (XLA's CPU grouped convolution is 30-100x slower); every backend checked on the same cases
_DEPTHWISE = [  # (dims, channel multiplier, strides, padding, dilations, channel last, kernel)
    (1, 1, 1, 0, 1, False, (3,)), (1, 2, 2, 1, 1, True, (2,)), (2, 1, 1, 0, 1, False, (1, 5)),
    (2, 2, 1, "SAME", 1, True, (3, 3)), (2, 1, 2, 1, 2, False, (3, 2)), (3, 1, 1, 1, 1, True, (2, 2, 3)),
    (3, 2, 2, 0, 1, False, (3, 1, 2)),
]


@pytest.mark.parametrize("case", _DEPTHWISE, ids=[f"{c[0]}d-m{c[1]}-s{c[2]}-p{c[3]}-d{c[4]}-cl{int(c[5])}"
                                                   for c in _DEPTHWISE])
def test_depthwise_convolution(case):
    n, mult, stride, padding, dil, cl, k = case
    rng = np.random.default_rng(n * 10 + mult)
    cin = 3
    x_cf = rng.standard_normal((2, cin) + (9, 8, 7)[:n])
    w = rng.standard_normal((cin * mult, 1) + k)
    if padding == "SAME":
        pads = [_same(size, (kk - 1) * dil + 1, stride) for size, kk in zip(x_cf.shape[2:], k)]
    else:
        pads = [(padding, padding)] * n
    c = dict(n=n, dtype="float32", batch=(2,), groups=cin, x_cf=x_cf, w=w, strides=(stride,) * n,
             dil=(dil,) * n, xdil=(1,) * n, pads=pads, bias=None, cl=cl, fcl=cl)
    x, wl = _case_args(c)
    r = ivy.conv_general_dilated(
        to_ivy(x.astype("float32")), to_ivy(wl.astype("float32")), stride, padding, dims=n,
        data_format="channel_last" if cl else "channel_first", filter_format="channel_last" if cl else "channel_first",
        feature_group_count=cin, dilations=dil)
    assert_same(r, _expected(c), **_tol("float32"))


_CONV_FN = {1: ("conv1d", "NWC", "NCW"), 2: ("conv2d", "NHWC", "NCHW"), 3: ("conv3d", "NDHWC", "NCDHW")}


@pytest.mark.parametrize("n", [1, 2, 3])
@_few
@given(data=st.data())
def test_conv_nd(n, data):
    c = data.draw(conv_cases(n=n, groups_ok=False))
    x, w = _case_args(c)
    name, cl_fmt, cf_fmt = _CONV_FN[n]
    r = getattr(ivy, name)(
        to_ivy(x), to_ivy(w), c["strides"], c["padding"], data_format=cl_fmt if c["cl"] else cf_fmt,
        filter_format="channel_last" if c["fcl"] else "channel_first", x_dilations=c["xdil"], dilations=c["dil"],
        bias=None if c["bias"] is None else to_ivy(c["bias"]))
    assert_same(r, _expected(c), **_tol(c["dtype"]))


def test_conv2d_native_layouts():
    """torch's own layout (the fast path of the torch backend) and the NHWC default agree with torch."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 3, 9, 8)).astype(np.float32)
    w = rng.standard_normal((5, 3, 3, 3)).astype(np.float32)
    b = rng.standard_normal(5).astype(np.float32)
    ref = F.conv2d(torch.tensor(x), torch.tensor(w), torch.tensor(b), 2, 1).numpy()
    r = ivy.conv2d(to_ivy(x), to_ivy(w), 2, 1, data_format="NCHW", filter_format="channel_first", bias=to_ivy(b))
    assert_same(r, ref, rtol=1e-4, atol=1e-4)
    r = ivy.conv2d(to_ivy(x.transpose(0, 2, 3, 1)), to_ivy(w.transpose(2, 3, 1, 0)), (2, 2), [(1, 1), (1, 1)],
                   bias=to_ivy(b))
    assert_same(r, ref.transpose(0, 2, 3, 1), rtol=1e-4, atol=1e-4)
    # native arrays in, native arrays out
    r = ivy.conv2d(to_ivy(x).data, to_ivy(w).data, 2, 1, data_format="NCHW", filter_format="channel_first")
    assert not isinstance(r, ivy.Array)


@pytest.mark.parametrize("k,dil", [((2, 2), 1), ((4, 3), 1), ((2, 3), (2, 1)), ((3, 3), 2)])
def test_conv2d_same_padding_in_torch_layout(k, dil):
    """SAME at stride 1 in torch's layout (symmetric pads straight to F.conv2d on the torch
    backend where the effective kernel is odd): even effective kernels put the odd pixel at the
    end, as TensorFlow's SAME does."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 3, 7, 6)).astype(np.float32)
    w = rng.standard_normal((4, 3) + k).astype(np.float32)
    d = (dil, dil) if isinstance(dil, int) else dil
    keff = [(a - 1) * di + 1 for a, di in zip(k, d)]
    pads = [_same(i, ke, 1) for i, ke in zip(x.shape[2:], keff)]
    ref = _ref_conv(x, w, (1, 1), pads, (1, 1), d, 1).astype(np.float32)
    for strides in (1, (1, 1)):
        r = ivy.conv2d(to_ivy(x), to_ivy(w), strides, "SAME", data_format="NCHW", filter_format="channel_first",
                       dilations=dil)
        assert_same(r, ref, rtol=1e-4, atol=1e-4)
    # stride 2 (which torch's "same" refuses) takes the general path
    pads = [_same(i, ke, 2) for i, ke in zip(x.shape[2:], keff)]
    ref = _ref_conv(x, w, (2, 2), pads, (1, 1), d, 1).astype(np.float32)
    r = ivy.conv2d(to_ivy(x), to_ivy(w), 2, "SAME", data_format="NCHW", filter_format="channel_first", dilations=dil)
    assert_same(r, ref, rtol=1e-4, atol=1e-4)


def test_conv_integer_input_gives_float32():
    x = np.arange(2 * 5 * 1, dtype=np.int64).reshape(2, 5, 1)
    w = np.ones((2, 1, 1), dtype=np.int32)
    r = ivy.conv1d(to_ivy(x), to_ivy(w), 1, "VALID")
    assert_same(r, (x[:, :-1] + x[:, 1:]).astype(np.float32))


@st.composite
def transpose_cases(draw):
    n = draw(st.sampled_from((1, 2, 2, 3)))
    dtype = draw(st.sampled_from(_FLOATS))
    batch = draw(st.lists(st.integers(1, 2), min_size=0, max_size=2))
    groups = draw(st.sampled_from((1, 2)))
    cin = groups * draw(st.integers(1, 2))
    cout_g = draw(st.integers(1, 2))
    sp = tuple(draw(st.lists(st.integers(1, 4 if n < 3 else 2), min_size=n, max_size=n)))
    k = tuple(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    strides = tuple(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    dil = tuple(draw(st.lists(st.integers(1, 2), min_size=n, max_size=n)))
    keff = [(a - 1) * d + 1 for a, d in zip(k, dil)]
    full = [(i - 1) * s + ke for i, s, ke in zip(sp, strides, keff)]
    kind = draw(st.sampled_from(("SAME", "VALID", "pairs", "SAME+shape", "VALID+shape")))
    output_shape = None
    if kind.startswith("SAME"):
        padding = "SAME"
        if kind == "SAME+shape":
            out = [i * s - draw(st.integers(0, s - 1)) for i, s in zip(sp, strides)]
            output_shape = out
        else:
            out = [i * s for i, s in zip(sp, strides)]
        crops = []
        for o, s, ke in zip(out, strides, keff):
            lo = _same(o, ke, s)[0]
            crops.append((lo, None))
    elif kind.startswith("VALID"):
        padding = "VALID"
        if kind == "VALID+shape":
            out = [f + draw(st.integers(0, s - 1)) for f, s in zip(full, strides)]
            output_shape = out
        else:
            out = [i * s + max(ke - s, 0) for i, s, ke in zip(sp, strides, keff)]
        crops = [(0, None)] * n
    else:
        padding = [tuple(draw(st.lists(st.integers(0, 1), min_size=2, max_size=2))) for _ in range(n)]
        assume(all(f - lo - hi >= 0 for f, (lo, hi) in zip(full, padding)))
        out = [f - lo - hi for f, (lo, hi) in zip(full, padding)]
        crops = [(lo, None) for lo, _ in padding]
    cl = draw(st.booleans())
    fcl = draw(st.booleans())
    nb = int(np.prod(batch)) if batch else 1
    x_cf = _values(draw, (nb, cin) + sp, dtype)
    w_iohw = _values(draw, (cin, cout_g) + k, dtype)
    bias = _values(draw, (cout_g * groups,), dtype) if draw(st.booleans()) else None
    return dict(n=n, dtype=dtype, batch=batch, groups=groups, strides=strides, dil=dil, padding=padding,
                output_shape=output_shape, out=out, crops=crops, cl=cl, fcl=fcl, x_cf=x_cf, w=w_iohw, bias=bias)


def _expected_transpose(c):
    n = c["n"]
    convt = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[n]
    y = convt(_t(c["x_cf"]), _t(c["w"]), None, c["strides"], 0, 0, c["groups"], c["dil"]).numpy()
    # crop the full result at the low end, then cut or zero-extend to the output size
    for ax in range(n):
        lo = c["crops"][ax][0]
        y = np.take(y, np.arange(lo, min(y.shape[ax + 2], lo + c["out"][ax])), axis=ax + 2)
        short = c["out"][ax] - y.shape[ax + 2]
        if short > 0:
            widths = [(0, 0)] * y.ndim
            widths[ax + 2] = (0, short)
            y = np.pad(y, widths)
    if c["bias"] is not None:
        y = y + c["bias"].astype(np.float64).reshape((-1,) + (1,) * n)
    return _to_layout(y, c["cl"], c["batch"]).astype(c["dtype"])


@_few
@given(transpose_cases())
def test_conv_general_transpose(c):
    n = c["n"]
    x = _to_layout(c["x_cf"], c["cl"], c["batch"])
    w = np.transpose(c["w"], tuple(range(2, n + 2)) + (1, 0)) if c["fcl"] else c["w"]
    r = ivy.conv_general_transpose(
        to_ivy(x), to_ivy(w), c["strides"], c["padding"], dims=n, output_shape=c["output_shape"],
        filter_format="channel_last" if c["fcl"] else "channel_first",
        data_format="channel_last" if c["cl"] else "channel_first", dilations=c["dil"],
        feature_group_count=c["groups"], bias=None if c["bias"] is None else to_ivy(c["bias"]))
    assert_same(r, _expected_transpose(c), **_tol(c["dtype"]))


def test_conv_general_transpose_to_an_empty_output():
    """Found by a thorough run: padding that leaves an output size of 0 (a 1x1 input, 1x1 filter,
    dilation 2 and padding (1, 0) on the first axis) is an empty result; torch raised "Output
    size is too small"."""
    x = np.full((1, 1, 1, 1), 1.5, np.float32)
    r = ivy.conv_general_transpose(to_ivy(x), to_ivy(x), (1, 1), [(1, 0), (0, 0)], dims=2,
                                   filter_format="channel_first", data_format="channel_first", dilations=(2, 1))
    assert r.shape == (1, 1, 0, 1) and r.dtype == ivy.float32


@pytest.mark.parametrize("padding", ["SAME", "VALID"])
@pytest.mark.parametrize("given_shape", [False, True])
def test_conv2d_transpose_against_tensorflow(padding, given_shape):
    """TF defines SAME/VALID output sizes and alignment of transposed convolutions."""
    tf = pytest.importorskip("tensorflow", reason="TensorFlow defines SAME for transposed convolutions")
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 4, 5, 3))
    w = rng.standard_normal((3, 2, 4, 3))  # (fh, fw, out, in)
    if given_shape:
        out_hw = (7, 9) if padding == "SAME" else (10, 11)
    else:
        out_hw = (8, 10) if padding == "SAME" else (9, 10)
    ref = tf.nn.conv2d_transpose(tf.constant(x), tf.constant(w), (2,) + out_hw + (4,), 2, padding).numpy()
    r = ivy.conv2d_transpose(to_ivy(x), to_ivy(w), 2, padding, output_shape=out_hw if given_shape else None)
    assert_same(r, ref)
    r = ivy.conv1d_transpose(to_ivy(x[:, 0]), to_ivy(w[0]), 2, padding,
                             output_shape=(2, out_hw[1], 4) if given_shape else None)
    ref1 = tf.nn.conv1d_transpose(tf.constant(x[:, 0]), tf.constant(w[0]), (2, out_hw[1], 4), 2, padding).numpy()
    assert_same(r, ref1)


def test_conv3d_transpose_shapes():
    x = ivy.ones((1, 2, 3, 3, 2))
    assert ivy.conv3d_transpose(x, ivy.ones((3, 3, 3, 4, 2)), 2, "VALID").shape == (1, 5, 7, 7, 4)
    assert ivy.conv3d_transpose(x, ivy.ones((3, 3, 3, 4, 2)), 2, "SAME").shape == (1, 4, 6, 6, 4)
    y = ivy.conv3d_transpose(ivy.ones((1, 2, 2, 2, 2)), ivy.ones((2, 4, 1, 1, 1)), 1, "VALID",
                             data_format="NCDHW", filter_format="channel_first")
    assert y.shape == (1, 4, 2, 2, 2)
    assert_same(y, np.full((1, 4, 2, 2, 2), 2.0, np.float32))


@_few
@given(data=st.data())
def test_depthwise_conv2d(data):
    c = data.draw(conv_cases(n=2, groups_ok=False, xdil_ok=False))
    mult = data.draw(st.sampled_from((None, 1, 2)))
    cin = c["x_cf"].shape[1]
    k = c["k"]
    w = _values(data.draw, k + (cin,) + ((mult,) if mult else ()), c["dtype"])
    x = _to_layout(c["x_cf"], c["cl"], c["batch"])
    r = ivy.depthwise_conv2d(to_ivy(x), to_ivy(w), c["strides"], c["padding"],
                             data_format="NHWC" if c["cl"] else "NCHW", dilations=c["dil"])
    m = mult or 1
    w_oihw = np.transpose(w.reshape(k + (cin * m,)), (2, 0, 1))[:, None]  # (C*m, 1, fh, fw)
    y = _ref_conv(c["x_cf"], w_oihw, c["strides"], c["pads"], (1, 1), c["dil"], cin)
    assert_same(r, _to_layout(y, c["cl"], c["batch"]).astype(c["dtype"]), **_tol(c["dtype"]))


# ------------------------------------------------------------------ pooling

_POOL = {1: "1d", 2: "2d", 3: "3d"}
_FMT = {1: ("NWC", "NCW"), 2: ("NHWC", "NCHW"), 3: ("NDHWC", "NCDHW")}


@st.composite
def pool_cases(draw, kind):
    n = draw(st.sampled_from((1, 2, 2, 3)))
    dtype = draw(st.sampled_from(_FLOATS))
    batch = draw(st.lists(st.integers(0 if n < 3 else 1, 2), min_size=0, max_size=2))
    c = draw(st.integers(1, 2))
    sp = tuple(draw(st.lists(st.integers(1, 6 if n < 3 else 4), min_size=n, max_size=n)))
    k = tuple(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    strides = tuple(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    dil = tuple(draw(st.lists(st.integers(1, 2), min_size=n, max_size=n))) if kind == "max" else (1,) * n
    keff = [(a - 1) * d + 1 for a, d in zip(k, dil)]
    pad = tuple(draw(st.integers(0, a // 2)) for a in k)  # torch allows at most half the kernel
    assume(all(i + 2 * p >= ke for i, p, ke in zip(sp, pad, keff)))
    if n == 3:  # torch's 3-D pools also want the unpadded input to hold the kernel
        assume(all(i >= ke for i, ke in zip(sp, keff)))
    ceil_mode = draw(st.booleans())
    cl = draw(st.booleans())
    nb = int(np.prod(batch)) if batch else 1
    x_cf = _values(draw, (nb, c) + sp, dtype)
    return dict(n=n, dtype=dtype, batch=batch, k=k, strides=strides, dil=dil, pad=pad, ceil_mode=ceil_mode, cl=cl,
                x_cf=x_cf)


@_few
@given(pool_cases("max"))
def test_max_pool(c):
    n = c["n"]
    x = _to_layout(c["x_cf"], c["cl"], c["batch"])
    r = getattr(ivy, "max_pool" + _POOL[n])(to_ivy(x), c["k"], c["strides"], list(c["pad"]),
                                            data_format=_FMT[n][0 if c["cl"] else 1], dilation=c["dil"],
                                            ceil_mode=c["ceil_mode"])
    fn = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[n]
    ref = fn(_t(c["x_cf"]), c["k"], c["strides"], c["pad"], c["dil"], c["ceil_mode"]).numpy()
    assert_same(r, _to_layout(ref, c["cl"], c["batch"]).astype(c["dtype"]))


@_few
@given(pool_cases("avg"), st.booleans(), st.sampled_from((None, None, 3)))
def test_avg_pool(c, count_include_pad, divisor):
    n = c["n"]
    x = _to_layout(c["x_cf"], c["cl"], c["batch"])
    kw = {"division_override" if n == 1 else "divisor_override": divisor}
    r = getattr(ivy, "avg_pool" + _POOL[n])(to_ivy(x), c["k"], c["strides"], list(c["pad"]),
                                            data_format=_FMT[n][0 if c["cl"] else 1],
                                            count_include_pad=count_include_pad, ceil_mode=c["ceil_mode"], **kw)
    if n == 1:  # torch's avg_pool1d has no divisor override: pool as 2-D with a unit axis
        ref = F.avg_pool2d(_t(c["x_cf"])[:, :, None], (1,) + c["k"], (1,) + c["strides"], (0,) + c["pad"],
                           c["ceil_mode"], count_include_pad, divisor)[:, :, 0].numpy()
    else:
        fn = {2: F.avg_pool2d, 3: F.avg_pool3d}[n]
        ref = fn(_t(c["x_cf"]), c["k"], c["strides"], c["pad"], c["ceil_mode"], count_include_pad, divisor).numpy()
    assert_same(r, _to_layout(ref, c["cl"], c["batch"]).astype(c["dtype"]), **_tol(c["dtype"]))


@pytest.mark.parametrize("kind", ["MAX", "AVG"])
@pytest.mark.parametrize("n", [1, 2])
def test_pool_same_against_tensorflow(kind, n):
    """TF defines SAME pooling (padding ignored by max, not counted by the average)."""
    tf = pytest.importorskip("tensorflow", reason="TensorFlow defines SAME pooling")
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2,) + (7, 6)[:n] + (3,))
    k, s = (3, 2)[:n], (2, 2)[:n]
    ref = tf.nn.pool(tf.constant(x), k, kind, s, "SAME").numpy()
    fn = getattr(ivy, ("max_pool" if kind == "MAX" else "avg_pool") + _POOL[n])
    assert_same(fn(to_ivy(x), k, s, "SAME"), ref)


def test_max_pool_integer_input_keeps_dtype():
    x = np.array([[[3], [-7], [5], [2], [9]]], dtype=np.int32)
    r = ivy.max_pool1d(to_ivy(x), 2, 2, "SAME")
    assert_same(r, np.array([[[3], [5], [9]]], dtype=np.int32))


@pytest.mark.parametrize("n", [1, 2])
def test_max_pool_propagates_nan_and_keeps_minus_inf(n):
    """As torch.nn.functional.max_pool: a window holding NaN gives NaN, one of -inf only gives -inf
    (TensorFlow's and MXNet's kernels skip NaN and give the lowest finite float there)."""
    row = np.array([1.0, np.nan, 2.0, -np.inf, -np.inf, -np.inf, 0.5, np.inf], dtype=np.float32)
    expected = np.array([np.nan, 2.0, -np.inf, np.inf], dtype=np.float32)
    if n == 1:
        x, ref = row.reshape(1, 8, 1), expected.reshape(1, 4, 1)
    else:  # the row along width, repeated over two rows of height
        x, ref = np.tile(row.reshape(1, 1, 8, 1), (1, 2, 1, 1)), expected.reshape(1, 1, 4, 1)
    fn = ivy.max_pool1d if n == 1 else ivy.max_pool2d
    assert_same(fn(to_ivy(x), 2, 2, "VALID"), ref)


def test_max_pool_dilated_window_of_padding_only():
    """Kernel 2, dilation 2 and padding 1 over one value: each window holds padding only, -inf
    as in torch (TensorFlow's kernel gave the lowest finite float; found by a thorough run)."""
    x = np.array([[[1.5]]], dtype=np.float32)  # (N, W, C)
    ref = F.max_pool1d(torch.from_numpy(x.transpose(0, 2, 1).copy()), 2, 1, padding=1, dilation=2)
    assert_same(ivy.max_pool1d(to_ivy(x), 2, 1, 1, dilation=2), ref.numpy().transpose(0, 2, 1))


@pytest.mark.parametrize("strides", [(1, 2), (2, 1), (1, 3)])
def test_unequal_strides_with_same_padding(strides):
    """One input channel, a row stride of 1 and a larger column stride, "SAME" padding: TensorFlow's
    CPU Conv2D gave zeros and uninitialized values, and its depthwise kernel refuses unequal
    strides (found by a thorough run)."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 1, 3, 2)).astype(np.float32)  # NCHW
    w = rng.standard_normal((1, 1, 2, 3)).astype(np.float32)  # OIHW
    pads = [_same(n, k, st) for n, k, st in zip(x.shape[2:], w.shape[2:], strides)]
    xp = F.pad(torch.from_numpy(x), (*pads[1], *pads[0]))
    ref = F.conv2d(xp, torch.from_numpy(w), stride=strides).numpy()
    r = ivy.conv2d(to_ivy(x), to_ivy(w), strides, "SAME", data_format="NCHW", filter_format="channel_first")
    assert_same(r, ref, **_tol("float32"))
    dw = ivy.depthwise_conv2d(to_ivy(x), to_ivy(w[0].transpose(1, 2, 0)), strides, "SAME", data_format="NCHW")
    assert_same(dw, ref, **_tol("float32"))


def test_avg_pool_integer_input_gives_float32():
    x = np.arange(6, dtype=np.int64).reshape(1, 6, 1)
    assert_same(ivy.avg_pool1d(to_ivy(x), 2, 2, "VALID"), np.array([[[0.5], [2.5], [4.5]]], np.float32))


@_few
@given(st.sampled_from(_FLOATS), st.lists(st.integers(1, 2), max_size=2), st.integers(1, 7), st.integers(1, 7),
       st.integers(1, 5), st.integers(1, 5), st.booleans())
def test_adaptive_avg_pool(dtype, batch, h, w, oh, ow, cl):
    rng = np.random.default_rng(h * 10 + w)
    x = rng.standard_normal(tuple(batch) + (2, h, w)).astype(dtype)
    nb = int(np.prod(batch)) if batch else 1
    ref2 = F.adaptive_avg_pool2d(_t(x).reshape(nb, 2, h, w), (oh, ow)).numpy().reshape(tuple(batch) + (2, oh, ow))
    xin = np.moveaxis(x, -3, -1) if cl else x
    r = ivy.adaptive_avg_pool2d(to_ivy(xin), (oh, ow), data_format="NHWC" if cl else "NCHW")
    assert_same(r, (np.moveaxis(ref2, -3, -1) if cl else ref2).astype(dtype), **_tol(dtype))
    ref1 = F.adaptive_avg_pool1d(_t(x[..., 0, :]).reshape(nb, 2, w), ow).numpy().reshape(tuple(batch) + (2, ow))
    assert_same(ivy.adaptive_avg_pool1d(to_ivy(x[..., 0, :]), ow), ref1.astype(dtype), **_tol(dtype))


# ------------------------------------------------------------------ interpolation

_TORCH_MODE = {"linear": None, "nearest": "nearest", "nearest_exact": "nearest-exact", "area": "area",
               "bicubic": "bicubic"}


@_few
@given(st.sampled_from(list(_TORCH_MODE)), st.sampled_from(_FLOATS), st.integers(1, 3), st.data())
def test_interpolate_torch_modes(mode, dtype, n, data):
    if mode == "bicubic":
        n = 2
    sp = tuple(data.draw(st.lists(st.integers(1, 5), min_size=n, max_size=n)))
    batch = tuple(data.draw(st.lists(st.integers(1, 2), min_size=1, max_size=2)))
    x = _values(data.draw, batch + sp, dtype)
    use_size = data.draw(st.booleans())
    size = tuple(data.draw(st.lists(st.integers(1, 7), min_size=n, max_size=n))) if use_size else None
    sf = None if use_size else (data.draw(st.sampled_from((0.5, 1.5, 2.0, 2.5))),) * n
    assume(use_size or all(int(s * f) >= 1 for s, f in zip(sp, sf)))
    align = data.draw(st.sampled_from((None, True))) if mode in ("linear", "bicubic") else None
    aa = data.draw(st.booleans()) if mode in ("linear", "bicubic") and n == 2 and not align else False
    if aa:  # torch 2.x's antialiased resize repeats the first row when an output axis has size 1
        assume(all(o > 1 for o in (size or [int(a * f) for a, f in zip(sp, sf)])))
    tmode = _TORCH_MODE[mode] or {1: "linear", 2: "bilinear", 3: "trilinear"}[n]
    xt = _t(x).reshape((-1, 1) + sp)
    ref = F.interpolate(xt, size, sf, tmode, align, antialias=aa).numpy()
    ref = ref.reshape(batch + ref.shape[2:])
    r = ivy.interpolate(to_ivy(x), size, mode=mode, scale_factor=sf, align_corners=align, antialias=aa)
    assert_same(r, ref.astype(dtype), **_tol(dtype))


@pytest.mark.parametrize("mode,antialias", [("gaussian", False), ("gaussian", True), ("mitchellcubic", False),
                                            ("mitchellcubic", True), ("tf_area", False), ("lanczos3", True)])
def test_interpolate_tensorflow_modes(mode, antialias):
    """tf.image.resize defines these (it computes in float32, hence the tolerance)."""
    tf = pytest.importorskip("tensorflow", reason="tf.image.resize defines gaussian/mitchellcubic/area")
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 7, 6))
    for size in ((5, 9), (3, 4), (11, 3)):
        ref = tf.image.resize(tf.constant(np.moveaxis(x, 1, -1)), size, method=mode.replace("tf_", ""),
                              antialias=antialias).numpy()
        r = ivy.interpolate(to_ivy(x), size, mode=mode, antialias=antialias)
        assert_same(r, np.moveaxis(ref, -1, 1).astype(np.float64), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mode,jmode", [("lanczos3", "lanczos3"), ("lanczos5", "lanczos5"), ("tf_bicubic", "cubic")])
def test_interpolate_jax_modes(mode, jmode):
    """jax.image.resize (TensorFlow's scale-and-translate kernels) defines lanczos and Keys cubic, in 1-3 dims."""
    pytest.importorskip("jax", reason="jax.image.resize defines lanczos3/lanczos5/cubic")
    import jax

    jax.config.update("jax_enable_x64", True)
    rng = np.random.default_rng(4)
    for shape, size in (((2, 6), (9,)), ((1, 2, 7, 6), (4, 9)), ((1, 4, 3, 2), (2, 5, 3))):
        x = rng.standard_normal(shape)
        for aa in (False, True):
            ref = np.asarray(jax.image.resize(x, shape[:len(shape) - len(size)] + size, jmode, antialias=aa))
            r = ivy.interpolate(to_ivy(x), size, mode=mode, antialias=aa)
            assert_same(r, ref, rtol=1e-9, atol=1e-9)


def test_interpolate_nearest_keeps_integer_dtype():
    x = np.arange(6, dtype=np.int32).reshape(1, 1, 6)
    assert_same(ivy.interpolate(to_ivy(x), 3, mode="nearest"), x[..., ::2])
    assert ivy.interpolate(to_ivy(x), 3, mode="linear").dtype == ivy.float32


# ------------------------------------------------------------------ grid sampling

_GS_CASES = [(m, p, a, n) for m in ("bilinear", "nearest", "bicubic") for p in ("zeros", "border", "reflection")
             for a in (False, True) for n in (2, 3) if not (m == "bicubic" and n == 3)]


def _grid_sample_ref(x, grid, mode, padding_mode, align_corners):
    """torch.nn.functional.grid_sample in the inputs' dtype (torch computes in it)."""
    return F.grid_sample(torch.from_numpy(x), torch.from_numpy(grid), mode=mode, padding_mode=padding_mode,
                         align_corners=align_corners).numpy()


def _fewest(test):
    """Two examples on JAX (each new shape compiles the grid sampler's many operations; the 30
    cases cover the modes), the profile's elsewhere."""
    if backend_name() != "jax":
        return test
    return settings(max_examples=2)(test)


@pytest.mark.parametrize("mode,padding_mode,align_corners,n", _GS_CASES)
@_fewest
@given(st.sampled_from(_FLOATS), st.data())
def test_grid_sample(mode, padding_mode, align_corners, n, dtype, data):
    """Every mode x padding x align_corners, 2-D and 3-D, against torch; the grid reaches outside
    [-1, 1] (where the padding decides), the output may be empty."""
    batch = data.draw(st.integers(1, 2))
    sp = tuple(data.draw(st.lists(st.integers(1, 4), min_size=n, max_size=n)))
    out = tuple(data.draw(st.lists(st.integers(0, 4), min_size=n, max_size=n)))
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    x = rng.standard_normal((batch, data.draw(st.integers(1, 3))) + sp).astype(dtype)
    grid = rng.uniform(-1.6, 1.6, (batch,) + out + (n,)).astype(dtype)
    ref = _grid_sample_ref(x, grid, mode, padding_mode, align_corners)
    r = ivy.grid_sample(to_ivy(x), to_ivy(grid), mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    assert_same(r, ref, **_tol(dtype))


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
def test_grid_sample_batch_of_one_and_empty_outputs(mode):
    x = np.arange(12.0, dtype=np.float32).reshape(1, 1, 3, 4)
    grid = np.array([[[[-1.0, -1.0], [1.0, 1.0], [0.25, -0.5], [1.5, -1.25]]]], np.float32)
    for g in (grid, grid[:, :0], grid[:, :, :0]):
        for align in (False, True):
            assert_same(ivy.grid_sample(to_ivy(x), to_ivy(g), mode=mode, align_corners=align),
                        _grid_sample_ref(x, g, mode, "zeros", align), **_tol("float32"))
    x0, g0 = np.ones((0, 2, 3, 4), np.float64), np.zeros((0, 5, 2, 2), np.float64)
    assert_same(ivy.grid_sample(to_ivy(x0), to_ivy(g0), mode=mode), _grid_sample_ref(x0, g0, mode, "zeros", False))


def test_grid_sample_identity_grid_and_dtypes():
    """An align_corners identity grid gives the input back; an integer input computes in float32
    and a grid of another float dtype is cast to the input's."""
    x = np.arange(20, dtype=np.int32).reshape(1, 1, 4, 5)
    ys, xs = np.meshgrid(np.linspace(-1, 1, 4), np.linspace(-1, 1, 5), indexing="ij")
    grid = np.stack([xs, ys], -1)[None]
    r = ivy.grid_sample(to_ivy(x), to_ivy(grid), align_corners=True)
    assert_same(r, x.astype(np.float32), **_tol("float32"))
    r = ivy.grid_sample(to_ivy(x.astype(np.float64)), to_ivy(grid.astype(np.float32)), mode="nearest",
                        align_corners=True)
    assert_same(r, x.astype(np.float64))


def test_grid_sample_errors():
    x, g = ivy.ones((1, 2, 3, 4)), ivy.zeros((1, 5, 5, 2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.grid_sample(x, g, mode="linear")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.grid_sample(x, g, padding_mode="constant")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.grid_sample(ivy.ones((1, 2, 3, 4, 5)), ivy.zeros((1, 2, 2, 2, 3)), mode="bicubic")
    with pytest.raises(ivy.ShapeError):
        ivy.grid_sample(x, ivy.zeros((1, 5, 5, 3)))  # 3 coordinates for a 2-D input
    with pytest.raises(ivy.ShapeError):
        ivy.grid_sample(x, ivy.zeros((1, 5, 5, 5, 2)))  # a 5-D grid for a 4-D input
    with pytest.raises(ivy.ShapeError):
        ivy.grid_sample(x, ivy.zeros((2, 5, 5, 2)))  # batch sizes differ
    with pytest.raises(ivy.ShapeError):
        ivy.grid_sample(ivy.ones((1, 2, 4)), ivy.zeros((1, 5, 1)))  # 1-D input
    with pytest.raises(ivy.ShapeError):
        ivy.grid_sample(ivy.ones((1, 2, 0, 4)), g)  # an empty spatial axis


# ------------------------------------------------------------------ errors


def test_errors():
    x = ivy.ones((1, 5, 5, 2))
    with pytest.raises(ivy.ShapeError):
        ivy.conv2d(x, ivy.ones((3, 3, 3, 4)), 1, "VALID")  # 3 input channels in the filters, 2 in x
    with pytest.raises(ivy.ShapeError):
        ivy.conv2d(x, ivy.ones((6, 6, 2, 4)), 1, "VALID")  # kernel bigger than the input
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.conv2d(x, ivy.ones((3, 3, 2, 4)), 1, "FULL")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.conv2d(x, ivy.ones((3, 3, 2, 4)), 0, "VALID")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.conv2d(x, ivy.ones((3, 3, 2, 4)), 1, "VALID", data_format="HWNC")
    with pytest.raises(ivy.ShapeError):
        ivy.conv_general_dilated(x, ivy.ones((3, 3, 1, 3)), 1, "VALID", feature_group_count=2)  # 3 % 2
    with pytest.raises(ivy.ShapeError):
        ivy.conv2d_transpose(x, ivy.ones((3, 3, 4, 2)), 2, "SAME", output_shape=(3, 3))
    with pytest.raises(ivy.ShapeError):
        ivy.max_pool2d(x, 6, 1, "VALID")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.interpolate(ivy.ones((1, 1, 4)), 3, mode="cubic-spline")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.interpolate(ivy.ones((1, 1, 4)), 3, mode="nearest", align_corners=True)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.interpolate(ivy.ones((1, 1, 4)), None)
    if ivy.complex64 in ivy.get_backend(ivy.current_backend().name).supported_dtypes():
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.conv1d(ivy.ones((1, 4, 1), dtype=ivy.complex64), ivy.ones((2, 1, 1), dtype=ivy.complex64), 1, "VALID")


@pytest.mark.parametrize("bias_shape", [(1, 4), (4, 1), (5,), (1,), ()])
@pytest.mark.parametrize("fn,n,transpose", [("conv1d", 1, False), ("conv2d", 2, False), ("conv3d", 3, False),
                                            ("conv1d_transpose", 1, True), ("conv2d_transpose", 2, True),
                                            ("conv_general_dilated", 2, False), ("conv_general_transpose", 2, True)])
@pytest.mark.parametrize("channel_first", [False, True])
def test_conv_bias_must_have_one_value_per_output_channel(fn, n, transpose, channel_first, bias_shape):
    """A bias of any shape but (c_out,) raises ShapeError on every backend: torch refuses it, and a
    backend that merely added it would broadcast (1, c_out), (1,) or () silently."""
    sp = (3,) * n
    x = ivy.ones((1, 2) + sp if channel_first else (1,) + sp + (2,))
    if transpose:
        w = ivy.ones((2, 4) + (2,) * n if channel_first else (2,) * n + (4, 2))
    else:
        w = ivy.ones((4, 2) + (2,) * n if channel_first else (2,) * n + (2, 4))
    kw = {"filter_format": "channel_first" if channel_first else "channel_last"}
    if fn.startswith("conv_general"):
        kw["data_format"] = "channel_first" if channel_first else "channel_last"
    else:
        kw["data_format"] = _CONV_FN[n][2 if channel_first else 1]
    good = getattr(ivy, fn)(x, w, 1, "SAME", bias=ivy.arange(4.0), **kw)
    assert tuple(good.shape) == ((1, 4) + sp if channel_first else (1,) + sp + (4,))
    with pytest.raises(ivy.ShapeError, match="bias"):
        getattr(ivy, fn)(x, w, 1, "SAME", bias=ivy.ones(bias_shape), **kw)


def test_empty_batch():
    y = ivy.conv2d(ivy.ones((0, 5, 5, 2)), ivy.ones((3, 3, 2, 4)), 1, "SAME")
    assert y.shape == (0, 5, 5, 4)
    assert ivy.max_pool2d(ivy.ones((0, 4, 4, 1)), 2, 2, "VALID").shape == (0, 2, 2, 1)
    assert ivy.avg_pool1d(ivy.ones((2, 0, 4, 1)), 2, 2, "VALID").shape == (2, 0, 2, 1)
    assert to_numpy(ivy.conv1d(ivy.ones((5, 1)), ivy.ones((2, 1, 1)), 1, "VALID")).shape == (4, 1)


@pytest.mark.parametrize("size", [0, (0, 2), (2, -1)])
def test_adaptive_pooling_refuses_an_output_size_below_one(size):
    """torch gave an empty result for an output size of 0, the others refused it: now
    ivy.InvalidArgumentError everywhere."""
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.adaptive_avg_pool2d(to_ivy(np.ones((1, 4, 4, 1), np.float32)), size)
