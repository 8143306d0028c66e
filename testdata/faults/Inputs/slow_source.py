#!/usr/bin/env python3
"""Writes a C file that takes loopcc several seconds at -O2: many functions
with vectorize-and-unroll chains.

    slow_source.py OUT.c [FUNCTIONS] [--header OUT.h]

With --header, the directives come from a macro in OUT.h and OUT.c never
spells them (loopcc then compiles the unit twice: see
frontend/LocationTracking.h).
"""
import sys

args = sys.argv[1:]
header = None
if "--header" in args:
    i = args.index("--header")
    header = args[i + 1]
    del args[i:i + 2]
out = args[0]
count = int(args[1]) if len(args) > 1 else 2000
chain = ('_Pragma("loop transform unroll count(2)") '
         '_Pragma("loop transform vectorize width(4)")')
lines = []
if header:
    with open(header, "w") as f:
        f.write(f"#define CHAIN {chain}\n")
    lines.append(f'#include "{header.rsplit("/", 1)[-1]}"')
for k in range(count):
    lines += [f"void f{k}(float *restrict a, const float *restrict b, int n) {{",
              "  CHAIN" if header else f"  {chain}",
              "  for (int i = 0; i < n; i++)",
              f"    a[i] += b[i] * {k}.0f;",
              "}"]
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
