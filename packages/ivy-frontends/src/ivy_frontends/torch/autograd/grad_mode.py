"""``torch.no_grad``, ``enable_grad``, ``set_grad_enabled``, ``inference_mode`` (context managers
and decorators), on every backend: on torch they switch torch's own grad mode too, on the
recorded-graph backends they stop or resume recording.

>>> import ivy_frontends.torch as torch
>>> with torch.no_grad():
...     torch.is_grad_enabled()
False
"""

from __future__ import annotations

import functools

from .. import _autograd


class _GradMode:
    """A context manager and decorator setting the grad mode to ``self._mode`` while active."""

    _mode = True

    def __enter__(self):
        self._prev = _autograd.is_grad_enabled()
        _autograd.set_grad_enabled_flag(self._mode)
        return None

    def __exit__(self, *exc):
        _autograd.set_grad_enabled_flag(self._prev)
        return False

    def __call__(self, fn):
        mode = self._mode

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            prev = _autograd.is_grad_enabled()
            _autograd.set_grad_enabled_flag(mode)
            try:
                return fn(*args, **kwargs)
            finally:
                _autograd.set_grad_enabled_flag(prev)

        return wrapper

    def clone(self):
        return self.__class__()


class no_grad(_GradMode):  # noqa: N801 - torch's name
    """Operations inside are not recorded for autograd."""

    _mode = False


class enable_grad(_GradMode):  # noqa: N801
    """Operations inside are recorded (inside a ``no_grad`` block)."""

    _mode = True


class set_grad_enabled(_GradMode):  # noqa: N801
    """Sets the grad mode to ``mode`` (immediately, as torch does, and for a ``with`` block)."""

    def __init__(self, mode):
        self._prev = _autograd.is_grad_enabled()
        self._mode = bool(mode)
        _autograd.set_grad_enabled_flag(self._mode)

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        _autograd.set_grad_enabled_flag(self._prev)
        return False

    def clone(self):
        return set_grad_enabled(self._mode)


class inference_mode(_GradMode):  # noqa: N801
    """``no_grad`` (ivy_frontends has no separate inference tensors)."""

    def __init__(self, mode=True):
        self._mode = not mode


def is_grad_enabled():
    """Whether operations are recorded for autograd now."""
    return _autograd.is_grad_enabled()


def is_inference_mode_enabled():
    return False
