"""``keras.Model`` (the subclassing API: layers set as attributes, ``call`` written by the user)
and ``keras.Sequential``. The functional API (``Model(inputs, outputs)``) needs symbolic tensors
and is refused; training loops (``compile``/``fit``) are not part of the frontend."""

from __future__ import annotations

import inspect

from ..._errors import refuse
from .layers._base import Layer

__all__ = ["Model", "Sequential"]


class Model(Layer):
    """A layer made of the layers set as its attributes; subclass it and write ``call``."""

    def __init__(self, *args, **kwargs):
        if args or "inputs" in kwargs or "outputs" in kwargs:
            raise refuse("keras.Model", "inputs/outputs", "a functional model",
                         "subclass keras.Model and write call(), or use keras.Sequential")
        super().__init__(**kwargs)

    def _build_from(self, shape, args, kwargs):
        self.built = True  # sublayers build on their first call

    def summary(self):
        for layer in self._layers:
            print(f"{layer.name} ({type(layer).__name__}): {layer.count_params()} params")
        print(f"Total params: {self.count_params()}")


class Sequential(Model):
    """Layers applied in order (``add``, ``pop``, ``layers``); ``training=`` reaches the layers
    whose ``call`` takes it."""

    def __init__(self, layers=None, trainable=True, name=None):
        super().__init__(trainable=trainable, name=name)
        for layer in layers or ():
            self.add(layer)

    def add(self, layer):
        self._layers.append(layer)

    def pop(self):
        return self._layers.pop()

    @property
    def layers(self):
        return list(self._layers)

    def call(self, inputs, training=None, mask=None):
        x = inputs
        for layer in self._layers:
            if "training" in inspect.signature(layer.call).parameters:
                x = layer(x, training=training)
            else:
                x = layer(x)
        return x

    def get_config(self):
        return {"name": self.name, "trainable": self.trainable,
                "layers": [{"class_name": type(x).__name__, "config": x.get_config()} for x in self._layers]}
