"""Element-wise functions against array-api-strict."""

from __future__ import annotations

import array_api_strict as xp
from hypothesis import given

import ivy

from . import strategies as sti
from .helpers import assert_same, to_ivy, to_strict


@given(sti.broadcastable_pair(kind="numeric"))
def test_add(pair):
    a, b = pair
    assert_same(ivy.add(to_ivy(a), to_ivy(b)), xp.add(to_strict(a), to_strict(b)))
