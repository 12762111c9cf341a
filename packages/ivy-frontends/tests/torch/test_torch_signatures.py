"""Signature parity with torch 2.13: ``inspect.signature`` of the real function where it has one,
else every overload torch documents in its docstring (``add(input, other, *, alpha=1, out=None)``).

For each parameter: the same name, the same kind (positional / keyword-only), the same position,
and the same default where torch's default is a literal (None, a number, a bool, a string).
Tensor methods are compared the same way, ``self`` left out.
"""

from __future__ import annotations

import inspect
import keyword
import re

import pytest
import torch as real

import ivy_frontends.torch as fe

MODULES = [("", real, fe), ("linalg.", real.linalg, fe.linalg), ("fft.", real.fft, fe.fft),
           ("special.", real.special, fe.special), ("masked.", real.masked, fe.masked),
           ("signal.windows.", real.signal.windows, fe.signal.windows)]

_EMPTY = inspect.Parameter.empty
POS = "pos"
KW = "kw"
VAR = "var"
VARKW = "varkw"


def _split_top(s):
    out, depth, cur, quote = [], 0, "", None
    for ch in s:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _literal(text):
    text = text.strip()
    for conv in (lambda v: {"None": None, "True": True, "False": False}[v], int, float):
        try:
            return conv(text)
        except (KeyError, ValueError):
            pass
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return _EMPTY  # not a literal (torch.strided, a list): not compared


def parse(params_text):
    """[(name, kind, default)] of a documented parameter list."""
    out = []
    kind = POS
    for tok in _split_top(params_text.replace("\\*", "*")):
        if not tok or tok == "/":
            continue
        if tok == "*":
            kind = KW
            continue
        if tok.startswith("**"):
            out.append((tok[2:].split(":")[0].strip(), VARKW, _EMPTY))
            continue
        if tok.startswith("*"):
            out.append((tok[1:].split(":")[0].strip(), VAR, _EMPTY))
            kind = KW
            continue
        name, default = tok, None
        has_default = "=" in tok
        if has_default:
            name, default = tok.split("=", 1)
        name = name.split(":")[0].strip()
        out.append((name, kind, _literal(default) if has_default else "required"))
    return out


def documented(name, fn):
    """Every documented signature of builtin ``fn`` (short name ``name``): lists of (name, kind, default)."""
    doc = fn.__doc__ or ""
    sigs = []
    for m in re.finditer(rf"(?:^|\n|function:: )\s*{re.escape(name)}\((.*?)\)\s*(?:->|\n|$)", doc):
        text = m.group(1)
        if text.count("(") != text.count(")"):
            continue
        toks = _split_top(text.replace("\\*", "*"))
        if not all(_PARAM.match(tok) for tok in toks if tok):
            continue  # printed output in an example, not a signature
        sigs.append(parse(text))
    return sigs


_PARAM = re.compile(r"^(\*{1,2}|/|\*{0,2}[A-Za-z_]\w*\s*(:[^=]*)?(=.*)?)$", re.S)


def of_signature(sig, drop_first=False):
    out = []
    ps = list(sig.parameters.values())
    if drop_first and ps:
        ps = ps[1:]
    for p in ps:
        kind = {p.POSITIONAL_ONLY: POS, p.POSITIONAL_OR_KEYWORD: POS, p.KEYWORD_ONLY: KW, p.VAR_POSITIONAL: VAR,
                p.VAR_KEYWORD: VARKW}[p.kind]
        default = "required" if p.default is _EMPTY else p.default
        out.append((p.name, kind, default))
    return out


def _defaults_equal(a, b):
    """Whether default ``a`` (ours) matches ``b`` (torch's): torch's literal defaults must be equal; a
    parameter torch requires in one overload may have a default here (another overload omits it)."""
    if b is _EMPTY or a is _EMPTY or b == "required":
        return True
    if isinstance(b, (int, float)) and isinstance(a, (int, float)) and not isinstance(a, bool):
        return a == b
    if b is None or isinstance(b, (bool, str)) or b == "required":
        return a == b and type(a) is type(b)
    return True


def problems(ours, ref):
    """Ways ``ours`` (of_signature) differs from reference ``ref`` (one documented overload)."""
    out = []
    if any(k == VAR for _, k, _ in ref) and any(k == VARKW for _, k, _ in ref) and len(ref) == 2:
        return out  # (*args, **kwargs): nothing to compare
    names = {n: (i, k, d) for i, (n, k, d) in enumerate(ours)}
    ours_var = any(k == VAR for _, k, _ in ours)
    ours_varkw = any(k == VARKW for _, k, _ in ours)
    pos_ours = [n for n, k, _ in ours if k == POS]
    pos_ref = [n for n, k, _ in ref if k == POS]
    var_names = {n for n, k, _ in ours if k == VAR}
    for name, kind, default in ref:
        if keyword.iskeyword(name):
            continue  # ``from`` (random_): never passed by keyword
        if name in var_names and kind == POS:
            continue  # *size / *dims accept the documented sequence too (and varargs, as torch)
        if kind in (VAR, VARKW):
            if not any(k == kind for _, k, _ in ours):
                out.append(f"missing *{name}" if kind == VAR else f"missing **{name}")
            continue
        if name not in names:
            if (kind == KW and ours_varkw) or (kind == POS and ours_var):
                continue
            out.append(f"missing parameter {name!r}")
            continue
        _, okind, odefault = names[name]
        if okind != kind:
            out.append(f"{name!r} is {okind}, torch's is {kind}")
        if not _defaults_equal(odefault, default):
            out.append(f"{name!r} defaults to {odefault!r}, torch's to {default!r}")
    if pos_ref and pos_ours[:len(pos_ref)] != pos_ref and not ours_var:
        common = [n for n in pos_ref if n in pos_ours]
        if [n for n in pos_ours if n in common] != common:
            out.append(f"positional order {pos_ours} != torch's {pos_ref}")
    return out


# Overloads one Python signature cannot express both of, each with what the frontend does instead.
OVERLOADS = {
    "max": "max(input, other) is accepted positionally in dim's place (a tensor there means other)",
    "min": "min(input, other) is accepted positionally in dim's place (a tensor there means other)",
    "pow": "pow(self: Number, exponent) is accepted positionally (input may be a number)",
    "tensor_split": "tensor_split(input, indices_or_sections, dim) covers the indices= and sections= overloads "
                    "positionally",
}
# Tensor methods whose docstring names an argument otherwise than torch's operator schema does (the name torch
# accepts as a keyword, which the frontend uses).
STALE_METHOD_DOCS = {
    "masked_scatter": "the doc says masked_scatter(mask, tensor); the schema's and the frontend's name is source",
    "put": "the method doc shows the function's form put(input, index, source, accumulate)",
}
# Tensor methods whose arguments are not their function's with self first, checked against the method docs.
METHOD_ONLY = {"where", "polygamma", "lu", "unique", "unique_consecutive"}


def cases():
    out = []
    for prefix, rmod, fmod in MODULES:
        for name in sorted(dir(rmod)):
            if name.startswith("_"):
                continue
            r, f = getattr(rmod, name), getattr(fmod, name, None)
            if f is None or not callable(r) or isinstance(r, type) or not callable(f) or isinstance(f, type):
                continue
            if isinstance(f, type(fe.float32)):
                continue
            out.append((prefix + name, r, f))
    return out


CASES = cases()


def reference_signatures(name, r):
    try:
        return [of_signature(inspect.signature(r))]
    except (TypeError, ValueError):
        return documented(name.split(".")[-1], r)


@pytest.mark.parametrize("name,r,f", CASES, ids=[c[0] for c in CASES])
def test_function_signature_matches_torch(name, r, f):
    refs = reference_signatures(name, r)
    if not refs:
        pytest.skip(f"torch documents no signature for {name}")
    ours = of_signature(inspect.signature(f))
    # one documented overload may not cover every parameter: the union must hold, each overload's
    # parameters must be accepted with their kinds
    issues = []
    for ref in refs:
        issues.extend(problems(ours, ref))
    if name in OVERLOADS and issues:
        pytest.xfail(OVERLOADS[name])
    assert not issues, f"{name}{inspect.signature(f)}: " + "; ".join(sorted(set(issues)))


def method_cases():
    out = []
    for name in sorted(dir(real.Tensor)):
        if name.startswith("_"):
            continue
        r, f = getattr(real.Tensor, name, None), getattr(fe.Tensor, name, None)
        if f is None or not callable(r) or not callable(f) or isinstance(f, property):
            continue
        out.append((name, r, f))
    return out


METHODS = method_cases()


@pytest.mark.parametrize("name,r,f", METHODS, ids=[c[0] for c in METHODS])
def test_method_signature_matches_torch(name, r, f):
    """A method is compared with its torch function's signature (``self`` for ``input``) where torch has
    the function (the method docs still show legacy names such as ``value`` for ``div``'s ``other``)."""
    fn = getattr(real, name, None) if name not in METHOD_ONLY else None
    refs = None
    if fn is not None and callable(fn) and not isinstance(fn, type):
        try:
            refs = [of_signature(inspect.signature(fn), drop_first=True)]
        except (TypeError, ValueError):
            refs = [ref[1:] for ref in documented(name, fn)]
    if not refs:
        try:
            refs = [of_signature(inspect.signature(r), drop_first=True)]
        except (TypeError, ValueError):
            refs = documented(name, r)
    if not refs:
        pytest.skip(f"torch documents no signature for Tensor.{name}")
    try:
        ours = of_signature(inspect.signature(f), drop_first=True)
    except (TypeError, ValueError):
        pytest.skip(f"Tensor.{name} has no Python signature")
    issues = []
    for ref in refs:
        issues.extend(p for p in problems(ours, ref) if "'out'" not in p)
    if name in OVERLOADS and issues:
        pytest.xfail(OVERLOADS[name])
    if name in STALE_METHOD_DOCS and issues:
        pytest.xfail(STALE_METHOD_DOCS[name])
    assert not issues, f"Tensor.{name}{inspect.signature(f)}: " + "; ".join(sorted(set(issues)))
