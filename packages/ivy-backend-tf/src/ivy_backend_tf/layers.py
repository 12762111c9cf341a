"""Layer functions on TensorFlow: ``linear`` as one matmul with the weight transposed by the
kernel (``MatMul`` with ``transpose_b`` for a 2-d input, ``BatchMatMulV2`` with ``adj_y`` for
more dimensions; real input only) plus the bias; batched weights and the other layers are
ivy-core's compositions."""

from __future__ import annotations

import tensorflow as tf

from ivy.plugin import partial

from ._util import ET, KIND, R

_BMM = R.BatchMatMulV2
_MM = R.MatMul
_ADD = R.AddV2
_T = (ET, tf.Tensor)


def _linear_ok(x, weight, /, *, bias=None):
    """Covered: a 2-d weight, x of at least 2 dims matching it, an optional 1-d bias, one float dtype."""
    if not (isinstance(x, _T) and isinstance(weight, _T)):
        return False
    d = x.dtype
    return weight.dtype is d and KIND[id(d)] == "f" and weight.shape.rank == 2 and x.shape.rank >= 2 \
        and x.shape[-1] == weight.shape[1] \
        and (bias is None or isinstance(bias, _T) and bias.dtype is d and bias.shape.rank == 1)


@partial(_linear_ok)
def linear(x, weight, /, *, bias=None):
    """x @ weight^T (+ bias), the transpose inside the kernel (real dtypes: no conjugation). A 2-d
    x takes MatMul: oneDNN's BatchMatMulV2 took 1.25-1.3x its time for one matrix (64x512 by
    512x512: 296-315 us against 231-240 us; 1x8: 15.5 against 11.8 us, a 2-core Xeon)."""
    if x.shape.rank == 2:
        y = _MM(a=x, b=weight, transpose_b=True)
    else:
        y = _BMM(x=x, y=weight, adj_y=True)
    return y if bias is None else _ADD(x=y, y=bias)
