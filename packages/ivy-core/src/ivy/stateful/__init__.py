"""Ivy's stateful API: ``Module``, layers, optimizers and initializers on the functional API.

Everything here is exported at the top level (``ivy.Module``, ``ivy.Linear``,
``ivy.Adam``, ``ivy.GlorotUniform``, ``ivy.adam_update``, ...).
"""

from __future__ import annotations

from .activations import *  # noqa: F403
from .activations import __all__ as _act_all
from .initializers import *  # noqa: F403
from .initializers import __all__ as _init_all
from .layers import *  # noqa: F403
from .layers import __all__ as _layers_all
from .module import Module
from .norms import *  # noqa: F403
from .norms import __all__ as _norms_all
from .optimizers import *  # noqa: F403
from .optimizers import __all__ as _opt_all
from .sequential import Sequential

__all__ = ["Module", "Sequential", *_act_all, *_init_all, *_layers_all, *_norms_all, *_opt_all]
