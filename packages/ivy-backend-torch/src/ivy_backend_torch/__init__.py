"""The PyTorch backend plugin for ivy. Importing this module does not import torch."""

from ivy.plugin import BackendSpec

from .__about__ import __version__

spec = BackendSpec(name="torch", array_modules=("torch",), package="ivy_backend_torch", dist="ivy-backend-torch")

__all__ = ["spec", "__version__"]
