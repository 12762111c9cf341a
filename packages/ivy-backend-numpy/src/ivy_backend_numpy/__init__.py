"""The NumPy backend plugin for ivy. Importing this module does not import NumPy."""

from ivy.plugin import BackendSpec

from .__about__ import __version__

spec = BackendSpec(name="numpy", array_modules=("numpy",), package="ivy_backend_numpy", dist="ivy-backend-numpy")

__all__ = ["spec", "__version__"]
