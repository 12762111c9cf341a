"""The timing harness the frontend benches share (``frontends_*bench.py``): a frontend call vs the
ivy call it makes vs the real framework, per backend, best of several repeats, microseconds.

A bench defines its rows, ``(name, frontend call, ivy call, native call)``, and calls
:func:`run` with a function that builds them on the current backend.
"""

from __future__ import annotations

import argparse
import contextlib
import timeit


def best(fn, number):
    """Microseconds per call of ``fn``: the best of 5 repeats of ``number`` calls (after one warm-up)."""
    fn()
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=2000)
    return p.parse_args(argv)


def run(title, native_label, rows, args, *, context=contextlib.nullcontext):
    """Print one table: for each backend of ``args.backends`` (installed ones), ``rows()`` built and
    timed inside ``ivy.using_backend`` (and ``context()``); ``+fe`` is the frontend's added cost
    (budget: <= 1 us, ARCHITECTURE.md section 6)."""
    import ivy

    installed = set(ivy.backends())
    print(f"{title}, {args.size}x{args.size} float32, microseconds per call")
    print(f"{'backend':<11}{'op':<17}{'frontend':>10}{'ivy':>10}{native_label:>10}{'+fe':>8}")
    for b in args.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b), context():
            for name, f_fe, f_ivy, f_native in rows():
                t_fe, t_ivy, t_nat = (best(f, args.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<17}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")
