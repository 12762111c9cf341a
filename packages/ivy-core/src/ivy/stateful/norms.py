"""Normalization layers: ``LayerNorm``, ``BatchNorm1D``, ``BatchNorm2D``.

``LayerNorm`` follows Ivy's published class (variables ``weight``, ``bias``).
The batch norms keep their learned scale and offset and their running
statistics in ``v``, as Ivy 1.0 did (``b``, ``running_mean``, ``running_var``,
``w``), so Ivy 1.0's weights (``model.v = ivy.Container(weights)``) fit them;
:attr:`ivy.Module.buffers` shows the running statistics too (the same arrays),
for code that keeps them apart. They are not trained: their gradient is zero,
so SGD and Adam leave them as they are (weight decay would shrink them: give
an optimizer the trainable part of ``v`` only). In training
mode the batch statistics are used and the running ones updated
(``momentum``, unbiased variance, as ``torch.nn.BatchNorm*``); in eval mode
the running ones are used. Inside a JAX transformation (``jax.grad``, ivy's
gradients on the jax backend, ``jax.jit``), a ``tf.function`` (both through
``ivy.compile``) or a torch.func transform (``ivy.vmap`` on torch) the running
statistics have no concrete value and are left unchanged: update them with a
plain training-mode call.

>>> import ivy
>>> ln = ivy.LayerNorm([4])
>>> ln(ivy.asarray([[1.0, 2.0, 3.0, 4.0]])).shape
(1, 4)
"""

from __future__ import annotations

import ivy  # the package (its functions are looked up at call time)

from .._dispatch import _TYPES
from ..errors import InvalidArgumentError, ShapeError
from .initializers import Ones, Zeros
from .module import Module, native_leaf, variables_of

__all__ = ["LayerNorm", "BatchNorm1D", "BatchNorm2D"]

_STATS = ("running_mean", "running_var")


class LayerNorm(Module):
    """Layer normalization over the trailing ``normalized_shape`` (``ivy.layer_norm``).

    >>> ivy.LayerNorm([3])(ivy.asarray([[1.0, 2.0, 3.0]]))
    ivy.array([[-1.2247356,  0.       ,  1.2247356]], dtype=float32, backend=numpy)
    """

    def __init__(self, normalized_shape, /, *, eps: float = 1e-05, elementwise_affine: bool = True,
                 new_std: float = 1.0, device=None, v=None, dtype=None, backend=None):
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        normalized_shape = tuple(normalized_shape)
        self._normalized_idxs = [-(i + 1) for i in range(len(normalized_shape))]
        self._epsilon = eps
        self._elementwise_affine = elementwise_affine
        self._new_std = new_std
        self._weight_shape = normalized_shape
        self._bias_shape = normalized_shape
        Module.__init__(self, device=device, v=v, dtype=dtype, backend=backend)

    def _create_variables(self, device=None, dtype=None):
        if not self._elementwise_affine:
            return {}
        return {"weight": Ones().create_variables(self._weight_shape, device, dtype=dtype),
                "bias": Zeros().create_variables(self._bias_shape, device, dtype=dtype)}

    def _forward(self, inputs):
        aff = self._elementwise_affine
        v = variables_of(self)
        return ivy.layer_norm(inputs, self._normalized_idxs, eps=self._epsilon,
                              scale=native_leaf(v, "weight") if aff else None,
                              offset=native_leaf(v, "bias") if aff else None,
                              new_std=self._new_std)

    def _extra_repr(self):
        return f"{self._weight_shape}, eps={self._epsilon}"


class _BatchNorm(Module):
    _min_rank = 2

    def __init__(self, num_features, /, *, eps: float = 1e-5, momentum: float = 0.1, affine: bool = True,
                 track_running_stats: bool = True, data_format="NSC", device=None, v=None, dtype=None,
                 training=True, backend=None):
        if data_format not in ("NSC", "NCS"):
            raise InvalidArgumentError(
                f"{type(self).__name__}: data_format must be 'NSC' or 'NCS', got {data_format!r}"
            )
        self.num_features = num_features
        self._affine = affine
        self._epsilon = eps
        self._momentum = momentum
        self._track_running_stats = track_running_stats
        self._data_format = data_format
        Module.__init__(self, device=device, v=v, dtype=dtype, training=training, backend=backend)

    def _create_variables(self, device=None, dtype=None):
        n = self.num_features
        out = {}
        if self._affine:
            out["b"] = Zeros().create_variables((n,), device, dtype=dtype)
            out["w"] = Ones().create_variables((n,), device, dtype=dtype)
        if self._track_running_stats:
            out["running_mean"] = Zeros().create_variables((n,), device, dtype=dtype)
            out["running_var"] = Ones().create_variables((n,), device, dtype=dtype)
        return out

    @property
    def buffers(self):
        """The running statistics (``running_mean``, ``running_var``): the leaves of ``v``."""
        v = self._v
        if not self._track_running_stats or v is None:
            return ivy.Container()
        return ivy.Container({k: dict.__getitem__(v, k) for k in _STATS if k in v})

    @buffers.setter
    def buffers(self, value):
        v = self._v
        if v is None:
            return
        for k in _STATS:
            if k in value and k in v:
                dict.__setitem__(v, k, value[k])

    def _store(self, v, key, new):
        """Write a running statistic into ``v`` (and the module's own variables, where ``v`` is
        a plain-dict copy of them made for compiled code), as the kind of array it was."""
        old = dict.__getitem__(v, key)
        new = ivy.stop_gradient(new, preserve_type=False)
        if old.__class__ is ivy.Array and new.__class__ is not ivy.Array:
            new = ivy.Array(new)
        dict.__setitem__(v, key, new)
        own = self._v
        if own is not None and own is not v and key in own:
            dict.__setitem__(own, key, new)

    def _forward(self, inputs):
        shape = tuple(inputs.shape)
        if len(shape) < self._min_rank:
            raise ShapeError(f"{type(self).__name__}: input needs at least {self._min_rank} dimensions, got {shape}")
        c = shape[-1] if self._data_format == "NSC" else shape[1]
        if c != self.num_features:
            raise ShapeError(f"{type(self).__name__}: input has {c} channels, the layer {self.num_features}")
        training = self.training or not self._track_running_stats
        v = variables_of(self)
        if self._track_running_stats:
            mean, var = native_leaf(v, "running_mean"), native_leaf(v, "running_var")
        else:
            mean = ivy.zeros((c,), dtype=inputs.dtype)
            var = ivy.ones((c,), dtype=inputs.dtype)
        out, new_mean, new_var = ivy.batch_norm(
            inputs, mean, var, eps=self._epsilon, momentum=self._momentum, training=training,
            scale=native_leaf(v, "w") if self._affine else None,
            offset=native_leaf(v, "b") if self._affine else None,
            data_format=self._data_format,
        )
        if self._track_running_stats and self.training and not _traced(new_mean):
            self._store(v, "running_mean", new_mean)
            self._store(v, "running_var", new_var)
        return out

    def _extra_repr(self):
        return f"{self.num_features}, eps={self._epsilon}, momentum={self._momentum}"


def _traced(x):
    """Whether ``x`` has no value to store: a tracer of a JAX transformation, a symbolic tensor
    of tf.function, a tensor of a torch.func transform (the backend's ``is_abstract`` hook).
    torch.compile replays the writes it traces with the real values."""
    n = getattr(x, "_data", x)
    b = _TYPES[type(n)]
    is_abstract = None if b is None else getattr(b, "is_abstract", None)
    return is_abstract is not None and is_abstract(n)


class BatchNorm1D(_BatchNorm):
    """Batch normalization of ``[N, C]`` or ``[N, L, C]`` (``"NSC"``; ``"NCS"``: ``[N, C, L]``).

    >>> bn = ivy.BatchNorm1D(3)
    >>> bn(ivy.ones((4, 3))).shape
    (4, 3)
    """

    _min_rank = 2


class BatchNorm2D(_BatchNorm):
    """Batch normalization of ``[N, H, W, C]`` (``"NSC"``, Ivy's default) or ``[N, C, H, W]`` (``"NCS"``).

    >>> bn = ivy.BatchNorm2D(3)
    >>> bn(ivy.ones((2, 4, 4, 3))).shape
    (2, 4, 4, 3)
    """

    _min_rank = 4
