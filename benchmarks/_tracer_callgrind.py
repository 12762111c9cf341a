"""Instruction counts of tracer_bench.py's compiled-module rows, under callgrind (this VM's wall
clock scatters by more than the 0.1% budget): ``valgrind --tool=callgrind --instr-atstart=no
python benchmarks/_tracer_callgrind.py BACKEND`` prints instructions a call of the native compiled
network, ivy.compile with ivy-tracer, and ivy-core's route, at the tiny size, and of the native one
at the realistic size; counting is switched on only around the measured calls."""

from __future__ import annotations

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tracer_bench import _compiled_case, _old_route  # noqa: E402


def _ctl(*flags):
    subprocess.run(["callgrind_control", *flags, str(os.getpid())], capture_output=True, check=False)


def _count(label, f, args, n):
    for _ in range(20):
        f(*args)
    _ctl("-z")
    _ctl("-i", "on")
    for _ in range(n):
        f(*args)
    _ctl("-i", "off")
    _ctl("-d", f"{label} {n}")


def main():
    bname = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    native, traced, nargs, _ = _compiled_case(bname, True)
    _, old, _, _ = _old_route(lambda: _compiled_case(bname, True))
    big_native, _, bargs, _ = _compiled_case(bname, False)
    for label, f, a, k in (("native", native, nargs, n), ("traced", traced, nargs, n), ("ivycore", old, nargs, n),
                           ("native", native, nargs, n), ("traced", traced, nargs, n),
                           ("realistic", big_native, bargs, 10)):
        _count(label, f, a, k)


if __name__ == "__main__":
    main()
