"""The MXNet backend plugin for ivy. Importing this module does not import MXNet."""

from ivy.plugin import BackendSpec

from .__about__ import __version__

spec = BackendSpec(name="mxnet", array_modules=("mxnet",), package="ivy_backend_mxnet", dist="ivy-backend-mxnet")

__all__ = ["spec", "__version__"]
