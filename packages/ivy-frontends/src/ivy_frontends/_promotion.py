"""Type promotion as the frameworks define it: a pair table plus tiers of operands.

Every framework promotes in the same shape (array-api-compat's explicit tables are the model):

- a **pair table**: ``promote(a, b)`` for two "strong" operands (torch's ``promote_types``,
  NumPy's ``promote_types``, JAX's lattice), written out as a dict once at import;
- **tiers** of operands, strongest first (torch: tensors with dimensions, 0-d tensors,
  Python numbers; NumPy 2 and JAX: arrays, then Python scalars, which are "weak"). Operands
  of a tier are promoted together by the table; a weaker tier changes the result only where
  its *category* (bool < integer < floating < complex) is higher, through the framework's
  ``combine(stronger_result, weaker_result)``.

A frontend builds one :class:`Promotion` with its table, categories and ``combine``; its
operations call :meth:`Promotion.result_type` with the operands' dtypes already sorted into
tiers. Nothing here is rebuilt per call.
"""

from __future__ import annotations


class Promotion:
    """A framework's promotion: ``table[(a, b)]`` (None where the framework refuses the pair),
    ``category[d]`` (0 bool, 1 integer, 2 floating, 3 complex) and ``combine``."""

    __slots__ = ("table", "category", "combine", "refuse")

    def __init__(self, dtypes, promote_pair, category, combine, refuse):
        self.table = {}
        for a in dtypes:
            for b in dtypes:
                self.table[(a, b)] = promote_pair(a, b)
        self.category = category
        self.combine = combine
        self.refuse = refuse  # refuse(a, b) -> the exception for a pair the table refuses

    def promote(self, a, b):
        """The pair table's result; raises the framework's error for a refused pair."""
        if a is b:
            return a
        r = self.table[(a, b)]
        if r is None:
            raise self.refuse(a, b)
        return r

    def promote_all(self, dtypes):
        """The table folded over ``dtypes`` (None for none)."""
        r = None
        for d in dtypes:
            r = d if r is None else self.promote(r, d)
        return r

    def result_type(self, *tiers):
        """The result dtype of operands sorted into ``tiers`` (iterables of dtypes, strongest first)."""
        result = None
        for tier in reversed(tiers):
            t = self.promote_all(tier)
            if t is None:
                continue
            result = t if result is None else self.combine(self, t, result)
        return result
