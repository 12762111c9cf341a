"""An ivy backend on ``array_api_strict``, published the way any third party would.

Everything ivy needs is the entry point in ``pyproject.toml``::

    [project.entry-points."ivy.backends"]
    strict = "ivy_backend_strict:spec"

and this spec. Importing this module imports neither ``array_api_strict`` nor NumPy.
"""

from ivy.plugin import BackendSpec

from .__about__ import __version__

spec = BackendSpec(name="strict", array_modules=("array_api_strict",), package="ivy_backend_strict")

__all__ = ["spec", "__version__"]
