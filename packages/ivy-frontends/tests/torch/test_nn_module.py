"""``torch.nn.Module`` and friends against real torch: state dicts (keys, order, values; loading real
torch tensors, NumPy arrays and frontend tensors; torch's error messages for missing, unexpected and
mis-sized keys), registration (parameters, persistent and non-persistent buffers, submodules), the
iterators, train/eval, ``apply``, dtype casts, ``zero_grad``, ``requires_grad_``, forward hooks,
containers, ``repr``, ``functional_call``, ``init`` (by distribution) and the signatures of
``nn.functional`` and the layer classes.
"""

from __future__ import annotations

import copy
import inspect
import math

import numpy as np
import pytest
import torch
from nn_helpers import has_autodiff, np_of

import ivy
import ivy_frontends.torch as ft


def _net(T):
    """A model class written once, built with real torch (T = torch) or the frontend (T = ft)."""
    nn = T.nn

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.features = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU())
            self.heads = nn.ModuleDict({"a": nn.Linear(4, 2), "b": nn.Linear(4, 3, bias=False)})
            self.extra = nn.ParameterList([nn.Parameter(T.ones(2)), nn.Parameter(T.zeros(3))])
            self.scale = nn.Parameter(T.tensor(2.0))
            self.register_buffer("steps", T.zeros(1))
            self.register_buffer("cache", T.ones(2), persistent=False)
            self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])

        def forward(self, x):
            h = self.features(x).mean(dim=(2, 3))
            for b in self.blocks:
                h = b(h)
            return self.heads["a"](h) * self.scale, self.heads["b"](h)

    return Net()


def _real_net():
    torch.manual_seed(0)
    return _net(torch)


def test_state_dict_keys_order_and_values_are_torchs():
    real, ours = _real_net(), _net(ft)
    assert list(ours.state_dict()) == list(real.state_dict())
    ours.load_state_dict(real.state_dict())
    for (k, v), (k2, v2) in zip(ours.state_dict().items(), real.state_dict().items()):
        assert k == k2
        np.testing.assert_array_equal(np_of(v), np_of(v2))
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in real.named_parameters()]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in real.named_buffers()]
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in real.named_modules()]
    assert [n for n, _ in ours.named_children()] == [n for n, _ in real.named_children()]
    x = np.random.RandomState(0).randn(2, 3, 5, 5).astype("float32")
    real.eval()
    ours.eval()
    with torch.no_grad():
        r = real(torch.from_numpy(x))
    with ft.no_grad():
        o = ours(ft.tensor(x))
    for a, b in zip(o, r):
        np.testing.assert_allclose(np_of(a), np_of(b), rtol=1e-5, atol=1e-6)


def test_load_state_dict_takes_numpy_torch_and_frontend_values_and_copies_them():
    real = _real_net()
    as_numpy = {k: v.numpy().copy() for k, v in real.state_dict().items()}
    for sd in (as_numpy, real.state_dict(), _net(ft).state_dict()):
        ours = _net(ft)
        weight = ours.features[0].weight
        ours.load_state_dict(sd)
        assert ours.features[0].weight is weight, "load_state_dict keeps the Parameter objects"
        assert weight.requires_grad
    ours = _net(ft)
    ours.load_state_dict(as_numpy)
    before = np_of(ours.scale).copy()
    as_numpy["scale"][...] = 123.0
    real.scale.data.fill_(7.0)
    np.testing.assert_array_equal(np_of(ours.scale), before)


def _error(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - the message is what is compared
        return e
    return None


def test_load_state_dict_errors_and_results_are_torchs():
    real, ours = _real_net(), _net(ft)
    sd = real.state_dict()
    del sd["heads.a.bias"]
    sd["unknown.weight"] = torch.zeros(1)
    sd["features.0.weight"] = torch.zeros(2, 2)
    e_real = _error(lambda: real.load_state_dict(sd))
    e_ours = _error(lambda: ours.load_state_dict(sd))
    assert isinstance(e_ours, RuntimeError) and isinstance(e_ours, ivy.IvyError)
    assert str(e_ours) == str(e_real)
    sd2 = _real_net().state_dict()
    del sd2["steps"]
    sd2["heads.c.weight"] = torch.zeros(1)
    r_real = _real_net().load_state_dict(sd2, strict=False)
    r_ours = _net(ft).load_state_dict(sd2, strict=False)
    assert r_ours.missing_keys == r_real.missing_keys
    assert r_ours.unexpected_keys == r_real.unexpected_keys
    assert repr(_net(ft).load_state_dict(_real_net().state_dict())) == "<All keys matched successfully>"


def test_assign_load_and_parameter_replacement():
    real = _real_net()
    ours = _net(ft)
    ours.load_state_dict(real.state_dict(), assign=True)
    assert isinstance(ours.scale, ft.nn.Parameter) and ours.scale.requires_grad
    np.testing.assert_array_equal(np_of(ours.scale), np_of(real.scale))


def test_registration_rules_and_errors_are_torchs():
    for T in (torch, ft):
        m = T.nn.Module()
        m.w = T.nn.Parameter(T.ones(2))
        m.register_buffer("b", T.zeros(1), persistent=False)
        m.sub = T.nn.Linear(1, 1)
        m.plain = 3
        assert set(m.state_dict()) == {"w", "sub.weight", "sub.bias"}
        assert [n for n, _ in m.named_buffers()] == ["b"]
    msgs = []
    for T in (torch, ft):
        m = T.nn.Linear(2, 2)
        errs = [_error(lambda: setattr(m, "weight", T.ones(2, 2))),  # noqa: B023
                _error(lambda: m.register_buffer("weight", T.ones(1))),  # noqa: B023
                _error(lambda: m.register_parameter("a.b", None)),  # noqa: B023
                _error(lambda: m.missing_attr),  # noqa: B023
                _error(lambda: T.nn.Module()(1))]  # noqa: B023
        msgs.append([(type(e), str(e)) for e in errs])
        if T is ft:
            assert all(isinstance(e, ivy.IvyError) for e in errs), [type(e) for e in errs]
    for (t_real, m_real), (t_ours, m_ours) in zip(msgs[0], msgs[1]):
        assert m_ours == m_real and issubclass(t_ours, t_real.__mro__[-3 if t_real.__mro__[0] is not Exception
                                                                      else 0])


def test_train_eval_apply_requires_grad_and_zero_grad():
    m = _net(ft)
    m.eval()
    assert not any(x.training for x in m.modules())
    m.train()
    assert all(x.training for x in m.modules())
    seen = []
    m.apply(lambda x: seen.append(type(x).__name__))
    assert seen[-1] == "Net" and seen.count("Linear") == 4
    m.requires_grad_(False)
    assert not any(p.requires_grad for p in m.parameters())
    m.requires_grad_(True)
    for p in m.parameters():
        p.grad = ft.ones_like(p)
    m.zero_grad(set_to_none=False)
    assert all(not bool(p.grad.any()) for p in m.parameters())
    m.zero_grad()
    assert all(p.grad is None for p in m.parameters())


def test_dtype_casts_are_torchs():
    m = _net(ft).double()
    assert all(p.dtype is ft.float64 for p in m.parameters())
    assert m.features[1].num_batches_tracked.dtype is ft.int64
    m.float()
    assert all(p.dtype is ft.float32 for p in m.parameters())
    m.to(ft.float64)
    assert m.scale.dtype is ft.float64 and m.scale.requires_grad and isinstance(m.scale, ft.nn.Parameter)
    w = m.heads.a.weight
    m.to("cpu", dtype=ft.float32)
    assert m.heads.a.weight is w and w.dtype is ft.float32


def test_forward_hooks_are_torchs():
    results = []
    for T in (torch, ft):
        torch.manual_seed(0)
        lin = T.nn.Linear(2, 2)
        if T is ft:
            lin.load_state_dict(results[0][1])
        calls = []
        h1 = lin.register_forward_pre_hook(lambda m, args: (args[0] * 2,))
        h2 = lin.register_forward_hook(lambda m, args, out: out + 1)
        lin.register_forward_pre_hook(lambda m, a, k, calls=calls: calls.append(("pre", sorted(k))),
                                      with_kwargs=True, prepend=True)
        lin.register_forward_hook(lambda m, a, k, out, calls=calls: calls.append(("post", tuple(out.shape))),
                                  with_kwargs=True)
        x = T.ones(1, 2)
        y1 = lin(x)
        h1.remove()
        h2.remove()
        y2 = lin(x)
        results.append((lin, lin.state_dict(), np_of(y1), np_of(y2), calls))
    (_, _, a1, a2, c1), (_, _, b1, b2, c2) = results
    np.testing.assert_allclose(b1, a1, rtol=1e-6)
    np.testing.assert_allclose(b2, a2, rtol=1e-6)
    assert c1 == c2


def test_containers_behave_as_torchs():
    for T in (torch, ft):
        nn = T.nn
        seq = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
        assert len(seq) == 3 and isinstance(seq[-1], nn.Linear) and isinstance(seq[1:], nn.Sequential)
        seq.append(nn.Sigmoid())
        seq.insert(0, nn.Identity())
        del seq[0]
        assert [type(m).__name__ for m in seq] == ["Linear", "ReLU", "Linear", "Sigmoid"]
        assert list(seq.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
        ml = nn.ModuleList([nn.Linear(1, 1)])
        ml += [nn.Tanh()]
        ml.extend([nn.Linear(1, 1)])
        assert len(ml) == 3 and list(ml.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
        md = nn.ModuleDict({"x": nn.Linear(1, 1)})
        md["y"] = nn.Linear(1, 2)
        assert list(md.keys()) == ["x", "y"] and "y" in md
        pl = nn.ParameterList([nn.Parameter(T.ones(1)), T.zeros(2)])
        assert isinstance(pl[1], nn.Parameter) and list(pl.state_dict()) == ["0", "1"]
        pd = nn.ParameterDict({"a": nn.Parameter(T.ones(1))})
        pd["b"] = T.zeros(1)
        assert list(pd.state_dict()) == ["a", "b"] and isinstance(pd["b"], nn.Parameter)


REPRS = [
    lambda T: T.nn.Linear(3, 2), lambda T: T.nn.Conv2d(3, 8, 3, padding="same"),
    lambda T: T.nn.Conv1d(2, 4, 3, stride=2, dilation=2, groups=2, bias=False, padding_mode="reflect"),
    lambda T: T.nn.ConvTranspose2d(3, 4, 3, output_padding=1, stride=2), lambda T: T.nn.BatchNorm2d(3),
    lambda T: T.nn.BatchNorm1d(3, momentum=None, affine=False), lambda T: T.nn.InstanceNorm2d(4),
    lambda T: T.nn.LayerNorm(8), lambda T: T.nn.GroupNorm(2, 4), lambda T: T.nn.RMSNorm([2, 3], eps=1e-3),
    lambda T: T.nn.Embedding(10, 3, padding_idx=0, max_norm=1.0), lambda T: T.nn.EmbeddingBag(10, 3, mode="sum"),
    lambda T: T.nn.MultiheadAttention(8, 2), lambda T: T.nn.LSTM(4, 8, 2, bidirectional=True, batch_first=True),
    lambda T: T.nn.GRU(3, 4, dropout=0.1, num_layers=2), lambda T: T.nn.RNN(3, 4, nonlinearity="relu"),
    lambda T: T.nn.GRUCell(3, 4), lambda T: T.nn.RNNCell(3, 4, nonlinearity="relu", bias=False),
    lambda T: T.nn.MaxPool2d(2), lambda T: T.nn.AvgPool2d(3, 1, 1), lambda T: T.nn.AvgPool1d(2),
    lambda T: T.nn.AdaptiveAvgPool2d((1, 1)), lambda T: T.nn.AdaptiveMaxPool1d(3), lambda T: T.nn.LPPool2d(2, 3),
    lambda T: T.nn.MaxUnpool2d(2), lambda T: T.nn.Dropout(0.2), lambda T: T.nn.Dropout2d(),
    lambda T: T.nn.GELU(), lambda T: T.nn.GELU("tanh"), lambda T: T.nn.ReLU(inplace=True), lambda T: T.nn.ReLU6(),
    lambda T: T.nn.LeakyReLU(0.2, True), lambda T: T.nn.ELU(), lambda T: T.nn.Hardtanh(-2.0, 2.0),
    lambda T: T.nn.Threshold(0.1, 20), lambda T: T.nn.PReLU(3), lambda T: T.nn.Softplus(), lambda T: T.nn.Softmax(1),
    lambda T: T.nn.LogSoftmax(dim=-1), lambda T: T.nn.Hardshrink(), lambda T: T.nn.Softshrink(0.2),
    lambda T: T.nn.RReLU(), lambda T: T.nn.GLU(), lambda T: T.nn.SiLU(), lambda T: T.nn.Flatten(),
    lambda T: T.nn.Unflatten(1, (2, 3)), lambda T: T.nn.Upsample(scale_factor=2),
    lambda T: T.nn.Upsample(size=(3, 4), mode="bilinear"), lambda T: T.nn.UpsamplingBilinear2d(scale_factor=2),
    lambda T: T.nn.ZeroPad2d(1), lambda T: T.nn.ReflectionPad1d(2), lambda T: T.nn.ConstantPad2d(1, 3.0),
    lambda T: T.nn.CircularPad3d((1, 0, 1, 0, 1, 0)), lambda T: T.nn.PixelShuffle(2),
    lambda T: T.nn.PixelUnshuffle(3), lambda T: T.nn.ChannelShuffle(2), lambda T: T.nn.Fold(4, 2),
    lambda T: T.nn.Unfold(2, padding=1), lambda T: T.nn.CosineSimilarity(), lambda T: T.nn.Identity(),
    lambda T: T.nn.Bilinear(2, 3, 4), lambda T: T.nn.LocalResponseNorm(2), lambda T: T.nn.CrossEntropyLoss(),
    lambda T: T.nn.TransformerEncoderLayer(8, 2, 16), lambda T: T.nn.Sequential(T.nn.Linear(1, 2), T.nn.ReLU()),
    lambda T: T.nn.ModuleList([T.nn.Linear(2, 2) for _ in range(3)] + [T.nn.ReLU()]),
    lambda T: T.nn.ModuleDict({"a": T.nn.Tanh()}), lambda T: T.nn.ParameterList([T.nn.Parameter(T.ones(2, 3))]),
    lambda T: T.nn.TransformerDecoder(T.nn.TransformerDecoderLayer(8, 2, 16), 2),
]


@pytest.mark.parametrize("make", REPRS, ids=[str(i) for i in range(len(REPRS))])
def test_repr_is_torchs(make):
    assert repr(make(ft)) == repr(make(torch))


def test_parameter_and_buffer():
    p = ft.nn.Parameter(ft.ones(2))
    assert isinstance(p, ft.Tensor) and p.requires_grad and p.is_leaf
    assert repr(p) == repr(torch.nn.Parameter(torch.ones(2)))
    assert not ft.nn.Parameter(ft.ones(1), requires_grad=False).requires_grad
    m = ft.nn.Module()
    m.buf = ft.nn.Buffer(ft.zeros(2), persistent=False)
    assert [n for n, _ in m.named_buffers()] == ["buf"] and not m.state_dict()
    q = copy.deepcopy(m)
    assert q.buf is not m.buf
    lin = ft.nn.Linear(2, 2)
    lin2 = copy.deepcopy(lin)
    assert isinstance(lin2.weight, ft.nn.Parameter) and lin2.weight is not lin.weight and lin2.weight.requires_grad
    np.testing.assert_array_equal(np_of(lin2.weight), np_of(lin.weight))


def test_functional_call_replaces_parameters_for_one_call():
    from ivy_frontends.torch.nn.utils.stateless import functional_call

    lin = ft.nn.Linear(2, 1)
    w = lin.weight
    out = functional_call(lin, {"weight": ft.tensor([[1.0, 2.0]]), "bias": ft.tensor([0.5])}, (ft.tensor([[1.0,
                                                                                                            1.0]]),))
    assert out.tolist() == [[3.5]] and lin.weight is w


def test_init_functions_follow_torchs_distributions():
    init = ft.nn.init
    ft.manual_seed(0)
    w = ft.empty(400, 300)
    bound = math.sqrt(6 / ((1 + 5) * 300))
    init.kaiming_uniform_(w, a=math.sqrt(5))
    v = np_of(w)
    assert v.max() <= bound and v.min() >= -bound and abs(v.std() - bound / math.sqrt(3)) < 0.01 * bound
    init.xavier_normal_(w, gain=2.0)
    assert abs(np_of(w).std() - 2.0 * math.sqrt(2 / 700)) < 0.02 * 2.0 * math.sqrt(2 / 700)
    init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
    assert abs(np_of(w).std() - math.sqrt(2 / 400)) < 0.02 * math.sqrt(2 / 400)
    init.trunc_normal_(w, std=1.0, a=-1.0, b=0.5)
    assert np_of(w).min() >= -1.0 and np_of(w).max() <= 0.5
    q = ft.empty(6, 4)
    init.orthogonal_(q, gain=3.0)
    np.testing.assert_allclose(np_of(q).T @ np_of(q), 9 * np.eye(4), atol=1e-4)
    for name in ("linear", "conv2d", "sigmoid", "tanh", "relu", "selu"):
        assert init.calculate_gain(name) == torch.nn.init.calculate_gain(name)
    assert init.calculate_gain("leaky_relu", 0.3) == torch.nn.init.calculate_gain("leaky_relu", 0.3)
    d = ft.empty(4, 2, 3, 3)
    init.dirac_(d, groups=2)
    rd = torch.empty(4, 2, 3, 3)
    torch.nn.init.dirac_(rd, groups=2)
    np.testing.assert_array_equal(np_of(d), np_of(rd))
    e = ft.empty(3, 5)
    init.eye_(e)
    np.testing.assert_array_equal(np_of(e), np.eye(3, 5))
    s = ft.empty(10, 4)
    init.sparse_(s, 0.3)
    assert ((np_of(s) == 0).sum(axis=0) == 3).all()


def test_clip_grad_is_torchs():
    rng = np.random.RandomState(0)
    grads = [rng.randn(3, 2).astype("float32"), rng.randn(4).astype("float32")]
    for norm_type in (2.0, 1.0, math.inf):
        ps_r = [torch.nn.Parameter(torch.zeros(g.shape)) for g in grads]
        ps_f = [ft.nn.Parameter(ft.zeros(*g.shape)) for g in grads]
        for p, g in zip(ps_r, grads):
            p.grad = torch.from_numpy(g.copy())
        for p, g in zip(ps_f, grads):
            p.grad = ft.tensor(g)
        tr = torch.nn.utils.clip_grad_norm_(ps_r, 0.5, norm_type)
        tf_ = ft.nn.utils.clip_grad_norm_(ps_f, 0.5, norm_type)
        np.testing.assert_allclose(np_of(tf_), np_of(tr), rtol=1e-6)
        for a, b in zip(ps_f, ps_r):
            np.testing.assert_allclose(np_of(a.grad), np_of(b.grad), rtol=1e-6)
    torch.nn.utils.clip_grad_value_(ps_r, 0.01)
    ft.nn.utils.clip_grad_value_(ps_f, 0.01)
    for a, b in zip(ps_f, ps_r):
        np.testing.assert_allclose(np_of(a.grad), np_of(b.grad), rtol=1e-6)
    lin_r, lin_f = torch.nn.Linear(3, 2), ft.nn.Linear(3, 2)
    lin_f.load_state_dict(lin_r.state_dict())
    vec = ft.nn.utils.parameters_to_vector(lin_f.parameters())
    np.testing.assert_array_equal(np_of(vec), np_of(torch.nn.utils.parameters_to_vector(lin_r.parameters())))
    ft.nn.utils.vector_to_parameters(vec * 2, lin_f.parameters())
    np.testing.assert_allclose(np_of(lin_f.bias), 2 * np_of(lin_r.bias))


@pytest.mark.skipif(not has_autodiff(), reason="gradients need a backend with autodiff")
def test_backward_through_a_model_reaches_every_parameter():
    real = _real_net()
    ours = _net(ft)
    ours.load_state_dict(real.state_dict())
    x = np.random.RandomState(3).randn(2, 3, 4, 4).astype("float32")
    a, b = real(torch.from_numpy(x))
    (a.sum() + (b * b).sum()).backward()
    c, d = ours(ft.tensor(x))
    (c.sum() + (d * d).sum()).backward()
    for (n, p), (_, q) in zip(ours.named_parameters(), real.named_parameters()):
        if q.grad is None:  # not used by forward (the ParameterList)
            assert p.grad is None, n
            continue
        assert p.grad is not None, n
        np.testing.assert_allclose(np_of(p.grad), np_of(q.grad), rtol=1e-4, atol=1e-5, err_msg=n)


# ------------------------------------------------------------------ signatures

def _params(sig):
    out = []
    for p in sig.parameters.values():
        if p.name == "self":
            continue
        d = p.default
        if callable(d) and not isinstance(d, type):
            d = getattr(d, "__name__", d)
        elif d is not inspect.Parameter.empty and not isinstance(d, (int, float, str, bool, tuple, type(None))):
            d = "<object>"
        out.append((p.name, p.kind, d))
    return out


# torch's builtins without a Python signature: their documented signatures
DOCUMENTED = {
    "conv1d": "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1",
    "conv2d": "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1",
    "conv3d": "input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1",
    "conv_transpose1d": "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1",
    "conv_transpose2d": "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1",
    "conv_transpose3d": "input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1",
    "linear": "input, weight, bias=None", "bilinear": "input1, input2, weight, bias=None",
    "avg_pool1d": "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True",
    "avg_pool2d": "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, "
                  "divisor_override=None",
    "avg_pool3d": "input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, "
                  "divisor_override=None",
    "max_pool1d": "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False",
    "max_pool2d": "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False",
    "max_pool3d": "input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False",
    "adaptive_avg_pool1d": "input, output_size", "adaptive_max_pool1d": "input, output_size, return_indices=False",
    "adaptive_max_pool2d": "input, output_size, return_indices=False",
    "adaptive_max_pool3d": "input, output_size, return_indices=False",
    "gelu": "input, *, approximate='none'", "hardshrink": "input, lambd=0.5", "softshrink": "input, lambd=0.5",
    "softplus": "input, beta=1.0, threshold=20.0", "logsigmoid": "input", "one_hot": "tensor, num_classes=-1",
    "pixel_shuffle": "input, upscale_factor", "pixel_unshuffle": "input, downscale_factor",
    "channel_shuffle": "input, groups", "native_channel_shuffle": "input, groups", "prelu": "input, weight",
    "pdist": "input, p=2", "cosine_similarity": "x1, x2, dim=1, eps=1e-08",
    "pairwise_distance": "x1, x2, p=2.0, eps=1e-06, keepdim=False",
    "scaled_dot_product_attention": "query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, "
                                    "enable_gqa=False",
    "conv_tbc": "input, weight, bias, pad=0",
    "fractional_max_pool2d": "input, kernel_size, output_size=None, output_ratio=None, return_indices=False, "
                             "_random_samples=None",
    "fractional_max_pool3d": "input, kernel_size, output_size=None, output_ratio=None, return_indices=False, "
                             "_random_samples=None",
}
INPLACE_BUILTINS = {"relu_": "input", "elu_": "input, alpha=1.0", "selu_": "input", "celu_": "input, alpha=1.0",
                    "leaky_relu_": "input, negative_slope=0.01", "rrelu_": "input, lower=0.125, "
                    "upper=0.3333333333333333, training=False", "hardtanh_": "input, min_val=-1.0, max_val=1.0",
                    "threshold_": "input, threshold, value"}


def _documented(text):
    def f():
        pass

    src = f"def f({text}): pass"
    ns = {}
    exec(src, ns)  # noqa: S102 - a documented parameter list turned into a signature
    return inspect.signature(ns["f"])


def test_nn_functional_signatures_are_torchs():
    import torch.nn.functional as RF

    from ivy_frontends.torch.nn import functional as FF

    checked, bad = 0, []
    for name in FF.__all__:
        real = getattr(RF, name, None)
        if real is None:
            continue
        try:
            sig = inspect.signature(real)
            if str(sig) in ("(*args, **kwargs)", "(*args: _P.args, **kwargs: _P.kwargs) -> ~_R"):
                raise ValueError
        except (ValueError, TypeError):
            text = DOCUMENTED.get(name) or INPLACE_BUILTINS.get(name)
            if text is None:
                continue
            sig = _documented(text)
        ours = inspect.signature(getattr(FF, name))
        checked += 1
        if _params(ours) != _params(sig):
            bad.append(f"{name}: ours {ours} torch {sig}")
    assert not bad, "\n".join(bad)
    assert checked >= 120


def test_layer_class_signatures_are_torchs():
    bad, checked = [], 0
    for name in dir(ft.nn):
        cls = getattr(ft.nn, name)
        real = getattr(torch.nn, name, None)
        if not isinstance(cls, type) or real is None or not isinstance(real, type):
            continue
        if name in ("Parameter", "Buffer", "UninitializedParameter", "UninitializedBuffer"):
            continue
        checked += 1
        a, b = _params(inspect.signature(cls.__init__)), _params(inspect.signature(real.__init__))
        if a != b:
            bad.append(f"{name}: ours {a} torch {b}")
        fwd_r, fwd_o = getattr(real, "forward", None), getattr(cls, "forward", None)
        if fwd_r is not None and fwd_o is not None and name not in ("Module",):
            fa = [p[0] for p in _params(inspect.signature(fwd_o))]
            fb = [p[0] for p in _params(inspect.signature(fwd_r))]
            if fa != fb:
                bad.append(f"{name}.forward: ours {fa} torch {fb}")
    assert not bad, "\n".join(bad)
    assert checked >= 130
