"""``torch.optim`` on ivy: ``SGD``, ``Adam``, ``AdamW``, ``RMSprop``, ``Adagrad`` and ``lr_scheduler``,
with torch's update rules, so a training loop written for torch (``loss.backward(); opt.step();
opt.zero_grad()``) runs on every backend with autodiff.
"""

from __future__ import annotations

from . import lr_scheduler
from .adagrad import Adagrad
from .adam import Adam
from .adamw import AdamW
from .optimizer import Optimizer
from .rmsprop import RMSprop
from .sgd import SGD

__all__ = ["Optimizer", "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "lr_scheduler"]
