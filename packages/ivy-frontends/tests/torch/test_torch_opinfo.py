"""PyTorch's OpInfo database against ``ivy_frontends.torch`` on the backend under test.

- every OpInfo op (but the CUDA-, sparse-, quantization-specific and private ones the driver
  lists with reasons) exists in the frontend, with its Tensor-method and in-place variants;
- every op matches real torch on its samples unless ``torch-xfails.txt`` lists it (with a
  reason) for this backend, and every listed op still fails (so the list stays honest);
- the pass rate computed from the xfail list is at least 90% for the functions and for the
  Tensor methods, on every backend.

``IVY_OPINFO=full`` runs every op here with every dtype and more samples (the CI default
spreads the ops over the backends, see ``opinfo_driver``). ``torch.nn.functional``'s OpInfos run
through the same driver in ``test_nn_opinfo.py``.
"""

from __future__ import annotations

import opinfo_driver as drv
import pytest

from ivy.testing.helpers import backend_name

OPS = drv.selected_ops("torch")


def _here(op):
    return backend_name() in drv.backends_of(op)


@pytest.mark.parametrize("op", OPS, ids=drv.op_id)
def test_op_matches_torch(op):
    if not _here(op):
        pytest.skip(f"CI spread: {drv.op_id(op)} runs on {drv.backends_of(op)} (IVY_OPINFO=full runs all)")
    result = drv.check_op(op)
    failures = []
    for kind, failure in result.items():
        reason = drv.xfail_reason(op, backend_name(), kind)
        if failure and not reason:
            failures.append(f"{kind}: {failure}")
        elif reason and not failure and drv.MODE == "full":
            failures.append(f"{kind} passes but torch-xfails.txt lists it ({reason}): remove the entry")
    assert not failures, "\n".join(failures)


def test_every_op_exists():
    missing = {}
    for op in OPS:
        m = drv.exists(op)
        if m:
            missing[drv.op_id(op)] = m
    assert not missing, f"{len(missing)} OpInfo ops missing: {missing}"


def _rate(kind):
    total = failing = 0
    for op in OPS:
        if kind != "function" and kind not in [k for k, _ in drv.variants(op)]:
            continue
        total += 1
        if drv.xfail_reason(op, backend_name(), kind):
            failing += 1
    return (total - failing) / total, total, failing


@pytest.mark.parametrize("kind", ["function", "method"])
def test_pass_rate_is_at_least_90_percent(kind):
    rate, total, failing = _rate(kind)
    assert rate >= 0.9, f"{kind}s on {backend_name()}: {total - failing}/{total} = {rate:.1%} match torch"


def test_xfail_entries_name_real_ops_and_backends():
    ids = {drv.op_id(op) for op in drv.op_db()}
    for name, per in drv.xfails().items():
        base = name.split(":")[0]
        assert base in ids, f"torch-xfails.txt names an unknown op {name!r}"
        for b, reason in per.items():
            assert b in drv.BACKENDS + ("mxnet",), f"{name}: unknown backend {b!r}"
            assert reason.strip(), f"{name} on {b}: an xfail needs a reason"
