"""``torch.nn.functional`` against real torch with hypothesis over shapes, dtypes and options (convolutions,
pools, normalizations, softmax, losses, interpolation, padding, embedding; 0-d and empty inputs where
torch takes them). The CI profile draws a few examples per function (JAX compiles each new shape); the
``thorough`` profile (``HYPOTHESIS_PROFILE=thorough``) draws many.
"""

from __future__ import annotations

import os

import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from nn_helpers import assert_close

import ivy_frontends.torch as ft

THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
FEW = settings(max_examples=60 if THOROUGH else 3, deadline=None)
DTYPES = st.sampled_from(["float32", "float64"])


def _pair(a):
    return torch.from_numpy(np.array(a)), ft.tensor(np.array(a))


def _arr(draw, shape, dtype="float32"):
    seed = draw(st.integers(0, 2 ** 16))
    return np.asarray(np.random.RandomState(seed).randn(*shape)).astype(dtype)


def _same(fn_r, fn_f, *arrays, rtol=1e-4, atol=1e-5, **kwargs):
    pairs = [_pair(a) for a in arrays]
    try:
        theirs = fn_r(*[p[0] for p in pairs], **kwargs)
    except Exception:  # noqa: BLE001 - torch refusing the case: the frontend must refuse it too
        try:
            fn_f(*[p[1] for p in pairs], **kwargs)
        except Exception:  # noqa: BLE001
            return
        raise AssertionError(f"torch refused {kwargs}, the frontend did not") from None
    ours = fn_f(*[p[1] for p in pairs], **kwargs)
    assert_close(ours, theirs, rtol, atol)


@st.composite
def conv_case(draw):
    groups = draw(st.sampled_from([1, 2]))
    cin, cout = groups * draw(st.integers(1, 2)), groups * draw(st.integers(1, 2))
    k = draw(st.integers(1, 3))
    stride, dil = draw(st.integers(1, 2)), draw(st.integers(1, 2))
    padding = draw(st.sampled_from([0, 1, "valid"] + (["same"] if stride == 1 else [])))
    nd = draw(st.sampled_from([1, 2]))
    size = draw(st.integers(dil * (k - 1) + 1, 7))
    batch = draw(st.sampled_from([(), (1,), (2,)]))
    dt = draw(DTYPES)
    x = _arr(draw, batch + (cin,) + (size,) * nd, dt)
    w = _arr(draw, (cout, cin // groups) + (k,) * nd, dt)
    b = _arr(draw, (cout,), dt) if draw(st.booleans()) else None
    return nd, x, w, b, dict(stride=stride, padding=padding, dilation=dil, groups=groups)


@FEW
@given(conv_case())
def test_conv_matches_torch(case):
    nd, x, w, b, kw = case
    name = f"conv{nd}d"
    fr, ff = getattr(torch.nn.functional, name), getattr(ft.nn.functional, name)
    if b is None:
        _same(fr, ff, x, w, **kw)
    else:
        _same(lambda x, w, b: fr(x, w, b, **kw), lambda x, w, b: ff(x, w, b, **kw), x, w, b)


@st.composite
def pool_case(draw):
    k = draw(st.integers(1, 3))
    stride = draw(st.sampled_from([None, 1, 2]))
    pad = draw(st.integers(0, k // 2))
    size = draw(st.integers(k, 7))
    return _arr(draw, (1, 2, size, size + 1)), k, stride, pad, draw(st.booleans()), draw(st.booleans())


@FEW
@given(pool_case())
def test_pools_match_torch(case):
    x, k, stride, pad, ceil, flag = case
    _same(torch.nn.functional.max_pool2d, ft.nn.functional.max_pool2d, x, kernel_size=k, stride=stride, padding=pad,
          ceil_mode=ceil, return_indices=flag)
    _same(torch.nn.functional.avg_pool2d, ft.nn.functional.avg_pool2d, x, kernel_size=k, stride=stride, padding=pad,
          ceil_mode=ceil, count_include_pad=flag)
    _same(torch.nn.functional.adaptive_max_pool2d, ft.nn.functional.adaptive_max_pool2d, x, output_size=(k, k + 1))


@FEW
@given(st.lists(st.integers(0, 4), min_size=0, max_size=3), st.data(), DTYPES)
def test_softmax_family_matches_torch(shape, data, dt):
    x = _arr(data.draw, tuple(shape), dt)
    dim = data.draw(st.integers(-max(len(shape), 1), max(len(shape), 1) - 1))
    for name in ("softmax", "log_softmax", "softmin"):
        _same(getattr(torch.nn.functional, name), getattr(ft.nn.functional, name), x, dim=dim)


@st.composite
def ce_case(draw):
    n, c = draw(st.integers(1, 4)), draw(st.integers(2, 5))
    extra = draw(st.sampled_from([(), (3,)]))
    x = _arr(draw, (n, c) + extra)
    seed = draw(st.integers(0, 100))
    y = np.random.RandomState(seed).randint(0, c, (n,) + extra).astype("int64")
    if draw(st.booleans()):
        y[0] = -100
    kw = dict(reduction=draw(st.sampled_from(["mean", "sum", "none"])),
              label_smoothing=draw(st.sampled_from([0.0, 0.1])))
    w = np.random.RandomState(seed).rand(c).astype("float32") + 0.5 if draw(st.booleans()) else None
    return x, y, w, kw


@FEW
@given(ce_case())
def test_cross_entropy_and_nll_match_torch(case):
    x, y, w, kw = case
    if w is None:
        _same(torch.nn.functional.cross_entropy, ft.nn.functional.cross_entropy, x, y, **kw)
    else:
        _same(lambda a, b, c: torch.nn.functional.cross_entropy(a, b, c, **kw),
              lambda a, b, c: ft.nn.functional.cross_entropy(a, b, c, **kw), x, y, w)
    logp = x - np.log(np.exp(x).sum(axis=1, keepdims=True))
    _same(torch.nn.functional.nll_loss, ft.nn.functional.nll_loss, logp.astype("float32"), y,
          reduction=kw["reduction"])


@FEW
@given(st.data())
def test_interpolate_matches_torch(data):
    mode = data.draw(st.sampled_from(["nearest", "nearest-exact", "bilinear", "bicubic", "area"]))
    x = _arr(data.draw, (1, 2, data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6))))
    kw = {"mode": mode}
    if data.draw(st.booleans()):
        kw["size"] = (data.draw(st.integers(1, 9)), data.draw(st.integers(1, 9)))
    else:
        kw["scale_factor"] = data.draw(st.sampled_from([0.5, 1.5, 2.0, 3.0]))
    if mode in ("bilinear", "bicubic"):
        kw["align_corners"] = data.draw(st.booleans())
    _same(torch.nn.functional.interpolate, ft.nn.functional.interpolate, x, rtol=1e-4, atol=1e-4, **kw)


@FEW
@given(st.data())
def test_pad_matches_torch(data):
    mode = data.draw(st.sampled_from(["constant", "reflect", "replicate", "circular"]))
    k = data.draw(st.integers(1, 2))
    x = _arr(data.draw, (1, 2) + tuple(data.draw(st.integers(2, 5)) for _ in range(k)))
    lo = -1 if mode in ("constant", "replicate") else 0
    pads = [data.draw(st.integers(lo, 2)) for _ in range(2 * k)]
    kw = {"mode": mode}
    if mode == "constant":
        kw["value"] = data.draw(st.sampled_from([0.0, 1.5]))
    _same(lambda a: torch.nn.functional.pad(a, pads, **kw), lambda a: ft.nn.functional.pad(a, pads, **kw), x)


@FEW
@given(st.data(), DTYPES)
def test_normalizations_match_torch(data, dt):
    n, c = data.draw(st.integers(2, 3)), 2 * data.draw(st.integers(1, 2))
    x = _arr(data.draw, (n, c, data.draw(st.integers(2, 4))), dt)
    _same(torch.nn.functional.layer_norm, ft.nn.functional.layer_norm, x, normalized_shape=tuple(x.shape[-1:]))
    _same(torch.nn.functional.group_norm, ft.nn.functional.group_norm, x, num_groups=2)
    _same(torch.nn.functional.instance_norm, ft.nn.functional.instance_norm, x)
    _same(torch.nn.functional.rms_norm, ft.nn.functional.rms_norm, x, normalized_shape=tuple(x.shape[-2:]))
    _same(torch.nn.functional.normalize, ft.nn.functional.normalize, x, p=data.draw(st.sampled_from([1.0, 2.0])),
          dim=data.draw(st.integers(0, 2)))
    rm, rv = np.zeros(c, dt), np.ones(c, dt)
    _same(lambda a, m, v: torch.nn.functional.batch_norm(a, m, v, training=True),
          lambda a, m, v: ft.nn.functional.batch_norm(a, m, v, training=True), x, rm, rv)


@FEW
@given(st.lists(st.integers(0, 3), min_size=0, max_size=2), st.data())
def test_embedding_and_one_hot_match_torch(shape, data):
    w = _arr(data.draw, (6, 3))
    idx = np.random.RandomState(data.draw(st.integers(0, 99))).randint(0, 6, shape).astype("int64")
    pad = data.draw(st.sampled_from([None, 0, -1]))
    _same(lambda i, w_: torch.nn.functional.embedding(i, w_, padding_idx=pad),
          lambda i, w_: ft.nn.functional.embedding(i, w_, padding_idx=pad), idx, w)
    _same(torch.nn.functional.one_hot, ft.nn.functional.one_hot, idx, num_classes=6)
