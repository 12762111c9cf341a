"""The TensorFlow backend plugin for ivy. Importing this module does not import TensorFlow."""

from ivy.plugin import BackendSpec

from .__about__ import __version__

spec = BackendSpec(name="tensorflow", array_modules=("tensorflow",), package="ivy_backend_tf", dist="ivy-backend-tf")

__all__ = ["spec", "__version__"]
