#!/usr/bin/env python3
"""Compiles every C source of the given directories with loopcc and checks
that no warning or note it prints carries LLVM's or Polly's internal text:
the reasons must be in the terms of the source (docs/pragma.md).

Usage: internal_texts.py LOOPCC DIR... ; prints one line per offending
diagnostic and exits 1 if there is any, else prints the number of
diagnostics read and exits 0.
"""
import glob
import os
import subprocess
import sys
import tempfile

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
    seen = 0
    bad = []
    with tempfile.TemporaryDirectory() as work:
        for d in dirs:
            for src in sorted(glob.glob(os.path.join(d, "*.c"))):
                text = open(src, errors="replace").read()
                # Sources written to fail or to need other inputs are
                # compiled as their own tests say; here only plain ones.
                if "RUN: not " in text or "%S/Inputs" in text or "-I" in text:
                    continue
                flags = ["-O2", "-w", "-Wpass-failed"]
                for opt in ("-fopenmp", "-fblocks"):
                    if opt in text:
                        flags.append(opt)
                out = subprocess.run(
                    [loopcc, *flags, "-c", src, "-o",
                     os.path.join(work, "x.o")],
                    capture_output=True, text=True)
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
    print("%d diagnostics, no internal text" % seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
