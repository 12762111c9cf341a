"""``torch.nn.functional`` on ivy: activations, linear maps and convolutions, pooling,
normalizations, dropout, lookups, vision functions, attention, distances and losses, with
torch's signatures and semantics (``import ivy_frontends.torch.nn.functional as F``).

The functions live in ``nn/_functional/`` by family (``activation``, ``linear``, ``pooling``,
``normalization``, ``dropout``, ``sparse``, ``vision``, ``attention``, ``distance``, ``loss``);
each unwraps its tensors once, calls ivy on native arrays and wraps the result (see the package
README's "Design" section).

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.softmax(torch.tensor([0.0, 0.0]), dim=0).tolist()
[0.5, 0.5]
"""

from __future__ import annotations

from ._functional import activation as _a
from ._functional import attention as _at
from ._functional import distance as _di
from ._functional import dropout as _dr
from ._functional import linear as _li
from ._functional import loss as _lo
from ._functional import normalization as _no
from ._functional import pooling as _po
from ._functional import sparse as _sp
from ._functional import vision as _vi
from ._functional.activation import *  # noqa: F403
from ._functional.attention import *  # noqa: F403
from ._functional.distance import *  # noqa: F403
from ._functional.dropout import *  # noqa: F403
from ._functional.linear import *  # noqa: F403
from ._functional.loss import *  # noqa: F403
from ._functional.normalization import *  # noqa: F403
from ._functional.pooling import *  # noqa: F403
from ._functional.sparse import *  # noqa: F403
from ._functional.vision import *  # noqa: F403

__all__ = [n for m in (_a, _at, _di, _dr, _li, _lo, _no, _po, _sp, _vi) for n in m.__all__]
