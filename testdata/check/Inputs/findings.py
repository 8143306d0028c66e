#!/usr/bin/env python3
"""Checks a loopcc-check --json report and prints its findings as text.

The report must be {"version": 1, "units": [...]}, each unit {"file",
"directory", "chains"}, each chain {"id", "file", "line", "column",
"function", "steps"} and each step {"transformation", "directive", "line",
"column", "status"} with a status among applied, missed, skipped and
not-needed; a missed, skipped or not-needed step must give a reason.
Anything else is an error (exit status 1).

Output, sorted (so that the order in which units were checked does not
matter), one line per step:
    <file name>:<loop line>:<loop column> <function> step <n> <directive> @<line>:<column> <status>
then one line per unit file name with its number of chains, and the totals:
    totals: <chains> chains, <applied> applied, <missed> missed, ...
which must agree with the summary line loopcc-check prints.

With --full, prints the whole report instead, normalized (units sorted by
file, keys sorted), for comparing two runs over the same database.
Usage: findings.py [--full] FILE.json
"""
import json
import os
import sys

STATUSES = ["applied", "missed", "skipped", "not-needed"]
UNIT_KEYS = ["file", "directory", "chains"]
CHAIN_KEYS = ["id", "file", "line", "column", "function", "steps"]
STEP_KEYS = ["transformation", "directive", "line", "column", "status"]


def fail(message):
    sys.stderr.write("findings.py: %s\n" % message)
    sys.exit(1)


def check(report):
    if report.get("version") != 1:
        fail("version is %r, not 1" % report.get("version"))
    units = report.get("units")
    if not isinstance(units, list) or not units:
        fail("no units")
    for unit in units:
        for key in UNIT_KEYS:
            if key not in unit:
                fail("unit without %s: %r" % (key, unit))
        if not os.path.isabs(unit["directory"]):
            fail("unit directory is not absolute: %r" % unit["directory"])
        for chain in unit["chains"]:
            for key in CHAIN_KEYS:
                if key not in chain:
                    fail("chain without %s: %r" % (key, chain))
            if not chain["steps"]:
                fail("chain without steps: %r" % chain)
            for step in chain["steps"]:
                for key in STEP_KEYS:
                    if key not in step:
                        fail("step without %s: %r" % (key, step))
                if step["status"] not in STATUSES:
                    fail("unknown status %r" % step["status"])
                if step["status"] != "applied" and not step.get("reason"):
                    fail("%s step without a reason: %r" % (step["status"], step))
    return units


def main():
    args = sys.argv[1:]
    full = bool(args) and args[0] == "--full"
    if full:
        args = args[1:]
    if len(args) != 1:
        fail("usage: findings.py [--full] FILE.json")
    with open(args[0]) as f:
        report = json.load(f)
    units = check(report)
    if full:
        units = sorted(units, key=lambda u: json.dumps(u, sort_keys=True))
        print(json.dumps({"version": report["version"], "units": units},
                         indent=1, sort_keys=True))
        return
    lines = []
    per_unit = {}
    totals = dict((s, 0) for s in STATUSES)
    chains = 0
    for unit in units:
        name = os.path.basename(unit["file"])
        per_unit[name] = per_unit.get(name, 0) + len(unit["chains"])
        for chain in unit["chains"]:
            chains += 1
            for n, step in enumerate(chain["steps"]):
                # A step applied with a warning (another width than asked)
                # counts as missed, as loopcc-check counts it.
                status = step["status"]
                totals["missed" if "warning" in step else status] += 1
                lines.append("%s:%d:%d %s step %d %s @%d:%d %s" % (
                    os.path.basename(chain["file"]), chain["line"],
                    chain["column"], chain["function"], n, step["directive"],
                    step["line"], step["column"], status))
    for line in sorted(lines):
        print(line)
    for name in sorted(per_unit):
        print("unit %s: %d chains" % (name, per_unit[name]))
    print("totals: %d chains: %d applied, %d missed, %d skipped, "
          "%d not needed" % (chains, totals["applied"], totals["missed"],
                             totals["skipped"], totals["not-needed"]))


if __name__ == "__main__":
    main()
