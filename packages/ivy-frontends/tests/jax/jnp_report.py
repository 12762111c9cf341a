"""Measure the pass rate of every JAX record on the current backend (all records, all cases):
``IVY_TEST_BACKEND=torch python packages/ivy-frontends/tests/jax/jnp_report.py``."""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))

from jnp_driver import BY_ID, cases, check  # noqa: E402

import ivy  # noqa: E402


def main():
    backend = os.environ.get("IVY_TEST_BACKEND", "numpy")
    ivy.set_backend(backend)
    t = time.time()
    fails = {}
    ran = 0
    for rid, r in BY_ID.items():
        cs = cases(r)
        ran += bool(cs)
        for case in cs:
            m = check(r, case)
            if m:
                fails[rid] = f"{case[0]} {case[1]} {case[2]}: {m}"
                break
    n = ran
    for rid, m in fails.items():
        print(f"FAIL {rid}: {m}")
    print(f"{backend}: {n - len(fails)}/{n} = {100 * (n - len(fails)) / n:.1f}% of JAX's records "
          f"({time.time() - t:.0f} s)")


if __name__ == "__main__":
    main()
