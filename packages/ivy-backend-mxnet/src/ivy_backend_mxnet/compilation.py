"""``ivy.compile`` on MXNet: warns and runs the function eagerly.

Gluon hybridization traces a function with symbols (``mx.sym.np``), and MXNet 1.9
has no deferred-compute mode. ivy's mxnet backend calls MXNet's operators through
the C API with NDArray handles, which cannot take symbols. So ``compile`` warns
(RuntimeWarning, "falling back") and returns the eager function, which gives the
same results without the graph. Being eager, it follows the Python state it reads
(``FOLLOWS_PYTHON``: a module's new variables, outputs of any structure) as it is on each call.
"""

from __future__ import annotations

import warnings

HAS_COMPILER = True
FOLLOWS_PYTHON = True


def _eager(fn, why):
    warnings.warn(
        f"ivy.compile: MXNet hybridization cannot trace {getattr(fn, '__name__', 'this function')} ({why}); "
        "falling back to running it eagerly (same results, no graph)",
        RuntimeWarning, stacklevel=4,
    )
    return fn


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    # Not traced: hybridization would hand ivy's operators symbols, and they call MXNet's C API
    # with NDArray handles (_util.op1/op2/Op), which reads a symbol's handle as an array's: a
    # garbage dtype code, and at times a segmentation fault (seen in the suite). The eager
    # function gives the same results.
    return _eager(fn, "ivy's MXNet operators take arrays, not the symbols hybridization traces with")
