#!/usr/bin/env python3
"""A step reported not-needed must have no loop left to apply to.

Reads a -floop-transform-report=FILE JSON report and the optimized IR of
the same compile (-S -emit-llvm). A loop that still waits for a step
carries its chain's marker at that step, `!{!"loopcc.chain", i32 ID, i32
STEP}`, among its loop ID's operands: if the report calls that step
not-needed ("the loop was removed by an earlier optimization"), the loop
was alive and the step silently missed. A loop is one LLVM's LoopInfo
finds (opt's print<loops>), its latch's branch carrying the loop ID: LLVM
leaves loop IDs on the branches of a fully unrolled loop, and on a loop
that jump threading dissolved into the loop around it, where no pass sees
a loop any more.
Prints one line per silent miss and exits 1 if there is any.
Usage: check_not_needed.py REPORT.json OUTPUT.ll
"""
import json
import re
import subprocess
import sys

OPT = "/usr/lib/llvm-22/bin/opt"

NODE = re.compile(r"^(![0-9]+) = (?:distinct )?!\{(.*)\}\s*$")
MARKER = re.compile(r'^!"loopcc\.chain", i32 (\d+), i32 (\d+)$')


def latches(ir_path):
    """(function, block) of every loop latch LoopInfo finds."""
    out = subprocess.run([OPT, "-passes=print<loops>", "-disable-output",
                          ir_path], capture_output=True, text=True).stderr
    found = set()
    function = None
    for line in out.splitlines():
        m = re.match(r"^Loop info for function '(.*)':", line)
        if m:
            function = m.group(1)
            continue
        m = re.search(r"Loop at depth \d+ containing: (.*)$", line)
        if m:
            for block in m.group(1).split(","):
                if "<latch>" in block:
                    found.add((function, block.split("<")[0].lstrip("%")))
    return found


def waiting_steps(ir, loop_latches):
    nodes = {}
    for line in ir.splitlines():
        m = NODE.match(line)
        if m:
            nodes[m.group(1)] = m.group(2)
    loop_ids = set()
    function = block = None
    for line in ir.splitlines():
        m = re.match(r"^define .*@([-\w.$]+|\"[^\"]+\")\(", line)
        if m:
            function, block = m.group(1).strip('"'), None
            continue
        m = re.match(r"^([-\w.$]+):", line)
        if m:
            block = m.group(1)
            continue
        m = re.search(r"!llvm\.loop (![0-9]+)", line)
        if m and (function, block) in loop_latches:
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
        waiting = waiting_steps(f.read(), latches(ir_path))
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
