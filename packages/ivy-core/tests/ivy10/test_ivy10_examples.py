"""Ivy 1.0 code runs unchanged: the ``>>>`` examples of Ivy 1.0's functional API (1412 with an
expected output, ``data/examples.json``, extracted from the ``ivy==1.0.0.5`` wheel by
``generate_examples.py``) run on ivy with the numpy and the torch backend, compared by
``ivy10_doctest.Checker`` (two significant figures, as Ivy 1.0's own docstring test).

At least :data:`THRESHOLD` of them must pass on each backend (ivy==1.0.0.5 itself passes 87.2% on
numpy and 84.9% on torch under the same comparison), and every example Ivy 1.0 passes that ivy
does not must be listed, with its reason, in ``data/known_differences.json`` (written by
``generate_examples.py --differences``; the ivy-core README summarizes them): a new failure is a
regression. The examples Ivy 1.0 fails itself (docstring mistakes, random draws, the machine's
memory and devices) need no reason.
"""

from __future__ import annotations

import json
import pathlib

import pytest
from ivy10_doctest import run

import ivy

DATA = pathlib.Path(__file__).parent / "data"
THRESHOLD = 0.85
# The backends the examples may switch to (those of CI's numpy session): a few set tensorflow,
# jax, paddle or mxnet, and fail as where those are not installed.
ALLOWED = ("numpy", "torch")


@pytest.fixture(scope="module")
def examples():
    return json.loads((DATA / "examples.json").read_text())["groups"]


@pytest.mark.parametrize("backend", ["numpy", "torch"])
def test_ivy10_docstring_examples(backend, examples):
    if backend not in ivy.backends():
        pytest.skip(f"the {backend} backend is not installed")
    known = json.loads((DATA / "known_differences.json").read_text())[backend]
    ivy10 = {e["id"]: e["ivy10"][backend] for g in examples for e in g["examples"] if e["want"].strip()}
    results = run(examples, backend, only=ALLOWED)
    assert set(results) == set(ivy10)
    passed = sum(ok for ok, _ in results.values())
    rate = passed / len(results)
    regressions = {k: got[:300] for k, (ok, got) in results.items() if not ok and ivy10[k] and k not in known}
    assert not regressions, (
        f"{len(regressions)} examples Ivy 1.0 passes fail on {backend} and are not known differences "
        f"(data/known_differences.json): {json.dumps(regressions, indent=1)}")
    assert rate >= THRESHOLD, f"{passed} of {len(results)} ({100 * rate:.1f}%) Ivy 1.0 examples pass on {backend}"
