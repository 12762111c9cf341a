"""The neural-network functions torch also exposes in its top-level namespace (``torch.conv2d``,
``torch.relu``, ``torch.batch_norm``, ``torch.embedding``, ...), resolved on first use from the nn
frontend's ``torch.nn.functional`` (the package ``__getattr__`` calls :func:`resolve`; nothing is
imported before).

Most are ``nn.functional``'s function under the same name; the ones whose torch-namespace form
takes other arguments get an adapter here (``torch.batch_norm(input, weight, bias, running_mean,
running_var, training, momentum, eps, cudnn_enabled)``, ``torch.embedding(weight, indices, ...)``).
"""

from __future__ import annotations

SAME = (
    "conv1d conv2d conv3d conv_transpose1d conv_transpose2d conv_transpose3d conv_tbc relu selu celu rrelu threshold "
    "hardshrink prelu bilinear pixel_shuffle pixel_unshuffle channel_shuffle native_channel_shuffle "
    "cosine_similarity pairwise_distance pdist kl_div binary_cross_entropy_with_logits cosine_embedding_loss "
    "hinge_embedding_loss margin_ranking_loss poisson_nll_loss triplet_margin_loss ctc_loss max_pool1d max_pool2d "
    "max_pool3d max_pool1d_with_indices avg_pool1d adaptive_avg_pool1d adaptive_max_pool1d rms_norm alpha_dropout "
    "feature_alpha_dropout affine_grid_generator"
).split()
INPLACE = ("relu_", "selu_", "celu_", "rrelu_", "threshold_", "dropout_", "alpha_dropout_", "feature_dropout_",
           "feature_alpha_dropout_")


def _F():  # noqa: N802
    from .nn import functional

    return functional


def _batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):  # noqa: A002
    return _F().batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def _instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps,  # noqa: A002
                   cudnn_enabled):
    return _F().instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def _layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):  # noqa: A002
    return _F().layer_norm(input, normalized_shape, weight, bias, eps)


def _group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):  # noqa: A002
    return _F().group_norm(input, num_groups, weight, bias, eps)


def _dropout(input, p, train):  # noqa: A002
    return _F().dropout(input, p, train)


def _feature_dropout(input, p, train):  # noqa: A002
    return _F().dropout1d(input, p, train) if input.ndim <= 3 else _F().dropout2d(input, p, train)


def _embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return _F().embedding(indices, weight, None if padding_idx == -1 else padding_idx, None, 2.0,
                          scale_grad_by_freq, sparse)


def _inplace(name):
    def f(input, *args, **kwargs):  # noqa: A002
        r = resolve(name)(input, *args, **kwargs)
        return input._inplace(r._data)

    f.__name__ = f.__qualname__ = name + "_"
    return f


ADAPTED = {"batch_norm": _batch_norm, "instance_norm": _instance_norm, "layer_norm": _layer_norm,
           "group_norm": _group_norm, "dropout": _dropout, "feature_dropout": _feature_dropout,
           "embedding": _embedding}


def names():
    return set(SAME) | set(INPLACE) | set(ADAPTED)


def resolve(name):
    """The torch-namespace function ``name`` built on ``torch.nn.functional``, or None."""
    if name in ADAPTED:
        return ADAPTED[name]
    if name in INPLACE:
        return _inplace(name[:-1])
    if name in SAME:
        try:
            return getattr(_F(), name, None)
        except ImportError:
            return None
    return None
