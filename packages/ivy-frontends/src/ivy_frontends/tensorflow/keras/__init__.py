"""``tf.keras`` on ivy: ``layers`` (the common layers), ``activations``, ``initializers``,
``Model`` (subclassing API) and ``Sequential``.

Weights are ``tf.Variable``s of the frontend; ``get_weights`` returns frontend tensors and
``set_weights`` takes NumPy arrays (so a real Keras layer's ``get_weights()`` loads as is).

>>> import ivy_frontends.tensorflow as tf
>>> m = tf.keras.Sequential([tf.keras.layers.Dense(8, activation="relu"), tf.keras.layers.Dense(1)])
>>> m(tf.ones([2, 3])).shape
TensorShape([2, 1])
"""

from . import activations, initializers, layers
from ._model import Model, Sequential

__all__ = ["layers", "activations", "initializers", "Model", "Sequential"]
