#!/usr/bin/env python3
"""Compiles bad inputs with loopcc in several modes and checks each result.

    check_inputs.py --loopcc LOOPCC --work DIR [--modes M,M] PATH...

PATH is an input file or a folder (its *.c files are the inputs). Each input
says what must happen in comment lines of its own:

    // EXPECT: ok | error          required (an empty file, which can say
                                   nothing, must compile)
    // ERROR: [file:]L:C: text     an error at file:L:C whose message holds
                                   text (file defaults to the input's name);
                                   the errors must be exactly those listed
    // ERROR: -: text              an error without a location (clang gives
                                   some, e.g. for a UTF-16 file)
    // WARNING: [file:]L:C: text   likewise for warnings (outside -E)
    // OPT-WARNING: [file:]L:C: t  a warning only the optimizer gives (-O2,
                                   -O3, -S -emit-llvm -O2; not -O0)
    // PP-ERROR: [file:]L:C: text  an error -E gives (by default -E succeeds)
    // ARGS: ...                   more arguments (%S = the input's folder)
    // MODES: O2 O0 ...            only these modes
    // RUN-OUTPUT: text            link the object, run it, compare stdout
                                   (\\n for a newline)
    // NO-ROUNDTRIP: why           skip the -E round trip (below)
    // TIMEOUT: seconds            per compile (default 120)
    // MEMORY: megabytes           resident memory per compile (default 4096)

Modes: O2 (-c -O2), O0 (-c -O0), O3 (-c -O3), syntax (-fsyntax-only),
llvm (-S -emit-llvm -O2), E (-E; the preprocessed output is then compiled
with -fsyntax-only and must give the same exit status, and errors on the
same lines, as the source).

Every compile runs in a fresh folder that holds a stale output file, with
TMPDIR a fresh folder too. Afterwards the folder must hold exactly the
output (on success) or nothing (on failure: the stale file is removed, no
partial or temporary file is left), and TMPDIR must be empty (clang puts
its crash reproducers there). Whatever the input, loopcc must not crash:
exit status 0 or 1 only, no crash report on stderr. Every error and warning
must carry file:line:column (unless listed with -) and be followed by a
caret line (unless, as clang does, the source line is not shown because it
is longer than 4096 bytes or was shown just before).
A compile that runs out of time or memory is stopped (and fails): a hostile
input must not take the machine down with it.
"""

import argparse
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
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
    rb"RUN-OUTPUT|TIMEOUT|MEMORY|NO-ROUNDTRIP):[ \t]*(.*?)[ \t]*$")
LOCATED = re.compile(r"^(?:(?P<file>[^:\s]+):)?(?P<line>\d+):(?P<col>\d+):(?: (?P<text>.*))?$")
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
        self.memory = 4096
        self.roundtrip = True
        with open(path, "rb") as f:
            data = f.read()
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            data = data.decode("utf-16").encode("utf-8")
        self.lines = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
        for raw in self.lines:
            m = DIRECTIVE.match(raw)
            if not m:
                continue
            key = m.group(1).decode()
            value = m.group(2).decode("utf-8", "replace")
            if key == "EXPECT":
                if value not in ("ok", "error"):
                    raise SystemExit(f"{path}: EXPECT must be ok or error")
                self.kind = value
            elif key in ("ERROR", "WARNING", "OPT-WARNING", "PP-ERROR"):
                if value.startswith("-:"):
                    entry = ("-", 0, 0, value[2:].strip())
                    {"ERROR": self.errors, "WARNING": self.warnings,
                     "OPT-WARNING": self.opt_warnings,
                     "PP-ERROR": self.pp_errors}[key].append(entry)
                    continue
                loc = LOCATED.match(value)
                if not loc:
                    raise SystemExit(f"{path}: bad {key} line: {value}")
                entry = (loc.group("file") or self.name, int(loc.group("line")),
                         int(loc.group("col")), loc.group("text") or "")
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
            elif key == "MEMORY":
                self.memory = int(value)
            elif key == "NO-ROUNDTRIP":
                self.roundtrip = False
        if not data:
            self.kind = "ok"  # an empty file compiles, as with clang
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
    shown = None  # the location whose source line clang showed last
    for i, line in enumerate(lines):
        m = DIAG.match(line)
        if m:
            kind = m.group("kind").decode()
            if kind == "fatal error":
                kind = "error"
            where = (m.group("file"), m.group("line"), m.group("col"))
            caret = False
            for follow in lines[i + 1:i + 40]:
                if DIAG.match(follow) or follow.startswith(b"In file included"):
                    break
                if CARET.match(follow):
                    caret = True
                    break
            if caret:
                shown = where
            elif where == shown:
                # Clang does not show a source line twice in a row for one
                # location: the caret is the one just above.
                caret = True
            diags.append((kind, os.path.basename(m.group("file").decode("utf-8", "replace")),
                          int(m.group("line")), int(m.group("col")),
                          m.group("msg").decode("utf-8", "replace"), caret))
        elif UNLOCATED.match(line):
            text = line.decode("utf-8", "replace")
            kind = "warning" if "warning: " in text.split("error: ")[0] else "error"
            diags.append((kind, "-", 0, 0, text, True))
            unlocated.append(text)
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
        if file == "-":
            problems.append(f"unexpected {what} without file:line:column: {msg}")
        else:
            problems.append(f"unexpected {what} {file}:{line}:{col}: {msg}")
    return problems


class Stopped(Exception):
    pass


def resident_kb(pid):
    """Resident memory of pid and its descendants, in KB."""
    total = 0
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                for child in f.read().split():
                    total += resident_kb(int(child))
    except (OSError, ValueError):
        pass
    return total


def run_limited(cmd, cwd, timeout, memory_mb, env=None):
    """subprocess.run with a time limit and a resident-memory limit; the
    process group is killed when either is exceeded (raises Stopped)."""
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, env=env,
                            stderr=subprocess.PIPE, start_new_session=True)
    out, err = [], []
    readers = [threading.Thread(target=lambda s, b: b.append(s.read()), args=(s, b))
               for s, b in ((proc.stdout, out), (proc.stderr, err))]
    for r in readers:
        r.start()
    deadline = time.monotonic() + timeout
    peak = 0
    reason = None
    while proc.poll() is None:
        peak = max(peak, resident_kb(proc.pid))
        if peak > memory_mb * 1024:
            reason = f"used more than {memory_mb} MB of memory"
        elif time.monotonic() > deadline:
            reason = f"did not finish in {timeout:.0f}s"
        if reason:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
            proc.wait()
            for r in readers:
                r.join()
            raise Stopped(reason)
        time.sleep(0.05)
    for r in readers:
        r.join()
    return subprocess.CompletedProcess(cmd, proc.returncode, out[0], err[0])


def snapshot(folder):
    return sorted(os.listdir(folder))


def run_one(loopcc, exp, mode, work, stats):
    flags, output = MODES[mode]
    stem = os.path.splitext(exp.name)[0]
    folder = os.path.join(work, stem, mode)
    tmpdir = os.path.join(work, stem, mode + ".tmp")
    for f in (folder, tmpdir):
        shutil.rmtree(f, ignore_errors=True)
        os.makedirs(f)
    env = dict(os.environ, TMPDIR=tmpdir)
    cmd = [loopcc] + flags + exp.args + [os.path.abspath(exp.path)]
    if output:
        with open(os.path.join(folder, output), "wb") as f:
            f.write(b"stale\n")
        cmd += ["-o", output]
    problems = []
    start = time.monotonic()
    try:
        proc = run_limited(cmd, folder, exp.timeout, exp.memory, env)
    except Stopped as e:
        stats["times"].append((time.monotonic() - start, exp.name, mode))
        stats["stopped"] += 1
        return [f"stopped: {e}"], cmd, b""
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
    errors = [d[1:5] for d in diags if d[0] == "error"]
    warnings = [d[1:5] for d in diags if d[0] == "warning"]
    for kind, file, line, col, msg, caret in diags:
        if kind not in ("error", "warning") or caret or file == "-":
            continue
        # Clang shows no source line longer than 4096 bytes.
        if (file == exp.name and 0 < line <= len(exp.lines)
                and len(exp.lines[line - 1]) > 4096):
            continue
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
    # Temporary files (and crash reproducers) go to TMPDIR.
    if snapshot(tmpdir):
        problems.append(f"files left in TMPDIR: {snapshot(tmpdir)}")

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
    if mode == "E" and status == 0 and exp.roundtrip and not problems:
        problems += roundtrip(loopcc, exp, folder, output)
    if not problems:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(tmpdir, ignore_errors=True)
    return problems, cmd, stderr


def roundtrip(loopcc, exp, folder, output):
    """Compiles the -E output: the same exit status, and errors on the same
    lines of the same files, as compiling the source (columns may differ:
    -E writes a macro's _Pragma as a #pragma line of its own)."""
    cmd = [loopcc, "-fsyntax-only"] + [a for a in exp.args if a.startswith("-f") or a.startswith("-std")] + [output]
    try:
        proc = run_limited(cmd, folder, exp.timeout, exp.memory)
    except Stopped as e:
        return [f"-E output: stopped: {e}"]
    problems = []
    want = 0 if exp.kind == "ok" else 1
    if proc.returncode != want:
        problems.append(f"-E output: exit status {proc.returncode} with -fsyntax-only, "
                        f"expected {want}")
    diags, _ = parse_diagnostics(proc.stderr + proc.stdout)
    got = sorted((d[1], d[2]) for d in diags if d[0] == "error")
    expected = sorted((f, l) for f, l, c, t in exp.errors)
    if got != expected:
        problems.append(f"-E output: errors at {got}, the source gives {expected}")
    if problems:
        problems.append("-E output compiled with: " + shlex.join(cmd))
        problems.append("  stderr: " + proc.stderr.decode("utf-8", "replace")[:2000])
    return problems


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

    stats = {"crashes": 0, "stopped": 0, "times": []}
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
          f"crashes: {stats['crashes']}, stopped (time or memory): {stats['stopped']}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
