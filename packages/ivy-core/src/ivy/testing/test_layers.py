"""Layer functions against torch (torch.nn.functional.linear/embedding/
scaled_dot_product_attention/multi_head_attention_forward, torch.nn.LSTM); dropout by its
statistics and reproducibility."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for layer functions")
F = torch.nn.functional

# JAX compiles every operation for every new shape: fewer examples there keep the file fast.
_jax_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _t(a):
    return torch.from_numpy(np.array(a, dtype=np.float64))


def _dtype(data):
    return data.draw(st.sampled_from(supported_dtypes("real floating")))


def _arr(data, shape, d, lo=-2.0, hi=2.0):
    return data.draw(hnp.arrays(np.dtype(d.name), shape, elements=st.floats(lo, hi, width=32)))


def _tol(d):
    return dict(rtol=1e-4, atol=1e-4) if d == ivy.float32 else dict(rtol=1e-9, atol=1e-9)


# ---------------------------------------------------------------------- linear


@_jax_few
@given(data=st.data())
def test_linear(data):
    d = _dtype(data)
    inner = data.draw(st.lists(st.integers(0, 3), max_size=3).map(tuple))
    fin, fout = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4))
    x = _arr(data, (*inner, fin), d)
    w = _arr(data, (fout, fin), d)
    b = _arr(data, (fout,), d) if data.draw(st.booleans()) else None
    exp = F.linear(_t(x), _t(w), None if b is None else _t(b)).numpy().astype(x.dtype)
    res = ivy.linear(to_ivy(x), to_ivy(w), bias=None if b is None else to_ivy(b))
    assert_same(res, exp, **_tol(d))


@_jax_few
@given(data=st.data())
def test_linear_batched_weights(data):
    d = _dtype(data)
    outer = data.draw(st.lists(st.integers(1, 3), min_size=1, max_size=2).map(tuple))
    inner = data.draw(st.lists(st.integers(1, 3), max_size=2).map(tuple))
    fin, fout = data.draw(st.integers(1, 3)), data.draw(st.integers(1, 3))
    x = _arr(data, (*outer, *inner, fin), d)
    w = _arr(data, (*outer, fout, fin), d)
    b = _arr(data, (*outer, fout), d)
    wt = _t(w).reshape(*outer, *([1] * len(inner)), fout, fin)
    exp = (_t(x).unsqueeze(-2) * wt).sum(-1) + _t(b).reshape(*outer, *([1] * len(inner)), fout)
    res = ivy.linear(to_ivy(x), to_ivy(w), bias=to_ivy(b))
    assert_same(res, exp.numpy().astype(x.dtype), **_tol(d))


def test_linear_shape_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.linear(ivy.ones((2, 3)), ivy.ones((4, 5)))


def test_linear_integer_input():
    r = ivy.linear(ivy.asarray([1, 2]), ivy.asarray([[1, 1]]))
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), [3.0])


# --------------------------------------------------------------------- dropout


def test_dropout_statistics_and_scale():
    x = ivy.ones((200, 100))
    y = to_numpy(ivy.dropout(x, 0.3, seed=1))
    frac = np.mean(y == 0)
    assert abs(frac - 0.3) < 0.02
    np.testing.assert_allclose(y[y != 0], 1 / 0.7, rtol=1e-6)
    y2 = to_numpy(ivy.dropout(x, 0.3, seed=1, scale=False))
    np.testing.assert_array_equal(y2 != 0, y != 0)
    np.testing.assert_array_equal(y2[y2 != 0], 1.0)


def test_dropout_reproducible_and_off():
    x = ivy.asarray(np.arange(1.0, 41.0).reshape(5, 8))
    a = to_numpy(ivy.dropout(x, 0.5, seed=ivy.random.key(3)))
    np.testing.assert_array_equal(a, to_numpy(ivy.dropout(x, 0.5, seed=ivy.random.key(3))))
    assert not np.array_equal(a, to_numpy(ivy.dropout(x, 0.5, seed=ivy.random.key(4))))
    np.testing.assert_array_equal(to_numpy(ivy.dropout(x, 0.5, training=False)), to_numpy(x))
    np.testing.assert_array_equal(to_numpy(ivy.dropout(x, 0.0)), to_numpy(x))
    np.testing.assert_array_equal(to_numpy(ivy.dropout(x, 1.0)), 0.0)
    ivy.seed(seed_value=5)
    b = to_numpy(ivy.dropout(x, 0.5))
    ivy.seed(seed_value=5)
    np.testing.assert_array_equal(b, to_numpy(ivy.dropout(x, 0.5)))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.dropout(x, 1.5)
    # a 0-d array prob is read as its number
    np.testing.assert_array_equal(a, to_numpy(ivy.dropout(x, ivy.asarray(0.5), seed=ivy.random.key(3))))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.dropout(x, "half")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.dropout2d(ivy.ones((1, 2, 2, 3)), None)


def test_dropout_noise_shape_and_dtype():
    x = ivy.ones((6, 50))
    y = to_numpy(ivy.dropout(x, 0.5, noise_shape=(None, 1), seed=2))
    assert all(len(set(row)) == 1 for row in y)  # one mask value per row
    r = ivy.dropout(ivy.ones((2, 2), dtype=ivy.float32), 0.5, dtype=ivy.float64, seed=0)
    assert r.dtype == ivy.float64
    with pytest.raises(ivy.ShapeError):
        ivy.dropout(x, 0.5, noise_shape=(3, 1))


@pytest.mark.parametrize("n", [1, 2, 3])
@pytest.mark.parametrize("first", [False, True])
@pytest.mark.parametrize("batched", [False, True])
def test_channel_dropout(n, first, batched):
    fn = getattr(ivy, f"dropout{n}d")
    fmt = {1: ("NWC", "NCW"), 2: ("NHWC", "NCHW"), 3: ("NDHWC", "NCDHW")}[n][first]
    spatial = (3,) * n
    shape = ((4,) if batched else ()) + ((40,) + spatial if first else spatial + (40,))
    x = ivy.ones(shape)
    y = to_numpy(fn(x, 0.5, data_format=fmt, seed=7))
    ch_axis = (1 if batched else 0) if first else -1
    y = np.moveaxis(y, ch_axis, -1).reshape(-1, 40) if not batched else \
        np.moveaxis(y, ch_axis, -1).reshape(4, -1, 40)
    # every channel (per sample) is all zeros or all 2
    vals = y.reshape(-1, int(np.prod(spatial)), 40) if batched else y.reshape(1, -1, 40)
    assert np.all(vals == vals[:, :1, :])
    assert set(np.unique(vals)) <= {0.0, 2.0}
    assert 0 < np.mean(vals == 0) < 1
    np.testing.assert_array_equal(to_numpy(fn(x, 0.5, training=False, data_format=fmt)), 1.0)


def test_channel_dropout_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.dropout2d(ivy.ones((1, 2, 2, 3)), 0.5, data_format="NWC")
    with pytest.raises(ivy.ShapeError):
        ivy.dropout2d(ivy.ones((2, 3)), 0.5)


# ------------------------------------------------------------------- embedding


@_jax_few
@given(data=st.data())
def test_embedding(data):
    d = _dtype(data)
    num, dim = data.draw(st.integers(1, 5)), data.draw(st.integers(1, 4))
    w = _arr(data, (num, dim), d)
    idx = data.draw(hnp.arrays(np.int64, data.draw(st.lists(st.integers(0, 3), max_size=3).map(tuple)),
                               elements=st.integers(0, num - 1)))
    max_norm = data.draw(st.none() | st.floats(0.5, 2.0))
    wt = _t(w)
    exp = F.embedding(torch.from_numpy(idx), wt, max_norm=max_norm).numpy().astype(w.dtype)
    res = ivy.embedding(to_ivy(w), to_ivy(idx), max_norm=max_norm)
    assert_same(res, exp, **_tol(d))


# ------------------------------------------------------------------- attention


@_jax_few
@given(data=st.data())
def test_scaled_dot_product_attention(data):
    d = _dtype(data)
    batch = data.draw(st.lists(st.integers(1, 2), max_size=2).map(tuple))
    L, S, E, Ev = (data.draw(st.integers(1, 4)) for _ in range(4))
    q, k, v = _arr(data, (*batch, L, E), d), _arr(data, (*batch, S, E), d), _arr(data, (*batch, S, Ev), d)
    kind = data.draw(st.sampled_from(["none", "bool", "float", "causal"]))
    scale = data.draw(st.none() | st.floats(0.1, 2.0))
    mask = None
    if kind == "bool":  # a query whose every key is masked gets zeros (torch's answer), not NaN
        mask = data.draw(hnp.arrays(np.bool_, (L, S)))
    elif kind == "float":
        mask = data.draw(hnp.arrays(np.dtype(d.name), (L, S), elements=st.floats(-2, 2, width=32) | st.just(-np.inf)))
    exp = F.scaled_dot_product_attention(_t(q), _t(k), _t(v), attn_mask=None if mask is None else (
        torch.from_numpy(mask) if mask.dtype == np.bool_ else _t(mask)), is_causal=kind == "causal", scale=scale)
    res = ivy.scaled_dot_product_attention(to_ivy(q), to_ivy(k), to_ivy(v), scale=scale,
                                           mask=None if mask is None else to_ivy(mask), is_causal=kind == "causal")
    assert_same(res, exp.numpy().astype(q.dtype), msg=kind, **_tol(d))


def test_sdpa_dropout_training():
    q = ivy.ones((2, 4, 3))
    a = to_numpy(ivy.scaled_dot_product_attention(q, q, q, dropout_p=0.5, training=True, seed=1))
    b = to_numpy(ivy.scaled_dot_product_attention(q, q, q, dropout_p=0.5, training=True, seed=1))
    np.testing.assert_array_equal(a, b)
    np.testing.assert_allclose(to_numpy(ivy.scaled_dot_product_attention(q, q, q, dropout_p=0.5)), 1.0, rtol=1e-6)
    with pytest.raises(ivy.ShapeError):
        ivy.scaled_dot_product_attention(ivy.ones((2, 3)), ivy.ones((2, 4)), ivy.ones((2, 4)))


@_jax_few
@given(data=st.data())
def test_multi_head_attention(data):
    d = _dtype(data)
    H = data.draw(st.integers(1, 2))
    E = H * data.draw(st.integers(1, 2))
    N, L, S = (data.draw(st.integers(1, 3)) for _ in range(3))
    batch_first = data.draw(st.booleans())
    separate = data.draw(st.booleans())
    use_bias = data.draw(st.booleans())
    add_bias_kv = data.draw(st.booleans())
    add_zero_attn = data.draw(st.booleans())
    average = data.draw(st.booleans())
    q = _arr(data, (L, N, E), d)
    k = _arr(data, (S, N, E), d)
    v = _arr(data, (S, N, E), d)
    w_in = _arr(data, (3 * E, E), d)
    b_in = _arr(data, (3 * E,), d) if use_bias else None
    w_out = _arr(data, (E, E), d)
    b_out = _arr(data, (E,), d) if use_bias else None
    bk = _arr(data, (1, 1, E), d) if add_bias_kv else None
    bv = _arr(data, (1, 1, E), d) if add_bias_kv else None
    kpm = data.draw(hnp.arrays(np.bool_, (N, S)))
    kpm[:, 0] = False  # one key always visible
    exp, exp_w = F.multi_head_attention_forward(
        _t(q), _t(k), _t(v), E, H, None if separate else _t(w_in),
        _t(b_in) if use_bias else None, None if bk is None else _t(bk), None if bv is None else _t(bv),
        add_zero_attn, 0.0, _t(w_out), None if b_out is None else _t(b_out), training=False,
        key_padding_mask=torch.from_numpy(kpm), need_weights=True, average_attn_weights=average,
        use_separate_proj_weight=separate, q_proj_weight=_t(w_in[:E]) if separate else None,
        k_proj_weight=_t(w_in[E:2 * E]) if separate else None, v_proj_weight=_t(w_in[2 * E:]) if separate else None)
    lay = (lambda a: np.swapaxes(a, 0, 1)) if batch_first else (lambda a: a)
    kw = dict(in_proj_weights=to_ivy(w_in)) if not separate else dict(
        q_proj_weights=to_ivy(w_in[:E]), k_proj_weights=to_ivy(w_in[E:2 * E]), v_proj_weights=to_ivy(w_in[2 * E:]))
    out, w = ivy.multi_head_attention(
        to_ivy(lay(q)), key=to_ivy(lay(k)), value=to_ivy(lay(v)), batch_first=batch_first, num_heads=H,
        in_proj_bias=None if b_in is None else to_ivy(b_in), out_proj_weights=to_ivy(w_out),
        out_proj_bias=None if b_out is None else to_ivy(b_out), key_padding_mask=to_ivy(kpm),
        bias_k=None if bk is None else to_ivy(bk), bias_v=None if bv is None else to_ivy(bv),
        add_zero_attn=add_zero_attn, return_attention_weights=True, average_attention_weights=average, **kw)
    tol = _tol(d)
    assert_same(out, lay(exp.numpy()).astype(q.dtype), msg="output", **tol)
    assert_same(w, exp_w.numpy().astype(q.dtype), msg="weights", **tol)


def test_mha_attention_mask_convention():
    # ivy: a boolean attention_mask is True where attending is allowed (torch's MHA: the opposite).
    rng = np.random.default_rng(0)
    x = rng.normal(size=(1, 3, 4))
    w_in, w_out = rng.normal(size=(12, 4)), rng.normal(size=(4, 4))
    allowed = np.tril(np.ones((3, 3), bool))
    exp, _ = F.multi_head_attention_forward(_t(x).transpose(0, 1), _t(x).transpose(0, 1), _t(x).transpose(0, 1),
                                            4, 2, _t(w_in), None, None, None, False, 0.0, _t(w_out), None,
                                            attn_mask=torch.from_numpy(~allowed), need_weights=False)
    res = ivy.multi_head_attention(to_ivy(x), num_heads=2, in_proj_weights=to_ivy(w_in),
                                   out_proj_weights=to_ivy(w_out), attention_mask=to_ivy(allowed))
    assert_same(res, exp.transpose(0, 1).numpy(), rtol=1e-9, atol=1e-9)
    causal = ivy.multi_head_attention(to_ivy(x), num_heads=2, in_proj_weights=to_ivy(w_in),
                                      out_proj_weights=to_ivy(w_out), is_causal=True)
    assert_same(causal, exp.transpose(0, 1).numpy(), rtol=1e-9, atol=1e-9)
    with pytest.raises(ivy.ShapeError):
        ivy.multi_head_attention(ivy.ones((1, 3, 5)), num_heads=2)


# ------------------------------------------------------------------------ LSTM


def _torch_lstm(inp, hid, layers=1, bidirectional=False, batch_first=False, bias=True, seed=0):
    torch.manual_seed(seed)
    m = torch.nn.LSTM(inp, hid, num_layers=layers, bidirectional=bidirectional, batch_first=batch_first,
                      bias=bias).double()
    return m


@_jax_few
@given(data=st.data())
def test_lstm_update(data):
    d = _dtype(data)
    batch = data.draw(st.lists(st.integers(1, 2), max_size=2).map(tuple))
    T, In, Hd = data.draw(st.integers(1, 3)), data.draw(st.integers(1, 3)), data.draw(st.integers(1, 3))
    time_major = data.draw(st.booleans())
    m = _torch_lstm(In, Hd, seed=data.draw(st.integers(0, 100)))
    x = _arr(data, (*batch, T, In), d)
    h0, c0 = _arr(data, (*batch, Hd), d), _arr(data, (*batch, Hd), d)
    flat_x = _t(x).reshape(-1, T, In).transpose(0, 1)
    with torch.no_grad():
        out, (hn, cn) = m(flat_x, (_t(h0).reshape(1, -1, Hd), _t(c0).reshape(1, -1, Hd)))
    exp_seq = out.transpose(0, 1).reshape(*batch, T, Hd).numpy().astype(x.dtype)
    exp_h = hn.reshape(*batch, Hd).numpy().astype(x.dtype) if T else h0
    exp_c = cn.reshape(*batch, Hd).numpy().astype(x.dtype) if T else c0
    xi = np.moveaxis(x, -2, 0) if time_major else x
    seq, (h, c) = ivy.lstm_update(
        to_ivy(xi), to_ivy(h0), to_ivy(c0), to_ivy(m.weight_ih_l0.detach().numpy().T.astype(x.dtype)),
        to_ivy(m.weight_hh_l0.detach().numpy().T.astype(x.dtype)),
        bias=to_ivy(m.bias_ih_l0.detach().numpy().astype(x.dtype)),
        recurrent_bias=to_ivy(m.bias_hh_l0.detach().numpy().astype(x.dtype)), time_major=time_major)
    tol = _tol(d)
    assert_same(seq, np.moveaxis(exp_seq, -2, 0) if time_major else exp_seq, msg="sequence", **tol)
    assert_same(h, exp_h, msg="h", **tol)
    assert_same(c, exp_c, msg="c", **tol)


@_jax_few
@given(data=st.data())
def test_lstm(data):
    layers = data.draw(st.integers(1, 2))
    bidirectional = data.draw(st.booleans())
    batch_first = data.draw(st.booleans())
    bias = data.draw(st.booleans())
    unbatched = data.draw(st.booleans())
    T, N, In, Hd = (data.draw(st.integers(1, 3)) for _ in range(4))
    m = _torch_lstm(In, Hd, layers, bidirectional, batch_first, bias, seed=data.draw(st.integers(0, 100)))
    dirs = 2 if bidirectional else 1
    x = _arr(data, (T, In) if unbatched else ((N, T, In) if batch_first else (T, N, In)), ivy.float64)
    hs = (layers * dirs, Hd) if unbatched else (layers * dirs, N, Hd)
    h0, c0 = _arr(data, hs, ivy.float64), _arr(data, hs, ivy.float64)
    with torch.no_grad():
        out, (hn, cn) = m(_t(x), (_t(h0), _t(c0)))
    weights = [to_ivy(w.detach().numpy()) for w in m._flat_weights]
    r_out, r_h, r_c = ivy.lstm(to_ivy(x), (to_ivy(h0), to_ivy(c0)), weights, layers, 0.0, False, bidirectional,
                               batch_first, None, False, bias, bias)
    tol = dict(rtol=1e-9, atol=1e-9)
    assert_same(r_out, out.numpy(), msg="output", **tol)
    assert_same(r_h, hn.numpy(), msg="h_n", **tol)
    assert_same(r_c, cn.numpy(), msg="c_n", **tol)
