"""``tf.nn`` on ivy: activations, convolutions, pooling, normalization, losses and the other
array functions of TF's ``tf.nn`` (TF's signatures; ``name=`` accepted and ignored).

Out of scope (listed in ``tests/tensorflow/tf2_out_of_scope.txt`` with reasons): the candidate
samplers and the sampled losses (random by TF's bits), CTC, sparse-tensor lookups,
``fractional_*_pool`` (random), ``isotonic_regression``, ``with_space_to_batch`` (takes an op).

>>> import ivy_frontends.tensorflow as tf
>>> tf.nn.softmax(tf.constant([0.0, 0.0])).numpy().tolist()
[0.5, 0.5]
"""

from ._activation import (
                          crelu,
                          elu,
                          gelu,
                          leaky_relu,
                          log_softmax,
                          relu,
                          relu6,
                          selu,
                          sigmoid,
                          silu,
                          softmax,
                          softplus,
                          softsign,
                          swish,
                          tanh,
)
from ._conv import (
                          atrous_conv2d,
                          atrous_conv2d_transpose,
                          bias_add,
                          conv1d,
                          conv1d_transpose,
                          conv2d,
                          conv2d_transpose,
                          conv3d,
                          conv3d_transpose,
                          conv_transpose,
                          convolution,
                          depthwise_conv2d,
                          depthwise_conv2d_backprop_filter,
                          depthwise_conv2d_backprop_input,
                          separable_conv2d,
)
from ._loss import (
                          compute_average_loss,
                          l2_loss,
                          log_poisson_loss,
                          scale_regularization_loss,
                          sigmoid_cross_entropy_with_logits,
                          softmax_cross_entropy_with_logits,
                          sparse_softmax_cross_entropy_with_logits,
                          weighted_cross_entropy_with_logits,
)
from ._misc import (
                          approx_max_k,
                          approx_min_k,
                          depth_to_space,
                          dilation2d,
                          dropout,
                          embedding_lookup,
                          erosion2d,
                          in_top_k,
                          space_to_batch,
                          space_to_depth,
                          top_k,
                          zero_fraction,
)
from ._normalization import (
                          batch_norm_with_global_normalization,
                          batch_normalization,
                          l2_normalize,
                          local_response_normalization,
                          lrn,
                          moments,
                          normalize_moments,
                          sufficient_statistics,
                          weighted_moments,
)
from ._pool import (
                          avg_pool,
                          avg_pool1d,
                          avg_pool2d,
                          avg_pool3d,
                          max_pool,
                          max_pool1d,
                          max_pool2d,
                          max_pool3d,
                          max_pool_with_argmax,
                          pool,
)
