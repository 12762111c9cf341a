"""``torch.nn.utils.stateless.functional_call`` (also ``torch.func.functional_call``): call a module with
other values for its parameters and buffers, e.g. arrays a compiler traces (``jax.jit`` of a function
of the parameters).

>>> import ivy_frontends.torch as torch
>>> from ivy_frontends.torch.nn.utils.stateless import functional_call
>>> lin = torch.nn.Linear(1, 1, bias=False)
>>> functional_call(lin, {"weight": torch.tensor([[2.0]])}, (torch.tensor([[3.0]]),)).item()
6.0
"""

from __future__ import annotations

from ...._errors import FrontendValueError
from ...tensor import Tensor, wrap

__all__ = ["functional_call"]


def _as_tensor(v):
    if isinstance(v, Tensor):
        return v
    from ..._convert import n

    return wrap(n(v))


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """``module(*args, **kwargs)`` with the named parameters and buffers replaced by the given values (a
    dict, or a sequence of dicts) for the duration of the call."""
    if isinstance(parameter_and_buffer_dicts, dict):
        values = dict(parameter_and_buffer_dicts)
    else:
        values = {}
        for d in parameter_and_buffer_dicts:
            for k, v in d.items():
                if k in values:
                    raise FrontendValueError(f"{k} appeared in multiple dictionaries; behavior of functional call "
                                             "is ambiguous")
                values[k] = v
    if strict:
        own = {k for k, _ in module.named_parameters(remove_duplicate=False)} | \
              {k for k, _ in module.named_buffers(remove_duplicate=False)}
        missing = sorted(own - set(values))
        unexpected = sorted(set(values) - own)
        if missing or unexpected:
            raise FrontendValueError(f"Error(s) in reparametrizing for {type(module).__name__}: missing {missing}, "
                                     f"unexpected {unexpected}")
    saved = []
    try:
        for name, v in values.items():
            path, _, leaf = name.rpartition(".")
            owner = module.get_submodule(path) if path else module
            if leaf in owner._parameters:
                table = owner._parameters
            elif leaf in owner._buffers:
                table = owner._buffers
            else:
                raise FrontendValueError(f"{type(module).__name__} has no parameter or buffer named {name!r}")
            saved.append((table, leaf, table[leaf]))
            table[leaf] = _as_tensor(v)
        if args is None:
            args = ()
        elif not isinstance(args, tuple):
            args = (args,)
        return module(*args, **(kwargs or {}))
    finally:
        for table, leaf, old in reversed(saved):
            table[leaf] = old
