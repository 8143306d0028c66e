#!/usr/bin/env python3
"""Random programs with `fuse` for the differential run (run-differential.sh
--fuse).

  gen_fuse.py SEED [--spellings]          prints a program
  gen_fuse.py --stats REPORT PROGRAM SEED the report's steps, as gen_nests.py
  gen_fuse.py --summary STATS             the run's table, as gen_nests.py

Each function holds one block of two or three loops (or two nests of two
loops) over shared integer arrays; a loop reads what an earlier loop wrote
at a random offset, so some fuses are legal and some reverse a dependence.
Loops count up or down, start and stop at different values, some bounds
are parameters; a looprange takes two of three loops; before the fuse a
loop may be tiled or reversed (only locality steps may come before it);
after it, the fused loop may be tiled, unrolled, vectorized or reversed.
Arrays are unsigned, so the sums are defined whatever the order.

With --spellings, some directives are written as OpenMP 6's (`#pragma omp
fuse`, `omp tile`, `omp reverse`, `omp unroll partial(2)`, `omp simd
simdlen(4)`; the program's second line asks loopcc for
-floop-transform-openmp) and some by name: the fused loop named with
ids(f) and the step after the fuse on(f), or the first loop named with
`#pragma loop id` and the steps after the fuse written above another loop
of the function, on(NAME) of the fused loop's name.

The generator decides each fuse's legality itself, by running both orders
of the instances the fused loops run (iteration t of each loop, counted
from its first, as OpenMP defines fuse) and comparing the order of every
two accesses to one element of which one writes; the program says it in a
`// chain` line, which --stats reports as the fuse step's expectation
(legal, illegal), as gen_nests.py does for its first steps.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_nests  # noqa: E402  (the stats table is shared)

SIZE = 64
ROWS = 24


class Loop:
    """One loop of a fused block: its statement writes W[i] from reads."""

    def __init__(self, rng, k, arrays, written, runtime):
        self.k = k
        self.lo = rng.randint(2, 4)
        self.hi = rng.randint(20, SIZE - 4)
        self.param = runtime and rng.random() < 0.5
        self.down = rng.random() < 0.25
        self.var = "i%d" % k
        choices = [a for a in arrays if a not in written] or arrays
        self.target = rng.choice(choices)
        srcs = written + [a for a in arrays if a != self.target]
        self.reads = [(rng.choice(srcs), rng.randint(-2, 2))
                      for _ in range(rng.randint(1, 2))]
        self.coef = rng.randint(1, 7)
        self.pre = None

    def trips(self, n):
        hi = n if self.param else self.hi
        return max(0, hi - self.lo)

    def value(self, t, n):
        """The loop's variable at its t-th iteration."""
        return self.hi_of(n) - 1 - t if self.down else self.lo + t

    def hi_of(self, n):
        return n if self.param else self.hi

    def header(self):
        hi = "n" if self.param else str(self.hi)
        v = self.var
        if self.down:
            return "for (int %s = %s - 1; %s >= %d; %s--)" % (v, hi, v,
                                                              self.lo, v)
        return "for (int %s = %d; %s < %s; %s++)" % (v, self.lo, v, hi, v)

    def statement(self):
        v = self.var
        terms = " + ".join("%s[%s%s]" % (a, v, "%+d" % o if o else "")
                           for a, o in self.reads)
        return "%s[%s] = %s * %d + %s;" % (self.target, v, terms, self.coef, v)

    def accesses(self, value):
        """(array, element, is_write) of one iteration, in order."""
        return [(a, value + o, False) for a, o in self.reads] + \
               [(self.target, value, True)]


def order_positions(instances):
    pos = {}
    for p, inst in enumerate(instances):
        pos[inst] = p
    return pos


def legal(loops, n, fused_ids):
    """Whether running the loops of fused_ids fused keeps the order of
    every two accesses to one element, one of them a write."""
    original = []
    for lp in loops:
        for t in range(lp.trips(n)):
            original.append((lp.k, t))
    fused = []
    members = [lp for lp in loops if lp.k in fused_ids]
    done = False
    for lp in loops:
        if lp.k in fused_ids:
            if done:
                continue
            done = True
            by_t = {}
            for m in members:
                for t in range(m.trips(n)):
                    by_t.setdefault(unit(m, t, n), []).append((m.k, t))
            for key in sorted(by_t):
                # Within a fused iteration: each loop's instances in its
                # order, the loops in theirs.
                fused.extend(sorted(by_t[key],
                                    key=lambda kt: (kt[0], kt[1])))
        else:
            for t in range(lp.trips(n)):
                fused.append((lp.k, t))
    a = order_positions(original)
    b = order_positions(fused)
    touches = {}
    by_k = {lp.k: lp for lp in loops}
    for inst in original:
        lp = by_k[inst[0]]
        for arr, elem, w in lp.accesses(lp.value(inst[1], n)):
            touches.setdefault((arr, elem), []).append((inst, w))
    for acc in touches.values():
        for x in range(len(acc)):
            for y in range(x + 1, len(acc)):
                (i1, w1), (i2, w2) = acc[x], acc[y]
                if i1 == i2 or not (w1 or w2):
                    continue
                if (a[i1] < a[i2]) != (b[i1] < b[i2]):
                    return False
    return True


def unit(lp, t, n):
    """The fused loop's iteration that runs the loop's t-th iteration:
    t itself, or its tile of a tiled loop, or counted from the end of a
    reversed one."""
    if lp.pre is None:
        return t
    kind, size = lp.pre
    if kind == "reverse":
        return lp.trips(n) - 1 - t
    return t // size


class Program:
    def __init__(self, seed, spellings=False):
        self.spellings = spellings
        self.openmp = False
        self.rng = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.calls = []
        self.meta = []

    def emit(self, text=""):
        self.lines.append(text)

    def directive(self, step):
        """`#pragma loop transform STEP`, or with --spellings sometimes
        the OpenMP directive that stands for it."""
        omp = {"fuse": "fuse", "reverse": "reverse", "tile": "tile",
               "unroll": "unroll", "vectorize": "simd"}
        word = step.split()[0]
        if (self.spellings and word in omp and "ids(" not in step and
                " on(" not in step and self.rng.random() < 0.5):
            self.openmp = True
            text = step.replace("vectorize width", "simd simdlen").replace(
                "unroll count", "unroll partial")
            return "#pragma omp %s" % text
        return "#pragma loop transform %s" % step

    def function(self, idx):
        rng = self.rng
        name = "f%d" % idx
        runtime = rng.random() < 0.5
        nloops = rng.choice([2, 2, 3])
        arrays = ["A", "B", "C", "D"]
        written = []
        loops = []
        for k in range(nloops):
            lp = Loop(rng, k, arrays, written, runtime)
            written.append(lp.target)
            loops.append(lp)
        rangefirst = None
        if nloops == 3 and rng.random() < 0.5:
            rangefirst = rng.choice([1, 2])
        fused_ids = ([k for k in range(nloops)] if rangefirst is None else
                     [rangefirst - 1, rangefirst])
        for lp in loops:
            if lp.k in fused_ids and rng.random() < 0.25:
                lp.pre = rng.choice([("reverse", 0), ("tile", rng.choice(
                    [2, 4, 8]))])
        n = rng.randint(20, SIZE - 4)
        after = rng.choice([None, None, "tile sizes(%d)" % rng.choice([4, 8, 16]),
                            "unroll count(2)", "vectorize width(4)",
                            "reverse"])
        expect = "legal" if legal(loops, n, fused_ids) else "illegal"
        steps = "fuse" + ("," + after.split()[0] if after else "")
        self.emit("__attribute__((noinline)) void %s(int n) {" % name)
        fuse = "fuse" + ("" if rangefirst is None else
                         " looprange(%d, 2)" % rangefirst)
        # How the steps after the fuse name the fused loop: by role, by
        # ids(f), or written above another loop (a later one), by name.
        naming = "role"
        if self.spellings:
            naming = rng.choice(["role", "ids", "ids", "elsewhere"])
        elsewhere = after and naming == "elsewhere"
        if naming in ("ids", "elsewhere"):
            fuse += " ids(fz%d)" % idx
        target = "fz%d" % idx if naming != "role" else "fused"
        if after and not elsewhere:
            # on(fused) is the default: written only with a name.
            self.emit(self.directive(after if naming == "role" else
                                     "%s on(%s)" % (after, target)))
        self.emit(self.directive(fuse))
        self.emit("  {")
        leader_line = None
        for lp in loops:
            if lp.pre:
                kind, size = lp.pre
                self.emit(self.directive("reverse" if kind == "reverse" else
                                         "tile sizes(%d)" % size))
            if lp.k == fused_ids[0]:
                leader_line = len(self.lines) + 1
            self.emit("    %s" % lp.header())
            self.emit("      %s" % lp.statement())
        self.emit("  }")
        if elsewhere:
            # The steps after the fuse, above a loop of their own: the
            # stack moves to the fused loop's chain.
            self.emit("#pragma loop transform %s on(%s)" % (after, target))
            self.emit("  for (int k = 0; k < 4; k++)")
            self.emit("    D[k + 40] += k;")
        self.emit("}")
        self.emit()
        self.meta.append("// chain %s.0 loop=%d expect=%s steps=%s" %
                         (name, leader_line, expect, steps))
        self.calls.append("%s(%d);" % (name, n))

    def nests(self, idx):
        """Two nests of two loops over rows of M, N, outer loops fused."""
        rng = self.rng
        name = "f%d" % idx
        o1, o2 = rng.randint(-1, 1), rng.randint(-1, 1)
        self.emit("__attribute__((noinline)) void %s(int n) {" % name)
        self.emit(self.directive("fuse"))
        self.emit("  {")
        line = len(self.lines) + 1
        self.emit("    for (int i = 1; i < %d; i++)" % (ROWS - 1))
        self.emit("      for (int j = 1; j < n; j++)")
        self.emit("        M[i][j] = N[i%+d][j] * 3 + j;" % o1)
        self.emit("    for (int i = 1; i < %d; i++)" % (ROWS - 1))
        self.emit("      for (int j = 1; j < n; j++)")
        self.emit("        N[i][j] = M[i%+d][j] + M[i][j - 1];" % o2)
        self.emit("  }")
        self.emit("}")
        self.emit()
        # Decided by the engine alone (the generator does not simulate
        # nests): no expectation.
        expect = "unknown"
        self.meta.append("// chain %s.0 loop=%d expect=%s steps=fuse" %
                         (name, line, expect))
        self.calls.append("%s(%d);" % (name, rng.randint(8, ROWS - 2)))

    def text(self):
        self.emit("#include <stdio.h>")
        self.emit("unsigned long A[%d], B[%d], C[%d], D[%d];" % ((SIZE,) * 4))
        self.emit("unsigned long M[%d][%d], N[%d][%d];" % ((ROWS,) * 4))
        self.emit()
        count = self.rng.randint(2, 4)
        for idx in range(count):
            if self.rng.random() < 0.2:
                self.nests(idx)
            else:
                self.function(idx)
        self.emit("int main(void) {")
        self.emit("  for (int i = 0; i < %d; i++) {" % SIZE)
        self.emit("    A[i] = i * 7 + 1; B[i] = i * 3 + 2; C[i] = i; "
                  "D[i] = 5 * i + 3;")
        self.emit("  }")
        self.emit("  for (int i = 0; i < %d; i++)" % ROWS)
        self.emit("    for (int j = 0; j < %d; j++) {" % ROWS)
        self.emit("      M[i][j] = i + j; N[i][j] = i * j + 1;")
        self.emit("    }")
        for call in self.calls:
            self.emit("  " + call)
        self.emit("  unsigned long s = 0;")
        self.emit("  for (int i = 0; i < %d; i++)" % SIZE)
        self.emit("    s = s * 31 + A[i] + 3 * B[i] + 5 * C[i] + 7 * D[i];")
        self.emit("  for (int i = 0; i < %d; i++)" % ROWS)
        self.emit("    for (int j = 0; j < %d; j++)" % ROWS)
        self.emit("      s = s * 31 + M[i][j] + 3 * N[i][j];")
        self.emit('  printf("%lu\\n", s);')
        self.emit("  return 0;")
        self.emit("}")
        header = ["// gen_nests flags:",
                  "// gen_nests loopcc flags:%s" %
                  (" -floop-transform-openmp" if self.openmp else ""),
                  "// gen_fuse seed %d" % self.seed]
        # The chain lines name loops by line: shift them past the header.
        shift = len(header) + len(self.meta)
        meta = []
        for m in self.meta:
            head, rest = m.split(" loop=")
            line, tail = rest.split(" ", 1)
            meta.append("%s loop=%d %s" % (head, int(line) + shift, tail))
        return "\n".join(header + meta + self.lines) + "\n"


def stats(report_path, program_path, seed):
    """The report's fuse steps, one line each, in gen_nests.py's columns;
    the fuse of a chain on a loop a `// chain` line names carries its
    expectation."""
    import json
    expects = {}
    with open(program_path) as f:
        for line in f:
            m = gen_nests.CHAIN.match(line)
            if m:
                expects[(m.group(1), int(m.group(3)))] = m.group(4)
    try:
        with open(report_path) as f:
            report = json.load(f)
    except (OSError, ValueError):
        return
    for unit_ in report.get("units", []):
        for ci, chain in enumerate(unit_.get("chains", [])):
            fn = chain.get("function", "")
            exp = expects.get((fn, chain.get("line")))
            if exp is None:
                continue  # a member loop: its fuse is the first loop's
            for si, step in enumerate(chain.get("steps", [])):
                is_fuse = step.get("transformation") == "fuse"
                print("\t".join([
                    str(seed), fn, str(ci), str(si),
                    step.get("transformation", "?"),
                    step.get("directive", "?"), step.get("status", "?"),
                    exp if is_fuse else "unknown",
                    "rt" if step.get("runtime_check") else "-",
                    "fuse", "-", "-", "-", "-",
                    (step.get("reason") or "").replace("\t", " ")[:300]]))


def main(argv):
    return gen_nests.generator_main(
        argv, __doc__, stats,
        lambda seed, argv: Program(seed,
                                   spellings="--spellings" in argv).text())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
