"""Python's operator dunders and the ``operator`` functions they are written as."""

from __future__ import annotations

import operator

_DUNDER = {"__add__": operator.add, "__sub__": operator.sub, "__mul__": operator.mul,
           "__truediv__": operator.truediv, "__div__": operator.truediv, "__floordiv__": operator.floordiv,
           "__mod__": operator.mod, "__pow__": operator.pow, "__matmul__": operator.matmul,
           "__and__": operator.and_, "__or__": operator.or_, "__xor__": operator.xor,
           "__lshift__": operator.lshift, "__rshift__": operator.rshift, "__lt__": operator.lt,
           "__le__": operator.le, "__gt__": operator.gt, "__ge__": operator.ge, "__eq__": operator.eq,
           "__ne__": operator.ne, "__neg__": operator.neg, "__pos__": operator.pos, "__invert__": operator.invert,
           "__abs__": abs, "__getitem__": operator.getitem}
_RDUNDER = {"__radd__": operator.add, "__rsub__": operator.sub, "__rmul__": operator.mul,
            "__rtruediv__": operator.truediv, "__rdiv__": operator.truediv, "__rfloordiv__": operator.floordiv,
            "__rmod__": operator.mod, "__rpow__": operator.pow, "__rmatmul__": operator.matmul,
            "__rand__": operator.and_, "__ror__": operator.or_, "__rxor__": operator.xor,
            "__rlshift__": operator.lshift, "__rrshift__": operator.rshift}
_IDUNDER = {"__iadd__": operator.iadd, "__isub__": operator.isub, "__imul__": operator.imul,
            "__itruediv__": operator.itruediv, "__idiv__": operator.itruediv, "__ifloordiv__": operator.ifloordiv,
            "__imod__": operator.imod, "__ipow__": operator.ipow, "__imatmul__": operator.imatmul,
            "__iand__": operator.iand, "__ior__": operator.ior, "__ixor__": operator.ixor,
            "__ilshift__": operator.ilshift, "__irshift__": operator.irshift}
