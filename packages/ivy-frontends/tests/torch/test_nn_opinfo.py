"""``torch.nn.functional``'s OpInfos (the ``nn.functional.*`` entries of PyTorch's ``op_db``) through the
OpInfo driver (``opinfo_driver.py``): each op's samples on the backend under test against real torch.

- the function on every sample (dtype, shape and values; torch's refusals refused);
- ``inplace=True`` (the OpInfos' in-place variants are ``F.<op>(x, ..., inplace=True)``): the same
  values, written into and returned as the input;
- every op exists; the pass rate computed from ``nn-xfails.txt`` is at least 90% on every backend;
  an op listed there that passes fails (so the list stays exact).

CI (``IVY_OPINFO=ci``, the default): each op on 2 of the 4 backends (the driver's hash spread), its
first float and integer dtypes, 2 samples each; ``IVY_OPINFO=full``: every op on every backend,
every dtype the backend holds, 12 samples each. The driver settings for these ops (adapters,
random samples, tolerances) are in ``nn_opinfo_config.py``.
"""

from __future__ import annotations

import os

import opinfo_driver as drv
import pytest

import ivy_frontends.torch.nn  # noqa: F401 - the namespace the driver resolves nn.functional names in

OPS = drv.selected_ops("nn")


def _backend():
    return os.environ.get("IVY_TEST_BACKEND", "numpy")


def _here():
    b = _backend()
    return [op for op in OPS if b in drv.backends_of(op)]


def _check(op, kind, run):
    backend = _backend()
    reason = drv.xfail_reason(op, backend, kind)
    failure = run()
    if reason is not None:
        if failure is None:
            pytest.fail(f"{drv.op_id(op)} ({kind}) passes on {backend}: remove it from nn-xfails.txt ({reason})")
        pytest.xfail(reason)
    assert failure is None, failure


@pytest.mark.parametrize("op", _here(), ids=drv.op_id)
def test_nn_functional_matches_torch(op):
    _check(op, "function", lambda: drv.check_op(op, ("function",))["function"])


def _inplace_failure(op):
    """The first sample where ``F.<op>(x, ..., inplace=True)`` differs from torch's in-place variant."""
    import torch

    import ivy_frontends.torch as fe

    fn = getattr(fe.nn.functional, op.name.split(".")[-1])
    random = op.name in drv.RANDOM or drv.op_id(op) in drv.RANDOM
    for dt in drv.sample_dtypes(op):
        if not dt.is_floating_point:
            continue
        for i, s in enumerate(drv.samples(op, dt)):
            if not isinstance(s.input, torch.Tensor) or str(dt).split(".")[1] not in drv.held_dtypes():
                continue
            clone = s.input.detach().clone()
            try:
                torch.manual_seed(0)
                theirs = op.inplace_variant(clone, *s.args, **s.kwargs)
            except Exception:  # noqa: BLE001 - torch refusing the sample in place: not compared
                continue
            x = drv.to_frontend(s.input.detach().clone())
            args, kwargs = drv.to_frontend(list(s.args)), drv.to_frontend(dict(s.kwargs))
            try:
                ours = fn(x, *args, inplace=True, **kwargs)
                if theirs is clone and ours is not x:
                    return f"sample {i}: the in-place result is not the input"
                drv.compare(ours, theirs, op.name, random)
                drv.compare(x, clone, op.name, random, "self")
            except Exception as e:  # noqa: BLE001 - a mismatch or an error is this sample's failure
                return f"{str(dt).split('.')[1]} sample {i}: {type(e).__name__}: {str(e)[:400]}"
    return None


INPLACE_OPS = [op for op in _here() if op.inplace_variant is not None]


@pytest.mark.parametrize("op", INPLACE_OPS, ids=drv.op_id)
def test_nn_functional_inplace_matches_torch(op):
    _check(op, "inplace", lambda: _inplace_failure(op))


def test_every_nn_functional_op_exists():
    missing = [drv.op_id(op) for op in OPS if drv.function_impl(op) is None]
    assert not missing, f"missing in ivy_frontends.torch.nn.functional: {missing}"


def test_nn_pass_rate_is_at_least_90_percent():
    backend = _backend()
    failing = [drv.op_id(op) for op in OPS if drv.xfail_reason(op, backend)]
    rate = 1 - len(failing) / len(OPS)
    assert rate >= 0.9, f"nn.functional on {backend}: {len(OPS) - len(failing)}/{len(OPS)} = {rate:.1%} ({failing})"


def test_nn_xfail_entries_name_nn_ops_with_reasons():
    ids = {drv.op_id(op) for op in OPS}
    text = (drv.HERE / "nn-xfails.txt").read_text()
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 2)
        assert parts[0].split(":")[0] in ids, f"nn-xfails.txt names an unknown nn op: {parts[0]!r}"
        assert len(parts) == 3 and parts[2].strip(), f"nn-xfails.txt: {parts[0]} needs backends and a reason"
