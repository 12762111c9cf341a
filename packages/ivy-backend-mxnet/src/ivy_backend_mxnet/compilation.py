"""``ivy.compile`` on MXNet: Gluon hybridization where MXNet can trace the function.

Hybridization runs the function on symbols (``mx.sym.np``) and caches the
resulting graph. MXNet 1.9 has no deferred-compute mode, so the ``mx.np``
calls ivy's mxnet backend makes on concrete arrays (and its host NumPy
fallbacks) cannot be traced for general ivy code: when tracing fails, ``compile``
warns (RuntimeWarning, "falling back") and returns the eager function, which
gives the same results without the graph.
"""

from __future__ import annotations

import warnings

import mxnet as mx

HAS_COMPILER = True


def _eager(fn, why):
    warnings.warn(
        f"ivy.compile: MXNet hybridization cannot trace {getattr(fn, '__name__', 'this function')} ({why}); "
        "falling back to running it eagerly (same results, no graph)",
        RuntimeWarning, stacklevel=4,
    )
    return fn


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    @mx.util.use_np
    class _Block(mx.gluon.HybridBlock):
        def hybrid_forward(self, F, *xs):  # noqa: N803 - Gluon's name
            out = fn(*xs)
            return out if len(out) != 1 else out[0]

    block = _Block()
    block.hybridize(**options)
    if not example_args:
        return _eager(fn, "no example arguments to trace with")
    try:
        block(*example_args)
    except Exception as e:  # noqa: BLE001 - any tracing failure means: run eagerly
        return _eager(fn, f"{type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else ''}")

    def run(*xs):
        out = block(*xs)
        return tuple(out) if isinstance(out, (list, tuple)) else (out,)

    return run
