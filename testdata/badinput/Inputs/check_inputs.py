#!/usr/bin/env python3
"""Compiles bad inputs with loopcc in several modes and checks each result.

    check_inputs.py --loopcc LOOPCC --work DIR [--modes M,M] PATH...

PATH is an input file or a folder (its *.c files are the inputs). Each input
says what must happen in comment lines of its own:

    // EXPECT: ok | error          required
    // ERROR: [file:]L:C: text     an error at file:L:C whose message holds
                                   text (file defaults to the input's name);
                                   the errors must be exactly those listed
    // WARNING: [file:]L:C: text   likewise for warnings (outside -E)
    // OPT-WARNING: [file:]L:C: t  a warning only the optimizer gives (-O2,
                                   -O3, -S -emit-llvm -O2; not -O0)
    // PP-ERROR: [file:]L:C: text  an error -E gives (by default -E succeeds)
    // ARGS: ...                   more arguments (%S = the input's folder)
    // MODES: O2 O0 ...            only these modes
    // RUN-OUTPUT: text            link the object, run it, compare stdout
                                   (\\n for a newline)
    // TIMEOUT: seconds            per compile (default 120)

Modes: O2 (-c -O2), O0 (-c -O0), O3 (-c -O3), syntax (-fsyntax-only),
llvm (-S -emit-llvm -O2), E (-E). Every compile runs in a fresh folder that
holds a stale output file; afterwards the folder must hold exactly the
output (on success) or nothing (on failure: the stale file is removed, no
partial or temporary file is left). Whatever the input, loopcc must not
crash: exit status 0 or 1 only, and no crash report on stderr. Every error
and warning must carry file:line:column and be followed by a caret line.
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

MODES = {
    "O2": (["-c", "-O2"], "out.o"),
    "O0": (["-c", "-O0"], "out.o"),
    "O3": (["-c", "-O3"], "out.o"),
    "syntax": (["-fsyntax-only"], None),
    "llvm": (["-S", "-emit-llvm", "-O2"], "out.ll"),
    "E": (["-E"], "out.i"),
}
DEFAULT_MODES = ["O2", "O0", "O3", "syntax", "llvm", "E"]
OPT_MODES = {"O2", "O3", "llvm"}

CRASH_SIGNS = [
    b"PLEASE submit a bug report",
    b"Stack dump",
    b"LLVM ERROR",
    b"Assertion",
    b"UNREACHABLE",
    b"AddressSanitizer",
    b"LeakSanitizer",
    b"runtime error:",
    b"Segmentation fault",
    b"clang frontend command failed",
    b"diagnostic msg:",
    b"terminate called",
    b"stack overflow",
]

DIRECTIVE = re.compile(
    rb"^\s*//\s*(EXPECT|ERROR|WARNING|OPT-WARNING|PP-ERROR|ARGS|MODES|"
    rb"RUN-OUTPUT|TIMEOUT):[ \t]*(.*?)[ \t]*$")
LOCATED = re.compile(r"^(?:(?P<file>[^:\s]+):)?(?P<line>\d+):(?P<col>\d+): (?P<text>.*)$")
DIAG = re.compile(
    rb"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): "
    rb"(?P<kind>fatal error|error|warning|note|remark): (?P<msg>.*)$")
UNLOCATED = re.compile(rb"^(?:[\w./-]+: )?(?:fatal )?(error|warning): ")
CARET = re.compile(rb"^ *\|[ ~]*\^")


class Expectation:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.kind = None
        self.errors = []
        self.warnings = []
        self.opt_warnings = []
        self.pp_errors = []
        self.args = []
        self.modes = None
        self.run_output = None
        self.timeout = 120.0
        with open(path, "rb") as f:
            data = f.read()
        for raw in data.split(b"\n"):
            m = DIRECTIVE.match(raw.rstrip(b"\r"))
            if not m:
                continue
            key = m.group(1).decode()
            value = m.group(2).decode("utf-8", "replace")
            if key == "EXPECT":
                if value not in ("ok", "error"):
                    raise SystemExit(f"{path}: EXPECT must be ok or error")
                self.kind = value
            elif key in ("ERROR", "WARNING", "OPT-WARNING", "PP-ERROR"):
                loc = LOCATED.match(value)
                if not loc:
                    raise SystemExit(f"{path}: bad {key} line: {value}")
                entry = (loc.group("file") or self.name, int(loc.group("line")),
                         int(loc.group("col")), loc.group("text"))
                {"ERROR": self.errors, "WARNING": self.warnings,
                 "OPT-WARNING": self.opt_warnings,
                 "PP-ERROR": self.pp_errors}[key].append(entry)
            elif key == "ARGS":
                folder = os.path.dirname(os.path.abspath(path))
                self.args += shlex.split(value.replace("%S", folder))
            elif key == "MODES":
                self.modes = value.split()
                for mode in self.modes:
                    if mode not in MODES:
                        raise SystemExit(f"{path}: unknown mode {mode}")
            elif key == "RUN-OUTPUT":
                self.run_output = value.replace("\\n", "\n")
            elif key == "TIMEOUT":
                self.timeout = float(value)
        if self.kind is None:
            raise SystemExit(f"{path}: no '// EXPECT: ok|error' line")
        if self.kind == "error" and not self.errors:
            raise SystemExit(f"{path}: EXPECT: error lists no ERROR line")
        if self.kind == "ok" and self.errors:
            raise SystemExit(f"{path}: EXPECT: ok lists ERROR lines")


def parse_diagnostics(stderr):
    """(kind, file, line, col, msg, has_caret) for located diagnostics, and
    the lines of errors or warnings without a location."""
    lines = stderr.split(b"\n")
    diags, unlocated = [], []
    for i, line in enumerate(lines):
        m = DIAG.match(line)
        if m:
            kind = m.group("kind").decode()
            if kind == "fatal error":
                kind = "error"
            caret = False
            for follow in lines[i + 1:i + 40]:
                if DIAG.match(follow) or follow.startswith(b"In file included"):
                    break
                if CARET.match(follow):
                    caret = True
                    break
            diags.append((kind, os.path.basename(m.group("file").decode("utf-8", "replace")),
                          int(m.group("line")), int(m.group("col")),
                          m.group("msg").decode("utf-8", "replace"), caret))
        elif UNLOCATED.match(line):
            unlocated.append(line.decode("utf-8", "replace"))
    return diags, unlocated


def compare(what, expected, actual):
    """Problems between expected (file, line, col, text) entries and actual
    (file, line, col, msg) diagnostics: the locations must match as
    multisets, and each text must be in a message at its location."""
    problems = []
    remaining = list(actual)
    for file, line, col, text in expected:
        match = None
        for entry in remaining:
            if entry[:3] == (file, line, col) and text in entry[3]:
                match = entry
                break
        if match is None:
            problems.append(f"missing {what} {file}:{line}:{col}: {text}")
        else:
            remaining.remove(match)
    for file, line, col, msg in remaining:
        problems.append(f"unexpected {what} {file}:{line}:{col}: {msg}")
    return problems


def snapshot(folder):
    return sorted(os.listdir(folder))


def run_one(loopcc, exp, mode, work, stats):
    flags, output = MODES[mode]
    stem = os.path.splitext(exp.name)[0]
    folder = os.path.join(work, stem, mode)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    cmd = [loopcc] + flags + exp.args + [os.path.abspath(exp.path)]
    if output:
        with open(os.path.join(folder, output), "wb") as f:
            f.write(b"stale\n")
        cmd += ["-o", output]
    problems = []
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, cwd=folder, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=exp.timeout)
    except subprocess.TimeoutExpired as e:
        stats["times"].append((exp.timeout, exp.name, mode))
        return [f"did not finish in {exp.timeout:.0f}s (hang?)"], cmd, b""
    elapsed = time.monotonic() - start
    stats["times"].append((elapsed, exp.name, mode))
    status = proc.returncode
    stderr = proc.stderr
    if mode != "E":
        stderr += proc.stdout

    # Never a crash.
    if status < 0:
        problems.append(f"killed by signal {-status}")
    elif status >= 128:
        problems.append(f"exit status {status} (a crash)")
    for sign in CRASH_SIGNS:
        if sign in stderr:
            problems.append(f"crash report on stderr ({sign.decode()!r})")
    if problems:
        stats["crashes"] += 1

    diags, unlocated = parse_diagnostics(stderr)
    for line in unlocated:
        problems.append(f"diagnostic without file:line:column: {line}")
    errors = [d[1:5] for d in diags if d[0] == "error"]
    warnings = [d[1:5] for d in diags if d[0] == "warning"]
    for kind, file, line, col, msg, caret in diags:
        if kind in ("error", "warning") and not caret:
            problems.append(f"no caret line after {kind} {file}:{line}:{col}: {msg}")

    if mode == "E":
        expect_ok = not exp.pp_errors
        problems += compare("error", exp.pp_errors, errors)
    else:
        expect_ok = exp.kind == "ok"
        problems += compare("error", exp.errors, errors)
        expected_warnings = list(exp.warnings)
        if mode in OPT_MODES and expect_ok:
            expected_warnings += exp.opt_warnings
        problems += compare("warning", expected_warnings, warnings)

    want_status = 0 if expect_ok else 1
    if status != want_status:
        problems.append(f"exit status {status}, expected {want_status}")

    left = snapshot(folder)
    if status == 0 and output:
        if left != [output]:
            problems.append(f"folder holds {left}, expected [{output!r}]")
        else:
            with open(os.path.join(folder, output), "rb") as f:
                head = f.read(16)
            if head.startswith(b"stale"):
                problems.append(f"{output} is the stale file, not rewritten")
            elif output.endswith(".o") and not head.startswith(b"\x7fELF"):
                problems.append(f"{output} is not an ELF object")
            elif output.endswith(".ll") and not head.startswith(b"; ModuleID"):
                problems.append(f"{output} is not textual IR")
    elif left:
        problems.append(f"files left behind: {left}")

    if (status == 0 and output == "out.o" and exp.run_output is not None
            and not problems):
        link = subprocess.run([loopcc, "out.o", "-o", "prog"], cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if link.returncode != 0:
            problems.append("link failed: " + link.stdout.decode("utf-8", "replace"))
        else:
            run = subprocess.run(["./prog"], cwd=folder, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, timeout=60)
            got = run.stdout.decode("utf-8", "replace")
            if run.returncode != 0 or got != exp.run_output:
                problems.append(f"program printed {got!r} (status {run.returncode}), "
                                f"expected {exp.run_output!r}")
    if not problems:
        shutil.rmtree(folder, ignore_errors=True)
    return problems, cmd, stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--loopcc", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--modes", help="comma-separated; default all")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()

    inputs = []
    for path in args.paths:
        if os.path.isdir(path):
            inputs += sorted(os.path.join(path, n) for n in os.listdir(path)
                             if n.endswith(".c"))
        else:
            inputs.append(path)
    if not inputs:
        raise SystemExit("no inputs")
    source_folders = {os.path.dirname(os.path.abspath(p)) for p in inputs}
    before = {f: snapshot(f) for f in source_folders}

    stats = {"crashes": 0, "times": []}
    failed = compiles = 0
    for path in inputs:
        exp = Expectation(path)
        modes = exp.modes or DEFAULT_MODES
        if args.modes:
            modes = [m for m in modes if m in args.modes.split(",")]
        bad = False
        for mode in modes:
            compiles += 1
            problems, cmd, stderr = run_one(args.loopcc, exp, mode, args.work, stats)
            if problems:
                bad = True
                print(f"FAIL {exp.name} [{mode}]: {shlex.join(cmd)}")
                for p in problems:
                    print(f"  - {p}")
                text = stderr.decode("utf-8", "replace")
                if len(text) > 4000:
                    text = text[:4000] + "\n[... stderr truncated ...]"
                print("  stderr:\n" + "".join("    | " + l + "\n" for l in text.splitlines()))
        if bad:
            failed += 1
        else:
            print(f"ok   {exp.name} [{' '.join(modes)}]")

    for folder, names in before.items():
        if snapshot(folder) != names:
            failed += 1
            print(f"FAIL: files appeared in {folder}: "
                  f"{sorted(set(snapshot(folder)) - set(names))}")

    slowest = sorted(stats["times"], reverse=True)[:3]
    print("slowest: " + ", ".join(f"{n} [{m}] {t:.1f}s" for t, n, m in slowest))
    print(f"inputs: {len(inputs)}, compiles: {compiles}, failed inputs: {failed}, "
          f"crashes: {stats['crashes']}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
