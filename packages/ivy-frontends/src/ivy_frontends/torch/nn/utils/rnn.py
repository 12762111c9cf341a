"""``torch.nn.utils.rnn``: ``pad_sequence`` (and ``unpad_sequence``). Packed sequences
(``pack_padded_sequence``) are not supported: pad and pass lengths through masks instead.

>>> import ivy_frontends.torch as torch
>>> from ivy_frontends.torch.nn.utils.rnn import pad_sequence
>>> pad_sequence([torch.ones(2), torch.ones(3)], batch_first=True).tolist()
[[1.0, 1.0, 0.0], [1.0, 1.0, 1.0]]
"""

from __future__ import annotations

import ivy

from ...._errors import FrontendValueError, refuse
from ...tensor import wrap

__all__ = ["pad_sequence", "unpad_sequence", "pack_padded_sequence", "pad_packed_sequence", "pack_sequence"]


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    """Stack variable-length tensors ``(L_i, *)`` into ``(L_max, B, *)`` (``batch_first``: ``(B, L_max, *)``)."""
    if padding_side not in ("left", "right"):
        raise FrontendValueError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    seqs = list(sequences)
    if not seqs:
        raise FrontendValueError("received an empty list of sequences")
    longest = max(s.size(0) for s in seqs)
    padded = []
    for s in seqs:
        d = s._data
        extra = longest - int(d.shape[0])
        width = [(0, extra) if padding_side == "right" else (extra, 0)] + [(0, 0)] * (d.ndim - 1)
        padded.append(ivy.pad(d, width, constant_values=padding_value) if extra else d)
    return wrap(ivy.stack(padded, axis=0 if batch_first else 1))


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    """The list of sequences :func:`pad_sequence` stacked (their ``lengths`` given)."""
    x = padded_sequences if batch_first else padded_sequences.transpose(0, 1)
    return [x[i][: int(n)] for i, n in enumerate(lengths.tolist() if hasattr(lengths, "tolist") else lengths)]


def _packed(*args, **kwargs):
    raise refuse("torch.nn.utils.rnn", "PackedSequence", "packing",
                 "pass padded batches (and masks) to the recurrent layers instead")


pack_padded_sequence = pad_packed_sequence = pack_sequence = _packed
