"""JAX's own ``jax.numpy`` op records (``jnp_records``) against ``ivy_frontends.jax.numpy`` on the
backend under test, compared with the real ``jax.numpy`` (dtype, weak type, shape, values).

- every record matches JAX on its cases unless ``jnp-xfails.txt`` lists it (with a reason) for this
  backend; a listed record that passes is reported under ``IVY_OPINFO=full``;
- the pass rate the xfail list implies is at least 95% on every backend, and no backend is more
  than 5 points below the best.

CI spreads the records over the backends (each on 2 of 4, ``jnp_driver.backends_of``);
``IVY_OPINFO=full`` runs every record everywhere. ``jnp_report.py`` measures the rate directly.
"""

from __future__ import annotations

import warnings

import jnp_driver as drv
import pytest

from ivy.testing.helpers import backend_name


@pytest.fixture(autouse=True)
def _x64_off():
    from ivy_frontends.jax import config

    config.update("jax_enable_x64", False)  # the driver computes JAX's results under the same flag
    yield


@pytest.mark.parametrize("rid", drv.RECORD_IDS)
def test_record_matches_jax(rid):
    if backend_name() not in drv.backends_of(rid):
        pytest.skip(f"CI spread: {rid} runs on {drv.backends_of(rid)} (IVY_OPINFO=full runs all)")
    r = drv.BY_ID[rid]
    cs = drv.cases(r)
    if not cs:
        pytest.skip(f"{rid}: no dtype of the record's family is held by the {backend_name()} backend")
    failure = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in cs:
            m = drv.check(r, case)
            if m:
                failure = f"{case[0]} {case[1]} {case[2]}: {m}"
                break
    reason = drv.expected_failure(rid, backend_name())
    if failure and not reason:
        pytest.fail(failure)
    if reason and not failure and drv.MODE == "full":
        pytest.fail(f"{rid} passes but jnp-xfails.txt lists it ({reason}): remove the entry")


def _rate(backend):
    total = len(drv.RECORD_IDS)
    failing = sum(1 for rid in drv.RECORD_IDS if drv.expected_failure(rid, backend))
    return 100.0 * (total - failing) / total


def test_pass_rate_is_at_least_95_percent_on_every_backend():
    drv.skip_if_sliced()
    rates = {b: _rate(b) for b in drv.BACKENDS}
    print("jax.numpy records matching JAX (asserted):", {b: f"{r:.1f}%" for b, r in rates.items()})
    assert min(rates.values()) >= 95.0, rates
    assert max(rates.values()) - min(rates.values()) <= 5.0, rates


def test_xfail_entries_name_records_and_backends_with_reasons():
    drv.skip_if_sliced()
    for rid, by_backend in drv.xfails().items():
        assert rid in drv.BY_ID, f"jnp-xfails.txt names {rid}, which is no record"
        for b, reason in by_backend.items():
            assert b in drv.BACKENDS + ("*",), f"{rid}: unknown backend {b}"
            assert len(reason) > 10, f"{rid} {b}: give a reason"
