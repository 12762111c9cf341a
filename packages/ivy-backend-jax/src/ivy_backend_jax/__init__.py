"""The JAX backend plugin for ivy. Importing this module does not import JAX."""

from ivy.plugin import BackendSpec

from .__about__ import __version__

# JAX's concrete array type reports module ``jaxlib._jax``; tracers (inside jit/grad/vmap)
# and the abstract ``jax.Array`` report ``jax...``: both top-level names belong to this backend.
spec = BackendSpec(name="jax", array_modules=("jax", "jaxlib"), package="ivy_backend_jax", dist="ivy-backend-jax")

__all__ = ["spec", "__version__"]
