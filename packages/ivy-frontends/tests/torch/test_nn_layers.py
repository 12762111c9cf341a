"""torch.nn's layers against real torch: the same ``state_dict`` loaded into a real torch module and the
frontend's, outputs and buffers (running statistics) compared in eval and train mode, and on the
backends with autodiff the gradients of the parameters and inputs after ``loss.backward()``.

Each case runs on 2 of the 4 backends in CI (``IVY_OPINFO=full``: all of them, see ``nn_helpers``).
"""

from __future__ import annotations

import numpy as np
import pytest
from nn_helpers import cases, check_layer

R = np.random.RandomState(0)


def f32(*shape):
    return R.randn(*shape).astype("float32")


def ints(high, *shape):
    return R.randint(0, high, shape).astype("int64")


def pos(*shape):
    return (R.rand(*shape) * 0.9 + 0.05).astype("float32")


X4 = f32(2, 3, 6, 6)

# name, make(torch), inputs, indices of inputs to differentiate, options
LAYERS = [
    ("Linear", lambda T: T.nn.Linear(5, 3), [f32(4, 5)], (0,), {}),
    ("Linear_nobias_3d", lambda T: T.nn.Linear(5, 3, bias=False), [f32(2, 4, 5)], (0,), {}),
    ("Bilinear", lambda T: T.nn.Bilinear(3, 4, 2), [f32(5, 3), f32(5, 4)], (0, 1), {}),
    ("Identity", lambda T: T.nn.Identity(7, k=1), [f32(3)], (), {}),
    ("Conv1d", lambda T: T.nn.Conv1d(3, 4, 3, stride=2, padding=1), [f32(2, 3, 9)], (0,), {}),
    ("Conv2d", lambda T: T.nn.Conv2d(3, 4, 3, padding=1), [X4], (0,), {}),
    ("Conv2d_groups_same_reflect", lambda T: T.nn.Conv2d(4, 6, 3, groups=2, padding="same", padding_mode="reflect",
                                                        dilation=2), [f32(1, 4, 7, 7)], (0,), {}),
    ("Conv2d_circular_stride", lambda T: T.nn.Conv2d(3, 2, (3, 2), stride=(2, 1), padding=(1, 2),
                                                    padding_mode="circular", bias=False), [X4], (0,), {}),
    ("Conv3d", lambda T: T.nn.Conv3d(2, 3, 2, padding=1), [f32(1, 2, 3, 4, 4)], (0,), {}),
    ("ConvTranspose1d", lambda T: T.nn.ConvTranspose1d(3, 2, 3, stride=2, output_padding=1), [f32(2, 3, 5)], (0,),
     {}),
    ("ConvTranspose2d", lambda T: T.nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, groups=1), [X4], (0,), {}),
    ("ConvTranspose2d_groups", lambda T: T.nn.ConvTranspose2d(4, 6, 2, stride=2, groups=2, dilation=1),
     [f32(1, 4, 3, 3)], (0,), {}),
    ("ConvTranspose3d", lambda T: T.nn.ConvTranspose3d(2, 2, 2, stride=2), [f32(1, 2, 2, 3, 3)], (0,), {}),
    ("BatchNorm1d_2d", lambda T: T.nn.BatchNorm1d(4), [f32(5, 4)], (0,), {}),
    ("BatchNorm1d_3d", lambda T: T.nn.BatchNorm1d(3, momentum=0.3), [f32(4, 3, 5)], (0,), {}),
    ("BatchNorm2d", lambda T: T.nn.BatchNorm2d(3), [X4], (0,), {}),
    ("BatchNorm2d_cumulative", lambda T: T.nn.BatchNorm2d(3, momentum=None), [X4], (0,), {}),
    ("BatchNorm2d_no_stats", lambda T: T.nn.BatchNorm2d(3, track_running_stats=False, affine=False), [X4], (0,),
     {}),
    ("BatchNorm3d", lambda T: T.nn.BatchNorm3d(2), [f32(2, 2, 3, 3, 3)], (0,), {}),
    ("LayerNorm", lambda T: T.nn.LayerNorm(6), [f32(2, 3, 6)], (0,), {}),
    ("LayerNorm_2d_noaffine", lambda T: T.nn.LayerNorm([3, 6], elementwise_affine=False), [f32(2, 3, 6)], (0,), {}),
    ("GroupNorm", lambda T: T.nn.GroupNorm(2, 4), [f32(2, 4, 5)], (0,), {}),
    ("InstanceNorm1d", lambda T: T.nn.InstanceNorm1d(3), [f32(2, 3, 7)], (0,), {}),
    ("InstanceNorm2d_stats", lambda T: T.nn.InstanceNorm2d(3, affine=True, track_running_stats=True), [X4], (0,), {}),
    ("RMSNorm", lambda T: T.nn.RMSNorm(6), [f32(2, 6)], (0,), {}),
    ("LocalResponseNorm", lambda T: T.nn.LocalResponseNorm(3), [f32(2, 5, 4, 4)], (0,), {}),
    ("Embedding", lambda T: T.nn.Embedding(10, 4, padding_idx=0), [np.array([[0, 3, 3], [9, 0, 1]])], (), {}),
    ("Embedding_scale_grad", lambda T: T.nn.Embedding(10, 3, scale_grad_by_freq=True), [np.array([1, 1, 4, 2, 1])],
     (), {}),
    ("EmbeddingBag_sum", lambda T: T.nn.EmbeddingBag(10, 4, mode="sum"), [ints(10, 3, 4)], (), {}),
    ("EmbeddingBag_max_offsets", lambda T: T.nn.EmbeddingBag(10, 3, mode="max"),
     [np.array([1, 2, 4, 5, 4, 3, 2, 9]), np.array([0, 3, 3, 5])], (), {}),
    ("Dropout_eval", lambda T: T.nn.Dropout(0.3), [f32(4, 5)], (0,), {"modes": ("eval",)}),
    ("MultiheadAttention", lambda T: T.nn.MultiheadAttention(8, 2), [f32(5, 2, 8), f32(4, 2, 8), f32(4, 2, 8)],
     (0, 1, 2), {}),
    ("MultiheadAttention_batch_first_masks", lambda T: T.nn.MultiheadAttention(8, 2, batch_first=True, kdim=6,
                                                                              vdim=4),
     [f32(2, 3, 8), f32(2, 5, 6), f32(2, 5, 4), np.array([[False] * 4 + [True], [False] * 5]),
      np.triu(np.ones((3, 5), bool), 1)], (0,),
     {"forward": lambda m, q, k, v, kpm, am: m(q, k, v, key_padding_mask=kpm, attn_mask=am)}),
    ("MultiheadAttention_bias_kv_zero_attn_noweights", lambda T: T.nn.MultiheadAttention(8, 4, add_bias_kv=True,
                                                                                        add_zero_attn=True),
     [f32(3, 2, 8)], (0,), {"forward": lambda m, x: m(x, x, x, need_weights=False, average_attn_weights=False)}),
    ("MultiheadAttention_per_head_weights", lambda T: T.nn.MultiheadAttention(8, 2, batch_first=True),
     [f32(2, 3, 8)], (0,), {"forward": lambda m, x: m(x, x, x, average_attn_weights=False)}),
    ("TransformerEncoderLayer", lambda T: T.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True),
     [f32(2, 5, 8)], (0,), {}),
    ("TransformerEncoderLayer_norm_first_gelu", lambda T: T.nn.TransformerEncoderLayer(
        8, 2, 16, dropout=0.0, activation="gelu", norm_first=True), [f32(5, 2, 8)], (0,), {}),
    ("TransformerEncoder_causal", lambda T: T.nn.TransformerEncoder(
        T.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True), 2, enable_nested_tensor=False),
     [f32(2, 4, 8), np.triu(np.full((4, 4), -np.inf, "float32"), 1)], (0,),
     {"forward": lambda m, x, mask: m(x, mask=mask, is_causal=True)}),
    ("TransformerDecoderLayer", lambda T: T.nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, batch_first=True),
     [f32(2, 3, 8), f32(2, 4, 8)], (0, 1), {}),
    ("Transformer", lambda T: T.nn.Transformer(8, 2, 1, 1, 16, dropout=0.0), [f32(4, 2, 8), f32(3, 2, 8)], (0, 1),
     {}),
    ("LSTM_2layer_bidirectional_batch_first", lambda T: T.nn.LSTM(3, 5, num_layers=2, bidirectional=True,
                                                                 batch_first=True), [f32(2, 4, 3)], (0,), {}),
    ("LSTM_proj_hx_unbatched", lambda T: T.nn.LSTM(3, 4, proj_size=2), [f32(5, 3), f32(1, 2), f32(1, 4)], (0,),
     {"forward": lambda m, x, h, c: m(x, (h, c))}),
    ("GRU", lambda T: T.nn.GRU(3, 4, 2), [f32(4, 2, 3)], (0,), {}),
    ("RNN_relu_hx", lambda T: T.nn.RNN(3, 4, nonlinearity="relu", bias=False), [f32(4, 2, 3), f32(1, 2, 4)], (0, 1),
     {}),
    ("LSTMCell", lambda T: T.nn.LSTMCell(3, 4), [f32(2, 3), f32(2, 4), f32(2, 4)], (0,),
     {"forward": lambda m, x, h, c: m(x, (h, c))}),
    ("GRUCell", lambda T: T.nn.GRUCell(3, 4), [f32(2, 3)], (0,), {}),
    ("RNNCell_unbatched", lambda T: T.nn.RNNCell(3, 4), [f32(3), f32(4)], (0, 1), {}),
    ("PReLU", lambda T: T.nn.PReLU(3), [f32(2, 3, 4)], (0,), {}),
    ("RReLU_eval", lambda T: T.nn.RReLU(0.1, 0.3), [f32(2, 3, 4)], (0,), {"modes": ("eval",)}),
]

ACTIVATIONS = [
    ("ReLU", lambda T: T.nn.ReLU()), ("ReLU6", lambda T: T.nn.ReLU6()), ("ELU", lambda T: T.nn.ELU(0.5)),
    ("SELU", lambda T: T.nn.SELU()), ("CELU", lambda T: T.nn.CELU(2.0)), ("LeakyReLU", lambda T: T.nn.LeakyReLU(0.2)),
    ("GELU", lambda T: T.nn.GELU()), ("GELU_tanh", lambda T: T.nn.GELU("tanh")), ("SiLU", lambda T: T.nn.SiLU()),
    ("Mish", lambda T: T.nn.Mish()), ("Hardswish", lambda T: T.nn.Hardswish()),
    ("Hardsigmoid", lambda T: T.nn.Hardsigmoid()), ("Hardtanh", lambda T: T.nn.Hardtanh(-0.5, 0.7)),
    ("Softplus", lambda T: T.nn.Softplus(2.0, 3.0)), ("Softsign", lambda T: T.nn.Softsign()),
    ("Softshrink", lambda T: T.nn.Softshrink(0.3)), ("Hardshrink", lambda T: T.nn.Hardshrink(0.3)),
    ("Tanhshrink", lambda T: T.nn.Tanhshrink()), ("Tanh", lambda T: T.nn.Tanh()), ("Sigmoid", lambda T: T.nn.Sigmoid()),
    ("LogSigmoid", lambda T: T.nn.LogSigmoid()), ("Threshold", lambda T: T.nn.Threshold(0.1, 2.0)),
    ("GLU", lambda T: T.nn.GLU(1)), ("Softmax", lambda T: T.nn.Softmax(dim=1)),
    ("LogSoftmax", lambda T: T.nn.LogSoftmax(dim=-1)), ("Softmin", lambda T: T.nn.Softmin(1)),
    ("Softmax2d", lambda T: T.nn.Softmax2d()),
]

SHAPE = [
    ("MaxPool1d", lambda T: T.nn.MaxPool1d(2), f32(2, 3, 7)),
    ("MaxPool2d", lambda T: T.nn.MaxPool2d(3, stride=2, padding=1), X4),
    ("MaxPool2d_indices_ceil", lambda T: T.nn.MaxPool2d(2, return_indices=True, ceil_mode=True), f32(1, 2, 5, 5)),
    ("MaxPool3d_dilation", lambda T: T.nn.MaxPool3d(2, dilation=(1, 2, 1)), f32(1, 2, 4, 5, 4)),
    ("AvgPool1d", lambda T: T.nn.AvgPool1d(3, stride=2, padding=1), f32(2, 3, 8)),
    ("AvgPool2d_ceil_exclude_pad", lambda T: T.nn.AvgPool2d(3, stride=2, padding=1, ceil_mode=True,
                                                           count_include_pad=False), X4),
    ("AvgPool3d_divisor", lambda T: T.nn.AvgPool3d(2, divisor_override=3), f32(1, 2, 4, 4, 4)),
    ("AdaptiveAvgPool1d", lambda T: T.nn.AdaptiveAvgPool1d(3), f32(2, 3, 7)),
    ("AdaptiveAvgPool2d", lambda T: T.nn.AdaptiveAvgPool2d((2, None)), X4),
    ("AdaptiveAvgPool3d", lambda T: T.nn.AdaptiveAvgPool3d(2), f32(1, 2, 3, 5, 4)),
    ("AdaptiveMaxPool1d_indices", lambda T: T.nn.AdaptiveMaxPool1d(3, return_indices=True), f32(2, 3, 7)),
    ("AdaptiveMaxPool2d", lambda T: T.nn.AdaptiveMaxPool2d(4), X4),
    ("AdaptiveMaxPool3d", lambda T: T.nn.AdaptiveMaxPool3d((2, 1, 3)), f32(1, 2, 3, 5, 4)),
    ("LPPool1d", lambda T: T.nn.LPPool1d(2, 3, stride=2), pos(2, 3, 7)),
    ("LPPool2d", lambda T: T.nn.LPPool2d(1.5, 2), pos(1, 2, 4, 6)),
    ("Flatten", lambda T: T.nn.Flatten(), X4),
    ("Unflatten", lambda T: T.nn.Unflatten(1, (3, 2)), f32(4, 6)),
    ("Upsample_nearest", lambda T: T.nn.Upsample(scale_factor=2), X4),
    ("Upsample_bilinear", lambda T: T.nn.Upsample(size=(5, 9), mode="bilinear"), X4),
    ("Upsample_bicubic_align", lambda T: T.nn.Upsample(scale_factor=1.5, mode="bicubic", align_corners=True), X4),
    ("UpsamplingBilinear2d", lambda T: T.nn.UpsamplingBilinear2d(scale_factor=2), X4),
    ("UpsamplingNearest2d", lambda T: T.nn.UpsamplingNearest2d(size=4), X4),
    ("ZeroPad2d", lambda T: T.nn.ZeroPad2d((1, 0, 2, 1)), X4),
    ("ConstantPad1d", lambda T: T.nn.ConstantPad1d((1, 2), 3.5), f32(2, 3, 4)),
    ("ReflectionPad2d", lambda T: T.nn.ReflectionPad2d(2), X4),
    ("ReplicationPad1d", lambda T: T.nn.ReplicationPad1d((2, 1)), f32(2, 3, 4)),
    ("ReplicationPad3d", lambda T: T.nn.ReplicationPad3d(1), f32(1, 2, 2, 3, 3)),
    ("CircularPad2d", lambda T: T.nn.CircularPad2d(1), X4),
    ("PixelShuffle", lambda T: T.nn.PixelShuffle(2), f32(1, 8, 3, 3)),
    ("PixelUnshuffle", lambda T: T.nn.PixelUnshuffle(2), X4),
    ("ChannelShuffle", lambda T: T.nn.ChannelShuffle(3), f32(1, 6, 2, 2)),
    ("Unfold", lambda T: T.nn.Unfold(2, dilation=1, padding=1, stride=2), X4),
    ("Fold", lambda T: T.nn.Fold((4, 5), 2), f32(2, 12, 12)),
]

LOSSES = [
    ("L1Loss", lambda T: T.nn.L1Loss(), [f32(3, 4), f32(3, 4)], (0,)),
    ("MSELoss_sum", lambda T: T.nn.MSELoss(reduction="sum"), [f32(3, 4), f32(3, 4)], (0, 1)),
    ("CrossEntropyLoss", lambda T: T.nn.CrossEntropyLoss(), [f32(4, 5), ints(5, 4)], (0,)),
    ("CrossEntropyLoss_weight_smoothing_ignore", lambda T: T.nn.CrossEntropyLoss(
        weight=T.tensor([1.0, 2.0, 0.5, 1.0, 3.0]), ignore_index=2, label_smoothing=0.1),
     [f32(4, 5, 3), ints(5, 4, 3)], (0,)),
    ("CrossEntropyLoss_probs", lambda T: T.nn.CrossEntropyLoss(label_smoothing=0.2), [f32(3, 4), pos(3, 4)], (0, 1)),
    ("NLLLoss", lambda T: T.nn.NLLLoss(reduction="none"), [f32(4, 5), ints(5, 4)], (0,)),
    ("BCELoss", lambda T: T.nn.BCELoss(), [pos(3, 4), pos(3, 4)], (0,)),
    ("BCEWithLogitsLoss", lambda T: T.nn.BCEWithLogitsLoss(pos_weight=T.tensor([1.0, 2.0, 3.0, 0.5])),
     [f32(3, 4), pos(3, 4)], (0, 1)),
    ("HuberLoss", lambda T: T.nn.HuberLoss(delta=0.5), [f32(3, 4), f32(3, 4)], (0, 1)),
    ("SmoothL1Loss", lambda T: T.nn.SmoothL1Loss(beta=0.5), [f32(3, 4), f32(3, 4)], (0, 1)),
    ("KLDivLoss_batchmean", lambda T: T.nn.KLDivLoss(reduction="batchmean"), [np.log(pos(3, 4)), pos(3, 4)], (0, 1)),
    ("SoftMarginLoss", lambda T: T.nn.SoftMarginLoss(), [f32(3, 4), np.sign(f32(3, 4))], (0,)),
    ("HingeEmbeddingLoss", lambda T: T.nn.HingeEmbeddingLoss(0.5), [f32(3, 4), np.sign(f32(3, 4))], (0,)),
    ("MarginRankingLoss", lambda T: T.nn.MarginRankingLoss(0.2), [f32(5), f32(5), np.sign(f32(5))], (0, 1)),
    ("MultiMarginLoss", lambda T: T.nn.MultiMarginLoss(p=2, margin=0.5), [f32(4, 5), ints(5, 4)], (0,)),
    ("MultiLabelMarginLoss", lambda T: T.nn.MultiLabelMarginLoss(), [f32(2, 4), np.array([[3, 0, -1, 1],
                                                                                           [1, 2, 3, -1]])], (0,)),
    ("MultiLabelSoftMarginLoss", lambda T: T.nn.MultiLabelSoftMarginLoss(), [f32(3, 4), (f32(3, 4) > 0) * 1.0], (0,)),
    ("CosineEmbeddingLoss", lambda T: T.nn.CosineEmbeddingLoss(0.1), [f32(4, 3), f32(4, 3), np.sign(f32(4))], (0, 1)),
    ("TripletMarginLoss_swap", lambda T: T.nn.TripletMarginLoss(swap=True), [f32(4, 3), f32(4, 3), f32(4, 3)],
     (0, 1, 2)),
    ("PoissonNLLLoss_full", lambda T: T.nn.PoissonNLLLoss(full=True), [f32(3, 4), pos(3, 4) * 5], (0,)),
    ("GaussianNLLLoss", lambda T: T.nn.GaussianNLLLoss(), [f32(3, 4), f32(3, 4), pos(3, 1)], (0, 1, 2)),
    ("CTCLoss", lambda T: T.nn.CTCLoss(), [np.log(np.full((6, 2, 4), 0.25, "float32")) + f32(6, 2, 4) * 0.1,
                                          np.array([[1, 2, 2], [3, 1, 0]]), np.array([6, 5]), np.array([3, 2])], (0,)),
]


@pytest.mark.parametrize("name, make, inputs, grad_inputs, opts", cases(LAYERS))
def test_layer_matches_torch(name, make, inputs, grad_inputs, opts):
    check_layer(make, inputs, grad_inputs=grad_inputs, **opts)


@pytest.mark.parametrize("name, make", cases(ACTIVATIONS))
def test_activation_module_matches_torch(name, make):
    x = np.concatenate([f32(2, 4, 3), np.array([[[0.0, -1.0, 1.0]] * 4] * 2, "float32")])
    check_layer(make, [x], grad_inputs=(0,))


@pytest.mark.parametrize("name, make, x", cases(SHAPE))
def test_pooling_padding_and_shape_module_matches_torch(name, make, x):
    check_layer(make, [x], grad_inputs=(0,))


@pytest.mark.parametrize("name, make, inputs, grad_inputs", cases(LOSSES))
def test_loss_module_matches_torch(name, make, inputs, grad_inputs):
    check_layer(make, inputs, grad_inputs=grad_inputs, modes=("train",), atol=1e-4)
