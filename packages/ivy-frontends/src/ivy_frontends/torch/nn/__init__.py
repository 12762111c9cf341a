"""``torch.nn`` on ivy: ``Module``, ``Parameter``, containers, layers, losses, ``init``, ``utils`` and
``functional``, with torch's names, signatures and parameter names, so a model file written for
PyTorch runs with ``import ivy_frontends.torch as torch`` and loads a real torch ``state_dict``.

>>> import ivy_frontends.torch as torch
>>> net = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.GELU(), torch.nn.Linear(8, 2))
>>> net(torch.zeros(3, 4)).shape
torch.Size([3, 2])
"""

from __future__ import annotations

from . import functional, init, modules, parameter, utils
from .modules import *  # noqa: F403
from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter
