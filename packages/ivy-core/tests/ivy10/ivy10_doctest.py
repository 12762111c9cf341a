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
- commas and whitespace are ignored (NumPy's ``[1. 2.]`` is ``[1., 2.]``);
- a dtype is the same whether written ``'float32'``, ``float32`` or ``ivy.float32``;
- as in Ivy 1.0's own docstring test, ``, dtype=...`` after an array's values and the
  ``ivy.Shape`` before a shape's are left out (``ivy.Shape(2, 3)`` is ``(2, 3)``);
- every other token (``ivy.array``, brackets, keys, ``True``, words) must be equal.

Usage: ``python ivy10_doctest.py EXAMPLES.json BACKEND [OUT.json]`` runs every example and
prints the pass rate (writing each example's result to ``OUT.json``).
"""

from __future__ import annotations

import doctest
import json
import math
import re
import signal
import sys

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
_IGNORED = re.compile(r",\s*dtype=[^)\]}]*|ivy\.Shape(?=\()")
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
    text = _IGNORED.sub("", text)
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
    tw, tg = tokens(want), tokens(got)
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
    for name in sorted(dir(ivy)):
        if name.startswith("unset_") and callable(getattr(ivy, name)):
            for _ in range(8):
                try:
                    getattr(ivy, name)()
                except Exception:  # noqa: BLE001 - nothing (more) to unset
                    break
    try:
        ivy.set_backend(backend)
    except Exception:  # noqa: BLE001
        pass


def run(groups, backend, select=None):
    """Run the docstrings ``groups`` (examples.json's list) on ``backend``.

    Returns ``{example id: (passed, got)}`` for every example with an expected output
    (``select``: only the groups whose name it holds).
    """
    import ivy

    try:
        import numpy
    except ImportError:
        numpy = None
    results = {}
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
                runner.run(test, clear_globs=True)
            except _Timeout:
                pass
            finally:
                signal.alarm(0)
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
