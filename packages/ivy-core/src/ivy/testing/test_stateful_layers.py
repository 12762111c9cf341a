"""Layers against their ``torch.nn`` equivalents with the same weights (torch is the reference
for every layer here); initializers against their definitions; ``Sequential``.

Each layer is built on the backend under test with its default initializers, then its
variables are replaced by the torch module's (re-laid out to Ivy's shapes) and the outputs
compared in float32.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import (
    assert_same,
    backend_name,
    device_name,
    has_autodiff,
    other_float_dtypes,
    supported_dtypes,
    to_ivy,
    to_numpy,
)

torch = pytest.importorskip("torch", reason="torch.nn is the reference for ivy's layers")

RNG = np.random.default_rng(7)
TOL = dict(rtol=2e-4, atol=2e-5)
# Where float32 convolutions may run in TF32 (10-bit mantissas): torch on a GPU, by torch's default
# torch.backends.cudnn.allow_tf32 (ivy leaves precision settings to the user); the reference runs
# on the CPU in full float32. A 3-D transposed convolution differed by 3.5e-4 on an H100.
CONV_TOL = dict(rtol=3e-3, atol=1e-3) if (
    backend_name() == "torch" and (device_name() or "cpu") != "cpu" and torch.backends.cudnn.allow_tf32) else TOL


def _needs(*names):
    missing = [n for n in names if not hasattr(ivy, n)]
    return pytest.mark.skipif(bool(missing), reason=f"ivy.{', ivy.'.join(missing)} not available in this build")


def _rand(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _t(a):
    return torch.from_numpy(np.ascontiguousarray(a))


def _np(t):
    return t.detach().numpy()


def _set_v(layer, tree):
    def conv(d):
        return {k: conv(v) if isinstance(v, dict) else to_ivy(np.ascontiguousarray(v)) for k, v in d.items()}

    layer.v = ivy.Container(conv(tree))


def _close(result, expected, **tol):
    assert_same(result, np.asarray(expected, np.float32), **(tol or TOL))


# ------------------------------------------------------------------- Linear


@_needs("linear", "random_uniform")
@given(st.lists(st.integers(0, 3), min_size=0, max_size=2), st.integers(1, 5), st.integers(1, 5), st.booleans())
@settings(max_examples=5 if backend_name() == "jax" else 10)
def test_linear_matches_torch(batch, n_in, n_out, with_bias):
    ref = torch.nn.Linear(n_in, n_out, bias=with_bias)
    layer = ivy.Linear(n_in, n_out, with_bias=with_bias)
    assert layer.v.w.shape == (n_out, n_in)
    _set_v(layer, {"w": _np(ref.weight), **({"b": _np(ref.bias)} if with_bias else {})})
    x = _rand(*batch, n_in)
    _close(layer(to_ivy(x)), _np(ref(_t(x))))


@_needs("linear", "random_uniform")
def test_layer_dtype_argument():
    if ivy.float64 not in supported_dtypes("real floating"):
        pytest.skip("the backend has no float64")
    layer = ivy.Linear(3, 2, dtype=ivy.float64)
    assert layer.v.w.dtype == ivy.float64 and layer.v.b.dtype == ivy.float64
    assert layer(to_ivy(np.ones((1, 3)))).dtype == ivy.float64
    assert ivy.LayerNorm([3], dtype=ivy.float64).v.weight.dtype == ivy.float64


_DTYPE_LAYERS = {
    "Linear": (lambda d: ivy.Linear(5, 4, dtype=d), (2, 5)),
    "Conv2D": (lambda d: ivy.Conv2D(3, 4, [3, 3], 1, "SAME", dtype=d), (1, 6, 6, 3)),
    "LayerNorm": (lambda d: ivy.LayerNorm([5], dtype=d), (2, 5)),
    "BatchNorm2D": (lambda d: ivy.BatchNorm2D(3, dtype=d), (2, 4, 4, 3)),
    "LSTM": (lambda d: ivy.LSTM(5, 4, dtype=d), (2, 3, 5)),
    "MultiHeadAttention": (lambda d: ivy.MultiHeadAttention(8, num_heads=2, dtype=d), (2, 3, 8)),
    "Sequential": (lambda d: ivy.Sequential(ivy.Linear(5, 4, dtype=d), ivy.ReLU(), ivy.Linear(4, 2, dtype=d)),
                   (2, 5)),
}


_OTHER_FLOATS = other_float_dtypes()


@pytest.mark.parametrize("dtype", _OTHER_FLOATS, ids=lambda d: d.name)
@pytest.mark.parametrize("name", list(_DTYPE_LAYERS))
def test_layers_and_a_training_step_keep_their_float_dtype(name, dtype):
    """Variables, output, loss and an Adam step all stay in the layer's ``dtype`` (float64,
    float16, bfloat16): no silent float32 anywhere on the way."""
    make, shape = _DTYPE_LAYERS[name]
    layer = make(dtype)
    x = ivy.astype(to_ivy(np.linspace(-1, 1, int(np.prod(shape)), dtype=np.float32).reshape(shape)), dtype)

    def leaf_dtypes(c):
        out = []
        c.cont_map(lambda v, kc: out.append(v.dtype))
        return out

    def first(r):
        return r[0] if isinstance(r, tuple) else r

    assert set(leaf_dtypes(layer.v)) == {dtype}
    assert first(layer(x)).dtype == dtype
    if not has_autodiff():
        return
    loss, grads = ivy.execute_with_gradients(lambda v: ivy.mean(ivy.square(first(layer(x, v=v)))), layer.v)
    assert loss.dtype == dtype and set(leaf_dtypes(grads)) == {dtype}
    assert set(leaf_dtypes(ivy.Adam(lr=1e-3).step(layer.v, grads))) == {dtype}


@_needs("linear", "random_uniform")
def test_linear_reads_its_input_size_on_the_first_call():
    layer = ivy.Linear(None, 3)
    assert not layer.built
    y = layer(to_ivy(_rand(2, 5)))
    assert y.shape == (2, 3) and layer.v.w.shape == (3, 5)


# ------------------------------------------------------------- convolutions

CONV = {1: (torch.nn.Conv1d, ivy.Conv1D, "NWC", "NCW"), 2: (torch.nn.Conv2d, ivy.Conv2D, "NHWC", "NCHW"),
        3: (torch.nn.Conv3d, ivy.Conv3D, "NDHWC", "NCDHW")}
CONVT = {1: (torch.nn.ConvTranspose1d, ivy.Conv1DTranspose, "NWC", "NCW"),
         2: (torch.nn.ConvTranspose2d, ivy.Conv2DTranspose, "NHWC", "NCHW"),
         3: (torch.nn.ConvTranspose3d, ivy.Conv3DTranspose, "NDHWC", "NCDHW")}


def _to_last(a):
    return np.moveaxis(a, 1, -1)


def _to_first(a):
    return np.moveaxis(a, -1, 1)


@_needs("random_uniform")
@pytest.mark.parametrize("rank,channel_last,stride,padding,dilation", [
    (1, True, 1, "VALID", 1), (1, False, 2, "VALID", 1), (1, True, 1, 1, 2),
    (2, True, 1, "SAME", 1), (2, False, 1, 1, 2), (2, True, 2, "VALID", 1), (2, False, 1, "SAME", 1),
    (3, True, 1, "VALID", 1), (3, False, 1, "SAME", 1),
])
def test_conv_matches_torch(rank, channel_last, stride, padding, dilation):
    tcls, icls, last, first = CONV[rank]
    k, cin, cout = 3, 2, 3
    tpad = {"VALID": 0, "SAME": "same"}.get(padding, padding)
    ref = tcls(cin, cout, k, stride=stride, padding=tpad, dilation=dilation)
    layer = icls(cin, cout, [k] * rank, stride, padding, data_format=last if channel_last else first,
                 dilations=dilation)
    assert layer.v.w.shape == (k,) * rank + (cin, cout)
    w = np.moveaxis(_np(ref.weight), (0, 1), (-1, -2))  # (out, in, *k) -> (*k, in, out)
    b = _np(ref.bias).reshape((1,) * (rank + 1) + (cout,) if channel_last else (1, cout) + (1,) * rank)
    _set_v(layer, {"w": w, "b": b})
    x = _rand(2, cin, *([7] * rank))
    expected = _np(ref(_t(x)))
    if channel_last:
        _close(layer(to_ivy(_to_last(x))), _to_last(expected), **CONV_TOL)
    else:
        _close(layer(to_ivy(x)), expected, **CONV_TOL)


@_needs("random_uniform")
@pytest.mark.parametrize("rank,stride", [(1, 2), (2, 1), (2, 2), (3, 1)])
def test_conv_transpose_matches_torch(rank, stride):
    tcls, icls, last, _ = CONVT[rank]
    k, cin, cout = 3, 2, 3
    ref = tcls(cin, cout, k, stride=stride)
    layer = icls(cin, cout, [k] * rank, stride, "VALID")
    assert layer.v.w.shape == (k,) * rank + (cout, cin)
    w = np.moveaxis(_np(ref.weight), (0, 1), (-1, -2))  # (in, out, *k) -> (*k, out, in)
    _set_v(layer, {"w": w, "b": _np(ref.bias).reshape((1,) * (rank + 1) + (cout,))})
    x = _rand(1, cin, *([4] * rank))
    _close(layer(to_ivy(_to_last(x))), _to_last(_np(ref(_t(x)))), **CONV_TOL)


@_needs("random_uniform")
def test_conv_reads_input_channels_on_the_first_call():
    layer = ivy.Conv2D(None, 4, 3, 1, "SAME")
    y = layer(to_ivy(_rand(1, 5, 5, 6)))
    assert y.shape == (1, 5, 5, 4) and layer.v.w.shape == (3, 3, 6, 4)
    layer = ivy.Conv1D(None, 2, 3, 1, "VALID", data_format="NCW")
    assert layer(to_ivy(_rand(1, 5, 8))).shape == (1, 2, 6)


@_needs("random_uniform")
@pytest.mark.parametrize("stride,padding", [(1, "VALID"), (2, "VALID"), (1, "SAME")])
def test_depthwise_conv_matches_torch(stride, padding):
    c = 3
    tpad = 0 if padding == "VALID" else 1
    ref = torch.nn.Conv2d(c, c, 3, stride=stride, padding=tpad, groups=c)
    layer = ivy.DepthwiseConv2D(c, [3, 3], stride, padding)
    assert layer.v.w.shape == (3, 3, c)
    w = np.moveaxis(_np(ref.weight)[:, 0], 0, -1)  # (c, 1, kh, kw) -> (kh, kw, c)
    _set_v(layer, {"w": w, "b": _np(ref.bias).reshape(1, 1, 1, c)})
    x = _rand(2, c, 6, 6)
    _close(layer(to_ivy(_to_last(x))), _to_last(_np(ref(_t(x)))), **CONV_TOL)


# ------------------------------------------------------------------ pooling


@pytest.mark.parametrize("cls,tcls,rank", [
    (ivy.MaxPool1D, torch.nn.MaxPool1d, 1), (ivy.MaxPool2D, torch.nn.MaxPool2d, 2),
    (ivy.MaxPool3D, torch.nn.MaxPool3d, 3), (ivy.AvgPool1D, torch.nn.AvgPool1d, 1),
    (ivy.AvgPool2D, torch.nn.AvgPool2d, 2), (ivy.AvgPool3D, torch.nn.AvgPool3d, 3),
])
def test_pooling_matches_torch(cls, tcls, rank):
    x = _rand(2, 3, *([6] * rank))
    expected = _np(tcls(2, 2)(_t(x)))
    _close(cls(2, 2, "VALID")(to_ivy(_to_last(x))), _to_last(expected))
    # channel-first
    first = {1: "NCW", 2: "NCHW", 3: "NCDHW"}[rank]
    _close(cls(2, 2, "VALID", data_format=first)(to_ivy(x)), expected)


def test_adaptive_pooling_matches_torch():
    x = _rand(2, 3, 7, 9)
    _close(ivy.AdaptiveAvgPool2d((3, 4), data_format="NCHW")(to_ivy(x)),
           _np(torch.nn.AdaptiveAvgPool2d((3, 4))(_t(x))))
    _close(ivy.AdaptiveAvgPool2d(2)(to_ivy(_to_last(x))), _to_last(_np(torch.nn.AdaptiveAvgPool2d(2)(_t(x)))))
    x1 = _rand(2, 3, 10)
    _close(ivy.AdaptiveAvgPool1d(4)(to_ivy(x1)), _np(torch.nn.AdaptiveAvgPool1d(4)(_t(x1))))


# -------------------------------------------------------------------- norms


@_needs("layer_norm")
@pytest.mark.parametrize("shape,normalized", [((4, 6), (6,)), ((2, 3, 4, 5), (4, 5)), ((0, 3), (3,))])
def test_layer_norm_matches_torch(shape, normalized):
    ref = torch.nn.LayerNorm(normalized, eps=1e-5)
    with torch.no_grad():
        ref.weight.copy_(_t(_rand(*normalized)))
        ref.bias.copy_(_t(_rand(*normalized)))
    layer = ivy.LayerNorm(list(normalized))
    _set_v(layer, {"weight": _np(ref.weight), "bias": _np(ref.bias)})
    x = _rand(*shape)
    _close(layer(to_ivy(x)), _np(ref(_t(x))))


@_needs("batch_norm")
@pytest.mark.parametrize("cls,tcls,shape", [(ivy.BatchNorm1D, torch.nn.BatchNorm1d, (8, 3)),
                                            (ivy.BatchNorm1D, torch.nn.BatchNorm1d, (4, 3, 5)),
                                            (ivy.BatchNorm2D, torch.nn.BatchNorm2d, (4, 3, 5, 5))])
def test_batch_norm_matches_torch_train_and_eval(cls, tcls, shape):
    c = shape[1]
    ref = tcls(c, momentum=0.2)
    with torch.no_grad():
        ref.weight.copy_(_t(_rand(c)))
        ref.bias.copy_(_t(_rand(c)))
    layer = cls(c, momentum=0.2, data_format="NCS")
    # (the running statistics are leaves of v too, as Ivy 1.0 kept them)
    _set_v(layer, {"w": _np(ref.weight), "b": _np(ref.bias), "running_mean": _np(ref.running_mean),
                   "running_var": _np(ref.running_var)})
    for _ in range(2):  # training mode: batch statistics, running ones updated
        x = _rand(*shape) * 2 + 1
        _close(layer(to_ivy(x)), _np(ref(_t(x))))
    _close(layer.buffers.running_mean, _np(ref.running_mean))
    _close(layer.buffers.running_var, _np(ref.running_var))
    layer.eval()
    ref.eval()
    x = _rand(*shape)
    _close(layer(to_ivy(x)), _np(ref(_t(x))))
    # channel-last is Ivy's default
    last = cls(c, momentum=0.2)
    last.v = layer.v
    last.buffers = layer.buffers
    last.eval()
    _close(last(to_ivy(_to_last(x))), _to_last(_np(ref(_t(x)))))


@_needs("batch_norm")
def test_batch_norm_in_training_under_vmap_keeps_concrete_running_statistics():
    """``ivy.vmap`` of a model with BatchNorm in training: the running statistics stay arrays
    with values (a transform's are left alone: JAX's tracers, TensorFlow's symbolic tensors,
    torch.func's wrapped tensors, through the backends' ``is_abstract`` hook), so eval mode
    works afterwards. On torch the vmapped tensors were stored and the next eval call failed."""
    m = ivy.Sequential(ivy.Linear(4, 4), ivy.BatchNorm1D(4))
    xs = to_ivy(_rand(3, 2, 4))  # three batches of two (a loop of eager calls where vmap is one)
    out = ivy.vmap(m)(xs)
    assert tuple(out.shape) == (3, 2, 4)
    x = to_ivy(_rand(6, 4))
    stats = m.buffers["submodules"]["v1"]
    for name in ("running_mean", "running_var"):
        assert np.all(np.isfinite(to_numpy(stats[name]))), name
    m.eval()
    twin = ivy.Sequential(ivy.Linear(4, 4), ivy.BatchNorm1D(4))
    twin.v, twin.buffers = m.v, m.buffers
    twin.eval()
    assert_same(m(x), twin(x))


@_needs("batch_norm")
def test_batch_norm_rejects_wrong_channels():
    with pytest.raises(ivy.ShapeError, match="channels"):
        ivy.BatchNorm2D(3)(to_ivy(_rand(2, 4, 4, 5)))


# ---------------------------------------------------------------- embedding


@_needs("embedding", "random_uniform")
@pytest.mark.parametrize("padding_idx", [None, 2])
def test_embedding_matches_torch(padding_idx):
    ref = torch.nn.Embedding(10, 4, padding_idx=padding_idx)
    layer = ivy.Embedding(10, 4, padding_idx)
    _set_v(layer, {"w": _np(ref.weight)})
    idx = RNG.integers(0, 10, (3, 5))
    idx[0, 0] = 2
    _close(layer(to_ivy(idx)), _np(ref(_t(idx))))


# --------------------------------------------------------------------- LSTM


@_needs("lstm_update", "random_uniform")
@pytest.mark.parametrize("num_layers,with_bias", [(1, False), (2, False), (2, True)])
def test_lstm_matches_torch(num_layers, with_bias):
    n_in, n_out = 3, 4
    ref = torch.nn.LSTM(n_in, n_out, num_layers=num_layers, bias=with_bias, batch_first=True)
    layer = ivy.LSTM(n_in, n_out, num_layers=num_layers, with_bias=with_bias)
    v = {"input": {}, "recurrent": {}}
    for i in range(num_layers):
        v["input"][f"layer_{i}"] = {"w": _np(getattr(ref, f"weight_ih_l{i}")).T}
        v["recurrent"][f"layer_{i}"] = {"w": _np(getattr(ref, f"weight_hh_l{i}")).T}
        if with_bias:
            v["input"][f"layer_{i}"]["b"] = _np(getattr(ref, f"bias_ih_l{i}"))
            v["recurrent"][f"layer_{i}"]["b"] = _np(getattr(ref, f"bias_hh_l{i}"))
    _set_v(layer, v)
    x = _rand(2, 5, n_in)
    out, (h, c) = layer(to_ivy(x))
    t_out, (t_h, t_c) = ref(_t(x))
    _close(out, _np(t_out))
    for i in range(num_layers):
        _close(h[i], _np(t_h[i]))
        _close(c[i], _np(t_c[i]))


# --------------------------------------------------------------- attention


@_needs("multi_head_attention", "random_uniform")
def test_multi_head_attention_matches_torch():
    e, heads = 8, 2
    ref = torch.nn.MultiheadAttention(e, heads, batch_first=True)
    with torch.no_grad():
        ref.in_proj_bias.copy_(_t(_rand(3 * e)))
        ref.out_proj.bias.copy_(_t(_rand(e)))
    layer = ivy.MultiHeadAttention(e, num_heads=heads)
    _set_v(layer, {"in_proj_weights": _np(ref.in_proj_weight), "in_proj_bias": _np(ref.in_proj_bias),
                   "out_proj_weights": _np(ref.out_proj.weight), "out_proj_bias": _np(ref.out_proj.bias)})
    q, k = _rand(2, 4, e), _rand(2, 6, e)
    expected, _ = ref(_t(q), _t(k), _t(k))
    _close(layer(to_ivy(q), to_ivy(k), to_ivy(k)), _np(expected))


# ------------------------------------------------------------------ dropout


@_needs("dropout")
def test_dropout_train_and_eval():
    ivy.seed(seed_value=2)
    x = np.ones((200, 50), np.float32)
    layer = ivy.Dropout(0.3)
    y = to_numpy(layer(to_ivy(x)))
    assert np.all((y == 0) | np.isclose(y, 1 / 0.7, rtol=1e-6))
    assert abs(np.mean(y == 0) - 0.3) < 0.05
    layer.eval()
    assert_same(layer(to_ivy(x)), x)
    with pytest.raises(ivy.InvalidArgumentError, match="prob"):
        ivy.Dropout(1.0)


# -------------------------------------------------------------- activations


ACTS = [
    (ivy.ReLU(), torch.nn.ReLU()), (ivy.GELU(), torch.nn.GELU()),
    (ivy.GELU(approximate=True), torch.nn.GELU(approximate="tanh")), (ivy.LeakyReLU(0.1), torch.nn.LeakyReLU(0.1)),
    (ivy.Sigmoid(), torch.nn.Sigmoid()), (ivy.Tanh(), torch.nn.Tanh()), (ivy.SiLU(), torch.nn.SiLU()),
    (ivy.Mish(), torch.nn.Mish()), (ivy.Softplus(), torch.nn.Softplus()), (ivy.ELU(0.5), torch.nn.ELU(0.5)),
    (ivy.SELU(), torch.nn.SELU()), (ivy.Hardswish(), torch.nn.Hardswish()), (ivy.ReLU6(), torch.nn.ReLU6()),
    (ivy.Softmax(), torch.nn.Softmax(dim=-1)), (ivy.LogSoftmax(), torch.nn.LogSoftmax(dim=-1)),
    (ivy.LogSigmoid(), torch.nn.LogSigmoid()), (ivy.SeLU(), torch.nn.SELU()),
]


@pytest.mark.parametrize("layer,ref", ACTS, ids=[type(a).__name__ + str(i) for i, (a, _) in enumerate(ACTS)])
def test_activation_layers_match_torch(layer, ref):
    x = _rand(3, 7) * 3
    _close(layer(to_ivy(x)), _np(ref(_t(x))))


def test_activation_layers_with_call_arguments_match_torch():
    """Ivy's layers that take their parameter at the call: PReLU's slope, Logit's eps, ELU's alpha."""
    x = _rand(3, 7) * 3
    slope = _rand(7)
    _close(ivy.PReLU()(to_ivy(x), to_ivy(slope)), _np(torch.nn.functional.prelu(_t(x), _t(slope))))
    p = _rand(3, 7) * 0.6 + 0.5  # around [0.2, 0.8], some past the eps bounds
    _close(ivy.Logit()(to_ivy(p), eps=0.3), _np(torch.logit(_t(p), eps=0.3)))
    _close(ivy.ELU(0.5)(to_ivy(x), alpha=2.0), _np(torch.nn.functional.elu(_t(x), alpha=2.0)))
    _close(ivy.ELU(0.5)(to_ivy(x)), _np(torch.nn.functional.elu(_t(x), alpha=0.5)))


def test_geglu():
    x = _rand(2, 6)
    a, g = x[:, :3], x[:, 3:]
    expected = _np(torch.nn.functional.gelu(_t(g))) * a
    _close(ivy.GEGLU()(to_ivy(x)), expected)


# --------------------------------------------------------------- Sequential


@_needs("linear", "random_uniform")
def test_sequential_matches_torch_and_uses_ivy_key_chains():
    model = ivy.Sequential(ivy.Linear(3, 5), ivy.ReLU(), ivy.Linear(5, 2))
    keys = sorted("/".join(k) for k, _ in _items(model.v))
    assert keys == ["submodules/v0/b", "submodules/v0/w", "submodules/v2/b", "submodules/v2/w"]
    ref = torch.nn.Sequential(torch.nn.Linear(3, 5), torch.nn.ReLU(), torch.nn.Linear(5, 2))
    _set_v(model, {"submodules": {"v0": {"w": _np(ref[0].weight), "b": _np(ref[0].bias)},
                                  "v2": {"w": _np(ref[2].weight), "b": _np(ref[2].bias)}}})
    x = _rand(4, 3)
    _close(model(to_ivy(x)), _np(ref(_t(x))))
    assert len(model) == 3 and isinstance(model[1], ivy.ReLU)


class _Doubling(ivy.Module):
    """A module that overrides ``__call__`` (Sequential must go through it)."""

    def __call__(self, x, v=None):
        return super().__call__(x, v=v) * 2.0

    def _forward(self, x):
        return x


@_needs("linear", "random_uniform")
def test_sequential_of_plain_callables_nested_lazy_and_overriding_modules():
    inner = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU())
    model = ivy.Sequential(inner, lambda a: a - 1.0, _Doubling(), ivy.Linear(None, 2))
    x = _rand(5, 3)
    out = model(to_ivy(x))  # builds the lazy Linear on this first call
    w1, b1 = (to_numpy(inner.v.submodules.v0[k]) for k in ("w", "b"))
    w2, b2 = (to_numpy(model.v.submodules.v3[k]) for k in ("w", "b"))
    ref = ((np.maximum(x @ w1.T + b1, 0) - 1.0) * 2.0) @ w2.T + b2
    _close(out, ref)
    _close(model(to_ivy(x)), ref)  # built: the inlined calls give the same
    # a container replaced inside the inner Sequential's part of model.v is seen (the inner one's
    # own re-sync: model's part for it is the same object)
    lin = model.v.submodules.v0.submodules.v0
    model.v.submodules.v0.submodules["v0"] = ivy.gradient_descent_update(lin, lin, 1.0)  # all zeros
    _close(model(to_ivy(x)), np.broadcast_to(((0.0 - 1.0) * 2.0) * w2.sum(1) + b2, (5, 2)))
    # functional v= reaches every level, then the stored variables are back
    _close(model(to_ivy(x), v=model.v), np.broadcast_to(-2.0 * w2.sum(1) + b2, (5, 2)))


class _Tripled(ivy.Linear):
    """A Linear whose own ``_forward`` Sequential must call (not its parent's inline statements)."""

    def _forward(self, x):
        return ivy.Linear._forward(self, x) * 3.0


class _SameLinear(ivy.Linear):
    """A Linear subclass that keeps Linear's forward (written inline like Linear's)."""


@_needs("linear", "random_uniform", "tanh", "silu")
def test_sequential_writes_ivy_layers_inline_and_calls_the_rest():
    """Built, a Sequential runs one generated function: the statements of ivy's inline layers
    (Linear, ReLU, ...) written in it, any other forward called. It gives what the layers give
    one by one, for native and ivy.Array inputs, after a variable is replaced and after one is
    written in place (read afresh each call: JAX's and TensorFlow's ivy.Array swap their buffer)."""
    import inspect

    model = ivy.Sequential(ivy.Linear(3, 4, with_bias=False), ivy.ReLU(), _SameLinear(4, 4), ivy.Tanh(),
                           _Tripled(4, 2), ivy.SiLU())
    x = _rand(5, 3)

    def ref():
        p = {k: {n: to_numpy(a) for n, a in d.items()} for k, d in model.v.submodules.items()}
        h = np.tanh(np.maximum(x @ p["v0"]["w"].T, 0) @ p["v2"]["w"].T + p["v2"]["b"])
        h = 3.0 * (h @ p["v4"]["w"].T + p["v4"]["b"])
        return h / (1.0 + np.exp(-h))

    src = inspect.getsource(model._plan)
    assert src.count("_ivy.linear(") == 2 and src.count("_ivy.relu(") == src.count("_ivy.tanh(") == 1, src
    for step in range(3):
        a, n = model(to_ivy(x)), model(to_ivy(x).data)
        assert a.__class__ is ivy.Array and n.__class__ is not ivy.Array
        _close(a, ref())
        _close(n, ref())
        one_by_one = to_ivy(x)
        for layer in model:
            one_by_one = layer(one_by_one)
        _close(a, to_numpy(one_by_one))
        if step == 0:
            model.v.submodules.v2["b"] = model.v.submodules.v2.b + 1.0  # replaced
        else:
            model.v.submodules.v0.w[0] = 0.5  # written in place


@_needs("linear", "random_uniform", "dropout")
def test_sequential_calls_stay_live_after_the_first():
    """Later calls go straight to each layer's forward: modes, replaced variables and copies
    still take effect."""
    import copy

    model = ivy.Sequential(ivy.Linear(3, 4), ivy.Dropout(0.5), ivy.Linear(4, 2))
    x = to_ivy(_rand(64, 3) + 2.0)
    model(x)
    model(x)
    w1, b1 = (to_numpy(model.v.submodules.v0[k]) for k in ("w", "b"))
    w2, b2 = (to_numpy(model.v.submodules.v2[k]) for k in ("w", "b"))
    h = to_numpy(x) @ w1.T + b1
    model.eval()
    _close(model(x), h @ w2.T + b2)
    model.train()
    assert not np.allclose(to_numpy(model(x)), h @ w2.T + b2, rtol=1e-3, atol=1e-3)  # half of h dropped
    model.eval()
    twin = copy.deepcopy(model)
    twin.v.submodules["v2"] = ivy.gradient_descent_update(twin.v.submodules.v2, twin.v.submodules.v2, 1.0)
    _close(twin(x), np.zeros((64, 2)))
    _close(model(x), h @ w2.T + b2)


def _items(nest, prefix=()):
    out = []
    for k, v in nest.items():
        if hasattr(v, "items"):
            out += _items(v, prefix + (k,))
        else:
            out.append((prefix + (k,), v))
    return out


# ------------------------------------------------------------- initializers


def test_constant_initializers():
    assert_same(ivy.Zeros().create_variables((2, 3), None), np.zeros((2, 3), np.float32))
    assert_same(ivy.Ones().create_variables(4, None), np.ones(4, np.float32))
    assert_same(ivy.Constant(2.5).create_variables((3,), None), np.full(3, 2.5, np.float32))


@_needs("random_uniform")
@pytest.mark.parametrize("init,fan_out,fan_in,limit", [
    (ivy.GlorotUniform(), 30, 20, np.sqrt(6 / 50)),
    (ivy.Siren(), 30, 20, np.sqrt(6 / 20) / 30),
    (ivy.Siren(w0=2), 30, 20, np.sqrt(6 / 20) / 2),
    (ivy.FirstLayerSiren(), 30, 20, 1 / 20),
    (ivy.Uniform(3, "fan_avg", 0.5, 2), 30, 20, 2 * np.sqrt(3 / 25)),
])
def test_uniform_initializers_bounds(init, fan_out, fan_in, limit):
    ivy.seed(seed_value=0)
    w = to_numpy(init.create_variables((fan_out, fan_in), None, fan_out, fan_in))
    assert w.shape == (fan_out, fan_in) and w.dtype == np.float32
    assert np.all(np.abs(w) <= limit * (1 + 1e-6))
    assert np.max(np.abs(w)) > 0.8 * limit  # fills the interval
    assert abs(np.mean(w)) < 0.1 * limit


@_needs("random_normal")
@pytest.mark.parametrize("fan_mode,fan", [("fan_in", 50), ("fan_out", 80), ("fan_sum", 130)])
def test_kaiming_normal_statistics(fan_mode, fan):
    ivy.seed(seed_value=1)
    w = to_numpy(ivy.KaimingNormal(fan_mode=fan_mode).create_variables((80, 50), None, 80, 50))
    std = np.sqrt(2 / fan)
    assert abs(np.std(w) - std) < 0.05 * std
    assert abs(np.mean(w)) < 0.1 * std


def test_initializer_errors():
    with pytest.raises(ivy.InvalidArgumentError, match="fan_mode"):
        ivy.Uniform(6, "fan_max", 0.5, 1)
    with pytest.raises(ivy.InvalidArgumentError, match="fan_in"):
        ivy.GlorotUniform().create_variables((2, 2), None, 2, None)
    with pytest.raises(ivy.InvalidArgumentError, match="fan_in"):
        ivy.KaimingNormal().create_variables((2, 2), None, 2, None)
