"""``parameters_to_vector`` and ``vector_to_parameters``.

>>> import ivy_frontends.torch as torch
>>> lin = torch.nn.Linear(2, 3)
>>> torch.nn.utils.parameters_to_vector(lin.parameters()).shape
torch.Size([9])
"""

from __future__ import annotations

import ivy

from ...._errors import FrontendTypeError
from ...autograd.grad_mode import no_grad
from ...tensor import Tensor, wrap

__all__ = ["parameters_to_vector", "vector_to_parameters"]


def parameters_to_vector(parameters):
    """The parameters flattened and concatenated into one vector."""
    return wrap(ivy.concat([ivy.reshape(p._data, (-1,)) for p in parameters], axis=0))


def vector_to_parameters(vec, parameters):
    """Copy consecutive slices of ``vec`` into the parameters (in place)."""
    if not isinstance(vec, Tensor):
        raise FrontendTypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    pointer = 0
    with no_grad():
        for p in parameters:
            n = p.numel()
            p.data = vec[pointer:pointer + n].view_as(p).clone()
            pointer += n
