"""``numpy.random`` on ivy: the ``Generator`` API (``default_rng``) and the legacy functions
(``seed``, ``rand``, ``randn``, ``randint``, ``normal``, ``choice``, ``shuffle``, ``permutation``, ...).

Draws follow NumPy's distributions, computed by ivy's random functions on the current backend; a
seed makes them reproducible on a backend (not equal to NumPy's bit streams).

>>> import ivy_frontends.numpy as np
>>> rng = np.random.default_rng(0)
>>> rng.random(3).shape, type(rng.random())
((3,), <class 'float'>)
"""

from __future__ import annotations

from . import mtrand as _mtrand  # noqa: E402
from ._generator import (
    MT19937,
    PCG64,
    PCG64DXSM,
    SFC64,
    BitGenerator,
    Generator,
    Philox,
    SeedSequence,
    default_rng,
)
from .mtrand import (  # noqa: F401 - the legacy module functions are made in mtrand
    RandomState,
    get_bit_generator,
    get_state,
    seed,
    set_bit_generator,
    set_state,
)

globals().update({_n: getattr(_mtrand, _n) for _n in _mtrand._FUNCS})

__all__ = ["BitGenerator", "Generator", "MT19937", "PCG64", "PCG64DXSM", "Philox", "RandomState", "SFC64",
           "SeedSequence", "default_rng", "get_bit_generator", "get_state", "seed", "set_bit_generator",
           "set_state", *_mtrand._FUNCS]
