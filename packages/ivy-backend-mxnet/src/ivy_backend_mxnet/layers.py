"""Layer functions on MXNet: ``npx.fully_connected`` (``linear``) and ``npx.embedding`` where they
cover ivy's call (native and differentiable by ``mx.autograd``); dropout, attention and the
LSTMs are ivy-core's compositions.

- ``linear``: one ``(out, in)`` weight matrix (ivy's and MXNet's layout), a bias of shape
  ``(out,)`` or none, float32/float64 (integers and bool compute in float32). Batched weights,
  other bias shapes, float16 (MXNet 1.9 has no CPU float16 FullyConnected) and size-0 operands
  (which MXNet's oneDNN kernel refuses) go to the composition.
- ``embedding``: integer indices of any shape into a 2-d float table. MXNet clips out-of-range
  indices where ivy wraps negative ones (from ``-num`` up) and raises ``IndexError`` beyond:
  the smallest and largest index are read back to check (one small host read). ``max_norm``
  renormalizes the looked-up rows with ``mx.np`` arithmetic (torch's rule, as the composition).
"""

from __future__ import annotations

import ivy
from ivy.plugin import partial, with_fallback

from ._util import IVY_OF as _IVY_OF
from ._util import NATIVE_DTYPES as _NATIVE
from ._util import Op as _Op
from ._util import _nd
from ._util import code as _code
from ._util import mnp as _mnp
from ._util import shape as _shape

_fully_connected = _Op("_npx_fully_connected")  # npx's operators, called directly
_embedding = _Op("_npx_embedding")


# ------------------------------------------------------------------ linear


def _compute_dtype(*arrays):
    """The native dtype ivy computes in: the arrays' result type, integers and bool -> float32."""
    d = ivy.result_type(*(_IVY_OF[a.dtype] for a in arrays if a is not None))
    return _NATIVE[d if d.kind == "f" else ivy.float32]


@with_fallback
def linear(composition, x, weight, /, *, bias=None):
    # each MXNet array property read costs 1-2 us: each is read once with one C call
    if not (isinstance(x, _nd) and isinstance(weight, _nd)):
        return composition(x, weight, bias=bias)
    ws = _shape(weight)
    xs = _shape(x)
    if len(ws) != 2 or not xs or xs[-1] != ws[1] or 0 in xs or 0 in ws:
        return composition(x, weight, bias=bias)
    cx, cw = _code(x), _code(weight)
    cb = cx
    if bias is not None:
        if not isinstance(bias, _nd) or _shape(bias) != (ws[0],):
            return composition(x, weight, bias=bias)
        cb = _code(bias)
    if cx == 2 or cw == 2 or cb == 2:  # float16: MXNet 1.9 has no CPU float16 FullyConnected
        return composition(x, weight, bias=bias)
    if not (cx == cw == cb and cx < 2):
        d = _compute_dtype(x, weight, bias)
        x = x if x.dtype == d else x.astype(d)
        weight = weight if weight.dtype == d else weight.astype(d)
        if bias is not None and bias.dtype != d:
            bias = bias.astype(d)
    kw = {"num_hidden": ws[0]}
    if bias is None:
        kw["no_bias"] = True
    if len(xs) != 2:  # flatten=True (the default) leaves only 2-d input as it is
        kw["flatten"] = False
    return _fully_connected(x, weight, **kw) if bias is None else _fully_connected(x, weight, bias, **kw)


# ------------------------------------------------------------------ embedding


def _embedding_ok(weights, indices, /, *, max_norm=None):
    return isinstance(weights, _nd) and isinstance(indices, _nd) and weights.ndim == 2 \
        and _code(weights) < 3 and _code(indices) in (3, 4, 5, 6)


@partial(_embedding_ok)
def embedding(weights, indices, /, *, max_norm=None):
    num, dim = weights.shape
    ishape = indices.shape
    flat = indices.reshape(-1) if len(ishape) != 1 else indices
    k = flat.shape[0]
    if k:
        lo = int(flat.min()) if _code(indices) != 3 else 0  # uint8 is never negative
        hi = int(flat.max())
        if hi >= num or lo < -num:
            bad = hi if hi >= num else lo
            raise IndexError(f"ivy.embedding: index {bad} is out of bounds for axis 0 with size {num}")
        if lo < 0:  # negative indices count from the end
            flat = _mnp.where(flat < 0, flat + num, flat)
    emb = _embedding(flat, weights, input_dim=num, output_dim=dim)  # (K, dim)
    if max_norm is not None and k:
        n = _mnp.sqrt((emb * emb).sum(axis=-1, keepdims=True))
        factor = max_norm / (n + 1e-7)  # torch's renormalization
        emb = _mnp.where(n > max_norm, emb * factor, emb)
    return emb.reshape(ishape + (dim,))

