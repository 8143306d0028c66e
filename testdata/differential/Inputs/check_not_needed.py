#!/usr/bin/env python3
"""A step reported not-needed must have no loop left to apply to.

Reads a -floop-transform-report=FILE JSON report and the optimized IR of
the same compile (-S -emit-llvm). A loop that still waits for a step
carries its chain's marker at that step, `!{!"loopcc.chain", i32 ID, i32
STEP}`, among its loop ID's operands: if the report calls that step
not-needed ("the loop was removed by an earlier optimization"), the loop
was alive and the step silently missed. A loop is a branch with
`!llvm.loop` that jumps back to a block at or above it (LLVM leaves loop
IDs on the branches of a fully unrolled loop, which jump forward only).
Prints one line per silent miss and exits 1 if there is any.
Usage: check_not_needed.py REPORT.json OUTPUT.ll
"""
import json
import re
import sys

NODE = re.compile(r"^(![0-9]+) = (?:distinct )?!\{(.*)\}\s*$")
MARKER = re.compile(r'^!"loopcc\.chain", i32 (\d+), i32 (\d+)$')


def waiting_steps(ir):
    nodes = {}
    for line in ir.splitlines():
        m = NODE.match(line)
        if m:
            nodes[m.group(1)] = m.group(2)
    loop_ids = set()
    labels = set()
    for line in ir.splitlines():
        if line.startswith("define "):
            labels = set()
            continue
        m = re.match(r"^([-\w.$]+):", line)
        if m:
            labels.add(m.group(1))
            continue
        m = re.search(r"!llvm\.loop (![0-9]+)", line)
        if m and line.lstrip().startswith("br "):
            targets = re.findall(r"label %([-\w.$]+)", line)
            if any(t in labels for t in targets):
                loop_ids.add(m.group(1))
    waiting = set()
    for loop_id in loop_ids:
        for op in re.findall(r"![0-9]+", nodes.get(loop_id, ""))[1:]:
            m = MARKER.match(nodes.get(op, ""))
            if m:
                waiting.add((int(m.group(1)), int(m.group(2))))
    return waiting


def main():
    report_path, ir_path = sys.argv[1], sys.argv[2]
    with open(report_path) as f:
        report = json.load(f)
    with open(ir_path, errors="replace") as f:
        waiting = waiting_steps(f.read())
    misses = []
    for unit in report.get("units", []):
        for chain in unit.get("chains", []):
            for index, step in enumerate(chain.get("steps", [])):
                if (step.get("status") == "not-needed" and
                        (chain["id"], index) in waiting):
                    misses.append(
                        "%s:%s:%s chain %d step %d '%s': not-needed, but a "
                        "loop still waits for it" % (
                            chain.get("file"), chain.get("line"),
                            chain.get("column"), chain["id"], index,
                            step.get("directive")))
    for line in misses:
        print(line)
    sys.exit(1 if misses else 0)


if __name__ == "__main__":
    main()
