"""``torch.optim.Optimizer``: parameter groups with defaults, per-parameter state, ``zero_grad``,
``step(closure)``, ``state_dict``/``load_state_dict``, ``add_param_group``.

Steps update the parameters in place with gradients off, so the same ``Parameter`` objects stay the
module's leaves (``loss.backward(); opt.step(); opt.zero_grad()`` as in torch, on every backend with
autodiff).
"""

from __future__ import annotations

import collections
import copy

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from ..autograd.grad_mode import no_grad
from ..tensor import Tensor, wrap

__all__ = ["Optimizer", "required"]


class _Required:
    def __repr__(self):
        return "<required parameter>"


required = _Required()


class Optimizer:
    """Base class of the optimizers."""

    def __init__(self, params, defaults):
        self.defaults = defaults
        self.state = collections.defaultdict(dict)
        self.param_groups = []
        if isinstance(params, Tensor):
            raise FrontendTypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                                    f"but got {type(params).__name__}")
        groups = list(params)
        if not groups:
            raise FrontendValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def __repr__(self):
        s = self.__class__.__name__ + " ("
        for i, group in enumerate(self.param_groups):
            s += "\n"
            s += f"Parameter Group {i}\n"
            for key in sorted(group):
                if key != "params":
                    s += f"    {key}: {group[key]}\n"
        return s + ")"

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state):
        self.__dict__.update(state)

    def add_param_group(self, param_group):
        """Add a group of parameters (a dict with "params" and any option overriding the defaults)."""
        if not isinstance(param_group, dict):
            raise FrontendTypeError(f"param_group must be a dict, but got {type(param_group).__name__}")
        params = param_group["params"]
        if isinstance(params, Tensor):
            params = [params]
        elif isinstance(params, set):
            raise FrontendTypeError("optimizer parameters need to be organized in ordered collections, but the "
                                    "ordering of tensors in sets will change between runs. Please use a list instead.")
        params = list(params)
        names = []
        if params and isinstance(params[0], tuple):
            names = [n for n, _ in params]
            params = [p for _, p in params]
        for p in params:
            if not isinstance(p, Tensor):
                raise FrontendTypeError(f"optimizer can only optimize Tensors, but one of the params is "
                                        f"{type(p).__name__}")
            if not p.is_leaf:
                raise FrontendValueError("can't optimize a non-leaf Tensor")
        group = dict(param_group)
        group["params"] = params
        if names:
            group["param_names"] = names
        for name, default in self.defaults.items():
            if default is required and name not in group:
                raise FrontendValueError(f"parameter group didn't specify a value of required optimization "
                                         f"parameter {name}")
            group.setdefault(name, default)
        seen = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in seen for p in params):
            raise FrontendValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(group)

    def zero_grad(self, set_to_none=True):
        """Reset the gradients of every parameter (to None, or to zeros)."""
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    if set_to_none:
                        p.grad = None
                    else:
                        p.grad = wrap(ivy.zeros_like(p.grad._data))

    def step(self, closure=None):
        """One optimization step (``closure``: re-evaluates the model and returns the loss)."""
        loss = None
        if closure is not None:
            from ..autograd.grad_mode import enable_grad

            with enable_grad():
                loss = closure()
        with no_grad():
            for group in self.param_groups:
                for p in group["params"]:
                    g = p.grad
                    if g is None:
                        continue
                    new = self._update(p, g._data, self.state[p], group)
                    p._inplace(new)
        return loss

    def _update(self, p, g, state, group):
        """The parameter's new value (native) from its gradient ``g``; updates ``state``."""
        raise NotImplementedError

    # ------------------------------------------------------------------ state dict
    def state_dict(self):
        """``{"state": {index: state}, "param_groups": [options with parameter indices]}``."""
        index = {}
        groups = []
        start = 0
        for g in self.param_groups:
            packed = {k: v for k, v in g.items() if k != "params"}
            ids = list(range(start, start + len(g["params"])))
            for i, p in zip(ids, g["params"]):
                index[id(p)] = i
            packed["params"] = ids
            start += len(ids)
            groups.append(packed)
        state = {index[id(p)]: v for p, v in self.state.items() if id(p) in index}
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict):
        """Restore options and state saved by :meth:`state_dict` (tensors are copied)."""
        state_dict = copy.deepcopy(state_dict)
        groups = self.param_groups
        saved = state_dict["param_groups"]
        if len(groups) != len(saved):
            raise FrontendValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved)):
            raise FrontendValueError("loaded state dict contains a parameter group that doesn't match the size of "
                                     "optimizer's group")
        id_map = {}
        for g, s in zip(groups, saved):
            for old, p in zip(s["params"], g["params"]):
                id_map[old] = p
        self.state = collections.defaultdict(dict)
        for k, v in state_dict["state"].items():
            p = id_map.get(k)
            if p is not None:
                self.state[p] = {name: _to_tensor(val) for name, val in v.items()}
        new_groups = []
        for g, s in zip(groups, saved):
            ng = dict(s)
            ng["params"] = g["params"]
            new_groups.append(ng)
        self.param_groups = new_groups


def _to_tensor(v):
    if isinstance(v, Tensor) or not hasattr(v, "shape"):
        return v
    from ..nn.modules.module import _native_value

    return wrap(_native_value(v))
