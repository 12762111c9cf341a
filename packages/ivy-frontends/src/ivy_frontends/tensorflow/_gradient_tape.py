"""``tf.GradientTape`` on the ivy backends with autodiff (torch, jax, tensorflow).

The tape is the recorded graph of :mod:`ivy_frontends._tape` (shared with the torch frontend's
autograd): ``watch`` (and, with ``watch_accessed_variables``, every trainable ``Variable`` alive or
created while the tape records) marks native arrays; ivy's dispatch hook records every call on
them; ``gradient`` replays the calls between the sources and the target under ``ivy.vjp``, so
the gradients are the backend's own. On the numpy backend entering a tape raises
``FrontendAutogradError`` (an ``ivy.AutodiffError``) naming the backends that differentiate.

>>> import ivy, ivy_frontends.tensorflow as tf
>>> ivy.set_backend("jax")
>>> x = tf.constant(3.0)
>>> with tf.GradientTape() as g:
...     g.watch(x)
...     y = x * x
>>> g.gradient(y, x)
<tf.Tensor: shape=(), dtype=float32, numpy=6.0>
"""

from __future__ import annotations

import contextlib
import enum

import ivy

from .. import _tape
from .._errors import FrontendAutogradError
from . import _dtypes as D
from ._tensor import Tensor, wrap
from .errors import FrontendRuntimeError, FrontendValueError

__all__ = ["GradientTape", "UnconnectedGradients", "stop_gradient"]

TAPE = _tape.TAPE
_ACTIVE = []  # tapes inside their `with` block, innermost last
_COUNT = {}  # id(native) -> how many tapes watch it


class UnconnectedGradients(enum.Enum):
    """What ``gradient`` returns for a source the target does not depend on."""

    NONE = "none"
    ZERO = "zero"


def _has_autodiff():
    g = getattr(ivy.current_backend(), "gradients", None)
    return g is not None and getattr(g, "AUTODIFF", True) is not False


def _flatten(x, out):
    if isinstance(x, (list, tuple)):
        for e in x:
            _flatten(e, out)
    elif isinstance(x, dict):
        for k in sorted(x):
            _flatten(x[k], out)
    else:
        out.append(x)
    return out


def _pack(structure, flat):
    it = iter(flat)

    def rec(s):
        if isinstance(s, (list, tuple)):
            r = [rec(e) for e in s]
            return r if isinstance(s, list) else tuple(r) if type(s) is tuple else type(s)(*r)
        if isinstance(s, dict):
            return {k: rec(s[k]) for k in sorted(s)}
        return next(it)

    return rec(structure)


def _is_var(x):
    from ._variable import Variable

    return isinstance(x, Variable)


class GradientTape:
    """Records operations for automatic differentiation (TF's signature)."""

    def __init__(self, persistent=False, watch_accessed_variables=True):
        self._persistent = persistent
        self._watch_vars = watch_accessed_variables
        self._watched = {}  # id(native) -> native
        self._recording = False
        self._used = False

    # -------------------------------------------------------------- recording
    def __enter__(self):
        if not _has_autodiff():
            raise FrontendAutogradError(
                f"tf.GradientTape needs a backend with autodiff (torch, jax or tensorflow); the ivy backend "
                f"'{ivy.current_backend().name}' has none: ivy.set_backend('jax') (or torch, tensorflow)")
        self._recording = True
        _ACTIVE.append(self)
        if self._watch_vars:
            from ._variable import live_variables

            for v in live_variables():
                self._watch_native(v._data)
        return self

    def __exit__(self, *exc):
        self._recording = False
        if self in _ACTIVE:
            _ACTIVE.remove(self)
        return False

    def _watch_native(self, native):
        if id(native) in self._watched:
            return
        self._watched[id(native)] = native
        _COUNT[id(native)] = _COUNT.get(id(native), 0) + 1
        TAPE.watch(native)

    def _release(self):
        for k, native in self._watched.items():
            c = _COUNT.get(k, 1) - 1
            if c <= 0:
                _COUNT.pop(k, None)
                if TAPE.entry(native) is _tape._LEAF:
                    TAPE.unwatch(native)
            else:
                _COUNT[k] = c
        self._watched = {}

    def __del__(self):
        try:
            self._release()
        except Exception:  # noqa: S110 - interpreter shutdown
            pass

    def watch(self, tensor):
        """Record operations on ``tensor`` (a tensor, a variable, or a nest of them)."""
        if not self._recording and not _has_autodiff():
            raise FrontendAutogradError("tf.GradientTape needs a backend with autodiff (torch, jax or tensorflow)")
        for x in _flatten(tensor, []):
            if isinstance(x, Tensor) or _is_var(x):
                self._watch_native(x._data)
            else:
                raise FrontendValueError(f"Passed in object {x!r} of type {type(x).__name__!r}, not tf.Tensor or "
                                         "tf.Variable or ExtensionType.")

    def watched_variables(self):
        from ._variable import live_variables

        return tuple(v for v in live_variables() if id(v._data) in self._watched)

    @contextlib.contextmanager
    def stop_recording(self):
        """Operations inside are not recorded."""
        if not self._recording:
            raise FrontendRuntimeError("Trying to stop recording a tape which is not recording.")
        was = TAPE.enabled
        TAPE.enabled = False
        try:
            yield
        finally:
            TAPE.enabled = was

    def reset(self):
        """Forget what was recorded and watched."""
        self._release()
        if self._recording and self._watch_vars:
            from ._variable import live_variables

            for v in live_variables():
                self._watch_native(v._data)

    # -------------------------------------------------------------- gradients
    def _grads(self, targets, cots, sources):
        leaves = [s._data for s in sources]
        return TAPE.gradients(targets, cots, leaves)

    def gradient(self, target, sources, output_gradients=None, unconnected_gradients=UnconnectedGradients.NONE):
        """d(target)/d(sources) in the structure of ``sources`` (sum over ``target``'s elements,
        weighted by ``output_gradients`` when given)."""
        if self._used and not self._persistent:
            raise FrontendRuntimeError("A non-persistent GradientTape can only be used to compute one set of "
                                        "gradients (or jacobians)")
        self._used = True
        unconnected = UnconnectedGradients(unconnected_gradients)
        flat_t = [x for x in _flatten(target, []) if x is not None]
        flat_s = _flatten(sources, [])
        for s in flat_s:
            if not (isinstance(s, Tensor) or _is_var(s)):
                raise FrontendValueError(f"gradient: sources must be tensors or variables, got {type(s).__name__}")
        targets, cots = [], []
        flat_g = _flatten(output_gradients, []) if output_gradients is not None else [None] * len(flat_t)
        for x, g in zip(flat_t, flat_g):
            d = x._data
            if D.dtype_of(d)._kind not in "fc":
                continue
            targets.append(d)
            cots.append(ivy.ones_like(d) if g is None else ivy.astype(_as_native(g), ivy.dtype(d)))
        usable = [i for i, s in enumerate(flat_s) if s.dtype._kind in "fc"]
        out = [None] * len(flat_s)
        if targets and usable:
            gs = self._grads(targets, cots, [flat_s[i] for i in usable])
            for i, g in zip(usable, gs):
                out[i] = None if g is None else wrap(g)
        if unconnected is UnconnectedGradients.ZERO:
            out = [wrap(ivy.zeros_like(s._data)) if g is None else g for s, g in zip(flat_s, out)]
        if not self._persistent:
            self._release()
        if isinstance(sources, (list, tuple, dict)):
            return _pack(sources, out)
        return out[0]

    def jacobian(self, target, sources, unconnected_gradients=UnconnectedGradients.NONE, parallel_iterations=None,
                 experimental_use_pfor=True):
        """d(target)/d(source): shape ``target.shape + source.shape`` per source."""
        if self._used and not self._persistent:
            raise FrontendRuntimeError("A non-persistent GradientTape can only be used to compute one set of "
                                        "gradients (or jacobians)")
        self._used = True
        flat_s = _flatten(sources, [])
        d = target._data
        size = 1
        for v in d.shape:
            size *= v
        rows = [[] for _ in flat_s]
        eye = ivy.eye(size, dtype=ivy.dtype(d)) if size else None
        for k in range(size):
            cot = ivy.reshape(eye[k], tuple(d.shape))
            gs = self._grads([d], [cot], flat_s)
            for j, (s, g) in enumerate(zip(flat_s, gs)):
                rows[j].append(ivy.zeros_like(s._data) if g is None else g)
        out = []
        for s, r in zip(flat_s, rows):
            shp = tuple(d.shape) + tuple(s._data.shape)
            if not r:
                out.append(wrap(ivy.zeros(shp, dtype=ivy.dtype(s._data))))
                continue
            j = ivy.reshape(ivy.stack(r), shp)
            out.append(wrap(j))
        if UnconnectedGradients(unconnected_gradients) is UnconnectedGradients.NONE:
            pass  # zeros stand for unconnected entries, as TF's pfor jacobian gives for partly connected ones
        if not self._persistent:
            self._release()
        if isinstance(sources, (list, tuple, dict)):
            return _pack(sources, out)
        return out[0]

    def batch_jacobian(self, target, source, unconnected_gradients=UnconnectedGradients.NONE,
                       parallel_iterations=None, experimental_use_pfor=True):
        """Per-example jacobians: ``target`` [b, ...], ``source`` [b, ...] -> [b, target..., source...]."""
        full = self.jacobian(target, source, unconnected_gradients)._data  # [b, t..., b, s...]
        b = target._data.shape[0]
        tr = len(target._data.shape) - 1
        per = []
        for i in range(b):
            idx = (i,) + (slice(None),) * tr + (i,)
            per.append(full[idx])
        return wrap(ivy.stack(per) if per else ivy.zeros((0,) + tuple(full.shape[1:1 + tr]) +
                                                         tuple(full.shape[2 + tr:]), dtype=ivy.dtype(full)))


def _as_native(g):
    from ._convert import n

    return n(g)


def variable_created(v):
    """A trainable variable made while tapes record is watched by those that watch variables."""
    for tape in _ACTIVE:
        if tape._watch_vars:
            tape._watch_native(v._data)


def variable_written(v):
    """A variable's new value is watched by the recording tapes that watch variables."""
    for tape in _ACTIVE:
        if tape._watch_vars and v._trainable:
            tape._watch_native(v._data)


def stop_gradient(input, name=None):  # noqa: A002 - TF's name
    """``input`` with no gradient flowing through it."""
    from ._convert import n

    d = n(input)
    if not TAPE.tracked(d):
        return wrap(ivy.stop_gradient(d))
    was = TAPE.enabled
    TAPE.enabled = False  # a fresh array the tape does not know: no gradient flows through it
    try:
        return wrap(ivy.copy_array(ivy.stop_gradient(d)))
    finally:
        TAPE.enabled = was
