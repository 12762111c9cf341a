"""Meta-learning steps: Ivy 1.0's ``fomaml_step``, ``reptile_step`` and ``maml_step``.

Built on :func:`ivy.execute_with_gradients` and :class:`ivy.Container`, so they
run on every backend with autodiff (second-order ``maml_step`` needs gradients
of gradients: torch, jax, tensorflow; MXNet 1.9 raises
:class:`ivy.AutodiffError` there). Signatures, defaults and results are Ivy's:

- ``batch`` is a Container whose leaves have the tasks along axis 0 (``num_tasks``
  defaults to that axis' size). ``batched=True`` runs all tasks at once: the cost
  functions see the whole batch and the variables, the inner gradients are
  multiplied by ``num_tasks`` (the cost is a mean over tasks) and the meta
  gradients are averaged (fomaml, reptile) or summed (maml) over axis 0 of the
  variables. ``batched=False`` loops over the tasks (``batch.cont_unstack_conts(0,
  keepdims=True)``) from the same variables and averages cost and gradients.
- The inner loop takes ``inner_grad_steps`` steps of ``inner_optimization_step``
  (default :func:`ivy.gradient_descent_update`) on ``inner_cost_fn(batch, v=...)``;
  ``inner_v`` / ``outer_v`` pick the key chains optimized in the inner loop and
  differentiated in the outer one (kept, or removed with ``keep_*_v=False``).
- First order (fomaml): the meta gradient is the gradient of the outer cost at
  the adapted variables (averaged over the inner steps with
  ``average_across_steps``). Reptile: the inner gradients of every step and at the
  end, averaged, divided by ``inner_learning_rate``. MAML: the gradient of the
  outer cost at the adapted variables with respect to the initial ones, through
  the inner loop.
- ``return_inner_v``: ``"first"`` or ``"all"`` (or True) also returns the adapted
  variables of the first / every task, stacked on a new axis 0 (unbatched) or as
  they are (batched).
"""

from __future__ import annotations

from ._argcheck import guarded

__all__ = ["fomaml_step", "reptile_step", "maml_step"]


def _ivy():
    import ivy

    return ivy


def _select(variables, chains, keep):
    if chains is None:
        return variables
    if keep:
        return variables.cont_at_key_chains(chains, ignore_none=True)
    return variables.cont_prune_key_chains(chains, ignore_none=True)


def _grads_of(ivy, cost_fn, batch, variables, chains, keep, retain):
    """``(cost, gradients)`` of ``cost_fn(batch, v=variables)`` with respect to the selected key chains."""
    sel = _select(variables, chains, keep)
    if chains is None:
        def f(v):
            return cost_fn(batch, v=v)
    else:
        def f(v):
            return cost_fn(batch, v=variables.cont_set_at_key_chains(v))
    cost, grads = ivy.execute_with_gradients(f, sel, retain_grads=retain)
    return cost, grads


def _outer_cost(ivy, cost_fn, order, batch, variables, outer_v, keep_outer_v, record, all_grads, batched,
                num_tasks):
    """The outer cost at ``variables``; at first order also its gradients, kept in ``all_grads`` if ``record``."""
    if order != 1:
        return cost_fn(batch, v=variables)
    cost, grads = _grads_of(ivy, cost_fn, batch, variables, outer_v, keep_outer_v, False)
    if batched:
        grads = grads * num_tasks
    if record:
        all_grads.append(grads)
    return cost


def _train_task(ivy, inner_batch, outer_batch, inner_cost_fn, outer_cost_fn, variables, steps, lr, opt_step, order,
                average, inner_v, keep_inner_v, outer_v, keep_outer_v, batched, num_tasks, stop_gradients):
    total = 0
    all_grads = []
    unique_inner = inner_v is not None
    unique_outer = outer_v is not None
    outer_fn = inner_cost_fn if outer_cost_fn is None else outer_cost_fn
    inner_grads_are_outer = outer_cost_fn is None and not unique_inner and not unique_outer
    for _ in range(steps):
        cost, g = _grads_of(ivy, inner_cost_fn, inner_batch, variables, inner_v, keep_inner_v, order > 1)
        if batched:
            g = g * num_tasks
        if inner_grads_are_outer:
            all_grads.append(g)
        else:
            cost = _outer_cost(ivy, outer_fn, order, outer_batch, variables, outer_v, keep_outer_v, average,
                               all_grads, batched, num_tasks)
        total = total + cost
        if unique_inner:
            new = opt_step(_select(variables, inner_v, keep_inner_v), g, lr, stop_gradients=stop_gradients)
            variables = variables.cont_set_at_key_chains(new)
        else:
            variables = opt_step(variables, g, lr, stop_gradients=stop_gradients)
    final = _outer_cost(ivy, outer_fn, order, outer_batch, variables, outer_v, keep_outer_v, True, all_grads,
                        batched, num_tasks)
    if stop_gradients:
        variables = ivy.stop_gradient(variables)
    if not batched:
        variables = variables.expand_dims(axis=0)
    if average:
        grads = (sum(all_grads[1:], all_grads[0]) / len(all_grads)) if order == 1 else None
        return (total + final) / (steps + 1), variables, grads
    return final, variables, (all_grads[-1] if order == 1 else None)


def _is_per_task(v):
    return isinstance(v, (list, tuple)) and len(v) > 0 and isinstance(v[0], (list, tuple, dict, type(None)))


def _concat(ivy, conts):
    return conts[0].cont_multi_map(lambda xs, _kc: ivy.concat(xs, axis=0), conts) if len(conts) > 1 else conts[0]


def _train_tasks(ivy, batch, inner_batch_fn, outer_batch_fn, inner_cost_fn, outer_cost_fn, variables, steps, lr,
                 opt_step, order, average, batched, inner_v, keep_inner_v, outer_v, keep_outer_v, return_inner_v,
                 num_tasks, stop_gradients):
    want_all = return_inner_v in ("all", True)
    if batched:
        ib = batch if inner_batch_fn is None else inner_batch_fn(batch)
        ob = batch if outer_batch_fn is None else outer_batch_fn(batch)
        cost, ivs, grads = _train_task(ivy, ib, ob, inner_cost_fn, outer_cost_fn, variables, steps, lr, opt_step,
                                       order, average, inner_v, keep_inner_v, outer_v, keep_outer_v, True,
                                       num_tasks, stop_gradients)
        if order == 1:
            grads = grads.mean(axis=0) if isinstance(grads, ivy.Container) else grads
        extra = ivs if want_all else ivs[0:1] if return_inner_v == "first" else None
        out = (cost, grads) if order == 1 else (cost,)
        if extra is not None:
            out = out + (extra,)
        return out if len(out) > 1 else out[0]
    total = 0
    all_grads = []
    kept = []
    for i, sub in enumerate(batch.cont_unstack_conts(0, True, num_tasks)):
        ib = sub if inner_batch_fn is None else inner_batch_fn(sub)
        ob = sub if outer_batch_fn is None else outer_batch_fn(sub)
        iv = inner_v[i] if _is_per_task(inner_v) else inner_v
        ov = outer_v[i] if _is_per_task(outer_v) else outer_v
        cost, ivs, grads = _train_task(ivy, ib, ob, inner_cost_fn, outer_cost_fn, variables, steps, lr, opt_step,
                                       order, average, iv, keep_inner_v, ov, keep_outer_v, False, num_tasks,
                                       stop_gradients)
        if want_all or (return_inner_v == "first" and i == 0):
            kept.append(ivs)
        total = total + cost
        all_grads.append(grads)
    out = (total / num_tasks,)
    if order == 1:
        out = out + (sum(all_grads[1:], all_grads[0]) / num_tasks,)
    if return_inner_v:
        out = out + (_concat(ivy, kept),)
    return out if len(out) > 1 else out[0]


def _num_tasks(batch, num_tasks):
    if num_tasks is not None:
        return num_tasks
    shp = batch.cont_shape
    if not shp or shp[0] is None:
        from .errors import InvalidArgumentError

        raise InvalidArgumentError("the batch's leaves must share their first (task) axis, or pass num_tasks")
    return shp[0]


def _gd(ivy):
    return ivy.gradient_descent_update


@guarded(batch="Nest", inner_cost_fn="Callable", outer_cost_fn="Callable", variables="Container",
         inner_grad_steps="int", inner_learning_rate="Array | float")
def fomaml_step(batch, inner_cost_fn, outer_cost_fn, variables, inner_grad_steps, inner_learning_rate, /, *,
                inner_optimization_step=None, inner_batch_fn=None, outer_batch_fn=None, average_across_steps=False,
                batched=True, inner_v=None, keep_inner_v=True, outer_v=None, keep_outer_v=True,
                return_inner_v=False, num_tasks=None, stop_gradients=True):
    """One step of first-order MAML: ``(cost, meta_gradients)`` (and the inner variables if asked).

    ``inner_optimization_step`` defaults to :func:`ivy.gradient_descent_update`.
    The meta gradient is the gradient of ``outer_cost_fn`` (``inner_cost_fn`` if
    None) at the variables after ``inner_grad_steps`` inner steps.

    >>> ivy.set_backend("torch")                                          # doctest: +SKIP
    >>> batch = ivy.Container(x=ivy.asarray([[1.0], [3.0]]))              # doctest: +SKIP
    >>> cost = lambda b, v: ivy.mean((v.w - b.x) ** 2)
    >>> c, g = ivy.fomaml_step(batch, cost, None, ivy.Container(w=ivy.asarray([0.0])), 1, 0.25)  # doctest: +SKIP
    """
    ivy = _ivy()
    num_tasks = _num_tasks(batch, num_tasks)
    rets = _train_tasks(ivy, batch, inner_batch_fn, outer_batch_fn, inner_cost_fn, outer_cost_fn, variables,
                        inner_grad_steps, inner_learning_rate, inner_optimization_step or _gd(ivy), 1,
                        average_across_steps, batched, inner_v, keep_inner_v, outer_v, keep_outer_v, return_inner_v,
                        num_tasks, stop_gradients)
    cost = ivy.stop_gradient(rets[0], preserve_type=False) if stop_gradients else rets[0]
    return (cost, rets[1], rets[2]) if return_inner_v else (cost, rets[1])


@guarded(batch="Nest", cost_fn="Callable", variables="Container", inner_grad_steps="int",
         inner_learning_rate="Array | float")
def reptile_step(batch, cost_fn, variables, inner_grad_steps, inner_learning_rate, /, *,
                 inner_optimization_step=None, batched=True, return_inner_v=False, num_tasks=None,
                 stop_gradients=True):
    """One step of Reptile: ``(cost, meta_gradients)`` (and the inner variables if asked).

    The meta gradients are the inner gradients of every step and at the end,
    averaged, divided by ``inner_learning_rate`` (Ivy's definition); the cost is
    averaged the same way.

    >>> batch = ivy.Container(x=ivy.asarray([[1.0], [3.0]], backend="jax"))  # doctest: +SKIP
    >>> c, g = ivy.reptile_step(batch, lambda b, v: ivy.mean((v.w - b.x) ** 2),  # doctest: +SKIP
    ...                         ivy.Container(w=ivy.asarray([0.0], backend="jax")), 2, 0.1)
    """
    ivy = _ivy()
    num_tasks = _num_tasks(batch, num_tasks)
    rets = _train_tasks(ivy, batch, None, None, cost_fn, None, variables, inner_grad_steps, inner_learning_rate,
                        inner_optimization_step or _gd(ivy), 1, True, batched, None, True, None, True,
                        return_inner_v, num_tasks, stop_gradients)
    cost = ivy.stop_gradient(rets[0], preserve_type=False) if stop_gradients else rets[0]
    grads = rets[1] / inner_learning_rate
    return (cost, grads, rets[2]) if return_inner_v else (cost, grads)


@guarded(batch="Nest", inner_cost_fn="Callable", outer_cost_fn="Callable", variables="Container",
         inner_grad_steps="int", inner_learning_rate="Array | float")
def maml_step(batch, inner_cost_fn, outer_cost_fn, variables, inner_grad_steps, inner_learning_rate, /, *,
              inner_optimization_step=None, inner_batch_fn=None, outer_batch_fn=None, average_across_steps=False,
              batched=True, inner_v=None, keep_inner_v=True, outer_v=None, keep_outer_v=True, return_inner_v=False,
              num_tasks=None, stop_gradients=True):
    """One step of (second-order) MAML: ``(cost, meta_gradients, inner_variables or ())``.

    The meta gradients differentiate the outer cost at the adapted variables
    through the ``inner_grad_steps`` inner steps, with respect to the initial
    variables (``outer_v`` picks which), summed over axis 0 (Ivy's result).

    >>> batch = ivy.Container(x=ivy.asarray([[1.0], [3.0]], backend="jax"))  # doctest: +SKIP
    >>> cost = lambda b, v: ivy.mean((v.w - b.x) ** 2)
    >>> c, g, _ = ivy.maml_step(batch, cost, cost,                          # doctest: +SKIP
    ...                         ivy.Container(w=ivy.asarray([0.0], backend="jax")), 1, 0.25)
    """
    ivy = _ivy()
    num_tasks = _num_tasks(batch, num_tasks)
    opt = inner_optimization_step or _gd(ivy)
    unique_outer = outer_v is not None

    def run(v):
        vs = variables.cont_set_at_key_chains(v) if unique_outer else v
        return _train_tasks(ivy, batch, inner_batch_fn, outer_batch_fn, inner_cost_fn, outer_cost_fn, vs,
                            inner_grad_steps, inner_learning_rate, opt, 2, average_across_steps, batched, inner_v,
                            keep_inner_v, outer_v, keep_outer_v, return_inner_v, num_tasks, False)

    ret, grads = ivy.execute_with_gradients(run, _select(variables, outer_v, keep_outer_v),
                                            ret_grad_idxs=[[0]] if return_inner_v else None)
    if isinstance(ret, tuple):
        grads = grads["0"] if "0" in grads else grads
        cost, rest = ret[0], ret[1]
    else:
        cost, rest = ret, ()
    if stop_gradients:
        cost = ivy.stop_gradient(cost, preserve_type=False)
    return cost, grads.sum(axis=0), rest
