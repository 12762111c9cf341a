"""Capturing PyTorch code with a ``TorchFunctionMode``: torch's own interception of every torch
function, ``Tensor`` method, operator, indexing and attribute read (``x.shape``, ``x.T``).

- a function or method becomes a call node of the public function (``torch.nn.functional.linear``)
  or the method (``x.add_(y)``), an operator its infix form (``x + y``, ``x[i]``, ``x[i] = v``);
- in-place methods (names ending in ``_``, ``x[i] = v``, ``out=``) are marked ``mutates`` and the
  tensor they wrote maps to their node from then on;
- reads of shapes and dtypes (``x.shape``, ``x.size(0)``, ``x.dim()``, ``x.dtype``) are guards;
- reads of values (``bool(x)``, ``x.item()``, ``float(x)``, ``x.tolist()``, ``x.numpy()``) are a
  :class:`~ivy_tracer.TraceError` naming the line, or guards with ``trace(..., guards=True)``.
"""

from __future__ import annotations

import torch
from torch.overrides import TorchFunctionMode

from ..targets import SETITEM, Attr, Method
from .operators import _DUNDER, _IDUNDER, _RDUNDER
from .recorder import current

__all__ = ["TorchCapture", "is_random_name"]

_SHAPE_READS = {"shape": "tuple({}.shape)", "ndim": "{}.ndim"}
_ATTR_ARRAYS = frozenset({"T", "mT", "H", "mH", "real", "imag", "data", "grad"})
_VALUE_READS = {"__bool__": "bool()", "__float__": "float()", "__int__": "int()", "__index__": "index",
                "__complex__": "complex()", "item": ".item()", "tolist": ".tolist()", "numpy": ".numpy()",
                "__array__": "numpy.asarray()", "__contains__": "`in`", "__reduce_ex__": "pickling",
                "__dlpack__": "DLPack export", "data_ptr": ".data_ptr()"}
_META_METHODS = frozenset({"stride", "is_contiguous", "element_size", "storage_offset", "get_device", "__repr__",
                           "__str__", "__format__", "__hash__", "untyped_storage", "__dlpack_device__",
                           "is_inference", "has_names", "dim_order", "__torch_function__", "__deepcopy__",
                           "is_shared", "is_pinned", "__sizeof__", "__dir__", "__reduce__", "__getstate__",
                           "_is_view", "is_set_to", "storage", "nbytes", "itemsize"})
_DTYPE_METHODS = frozenset({"is_floating_point", "is_complex", "is_signed"})
_RANDOM = frozenset({"normal", "normal_", "bernoulli", "bernoulli_", "multinomial", "poisson", "uniform_",
                     "exponential_", "geometric_", "cauchy_", "log_normal_", "random_", "rrelu", "rrelu_",
                     "gumbel_softmax", "binomial", "_standard_gamma", "_sample_dirichlet"})


def is_random_name(name):
    """Whether a torch function or method of this name draws random numbers."""
    return name in _RANDOM or "rand" in name or "dropout" in name


_TENSOR_METHODS = {}


def _method_name(func):
    """The ``Tensor`` method name of ``func``, or None for a function."""
    hit = _TENSOR_METHODS.get(id(func))
    if hit is not None:
        return hit[1] if hit[0] is func else None
    name = getattr(func, "__name__", None)
    # (``x ** 2`` and ``x **= 2`` reach the mode as torch._tensor's wrappers of TensorBase.pow/pow_)
    base = getattr(func, "__wrapped__", func)
    is_m = name is not None and (getattr(torch.Tensor, name, None) is func
                                 or getattr(torch._C.TensorBase, name, None) is base)
    _TENSOR_METHODS[id(func)] = (func, name if is_m else None)
    return name if is_m else None


class _Mode(TorchFunctionMode):
    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        rec = current()
        sink = rec.sink() if rec is not None else None
        if sink is None:
            return func(*args, **kwargs)
        return _handle(sink, func, args, kwargs)


def _handle(sink, func, args, kwargs):
    name = getattr(func, "__name__", "")
    if name == "__get__":  # an attribute: Tensor.shape.__get__
        attr = getattr(getattr(func, "__self__", None), "__name__", "")
        out = func(*args, **kwargs)
        obj = args[0] if args else None
        if attr in _SHAPE_READS:
            sink.guard(obj, _SHAPE_READS[attr], tuple(out) if attr == "shape" else out)
        elif attr == "dtype":
            sink.guard(obj, "{}.dtype", out)
        elif attr in _ATTR_ARRAYS and isinstance(out, torch.Tensor):
            sink.record(Attr(attr), (obj,), {}, out)
        return out
    method = _method_name(func)
    if method is not None:
        if method in _VALUE_READS:
            what = _VALUE_READS[method]
            if sink.kind == "lowering":  # the backend reads a value: its lowering would freeze it
                sink.valid = False
                return func(*args, **kwargs)
            return sink.value_read(args[0], what, lambda: func(*args, **kwargs))
        if method in ("size", "dim", "ndimension", "numel", "nelement", "__len__"):
            out = func(*args, **kwargs)
            obj = args[0]
            if method == "size" and (len(args) > 1 or kwargs):
                d = args[1] if len(args) > 1 else kwargs.get("dim")
                sink.guard(obj, f"{{}}.size({d!r})", out)
            elif method in ("dim", "ndimension"):
                sink.guard(obj, "{}.ndim", out)
            elif method == "__len__":
                sink.guard(obj, "len({})", out)
            else:
                sink.guard(obj, "tuple({}.shape)", tuple(obj.shape) if method != "size" else tuple(out))
            return out
        if method in _DTYPE_METHODS:
            out = func(*args, **kwargs)
            sink.guard(args[0], "{}.dtype", args[0].dtype)
            return out
        if method in _META_METHODS or (method == "type" and len(args) == 1 and not kwargs):
            return func(*args, **kwargs)
        if method == "__iter__":
            x = args[0]
            n = len(x) if x.dim() else 0
            sink.guard(x, "len({})", n)
            parts = x.unbind(0)
            sink.record(Method("unbind"), (x, 0), {}, parts)
            return iter(parts)
        out = func(*args, **kwargs)
        if method == "__setitem__":
            node = sink.record(SETITEM, args, kwargs, None, meta={"mutates": True})
            sink.register(args[0], node)
            return out
        if method in _DUNDER:
            target, a = _DUNDER[method], args
        elif method in _RDUNDER:
            target, a = _RDUNDER[method], (args[1], args[0]) + tuple(args[2:])
        elif method in _IDUNDER:
            target, a = _IDUNDER[method], args
        else:
            target, a = Method(method, torch.Tensor), args
        meta = {}
        if method in _IDUNDER or (method.endswith("_") and not method.endswith("__")):
            meta["mutates"] = True
        if is_random_name(method):
            meta["random"] = True
        node = sink.record(target, a, kwargs, out, meta=meta)
        if meta.get("mutates") and args and isinstance(args[0], torch.Tensor):
            sink.register(args[0], node)
        return out
    out = func(*args, **kwargs)
    meta = {}
    if is_random_name(name):
        meta["random"] = True
    o = kwargs.get("out")
    if o is not None:
        meta["mutates"] = True
    elif name.endswith("_") and not name.endswith("__") and args and isinstance(args[0], torch.Tensor):
        meta["mutates"] = True  # torch.nn.init.normal_(w), torch.relu_(x)
    node = sink.record(func, args, kwargs, out, meta=meta)
    if o is not None:
        for t in (o if isinstance(o, (tuple, list)) else (o,)):
            sink.register(t, node)
    elif meta.get("mutates"):
        sink.register(args[0], node)
    return out


class TorchCapture:
    """The mode, entered for the trace (a context manager)."""

    def __enter__(self):
        self.mode = _Mode()
        self.mode.__enter__()
        return self

    def __exit__(self, *exc):
        self.mode.__exit__(*exc)
