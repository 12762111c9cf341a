"""``jax.config``: the flags the frontend reads (``jax_enable_x64``; others are kept and reported).

>>> from ivy_frontends.jax import config
>>> config.update("jax_enable_x64", True); config.jax_enable_x64
True
>>> config.update("jax_enable_x64", False)
"""

from __future__ import annotations

from .._errors import FrontendValueError


class Config:
    """JAX's configuration object: ``update(name, value)``, ``read(name)``, attribute access."""

    def __init__(self):
        object.__setattr__(self, "_values", {
            "jax_enable_x64": False,
            "jax_default_matmul_precision": None,
            "jax_numpy_rank_promotion": "allow",
            "jax_numpy_dtype_promotion": "standard",
            "jax_platform_name": "",
            "jax_platforms": None,
            "jax_debug_nans": False,
            "jax_debug_infs": False,
            "jax_disable_jit": False,
            "jax_default_prng_impl": "threefry2x32",
            "jax_enable_checks": False,
            "jax_log_compiles": False,
        })

    def update(self, name, value):
        """Set flag ``name`` (``jax_enable_x64`` changes default dtypes and 64-bit requests)."""
        if name not in self._values:
            raise FrontendValueError(f"Unrecognized config option: {name}")
        if name == "jax_enable_x64":
            value = bool(value)
            from . import _dtypes

            _dtypes._X64[0] = value
        elif name == "jax_numpy_dtype_promotion" and value not in ("standard", "strict"):
            raise FrontendValueError(f"Unrecognized value {value!r} for jax_numpy_dtype_promotion")
        self._values[name] = value

    def read(self, name):
        return self._values[name]

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"Unrecognized config option: {name}") from None

    def __setattr__(self, name, value):
        self.update(name, value)

    @property
    def x64_enabled(self):
        return self._values["jax_enable_x64"]


config = Config()
