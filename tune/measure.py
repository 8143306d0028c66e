"""Building a candidate with loopcc, running it, timing it, checking it.

A candidate is built from the unedited source with
`-floop-transform-chains=FILE` when the loopcc in use has that flag, and
otherwise from a copy of the source with the directives inserted above the
loops (compiled with `-I` the source's directory, so its quoted includes
still resolve). Either way loopcc checks every step: a step it refuses is a
`-Wpass-failed` (or other `-Wloopcc-*`) warning at the loop, and such a
candidate is *refused*: it cost a compile and is never run.

A built candidate is run (the user's `--run` command with `{exe}`, or the
program itself), and its output is compared with the untransformed
build's: stdout and stderr (PolyBench's `-DPOLYBENCH_DUMP_ARRAYS` dumps on
stderr) and the exit status, byte for byte, after removing what the
`--metric` pattern matches (a printed time differs from run to run). A
candidate whose output differs is *wrong* and is never kept, whatever its
time. Time is the best of k wall-clock runs, or the `--metric` number.
"""

import hashlib
import os
import re
import subprocess
import time

from chainsfile import chain_block, insert

REFUSAL = re.compile(r"^(.*?):(\d+):(\d+): (warning|error): (.*?)(?: \[(-W[^\]]+)\])?$")


def _refusals(stderr):
    """loopcc's warnings that a step was not applied, and errors."""
    out = []
    for line in stderr.splitlines():
        m = REFUSAL.match(line)
        if not m:
            if line.startswith(("loopcc: error", "clang: error", "error:")) or ": error:" in line:
                out.append(line.strip())
            continue
        kind, flag = m.group(4), m.group(6) or ""
        if kind == "error" or flag.startswith(("-Wpass-failed", "-Werror,-Wpass-failed", "-Wloopcc")) \
                or "loopcc" in flag:
            # The message alone: a copy's line numbers would mislead.
            out.append("%s: %s%s" % (kind, m.group(5), " [%s]" % flag if flag else ""))
    return out


class Result:
    def __init__(self, status, time=None, reason=None, output_hash=None, compile_seconds=0.0, run_wall=None):
        self.status = status          # ok | refused | wrong | failed | timeout
        self.run_wall = run_wall      # wall seconds of the fastest run (whatever the metric)
        self.time = time
        self.reason = reason
        self.output_hash = output_hash
        self.compile_seconds = compile_seconds

    def to_json(self):
        return {"status": self.status, "time": self.time, "reason": self.reason,
                "output_hash": self.output_hash, "run_wall": self.run_wall}

    @staticmethod
    def from_json(d):
        return Result(d["status"], d.get("time"), d.get("reason"), d.get("output_hash"),
                      run_wall=d.get("run_wall"))


class Bench:
    def __init__(self, loopcc, source, flags, functions, work, run=None, metric=None,
                 runs=3, maximize=False, use_flag=True, log=None):
        self.loopcc = loopcc
        self.source = os.path.abspath(source)
        self.flags = flags
        self.functions = {f.name: f for f in functions}
        self.work = work
        self.run_command = run
        self.metric = re.compile(metric) if metric else None
        self.runs = runs
        self.maximize = maximize
        self.use_flag = use_flag
        self.log = log or (lambda *a: None)
        self.counter = 0
        self.baseline_warnings = set()

    # -- building ---------------------------------------------------------
    def _compile(self, exe, chains, extra=()):
        """Builds exe; returns (ok, refusal reasons, seconds)."""
        flags = list(self.flags)
        src = self.source
        if chains and self.use_flag:
            path = exe + ".chains"
            with open(path, "w") as f:
                for fn, number, steps in chains:
                    f.write(chain_block(os.path.basename(self.source), fn, number, steps))
            flags.append("-floop-transform-chains=" + path)
        elif chains:
            text = open(self.source, encoding="utf-8", errors="surrogateescape").read()
            placements = []
            for fn, number, steps in chains:
                loop = self.functions[fn].loops[number - 1]
                placements.append((loop.line, loop.col, steps))
            d = exe + ".src"
            os.makedirs(d, exist_ok=True)
            src = os.path.join(d, os.path.basename(self.source))
            with open(src, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(insert(text, placements))
            flags = ["-I", os.path.dirname(self.source)] + flags
        cmd = [self.loopcc, src] + flags + list(extra) + ["-o", exe]
        start = time.time()
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        seconds = time.time() - start
        stderr = proc.stderr.decode(errors="replace")
        reasons = [r for r in _refusals(stderr) if r not in self.baseline_warnings]
        # Messages name the copy's path; say the source's name instead.
        if chains and not self.use_flag:
            reasons = [r.replace(src, self.source) for r in reasons]
        if proc.returncode != 0 and not reasons:
            reasons = [stderr.strip().splitlines()[-1] if stderr.strip() else "compile failed (%d)" % proc.returncode]
        return proc.returncode == 0, reasons, seconds

    # -- running ----------------------------------------------------------
    def _run_once(self, exe, timeout):
        if self.run_command:
            cmd = self.run_command.replace("{exe}", exe)
            shell = True
        else:
            cmd, shell = [exe], False
        start = time.perf_counter()
        try:
            proc = subprocess.run(cmd, shell=shell, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, None, None
        wall = time.perf_counter() - start
        out, err = proc.stdout, proc.stderr
        value = wall
        if self.metric:
            m = self.metric.search(out.decode(errors="replace")) or self.metric.search(err.decode(errors="replace"))
            value = float(m.group(1)) if m else None
            out = self.metric.sub("", out.decode(errors="replace")).encode()
            err = self.metric.sub("", err.decode(errors="replace")).encode()
        h = hashlib.sha256(b"%d\0" % proc.returncode + out + b"\0" + err).hexdigest()
        self.last_wall = wall
        return value, h, proc.returncode

    def better(self, a, b):
        """Is time/metric a better than b?"""
        return a > b if self.maximize else a < b

    def measure(self, chains, base=None, extra=(), timeout=None, cutoff=None):
        """Builds and runs one candidate. base: the untransformed Result
        (None when measuring the untransformed build itself). cutoff: a value
        the first run must beat (within 20%) to be run again."""
        self.counter += 1
        exe = os.path.join(self.work, "c%04d" % self.counter)
        ok, reasons, secs = self._compile(exe, chains, extra)
        if base is None:
            # The untransformed build: its own warnings are the user's, not
            # refusals; candidates are judged on warnings beyond these.
            if not ok:
                raise RuntimeError("the untransformed build failed: " + "; ".join(reasons))
            self.baseline_warnings = set(reasons)
            reasons = []
        if reasons or not ok:
            return Result("refused" if ok or reasons else "failed", reason="; ".join(reasons[:3]),
                          compile_seconds=secs)
        best = None
        walls = []
        runs = self.runs
        for r in range(runs):
            value, h, rc = self._run_once(exe, timeout)
            if h is None:
                return Result("timeout", reason="ran longer than %.1f s" % timeout, compile_seconds=secs)
            if value is None:
                return Result("failed", reason="the output has no match for --metric", compile_seconds=secs)
            if base is not None and h != base.output_hash:
                return Result("wrong", time=value, reason="output differs from the untransformed build's",
                              output_hash=h, compile_seconds=secs)
            if base is None and r == 0:
                first_hash = h
            elif base is None and h != first_hash:
                raise RuntimeError("the untransformed program's output differs from one run to the next; "
                                   "give --metric a pattern for the part that changes")
            walls.append(self.last_wall)
            if best is None or self.better(value, best):
                best = value
            if cutoff is not None and r == 0 and not self.better(value, cutoff * (0.8 if self.maximize else 1.2)):
                break
        if base is None:
            self.untransformed_exe = exe          # kept: rerun_untransformed() times it again
        result = Result("ok", time=best, output_hash=h, compile_seconds=secs, run_wall=min(walls))
        result.exe = exe                          # kept until the tuner drops it (confirm())
        return result

    def drop(self, result):
        """Deletes a candidate's program once it can no longer be the best."""
        exe = getattr(result, "exe", None)
        if exe and exe != getattr(self, "untransformed_exe", None):
            try:
                os.unlink(exe)
            except OSError:
                pass
            result.exe = None

    def confirm(self, challenger, incumbent, timeout=None):
        """Runs the challenger and the incumbent (the best so far, or the
        untransformed build) alternately max(3, runs) more times, and lowers each
        one's best time by what these runs show. A gain seen once on a busy
        machine may be a quieter moment; both measured side by side, it is
        a gain of the program. Returns False if a program is gone (a result
        of an earlier run, resumed): nothing was confirmed."""
        pair = [(challenger, getattr(challenger, "exe", None)), (incumbent, getattr(incumbent, "exe", None))]
        if any(not exe or not os.path.exists(exe) for _, exe in pair):
            return False
        for r in range(max(3, self.runs)):
            for result, exe in (pair if r % 2 == 0 else pair[::-1]):
                value, h, rc = self._run_once(exe, timeout)
                if value is not None and h == result.output_hash and self.better(value, result.time):
                    result.time = value
        return True

    def rerun_untransformed(self, base, timeout=None):
        """Times the untransformed build once more: on a machine whose load
        changes, its best time is taken over the whole run, as a candidate's
        is over its runs. Returns the (possibly better) time."""
        exe = getattr(self, "untransformed_exe", None)
        if not exe or not os.path.exists(exe):
            return base.time
        value, h, rc = self._run_once(exe, timeout)
        if value is None or h != base.output_hash:
            return base.time
        return value if self.better(value, base.time) else base.time

    def baseline(self, timeout=None):
        result = self.measure([], base=None, timeout=timeout)
        result.exe = self.untransformed_exe
        return result


def supports_chains_flag(loopcc, work):
    """Does this loopcc know -floop-transform-chains? (An empty file is valid.)"""
    src = os.path.join(work, "probe.c")
    chains = os.path.join(work, "probe.chains")
    with open(src, "w") as f:
        f.write("int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }\n")
    with open(chains, "w") as f:
        f.write("// empty\n")
    proc = subprocess.run([loopcc, "-fsyntax-only", "-floop-transform-chains=" + chains, src],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc.returncode == 0


def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
