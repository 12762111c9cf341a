"""Run the OpInfo driver over every op on one backend and report (a developer's tool; the tests
assert, this prints and writes JSON for the README's coverage table).

    IVY_OPINFO=full python opinfo_report.py --backend jax [--group torch|nn] [--json out.json] [-k name]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

import ivy

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import opinfo_driver as drv  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backend", required=True)
    p.add_argument("--group", default="torch")
    p.add_argument("--json")
    p.add_argument("-k", default=None)
    p.add_argument("--all-backends-ops", action="store_true", help="ignore the CI spread: every op here")
    a = p.parse_args(argv)
    ivy.set_backend(a.backend)
    ops = drv.selected_ops(a.group)
    if a.k:
        ops = [o for o in ops if a.k in drv.op_id(o)]
    res = {}
    t0 = time.time()
    for op in ops:
        oid = drv.op_id(op)
        if drv.MODE != "full" and not a.all_backends_ops and a.backend not in drv.backends_of(op):
            continue
        missing = drv.exists(op)
        t1 = time.time()
        try:
            r = drv.check_op(op)
        except Exception as e:  # noqa: BLE001 - a crash of the driver on one op is reported, not fatal
            r = {"function": f"driver crash: {e!r} {traceback.format_exc()[-300:]}"}
        res[oid] = {"missing": missing, "result": r, "seconds": round(time.time() - t1, 2)}
        bad = {k: v for k, v in r.items() if v}
        print(("FAIL " if bad else "ok   ") + oid, "" if not bad else json.dumps(bad)[:400], flush=True)
    n = len(res)
    fn_ok = sum(1 for v in res.values() if not v["result"].get("function") and not v["missing"])
    print(f"\n{a.backend}: {fn_ok}/{n} ops pass ({100 * fn_ok / max(n, 1):.1f}%) in {time.time() - t0:.0f}s")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
