"""JAX's API on ivy: ``import ivy_frontends.jax as jax`` (and ``ivy_frontends.jax.numpy as jnp``);
JAX code runs on any ivy backend (numpy, torch, jax, tensorflow). Imports no framework.

``jax.Array`` (:mod:`._array`), ``jax.config`` (``jax_enable_x64``), ``jax.numpy``; ``jax.lax``,
``jax.nn``, ``jax.random``, ``jax.tree_util`` and the transformations (``grad``, ``jit``, ``vmap``,
``value_and_grad``) where their modules exist. Names only where JAX has them (no ``jax.abs``).

>>> import ivy_frontends.jax as jax, ivy_frontends.jax.numpy as jnp
>>> jax.config.update("jax_enable_x64", False)
>>> isinstance(jnp.ones(2), jax.Array)
True
"""

from __future__ import annotations

import importlib as _importlib

from . import numpy
from ._array import Array
from ._dtypes import canonicalize_dtype as _canonicalize_dtype
from .config import config

_unavailable = {}
__all__ = ["Array", "config", "numpy"]


def _optional(name, attrs=()):
    """J2's modules (lax, nn, random, tree_util, the transformations), imported where they exist."""
    try:
        mod = _importlib.import_module(f"{__name__}.{name}")
    except ImportError as e:  # not there (yet): jax.numpy works without it; the reason is kept
        _unavailable[name] = e
        return
    if not name.startswith("_"):
        globals()[name] = mod
        __all__.append(name)
    for a in attrs:
        if hasattr(mod, a):
            globals()[a] = getattr(mod, a)
            __all__.append(a)


for _name in ("lax", "nn", "random", "tree_util", "scipy", "dtypes", "image"):
    _optional(_name)
_optional("_transforms", ("grad", "jit", "vmap", "value_and_grad", "jacfwd", "jacrev", "hessian", "jvp", "vjp",
                          "pmap", "checkpoint", "remat", "linearize", "make_jaxpr", "eval_shape", "custom_jvp",
                          "custom_vjp", "device_put", "device_get", "block_until_ready", "disable_jit",
                          "ensure_compile_time_eval", "named_call", "pure_callback", "ShapeDtypeStruct"))
del _name


def devices(backend=None):
    """The devices (one: ivy's default device)."""
    import ivy

    return [ivy.default_device()]


def local_devices(process_index=None, backend=None, host_id=None):
    return devices(backend)


def device_count(backend=None):
    return 1


def local_device_count(backend=None):
    return 1


def default_backend():
    return "cpu"


def process_index(backend=None):
    return 0


def process_count(backend=None):
    return 1
