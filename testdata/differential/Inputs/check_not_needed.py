#!/usr/bin/env python3
"""A step reported not-needed must have no loop left to apply to.

Reads a -floop-transform-report=FILE JSON report and the optimized IR of
the same compile (-S -emit-llvm). A loop that still waits for a step
carries its chain's marker at that step, `!{!"loopcc.chain", i32 ID, i32
STEP}`, in the IR loopcc wrote: if the report calls that step not-needed
("the loop was removed by an earlier optimization"), the loop was alive and
the step silently missed. Prints one line per silent miss and exits 1 if
there is any.
Usage: check_not_needed.py REPORT.json OUTPUT.ll
"""
import json
import re
import sys


def main():
    report_path, ir_path = sys.argv[1], sys.argv[2]
    with open(report_path) as f:
        report = json.load(f)
    with open(ir_path, errors="replace") as f:
        ir = f.read()
    waiting = set(
        (int(m.group(1)), int(m.group(2)))
        for m in re.finditer(r'!\{!"loopcc\.chain", i32 (\d+), i32 (\d+)\}', ir))
    misses = []
    for unit in report.get("units", []):
        for chain in unit.get("chains", []):
            for index, step in enumerate(chain.get("steps", [])):
                if step.get("status") == "not-needed" and (chain["id"], index) in waiting:
                    misses.append("%s:%s:%s chain %d step %d '%s': not-needed, "
                                  "but a loop still waits for it" % (
                                      chain.get("file"), chain.get("line"),
                                      chain.get("column"), chain["id"], index,
                                      step.get("directive")))
    for line in misses:
        print(line)
    sys.exit(1 if misses else 0)


if __name__ == "__main__":
    main()
