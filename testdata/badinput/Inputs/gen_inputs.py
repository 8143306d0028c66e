#!/usr/bin/env python3
"""Writes the big bad inputs (too big to keep in the repository) into a
folder, each with the // EXPECT lines check_inputs.py reads.

    gen_inputs.py OUT_DIR [--only NAME,NAME]

The inputs: a 10 MB source of annotated loops; thousands of directives on
one loop (valid, failing in the optimizer, and erroneous; a 20 000-step
chain); 1000 nested
annotated loops; a 1 MB directive line; 100 000-character names and
numbers; 10 000 clauses on one directive.
"""

import os
import sys

P = "#pragma loop transform "


def function(name, pragmas, loop=None):
    loop = loop or ["  for (int i = 0; i < n; i++)", "    a[i] = i;"]
    return [f"void {name}(int *a, int n) {{"] + pragmas + loop + ["}"]


class Input:
    """Lines of a generated input; header() comes first, and the lines it
    adds are counted, so that line numbers can be written before the body
    is known: expectations refer to body lines (1-based)."""

    def __init__(self, description, expect, body, errors=(), warnings=(),
                 opt_warnings=(), modes=None, timeout=None, memory=None,
                 unlocated_errors=()):
        self.description = description
        self.expect = expect
        self.body = body
        self.errors = errors
        self.warnings = warnings
        self.opt_warnings = opt_warnings
        self.modes = modes
        self.timeout = timeout
        self.memory = memory
        self.unlocated_errors = unlocated_errors

    def text(self):
        head = ["// " + line for line in self.description.split("\n")]
        head.append(f"// EXPECT: {self.expect}")
        if self.modes:
            head.append(f"// MODES: {self.modes}")
        if self.timeout:
            head.append(f"// TIMEOUT: {self.timeout}")
        if self.memory:
            head.append(f"// MEMORY: {self.memory}")
        count = (len(head) + len(self.errors) + len(self.warnings)
                 + len(self.opt_warnings) + len(self.unlocated_errors))
        for key, entries in (("ERROR", self.errors), ("WARNING", self.warnings),
                             ("OPT-WARNING", self.opt_warnings)):
            for line, col, text in entries:
                head.append(f"// {key}: {line + count}:{col}: {text}")
        for text in self.unlocated_errors:
            head.append(f"// ERROR: -: {text}")
        return "\n".join(head + self.body) + "\n"


def big_source(size):
    """Functions with annotated loops of every kind, until size bytes."""
    lines, total, i = [], 0, 0
    kinds = [
        ["#pragma loop transform unroll count(2)",
         "#pragma loop transform vectorize width(4)",
         "  for (int i = 0; i < n; i++)",
         "    a[i] += b[i] * K;"],
        ["  int i = 0;",
         "#pragma loop transform unroll count(4)",
         "  while (i < n) {",
         "    a[i] = b[i] + K;",
         "    i++;",
         "  }"],
        ["  int i = 0;",
         "#pragma loop transform interleave count(2)",
         "  do {",
         "    a[i] ^= K;",
         "  } while (++i < n);"],
        ["#pragma loop transform unroll_and_jam count(2)",
         "  for (int i = 0; i < n; i++)",
         "#pragma loop transform vectorize",
         "    for (int j = 0; j < n; j++)",
         "      a[j] += b[i] + K;"],
    ]
    while total < size:
        body = [line.replace("K", str(i)) for line in kinds[i % len(kinds)]]
        fn = ([f"void f{i}(int *restrict a, const int *restrict b, int n) {{"]
              + body + ["}"])
        total += sum(len(line) + 1 for line in fn)
        lines += fn
        i += 1
    return lines, i


def inputs():
    out = {}

    lines, count = big_source(10 * 1024 * 1024)
    out["big-10mb"] = Input(
        f"10 MB of C: {count} functions, each with an annotated loop or loop\n"
        "nest (for, while, do; chains; unroll_and_jam over vectorize). It must\n"
        "compile; the time limit only guards against a hang (clang-22 -O0\n"
        "takes about 7 s on it).",
        "ok", lines, modes="O0", timeout=600, memory=8000)

    n = 3000
    out["thousands-unroll"] = Input(
        f"{n} directives on one loop: `unroll count(2)` {n} times. Each step\n"
        "doubles the loop, and LLVM honours every forced count: the compile\n"
        "would never end. loopcc stops at the step that makes more than 1024\n"
        "copies of the body (the 11th from the loop), with one error.",
        "error", function("f", [P + "unroll count(2)"] * n),
        errors=[(n - 9, 24, "'unroll count(2)' makes 2048 copies of the loop "
                 "body in this chain (2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2)")],
        timeout=60)
    out["thousands-vectorize"] = Input(
        f"{n} directives on one loop: `vectorize width(4)` {n} times. The\n"
        "first applies, the second cannot (a warning), the rest are notes.",
        "ok", function("f", [P + "vectorize width(4)"] * n),
        opt_warnings=[(n + 2, 3, "loop not vectorized")])
    out["chain-20000"] = Input(
        "A chain of 20 000 steps (`vectorize width(4)` 20 000 times) at -O0.\n"
        "Lowering recurses once per step, and so does clang's preprocessor\n"
        "on the _Pragma lines -E writes: on an 8 MB stack loopcc died by\n"
        "SIGSEGV from about 8000 steps on (3000 under AddressSanitizer),\n"
        "without a word, leaving its temporary object. The compile job now\n"
        "runs on a 1 GB stack (driver/CC1Main.cpp).",
        "ok", function("f", [P + "vectorize width(4)"] * 20000),
        modes="syntax O0 E")
    out["thousands-errors"] = Input(
        f"{n} bad directives on one loop: clang's error limit (20) stops the\n"
        "compile after 19 errors with a fatal error of its own, without a\n"
        "location.",
        "error", function("f", [P + "unroll count(0)"] * n),
        errors=[(2 + k, 37, "argument of 'count' must be positive, not 0")
                for k in range(19)],
        unlocated_errors=["too many errors emitted"])
    out["thousands-clauses"] = Input(
        "10 000 clauses on one directive, all duplicates of the first.",
        "error", function("f", [P + "vectorize" + " width(4)" * 10000]),
        errors=[(2, 43, "duplicate clause 'width'")])

    depth = 1000
    nest = ["int f(int n) {", "  int s = 0;"]
    for k in range(depth):
        nest += [P + "unroll count(2)", f" for (int i{k} = 0; i{k} < n; i{k}++)"]
    nest += ["  s++;", "  return s;", "}"]
    out["deep-nesting-1000"] = Input(
        f"{depth} nested loops, each with a directive. Not optimized: clang-22\n"
        "itself does not finish -O2 on 200 nested loops with `#pragma clang\n"
        "loop unroll_count(2)`.",
        "ok", nest, modes="syntax O0 E")

    mb = 1 << 20
    out["long-line"] = Input(
        "A directive on a 1 MB line (the argument after a megabyte of blanks);\n"
        "clang shows no source line that long, so there is no caret.",
        "error", function("f", [P + "unroll count(" + " " * mb + "0)"]),
        errors=[(2, 37 + mb, "argument of 'count' must be positive, not 0")])
    out["long-comment-line"] = Input(
        "A directive with a 1 MB comment between its clauses.",
        "ok", function("f", [P + "unroll /*" + "x" * mb + "*/ count(2)"]))
    k = 100000
    out["long-transformation-name"] = Input(
        f"A {k}-character unknown transformation.",
        "error", function("f", [P + "u" * k]),
        errors=[(2, 24, "unknown loop transformation 'uuuu")])
    out["long-clause-name"] = Input(
        f"A {k}-character unknown clause.",
        "error", function("f", [P + "vectorize " + "w" * k + "(4)"]),
        errors=[(2, 34, "unknown clause 'wwww")])
    out["long-role-name"] = Input(
        f"A {k}-character unknown role.",
        "error", function("f", [P + "unroll count(2) on(" + "e" * k + ")",
                                P + "vectorize"]),
        errors=[(2, 43, "'eeee")])
    out["long-number"] = Input(
        f"A {k}-digit count.",
        "error", function("f", [P + "unroll count(" + "9" * k + ")"]),
        errors=[(2, 37, "argument of 'count' is too large: 9999")])
    out["long-hex-number"] = Input(
        f"A {k}-digit hexadecimal width.",
        "error", function("f", [P + "vectorize width(0x" + "f" * k + ")"]),
        errors=[(2, 40, "argument of 'width' is too large: 0xffff")])
    out["long-zero-number"] = Input(
        f"A {k}-digit count that is 4 (leading zeros: octal).",
        "ok", function("f", [P + "unroll count(" + "0" * k + "4)"]))
    out["long-macro-chain"] = Input(
        "A macro that expands to 2000 _Pragma directives before one loop\n"
        "(vectorize: its width makes no copies of the body, so the chain is\n"
        "within loopcc's limit of 1024 copies).",
        "ok", ['#define U _Pragma("loop transform vectorize width(4)")',
               "#define U10 U U U U U U U U U U",
               "#define U100 U10 U10 U10 U10 U10 U10 U10 U10 U10 U10",
               "#define U1000 U100 U100 U100 U100 U100 U100 U100 U100 U100 U100"]
        + function("f", ["  U1000 U1000"]),
        opt_warnings=[(7, 3, "loop not vectorized")], modes="syntax O0 O2 E")
    return out


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    folder = sys.argv[1]
    only = None
    if len(sys.argv) > 3 and sys.argv[2] == "--only":
        only = set(sys.argv[3].split(","))
    os.makedirs(folder, exist_ok=True)
    for name, item in inputs().items():
        if only and name not in only:
            continue
        with open(os.path.join(folder, name + ".c"), "w") as f:
            f.write(item.text())


if __name__ == "__main__":
    main()
