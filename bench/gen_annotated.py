#!/usr/bin/env python3
"""Writes a translation unit with N annotated loops, twice.

    gen_annotated.py N SEED LOOPCC_OUT CLANG_OUT [PLAIN_OUT]

LOOPCC_OUT gets `#pragma loop transform` chains of 1 to 3 directives (random
valid chains, chosen with SEED); CLANG_OUT is the same code with the closest
`#pragma clang loop` / `#pragma unroll_and_jam` equivalents for clang-22;
PLAIN_OUT, if given, the same code without any directive. Each loop sits in
its own function, so the files differ only in their pragma lines.

The closest clang equivalent of a chain: every step's options on one
`#pragma clang loop` line (clang has no order: its pipeline's is fixed),
a step applied `on(inner)` after unroll_and_jam (and any step after it)
goes onto the inner loop,
`unroll_and_jam count(N)` becomes `#pragma unroll_and_jam(N)`, and an option
that would repeat (two unrolls) keeps only the first.
"""
import random
import sys

# Loop shapes. Each has a body template; {p_outer} and {p_inner} mark where
# the pragmas go ({p_inner} only in nests).
SHAPES = {
    # y = a*x + y: vectorizable
    "axpy": (
        "void f{n}(double *restrict y, const double *restrict x, double a, int n) {{\n"
        "{p_outer}"
        "  for (int i = 0; i < n; i++)\n"
        "    y[i] = a * x[i] + y[i] + {c}.0;\n"
        "}}\n"),
    # a dot product: an FP reduction
    "dot": (
        "double f{n}(const double *restrict x, const double *restrict y, int n) {{\n"
        "  double s = {c}.0;\n"
        "{p_outer}"
        "  for (int i = 0; i < n; i++)\n"
        "    s += x[i] * y[i];\n"
        "  return s;\n"
        "}}\n"),
    # constant trip count: for `unroll full`
    "fixed": (
        "void f{n}(float *restrict y, const float *restrict x) {{\n"
        "{p_outer}"
        "  for (int i = 0; i < 32; i++)\n"
        "    y[i] = x[i] * {c}.0f + y[i];\n"
        "}}\n"),
    # a distributable dependence (int)
    "dist": (
        "void f{n}(int *restrict a, const int *restrict b, int *restrict c,\n"
        "         const int *restrict d, const int *restrict e, int n) {{\n"
        "{p_outer}"
        "  for (int i = 1; i < n; i++) {{\n"
        "    a[i] = a[i - 1] + b[i] + {c};\n"
        "    c[i] = d[i] * e[i];\n"
        "  }}\n"
        "}}\n"),
    # a gemm-like 2-deep nest (the pragmas go on the outer loop)
    "nest": (
        "void f{n}(double *restrict c, const double *restrict a,\n"
        "         const double *restrict b, int n) {{\n"
        "  for (int i = 0; i < n; i++) {{\n"
        "{p_outer}"
        "    for (int k = 0; k < 64; k++) {{\n"
        "{p_inner}"
        "      for (int j = 0; j < 256; j++)\n"
        "        c[i * 256 + j] += a[i * 64 + k] * b[k * 256 + j] * {c}.0;\n"
        "    }}\n"
        "  }}\n"
        "}}\n"),
}

POW2 = [2, 4, 8]


def vec(rng, role=None):
    clauses = []
    r = rng.random()
    if r < 0.4:
        clauses.append("width(%d)" % rng.choice(POW2))
    if rng.random() < 0.4:
        clauses.append("interleave(%d)" % rng.choice([2, 4]))
    if role:
        clauses.append("on(%s)" % role)
    return ("vectorize", clauses)


def unroll(rng, role=None):
    clauses = ["count(%d)" % rng.choice([2, 4, 8])]
    if role:
        clauses.append("on(%s)" % role)
    return ("unroll", clauses)


def chain_for(shape, rng):
    """A random valid chain, first-applied step first."""
    length = rng.choice([1, 2, 3])
    if shape in ("axpy", "dot"):
        options = [
            [vec(rng)],
            [unroll(rng)],
            [("interleave", ["count(%d)" % rng.choice([2, 4])])],
            [vec(rng), unroll(rng)],
            [unroll(rng), vec(rng)],
            [unroll(rng), vec(rng), unroll(rng)],
            [vec(rng), unroll(rng, "epilogue")],
        ]
    elif shape == "fixed":
        options = [
            [("unroll", ["full"])],
            [vec(rng)],
            [vec(rng), ("unroll", ["full"])],
            [unroll(rng), vec(rng)],
            [unroll(rng), vec(rng), ("unroll", ["full", "on(epilogue)"])],
        ]
    elif shape == "dist":
        options = [
            [("distribute", [])],
            [("distribute", []), vec(rng, "coincident")],
            [unroll(rng), ("distribute", [])],
            [unroll(rng), ("distribute", []), vec(rng, "coincident")],
            [("distribute", []), unroll(rng, "sequential")],
        ]
    else:  # nest
        uaj = ("unroll_and_jam", ["count(%d)" % rng.choice([2, 4])])
        options = [
            [uaj],
            [uaj, vec(rng, "inner")],
            [uaj, vec(rng, "inner"), unroll(rng)],
        ]
    fitting = [c for c in options if len(c) == length] or options
    return rng.choice(fitting)


def loopcc_pragmas(chain, indent):
    # The directive nearest the loop is applied first: write the chain
    # last-applied first.
    return "".join("%s#pragma loop transform %s\n"
                   % (indent, " ".join([t] + c)) for t, c in reversed(chain))


CLANG_OPTION = {
    "vectorize": lambda c: ["vectorize(enable)"] + [
        x.replace("width(", "vectorize_width(").replace(
            "interleave(", "interleave_count(") for x in c
        if x.startswith(("width", "interleave"))],
    "interleave": lambda c: ["vectorize_width(1)"] + [
        x.replace("count(", "interleave_count(") for x in c],
    "unroll": lambda c: ["unroll(full)" if "full" in c else
                         [x.replace("count(", "unroll_count(") for x in c
                          if x.startswith("count")][0]],
    "distribute": lambda c: ["distribute(enable)"],
}


def clang_pragmas(chain, indent):
    """(pragmas for the loop, pragmas for its inner loop)."""
    outer, inner, uaj = [], [], None
    seen = set()
    target = outer
    for t, c in chain:
        if t == "unroll_and_jam":
            uaj = "#pragma unroll_and_jam(%s)" % c[0][6:-1]
            continue
        if "on(inner)" in c:
            target = inner  # and the steps after it apply to that loop too
        for opt in CLANG_OPTION[t](c):
            key = opt.split("(")[0]
            if key.startswith("unroll"):
                key = "unroll"
            if (id(target), key) in seen:
                continue
            seen.add((id(target), key))
            target.append(opt)
    text = lambda opts, ind: (
        "%s#pragma clang loop %s\n" % (ind, " ".join(opts)) if opts else "")
    out = (indent + uaj + "\n" if uaj else "") + text(outer, indent)
    return out, text(inner, indent + "  ")


def generate(n, seed):
    rng = random.Random(seed)
    shapes = list(SHAPES)
    loopcc, clang, plain = [], [], []
    header = ("/* Generated by bench/gen_annotated.py %d %d: %d annotated loops. */\n"
              % (n, seed, n))
    for f in range(n):
        shape = shapes[f % len(shapes)]
        chain = chain_for(shape, rng)
        indent = "    " if shape == "nest" else "  "
        lc = loopcc_pragmas(chain, indent)
        co, ci = clang_pragmas(chain, indent)
        tmpl = SHAPES[shape]
        loopcc.append(tmpl.format(n=f, c=f % 10, p_outer=lc, p_inner=""))
        clang.append(tmpl.format(n=f, c=f % 10, p_outer=co, p_inner=ci))
        plain.append(tmpl.format(n=f, c=f % 10, p_outer="", p_inner=""))
    return [header + "\n".join(x) for x in (loopcc, clang, plain)]


def main():
    if len(sys.argv) not in (5, 6):
        sys.stderr.write(__doc__)
        sys.exit(2)
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    texts = generate(n, seed)
    for path, text in zip(sys.argv[3:], texts):
        with open(path, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
