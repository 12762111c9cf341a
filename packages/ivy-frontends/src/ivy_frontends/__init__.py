"""Framework APIs re-implemented on ivy: code written for torch runs on any ivy backend.

``import ivy_frontends.torch as torch`` gives torch's namespace (``torch.tensor``,
``torch.nn.functional``, ``torch.linalg``, ``torch.Tensor``, ...) computed by ivy on the current
backend (numpy, torch, jax, tensorflow, mxnet). Importing it imports no framework.

See the package README for the design (how a frontend function is written, views, autograd,
promotion) and what is covered.
"""

from __future__ import annotations

from .__about__ import __version__

__all__ = ["__version__"]
