#!/usr/bin/env python3
"""Compiles every C source of the given directories with loopcc and checks
that no warning or note it prints carries LLVM's or Polly's internal text:
the reasons must be in the terms of the source (docs/pragma.md).

Usage: internal_texts.py LOOPCC DIR... ; prints one line per offending
diagnostic and exits 1 if there is any, else prints the number of
diagnostics read and exits 0.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "Inputs"))
import test_sources  # noqa: E402

# Texts that only LLVM's or Polly's developers read.
INTERNAL = [
    "***couldnotcompute***",
    "could not be identified as reduction",
    "loop control flow is not understood",
    "unsafe dependent memory operations",
    "loop carried data dependence",
    "Unknown data dependence",
    "Unsafe indirect dependence",
    "Memory location is the same",
    "#pragma clang loop",
    "non affine",
    "call instruction",
    "has multiple exits.",
    "loop  ",
    "Polly's model of the nest has",
    "isl_",
    "SCEV",
]


def main():
    loopcc, dirs = sys.argv[1], sys.argv[2:]
    sources = seen = 0
    bad = []
    with tempfile.TemporaryDirectory() as work:
        for src, out, _ in test_sources.compile_sources(
                loopcc, dirs, work, ["-Wno-everything", "-Wpass-failed"]):
            sources += 1
            for line in out.stderr.splitlines():
                if ": warning: " not in line and ": note: " not in line:
                    continue
                seen += 1
                for t in INTERNAL:
                    if t in line:
                        bad.append("%s: internal text %r: %s" %
                                   (os.path.basename(src), t, line))
    for b in bad:
        print(b)
    if bad:
        return 1
    if not seen:
        print("no diagnostic read from %d sources: nothing was checked" %
              sources)
        return 1
    print("%d sources, %d diagnostics, no internal text" % (sources, seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
