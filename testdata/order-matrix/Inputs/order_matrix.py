#!/usr/bin/env python3
"""The order matrix: does a chain of two transformations apply where each
applies alone?

For every loop shape in --shapes (a C program with a /*CHAIN*/ line before
the loop the chain is for) and every transformation, the script compiles
the shape with that one directive (fuse: the shape's loop and an
independent loop in a block); then, for every ordered pair (A, B)
where both applied alone, with the chain A then B (B on A's primary
produced loop). It reads each step's status from loopcc's JSON report and
prints one Markdown table per shape:

  ok    both steps applied
  n/a   (alone) the language does not accept it on this shape; (pair)
        the language does not accept the order (only tile, interchange,
        reverse, pack and skew may come before a fuse; only vectorize,
        interleave and unroll after a parallelize)
  -     not a cell: A or B does not apply to this shape alone
  (x)   (alone) the step alone did not apply; note x gives the reason
  [n]   the chain did not apply; footnote n gives the step that did not
        apply, its status and the pass's reason

Every program compiled is also run and must print what the shape prints
built by clang-22 -O0 without directives; a difference, a crash or a
rejected chain is an error (exit status 1), never a cell.

  order_matrix.py --loopcc PATH --clang PATH --shapes DIR --work DIR [-j N]
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

# One directive per transformation, the clauses fixed; tile takes as many
# sizes as the shape has perfectly nested loops.
TRANSFORMATIONS = [
    ("unroll", "unroll count(4)"),
    ("unroll_and_jam", "unroll_and_jam count(2)"),
    ("vectorize", "vectorize width(4)"),
    ("interleave", "interleave count(2)"),
    ("distribute", "distribute"),
    ("tile", None),
    ("interchange", "interchange"),
    ("reverse", "reverse"),
    # Every shape subscripts an array b.
    ("pack", "pack array(b)"),
    # The shape's loop and a loop of its own (COMPANION), in a block.
    ("fuse", "fuse"),
    ("parallelize", "parallelize"),
    ("skew", "skew"),
]

# fuse takes a block: the shape's loop, then this loop, independent of it.
COMPANION = ("  for (int fuse_i = 0; fuse_i < 128; fuse_i++)\n"
             "    FuseCompanion[fuse_i] = fuse_i * 3;\n")

# What the language accepts before a fuse: locality steps only (an error,
# not a miss, otherwise): no cell.
BEFORE_FUSE = {"tile", "interchange", "reverse", "pack", "skew"}

# What the language accepts after a parallelize on its loop: the steps
# LLVM's passes apply inside the outlined loop (an error otherwise).
AFTER_PARALLELIZE = {"vectorize", "interleave", "unroll"}


def accepted(a, b):
    """Whether the language accepts the chain a then b."""
    if b == "fuse" and a not in BEFORE_FUSE:
        return False
    return a != "parallelize" or b in AFTER_PARALLELIZE

FLAGS = ["-O2", "-w"]

# Transformations the language accepts only on a nest this deep (an error,
# not a miss, on a single loop): no cell on shallower shapes.
MIN_DEPTH = {"interchange": 2, "skew": 2}


def nest_depth(source):
    """The number of loops perfectly nested at the chain's loop (the
    shape says it in a `// depth: D` line; 1 when it does not)."""
    m = re.search(r"^// depth: (\d+)$", source, re.M)
    return int(m.group(1)) if m else 1


def directive(name, text, depth):
    if name == "tile":
        return "tile sizes(%s)" % ", ".join(["8"] * depth)
    return text


class Shape:
    def __init__(self, path, name=None, defines=()):
        self.path = path
        self.name = name or os.path.splitext(os.path.basename(path))[0]
        self.defines = ["-D" + d for d in defines]
        with open(path) as f:
            self.source = f.read()
        if "/*CHAIN*/" not in self.source:
            raise SystemExit("%s: no /*CHAIN*/ line" % path)
        self.depth = nest_depth(self.source)


def load_shapes(folder):
    """One shape per file; a file with a `// variants: NAME MACRO=VALUE,
    ...` line is one shape per variant (the same loop with another
    constant)."""
    shapes = []
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".c"):
            continue
        path = os.path.join(folder, f)
        with open(path) as src:
            m = re.search(r"^// variants: (.*)$", src.read(), re.M)
        if not m:
            shapes.append(Shape(path))
            continue
        for variant in m.group(1).split(","):
            name, define = variant.split()
            shapes.append(Shape(path, name, [define]))
    return sorted(shapes, key=lambda s: s.name)


def run(cmd, cwd, timeout=120):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)


class Matrix:
    def __init__(self, args):
        self.args = args
        self.errors = []

    def build(self, shape, steps, tag):
        """Compiles `shape` with the chain `steps` (applied first to last),
        runs it, and returns the report's steps."""
        work = os.path.join(self.args.work, shape.name, tag)
        os.makedirs(work, exist_ok=True)
        source = os.path.join(work, shape.name + ".c")
        with open(source, "w") as f:
            f.write(chain_text(shape.source, steps))
        report = os.path.join(work, "report.json")
        cmd = [self.args.loopcc] + FLAGS + shape.defines + [
            "-I", self.args.shapes, shape.name + ".c", "-o", "prog",
            "-floop-transform-report=report.json"]
        r = run(cmd, work)
        what = "%s with %s" % (shape.name, " then ".join(steps))
        if r.returncode != 0:
            self.errors.append("%s: loopcc exited %d: %s" %
                               (what, r.returncode, r.stderr[-2000:]))
            return None
        out = run([os.path.join(work, "prog")], work, timeout=60)
        if out.returncode != 0 or out.stdout != shape.reference:
            self.errors.append("%s: printed %r, clang-22 -O0 %r" %
                               (what, out.stdout, shape.reference))
        with open(report) as f:
            data = json.load(f)
        chains = [c for u in data["units"] for c in u["chains"]]
        # A fuse's second loop has a chain of its own (the fuse's member
        # step): the shape's loop comes first.
        if "fuse" in steps and len(chains) == 2:
            chains = [min(chains, key=lambda c: c["line"])]
        if len(chains) != 1:
            self.errors.append("%s: %d chains in the report" %
                               (what, len(chains)))
            return None
        return chains[0]["steps"]

    def reference(self, shape):
        work = os.path.join(self.args.work, shape.name, "reference")
        os.makedirs(work, exist_ok=True)
        source = os.path.join(work, shape.name + ".c")
        with open(source, "w") as f:
            f.write(chain_text(shape.source, []))
        r = run([self.args.clang, "-O0", "-w", "-I", self.args.shapes] +
                shape.defines + [source, "-o", "prog"], work)
        if r.returncode != 0:
            raise SystemExit("%s: clang-22 -O0: %s" % (shape.name, r.stderr))
        shape.reference = run([os.path.join(work, "prog")], work).stdout

    def compute(self, shapes):
        pool = concurrent.futures.ThreadPoolExecutor(self.args.jobs)
        for shape in shapes:
            self.reference(shape)
        alone = {}
        jobs = {}
        for shape in shapes:
            for name, text in TRANSFORMATIONS:
                if shape.depth < MIN_DEPTH.get(name, 1):
                    alone[(shape.name, name)] = None
                    continue
                d = directive(name, text, shape.depth)
                jobs[(shape.name, name)] = pool.submit(
                    self.build, shape, [d], name)
        for key, job in jobs.items():
            alone[key] = job.result()
        pairs = {}
        jobs = {}
        for shape in shapes:
            for a, ta in TRANSFORMATIONS:
                for b, tb in TRANSFORMATIONS:
                    if not (applied(alone[(shape.name, a)]) and
                            applied(alone[(shape.name, b)])):
                        continue
                    if not accepted(a, b):
                        continue
                    chain = [directive(a, ta, shape.depth),
                             directive(b, tb, shape.depth)]
                    jobs[(shape.name, a, b)] = pool.submit(
                        self.build, shape, chain, a + "-then-" + b)
        for key, job in jobs.items():
            pairs[key] = job.result()
        return alone, pairs


def chain_text(source, steps):
    """`source` with the chain `steps` (applied first to last) at its
    /*CHAIN*/ line; with a fuse, the steps before it on the shape's loop,
    the loop and COMPANION in a block, the fuse and the steps after it
    above the block."""
    if "fuse" not in steps:
        pragmas = "".join("#pragma loop transform %s\n" % s
                          for s in reversed(steps))
        return source.replace("/*CHAIN*/\n", pragmas).replace(
            "  /*END*/\n", "")
    at = steps.index("fuse")
    above = "".join("#pragma loop transform %s\n" % s
                    for s in reversed(steps[at:]))
    inside = "".join("#pragma loop transform %s\n" % s
                     for s in reversed(steps[:at]))
    return source.replace("/*CHAIN*/\n", above + "  {\n" + inside).replace(
        "  /*END*/\n", COMPANION + "  }\n")


def applied(steps):
    return steps is not None and all(s["status"] == "applied" for s in steps)


def first_failure(steps):
    for s in steps:
        if s["status"] != "applied":
            text = "`%s` %s" % (s["directive"], s["status"])
            if s.get("reason"):
                text += ": " + s["reason"]
            return text
    return None


def render(shapes, alone, pairs):
    names = [n for n, _ in TRANSFORMATIONS]
    lines = []
    notes = []
    alone_notes = []
    totals = {"ok": 0, "fail": 0}
    for shape in shapes:
        lines.append("**%s** (%s)" % (shape.name, describe(shape)))
        lines.append("")
        lines.append("| first \\ then | alone | " + " | ".join(names) + " |")
        lines.append("|---|---|" + "---|" * len(names))
        for a in names:
            steps = alone[(shape.name, a)]
            if steps is None:
                row = ["n/a"]
            elif applied(steps):
                row = ["ok"]
            else:
                alone_notes.append("%s, `%s` alone: %s" %
                                   (shape.name, a, first_failure(steps)))
                row = ["%s (%s)" % (steps[0]["status"],
                                    letter(len(alone_notes)))]
            for b in names:
                key = (shape.name, a, b)
                if key not in pairs and not accepted(a, b):
                    row.append("n/a")
                elif key not in pairs:
                    row.append("-")
                elif applied(pairs[key]):
                    row.append("ok")
                    totals["ok"] += 1
                else:
                    failure = (first_failure(pairs[key])
                               if pairs[key] is not None else
                               "the build failed")
                    notes.append("%s, `%s` then `%s`: %s" %
                                 (shape.name, a, b, failure))
                    row.append("[%d]" % len(notes))
                    totals["fail"] += 1
            lines.append("| %s | %s |" % (a, " | ".join(row)))
        lines.append("")
    lines.append("Cells: %d chains applied where both steps apply alone, "
                 "%d did not." % (totals["ok"], totals["fail"]))
    lines.append("")
    for i, note in enumerate(notes, 1):
        lines.append("%d. %s" % (i, note))
    lines.append("")
    lines.append("Why a step does not apply alone:")
    lines.append("")
    for i, note in enumerate(alone_notes, 1):
        lines.append("- (%s) %s" % (letter(i), note))
    return "\n".join(lines) + "\n"


def letter(n):
    """a, b, ..., z, aa, ab, ...: the notes on steps alone."""
    text = ""
    while n:
        n, r = divmod(n - 1, 26)
        text = chr(ord("a") + r) + text
    return text


def describe(shape):
    """The shape's opening comment, after its name."""
    lines = []
    for line in shape.source.splitlines():
        if not line.startswith("// ") or line.startswith(("// depth:",
                                                          "// variants:")):
            break
        lines.append(line[3:])
    text = " ".join(lines).split(": ", 1)[-1].rstrip(".")
    return "; ".join([text] + [d[2:] for d in shape.defines])


def vocabulary_kinds(loopcc, work):
    """The transformations loopcc knows, in its table's order, as its error
    for a directive without one lists them."""
    os.makedirs(work, exist_ok=True)
    probe = os.path.join(work, "vocabulary.c")
    with open(probe, "w") as f:
        f.write("void f(int *a) {\n#pragma loop transform\n"
                "  for (int i = 0; i < 4; i++) a[i] = 0;\n}\n")
    err = subprocess.run([loopcc, "-fsyntax-only", probe],
                         capture_output=True, text=True).stderr
    m = re.search(r"expected a transformation after '#pragma loop "
                  r"transform': (.*)$", err, re.M)
    if not m:
        raise SystemExit("order_matrix.py: loopcc did not list its "
                         "transformations:\n" + err)
    names = m.group(1).replace(" or ", ", ").split(", ")
    return [n.strip() for n in names]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--loopcc", required=True)
    p.add_argument("--clang", required=True)
    p.add_argument("--shapes", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("-j", "--jobs", type=int, default=2)
    args = p.parse_args()
    args.shapes = os.path.abspath(args.shapes)
    args.loopcc = os.path.abspath(args.loopcc)
    shutil.rmtree(args.work, ignore_errors=True)
    # Every transformation of loopcc's table has its row and column here: a
    # new one fails the matrix until it has a sample directive.
    known = sorted(vocabulary_kinds(args.loopcc, args.work))
    covered = sorted(name for name, _ in TRANSFORMATIONS)
    if known != covered:
        print("order_matrix.py: error: the matrix covers %s, loopcc's table "
              "has %s" % (", ".join(covered), ", ".join(known)),
              file=sys.stderr)
        return 1
    shapes = load_shapes(args.shapes)
    matrix = Matrix(args)
    alone, pairs = matrix.compute(shapes)
    sys.stdout.write(render(shapes, alone, pairs))
    for e in matrix.errors:
        print("order_matrix.py: error: " + e, file=sys.stderr)
    return 1 if matrix.errors else 0


if __name__ == "__main__":
    sys.exit(main())
