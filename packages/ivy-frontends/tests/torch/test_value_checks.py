"""The frontend's checks of values (index bounds, a negative variance) against real torch: they
raise as torch does on eager calls, and ``skip_value_checks()`` (what ``ivy_tracer.transpile``
uses while it lifts torch code through the frontend) skips them without changing the results:
no call reads a value then, so a traced graph holds none."""

from __future__ import annotations

import numpy as np
import pytest
import torch as real

import ivy
import ivy_frontends.torch as torch
from ivy_frontends.torch._checks import checks_values, skip_value_checks

_READS = {"min", "max", "any", "all"}


def _cases():
    g = real.Generator().manual_seed(0)
    w = real.randn(6, 3, generator=g)
    x = real.randn(4, 5, generator=g)
    idx = real.randint(0, 6, (2, 3), generator=g)
    gidx = real.randint(0, 5, (4, 2), generator=g)
    sel = real.tensor([0, 3, 1])
    return [
        ("embedding", lambda m, a: m.nn.functional.embedding(a(idx), a(w)), real.nn.functional.embedding(idx, w)),
        ("gather", lambda m, a: m.gather(a(x), 1, a(gidx)), real.gather(x, 1, gidx)),
        ("index_select", lambda m, a: m.index_select(a(x), 0, a(sel)), real.index_select(x, 0, sel)),
        ("take", lambda m, a: m.take(a(x), a(idx)), real.take(x, idx)),
        ("one_hot", lambda m, a: m.nn.functional.one_hot(a(sel), 4), real.nn.functional.one_hot(sel, 4)),
        ("nll_loss", lambda m, a: m.nn.functional.nll_loss(a(x), a(sel[:1].repeat(4))),
         real.nn.functional.nll_loss(x, sel[:1].repeat(4))),
    ]


def _ft(t):
    return torch.tensor(t.numpy())


@pytest.mark.parametrize("name", [c[0] for c in _cases()])
def test_results_equal_torchs_with_and_without_checks_and_skipped_checks_read_no_value(name):
    _, f, want = next(c for c in _cases() if c[0] == name)
    np.testing.assert_allclose(f(torch, _ft).numpy(), want.numpy(), rtol=1e-6, atol=1e-6)
    seen = []

    def hook(backend, qual, fn, a, k):
        seen.append(qual)
        return fn(*a, **k)

    ivy.add_dispatch_hook(hook)
    try:
        with skip_value_checks():
            got = f(torch, _ft)
    finally:
        ivy.remove_dispatch_hook(hook)
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-6, atol=1e-6)
    assert not _READS & set(seen), seen


@pytest.mark.parametrize("name", ["embedding", "gather", "index_select", "take"])
def test_out_of_range_indices_raise_like_torch_outside_skip(name):
    x, w = real.randn(4, 5), real.randn(6, 3)
    bad = real.tensor([[9, 0]])
    calls = {"embedding": (lambda m, a: m.nn.functional.embedding(a(bad), a(w))),
             "gather": (lambda m, a: m.gather(a(x), 1, a(bad.repeat(4, 1)))),
             "index_select": (lambda m, a: m.index_select(a(x), 0, a(bad[0]))),
             "take": (lambda m, a: m.take(a(x), a(bad * 5)))}
    with pytest.raises((IndexError, RuntimeError)):
        calls[name](real, lambda t: t)
    with pytest.raises(ivy.IvyError):
        calls[name](torch, _ft)


def test_skip_value_checks_nests_and_restores():
    assert checks_values()
    with skip_value_checks():
        with skip_value_checks():
            assert not checks_values()
        assert not checks_values()
    assert checks_values()
