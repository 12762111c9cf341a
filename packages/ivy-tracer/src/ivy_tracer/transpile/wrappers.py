"""The objects ``transpile`` returns: native, trainable objects of the target framework around a
:class:`~ivy_tracer.transpile.core.Core`.

- ``torch``: a ``torch.nn.Module`` whose parameters and buffers have the source's names
  (``0.weight``: submodules ``"0"`` hold them, so ``state_dict`` keys match the source's) and
  whose ``forward`` runs the emitted torch code; ``train()``/``eval()`` pick its code.
- ``tensorflow``: a ``tf.Module`` whose ``trainable_variables`` are the source's parameters
  (buffers are non-trainable variables), called like the source.
- ``jax``: :class:`JaxModel`: ``.params`` (a dict pytree), ``.state`` (buffers),
  ``.apply(params, *inputs, rng=None)`` (pure: usable with ``jax.grad``, ``jax.jit``, optax; random
  operations such as dropout draw from the key ``rng``), also callable.
- ``numpy``: :class:`NumpyModel` (``.params``, ``.state``, callable on NumPy arrays).
- ``mxnet``: :class:`MxnetModel` (``.params`` of ``mxnet.numpy`` arrays with gradients attached:
  ``with mx.autograd.record(): loss = f(m(x))``, ``loss.backward()``, ``m.params[n].grad``).

A function without weights becomes a plain function of the target's arrays.
"""

from __future__ import annotations

__all__ = ["wrap", "JaxModel", "NumpyModel", "MxnetModel"]


class _Model:
    """A transpiled module on a framework without module objects of its own (JAX, NumPy):
    ``params`` (trainable, source names), ``state`` (buffers), ``training``."""

    def __init__(self, core):
        self._core = core
        self.params = {n: core.values[n] for n in core.params}
        self.state = {n: core.values[n] for n in core.buffers}
        self.training = core.training

    def train(self, mode=True):
        self.training = bool(mode)
        return self

    def eval(self):  # noqa: A003 - torch's name
        return self.train(False)

    def apply(self, params, *args, state=None, training=None, mutable=False, **kwargs):
        """The outputs for ``params`` (a dict like :attr:`params`) and the inputs; with
        ``mutable`` ``(outputs, new_state)`` (the buffers a training step changes)."""
        core = self._core
        values = dict(self.state if state is None else state)
        values.update(params)
        out, new = core.run(values, self.training if training is None else training, args, kwargs)
        if mutable:
            st = dict(self.state if state is None else state)
            st.update(new)
            return out, st
        return out

    def __call__(self, *args, **kwargs):
        out, st = self.apply(self.params, *args, mutable=True, **kwargs)
        self.state = st
        self._sync()
        return out

    def _sync(self):
        core = self._core
        for n in core.params:
            self.params.setdefault(n, core.values[n])
        for n in core.buffers:
            self.state.setdefault(n, core.values[n])

    @property
    def source(self):
        """The emitted source of the code the last call ran."""
        return self._core.source

    @property
    def sources(self):
        return self._core.sources

    def __repr__(self):
        return (f"<{type(self).__name__} {self._core.name} from {self._core.source_name}: {len(self.params)} "
                f"parameters, {len(self.state)} buffers>")


class JaxModel(_Model):
    """A transpiled module on JAX (see the module docstring)."""

    def apply(self, params, *args, rng=None, **kwargs):
        """As :meth:`_Model.apply`; ``rng``: a JAX PRNG key the model's random operations (dropout
        in training) draw from. Pass one under ``jax.jit`` (as flax's ``rngs=``): without it the
        draws split the ivy JAX backend's own key, which a compiled function holds as a constant."""
        if rng is None:
            return super().apply(params, *args, **kwargs)
        from ivy_backend_jax.compilation import using_key

        with using_key(rng):
            return super().apply(params, *args, **kwargs)


class NumpyModel(_Model):
    """A transpiled module on NumPy (see the module docstring)."""


class MxnetModel(_Model):
    """A transpiled module on MXNet: :attr:`params` are ``mxnet.numpy`` arrays with a gradient
    buffer attached (``attach_grad``), so ``mx.autograd.record()`` and ``backward()`` fill
    ``params[name].grad``; an optimizer step writes them in place (``p[:] = p - lr * p.grad``)."""

    def __init__(self, core):
        super().__init__(core)
        self.params = {n: v.copy() for n, v in self.params.items()}
        for v in self.params.values():
            v.attach_grad()

    def _sync(self):
        new = [n for n in self._core.params if n not in self.params]
        super()._sync()
        for n in new:
            self.params[n] = self.params[n].copy()
            self.params[n].attach_grad()


def _function(core):
    """A transpiled function without weights (or with only constants): a plain function."""

    def transpiled(*args, **kwargs):
        out, _ = core.run(core.values, None, args, kwargs)
        return out

    transpiled.__name__ = transpiled.__qualname__ = core.name
    transpiled.transpiled = core
    return transpiled


def _torch_module(core):
    import torch

    class TranspiledModule(torch.nn.Module):
        """A transpiled module: the source's weights as parameters and buffers, ``forward`` the
        emitted torch code."""

        def __init__(self):
            super().__init__()
            self._core = core
            self._sync()
            self.train(core.training)

        def _sync(self):
            for names, is_param in ((core.params, True), (core.buffers, False)):
                for n in names:
                    owner, _, leaf = n.rpartition(".")
                    m = self
                    for part in owner.split(".") if owner else ():
                        sub = m._modules.get(part)
                        if sub is None:
                            sub = torch.nn.Module()
                            m.add_module(part, sub)
                        m = sub
                    if leaf in m._parameters or leaf in m._buffers:
                        continue
                    v = core.values[n]
                    if is_param:
                        m.register_parameter(leaf, torch.nn.Parameter(v.detach().clone()))
                    else:
                        m.register_buffer(leaf, v.detach().clone())

        def forward(self, *args, **kwargs):
            values = dict(self.named_parameters(remove_duplicate=False))
            values.update(self.named_buffers(remove_duplicate=False))
            out, new = core.run(values, self.training, args, kwargs)
            if new:
                with torch.no_grad():
                    for n, v in new.items():
                        values[n].copy_(v)
            self._sync()
            return out

        @property
        def source(self):
            return core.source

        @property
        def sources(self):
            return core.sources

    TranspiledModule.__name__ = TranspiledModule.__qualname__ = f"Transpiled_{core.name}"
    return TranspiledModule()


def _tf_module(core):
    import tensorflow as tf

    class TranspiledModule(tf.Module):
        """A transpiled module: the source's parameters as trainable ``tf.Variable`` s, buffers as
        non-trainable ones; calling it runs the emitted code."""

        def __init__(self):
            super().__init__(name=f"transpiled_{core.name}")
            self._core = core
            self.training = core.training
            self.weights_by_name = {}
            self._sync()

        def _sync(self):
            for names, trainable in ((core.params, True), (core.buffers, False)):
                for n in names:
                    if n not in self.weights_by_name:
                        self.weights_by_name[n] = tf.Variable(core.values[n], trainable=trainable,
                                                              name=n.replace(".", "/"))

        def train(self, mode=True):
            self.training = bool(mode)
            return self

        def eval(self):  # noqa: A003 - torch's name
            return self.train(False)

        def __call__(self, *args, training=None, **kwargs):
            mode = self.training if training is None else bool(training)
            values = self.weights_by_name  # (variables: read as tensors by the eager code, inside a compiled one)
            out, new = core.run(values, mode, args, kwargs)
            for n, v in new.items():
                self.weights_by_name[n].assign(v)
            self._sync()
            return out

        @property
        def source(self):
            return core.source

        @property
        def sources(self):
            return core.sources

    return TranspiledModule()


def wrap(core, is_module):
    """The target's object for ``core`` (see the module docstring)."""
    t = core.target
    if not is_module and not core.params and not core.buffers:
        return _function(core)  # (lazy: closed-over weights found on the first call stay constants)
    if t == "torch":
        return _torch_module(core)
    if t == "tensorflow":
        return _tf_module(core)
    if t == "jax":
        return JaxModel(core)
    if t == "mxnet":
        return MxnetModel(core)
    return NumpyModel(core)
