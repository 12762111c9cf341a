"""``torch.nn.Module``: parameters, buffers and submodules registered by attribute assignment,
``state_dict``/``load_state_dict`` (loading real torch tensors and NumPy arrays too), train/eval,
the ``named_*`` iterators, ``apply``, ``to``/``float``/``double``/``half``, ``zero_grad``,
``requires_grad_``, forward pre/post hooks and torch's ``repr``.

>>> import ivy_frontends.torch as torch
>>> class Net(torch.nn.Module):
...     def __init__(self):
...         super().__init__()
...         self.fc = torch.nn.Linear(2, 1)
...     def forward(self, x):
...         return self.fc(x)
>>> list(Net().state_dict())
['fc.weight', 'fc.bias']
"""

from __future__ import annotations

import collections
import itertools
import weakref

import ivy

from ...._errors import FrontendRuntimeError, FrontendTypeError
from ... import _autograd
from ... import _dtypes as D
from ...tensor import Tensor
from ..parameter import Buffer, Parameter

__all__ = ["Module", "RemovableHandle", "register_module_forward_pre_hook", "register_module_forward_hook"]


class ModuleAttributeError(ivy.IvyError, AttributeError):
    """A module attribute that does not exist (an AttributeError, so ``hasattr`` works)."""


class ModuleKeyError(ivy.IvyError, KeyError):
    """A name that cannot be registered (torch raises KeyError)."""


class ModuleNotImplementedError(ivy.IvyError, NotImplementedError):
    """A module without ``forward``."""

_GLOBAL_FORWARD_PRE_HOOKS: dict = collections.OrderedDict()
_GLOBAL_FORWARD_HOOKS: dict = collections.OrderedDict()


class _IncompatibleKeys(collections.namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    """``load_state_dict``'s result: the keys the module has that the dict lacks, and the reverse."""

    __slots__ = ()

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


class RemovableHandle:
    """The handle of a registered hook: ``handle.remove()`` unregisters it (also a context manager)."""

    _next_id = itertools.count()

    def __init__(self, hooks_dict, *, extra_dict=None):
        self.hooks_dict_ref = weakref.ref(hooks_dict)
        self.id = next(RemovableHandle._next_id)
        self.extra_dict_ref = tuple(weakref.ref(d) for d in (extra_dict or ()))

    def remove(self):
        d = self.hooks_dict_ref()
        if d is not None:
            d.pop(self.id, None)
        for ref in self.extra_dict_ref:
            e = ref()
            if e is not None:
                e.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def register_module_forward_pre_hook(hook):
    """A forward pre-hook for every module (``hook(module, args)``)."""
    h = RemovableHandle(_GLOBAL_FORWARD_PRE_HOOKS)
    _GLOBAL_FORWARD_PRE_HOOKS[h.id] = hook
    return h


def register_module_forward_hook(hook, *, always_call=False):
    """A forward hook for every module (``hook(module, args, output)``)."""
    h = RemovableHandle(_GLOBAL_FORWARD_HOOKS)
    _GLOBAL_FORWARD_HOOKS[h.id] = hook
    return h


def _addindent(s, n):
    lines = s.split("\n")
    if len(lines) == 1:
        return s
    return lines[0] + "\n" + "\n".join(" " * n + line for line in lines[1:])


_LEGACY_TYPE = {"float32": "FloatTensor", "float64": "DoubleTensor", "float16": "HalfTensor",
                "bfloat16": "BFloat16Tensor", "int64": "LongTensor", "int32": "IntTensor", "int16": "ShortTensor",
                "int8": "CharTensor", "uint8": "ByteTensor", "bool": "BoolTensor", "complex64": "ComplexFloatTensor",
                "complex128": "ComplexDoubleTensor"}


def _typename(v):
    """torch.typename: a tensor's legacy type name (``torch.FloatTensor``), else the qualified class name."""
    if isinstance(v, Tensor):
        if type(v) is Parameter:
            return "torch.nn.parameter.Parameter"
        return "torch." + _LEGACY_TYPE.get(str(v.dtype).replace("torch.", ""), "Tensor")
    t = type(v)
    m = t.__module__
    return t.__qualname__ if m in ("builtins", None) else f"{m}.{t.__qualname__}"


def _forward_unimplemented(self, *input):  # noqa: A002
    raise ModuleNotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')


class Module:
    """Base class of all neural network modules (torch.nn.Module)."""

    dump_patches = False
    _version = 1
    call_super_init = False
    _compiled_call_impl = None

    def __init__(self, *args, **kwargs):
        if self.call_super_init is False and bool(kwargs):
            raise FrontendTypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument "
                                    f"'{next(iter(kwargs))}'")
        if self.call_super_init is False and bool(args):
            raise FrontendTypeError(f"{type(self).__name__}.__init__() takes 1 positional argument but "
                                    f"{len(args) + 1} were given")
        d = self.__dict__
        d["training"] = True
        d["_parameters"] = {}
        d["_buffers"] = {}
        d["_non_persistent_buffers_set"] = set()
        d["_modules"] = {}
        d["_forward_pre_hooks"] = collections.OrderedDict()
        d["_forward_pre_hooks_with_kwargs"] = collections.OrderedDict()
        d["_forward_hooks"] = collections.OrderedDict()
        d["_forward_hooks_with_kwargs"] = collections.OrderedDict()
        d["_forward_hooks_always_called"] = collections.OrderedDict()
        d["_backward_hooks"] = collections.OrderedDict()
        d["_state_dict_hooks"] = collections.OrderedDict()
        d["_state_dict_pre_hooks"] = collections.OrderedDict()
        d["_load_state_dict_pre_hooks"] = collections.OrderedDict()
        d["_load_state_dict_post_hooks"] = collections.OrderedDict()
        if self.call_super_init:
            super().__init__(*args, **kwargs)

    forward = _forward_unimplemented

    # ------------------------------------------------------------------ calling
    def __call__(self, *args, **kwargs):
        if self._forward_hooks or self._forward_pre_hooks or _GLOBAL_FORWARD_HOOKS or _GLOBAL_FORWARD_PRE_HOOKS:
            return self._call_impl(*args, **kwargs)
        return self.forward(*args, **kwargs)

    def _call_impl(self, *args, **kwargs):
        for hook_id, hook in itertools.chain(_GLOBAL_FORWARD_PRE_HOOKS.items(), self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                r = hook(self, args, kwargs)
                if r is not None:
                    if not (isinstance(r, tuple) and len(r) == 2):
                        raise FrontendRuntimeError(f"forward pre-hook must return None or a tuple of (new_args, "
                                                   f"new_kwargs), but got {r}.")
                    args, kwargs = r
            else:
                r = hook(self, args)
                if r is not None:
                    args = r if isinstance(r, tuple) else (r,)
        result = self.forward(*args, **kwargs)
        for hook_id, hook in itertools.chain(_GLOBAL_FORWARD_HOOKS.items(), self._forward_hooks.items()):
            if hook_id in self._forward_hooks_with_kwargs:
                r = hook(self, args, kwargs, result)
            else:
                r = hook(self, args, result)
            if r is not None:
                result = r
        return result

    def register_forward_pre_hook(self, hook, *, prepend=False, with_kwargs=False):
        """``hook(module, args) -> None or new args`` (``with_kwargs``: ``hook(module, args, kwargs) -> None or
        (args, kwargs)``), run before ``forward``; returns a handle whose ``remove()`` unregisters it."""
        h = RemovableHandle(self._forward_pre_hooks, extra_dict=[self._forward_pre_hooks_with_kwargs])
        self._forward_pre_hooks[h.id] = hook
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs[h.id] = True
        if prepend:
            self._forward_pre_hooks.move_to_end(h.id, last=False)
        return h

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False, always_call=False):
        """``hook(module, args, output) -> None or new output`` (``with_kwargs``: ``hook(module, args, kwargs,
        output)``), run after ``forward``; returns a handle."""
        h = RemovableHandle(self._forward_hooks, extra_dict=[self._forward_hooks_with_kwargs,
                                                             self._forward_hooks_always_called])
        self._forward_hooks[h.id] = hook
        if with_kwargs:
            self._forward_hooks_with_kwargs[h.id] = True
        if always_call:
            self._forward_hooks_always_called[h.id] = True
        if prepend:
            self._forward_hooks.move_to_end(h.id, last=False)
        return h

    def register_full_backward_hook(self, hook, prepend=False):
        from ...._errors import refuse

        raise refuse("Module.register_full_backward_hook", "hook", hook,
                     "backward hooks of modules are not supported; use Tensor gradients after backward()")

    register_backward_hook = register_full_backward_hook
    register_full_backward_pre_hook = register_full_backward_hook

    def register_state_dict_pre_hook(self, hook):
        h = RemovableHandle(self._state_dict_pre_hooks)
        self._state_dict_pre_hooks[h.id] = hook
        return h

    def register_state_dict_post_hook(self, hook):
        h = RemovableHandle(self._state_dict_hooks)
        self._state_dict_hooks[h.id] = hook
        return h

    _register_state_dict_hook = register_state_dict_post_hook

    def register_load_state_dict_pre_hook(self, hook):
        h = RemovableHandle(self._load_state_dict_pre_hooks)
        self._load_state_dict_pre_hooks[h.id] = hook
        return h

    def register_load_state_dict_post_hook(self, hook):
        h = RemovableHandle(self._load_state_dict_post_hooks)
        self._load_state_dict_post_hooks[h.id] = hook
        return h

    # ------------------------------------------------------------------ registration
    def register_buffer(self, name, tensor, persistent=True):
        """Add a buffer (state that is not a parameter, e.g. BatchNorm's running mean); ``persistent=False``
        leaves it out of ``state_dict``."""
        if "_buffers" not in self.__dict__:
            raise AttributeError("cannot assign buffer before Module.__init__() call")
        if not isinstance(name, str):
            raise FrontendTypeError(f"buffer name should be a string. Got {type(name).__name__}")
        if "." in name:
            raise ModuleKeyError("buffer name can't contain \".\"")
        if name == "":
            raise ModuleKeyError("buffer name can't be empty string \"\"")
        if hasattr(self, name) and name not in self._buffers:
            raise ModuleKeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise FrontendTypeError(f"cannot assign '{_typename(tensor)}' object to buffer '{name}' (torch Tensor or "
                                    "None required)")
        if isinstance(tensor, Buffer):
            persistent = tensor.persistent
            tensor = _plain(tensor)
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def register_parameter(self, name, param):
        """Add a parameter (a ``Parameter`` or None)."""
        if "_parameters" not in self.__dict__:
            raise AttributeError("cannot assign parameter before Module.__init__() call")
        if not isinstance(name, str):
            raise FrontendTypeError(f"parameter name should be a string. Got {type(name).__name__}")
        if "." in name:
            raise ModuleKeyError("parameter name can't contain \".\"")
        if name == "":
            raise ModuleKeyError("parameter name can't be empty string \"\"")
        if hasattr(self, name) and name not in self._parameters:
            raise ModuleKeyError(f"attribute '{name}' already exists")
        if param is None:
            self._parameters[name] = None
            return
        if not isinstance(param, Parameter):
            raise FrontendTypeError(f"cannot assign '{_typename(param)}' object to parameter '{name}' "
                                    "(torch.nn.Parameter or None required)")
        self._parameters[name] = param

    def add_module(self, name, module):
        """Add a child module (or None) under ``name``."""
        if not isinstance(module, Module) and module is not None:
            raise FrontendTypeError(f"{_typename(module)} is not a Module subclass")
        if not isinstance(name, str):
            raise FrontendTypeError(f"module name should be a string. Got {type(name).__name__}")
        if hasattr(self, name) and name not in self._modules:
            raise ModuleKeyError(f"attribute '{name}' already exists")
        if "." in name:
            raise ModuleKeyError(f"module name can't contain \".\", got: {name}")
        if name == "":
            raise ModuleKeyError("module name can't be empty string \"\"")
        self._modules[name] = module

    register_module = add_module

    def get_submodule(self, target):
        """The submodule at dotted path ``target`` ("" is this module)."""
        if target == "":
            return self
        mod = self
        for item in target.split("."):
            if not hasattr(mod, item):
                raise ModuleAttributeError(mod._get_name() + " has no attribute `" + item + "`")
            mod = getattr(mod, item)
            if not isinstance(mod, Module):
                raise ModuleAttributeError("`" + item + "` is not an nn.Module")
        return mod

    def set_submodule(self, target, module, strict=False):
        """Replace the submodule at dotted path ``target`` with ``module``."""
        if target == "":
            raise ValueError("Cannot set the submodule without a target name!")
        *path, last = target.split(".")
        parent = self.get_submodule(".".join(path))
        if strict and not hasattr(parent, last):
            raise AttributeError(parent._get_name() + " has no attribute `" + last + "`")
        setattr(parent, last, module)

    def get_parameter(self, target):
        """The parameter at dotted path ``target``."""
        mod_path, _, name = target.rpartition(".")
        mod = self.get_submodule(mod_path)
        if not hasattr(mod, name):
            raise AttributeError(mod._get_name() + " has no attribute `" + name + "`")
        p = getattr(mod, name)
        if not isinstance(p, Parameter):
            raise AttributeError("`" + name + "` is not an nn.Parameter")
        return p

    def get_buffer(self, target):
        """The buffer at dotted path ``target``."""
        mod_path, _, name = target.rpartition(".")
        mod = self.get_submodule(mod_path)
        if name not in mod._buffers:
            raise AttributeError("`" + name + "` is not a buffer")
        return mod._buffers[name]

    def get_extra_state(self):
        raise RuntimeError("Reached a code path in Module.get_extra_state() that should never be called.")

    def set_extra_state(self, state):
        raise RuntimeError("Reached a code path in Module.set_extra_state() that should never be called.")

    # ------------------------------------------------------------------ attributes
    def __getattr__(self, name):
        d = self.__dict__
        p = d.get("_parameters")
        if p is not None and name in p:
            return p[name]
        b = d.get("_buffers")
        if b is not None and name in b:
            return b[name]
        m = d.get("_modules")
        if m is not None and name in m:
            return m[name]
        raise ModuleAttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        d = self.__dict__
        params = d.get("_parameters")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            _remove_from(self, name, d, "_buffers", "_modules", "_non_persistent_buffers_set")
            self.register_parameter(name, value)
            return
        if params is not None and name in params:
            if value is not None:
                raise FrontendTypeError(f"cannot assign '{_typename(value)}' as parameter '{name}' "
                                        "(torch.nn.Parameter or None expected)")
            self.register_parameter(name, value)
            return
        modules = d.get("_modules")
        if isinstance(value, Module):
            if modules is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            _remove_from(self, name, d, "_parameters", "_buffers", "_non_persistent_buffers_set")
            modules[name] = value
            return
        if modules is not None and name in modules:
            if value is not None:
                raise FrontendTypeError(f"cannot assign '{_typename(value)}' as child module '{name}' "
                                        "(torch.nn.Module or None expected)")
            modules[name] = value
            return
        buffers = d.get("_buffers")
        if isinstance(value, Buffer) or (buffers is not None and name in buffers):
            if value is not None and not isinstance(value, Tensor):
                raise FrontendTypeError(f"cannot assign '{_typename(value)}' as buffer '{name}' (torch.nn.Buffer, "
                                        "torch.Tensor or None expected)")
            if isinstance(value, Buffer):
                persistent = value.persistent
            else:
                persistent = name not in self._non_persistent_buffers_set
            _remove_from(self, name, d, "_parameters", "_modules")
            self.register_buffer(name, value, persistent)
            return
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        d = self.__dict__
        if name in d.get("_parameters", ()):
            del self._parameters[name]
        elif name in d.get("_buffers", ()):
            del self._buffers[name]
            self._non_persistent_buffers_set.discard(name)
        elif name in d.get("_modules", ()):
            del self._modules[name]
        else:
            object.__delattr__(self, name)

    def __dir__(self):
        keys = list(object.__dir__(self)) + list(self._parameters) + list(self._modules) + list(self._buffers)
        return sorted(k for k in set(keys) if not k[:1].isdigit())

    def __setstate__(self, state):
        self.__dict__.update(state)

    # ------------------------------------------------------------------ iteration
    def _named_members(self, get_members_fn, prefix="", recurse=True, remove_duplicate=True):
        memo = set()
        modules = self.named_modules(prefix=prefix, remove_duplicate=remove_duplicate) if recurse else \
            [(prefix, self)]
        for module_prefix, module in modules:
            for k, v in get_members_fn(module):
                if v is None or (remove_duplicate and id(v) in memo):
                    continue
                if remove_duplicate:
                    memo.add(id(v))
                yield (module_prefix + ("." if module_prefix else "") + k, v)

    def named_parameters(self, prefix="", recurse=True, remove_duplicate=True):
        """``(name, parameter)`` pairs of this module and (``recurse``) its submodules, each parameter once."""
        return self._named_members(lambda m: m._parameters.items(), prefix=prefix, recurse=recurse,
                                   remove_duplicate=remove_duplicate)

    def parameters(self, recurse=True):
        """The parameters of this module and (``recurse``) its submodules."""
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(self, prefix="", recurse=True, remove_duplicate=True):
        """``(name, buffer)`` pairs."""
        return self._named_members(lambda m: m._buffers.items(), prefix=prefix, recurse=recurse,
                                   remove_duplicate=remove_duplicate)

    def buffers(self, recurse=True):
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def named_children(self):
        """``(name, module)`` of the direct children, each module once."""
        memo = set()
        for name, module in self._modules.items():
            if module is not None and id(module) not in memo:
                memo.add(id(module))
                yield name, module

    def children(self):
        for _, m in self.named_children():
            yield m

    def named_modules(self, memo=None, prefix="", remove_duplicate=True):
        """``(name, module)`` of this module and every submodule (depth first), each once."""
        if memo is None:
            memo = set()
        if id(self) in memo and remove_duplicate:
            return
        if remove_duplicate:
            memo.add(id(self))
        yield prefix, self
        for name, module in self._modules.items():
            if module is None:
                continue
            sub = prefix + ("." if prefix else "") + name
            yield from module.named_modules(memo, sub, remove_duplicate)

    def modules(self):
        for _, m in self.named_modules():
            yield m

    # ------------------------------------------------------------------ modes and transforms
    def train(self, mode=True):
        """Training mode (dropout active, batch norm on batch statistics) for this module and its children."""
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        self.training = mode
        for m in self.children():
            m.train(mode)
        return self

    def eval(self):
        """Evaluation mode: ``train(False)``."""
        return self.train(False)

    def requires_grad_(self, requires_grad=True):
        """Set ``requires_grad`` of every parameter."""
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none=True):
        """Reset the gradients of every parameter (to None, or to zeros)."""
        for p in self.parameters():
            if p.grad is not None:
                if set_to_none:
                    p.grad = None
                else:
                    p.grad = p.grad.detach()
                    p.grad.zero_()

    def apply(self, fn):
        """``fn(module)`` for every submodule (children first) and this module; returns self."""
        for m in self.children():
            m.apply(fn)
        fn(self)
        return self

    def _apply(self, fn, recurse=True):
        """Replace every parameter's and buffer's values (and gradients) by ``fn(tensor)``."""
        if recurse:
            for m in self.children():
                m._apply(fn)
        for p in self._parameters.values():
            if p is None:
                continue
            with _no_grad():
                new = fn(p)
            _set_values(p, new._data)
            if p.grad is not None:
                g = fn(p.grad)
                p.grad = g
        for k, b in self._buffers.items():
            if b is not None:
                self._buffers[k] = fn(b)
        return self

    def to(self, *args, **kwargs):
        """Cast floating parameters and buffers to a dtype (``to(torch.float64)``, ``to(device, dtype)``,
        ``to(tensor)``); devices are accepted (ivy places arrays on the backend's device)."""
        dtype = kwargs.get("dtype")
        device = kwargs.get("device")
        for a in args:
            if isinstance(a, D.dtype):
                dtype = a
            elif isinstance(a, Tensor):
                dtype = a.dtype
            elif a is not None:
                device = a
        if dtype is not None and not (dtype.is_floating_point or dtype.is_complex):
            raise FrontendTypeError(f"nn.Module.to only accepts floating point or complex dtypes, but got desired "
                                    f"dtype={dtype}")

        def convert(t):
            r = t
            if dtype is not None and (t.is_floating_point() or t.is_complex()):
                r = r.to(dtype=dtype)
            if device is not None:
                r = r.to(device=device)
            return r

        return self._apply(convert)

    def _cast_floats(self, dt):
        return self._apply(lambda t: t.to(dtype=dt) if t.is_floating_point() else t)

    def float(self):
        """Floating parameters and buffers to float32."""
        return self._cast_floats(D.float32)

    def double(self):
        """Floating parameters and buffers to float64."""
        return self._cast_floats(D.float64)

    def half(self):
        """Floating parameters and buffers to float16."""
        return self._cast_floats(D.float16)

    def bfloat16(self):
        """Floating parameters and buffers to bfloat16."""
        return self._cast_floats(D.bfloat16)

    def type(self, dst_type):
        return self._apply(lambda t: t.type(dst_type))

    def cpu(self):
        return self.to("cpu")

    def cuda(self, device=None):
        return self.to("cuda" if device is None else device)

    def to_empty(self, *, device=None, recurse=True):
        return self

    def share_memory(self):
        return self

    # ------------------------------------------------------------------ state dict
    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, p in self._parameters.items():
            if p is not None:
                destination[prefix + name] = p if keep_vars else p.detach()
        for name, b in self._buffers.items():
            if b is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = b if keep_vars else b.detach()
        extra = getattr(type(self), "get_extra_state", Module.get_extra_state)
        if extra is not Module.get_extra_state:
            destination[prefix + "_extra_state"] = self.get_extra_state()

    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        """An ordered dict of every parameter and persistent buffer by dotted name (detached unless
        ``keep_vars``)."""
        if args:
            destination = args[0] if len(args) > 0 else destination
            prefix = args[1] if len(args) > 1 else prefix
            keep_vars = args[2] if len(args) > 2 else keep_vars
        if destination is None:
            destination = collections.OrderedDict()
            destination._metadata = collections.OrderedDict()
        meta = getattr(destination, "_metadata", None)
        if meta is not None:
            meta[prefix[:-1]] = {"version": self._version}
        for hook in self._state_dict_pre_hooks.values():
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self._state_dict_hooks.values():
            r = hook(self, destination, prefix, {"version": self._version})
            if r is not None:
                destination = r
        return destination

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        for hook in self._load_state_dict_pre_hooks.values():
            hook(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)
        persistent = {k: v for k, v in self._buffers.items() if k not in self._non_persistent_buffers_set}
        local = {k: v for k, v in itertools.chain(self._parameters.items(), persistent.items()) if v is not None}
        assign = bool(local_metadata.get("assign_to_params_buffers", False)) if local_metadata else False
        for name, param in local.items():
            key = prefix + name
            if key not in state_dict:
                if strict:
                    missing_keys.append(key)
                continue
            value = state_dict[key]
            try:
                native = _native_value(value)
            except Exception as e:  # noqa: BLE001 - any value that is no array is the user's mistake, reported
                error_msgs.append(f'While copying the parameter named "{key}", expected torch.Tensor or '
                                  f"Tensor-like object from checkpoint but received {type(value)} ({e})")
                continue
            vshape = tuple(int(s) for s in native.shape)
            pshape = tuple(int(s) for s in param._data.shape)
            if vshape != pshape:
                error_msgs.append(f"size mismatch for {key}: copying a param with shape {_size(vshape)} from "
                                  f"checkpoint, the shape in current model is {_size(pshape)}.")
                continue
            if assign:
                new = native
                if isinstance(param, Parameter):
                    setattr(self, name, Parameter(Tensor(new), param.requires_grad))
                else:
                    self._buffers[name] = Tensor(new)
                continue
            try:
                _set_values(param, _cast_to(native, param.dtype))
            except Exception as e:  # noqa: BLE001
                error_msgs.append(f'While copying the parameter named "{key}", whose dimensions in the model are '
                                  f"{_size(pshape)} and whose dimensions in the checkpoint are {_size(vshape)}, an "
                                  f"exception occurred : {e.args}.")
        extra_key = prefix + "_extra_state"
        if getattr(type(self), "set_extra_state", Module.set_extra_state) is not Module.set_extra_state:
            if extra_key in state_dict:
                self.set_extra_state(state_dict[extra_key])
            elif strict:
                missing_keys.append(extra_key)
        if strict:
            for key in state_dict:
                if key.startswith(prefix) and key != extra_key:
                    input_name = key[len(prefix):].split(".", 1)
                    if len(input_name) > 1:
                        if input_name[0] not in self._modules:
                            unexpected_keys.append(key)
                    elif input_name[0] not in local:
                        unexpected_keys.append(key)

    def load_state_dict(self, state_dict, strict=True, assign=False):
        """Copy parameters and buffers from ``state_dict`` (values: frontend tensors, real torch tensors,
        NumPy arrays, native arrays); ``strict``: the keys must match exactly. Returns
        ``(missing_keys, unexpected_keys)``."""
        if not isinstance(state_dict, collections.abc.Mapping):
            raise FrontendTypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing, unexpected, errors = [], [], []
        metadata = getattr(state_dict, "_metadata", None)
        state_dict = collections.OrderedDict(state_dict)
        if metadata is not None:
            state_dict._metadata = metadata

        def load(module, local_state_dict, prefix=""):
            local_metadata = {} if metadata is None else dict(metadata.get(prefix[:-1], {}))
            if assign:
                local_metadata["assign_to_params_buffers"] = assign
            module._load_from_state_dict(local_state_dict, prefix, local_metadata, True, missing, unexpected,
                                         errors)
            for name, child in module._modules.items():
                if child is not None:
                    child_prefix = prefix + name + "."
                    child_sd = {k: v for k, v in local_state_dict.items() if k.startswith(child_prefix)}
                    load(child, child_sd, child_prefix)
            incompatible = _IncompatibleKeys(missing, unexpected)
            for hook in module._load_state_dict_post_hooks.values():
                hook(module, incompatible)

        with _no_grad():
            load(self, state_dict)
        if strict:
            if unexpected:
                errors.insert(0, "Unexpected key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in
                                                                                          unexpected)))
            if missing:
                errors.insert(0, "Missing key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in missing)))
        if errors:
            raise FrontendRuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                self.__class__.__name__, "\n\t".join(errors)))
        return _IncompatibleKeys(missing, unexpected)

    # ------------------------------------------------------------------ repr
    def _get_name(self):
        return self.__class__.__name__

    def extra_repr(self):
        """The module's own settings in its ``repr`` (layers override it)."""
        return ""

    def __repr__(self):
        extra = self.extra_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = []
        for key, module in self._modules.items():
            child_lines.append("(" + key + "): " + _addindent(repr(module), 2))
        lines = extra_lines + child_lines
        main = self._get_name() + "("
        if lines:
            if len(extra_lines) == 1 and not child_lines:
                main += extra_lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    def compile(self, *args, **kwargs):
        """torch.compile of the module: a no-op here (use ivy.compile or the backend's compiler on a function)."""
        return None


# ------------------------------------------------------------------ helpers

class _no_grad:  # noqa: N801 - a tiny local context manager
    def __enter__(self):
        self.prev = _autograd.is_grad_enabled()
        if self.prev:
            _autograd.set_grad_enabled_flag(False)

    def __exit__(self, *exc):
        if self.prev:
            _autograd.set_grad_enabled_flag(True)


def _plain(t):
    """A plain Tensor holding ``t``'s values (Buffer markers are not kept)."""
    r = Tensor.__new__(Tensor)
    r._data = t._data
    r._ex = None
    return r


def _remove_from(self, name, d, *dicts):
    for dn in dicts:
        c = d.get(dn)
        if c is None:
            continue
        if isinstance(c, set):
            c.discard(name)
        elif name in c:
            del c[name]


def _size(shape):
    return "torch.Size([" + ", ".join(str(s) for s in shape) + "])"


def _native_value(value):
    """A native array of the current backend with ``value``'s values (a frontend Tensor, a real torch
    tensor, a NumPy array, an ivy.Array, a native array of any installed framework); arrays that may
    change in place later (NumPy arrays, torch tensors) are copied, as torch's ``load_state_dict`` copies."""
    if isinstance(value, Tensor):
        d = value._data
        return d if _is_current(d) else _from_numpy(ivy.to_numpy(d))
    if value.__class__ is ivy.Array:
        value = value._data
    mod = value.__class__.__module__.split(".")[0]
    if mod == "torch" and hasattr(value, "detach"):
        v = value.detach()
        if _is_current(v):
            return v.clone()
        if str(v.dtype) == "torch.bfloat16":
            return ivy.astype(_from_numpy(v.float().cpu().numpy()), ivy.bfloat16)
        return _from_numpy(v.cpu().numpy())
    if mod == "numpy":
        return _from_numpy(value)
    if ivy.is_native_array(value):
        return value if _is_current(value) else _from_numpy(ivy.to_numpy(value))
    from ..._creation import tensor

    return tensor(value)._data


def _is_current(a):
    try:
        from ...._views import backend_of

        return backend_of(a) is ivy.current_backend()
    except Exception:  # noqa: BLE001 - a foreign array type is simply not the current backend's
        return False


def _from_numpy(arr):
    """A native array of the current backend with a copy of NumPy array ``arr``'s values (never its
    memory: a real torch tensor's ``.numpy()`` shares the tensor's, which torch may change in place)."""
    r = ivy.asarray(arr.copy())
    return r._data if r.__class__ is ivy.Array else r


def _cast_to(native, dt):
    from ..._convert import dtype_of

    if dtype_of(native) is dt:
        return native
    return ivy.astype(native, dt._ivy)


def _set_values(t, native):
    """Give tensor ``t`` (a parameter or buffer) new values, keeping it the same object (and a leaf)."""
    ex = t._ex
    if ex is not None and ex.requires_grad:
        _autograd.set_data(t, native)
    else:
        t._assign(native)

