"""ivy 1.0's ``einops_rearrange``, ``einops_reduce`` and ``einops_repeat``: einops-style patterns
(``"b (h w) c -> b h w c"``) read here and carried out with ``ivy.reshape``, ``ivy.permute_dims``,
``ivy.broadcast_to`` and ivy's reductions, so they work on every backend (the ``einops`` package
is not needed).

A pattern is ``left -> right``. Each side is a list of axes separated by spaces: a name
(``h``, ``batch_2``), a group of names in parentheses (``(h w)``: one axis of the input or
output whose size is the product of theirs, the first name varying slowest), ``()`` or ``1``
(an axis of size 1), another number (an unnamed axis of that size: one of the input that is
reduced, or a new one of the output in ``einops_repeat``) and ``...`` (all the axes no other
entry names; on the right it may stand in a group: ``(...)``). Sizes the input does not fix
come from ``axes_lengths`` keywords (``h=2``); a group of the input may leave one size to be
worked out. ``einops_rearrange`` keeps every named axis (reordered, grouped, split);
``einops_reduce`` reduces the named axes missing on the right; ``einops_repeat`` adds the
axes missing on the left (repeating the values along them).

>>> import ivy
>>> x = ivy.reshape(ivy.arange(12), (2, 6))
>>> ivy.einops_rearrange(x, "b (h w) -> b w h", h=2).shape
(2, 3, 2)
>>> ivy.to_list(ivy.einops_reduce(x, "b (h w) -> h", "max", w=3))
[8, 11]
"""

from __future__ import annotations

import math
import re

from . import _dispatch as _d
from .errors import InvalidArgumentError, ShapeError

__all__ = ["einops_rearrange", "einops_reduce", "einops_repeat"]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_TOKEN = re.compile(r"\.\.\.|\(|\)|[^\s()]+")
_ELLIPSIS = "\u2026"  # the name of the ellipsis while parsing; its axes are "…0", "…1", ...
_REDUCTIONS = ("sum", "mean", "max", "min", "prod", "any", "all")


def _ivy():
    import ivy

    return ivy


class _Side:
    """One side of a pattern: ``groups``, a list of lists of axis names (a number is an unnamed
    axis ``"#<k>:<n>"``, ``()`` and ``1`` an empty group), the ellipsis a name of its own."""

    def __init__(self, text, what, counter):
        self.groups = []
        self.has_ellipsis = False
        self.ellipsis_in_group = False
        group = None
        for tok in _TOKEN.findall(text):
            if tok == "(":
                if group is not None:
                    raise InvalidArgumentError(f"{what}: nested parentheses in {text!r}")
                group = []
                continue
            if tok == ")":
                if group is None:
                    raise InvalidArgumentError(f"{what}: unbalanced ')' in {text!r}")
                self.groups.append(group)
                group = None
                continue
            if tok == "...":
                if self.has_ellipsis:
                    raise InvalidArgumentError(f"{what}: more than one '...' in {text!r}")
                self.has_ellipsis = True
                self.ellipsis_in_group = group is not None
                name = _ELLIPSIS
            elif tok.isdecimal():
                n = int(tok)
                if n == 1:
                    name = None
                elif n == 0:
                    raise InvalidArgumentError(f"{what}: an axis of size 0 in {text!r}")
                else:
                    counter[0] += 1
                    name = f"#{counter[0]}:{n}"
            elif _NAME.match(tok):
                name = tok
            else:
                raise InvalidArgumentError(f"{what}: {tok!r} is no axis name in {text!r}")
            if group is not None:
                if name is not None:
                    group.append(name)
            else:
                self.groups.append([] if name is None else [name])
        if group is not None:
            raise InvalidArgumentError(f"{what}: unbalanced '(' in {text!r}")
        names = [a for g in self.groups for a in g]
        dup = {a for a in names if names.count(a) > 1}
        if dup:
            raise InvalidArgumentError(f"{what}: the axis {sorted(dup)[0]!r} appears twice in {text!r}")

    def names(self):
        return {a for g in self.groups for a in g}

    def expanded(self, k):
        """The groups with the ellipsis standing for ``k`` axes ``…0``.. (its own groups, or
        inside its group)."""
        dots = [f"{_ELLIPSIS}{i}" for i in range(k)]
        out = []
        for g in self.groups:
            if _ELLIPSIS not in g:
                out.append(g)
            elif len(g) == 1 and not self.ellipsis_in_group:
                out.extend([d] for d in dots)
            else:
                i = g.index(_ELLIPSIS)
                out.append(g[:i] + dots + g[i + 1:])
        return out


def _parse(pattern, what):
    if not isinstance(pattern, str) or pattern.count("->") != 1:
        raise InvalidArgumentError(f"{what}: the pattern is 'left -> right', got {pattern!r}")
    left, right = pattern.split("->")
    counter = [0]
    lhs, rhs = _Side(left, what, counter), _Side(right, what, counter)
    if lhs.ellipsis_in_group:
        raise InvalidArgumentError(f"{what}: '...' in parentheses on the left of {pattern!r}")
    return lhs, rhs


def _size_of_unnamed(a):
    return int(a.split(":")[1]) if a.startswith("#") else None


def _plan(x_shape, pattern, what, axes_lengths, kind):
    """``(left_axes, sizes, lhs, rhs)``: the input's elementary axes in order, every axis's size,
    and the two sides with the ellipsis expanded."""
    lhs, rhs = _parse(pattern, what)
    if rhs.has_ellipsis and not lhs.has_ellipsis:
        raise InvalidArgumentError(f"{what}: '...' on the right but not on the left of {pattern!r}")
    if lhs.has_ellipsis and not rhs.has_ellipsis and kind != "reduce":
        raise InvalidArgumentError(f"{what}: '...' on the left but not on the right of {pattern!r}")
    ndim = len(x_shape)
    fixed = len(lhs.groups) - (1 if lhs.has_ellipsis else 0)
    if (ndim < fixed) if lhs.has_ellipsis else (ndim != fixed):
        raise ShapeError(f"{what}: the pattern's left side {pattern.split('->')[0].strip()!r} has {fixed} axes"
                         f"{' and ...' if lhs.has_ellipsis else ''}; the input has {ndim}: shape {tuple(x_shape)}")
    k = ndim - fixed
    left_groups, right_groups = lhs.expanded(k), rhs.expanded(k)
    for name in axes_lengths:
        if not _NAME.match(name):
            raise InvalidArgumentError(f"{what}: {name!r} is no axis name")
    sizes = {}
    for name, n in axes_lengths.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise InvalidArgumentError(f"{what}: the length of axis {name!r} must be a positive int, got {n!r}")
        sizes[name] = n
    for g in left_groups + right_groups:
        for a in g:
            if a.startswith("#"):
                sizes[a] = _size_of_unnamed(a)
    for g, dim in zip(left_groups, x_shape):
        dim = int(dim)
        unknown = [a for a in g if a not in sizes]
        known = math.prod(sizes[a] for a in g if a in sizes)
        if len(unknown) > 1:
            raise InvalidArgumentError(f"{what}: the sizes of {unknown} in ({' '.join(g)}) are not known; give all "
                                       f"but one as keywords")
        if unknown:
            if known == 0 or dim % known:
                raise ShapeError(f"{what}: an axis of size {dim} cannot be split into ({' '.join(g)}) with the "
                                 f"other sizes {known}")
            sizes[unknown[0]] = dim // known
        elif known != dim:
            raise ShapeError(f"{what}: the input axis ({' '.join(g) or '1'}) has size {dim}, the pattern and "
                             f"lengths give {known}")
    left_names = {a for g in left_groups for a in g}
    right_names = {a for g in right_groups for a in g}
    unused = set(axes_lengths) - left_names - right_names
    if unused:
        raise InvalidArgumentError(f"{what}: the lengths {sorted(unused)} name no axis of {pattern!r}")
    if kind == "rearrange" and left_names != right_names:
        raise InvalidArgumentError(f"{what}: the axes {_shown(left_names ^ right_names)} are on one side of "
                                   f"{pattern!r} only")
    if kind == "reduce" and right_names - left_names:
        raise InvalidArgumentError(f"{what}: the axes {_shown(right_names - left_names)} of the right side are not "
                                   f"on the left of {pattern!r}")
    if kind == "repeat":
        if left_names - right_names:
            raise InvalidArgumentError(f"{what}: the axes {_shown(left_names - right_names)} of the left side are "
                                       f"not on the right of {pattern!r} (einops_reduce reduces axes)")
        missing = [a for a in right_names - left_names if a not in sizes]
        if missing:
            raise InvalidArgumentError(f"{what}: the new axes {sorted(missing)} need their lengths as keywords")
    left_axes = [a for g in left_groups for a in g]
    return left_axes, sizes, left_groups, right_groups


def _shown(names):
    return sorted("..." if a.startswith(_ELLIPSIS) else (a.split(":")[1] if a.startswith("#") else a)
                  for a in names)


def _finish(ivy, y, right_groups, sizes, out):
    y = ivy.reshape(y, tuple(math.prod(sizes[a] for a in g) for g in right_groups))
    if out is not None:
        return ivy.inplace_update(out, y)
    return y


def _arrange(x, pattern, what, axes_lengths, kind, reduction=None, out=None):
    ivy = _ivy()
    if not (x.__class__ is _d._Array or _d._TYPES[type(x)] is not None):
        x = ivy.asarray(x)
    left_axes, sizes, _, right_groups = _plan(tuple(x.shape), pattern, what, axes_lengths, kind)
    y = ivy.reshape(x, tuple(sizes[a] for a in left_axes))
    right_axes = [a for g in right_groups for a in g]
    gone = tuple(i for i, a in enumerate(left_axes) if a not in right_axes)
    if gone:
        y = _reduce(ivy, y, gone, reduction, what)
        left_axes = [a for a in left_axes if a in right_axes]
    order = [left_axes.index(a) for a in right_axes if a in left_axes]
    if order != list(range(len(order))):
        y = ivy.permute_dims(y, tuple(order))
    if len(right_axes) > len(order):  # einops_repeat: the new axes, size 1 then broadcast
        kept = [a for a in right_axes if a in left_axes]
        y = ivy.reshape(y, tuple(sizes[a] if a in kept else 1 for a in right_axes))
        y = ivy.broadcast_to(y, tuple(sizes[a] for a in right_axes))
    return _finish(ivy, y, right_groups, sizes, out)


def _reduce(ivy, y, axes, reduction, what):
    if callable(reduction):
        return reduction(y, axes)
    if reduction not in _REDUCTIONS:
        raise InvalidArgumentError(f"{what}: the reduction is one of {list(_REDUCTIONS)} or a function "
                                   f"(x, axes), got {reduction!r}")
    return getattr(ivy, reduction)(y, axis=axes)


def einops_rearrange(x, pattern, /, *, out=None, **axes_lengths):
    """``x`` with its axes reordered, split and merged as ``pattern`` says (einops'
    ``rearrange``): a transpose and reshapes.

    >>> x = ivy.reshape(ivy.arange(6), (2, 3))
    >>> ivy.to_list(ivy.einops_rearrange(x, "h w -> w h"))
    [[0, 3], [1, 4], [2, 5]]
    >>> ivy.to_list(ivy.einops_rearrange(x, "h (w two) -> (h w) two", two=1))
    [[0], [1], [2], [3], [4], [5]]
    >>> ivy.einops_rearrange(ivy.ones((2, 3, 4, 5)), "b ... c -> b c (...)").shape
    (2, 5, 12)
    """
    return _arrange(x, pattern, "ivy.einops_rearrange", axes_lengths, "rearrange", out=out)


def einops_reduce(x, pattern, reduction, /, *, out=None, **axes_lengths):
    """``x`` reduced over the axes ``pattern`` leaves out of its right side (einops'
    ``reduce``), then arranged as the right side says. ``reduction`` is ``"sum"``, ``"mean"``,
    ``"max"``, ``"min"``, ``"prod"``, ``"any"``, ``"all"`` (ivy's functions of those names) or a
    function ``(x, axes)`` reducing the tuple of axes ``axes``.

    >>> x = ivy.reshape(ivy.arange(8.0), (2, 4))
    >>> ivy.to_list(ivy.einops_reduce(x, "b (c p) -> b c", "mean", p=2))
    [[0.5, 2.5], [4.5, 6.5]]
    >>> ivy.einops_reduce(ivy.ones((2, 3, 4)), "b ... -> b 1", "sum").shape
    (2, 1)
    """
    return _arrange(x, pattern, "ivy.einops_reduce", axes_lengths, "reduce", reduction=reduction, out=out)


def einops_repeat(x, pattern, /, *, out=None, **axes_lengths):
    """``x`` with new axes (the right side's names missing on the left, or numbers) along which
    its values repeat, arranged as ``pattern`` says (einops' ``repeat``).

    >>> x = ivy.asarray([1, 2])
    >>> ivy.to_list(ivy.einops_repeat(x, "w -> h w", h=2))
    [[1, 2], [1, 2]]
    >>> ivy.to_list(ivy.einops_repeat(x, "w -> (w r)", r=3))
    [1, 1, 1, 2, 2, 2]
    >>> ivy.einops_repeat(x, "w -> w 3").shape
    (2, 3)
    """
    return _arrange(x, pattern, "ivy.einops_repeat", axes_lengths, "repeat", out=out)
