#!/usr/bin/env python3
"""Writes a multi-file C project with annotated loops and prints what its
program must print.

    gen_project.py DIR [UNITS]

DIR gets unit00.c ... (UNITS files, default 16), each a function with
`#pragma loop transform` chains on its loops, main.c, units.h and a Makefile
that compiles every file into DIR/obj/ (with -MMD dependency files there
too) and links DIR/prog. The expected output is computed here, in Python,
with the same unsigned 32-bit arithmetic.
"""

import os
import sys

N = 1000
MASK = 0xFFFFFFFF

# (chain above the first loop, chain above the second loop); each applies
# on x86-64 at -O2, so the build prints no warning.
CHAINS = [
    (["vectorize width(4)"], ["unroll count(2)"]),
    (["unroll count(4)"], ["vectorize width(4) interleave(2)"]),
    (["unroll count(2)", "vectorize width(4)"], ["interleave count(2)"]),
    (["interleave count(4)"], ["unroll count(3)"]),
    (["vectorize width(8)"], ["vectorize"]),
    (["unroll count(4)"], ["unroll count(2)", "vectorize width(4)"]),
    (["vectorize width(4)", "unroll count(2)"], ["vectorize width(2)"]),
    (["vectorize width(4) on(epilogue)", "vectorize width(8)"], ["unroll count(8)"]),
]


def unit_source(k):
    first, second = CHAINS[k % len(CHAINS)]
    lines = ['#include "units.h"', "",
             f"unsigned unit{k:02d}(unsigned *restrict a, int n) {{",
             "  unsigned s = 0;"]
    lines += [f"#pragma loop transform {d}" for d in first]
    lines += ["  for (int i = 0; i < n; i++)",
              f"    a[i] = a[i] * {k + 3}u + (unsigned)i;"]
    lines += [f"#pragma loop transform {d}" for d in second]
    lines += ["  for (int i = 0; i < n; i++)",
              f"    s += a[i] ^ ((unsigned)i * {k}u);",
              "  return s;", "}", ""]
    return "\n".join(lines)


def expected(units):
    a = list(range(N))
    out = []
    for k in range(units):
        a = [(x * (k + 3) + i) & MASK for i, x in enumerate(a)]
        s = 0
        for i, x in enumerate(a):
            s = (s + (x ^ ((i * k) & MASK))) & MASK
        out.append(f"unit{k:02d}={s}")
    return "\n".join(out) + "\n"


MAKEFILE = """\
# Every object (and its dependency file) goes into one folder.
CC ?= cc
OBJDIR = obj
SRCS = $(sort $(wildcard unit*.c)) main.c
OBJS = $(patsubst %.c,$(OBJDIR)/%.o,$(SRCS))

prog: $(OBJS)
\t$(CC) -o $@ $(OBJS)

$(OBJDIR)/%.o: %.c | $(OBJDIR)
\t$(CC) -O2 -MMD -MP -c $< -o $@

$(OBJDIR):
\tmkdir -p $@

clean:
\trm -rf $(OBJDIR) prog

-include $(wildcard $(OBJDIR)/*.d)
"""


def main():
    folder = sys.argv[1]
    units = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    os.makedirs(folder, exist_ok=True)
    header = ["#ifndef UNITS_H", "#define UNITS_H"]
    header += [f"unsigned unit{k:02d}(unsigned *restrict a, int n);" for k in range(units)]
    header += ["#endif", ""]
    with open(os.path.join(folder, "units.h"), "w") as f:
        f.write("\n".join(header))
    for k in range(units):
        with open(os.path.join(folder, f"unit{k:02d}.c"), "w") as f:
            f.write(unit_source(k))
    main_c = ["#include <stdio.h>", '#include "units.h"', "",
              "static unsigned a[%d];" % N, "", "int main(void) {",
              "  for (int i = 0; i < %d; i++)" % N, "    a[i] = (unsigned)i;"]
    main_c += [f'  printf("unit{k:02d}=%u\\n", unit{k:02d}(a, {N}));' for k in range(units)]
    main_c += ["  return 0;", "}", ""]
    with open(os.path.join(folder, "main.c"), "w") as f:
        f.write("\n".join(main_c))
    with open(os.path.join(folder, "Makefile"), "w") as f:
        f.write(MAKEFILE)
    sys.stdout.write(expected(units))


if __name__ == "__main__":
    main()
