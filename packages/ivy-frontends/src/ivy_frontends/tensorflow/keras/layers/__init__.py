"""``tf.keras.layers``: the common layers (Keras 3's signatures, weights and formulas) built on the
frontend's ``tf.nn`` and ``tf.Variable``.

>>> import ivy_frontends.tensorflow as tf
>>> bn = tf.keras.layers.BatchNormalization()
>>> bn(tf.ones([4, 3]), training=True).shape
TensorShape([4, 3])
"""

from ._attention import MultiHeadAttention
from ._base import InputSpec, Layer
from ._layers import (
                      Activation,
                      AveragePooling1D,
                      AveragePooling2D,
                      AveragePooling3D,
                      BatchNormalization,
                      Conv1D,
                      Conv2D,
                      Conv3D,
                      Dense,
                      Dropout,
                      Embedding,
                      Flatten,
                      GlobalAveragePooling1D,
                      GlobalAveragePooling2D,
                      GlobalAveragePooling3D,
                      GlobalMaxPooling1D,
                      GlobalMaxPooling2D,
                      GlobalMaxPooling3D,
                      LayerNormalization,
                      MaxPooling1D,
                      MaxPooling2D,
                      MaxPooling3D,
                      ReLU,
                      Reshape,
                      Softmax,
)

MaxPool1D, MaxPool2D, MaxPool3D = MaxPooling1D, MaxPooling2D, MaxPooling3D
AvgPool1D, AvgPool2D, AvgPool3D = AveragePooling1D, AveragePooling2D, AveragePooling3D
GlobalAvgPool1D, GlobalAvgPool2D = GlobalAveragePooling1D, GlobalAveragePooling2D
GlobalAvgPool3D = GlobalAveragePooling3D
GlobalMaxPool1D, GlobalMaxPool2D, GlobalMaxPool3D = GlobalMaxPooling1D, GlobalMaxPooling2D, GlobalMaxPooling3D
Convolution1D, Convolution2D, Convolution3D = Conv1D, Conv2D, Conv3D

__all__ = ["Layer", "InputSpec", "Dense", "Conv1D", "Conv2D", "Conv3D", "BatchNormalization", "LayerNormalization",
           "Embedding", "Dropout", "MultiHeadAttention", "Flatten", "Reshape", "Activation", "ReLU", "Softmax",
           "MaxPooling1D", "MaxPooling2D", "MaxPooling3D", "AveragePooling1D", "AveragePooling2D", "AveragePooling3D",
           "GlobalAveragePooling1D", "GlobalAveragePooling2D", "GlobalAveragePooling3D", "GlobalMaxPooling1D",
           "GlobalMaxPooling2D", "GlobalMaxPooling3D", "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D",
           "AvgPool2D", "AvgPool3D", "GlobalAvgPool1D", "GlobalAvgPool2D", "GlobalAvgPool3D", "GlobalMaxPool1D",
           "GlobalMaxPool2D", "GlobalMaxPool3D", "Convolution1D", "Convolution2D", "Convolution3D"]
