"""Run Ivy 1.0's docstring examples (``data/examples.json``) on whichever ``ivy`` is installed.

Used by ``test_ivy10_examples.py`` (ours) and by ``generate_examples.py`` (the real
``ivy==1.0.0.5`` in a throwaway venv, for the reference pass flags), so it imports nothing but
the standard library and ``ivy``.

An *example* is a docstring statement with an expected output (``want``); the statements
without one before it are its setup. Each docstring runs in a fresh namespace holding ``ivy`` and
``np`` (NumPy: Ivy 1.0's docstring test ran them where ``np`` was imported),
its statements in order, as ``doctest`` runs them; the global settings its statements change
(backend, default dtypes and device, modes) are reset afterwards.

Outputs are compared by :class:`Checker`: first as ``doctest`` does (whitespace normalized,
``...`` matches anything), then token by token with a tolerance:

- numbers are equal within ``RTOL * |want| + ATOL``: two significant figures, as Ivy 1.0's own
  docstring test checked them (the docstrings show values rounded by hand as often as NumPy's
  8 digits); NaNs equal NaNs, infinities equal infinities of the same sign;
  an integer and a float of the same value are equal (``1`` and ``1.``);
- commas and whitespace are ignored (NumPy's ``[1. 2.]`` is ``[1., 2.]``), and so is ``...`` in
  ``want``, which the docstrings use to continue an output's lines (Ivy 1.0's own test did so);
- a dtype is the same whether written ``'float32'``, ``float32`` or ``ivy.float32``;
- as in Ivy 1.0's own docstring test, ``, dtype=...`` after an array's values (and what
  follows it there: ivy's ``repr`` adds ``backend=...``) and the ``ivy.Shape`` before a shape's
  are left out (``ivy.Shape(2, 3)`` is ``(2, 3)``, and so is torch's native ``torch.Size([2, 3])``);
  so is ``, shape=(...)`` (Ivy 1.0 shows it for empty arrays, ivy's ``repr`` of a Container's
  leaves for all);
- an array's wrapper is left out, the values inside compared: ``ivy.array([1., 2.])``, NumPy's
  ``array([1., 2.])`` and ``[1. 2.]`` and torch's ``tensor([1., 2.])`` show the same values (and
  so do ``numpy.ndarray(...)`` / ``torch.Tensor(...)``, the ``repr`` of a Container's native leaf). Ivy
  1.0 returned ``ivy.Array`` for native input, ivy returns a native array (native in, native
  out: ARCHITECTURE.md section 4, a deliberate difference); Ivy 1.0's own test removed the
  wrapper too (``IVY10_STRICT=1`` in the environment keeps it, to measure that difference);
- a list's ``[...]`` and a tuple's ``(...)`` show the same sequence: the standard's functions
  return tuples where Ivy 1.0's returned lists (``unstack``, ``broadcast_arrays``, a shape); Ivy
  1.0's own test left out every bracket (``IVY10_STRICT=1`` keeps this and the wrappers);
- every other token (braces, keys, ``True``, words) must be equal.

Usage: ``python ivy10_doctest.py EXAMPLES.json BACKEND [OUT.json]`` runs every example and
prints the pass rate (writing each example's result to ``OUT.json``).
"""

from __future__ import annotations

import doctest
import json
import math
import os
import re
import signal
import sys

STRICT = os.environ.get("IVY10_STRICT") == "1"
# The backends the examples may switch to (IVY10_BACKENDS="numpy,torch"; all installed if unset).
ONLY = tuple(b for b in os.environ.get("IVY10_BACKENDS", "").split(",") if b)
RTOL = 1e-2  # two significant figures, as Ivy 1.0's own docstring test (ivy_tests/test_docstrings.py)
ATOL = 1e-6
# Seconds one docstring may run (a few Ivy 1.0 examples wait on queues or devices).
GROUP_TIMEOUT = 20

_NUM = r"(?:(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf\b|nan\b)"
_TOKEN = re.compile(
    rf"""(?P<num>[-+]?{_NUM}(?:[-+]{_NUM}j|j)?)
       |(?P<str>'[^'\n]*'|"[^"\n]*")
       |(?P<word>[A-Za-z_][\w.]*)
       |(?P<punct>[^\s,\w])""",
    re.X,
)
_IGNORED = re.compile(r",\s*shape=\([^)]*\)|,\s*dtype=[^)\]}]*|ivy\.Shape(?=\()")
_WRAPPERS = ("ivy.array", "array", "tensor", "numpy.ndarray", "torch.Tensor")
# A list's and a tuple's brackets show the same sequence (applied after the wrappers are gone)
_SAME_BRACKET = {"(": "[", ")": "]"}
_TORCH_SIZE = re.compile(r"torch\.Size\(\[([^\]]*)\]\)")
_DTYPES = {
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
}


def _number(text):
    t = text.replace("inf", "Infinity")
    if t.endswith("j"):
        return complex(t.replace("Infinity", "inf"))
    return float(t.replace("Infinity", "inf"))


def tokens(text):
    """The comparable tokens of an output: numbers as Python numbers, the rest as strings."""
    out = []
    text = _TORCH_SIZE.sub(r"(\1)", _IGNORED.sub("", text))
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        tok = m.group(kind)
        if kind == "num":
            out.append(_number(tok))
            continue
        if kind == "str":
            tok = tok[1:-1]
        if tok.startswith("ivy.") and tok[4:] in _DTYPES:
            tok = tok[4:]
        out.append(tok)
    if STRICT:
        return out
    return [_SAME_BRACKET.get(t, t) if isinstance(t, str) else t for t in _unwrapped(out)]


def _unwrapped(toks):
    """``toks`` without array wrappers: ``ivy.array(`` / NumPy's ``array(`` / torch's ``tensor(``
    and the matching ``)`` (the values inside stay)."""
    out, closing, depth = [], [], 0
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in _WRAPPERS and i + 1 < len(toks) and toks[i + 1] == "(":
            depth += 1
            closing.append(depth)
            i += 2
            continue
        if t == "(":
            depth += 1
        elif t == ")":
            if closing and closing[-1] == depth:
                closing.pop()
                depth -= 1
                i += 1
                continue
            depth -= 1
        out.append(t)
        i += 1
    return out


def _close(a, b):
    if isinstance(a, complex) or isinstance(b, complex):
        a, b = complex(a), complex(b)
        return _close(a.real, b.real) and _close(a.imag, b.imag)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= ATOL + RTOL * abs(b)


def outputs_match(want, got):
    """Whether ``got`` shows what ``want`` shows, with the tolerance of the module docstring."""
    tw, tg = tokens(want.replace("...", " ")), tokens(got)
    if len(tw) != len(tg):
        return False
    for w, g in zip(tw, tg):
        wn, gn = isinstance(w, (float, complex)), isinstance(g, (float, complex))
        if wn and gn:
            if not _close(g, w):
                return False
        elif wn or gn or w != g:
            return False
    return True


class Checker(doctest.OutputChecker):
    def check_output(self, want, got, optionflags):
        if super().check_output(want, got, optionflags):
            return True
        return outputs_match(want, got)


class _Runner(doctest.DocTestRunner):
    def __init__(self):
        super().__init__(checker=Checker(), verbose=False,
                         optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        self.results = {}
        self.setup_error = None  # the first error of a statement since the last example

    def report_start(self, out, test, example):
        pass

    def report_success(self, out, test, example, got):
        self.results[id(example)] = (True, got)
        self.setup_error = None

    def report_failure(self, out, test, example, got):
        if not example.want.strip():  # a statement without expected output printed something
            return
        if self.setup_error:
            got = f"{got}\n[after {self.setup_error}]"
        self.results[id(example)] = (False, got)
        self.setup_error = None

    def report_unexpected_exception(self, out, test, example, exc_info):
        msg = f"{exc_info[0].__name__}: {exc_info[1]}"[:500]
        if example.want.strip():
            self.results[id(example)] = (False, msg)
            self.setup_error = None
        elif self.setup_error is None:
            self.setup_error = f"{msg} in: {example.source.strip()[:200]}"


class _Timeout(BaseException):
    pass


def _alarm(signum, frame):
    signal.alarm(2)  # doctest catches the exception as the example's: stop the next ones too
    raise _Timeout


def _reset(ivy, backend):
    """Undo the global settings a docstring's statements may have changed."""
    if isinstance(getattr(ivy, "split_factors", None), dict):
        ivy.split_factors.clear()
    for name in sorted(dir(ivy)):
        if name.startswith("unset_") and callable(getattr(ivy, name)):
            for _ in range(8):
                try:
                    getattr(ivy, name)()
                except Exception:  # noqa: BLE001 - nothing (more) to unset
                    break
    try:
        if backend is None:
            ivy.unset_backend()
        else:
            ivy.set_backend(backend)
    except Exception:  # noqa: BLE001
        pass


def run(groups, backend, select=None, only=ONLY):
    """Run the docstrings ``groups`` (examples.json's list) on ``backend``.

    Returns ``{example id: (passed, got)}`` for every example with an expected output
    (``select``: only the groups whose name it holds). ``only``: the backends the examples may
    switch to (on ivy: the others are hidden while they run, as where they are not installed;
    a few examples set the tensorflow or jax backend, whose import beside torch's may crash).
    """
    import ivy

    hidden = {}
    registry = getattr(getattr(ivy, "_dispatch", None), "_BACKENDS", None)
    if only and isinstance(registry, dict):
        ivy._dispatch.discover()
        hidden = {k: v for k, v in registry.items() if k not in only}
        for k in hidden:
            del registry[k]
    try:
        return _run(ivy, groups, backend, select)
    finally:
        _reset(ivy, None)
        if hidden:
            registry.update(hidden)


def _run(ivy, groups, backend, select):
    try:
        import numpy
    except ImportError:
        numpy = None
    results = {}
    # load the backends the examples switch to beforehand (torch takes seconds), outside the timeouts
    try:
        installed = ivy.backends()
    except Exception:  # noqa: BLE001 - Ivy 1.0 has no such function
        installed = ()
    for name in (backend, "numpy", "torch"):
        if name in installed:
            ivy.get_backend(name).load()
    _reset(ivy, backend)
    old = signal.signal(signal.SIGALRM, _alarm)
    try:
        for group in groups:
            if select is not None and group["name"] not in select:
                continue
            examples = [doctest.Example(e["source"], e["want"], lineno=i)
                        for i, e in enumerate(group["examples"])]
            test = doctest.DocTest(examples, {"ivy": ivy, "np": numpy, "__name__": "ivy10_example"},
                                   group["name"], group["file"], group["lineno"], None)
            runner = _Runner()
            signal.alarm(GROUP_TIMEOUT)
            try:
                try:
                    runner.run(test, clear_globs=True)
                finally:
                    signal.alarm(0)
            except _Timeout:  # (also one re-armed by _alarm, firing as the run ended)
                pass
            _reset(ivy, backend)
            for ex, e in zip(examples, group["examples"]):
                if e["want"].strip():
                    results[e["id"]] = runner.results.get(id(ex), (False, "not run (timeout)"))
    finally:
        signal.signal(signal.SIGALRM, old)
    return results


def main(argv):
    with open(argv[0]) as f:
        groups = json.load(f)["groups"]
    results = run(groups, argv[1])
    passed = sum(ok for ok, _ in results.values())
    print(f"{passed} of {len(results)} examples pass ({100 * passed / len(results):.1f}%) on {argv[1]}")
    if len(argv) > 2:
        with open(argv[2], "w") as f:
            json.dump({k: {"passed": ok, "got": got} for k, (ok, got) in results.items()}, f, indent=0)


if __name__ == "__main__":
    main(sys.argv[1:])
