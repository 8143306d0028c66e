#!/usr/bin/env python3
"""Checks a -floop-transform-report=FILE JSON report and prints it as text.

The report must be {"version": 1, "units": [{"file", "chains": [...]}]},
each chain {"id", "file", "line", "column", "function", "steps"} and each
step {"transformation", "directive", "line", "column", "status"} with a
status among applied, missed, skipped, not-needed; a missed or skipped step
must give a reason. Anything else is an error (exit status 1).

Output, for FileCheck, one line per chain and one per step:
    chain <file name> <function> <line>:<column>
      step <n> <directive> @<line>:<column> <status> [key=value ...]
        reason: <reason>
        warning: <warning>
where the keys are on, vector_width, interleave_count, runtime_check,
produced_loops,
copies and missed_in (lists joined by commas), in that order, when present.
Usage: report.py FILE.json
"""
import json
import os
import sys

STATUSES = {"applied", "missed", "skipped", "not-needed"}
CHAIN_KEYS = ["id", "file", "line", "column", "function", "steps"]
STEP_KEYS = ["transformation", "directive", "line", "column", "status"]
OPTIONAL = ["on", "vector_width", "interleave_count", "runtime_check",
            "produced_loops",
            "copies", "missed_in"]


def fail(message):
    sys.stderr.write("report.py: %s\n" % message)
    sys.exit(1)


def main():
    if len(sys.argv) != 2:
        fail("usage: report.py FILE.json")
    with open(sys.argv[1]) as f:
        report = json.load(f)
    if report.get("version") != 1:
        fail("version is %r, not 1" % report.get("version"))
    units = report.get("units")
    if not isinstance(units, list) or not units:
        fail("no units")
    for unit in units:
        if "file" not in unit or not isinstance(unit.get("chains"), list):
            fail("a unit without file or chains: %r" % unit)
        for chain in unit["chains"]:
            for key in CHAIN_KEYS:
                if key not in chain:
                    fail("chain without %s: %r" % (key, chain))
            print("chain %s %s %d:%d" % (os.path.basename(chain["file"]),
                                         chain["function"], chain["line"],
                                         chain["column"]))
            for n, step in enumerate(chain["steps"]):
                for key in STEP_KEYS:
                    if key not in step:
                        fail("step without %s: %r" % (key, step))
                status = step["status"]
                if status not in STATUSES:
                    fail("unknown status %r" % status)
                if status in ("missed", "skipped") and not step.get("reason"):
                    fail("%s step without a reason: %r" % (status, step))
                extra = []
                for key in OPTIONAL:
                    if key in step:
                        value = step[key]
                        if isinstance(value, list):
                            value = ",".join(value)
                        extra.append("%s=%s" % (key, value))
                print("  step %d %s @%d:%d %s%s" % (
                    n, step["directive"], step["line"], step["column"], status,
                    "".join(" " + e for e in extra)))
                if "reason" in step:
                    print("    reason: %s" % step["reason"])
                if "warning" in step:
                    print("    warning: %s" % step["warning"])


if __name__ == "__main__":
    main()
