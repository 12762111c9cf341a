"""``ivy_frontends.jax.lax`` against the real ``jax.lax``: JAX's own op records and the
structural cases (``lax_driver``), on the backend of this run; the pass rate per backend that
``lax-xfails.txt`` implies is asserted to meet issue #45's goal (>= 95%, no backend more than 5
points below the best)."""

from __future__ import annotations

import inspect

import lax_driver as D
import pytest

import ivy
from ivy.testing.helpers import backend_name

IDS = D.all_ids()
GOAL = 0.95


@pytest.mark.parametrize(("kind", "rid"), IDS, ids=[f"{k}:{r}" for k, r in IDS])
def test_lax_record_matches_jax(kind, rid):
    b = backend_name()
    runs_on = D.backends_of(rid)
    if b not in runs_on:
        pytest.skip(f"CI spread: {rid} runs on {', '.join(runs_on)} (IVY_OPINFO=full runs it everywhere)")
    reason = D.xfails().get(rid, {}).get(b)
    msg = D.run(kind, rid)
    if reason:
        if msg is None and D.MODE == "full":
            pytest.fail(f"{rid} passes on {b}: remove its lax-xfails.txt entry ({reason})")
        pytest.xfail(reason)
    assert msg is None, msg


def test_lax_pass_rate_per_backend():
    """The rate the xfail list implies, per backend: every other record is asserted above."""
    total = len(IDS)
    rates = {}
    for b in D.BACKENDS:
        bad = sum(1 for rid, per in D.xfails().items() if b in per)
        rates[b] = (total - bad) / total
    print("jax.lax records matching JAX:", {b: f"{r:.1%}" for b, r in rates.items()})
    assert min(rates.values()) >= GOAL, rates
    assert max(rates.values()) - min(rates.values()) <= 0.05, rates


def test_xfail_entries_name_records_with_reasons():
    ids = {r for _, r in IDS}
    for rid, per in D.xfails().items():
        assert rid in ids, f"lax-xfails.txt names unknown record {rid}"
        for b, reason in per.items():
            assert b in D.BACKENDS and len(reason) > 10, (rid, b, reason)


def test_every_record_op_exists_with_jax_signature():
    """Every op of JAX's table and every public callable of ``jax.lax`` the frontend has carries
    JAX's signature (parameter names, kinds, defaults)."""
    import jax.lax as real

    import ivy_frontends.jax.lax as lax

    for r in D.records():
        assert hasattr(lax, r["op"]), r["op"]
    mismatched = []
    for name in dir(lax):
        if name.startswith("_") or not hasattr(real, name):
            continue
        f, g = getattr(lax, name), getattr(real, name)
        if not (inspect.isfunction(f) and callable(g)) or inspect.isclass(g):
            continue
        try:
            want = inspect.signature(g)
        except (TypeError, ValueError):
            continue
        got = inspect.signature(f)
        norm = lambda s: [(p.name, p.kind, _default(p.default)) for p in s.parameters.values()]  # noqa: E731
        if norm(got) != norm(want):
            mismatched.append(f"{name}{got} != {want}")
    assert not mismatched, "\n".join(mismatched)


def _default(v):
    if v is inspect.Parameter.empty or v is None or isinstance(v, (bool, int, float, str, tuple)):
        return v
    return getattr(v, "name", type(v).__name__)


def test_backend_is_set():
    assert ivy.current_backend_str() == backend_name()
