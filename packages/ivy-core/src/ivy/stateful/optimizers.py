"""Optimizers: pure update functions and stateful optimizers over Containers of variables.

The pure functions (``ivy.optimizer_update``, ``gradient_descent_update``,
``adam_step``, ``adam_update``, ``lamb_update``, ``lars_update``) take arrays
or nests (``ivy.Container`` / nested dicts, applied leaf by leaf, each leaf a
"layer" for the layer-wise trust ratios of LAMB and LARS) and return new
ones; names, argument order and defaults follow Ivy's published
``ivy/functional/ivy/gradients.py`` (``out=`` left out). The optimizer classes
(``ivy.SGD``, ``Adam``, ``AdamW``, ``LAMB``, ``LARS``) follow
``ivy/stateful/optimizers.py``: ``new_v = opt.step(v, grads)``, their state
(moments, step count) in a Container ``opt.state``.

>>> import ivy
>>> w = ivy.asarray([1.0, 2.0])
>>> ivy.gradient_descent_update(w, ivy.asarray([0.5, 0.5]), 0.1)
ivy.array([0.95, 1.95], dtype=float32, backend=numpy)

Decisions (where Ivy's published code differs from the standard algorithms,
ivy follows the algorithms, so results match ``torch.optim``):

- Adam (``adam_step``) is Algorithm 1 of Kingma & Ba, as ``torch.optim.Adam``:
  ``m_hat / (sqrt(v_hat) + epsilon)`` with ``m_hat = m / (1 - beta1**t)``,
  ``v_hat = v / (1 - beta2**t)``; the moments start at zero (Ivy's ``Adam``
  started them at the first gradient). Ivy's default ``epsilon=1e-7`` is kept.
- ``AdamW`` is Adam with decoupled weight decay, ``w -= lr * weight_decay * w``
  (``torch.optim.AdamW``).
- ``SGD`` adds ``momentum``, ``dampening``, ``nesterov`` and ``weight_decay``
  (keyword-only, off by default) with ``torch.optim.SGD``'s semantics.
- LAMB (You et al. 2019): ``u = adam_step + decay_lambda * w``,
  ``w -= lr * min(||w|| / ||u||, max_trust_ratio) * u`` (ratio 1 where a norm
  is zero). Ivy's code left the decay term out of the update.
- LARS (You et al. 2017): ``u = g + decay_lambda * w``,
  ``w -= lr * ||w|| / (||g|| + decay_lambda * ||w||) * u`` (ratio 1 where a
  norm is zero). With ``decay_lambda=0`` this is Ivy's formula.
- ``step`` counts from 1 (the first update uses ``step=1``).
- ``inplace=True`` (Ivy's default) also writes the new arrays into the
  Container passed as ``v`` (so ``opt.step(model.v, grads)`` updates the model
  even if the result is dropped); the arrays themselves are never mutated.
- ``stop_gradients=True`` cuts the new arrays from any autodiff graph.
"""

from __future__ import annotations

from collections.abc import Mapping

import ivy  # the package (its functions are looked up at call time)

from .._argcheck import guarded
from .._dispatch import with_out as _with_out
from ..errors import InvalidArgumentError
from . import _nest

__all__ = [
    "optimizer_update", "gradient_descent_update", "adam_step", "adam_update", "lamb_update", "lars_update",
    "Optimizer", "SGD", "Adam", "AdamW", "LAMB", "LARS",
]



def _leafwise(fn, first, *rest, n_out=1):
    """Apply ``fn`` leaf by leaf when ``first`` is a nest; returns ``n_out`` nests (a tuple if > 1)."""
    if not isinstance(first, Mapping):
        return fn(first, *rest)
    pairs = [[] for _ in range(n_out)]
    for kc, leaf in _nest.items(first):
        others = [_nest.get(r, kc) if isinstance(r, Mapping) else r for r in rest]
        out = fn(leaf, *others)
        if n_out == 1:
            out = (out,)
        for p, o in zip(pairs, out):
            p.append((kc, o))
    outs = tuple(_nest.from_items(p, like=first) for p in pairs)
    return outs[0] if n_out == 1 else outs


def _stop(x, stop_gradients):
    if not stop_gradients:
        return x
    return ivy.stop_gradient(x, preserve_type=True)


def _norm(x):
    return ivy.sqrt(ivy.sum(x * x))


def _ratio(num, den):
    """``num / den``, 1 where either is zero (a trust ratio)."""
    ok = (num > 0) & (den > 0)
    return ivy.where(ok, num / ivy.where(ok, den, ivy.ones_like(den)), ivy.ones_like(num))


# ---------------------------------------------------------------- pure updates


@guarded(w="Array | Container", effective_grad="Array | Container", lr="Array | float")
@_with_out
def optimizer_update(w, effective_grad, lr, /, *, stop_gradients=True):
    """``w - lr * effective_grad`` (leaf-wise over nests), cut from the graph if ``stop_gradients``.

    >>> ivy.optimizer_update(ivy.asarray([1.0, 2.0]), ivy.asarray([4.0, 5.0]), 0.5)
    ivy.array([-1. , -0.5], dtype=float32, backend=numpy)
    """
    def one(w, g, lr):
        return _stop(w - g * lr, stop_gradients)

    return _leafwise(one, w, effective_grad, lr)


@guarded(w="Array | Container", dcdw="Array | Container", lr="Array | float")
@_with_out
def gradient_descent_update(w, dcdw, lr, /, *, stop_gradients=True):
    """One step of gradient descent: ``w - lr * dcdw`` (leaf-wise over nests).

    >>> ivy.gradient_descent_update(ivy.asarray([1.0]), ivy.asarray([0.5]), 0.3)
    ivy.array([0.85], dtype=float32, backend=numpy)
    """
    return optimizer_update(w, dcdw, lr, stop_gradients=stop_gradients)


@guarded(dcdw="Array | Container", mw="Array | Container", vw="Array | Container", step="Array | int | float")
@_with_out(first=True)
def adam_step(dcdw, mw, vw, step, /, *, beta1=0.9, beta2=0.999, epsilon=1e-7):
    """Adam's effective gradient and new moments: ``(m_hat / (sqrt(v_hat) + epsilon), mw, vw)``.

    ``mw``/``vw`` are the moments of the previous step (zeros before the first),
    ``step`` the number of this step (from 1).

    >>> g = ivy.asarray([1.0, -2.0])
    >>> eff, m, v = ivy.adam_step(g, ivy.zeros(2), ivy.zeros(2), 1)
    >>> [round(float(eff[i]), 4) for i in range(2)]  # m_hat / sqrt(v_hat) = g / |g|
    [1.0, -1.0]
    """
    step = float(step)
    if step < 1:
        raise InvalidArgumentError(f"ivy.adam_step: step counts from 1, got {step}")
    bc1 = 1 - beta1**step
    bc2 = 1 - beta2**step

    def one(g, m, v):
        m = m * beta1 + g * (1 - beta1)
        v = v * beta2 + (g * g) * (1 - beta2)
        eff = (m / bc1) / (ivy.sqrt(ivy.maximum(v, 0.0) / bc2) + epsilon)
        return eff, m, v

    return _leafwise(one, dcdw, mw, vw, n_out=3)


@guarded(w="Array | Container", dcdw="Array | Container", lr="Array | float", mw_tm1="Array | Container",
         vw_tm1="Array | Container", step="Array | int | float")
@_with_out(first=True)
def adam_update(w, dcdw, lr, mw_tm1, vw_tm1, step, /, *, beta1=0.9, beta2=0.999, epsilon=1e-7,
                stop_gradients=True):
    """One Adam step: ``(new_w, new_mw, new_vw)`` (see :func:`adam_step`).

    >>> w, m, v = ivy.adam_update(ivy.asarray([1.0]), ivy.asarray([0.5]), 0.1, ivy.zeros(1), ivy.zeros(1), 1)
    >>> round(float(w[0]), 6)  # the first Adam step moves by lr
    0.9
    """
    eff, mw, vw = adam_step(dcdw, mw_tm1, vw_tm1, step, beta1=beta1, beta2=beta2, epsilon=epsilon)
    return optimizer_update(w, eff, lr, stop_gradients=stop_gradients), mw, vw


@guarded(w="Array | Container", dcdw="Array | Container", lr="Array | float", mw_tm1="Array | Container",
         vw_tm1="Array | Container", step="Array | int | float")
@_with_out(first=True)
def lamb_update(w, dcdw, lr, mw_tm1, vw_tm1, step, /, *, beta1=0.9, beta2=0.999, epsilon=1e-7,
                max_trust_ratio=10, decay_lambda=0, stop_gradients=True):
    """One LAMB step (layer-wise adaptive Adam): ``(new_w, new_mw, new_vw)``.

    ``u = adam_step + decay_lambda * w``; ``w - lr * min(||w|| / ||u||, max_trust_ratio) * u``.

    >>> w, m, v = ivy.lamb_update(ivy.asarray([3.0, 4.0]), ivy.asarray([1.0, 1.0]), 0.1,
    ...                           ivy.zeros(2), ivy.zeros(2), 1)
    >>> [round(float(w[i]), 4) for i in range(2)]  # ||w|| = 5, u = [1, 1]: ratio min(5 / sqrt(2), 10)
    [2.6464, 3.6464]
    """
    eff, mw, vw = adam_step(dcdw, mw_tm1, vw_tm1, step, beta1=beta1, beta2=beta2, epsilon=epsilon)

    def one(w, u, lr):
        if decay_lambda:
            u = u + w * decay_lambda
        r = ivy.minimum(_ratio(_norm(w), _norm(u)), float(max_trust_ratio))
        return _stop(w - u * (r * lr), stop_gradients)

    return _leafwise(one, w, eff, lr), mw, vw


@guarded(w="Array | Container", dcdw="Array | Container", lr="Array | float")
@_with_out
def lars_update(w, dcdw, lr, /, *, decay_lambda=0, stop_gradients=True):
    """One LARS step: ``w - lr * ||w|| / (||g|| + decay_lambda * ||w||) * (g + decay_lambda * w)``.

    >>> ivy.lars_update(ivy.asarray([3.0, 4.0]), ivy.asarray([0.0, 2.0]), 0.1)
    ivy.array([3. , 3.5], dtype=float32, backend=numpy)
    """
    def one(w, g, lr):
        wn = _norm(w)
        gn = _norm(g)
        if decay_lambda:
            r = _ratio(wn, gn + wn * decay_lambda)
            g = g + w * decay_lambda
        else:
            r = _ratio(wn, gn)
        return _stop(w - g * (r * lr), stop_gradients)

    return _leafwise(one, w, dcdw, lr)


# ----------------------------------------------------------------- optimizers


class Optimizer:
    """Base class: ``step(v, grads)`` returns the updated variables (a Container).

    ``trace_on_next_step`` and ``fallback_to_non_traced`` are Ivy 1.0's (compile the step on its
    next call): accepted, in Ivy 1.0's argument order, and the step runs eagerly (compile a
    training step with :func:`ivy.compile`)."""

    def __init__(self, lr, inplace=True, stop_gradients=True, init_on_first_step=False, trace_on_next_step=False,
                 fallback_to_non_traced=False, device=None):
        self._trace_on_next_step = trace_on_next_step
        self._lr = lr
        self._inplace = inplace
        self._stop_gradients = stop_gradients
        self._init_on_first_step = init_on_first_step
        self._initialized = not init_on_first_step
        self._dev = device
        self._count = 0

    @property
    def lr(self):
        """The learning rate of the next step (``lr()`` if ``lr`` is a schedule function)."""
        return self._lr() if callable(self._lr) else self._lr

    def _step(self, v, grads):
        raise NotImplementedError

    def step(self, v, grads, ignore_missing=False):
        """The variables after one update with gradients ``grads`` (same structure as ``v``).

        ``ignore_missing=True`` leaves variables with no gradient in ``grads`` unchanged.
        """
        if not isinstance(v, Mapping):
            raise InvalidArgumentError(f"{type(self).__name__}.step: v must be an ivy.Container or a dict of arrays")
        self._count += 1
        self._initialized = True
        if ignore_missing:
            sel = [(kc, leaf) for kc, leaf in _nest.items(v) if _nest.get(grads, kc) is not None]
            sub = _nest.from_items(sel, like=v)
            new_sub = self._step(sub, grads)
            new = _nest.from_items(
                [(kc, _nest.get(new_sub, kc, leaf)) for kc, leaf in _nest.items(v)], like=v)
        else:
            missing = [kc for kc, _ in _nest.items(v) if _nest.get(grads, kc) is None]
            if missing:
                raise InvalidArgumentError(
                    f"{type(self).__name__}.step: no gradient for {['/'.join(map(str, k)) for k in missing]} "
                    "(pass ignore_missing=True to leave those variables unchanged)"
                )
            new = self._step(v, grads)
        if self._inplace:
            for kc, leaf in _nest.items(new):
                d = v
                for k in kc[:-1]:
                    d = d[k]
                d[kc[-1]] = leaf
        return new

    def set_state(self, state):
        """Restore the state (a Container like :attr:`state`)."""
        if "step" in state:
            self._count = int(state["step"])

    @property
    def state(self):
        """The optimizer's state as a Container."""
        return _nest.container({"step": self._count})


class SGD(Optimizer):
    """Stochastic gradient descent, with optional (Nesterov) momentum and weight decay (``torch.optim.SGD``).

    >>> opt = ivy.SGD(lr=0.1)
    >>> opt.step({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])})["w"]
    ivy.array([0.8], dtype=float32, backend=numpy)
    """

    def __init__(self, lr=1e-4, inplace=True, stop_gradients=True, trace_on_next_step=False, *, momentum=0.0,
                 dampening=0.0, nesterov=False, weight_decay=0.0):
        if nesterov and (momentum <= 0 or dampening != 0):
            raise InvalidArgumentError("ivy.SGD: nesterov=True needs momentum > 0 and dampening = 0")
        super().__init__(lr, inplace, stop_gradients, trace_on_next_step=trace_on_next_step)
        self._momentum = momentum
        self._dampening = dampening
        self._nesterov = nesterov
        self._weight_decay = weight_decay
        self._buf = None

    def _step(self, v, grads):
        lr = self.lr
        mom, damp, wd = self._momentum, self._dampening, self._weight_decay
        if not mom and not wd:
            return gradient_descent_update(v, grads, lr, stop_gradients=self._stop_gradients)
        first = self._buf is None
        buf_pairs = []
        out = []
        for kc, w in _nest.items(v):
            g = _nest.get(grads, kc)
            if wd:
                g = g + w * wd
            if mom:
                b = g if first or _nest.get(self._buf, kc) is None else \
                    _nest.get(self._buf, kc) * mom + g * (1 - damp)
                buf_pairs.append((kc, b))
                g = g + b * mom if self._nesterov else b
            out.append((kc, _stop(w - g * lr, self._stop_gradients)))
        if mom:
            self._buf = _nest.from_items(buf_pairs)
        return _nest.from_items(out, like=v)

    def set_state(self, state):
        super().set_state(state)
        self._buf = state["momentum_buffer"] if "momentum_buffer" in state else None

    @property
    def state(self):
        st = {"step": self._count}
        if self._buf is not None:
            st["momentum_buffer"] = self._buf
        return _nest.container(st)


class LARS(Optimizer):
    """Layer-wise Adaptive Rate Scaling (see :func:`ivy.lars_update`).

    >>> opt = ivy.LARS(lr=0.1)
    >>> opt.step({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])})["w"]
    ivy.array([0.9], dtype=float32, backend=numpy)
    """

    def __init__(self, lr=1e-4, decay_lambda=0, inplace=True, stop_gradients=True, trace_on_next_step=False):
        self._decay_lambda = decay_lambda
        super().__init__(lr, inplace, stop_gradients, trace_on_next_step=trace_on_next_step)

    def _step(self, v, grads):
        return lars_update(v, grads, self.lr, decay_lambda=self._decay_lambda, stop_gradients=self._stop_gradients)


class Adam(Optimizer):
    """Adam (``torch.optim.Adam``'s algorithm; see :func:`ivy.adam_step`).

    >>> opt = ivy.Adam(lr=0.1)
    >>> opt.step({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])})["w"]
    ivy.array([0.9], dtype=float32, backend=numpy)
    """

    def __init__(self, lr=1e-4, beta1=0.9, beta2=0.999, epsilon=1e-07, inplace=True, stop_gradients=True,
                 trace_on_next_step=False, device=None):
        super().__init__(lr, inplace, stop_gradients, True, trace_on_next_step, device=device)
        self._beta1 = beta1
        self._beta2 = beta2
        self._epsilon = epsilon
        self._mw = None
        self._vw = None

    def _moments(self, grads, v):
        if self._mw is None:
            zeros = _nest.map_leaves(lambda w: ivy.zeros_like(w), v)
            self._mw = zeros
            self._vw = _nest.map_leaves(lambda w: ivy.zeros_like(w), v)

    def _step(self, v, grads):
        self._moments(grads, v)
        g = _nest.from_items([(kc, _nest.get(grads, kc)) for kc, _ in _nest.items(v)])
        new_v, self._mw, self._vw = adam_update(
            v, g, self.lr, self._mw, self._vw, self._count, beta1=self._beta1, beta2=self._beta2,
            epsilon=self._epsilon, stop_gradients=self._stop_gradients,
        )
        return new_v

    def set_state(self, state):
        super().set_state(state)
        self._mw = state["mw"]
        self._vw = state["vw"]

    @property
    def state(self):
        return _nest.container({"mw": self._mw, "vw": self._vw, "step": self._count})


class AdamW(Adam):
    """Adam with decoupled weight decay (``torch.optim.AdamW``): ``w -= lr * weight_decay * w`` each step.

    >>> opt = ivy.AdamW(lr=0.1, weight_decay=0.5)
    >>> opt.step({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])})["w"]
    ivy.array([0.84999996], dtype=float32, backend=numpy)
    """

    def __init__(self, lr=1e-4, beta1=0.9, beta2=0.999, epsilon=1e-07, weight_decay=0.0, inplace=True,
                 stop_gradients=True, trace_on_next_step=False, device=None):
        super().__init__(lr, beta1, beta2, epsilon, inplace, stop_gradients, trace_on_next_step, device)
        self._weight_decay = weight_decay

    def _step(self, v, grads):
        lr = self.lr
        new_v = super()._step(v, grads)
        if not self._weight_decay:
            return new_v
        return _nest.map_leaves(lambda n, w: _stop(n - w * (lr * self._weight_decay), self._stop_gradients),
                                new_v, v)


class LAMB(Adam):
    """LAMB: Adam with a layer-wise trust ratio (see :func:`ivy.lamb_update`).

    >>> opt = ivy.LAMB(lr=0.1)
    >>> opt.step({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])})["w"]
    ivy.array([0.9], dtype=float32, backend=numpy)
    """

    def __init__(self, lr=1e-4, beta1=0.9, beta2=0.999, epsilon=1e-07, max_trust_ratio=10, decay_lambda=0,
                 inplace=True, stop_gradients=True, trace_on_next_step=False, device=None):
        super().__init__(lr, beta1, beta2, epsilon, inplace, stop_gradients, trace_on_next_step, device)
        self._max_trust_ratio = max_trust_ratio
        self._decay_lambda = decay_lambda

    def _step(self, v, grads):
        self._moments(grads, v)
        g = _nest.from_items([(kc, _nest.get(grads, kc)) for kc, _ in _nest.items(v)])
        new_v, self._mw, self._vw = lamb_update(
            v, g, self.lr, self._mw, self._vw, self._count, beta1=self._beta1, beta2=self._beta2,
            epsilon=self._epsilon, max_trust_ratio=self._max_trust_ratio, decay_lambda=self._decay_lambda,
            stop_gradients=self._stop_gradients,
        )
        return new_v
