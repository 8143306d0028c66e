#!/usr/bin/env python3
"""Prints an optimization record (-fsave-optimization-record YAML) one entry
a line: `<kind> <pass> <name> <function> <line>:<column>` (`-` for a missing
field), so that entries can be counted with sort | uniq -c and FileCheck.
Usage: opt-record.py FILE.opt.yaml
"""
import re
import sys


def field(doc, name):
    m = re.search(r"^%s:\s*(.*)$" % name, doc, re.M)
    if not m:
        return "-"
    value = m.group(1).strip().strip("'\"")
    return value or "-"


def main():
    with open(sys.argv[1]) as f:
        text = f.read()
    for doc in re.split(r"^--- ", text, flags=re.M):
        doc = doc.strip()
        if not doc.startswith("!"):
            continue
        kind = doc.split()[0][1:]
        loc = re.search(r"^DebugLoc:\s*\{[^}]*Line:\s*(\d+),\s*Column:\s*(\d+)",
                        doc, re.M)
        print("%s %s %s %s %s" % (kind, field(doc, "Pass"), field(doc, "Name"),
                                  field(doc, "Function"),
                                  "%s:%s" % loc.groups() if loc else "-"))


if __name__ == "__main__":
    main()
