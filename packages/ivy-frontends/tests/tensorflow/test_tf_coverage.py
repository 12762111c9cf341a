"""Every public function of ``tf`` and ``tf.math`` that takes arrays against real TensorFlow
(``tf_driver``): the pass rate on the backend under test is printed and must be at least 90%;
every record not listed in ``tf-xfails.txt`` must match."""

from __future__ import annotations

import os
import zlib

import pytest
import tf_driver as drv

import ivy

pytest.importorskip("tensorflow")

SLICE = bool(os.environ.get("IVY_FRONTENDS_SLICE")) and drv.MODE != "full"


def _backend():
    return ivy.current_backend().name


@pytest.mark.skipif(SLICE, reason="backend-independent: numpy's CI run has it")
def test_every_tf_name_is_classified_and_exists():
    """Each public callable of tf/tf.math is a record, an alias or out of scope; each record and alias
    exists in the frontend."""
    import ivy_frontends.tensorflow as ftf

    cl = drv.classify()
    missing = sorted(k for k, (kind, _) in cl.items() if kind == "missing")
    assert not missing, f"tf names with no record and no out-of-scope reason: {missing}"
    absent = []
    for name, (kind, _) in cl.items():
        if kind in ("record", "alias"):
            try:
                drv._get(ftf, name)
            except AttributeError:
                absent.append(name)
    assert not absent, f"in the driver but not in ivy_frontends.tensorflow: {absent}"
    assert sum(1 for v in cl.values() if v[0] != "out") >= 250


@pytest.mark.skipif(SLICE, reason="backend-independent: numpy's CI run has it")
def test_xfail_entries_name_records_with_reasons():
    cl = drv.classify()
    for name, per in drv.xfails().items():
        assert name in cl and cl[name][0] != "out", name
        assert all(b in drv.BACKENDS and r.strip() for b, r in per.items()), name


def test_tf_coverage_rate():
    """The records this backend runs (CI: ``spread``; full: all) match TF; the rate is printed."""
    import ivy_frontends.tensorflow as ftf

    be = _backend()
    cl = drv.classify()
    xf = drv.xfails()
    results = {}
    # JAX compiles per shape: its CI slice runs half of its records (by a hash), each on its first case only
    lean = SLICE and be == "jax"
    for name, (kind, v) in cl.items():
        if kind != "record" or be not in drv.backends_of(name):
            continue
        if lean and zlib.crc32(name.encode()) % 2:
            continue
        results[name] = drv.run_record(name, v[:1] if lean else v)
    for name, (kind, v) in cl.items():
        if kind == "alias" and v in results:
            same = drv._get(ftf, name) is drv._get(ftf, v)
            results[name] = results[v] if same else "not the tf.math function"
    fails = {k: why for k, why in results.items() if why is not None}
    rate = 100.0 * (len(results) - len(fails)) / max(len(results), 1)
    print(f"\ntf coverage on {be}: {len(results) - len(fails)}/{len(results)} = {rate:.1f}%")
    unexpected = {k: why for k, why in fails.items() if be not in xf.get(k, {})}
    assert not unexpected, unexpected
    assert rate >= 90.0
