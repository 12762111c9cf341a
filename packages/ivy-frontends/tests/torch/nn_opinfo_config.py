"""The nn helper's settings of the OpInfo driver (``opinfo_driver``) for ``torch.nn.functional``'s
OpInfos, loaded by ``tests/torch/conftest.py`` so that every test using the driver sees them:

- ``ADAPT`` entries for the OpInfos whose ``op`` wraps the function in torch's
  ``wrapper_set_seed`` (the same call on the frontend);
- samples whose result is a random draw (dropout inside attention with ``p > 0``): compared by
  shape and dtype, as the driver compares random ops;
- tolerances of float32 convolutions whose outputs cancel.
"""

from __future__ import annotations

import opinfo_driver as drv

# OpInfos whose ``op`` wraps the function in torch's test helper (wrapper_set_seed): the same
# call on the frontend.
_WRAPPED = ("fractional_max_pool2d", "fractional_max_pool3d", "rrelu", "scaled_dot_product_attention", "dropout",
            "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout", "multi_head_attention_forward")


def _call(name):
    return lambda fe, *a, **k: getattr(fe.nn.functional, name)(*a, **k)


for _name in _WRAPPED:
    drv.ADAPT.setdefault("nn.functional." + _name, _call(_name))


# Samples whose result is a random draw (dropout inside the op, with p > 0 and training on): their
# results are compared by shape and dtype, as the driver does for random ops.
def _dropout_on(pos_p, pos_training=None, default_training=True):
    def f(s):
        p = s.kwargs.get("dropout_p", s.args[pos_p - 1] if len(s.args) >= pos_p else 0.0)
        if pos_training is None:
            return p > 0
        tr = s.kwargs.get("training", s.args[pos_training - 1] if len(s.args) >= pos_training else default_training)
        return p > 0 and tr
    return f


RANDOM_SAMPLES = {
    "nn.functional.scaled_dot_product_attention": _dropout_on(4),
    "nn.functional.multi_head_attention_forward": _dropout_on(10, 13),
}
_run_variant = drv.run_variant


def _run_variant_random_samples(op, kind, name, s):
    pred = RANDOM_SAMPLES.get(op.name)
    if pred is not None and pred(s) and op.name not in drv.RANDOM:
        drv.RANDOM.add(op.name)
        try:
            return _run_variant(op, kind, name, s)
        finally:
            drv.RANDOM.discard(op.name)
    return _run_variant(op, kind, name, s)


drv.run_variant = _run_variant_random_samples

# float32 convolutions whose outputs cancel (summands ~1e2, results ~1e-2): errors of a few float32
# ulps of the summands, above the driver's default atol.
for _name in ("conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"):
    drv.TOLERANCE.setdefault("nn.functional." + _name, (2e-4, 1e-4))


def _triplet_with_distance(fe, anchor, positive, negative, *, distance_function=None, **kwargs):
    """The samples pass a real ``torch.nn.PairwiseDistance()`` as ``distance_function``: the frontend's own."""
    import torch

    if isinstance(distance_function, torch.nn.PairwiseDistance):
        d = distance_function
        distance_function = fe.nn.PairwiseDistance(d.norm, d.eps, d.keepdim)
    return fe.nn.functional.triplet_margin_with_distance_loss(anchor, positive, negative,
                                                              distance_function=distance_function, **kwargs)


drv.ADAPT.setdefault("nn.functional.triplet_margin_with_distance_loss", _triplet_with_distance)
