"""ivy 1.0's further layer functions: adaptive max pooling, ``max_unpool1d``, ``pool`` and ``conv``
against torch.nn.functional, ``reduce_window`` against a NumPy loop written from
``jax.lax.reduce_window``'s definition (and JAX itself where installed), ``interp`` against
``np.interp``."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy

torch = pytest.importorskip("torch", reason="torch.nn.functional defines the pooling references")
F = torch.nn.functional

# each example compiles (JAX) or builds many window slices: fewer examples than the default
_few = settings(max_examples=min(10, settings.default.max_examples) if backend_name() == "jax" else 30, deadline=None)


def _grid(d, shape):
    """Values on a 1/8 grid (exact in every float dtype; distinct enough for max)."""
    nd = np_dtype(d)
    el = st.integers(-64, 64) if nd.kind in "iu" else st.integers(-256, 256).map(lambda i: i / 8)
    return hnp.arrays(nd, shape, elements=el)


def _t(x):
    return torch.from_numpy(np.asarray(x, dtype=np.float64))


# ------------------------------------------------------------ adaptive max pooling


@_few
@given(data=st.data(), n=st.sampled_from([2, 3]))
def test_adaptive_max_pool(data, n):
    d = data.draw(sti.dtypes(("real floating", "signed integer")))
    batch = data.draw(st.sampled_from([(), (2,)]))
    spatial = data.draw(st.tuples(*[st.integers(1, 6)] * n))
    x = data.draw(_grid(d, batch + (2,) + spatial))
    size = data.draw(st.integers(1, 5) | st.tuples(*[st.none() | st.integers(1, 5)] * n))
    fn = ivy.adaptive_max_pool2d if n == 2 else ivy.adaptive_max_pool3d
    ref = (F.adaptive_max_pool2d if n == 2 else F.adaptive_max_pool3d)(_t(x), size).numpy()
    assert_same(fn(to_ivy(x), size), ref.astype(x.dtype))


def test_adaptive_max_pool_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.adaptive_max_pool2d(ivy.ones((4, 4)), 2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.adaptive_max_pool2d(ivy.ones((1, 4, 4)), 0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.adaptive_max_pool3d(ivy.ones((1, 4, 4, 4)), (2, 2))
    with pytest.raises(ivy.ShapeError):
        ivy.adaptive_max_pool2d(ivy.ones((1, 0, 4)), 2)


# ------------------------------------------------------------ max_unpool1d


@_few
@given(data=st.data(), k=st.integers(1, 3), s=st.none() | st.integers(1, 3), p=st.integers(0, 1),
       nwc=st.booleans())
def test_max_unpool1d(data, k, s, p, nwc):
    d = data.draw(sti.dtypes("real floating"))
    p = min(p, k // 2)
    w = data.draw(st.integers(k, 8))
    x = data.draw(_grid(d, (2, 3, w)))
    pooled, idx = F.max_pool1d(_t(x), k, s, p, return_indices=True)
    # torch rejects indices past the unpooled width (possible with padding); ivy drops them
    assume(int(idx.max()) < (pooled.shape[-1] - 1) * (s or k) - 2 * p + k)
    ref = F.max_unpool1d(pooled, idx, k, s, p).numpy().astype(x.dtype)
    xi, ii = to_ivy(pooled.numpy().astype(x.dtype)), to_ivy(idx.numpy())
    if nwc:
        r = ivy.max_unpool1d(ivy.permute_dims(xi, (0, 2, 1)), ivy.permute_dims(ii, (0, 2, 1)), k, strides=s,
                             padding=p, data_format="NWC")
        assert_same(r, np.transpose(ref, (0, 2, 1)))
    else:
        assert_same(ivy.max_unpool1d(xi, ii, k, strides=s, padding=p), ref)


def test_max_unpool1d_errors():
    x = ivy.ones((1, 1, 2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.max_unpool1d(x, ivy.ones((1, 1, 2)), 2)  # float indices
    with pytest.raises(ivy.ShapeError):
        ivy.max_unpool1d(x, ivy.zeros((1, 1, 3), dtype=ivy.int64), 2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.max_unpool1d(x, ivy.zeros((1, 1, 2), dtype=ivy.int64), 2, data_format="NHWC")


# ------------------------------------------------------------ pool, conv


@_few
@given(data=st.data(), n=st.sampled_from([1, 2, 3]), kind=st.sampled_from(["MAX", "AVG", "max"]),
       ceil=st.booleans())
def test_pool_against_torch(data, n, kind, ceil):
    d = data.draw(sti.dtypes("real floating"))
    spatial = data.draw(st.tuples(*[st.integers(2, 5)] * n))
    x = data.draw(_grid(d, (2, 3) + spatial))  # channel first
    k = data.draw(st.integers(1, 2))
    s = data.draw(st.integers(1, 2))
    dil = data.draw(st.integers(1, 2)) if kind != "AVG" else 1
    assume(dil * (k - 1) + 1 <= min(spatial))  # a window larger than the input is an error in both
    df = {1: "NCW", 2: "NCHW", 3: "NCDHW"}[n]
    r = ivy.pool(to_ivy(x), (k,) * n, kind, strides=s, data_format=df, dilations=dil, ceil_mode=ceil)
    if kind.upper() == "MAX":
        ref = getattr(F, f"max_pool{n}d")(_t(x), k, s, 0, dil, ceil_mode=ceil)
    else:
        ref = getattr(F, f"avg_pool{n}d")(_t(x), k, s, 0, ceil_mode=ceil, count_include_pad=False)
    assert_same(r, ref.numpy().astype(x.dtype))
    # channel-last default layout, int window_shape
    xl = np.moveaxis(x, 1, -1)
    assert_same(ivy.pool(to_ivy(xl), k, kind, strides=s, dilations=dil, ceil_mode=ceil),
                np.moveaxis(ref.numpy().astype(x.dtype), 1, -1))


def test_pool_errors():
    x = ivy.ones((1, 4, 4, 1))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.pool(x, (2, 2), "MIN")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.pool(x, (2, 2), "AVG", dilations=2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.pool(x, (2, 2, 2, 2), "MAX")


@_few
@given(data=st.data(), n=st.sampled_from([1, 2, 3]), transpose=st.booleans(), groups=st.sampled_from([1, 2]))
def test_conv_against_torch(data, n, transpose, groups):
    spatial = data.draw(st.tuples(*[st.integers(2, 4)] * n))
    x = data.draw(_grid(ivy.float32, (2, 4) + spatial))
    k = data.draw(st.integers(1, 2))
    s = data.draw(st.integers(1, 2))
    dil = data.draw(st.integers(1, 2))
    assume(dil * (k - 1) + 1 <= min(spatial))  # torch rejects a kernel larger than the input
    if transpose:
        w = data.draw(_grid(ivy.float32, (4, 6 // groups) + (k,) * n))  # torch's (in, out/groups, *k)
        ref = getattr(F, f"conv_transpose{n}d")(_t(x), _t(w), None, s, 0, 0, groups, dil)
    else:
        w = data.draw(_grid(ivy.float32, (6, 4 // groups) + (k,) * n))  # torch's (out, in/groups, *k)
        ref = getattr(F, f"conv{n}d")(_t(x), _t(w), None, s, 0, dil, groups)
    # ivy's VALID transposed size is TensorFlow's; output_shape asks for torch's (in - 1) * s + dil * (k - 1) + 1
    out_shape = tuple(ref.shape[2:]) if transpose else None
    r = ivy.conv(to_ivy(x), to_ivy(w), s, "VALID", transpose=transpose, dims=n, data_format="channel_first",
                 filter_format="channel_first", feature_group_count=groups, dilations=dil, output_shape=out_shape)
    assert_same(r, ref.numpy().astype(np.float32), rtol=1e-5, atol=1e-3)


def test_conv_transpose_takes_no_x_dilations():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.conv(ivy.ones((1, 4, 1)), ivy.ones((2, 1, 1)), 1, "VALID", transpose=True, dims=1, x_dilations=2)


# ------------------------------------------------------------ reduce_window


def _reduce_window_reference(x, init, op, win, strides, pads, bd, wd):
    """jax.lax.reduce_window's definition: dilate the base with init holes, pad with init, fold each window."""
    nd = x.ndim
    for ax in range(nd):
        if bd[ax] > 1 and x.shape[ax]:
            shape = list(x.shape)
            shape[ax] = (x.shape[ax] - 1) * bd[ax] + 1
            y = np.full(shape, init, x.dtype)
            key = [slice(None)] * nd
            key[ax] = slice(None, None, bd[ax])
            y[tuple(key)] = x
            x = y
    x = np.pad(x, pads, constant_values=init)
    weff = [(w - 1) * r + 1 for w, r in zip(win, wd)]
    out = [max((n - w) // s + 1, 0) if n >= w else 0 for n, w, s in zip(x.shape, weff, strides)]
    res = np.full(out, init, x.dtype)
    for pos in itertools.product(*[range(o) for o in out]):
        acc = np.asarray(init, x.dtype)
        for tap in itertools.product(*[range(w) for w in win]):
            acc = op(acc, x[tuple(p * s + t * r for p, s, t, r in zip(pos, strides, tap, wd))])
        res[pos] = acc
    return res


@_few
@given(data=st.data(), which=st.sampled_from(["add", "max", "min"]),
       padding=st.sampled_from(["VALID", "SAME", "pairs"]))
def test_reduce_window(data, which, padding):
    d = data.draw(sti.dtypes(("real floating", "signed integer")))
    shape = data.draw(sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    x = data.draw(_grid(d, shape))
    nd = x.ndim
    win = data.draw(st.tuples(*[st.integers(1, 3)] * nd))
    strides = data.draw(st.tuples(*[st.integers(1, 2)] * nd))
    bd = data.draw(st.tuples(*[st.integers(1, 2)] * nd))
    wd = data.draw(st.tuples(*[st.integers(1, 2)] * nd))
    init, op, fn = {"add": (0, np.add, ivy.add), "max": (-100, np.maximum, ivy.maximum),
                    "min": (100, np.minimum, lambda a, b: ivy.minimum(a, b))}[which]
    base = [(s - 1) * b + 1 for s, b in zip(x.shape, bd)]
    if padding == "pairs":
        pads = data.draw(st.tuples(*[st.tuples(st.integers(0, 2), st.integers(0, 2))] * nd))
        arg = pads
    elif padding == "SAME":
        pads = []
        for n, w, r, s in zip(base, win, wd, strides):
            total = max((-(-n // s) - 1) * s + (w - 1) * r + 1 - n, 0)
            pads.append((total // 2, total - total // 2))
        arg = "SAME"
    else:
        pads, arg = [(0, 0)] * nd, "VALID"
    ref = _reduce_window_reference(x, init, op, win, strides, pads, bd, wd)
    r = ivy.reduce_window(to_ivy(x), init, fn, win, window_strides=strides, padding=arg, base_dilation=bd,
                          window_dilation=wd)
    assert_same(r, ref, rtol=1e-5 if x.dtype.itemsize >= 4 else 1e-2)


def test_reduce_window_matches_jax():
    lax = pytest.importorskip("jax.lax", reason="cross-check of the reference against JAX where installed")
    x = np.arange(20.0, dtype=np.float32).reshape(4, 5)
    for kw in ({"padding": "SAME"}, {"padding": ((1, 0), (0, 2)), "base_dilation": (2, 1)},
               {"padding": "VALID", "window_dilation": (1, 2)}):
        ref = np.asarray(lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 2), kw["padding"],
                                           base_dilation=kw.get("base_dilation"),
                                           window_dilation=kw.get("window_dilation")))
        r = ivy.reduce_window(to_ivy(x), 0.0, ivy.add, (2, 2), window_strides=(1, 2), padding=kw["padding"],
                              base_dilation=kw.get("base_dilation", 1), window_dilation=kw.get("window_dilation", 1))
        assert_same(r, ref)


def test_reduce_window_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.reduce_window(ivy.ones((3, 3)), 0.0, ivy.add, (2, 2, 2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.reduce_window(ivy.ones((3, 3)), 0.0, ivy.add, 2, padding="FULL")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.reduce_window(ivy.ones((3, 3)), 0.0, "add", 2)


# ------------------------------------------------------------ interp


@_few
@given(data=st.data(), use_lr=st.booleans())
def test_interp_against_numpy(data, use_lr):
    d = data.draw(sti.dtypes("real floating"))
    nd = np_dtype(d)
    m = data.draw(st.integers(1, 6))
    xp_ = np.sort(np.asarray(data.draw(st.lists(st.integers(-40, 40), min_size=m, max_size=m, unique=True)),
                             float) / 4).astype(nd)
    fp = data.draw(_grid(d, (m,)))
    x = data.draw(hnp.arrays(nd, sti.shapes(max_dims=2), elements=st.integers(-60, 60).map(lambda i: i / 4)))
    lr = {"left": -7.0, "right": 9.0} if use_lr else {}
    ref = np.interp(x.astype(np.float64), xp_.astype(np.float64), fp.astype(np.float64), **lr).astype(nd)
    ref = np.asarray(ref).reshape(x.shape)
    assert_same(ivy.interp(to_ivy(x), to_ivy(xp_), to_ivy(fp), **lr), ref,
                rtol=1e-2 if nd.itemsize == 2 else 1e-5)


def test_interp_period_and_dtypes():
    x = np.asarray([-180.0, -170.0, -185.0, 185.0, -10.0, -5.0, 0.0, 365.0])
    xp_ = np.asarray([190.0, -190.0, 350.0, -350.0])
    fp = np.asarray([5.0, 10.0, 3.0, 4.0])
    if ivy.float64 in supported_dtypes("real floating"):
        assert_same(ivy.interp(to_ivy(x), to_ivy(xp_), to_ivy(fp), period=360),
                    np.interp(x, xp_, fp, period=360))
    r = ivy.interp(ivy.asarray([0, 1, 2]), ivy.asarray([0, 2]), ivy.asarray([0, 4]))
    assert_same(r, np.asarray([0.0, 2.0, 4.0], np.float32))
    with pytest.raises(ivy.ShapeError):
        ivy.interp(ivy.ones(2), ivy.ones(3), ivy.ones(2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.interp(ivy.ones(2), ivy.ones(2), ivy.ones(2), period=0)


# ------------------------------------------------------------ ssim and Wasserstein losses


def _ssim_reference(t, p):
    """1 - SSIM averaged, with each pixel's 3x3 neighbourhood clipped to the image (float64 loops)."""
    t, p = np.asarray(t, np.float64), np.asarray(p, np.float64)
    h, w = t.shape[-2:]

    def mean3(a):
        out = np.empty_like(a)
        for i in range(h):
            for j in range(w):
                out[..., i, j] = a[..., max(i - 1, 0): i + 2, max(j - 1, 0): j + 2].mean(axis=(-2, -1))
        return out

    mt, mp = mean3(t), mean3(p)
    vt, vp, cov = mean3(t * t) - mt ** 2, mean3(p * p) - mp ** 2, mean3(t * p) - mt * mp
    c1, c2 = 0.01 ** 2, 0.03 ** 2
    ssim = (2 * mt * mp + c1) * (2 * cov + c2) / ((mt ** 2 + mp ** 2 + c1) * (vt + vp + c2))
    return np.mean(1 - ssim)


@_few
@given(data=st.data())
def test_ssim_loss(data):
    d = data.draw(sti.dtypes("real floating"))
    nd = np_dtype(d)
    shape = data.draw(st.tuples(st.integers(1, 2), st.integers(1, 2), st.integers(1, 5), st.integers(1, 5)))
    el = st.integers(0, 16).map(lambda i: i / 16)
    t = data.draw(hnp.arrays(nd, shape, elements=el))
    p = data.draw(hnp.arrays(nd, shape, elements=el))
    tol = 1e-2 if nd.itemsize == 2 else 1e-4 if nd.itemsize == 4 else 1e-10
    assert_same(ivy.ssim_loss(to_ivy(t), to_ivy(p)), np.asarray(_ssim_reference(t, p), nd), rtol=tol, atol=tol)


def test_ssim_loss_constant_images_and_errors():
    r = ivy.ssim_loss(ivy.ones((5, 3, 28, 28)), ivy.zeros((5, 3, 28, 28)))
    c1 = 0.01 ** 2
    assert_same(r, np.asarray(1 - c1 / (1 + c1), np.float32))
    i32 = ivy.ones((1, 1, 3, 3), dtype=ivy.int32)
    assert ivy.ssim_loss(i32, i32).dtype == ivy.float32
    with pytest.raises(ivy.ShapeError):
        ivy.ssim_loss(ivy.ones((3, 3)), ivy.ones((3, 3)))
    with pytest.raises(ivy.ShapeError):
        ivy.ssim_loss(ivy.ones((1, 1, 3, 3)), ivy.ones((1, 1, 3, 4)))


@given(data=st.data())
def test_wasserstein_losses(data):
    d = data.draw(sti.dtypes(("real floating", "signed integer")))
    nd = np_dtype(d)
    real = data.draw(_grid(d, sti.shapes(min_dims=1, max_dims=2, min_side=1)))
    fake = data.draw(_grid(d, sti.shapes(min_dims=1, max_dims=2, min_side=1)))
    out = nd if nd.kind == "f" else np.dtype(np.float32)
    tol = 1e-2 if out.itemsize == 2 else None
    assert_same(ivy.wasserstein_loss_discriminator(to_ivy(real), to_ivy(fake)),
                np.asarray(fake.astype(np.float64).mean() - real.astype(np.float64).mean(), out), rtol=tol, atol=tol)
    assert_same(ivy.wasserstein_loss_generator(to_ivy(fake)), np.asarray(-fake.astype(np.float64).mean(), out),
                rtol=tol, atol=tol)


# ------------------------------------------------------------ nms


def _nms_reference(boxes, scores, thr, max_out, score_thr):
    """torchvision.ops.nms's definition as a plain loop (stable order for equal scores)."""
    idx = list(range(len(boxes)))
    if scores is not None:
        idx = [i for i in idx if scores[i] > score_thr]
        idx.sort(key=lambda i: -scores[i])
    kept = []

    def iou(a, b):
        w = max(min(a[2], b[2]) - max(a[0], b[0]), 0.0)
        h = max(min(a[3], b[3]) - max(a[1], b[1]), 0.0)
        inter = w * h
        union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
        return inter / union if union else float("nan")

    for i in idx:
        if all(not iou(boxes[i], boxes[k]) > thr for k in kept):
            kept.append(i)
    return kept[:max_out] if max_out is not None else kept


@given(data=st.data(), thr=st.sampled_from([0.0, 0.3, 0.5, 0.9]), use_scores=st.booleans(),
       max_out=st.none() | st.integers(0, 4), score_thr=st.sampled_from([float("-inf"), 0.25]))
def test_nms(data, thr, use_scores, max_out, score_thr):
    d = data.draw(sti.dtypes("real floating"))
    n = data.draw(st.integers(0, 7))
    corners = data.draw(hnp.arrays(np.float64, (n, 2), elements=st.integers(0, 8).map(float)))
    sizes = data.draw(hnp.arrays(np.float64, (n, 2), elements=st.integers(1, 4).map(float)))
    boxes = np.concatenate([corners, corners + sizes], axis=1).astype(np_dtype(d))
    scores = data.draw(hnp.arrays(np.float64, (n,), elements=st.integers(0, 8).map(lambda i: i / 8)))
    s = scores.astype(np_dtype(d)) if use_scores else None
    r = ivy.nms(to_ivy(boxes), None if s is None else to_ivy(s), thr, max_out, score_thr)
    ref = _nms_reference(boxes.astype(np.float64), None if s is None else s.astype(np.float64), thr, max_out,
                         score_thr)
    assert_same(r, np.asarray(ref, np.int64))


def test_nms_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.nms(ivy.ones((3, 3)))
    with pytest.raises(ivy.ShapeError):
        ivy.nms(ivy.ones((3, 4)), ivy.ones(2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.nms(ivy.ones((3, 4)), max_output_size=-1)


# ------------------------------------------------------------ rnn


def _rnn_reference(x, h0, w, u, c, mask, backwards, zero_out, all_out):
    """Keras's backend.rnn loop over a tanh cell, in float64 ((batch, time, ...) in and out)."""
    steps = x.shape[1]
    h, prev, outs = h0, None, []
    for t in (range(steps - 1, -1, -1) if backwards else range(steps)):
        out = np.tanh(x[:, t] @ w + h @ u + c)
        new = out
        if mask is not None:
            m = mask[:, t][:, None]
            prev = np.zeros_like(out) if prev is None else prev
            out = np.where(m, out, 0.0 if zero_out else prev)
            new = np.where(m, new, h)
        h, prev = new, out
        outs.append(out)
    return prev, np.stack(outs if all_out else [prev], axis=1), h


@_few
@given(data=st.data(), backwards=st.booleans(), time_major=st.booleans(), zero_out=st.booleans(),
       all_out=st.booleans(), masked=st.sampled_from(["none", "mask", "mask3", "lengths"]))
def test_rnn_against_keras_loop(data, backwards, time_major, zero_out, all_out, masked):
    batch, steps, feat, hid = data.draw(st.integers(1, 3)), data.draw(st.integers(1, 4)), 2, 3
    el = st.integers(-8, 8).map(lambda i: i / 8)
    x = data.draw(hnp.arrays(np.float64, (batch, steps, feat), elements=el))
    w = data.draw(hnp.arrays(np.float64, (feat, hid), elements=el))
    u = data.draw(hnp.arrays(np.float64, (hid, hid), elements=el))
    c = data.draw(hnp.arrays(np.float64, (hid,), elements=el))
    h0 = data.draw(hnp.arrays(np.float64, (batch, hid), elements=el))
    mask = lengths = None
    if masked == "lengths":
        lengths = data.draw(hnp.arrays(np.int64, (batch,), elements=st.integers(0, steps)))
        mask = np.arange(steps)[None, :] < lengths[:, None]
    elif masked != "none":
        mask = data.draw(hnp.arrays(np.bool_, (batch, steps)))
    f32 = np.float32
    wi, ui, ci = to_ivy(w.astype(f32)), to_ivy(u.astype(f32)), to_ivy(c.astype(f32))

    def step(xt, states):
        h, const = states
        o = ivy.tanh(ivy.matmul(xt, wi) + ivy.matmul(h, ui) + const)
        return o, [o]

    xin = np.swapaxes(x, 0, 1) if time_major else x
    m_in = None
    if masked in ("mask", "mask3"):
        m_in = mask.T if time_major else mask
        if masked == "mask3":
            m_in = m_in[..., None]
        m_in = to_ivy(m_in)
    last, outs, states = ivy.rnn(step, to_ivy(xin.astype(f32)), [to_ivy(h0.astype(f32))], go_backwards=backwards,
                                 mask=m_in, constants=[ci], time_major=time_major, zero_output_for_mask=zero_out,
                                 return_all_outputs=all_out,
                                 input_length=None if lengths is None else to_ivy(lengths))
    ref = _rnn_reference(x, h0, w, u, c, mask, backwards, zero_out, all_out)
    assert_same(last, ref[0].astype(f32), atol=1e-5)
    assert_same(outs, (np.swapaxes(ref[1], 0, 1) if time_major else ref[1]).astype(f32), atol=1e-5)
    assert len(states) == 1
    assert_same(states[0], ref[2].astype(f32), atol=1e-5)


def test_rnn_errors():
    step = lambda x, s: (x, s)  # noqa: E731
    with pytest.raises(ivy.ShapeError):
        ivy.rnn(step, ivy.ones((2, 0, 1)), [ivy.zeros((2, 1))])
    with pytest.raises(ivy.ShapeError):
        ivy.rnn(step, ivy.ones((2, 3, 1)), [ivy.zeros((2, 1))], mask=ivy.ones((3, 2), dtype=ivy.bool))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.rnn(lambda x, s: (x, []), ivy.ones((2, 3, 1)), [ivy.zeros((2, 1))])


# ------------------------------------------------------------------ roi_align


def _bilinear_ref(img, y, x):
    """torchvision's bilinear sample of img (C, H, W) at (y, x): 0 beyond one pixel outside."""
    _, h, w = img.shape
    if y < -1.0 or y > h or x < -1.0 or x > w:
        return np.zeros(img.shape[0])
    y, x = max(y, 0.0), max(x, 0.0)
    yl, xl = int(y), int(x)
    if yl >= h - 1:
        yl = yh = h - 1
        y = float(yl)
    else:
        yh = yl + 1
    if xl >= w - 1:
        xl = xh = w - 1
        x = float(xl)
    else:
        xh = xl + 1
    ly, lx = y - yl, x - xl
    hy, hx = 1 - ly, 1 - lx
    return hy * hx * img[:, yl, xl] + hy * lx * img[:, yl, xh] + ly * hx * img[:, yh, xl] + ly * lx * img[:, yh, xh]


def _roi_align_ref(x, rois, ph, pw, scale, sr, aligned):
    """torchvision.ops.roi_align's definition, loop by loop (float64)."""
    out = np.zeros((len(rois), x.shape[1], ph, pw))
    off = 0.5 if aligned else 0.0
    for k, r in enumerate(rois):
        x1, y1, x2, y2 = (float(v) * scale - off for v in r[1:])
        rw, rh = x2 - x1, y2 - y1
        if not aligned:
            rw, rh = max(rw, 1.0), max(rh, 1.0)
        bh, bw = rh / ph, rw / pw
        gh = sr if sr > 0 else int(np.ceil(rh / ph))
        gw = sr if sr > 0 else int(np.ceil(rw / pw))
        count = max(gh * gw, 1)
        img = x[int(r[0])].astype(np.float64)
        for p in range(ph):
            for q in range(pw):
                acc = np.zeros(x.shape[1])
                for iy in range(gh):
                    yy = y1 + p * bh + (iy + 0.5) * bh / gh
                    for ix in range(gw):
                        acc += _bilinear_ref(img, yy, x1 + q * bw + (ix + 0.5) * bw / gw)
                out[k, :, p, q] = acc / count
    return out


# JAX: each op compiles
_fewer = settings(max_examples=min(4, settings.default.max_examples) if backend_name() == "jax" else 30, deadline=None)


@_fewer
@given(st.data(), st.sampled_from([-1, 0, 1, 2]), st.booleans(), st.sampled_from([1.0, 0.5]),
       st.sampled_from(["float32", "float64"]), st.booleans())
def test_roi_align_against_torchvision_definition(data, sr, aligned, scale, dt, as_list):
    n, c = data.draw(st.integers(1, 2)), data.draw(st.integers(1, 2))
    h, w = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 5))
    x = data.draw(hnp.arrays(np.dtype(dt), (n, c, h, w), elements=st.integers(-32, 32).map(lambda i: i / 4)))
    k = data.draw(st.integers(0, 3))
    coords = hnp.arrays(np.float64, (k, 4), elements=st.integers(-8, 28).map(lambda i: i / 4))
    boxes = np.concatenate([data.draw(hnp.arrays(np.float64, (k, 1), elements=st.integers(0, n - 1))),
                            data.draw(coords)], axis=1)
    ph, pw = data.draw(st.integers(1, 3)), data.draw(st.integers(1, 3))
    expected = _roi_align_ref(x, boxes, ph, pw, scale, sr, aligned).astype(dt)
    if as_list:  # one (L, 4) array per image
        arg = [to_ivy(boxes[boxes[:, 0] == i][:, 1:].astype(dt)) for i in range(n)]
        expected = np.concatenate([expected[boxes[:, 0] == i] for i in range(n)], axis=0)
    else:
        arg = to_ivy(boxes.astype(dt))
    out = ivy.roi_align(to_ivy(x), arg, (ph, pw), spatial_scale=scale, sampling_ratio=sr, aligned=aligned)
    assert_same(out, expected, atol=1e-5 if dt == "float32" else 1e-12)


def test_roi_align_errors_and_ints():
    x = to_ivy(np.arange(16.0, dtype=np.float32).reshape(1, 1, 4, 4))
    box = to_ivy(np.array([[0.0, 0.0, 0.0, 2.0, 2.0]], np.float32))
    with pytest.raises(ivy.ShapeError):
        ivy.roi_align(to_ivy(np.ones((4, 4), np.float32)), box, 1)
    with pytest.raises(ivy.ShapeError):
        ivy.roi_align(x, to_ivy(np.ones((1, 4), np.float32)), 1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.roi_align(x, box, 0)
    out = ivy.roi_align(to_ivy(np.arange(16, dtype=np.int32).reshape(1, 1, 4, 4)), box, 1, sampling_ratio=1)
    assert_same(out, np.array([[[[5.0]]]], np.float32))


# -------------------------------------------------------------- sliding_window


def _windows_ref(x, k, st_, dil, pads):
    """Every window (NumPy's sliding_window_view of the zero-padded input), flattened."""
    nwin = len(k)
    lead = x.ndim - nwin
    xp_ = np.pad(x, [(0, 0)] * lead + list(pads))
    keff = [(a - 1) * d + 1 for a, d in zip(k, dil)]
    if any(s < e for s, e in zip(xp_.shape[lead:], keff)):
        out = [(s - e) // t + 1 if s >= e else 0 for s, e, t in zip(xp_.shape[lead:], keff, st_)]
        return np.zeros(x.shape[:lead] + tuple(out) + (int(np.prod(k)),), x.dtype)
    v = np.lib.stride_tricks.sliding_window_view(xp_, keff, axis=tuple(range(lead, x.ndim)))
    v = v[(Ellipsis,) + tuple(slice(None, None, d) for d in dil)]  # the dilated taps
    v = v[(slice(None),) * lead + tuple(slice(None, None, s) for s in st_)]  # the strided positions
    return v.reshape(v.shape[: x.ndim] + (-1,))


@_few
@given(st.data(), st.sampled_from([1, 2]), st.sampled_from(["VALID", "SAME", 1, [(0, 2), (1, 0)]]))
def test_sliding_window_against_numpy(data, nwin, padding):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "signed integer",
                                                                           "bool"))]))
    shape = data.draw(sti.shapes(min_dims=nwin, max_dims=nwin + 1, min_side=1, max_side=5))
    x = data.draw(_grid(d, shape) if d.kind != "b" else hnp.arrays(d, shape))
    k = tuple(data.draw(st.integers(1, 3)) for _ in range(nwin))
    st_ = tuple(data.draw(st.integers(1, 2)) for _ in range(nwin))
    dil = tuple(data.draw(st.integers(1, 2)) for _ in range(nwin))
    sizes = shape[len(shape) - nwin:]
    if padding == "VALID":
        pads = [(0, 0)] * nwin
    elif padding == "SAME":
        pads = []
        for s, a, t, dl in zip(sizes, k, st_, dil):
            tot = max((-(-s // t) - 1) * t + (a - 1) * dl + 1 - s, 0)
            pads.append((tot // 2, tot - tot // 2))
    elif padding == 1:
        pads = [(1, 1)] * nwin
    else:
        pads = padding[:nwin]
        padding = pads
    expected = _windows_ref(x, k, st_, dil, pads)
    out = ivy.sliding_window(to_ivy(x), k if nwin != 2 or len(set(k)) > 1 else k[0], stride=st_, dilation=dil,
                             padding=padding)
    assert_same(out, expected)


def test_sliding_window_ivy_example_and_torch_unfold():
    x = np.arange(1, 13).reshape(3, 4)
    assert_same(ivy.sliding_window(to_ivy(x), (2, 2)),
                np.array([[[1, 2, 5, 6], [2, 3, 6, 7], [3, 4, 7, 8]], [[5, 6, 9, 10], [6, 7, 10, 11], [7, 8, 11, 12]]]))
    a = np.random.default_rng(0).normal(size=(2, 5, 6))
    ref = F.unfold(_t(a)[:, None], (2, 3), dilation=(2, 1), padding=1, stride=(1, 2)).numpy()  # (N, k, L)
    out = ivy.sliding_window(to_ivy(a), (2, 3), dilation=(2, 1), padding=1, stride=(1, 2))
    assert_same(ivy.reshape(out, (2, -1, 6)), np.transpose(ref, (0, 2, 1)))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.sliding_window(to_ivy(x), 0)
    with pytest.raises(ivy.ShapeError):
        ivy.sliding_window(to_ivy(x), (1, 1, 1))


# ------------------------------------------------- Ivy's interpolation helpers


def _area_ref(x, dims, size, scale):
    """Ivy's definition: each output cell is the mean over [floor(j s), ceil((j + 1) s)) per axis."""
    out = x.astype(np.float64)
    for ax in range(dims):
        a = x.ndim - dims + ax
        n = out.shape[a]
        cols = []
        for j in range(size[ax]):
            lo = min(int(np.floor(round(j * scale[ax], 9))), n)
            hi = min(int(np.ceil(round((j + 1) * scale[ax], 9))), n)
            cols.append(np.take(out, range(lo, hi), axis=a).mean(axis=a))
        out = np.stack(cols, axis=a) if cols else np.zeros(out.shape[:a] + (0,) + out.shape[a + 1:])
    return out


@_fewer
@given(st.data(), st.integers(1, 3))
def test_area_and_nearest_interpolate(data, dims):
    shape = data.draw(sti.shapes(min_dims=dims + 1, max_dims=dims + 2, min_side=1, max_side=5))
    x = data.draw(_grid(ivy.float64, shape))
    spatial = shape[len(shape) - dims:]
    size = [data.draw(st.integers(1, 6)) for _ in range(dims)]
    scale = [i / o for i, o in zip(spatial, size)]
    assert_same(ivy.area_interpolate(to_ivy(x), dims, size, scale), _area_ref(x, dims, size, scale))
    for exact in (False, True):
        ref = x
        for ax in range(dims):
            a = x.ndim - dims + ax
            idx = [min(int(np.floor((j + 0.5 * exact) * scale[ax])), spatial[ax] - 1) for j in range(size[ax])]
            ref = np.take(ref, idx, axis=a)
        assert_same(ivy.nearest_interpolate(to_ivy(x), dims, size, scale, exact), ref)


def test_area_interpolate_is_torch_area():
    a = np.random.default_rng(2).normal(size=(1, 2, 7, 5))
    ref = F.interpolate(_t(a), size=(3, 4), mode="area").numpy()
    assert_same(ivy.area_interpolate(to_ivy(a), 2, [3, 4], [7 / 3, 5 / 4]), ref)
    ref = F.interpolate(_t(a), size=(9, 2), mode="nearest-exact").numpy()
    assert_same(ivy.nearest_interpolate(to_ivy(a), 2, [9, 2], [7 / 9, 5 / 2], True), ref)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.area_interpolate(to_ivy(a), 2, [3], [1.0])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.nearest_interpolate(to_ivy(a), 5, [3] * 5, [1.0] * 5, False)


def test_get_interpolate_kernel():
    t = np.array([-2.5, -1.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.0, 2.9, 3.0, 4.0, 5.5])
    keys = np.where(np.abs(t) < 1, 1.5 * np.abs(t) ** 3 - 2.5 * t ** 2 + 1,
                    np.where(np.abs(t) < 2, -0.5 * np.abs(t) ** 3 + 2.5 * t ** 2 - 4 * np.abs(t) + 2, 0.0))
    refs = {
        "linear": np.maximum(0.0, 1 - np.abs(t)),
        "tf_bicubic": keys,
        "lanczos3": np.where(np.abs(t) < 3, np.sinc(t) * np.sinc(t / 3), 0.0),
        "lanczos5": np.where(np.abs(t) < 5, np.sinc(t) * np.sinc(t / 5), 0.0),
    }
    for mode, ref in refs.items():
        out = ivy.get_interpolate_kernel(mode)(to_ivy(t))
        assert isinstance(out, ivy.Array)
        assert_same(out, ref, atol=1e-12, msg=mode)
    assert_same(ivy.get_interpolate_kernel("tf_bicubic")(to_ivy(np.array([0.5]))), np.array([0.5625]))


def test_generate_einsum_equation():
    assert ivy.generate_einsum_equation(1) == "abc,cd->abd"
    assert ivy.generate_einsum_equation(2) == "abcd,ce,df->abef"
    assert ivy.generate_einsum_equation(3) == "abcde,cf,dg,eh->abfgh"
    rng = np.random.default_rng(3)
    x, m1, m2 = rng.normal(size=(2, 1, 3, 4)), rng.normal(size=(3, 5)), rng.normal(size=(4, 2))
    eq = ivy.generate_einsum_equation(2)
    assert_same(ivy.einsum(eq, to_ivy(x), to_ivy(m1), to_ivy(m2)), np.einsum("nchw,hp,wq->ncpq", x, m1, m2))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.generate_einsum_equation(-1)
