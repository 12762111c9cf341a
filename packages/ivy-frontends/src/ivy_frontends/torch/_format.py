"""``repr(tensor)`` in torch's style: ``tensor([1., 2.])``, ``tensor([1, 2], dtype=torch.int32)``.

Floats print with 4 decimals (``1.5000``), or as ``1.`` when all are whole numbers, or in
scientific notation when their magnitudes span more than 1e4 or leave [1e-4, 1e8).
"""

from __future__ import annotations

import ivy

from . import _dtypes as D

_DEFAULT_SHOWN = {D.int64, D.bool}


def _float_formatter(vals):
    import math

    finite = [abs(v) for v in vals if math.isfinite(v)]
    nonzero = [v for v in finite if v != 0]
    if finite and all(v == int(v) for v in finite) and (not nonzero or max(nonzero) < 1e8):
        return lambda v: _special(v) or f"{v:.0f}."
    if nonzero and (max(nonzero) / min(nonzero) > 1e3 or max(nonzero) >= 1e8 or min(nonzero) < 1e-4):
        return lambda v: _special(v) or f"{v:.4e}"
    return lambda v: _special(v) or f"{v:.4f}"


def _special(v):
    import math

    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return None


def _flat(x):
    if isinstance(x, list):
        for v in x:
            yield from _flat(v)
    else:
        yield x


def _body(values, fmt, indent, width):
    if not isinstance(values, list):
        return fmt(values).rjust(width)
    if values and isinstance(values[0], list):
        sep = "," + "\n" * (1 if not isinstance(values[0][0] if values[0] else None, list) else 2) + " " * (indent + 1)
        return "[" + sep.join(_body(v, fmt, indent + 1, width) for v in values) + "]"
    return "[" + ", ".join(_body(v, fmt, indent + 1, width) for v in values) + "]"


def tensor_repr(t):
    d = t._data
    dt = t.dtype
    shape = tuple(int(s) for s in d.shape)
    values = ivy.to_numpy(d).tolist() if dt is not D.bfloat16 else ivy.to_numpy(ivy.astype(d, ivy.float32)).tolist()
    flat = list(_flat(values))
    if dt.is_complex:
        fr = _float_formatter([c.real for c in flat] + [c.imag for c in flat])

        def fmt(c):
            im = fr(abs(c.imag))
            return f"{fr(c.real)}{'-' if c.imag < 0 else '+'}{im}j"
    elif dt.is_floating_point:
        fmt = _float_formatter(flat)
    elif dt is D.bool:
        fmt = str
    else:
        fmt = str
    width = max((len(fmt(v)) for v in flat), default=0)
    extra = []
    if 0 in shape and len(shape) > 1:
        extra.append(f"size={shape}")
    if dt is not D.get_default_dtype() and dt not in _DEFAULT_SHOWN and dt is not D.default_complex_dtype():
        extra.append(f"dtype={dt}")
    elif dt is D.int64 and not flat and len(shape) <= 1:
        pass
    body = _body(values, fmt, len("tensor("), width) if shape else fmt(values)
    if not flat and len(shape) <= 1:
        body = "[]"
        if dt is not D.get_default_dtype() and f"dtype={dt}" not in extra and dt is not D.int64:
            extra.append(f"dtype={dt}")
    if not flat and len(shape) > 1:
        body = "[]"
    grad = ""
    try:
        if t.requires_grad:
            grad = ", requires_grad=True"
    except Exception:  # noqa: BLE001 - printing never fails on autograd state
        grad = ""
    tail = "".join(", " + e for e in extra)
    return f"tensor({body}{tail}{grad})"
