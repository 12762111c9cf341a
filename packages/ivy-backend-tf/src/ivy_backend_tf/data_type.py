"""Data type conversion on TensorFlow."""

from __future__ import annotations

import tensorflow as tf

import ivy

from ._util import KIND, R

_Cast = R.Cast
_Identity = R.Identity


def astype(x, dtype, /, *, copy=True, device=None):
    d = x.dtype
    if d is dtype:
        r = _Identity(input=x) if copy else x
    else:
        if KIND[id(d)] == "c" and KIND[id(dtype)] != "c":
            raise ivy.DtypeError(
                f"astype: casting {d.name} to {dtype.name} would drop the imaginary part; "
                "take ivy.real(x), ivy.imag(x) or ivy.abs(x) first"
            )
        r = _Cast(x=x, DstT=dtype)
    if device is not None:
        with tf.device(device):
            r = tf.identity(r)
    return r
