"""``torch.Size``, ``torch.device``, ``torch.layout`` and ``torch.memory_format``.

>>> import ivy_frontends.torch as torch
>>> torch.Size([2, 3]), torch.Size([2, 3]).numel()
(torch.Size([2, 3]), 6)
>>> torch.device("cuda:1"), torch.device("cpu").type
(device(type='cuda', index=1), 'cpu')
"""

from __future__ import annotations

import operator

from .._errors import FrontendRuntimeError, FrontendTypeError


class Size(tuple):
    """A tensor's shape: a tuple of ints that prints as torch's and slices into Sizes."""

    __slots__ = ()

    def __new__(cls, sizes=()):
        try:
            return tuple.__new__(cls, [operator.index(s) for s in sizes])
        except TypeError:
            raise FrontendTypeError(f"torch.Size() takes an iterable of 'int' (got {sizes!r})") from None

    def __repr__(self):
        return f"torch.Size([{', '.join(str(s) for s in self)}])"

    __str__ = __repr__

    def __getitem__(self, key):
        r = tuple.__getitem__(self, key)
        return Size(r) if isinstance(key, slice) else r

    def __add__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return Size(tuple(self) + tuple(other))

    def __radd__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return Size(tuple(other) + tuple(self))

    def __mul__(self, n):
        return Size(tuple(self) * n)

    __rmul__ = __mul__

    def numel(self):
        """The number of elements a tensor of this shape has."""
        n = 1
        for s in self:
            n *= s
        return n

    def __reduce__(self):
        return (Size, (tuple(self),))


_TYPES = ("cpu", "cuda", "mps", "xla", "meta", "xpu", "hpu", "ipu", "mtia", "privateuseone", "tpu")


class device:  # noqa: N801 - torch's name
    """A device: ``device("cpu")``, ``device("cuda", 0)``, ``device("cuda:0")``. ivy's ``"gpu:N"``
    is torch's ``cuda:N``, ``"tpu:N"`` its ``xla:N``."""

    __slots__ = ("type", "index")

    def __init__(self, type, index=None):  # noqa: A002 - torch's name
        if isinstance(type, device):
            self.type, self.index = type.type, type.index
            return
        t = type
        if isinstance(t, int) and not isinstance(t, bool):
            t, index = "cuda", t
        if not isinstance(t, str):
            raise FrontendTypeError(f"device() expected a str or int, got {type!r}")
        if ":" in t:
            if index is not None:
                raise FrontendRuntimeError(f"type (string) must not include an index because index was passed "
                                           f"explicitly: {t}")
            t, i = t.split(":", 1)
            try:
                index = int(i)
            except ValueError:
                raise FrontendRuntimeError(f"Invalid device string: '{type}'") from None
        if t not in _TYPES:
            raise FrontendRuntimeError(f"Expected one of {', '.join(_TYPES)} device type at start of device "
                                       f"string: {type}")
        if index is not None and index < 0:
            raise FrontendRuntimeError(f"Device index must not be negative, got {index}")
        self.type, self.index = t, index

    def __repr__(self):
        if self.index is None:
            return f"device(type='{self.type}')"
        return f"device(type='{self.type}', index={self.index})"

    def __str__(self):
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __eq__(self, other):
        return isinstance(other, device) and self.type == other.type and self.index == other.index

    def __hash__(self):
        return hash((self.type, self.index))

    def __reduce__(self):
        return (device, (self.type, self.index))


def to_ivy_device(d):
    """An ivy device string for a torch device (object, string or int); None stays None."""
    if d is None:
        return None
    if not isinstance(d, device):
        d = device(d)
    if d.type == "cpu":
        return "cpu"
    if d.type == "cuda":
        return f"gpu:{d.index or 0}"
    if d.type in ("xla", "tpu"):
        return f"tpu:{d.index or 0}"
    if d.type == "meta":
        raise FrontendRuntimeError("ivy_frontends has no 'meta' device: tensors always hold values")
    return str(d)


def from_ivy_device(s):
    """The torch device for an ivy device string."""
    s = str(s)
    if s.startswith("gpu"):
        return device("cuda", int(s.split(":")[1]) if ":" in s else 0)
    if s.startswith("tpu"):
        return device("xla", int(s.split(":")[1]) if ":" in s else 0)
    return device("cpu") if s == "cpu" or s.startswith("cpu") else device("cpu")


class layout:  # noqa: N801 - torch's name
    """A tensor layout; ivy_frontends tensors are always ``torch.strided``."""

    __slots__ = ("_name",)

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return f"torch.{self._name}"


strided = layout("strided")
sparse_coo = layout("sparse_coo")
sparse_csr = layout("sparse_csr")
sparse_csc = layout("sparse_csc")
sparse_bsr = layout("sparse_bsr")
sparse_bsc = layout("sparse_bsc")
_mkldnn = layout("_mkldnn")
jagged = layout("jagged")


class memory_format:  # noqa: N801 - torch's name
    """A memory format: accepted and ignored (ivy_frontends keeps no strides)."""

    __slots__ = ("_name",)

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return f"torch.{self._name}"


contiguous_format = memory_format("contiguous_format")
channels_last = memory_format("channels_last")
channels_last_3d = memory_format("channels_last_3d")
preserve_format = memory_format("preserve_format")


def check_layout(fn, lay):
    """Only ``torch.strided`` (or None) is a layout ivy_frontends makes."""
    if lay is not None and lay is not strided:
        from .._errors import refuse

        raise refuse(fn, "layout", lay, "only torch.strided tensors exist in ivy_frontends")
