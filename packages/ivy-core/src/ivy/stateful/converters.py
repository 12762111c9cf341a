"""``Module.to_native()``: an ivy module as the framework's own trainable object.

- torch: a ``torch.nn.Module`` whose parameters (``torch.nn.Parameter``) are
  the module's variables, nested as submodules by key chain (``state_dict``
  keys like ``"l1.w"``), buffers as torch buffers (updated by the forward
  pass in training mode); ``train()``/``eval()`` switch the ivy module's mode.
- tensorflow: a Keras layer (``tf.keras.layers.Layer``) whose trainable weights
  are the variables (named by key chain joined with ``"__"``); ``training=``
  of the call switches the mode.
- jax: ``(apply_fn, params)``: ``params`` a nested dict of ``jax.Array`` (a
  pytree for ``jax.grad`` and any JAX optimizer), ``apply_fn(params, *args,
  **kwargs)`` pure (buffers are read, never written).

Each holds copies of the variables at conversion time; the ivy module itself
is used (functionally) for the forward pass, so the same code runs.
"""

from __future__ import annotations

from ..errors import InvalidArgumentError
from . import _nest

_ALIASES = {"torch": "torch", "pytorch": "torch", "tensorflow": "tensorflow", "tf": "tensorflow",
            "keras": "tensorflow", "jax": "jax"}


def _wrap_args(obj):
    """Native arrays in nested args -> ivy.Array."""
    import ivy

    from .. import _tree

    def one(x):
        if x.__class__ is not ivy.Array and _nest.is_array(x):
            return ivy.Array(x)
        return x

    return _tree.map_leaves(one, obj)


def _unwrap(obj):
    import ivy

    from .. import _tree

    if isinstance(obj, ivy.Array):
        return obj._data
    if isinstance(obj, ivy.Container):
        return _nest.map_leaves(lambda x: x._data if isinstance(x, ivy.Array) else x, obj)
    return _tree.map_leaves(lambda x: x._data if isinstance(x, ivy.Array) else x, obj)


def _converted(leaf, name):
    """``leaf`` (an array of any backend) as a native array of backend ``name`` (a copy)."""
    import ivy

    x = ivy.to_backend(leaf if leaf.__class__ is ivy.Array else ivy.Array(leaf), name)
    return x._data


def _buffer_items(module):
    """``{key chain: array}`` of the module's buffers (BatchNorm's running statistics, which are
    leaves of ``v`` too, as Ivy 1.0 kept them: the converters make them buffers, not parameters)."""
    return {kc: leaf for kc, leaf in _nest.items(module.buffers) if _nest.is_array(leaf)}


def to_native(module, framework=None):
    if not module.built:
        raise InvalidArgumentError(
            f"{type(module).__name__}.to_native: build the module first (call it once, or .build())"
        )
    if framework is None:
        leaves = [leaf for _, leaf in _nest.items(module.v) if _nest.is_array(leaf)]
        if not leaves:
            raise InvalidArgumentError(
                f"{type(module).__name__}.to_native: the module has no variables to infer the framework from; "
                "pass framework='torch', 'tensorflow' or 'jax'"
            )
        framework = _nest.backend_of(leaves[0]).name
    name = _ALIASES.get(framework)
    if name == "torch":
        return _to_torch(module)
    if name == "tensorflow":
        return _to_keras(module)
    if name == "jax":
        return _to_jax(module)
    raise InvalidArgumentError(
        f"to_native: no native module type for {framework!r}; use 'torch', 'tensorflow' (Keras) or 'jax'"
    )


# ------------------------------------------------------------------- torch


def _to_torch(module):
    import torch

    import ivy

    class IvyTorchModule(torch.nn.Module):
        """A ``torch.nn.Module`` running an ivy module with torch parameters."""

        def __init__(self, ivy_module):
            super().__init__()
            object.__setattr__(self, "_ivy_module", ivy_module)
            self._param_keys = []
            buffers = _buffer_items(ivy_module)
            for kc, leaf in _nest.items(ivy_module.v):
                if kc in buffers:
                    continue
                owner = self._owner(kc)
                p = torch.nn.Parameter(_converted(leaf, "torch").detach().clone())
                owner.register_parameter(str(kc[-1]), p)
                self._param_keys.append(kc)
            self._buffer_keys = []
            for kc, leaf in buffers.items():
                self._owner(kc).register_buffer(str(kc[-1]), _converted(leaf, "torch").detach().clone())
                self._buffer_keys.append(kc)
            self._in_v = {kc for kc in self._buffer_keys if _nest.get(ivy_module.v, kc) is not None}
            self.train(ivy_module.training)

        def _owner(self, kc):
            m = self
            for k in kc[:-1]:
                k = str(k)
                if k not in m._modules:
                    m.add_module(k, torch.nn.Module())
                m = m._modules[k]
            return m

        def _get(self, kc):
            m = self
            for k in kc[:-1]:
                m = m._modules[str(k)]
            return getattr(m, str(kc[-1]))

        def train(self, mode=True):
            super().train(mode)
            self._ivy_module.train(mode)
            return self

        @property
        def ivy_module(self):
            return self._ivy_module

        def forward(self, *args, **kwargs):
            mod = self._ivy_module
            mod.train(self.training)
            in_v = self._in_v  # (the buffers that are leaves of v: BatchNorm's statistics)
            v = _nest.from_items([(kc, ivy.Array(self._get(kc))) for kc in self._param_keys + sorted(in_v)])
            if len(in_v) < len(self._buffer_keys):
                mod.buffers = _nest.from_items([(kc, ivy.Array(self._get(kc))) for kc in self._buffer_keys
                                                if kc not in in_v])
            with ivy.using_backend("torch"):
                out = mod(*_wrap_args(args), v=v, **_wrap_args(kwargs))
            if self._buffer_keys:
                new = _nest.from_items([(kc, _nest.get(v if kc in in_v else mod.buffers, kc))
                                        for kc in self._buffer_keys])
                with torch.no_grad():
                    for kc in self._buffer_keys:
                        val = _nest.get(new, kc)
                        val = val._data if isinstance(val, ivy.Array) else val
                        self._get(kc).copy_(val.detach())
            return _unwrap(out)

        def extra_repr(self):
            return f"ivy_module={type(self._ivy_module).__name__}"

    return IvyTorchModule(module)


# ------------------------------------------------------------------- keras


def _to_keras(module):
    import tensorflow as tf

    import ivy

    class IvyKerasLayer(tf.keras.layers.Layer):
        """A Keras layer running an ivy module with Keras weights."""

        def __init__(self, ivy_module):
            super().__init__()
            self._ivy_holder = (ivy_module,)
            bvals = _buffer_items(ivy_module)
            self._param_keys = [kc for kc, _ in _nest.items(ivy_module.v) if kc not in bvals]
            self._buffer_keys = list(bvals)
            self._in_v = {kc for kc in self._buffer_keys if _nest.get(ivy_module.v, kc) is not None}
            weights = []
            for kc, leaf in _nest.items(ivy_module.v):
                if kc in bvals:
                    continue
                val = _converted(leaf, "tensorflow")
                w = self.add_weight(name="__".join(map(str, kc)), shape=tuple(val.shape), dtype=val.dtype,
                                    initializer="zeros", trainable=True)
                w.assign(val)
                weights.append(w)
            self._ivy_weights = weights
            bufs = []
            for kc in self._buffer_keys:
                val = _converted(bvals[kc], "tensorflow")
                b = self.add_weight(name="buffers__" + "__".join(map(str, kc)), shape=tuple(val.shape),
                                    dtype=val.dtype, initializer="zeros", trainable=False)
                b.assign(val)
                bufs.append(b)
            self._ivy_buffers = bufs

        @property
        def ivy_module(self):
            return self._ivy_holder[0]

        def call(self, inputs, *args, training=None, **kwargs):
            mod = self._ivy_holder[0]
            if training is not None:
                mod.train(bool(training))
            in_v = self._in_v
            bufs = [(kc, ivy.Array(tf.identity(_value(b)))) for kc, b in zip(self._buffer_keys, self._ivy_buffers)]
            v = _nest.from_items([(kc, ivy.Array(tf.identity(_value(w)))) for kc, w in
                                  zip(self._param_keys, self._ivy_weights)] + [p for p in bufs if p[0] in in_v])
            if len(in_v) < len(bufs):
                mod.buffers = _nest.from_items([p for p in bufs if p[0] not in in_v])
            with ivy.using_backend("tensorflow"):
                out = mod(*_wrap_args((inputs,) + args), v=v, **_wrap_args(kwargs))
            if self._buffer_keys and mod.training:
                new = _nest.from_items([(kc, _nest.get(v if kc in in_v else mod.buffers, kc))
                                        for kc in self._buffer_keys])
                for kc, b in zip(self._buffer_keys, self._ivy_buffers):
                    val = _nest.get(new, kc)
                    b.assign(tf.stop_gradient(val._data if isinstance(val, ivy.Array) else val))
            return _unwrap(out)

    return IvyKerasLayer(module)


def _value(w):
    return getattr(w, "value", w)


# --------------------------------------------------------------------- jax


def _to_jax(module):
    import ivy

    buffers = _buffer_items(module)
    params = _nest.to_dict(_nest.from_items([(kc, _converted(leaf, "jax")) for kc, leaf in _nest.items(module.v)
                                             if kc not in buffers]))
    in_v = {kc: _converted(leaf, "jax") for kc, leaf in buffers.items() if _nest.get(module.v, kc) is not None}
    frozen = {kc: _converted(leaf, "jax") for kc, leaf in buffers.items() if kc not in in_v}

    def apply_fn(params, *args, **kwargs):
        """``module(*args, v=params, **kwargs)`` on JAX arrays; pure (buffers restored after the call)."""
        v = _nest.from_items([(kc, ivy.Array(x)) for kc, x in _nest.items(params)]
                             + [(kc, ivy.Array(x)) for kc, x in in_v.items()])
        if frozen:
            module.buffers = _nest.from_items([(kc, ivy.Array(x)) for kc, x in frozen.items()])
        try:
            with ivy.using_backend("jax"):
                out = module(*_wrap_args(args), v=v, **_wrap_args(kwargs))
        finally:
            if frozen:
                module.buffers = _nest.from_items([(kc, ivy.Array(x)) for kc, x in frozen.items()])
        return _unwrap(out)

    return apply_fn, params
