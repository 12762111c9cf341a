"""torch.nn's ``ChannelShuffle``.

>>> import ivy_frontends.torch as torch
>>> torch.nn.ChannelShuffle(2)(torch.arange(4.0).view(1, 4, 1)).flatten().tolist()
[0.0, 2.0, 1.0, 3.0]
"""

from __future__ import annotations

from .. import functional as F
from .module import Module

__all__ = ["ChannelShuffle"]


class ChannelShuffle(Module):
    """Interleave the channels of ``groups`` groups."""

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, input):  # noqa: A002
        return F.channel_shuffle(input, self.groups)

    def extra_repr(self):
        return f"groups={self.groups}"
