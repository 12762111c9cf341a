"""Print the coverage driver's pass rate per backend: every record of ``tf2_records`` on every
backend in one process (``python tf2_report.py [backend ...] [-v]``)."""

from __future__ import annotations

import sys

import tf2_driver as drv
import tf2_records as recs

import ivy


def run(backends, verbose=False, only=None):
    table = {}
    oos = drv.out_of_scope()
    for b in backends:
        with ivy.using_backend(b):
            for ns, records in recs.ALL.items():
                ok = 0
                records = {k: c for k, c in records.items() if f"{ns}.{k}" not in oos}
                for name, cases in records.items():
                    if only and only not in f"{ns}.{name}":
                        continue
                    res = drv.run_record(f"{ns}.{name}", cases)
                    good = all(r[1] for r in res)
                    ok += good
                    if verbose and not good:
                        for lab, o, msg in res:
                            if not o:
                                print(f"  {b:10s} {ns}.{name}{lab}: {msg}")
                table[(b, ns)] = (ok, len(records))
    return table


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    only = next((a[7:] for a in sys.argv[1:] if a.startswith("--only=")), None)
    backends = args or list(drv.BACKENDS)
    table = run(backends, "-v" in sys.argv, only)
    for (b, ns), (ok, tot) in table.items():
        print(f"{b:10s} tf.{ns:8s} {ok}/{tot} = {100 * ok / max(tot, 1):.1f}%")


if __name__ == "__main__":
    main()
