#!/usr/bin/env python3
"""PolyBench/C 4.2.1 (all 30 kernels): clang-22, Polly and loopcc.

Usage: bench/polybench/polybench.py [--quick] [--dataset D] [--runs N]
           [--kernels a,b] [--loopcc PATH] [--out FILE] [--work DIR]
           [--check-dataset D] [--chains DIR] [--polybench DIR] ...

For each kernel of PolyBench's utilities/benchmark_list, with PolyBench's
own harness (-I utilities utilities/polybench.c -DPOLYBENCH_TIME -lm) and
-D<dataset>_DATASET, this builds

    clang     clang-22 -O3 -march=native                 the reference
    polly     clang-22 -O3 -march=native -mllvm -polly   Polly's own schedule
    loopcc    loopcc -O3 -march=native                   the kernel with its chains
              -floop-transform-chains=chains/<kernel>.chains

All three compile the pristine kernel source: loopcc takes the kernel's
`#pragma loop transform` lines from its chains file (loopcc's
-floop-transform-chains format, docs/pragma.md; README.md). With --isa
avx2 all three build -march=x86-64-v3 instead (AVX2 code on a machine that
has more), and a kernel's chains/<kernel>.avx2.chains, where it has one,
replaces its chains file; on an AVX2 machine the .avx2.chains files are
used with -march=native. The PolyBench tree is only read; binaries, logs
and reports are written in the work directory.

Timing: each binary is run --runs times (default 3), the three variants
interleaved (round r starts with a different variant); the time is the
median of the runs' POLYBENCH_TIME output (seconds, the kernel call only).

Dataset: --dataset (default LARGE). With LARGE, a kernel whose first
clang-22 run takes more than --fallback-seconds (default 20; the run is
killed then) is measured at MEDIUM instead, and the table says so.

Correctness: every variant is also built with -DPOLYBENCH_DUMP_ARRAYS at
--check-dataset (default MEDIUM; MINI with --quick) and run once; the
dump (PolyBench writes it to stderr) of Polly and of loopcc must be
byte-for-byte the dump of clang-22. A difference is printed on stderr
with *** and marks the row MISMATCH; the script then exits with 1.

Warnings: loopcc's compile stderr is kept (work dir, <kernel>/*.log);
its "warning:" lines are shortened into the table and given in full
below it, with the status of every step from loopcc's JSON report
(-floop-transform-report).

Load: /proc/loadavg's 1-minute average is read before and after each
kernel's timing. The script's own runs push that average towards 1, so
what is compared with --max-load (default 0.5) is the load of the other
processes: the average minus the script's own share, computed from the
intervals its children were running with the average's 60 s exponential
decay. If it was above --max-load before or after a kernel's timing, the
timing is repeated once, after waiting up to --max-wait seconds (default
120) for the load to drop; the table notes "rerun" and the loads.

--quick: MINI dataset, 1 run, check at MINI (one build per variant, with
both -DPOLYBENCH_TIME and -DPOLYBENCH_DUMP_ARRAYS), no fallback, no
rerun: a check of the harness, the chains and the dumps, not of speed.

Output: a markdown report on stdout and in --out (default
bench/results/polybench.md; with --quick, stdout only unless --out is
given; --out - for stdout only). Progress on stderr.
Needs python3 (standard library only) and clang-22 with Polly.
"""
import argparse
import json
import math
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_POLYBENCH = "/work/shared/third_party/polybench-c-4.2.1"
DEFAULT_LOOPCC = os.path.join(ROOT, "bazel-bin", "driver", "loopcc")
DEFAULT_OUT = os.path.join(ROOT, "bench", "results", "polybench.md")
DATASETS = ["MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE"]
VARIANTS = ["clang", "polly", "loopcc"]
PRAGMA = "#pragma loop transform"


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- chains

class ChainError(Exception):
    pass


def norm(line):
    """A source line compared with an anchor: runs of blanks collapsed."""
    return " ".join(line.split())


HEADER = re.compile(r'^loop\s+"([^"]+)"\s+(\w+)\s+(\w+)$')
COMMENT_KEY = re.compile(r"^(\w+):\s*(.*)$")


def parse_chains(path):
    """Reads a kernel's chains file (loopcc's -floop-transform-chains format,
    README.md) for the report: {'isa', 'rationale', 'notes', 'inserts',
    'path'}. isa, rationale and notes are its `// isa: ...`, `// rationale:
    ...` and `// note: ...` comment lines; inserts is a list of {'file',
    'function', 'loop' (number or name), 'directives', 'line' (the
    header's), 'lines' (its directives')}. loopcc reads and checks the
    file itself; this checks only its shape (headers, directive lines,
    comments) and that it has an isa and a rationale."""
    chain = {"isa": None, "rationale": None, "notes": [], "inserts": [],
             "path": os.path.abspath(path)}
    cur = None
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if line.startswith("//"):
                m = COMMENT_KEY.match(line[2:].strip())
                if m:
                    key, value = m.group(1).lower(), m.group(2).strip()
                    if key in ("isa", "rationale"):
                        if chain[key] is not None:
                            raise ChainError("%s:%d: second '// %s:' line" % (path, n, key))
                        chain[key] = value
                    elif key in ("note", "warning"):
                        chain["notes"].append(value)
                continue
            line = re.sub(r"\s*//.*$", "", line)
            if not line:
                continue
            if line.startswith("#pragma"):
                if not line.startswith(PRAGMA + " "):
                    raise ChainError("%s:%d: not a '%s' line" % (path, n, PRAGMA))
                if cur is None:
                    raise ChainError("%s:%d: directive before any 'loop' header" % (path, n))
                cur["directives"].append(norm(line))
                cur["lines"].append(n)
                continue
            m = HEADER.match(line)
            if not m:
                raise ChainError("%s:%d: expected a 'loop \"FILE\" FUNCTION N' header, "
                                 "a directive or a '//' comment" % (path, n))
            loop = m.group(3)
            cur = {"file": m.group(1), "function": m.group(2),
                   "loop": int(loop) if loop.isdigit() else loop,
                   "directives": [], "line": n, "lines": []}
            chain["inserts"].append(cur)
    for ins in chain["inserts"]:
        if not ins["directives"]:
            raise ChainError("%s:%d: 'loop' header without directives" % (path, ins["line"]))
    if not chain["isa"]:
        raise ChainError("%s: no '// isa:' line" % path)
    if not chain["rationale"]:
        raise ChainError("%s: no '// rationale:' line" % path)
    return chain


def names_file(header_file, src):
    """Whether a header's "FILE" names the source file `src` (loopcc: a path
    suffix at a '/' boundary)."""
    src = os.path.abspath(src)
    return src == header_file or src.endswith("/" + header_file.lstrip("/"))


def same_path(a, b):
    return bool(a) and bool(b) and os.path.realpath(a) == os.path.realpath(b)


def chains_steps(chain, report):
    """The steps of the chains file in loopcc's report, in report order:
    (source line of the loop, chains-file line, directive, status, reason,
    run-time check)."""
    out = []
    if not report or not chain:
        return out
    for u in report.get("units", []):
        for c in u.get("chains", []):
            for s in c.get("steps", []):
                if same_path(s.get("file"), chain["path"]):
                    out.append((c.get("line"), s.get("line"), s.get("directive"),
                                s.get("status"), s.get("reason"), s.get("runtime_check")))
    return out


def chain_labels(chain, report):
    """{header line: "i, line 89"}: the loop loopcc bound each header of the
    chains file to (the report's chain that holds its steps), by its
    counter and its line in the kernel's source."""
    header_of = {}
    for ins in chain["inserts"]:
        for l in ins["lines"]:
            header_of[l] = ins["line"]
    out, texts = {}, {}
    for u in (report or {}).get("units", []):
        for c in u.get("chains", []):
            for s in c.get("steps", []):
                h = header_of.get(s.get("line"))
                if h is None or h in out or not same_path(s.get("file"), chain["path"]):
                    continue
                f, ln = c.get("file"), c.get("line")
                if f not in texts:
                    try:
                        with open(f) as fh:
                            texts[f] = fh.read().splitlines()
                    except (OSError, TypeError):
                        texts[f] = []
                t = texts[f]
                var = loop_var(t[ln - 1].strip()) if isinstance(ln, int) and 0 < ln <= len(t) else "?"
                out[h] = "%s, line %s" % (var, ln)
    return out


def unplaced_steps(chain, report):
    """The chains-file lines of directives that loopcc's report does not
    list (their loop, function or file is gone: a -Wpass-failed warning)."""
    placed = {s[1] for s in chains_steps(chain, report)}
    return [l for ins in chain["inserts"] for l in ins["lines"] if l not in placed]


# Annotated copies: bench/parallel's .chain files (its parallel and OpenMP
# chains), whose lines are inserted into a copy of the kernel before a line
# of its source (the format bench/polybench used before it built the
# pristine sources with -floop-transform-chains; bench/parallel/README.md).

def parse_chain(path, prefix=PRAGMA):
    """Reads a .chain file: {'isa', 'rationale', 'notes', 'inserts'}, where
    inserts is a list of {'anchor', 'occurrence', 'directives', 'line'};
    its directive lines start with `prefix` (bench/parallel's OpenMP files:
    `#pragma omp`)."""
    chain = {"isa": None, "rationale": None, "notes": [], "inserts": []}
    cur = None
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#pragma"):
                if not line.startswith(prefix + " "):
                    raise ChainError("%s:%d: not a '%s' line" % (path, n, prefix))
                if cur is None:
                    raise ChainError("%s:%d: directive before any 'at:' line" % (path, n))
                cur["directives"].append(norm(line))
                continue
            if line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            key, value = key.strip().lower(), value.strip()
            if not sep:
                raise ChainError("%s:%d: expected 'key: value'" % (path, n))
            if key == "at":
                if not value:
                    raise ChainError("%s:%d: empty anchor" % (path, n))
                cur = {"anchor": value, "occurrence": 1, "directives": [], "line": n}
                chain["inserts"].append(cur)
            elif key == "occurrence":
                if cur is None or cur["directives"]:
                    raise ChainError("%s:%d: 'occurrence:' must follow its 'at:' line" % (path, n))
                if not value.isdigit() or int(value) < 1:
                    raise ChainError("%s:%d: occurrence must be a number >= 1" % (path, n))
                cur["occurrence"] = int(value)
            elif key in ("isa", "rationale"):
                if chain[key] is not None:
                    raise ChainError("%s:%d: second '%s:' line" % (path, n, key))
                chain[key] = value
            elif key in ("note", "warning"):
                chain["notes"].append(value)
            else:
                raise ChainError("%s:%d: unknown key '%s'" % (path, n, key))
    for ins in chain["inserts"]:
        if not ins["directives"]:
            raise ChainError("%s:%d: 'at:' without directives" % (path, ins["line"]))
    if not chain["isa"]:
        raise ChainError("%s: no 'isa:' line" % path)
    if not chain["rationale"]:
        raise ChainError("%s: no 'rationale:' line" % path)
    return chain


KERNEL_FN = re.compile(r"^\s*(static\s+)?void\s+kernel_\w+\s*\(")


def kernel_range(lines):
    """[first, last) line indices of the kernel_* function."""
    for i, l in enumerate(lines):
        if KERNEL_FN.match(l):
            for j in range(i + 1, len(lines)):
                if lines[j].rstrip() == "}":
                    return i, j + 1
    raise ChainError("no kernel_* function found")


def annotate(src_text, chain):
    """The source with the chain's directives inserted before their anchors."""
    lines = src_text.splitlines(keepends=True)
    lo, hi = kernel_range(lines)
    at = {}
    for ins in chain["inserts"]:
        want = norm(ins["anchor"])
        hits = [i for i in range(lo, hi) if norm(lines[i]) == want]
        if len(hits) < ins["occurrence"]:
            raise ChainError("anchor '%s' occurrence %d: the kernel function has %d such line(s)"
                             % (ins["anchor"], ins["occurrence"], len(hits)))
        idx = hits[ins["occurrence"] - 1]
        if idx in at:
            raise ChainError("two 'at:' blocks name the same line: '%s'" % ins["anchor"])
        at[idx] = ins
    for idx in sorted(at, reverse=True):
        indent = re.match(r"\s*", lines[idx]).group(0)
        lines[idx:idx] = [indent + d + "\n" for d in at[idx]["directives"]]
    return "".join(lines)


def loop_var(anchor):
    m = re.match(r"\s*for\s*\(\s*(\w+)", anchor)
    return m.group(1) if m else anchor[:12]


def chain_short(chain, labels=None):
    """Chain text for the table: per loop, the directives in the order
    they are applied (nearest the loop first). A chains file's loop is
    "loop N" (its number in the function, or its name), with `labels`
    (chain_labels) its counter and source line; an annotation chain's is
    its anchor's counter."""
    if not chain["inserts"]:
        return "(none)"
    parts = []
    for ins in chain["inserts"]:
        if "anchor" in ins:
            name = loop_var(ins["anchor"])
            if ins["occurrence"] > 1:
                name += "#%d" % ins["occurrence"]
        else:
            name = "loop %s" % ins["loop"]
            if labels and ins["line"] in labels:
                name += " (%s)" % labels[ins["line"]]
        steps = [d[len(PRAGMA):].strip() for d in reversed(ins["directives"])]
        parts.append("%s: %s" % (name, " → ".join(steps)))
    return "; ".join(parts)


# ---------------------------------------------------------------- machine, load

def cpu_info():
    model, flags = "?", set()
    try:
        with open("/proc/cpuinfo") as f:
            for l in f:
                if l.startswith("model name") and model == "?":
                    model = l.split(":", 1)[1].strip()
                elif l.startswith("flags") and not flags:
                    flags = set(l.split(":", 1)[1].split())
    except OSError:
        pass
    isa = "avx512" if "avx512f" in flags else "avx2" if "avx2" in flags else "sse"
    return model, isa, flags


def loadavg():
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except OSError:
        return float("nan")


class Own:
    """The script's own share of the 1-minute load average: each interval in
    which one of its children ran contributes exp(-(now-end)/60) -
    exp(-(now-start)/60)."""

    def __init__(self):
        self.spans = []

    def add(self, start, end):
        self.spans.append((start, end))

    def share(self, now=None):
        now = time.monotonic() if now is None else now
        s = 0.0
        for a, b in self.spans:
            if now - b < 600:
                s += math.exp(-(now - b) / 60.0) - math.exp(-(now - a) / 60.0)
        return s


OWN = Own()


def run(cmd, timeout=None, **kw):
    t0 = time.monotonic()
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=timeout, **kw)
    finally:
        OWN.add(t0, time.monotonic())


def load_now():
    l = loadavg()
    return l, max(0.0, l - OWN.share())


# ---------------------------------------------------------------- build, run

class Ctx:
    pass


def kernel_paths(pb):
    with open(os.path.join(pb, "utilities", "benchmark_list")) as f:
        rel = [l.strip() for l in f if l.strip()]
    out = {}
    for r in rel:
        p = os.path.normpath(os.path.join(pb, r))
        out[os.path.splitext(os.path.basename(p))[0]] = p
    return out


def compile_variant(ctx, k, variant, dataset, dump, timing, tag):
    """Builds one binary; returns (path or None, stderr text, report dict)."""
    kd = os.path.join(ctx.work, k)
    src = ctx.kernels[k]
    exe = os.path.join(kd, "%s.%s.%s" % (k, variant, tag))
    base = {"clang": [ctx.clang], "polly": [ctx.clang, "-mllvm", "-polly"],
            "loopcc": [ctx.loopcc]}[variant]
    cmd = base + ["-O3", ctx.march, "-I", ctx.util,
                  "-I", os.path.dirname(ctx.kernels[k]), src,
                  os.path.join(ctx.util, "polybench.c"),
                  "-D%s_DATASET" % dataset]
    if timing:
        cmd.append("-DPOLYBENCH_TIME")
    if dump:
        cmd.append("-DPOLYBENCH_DUMP_ARRAYS")
    rep = exe + ".report.json"
    if variant == "loopcc":
        cmd.append("-floop-transform-chains=" + ctx.chains_file[k])
        cmd.append("-floop-transform-report=" + rep)
    cmd += ["-lm", "-o", exe]
    r = run(cmd, timeout=ctx.args.compile_timeout)
    err = r.stderr.decode(errors="replace")
    with open(exe + ".log", "w") as f:
        f.write("$ " + " ".join(cmd) + "\n" + err)
    report = None
    if variant == "loopcc" and os.path.exists(rep):
        try:
            with open(rep) as f:
                report = json.load(f)
        except (OSError, ValueError):
            report = None
    if r.returncode != 0:
        log("  *** %s build failed (%s); see %s.log" % (variant, tag, exe))
        return None, err, report
    return exe, err, report


def parse_time(out):
    for l in reversed(out.decode(errors="replace").splitlines()):
        l = l.strip()
        if l:
            try:
                return float(l)
            except ValueError:
                return None
    return None


def warnings_of(err):
    """(short, full) warning lines of a compile's stderr."""
    full, short = [], []
    for l in err.splitlines():
        m = re.search(r"warning: (.*)", l)
        if m:
            full.append(l.strip())
            w = re.sub(r"\s*\[-W[^\]]*\]$", "", m.group(1))
            short.append(w)
    return short, full


def step_statuses(report):
    out = []
    if not report:
        return out
    for u in report.get("units", []):
        for c in u.get("chains", []):
            for s in c.get("steps", []):
                out.append((c.get("line"), s.get("directive"), s.get("status"),
                            s.get("reason"), s.get("runtime_check")))
    return out


def text_section(exe):
    """The .text bytes of a binary (None if no objcopy)."""
    tool = shutil.which("objcopy") or shutil.which("llvm-objcopy-22")
    if not tool or not exe:
        return None
    out = exe + ".text"
    r = subprocess.run([tool, "-O", "binary", "--only-section=.text", exe, out],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if r.returncode != 0:
        return None
    with open(out, "rb") as f:
        data = f.read()
    os.remove(out)
    return data


def check_kernel(ctx, k, row):
    """Builds the -DPOLYBENCH_DUMP_ARRAYS binaries at the check dataset (unless
    they are the timing binaries) and compares their dumps with clang's."""
    ds = ctx.check_dataset
    dumps = {}
    for v in VARIANTS:
        if ctx.shared_build:
            exe = row["bins"].get(v)
        else:
            exe, err, rep = compile_variant(ctx, k, v, ds, True, False, "check")
            if v == "loopcc":
                row["check_warnings"] = warnings_of(err)
        if not exe:
            dumps[v] = None
            continue
        try:
            r = run([exe], timeout=ctx.args.timeout)
        except subprocess.TimeoutExpired:
            log("  *** %s check run timed out" % v)
            dumps[v] = None
            continue
        if r.returncode != 0:
            log("  *** %s check run exit %d" % (v, r.returncode))
            dumps[v] = None
            continue
        dumps[v] = r.stderr
        with open(os.path.join(ctx.work, k, "%s.%s.dump" % (k, v)), "wb") as f:
            f.write(r.stderr)
    status = []
    ok = True
    if dumps["clang"] is None:
        status.append("no clang dump")
        ok = False
    for v in ("polly", "loopcc"):
        if dumps.get(v) is None:
            status.append("%s: no dump" % v)
            ok = False
        elif dumps["clang"] is not None and dumps[v] != dumps["clang"]:
            ok = False
            a = dumps["clang"].split()
            b = dumps[v].split()
            nd = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
            maxd = 0.0
            for x, y in zip(a, b):
                try:
                    maxd = max(maxd, abs(float(x) - float(y)))
                except ValueError:
                    pass
            msg = "%s: %d values differ, max |d| %.3g" % (v, nd, maxd)
            status.append(msg)
            log("  *** MISMATCH %s %s at %s (dumps in %s)" % (k, msg, ds,
                                                                os.path.join(ctx.work, k)))
    row["check_ok"] = ok
    failed = any(d is None for d in dumps.values())
    row["check"] = "ok" if ok else ("FAILED " if failed else "MISMATCH ") + "; ".join(status)


def time_round(ctx, k, row, bins, runs, probe):
    """Runs the binaries runs times, interleaved. With probe, the very first
    run (clang) is killed after --fallback-seconds; returns None then."""
    samples = {v: [] for v in VARIANTS}
    for r in range(runs):
        order = VARIANTS[r % 3:] + VARIANTS[:r % 3]
        for v in order:
            exe = bins.get(v)
            if not exe:
                continue
            first = probe and r == 0 and v == "clang"
            to = ctx.args.fallback_seconds if first else ctx.args.timeout
            t0 = time.monotonic()
            try:
                p = run([exe], timeout=to)
            except subprocess.TimeoutExpired:
                if first:
                    return None
                log("  *** %s run timed out after %g s" % (v, to))
                continue
            wall = time.monotonic() - t0
            if first and wall > ctx.args.fallback_seconds:
                return None
            t = parse_time(p.stdout) if p.returncode == 0 else None
            if t is None:
                log("  *** %s run failed (exit %d)" % (v, p.returncode))
                continue
            samples[v].append(t)
    return samples


def wait_quiet(ctx):
    deadline = time.monotonic() + ctx.args.max_wait
    while True:
        raw, others = load_now()
        if others <= ctx.args.max_load or time.monotonic() >= deadline:
            return raw, others
        time.sleep(5)


def time_kernel(ctx, k, row):
    ds = row["dataset"]
    probe = ctx.fallback
    attempts = []
    while True:
        lb = load_now()
        s = time_round(ctx, k, row, row["bins"], ctx.runs, probe)
        if s is None:
            log("  clang at %s took more than %g s: falling back to MEDIUM"
                % (ds, ctx.args.fallback_seconds))
            row["notes"].append("%s: clang > %g s, MEDIUM used" % (ds, ctx.args.fallback_seconds))
            ds = row["dataset"] = "MEDIUM"
            probe = False
            build_timing(ctx, k, row, ds)
            continue
        la = load_now()
        probe = False   # a rerun keeps the dataset of the first timing
        attempts.append((lb, la, s))
        loaded = max(lb[1], la[1]) > ctx.args.max_load
        if loaded and len(attempts) == 1 and not ctx.args.quick:
            log("  load of other processes %.2f/%.2f > %.2f: waiting, then timing again"
                % (lb[1], la[1], ctx.args.max_load))
            wait_quiet(ctx)
            continue
        break
    lb, la, s = attempts[-1]
    row["samples"] = s
    row["load"] = (lb, la)
    if len(attempts) > 1:
        p = attempts[0]
        row["notes"].append("rerun: first timing's other load %.2f→%.2f%s"
                            % (p[0][1], p[1][1],
                               "; still loaded" if max(lb[1], la[1]) > ctx.args.max_load else ""))
    elif max(lb[1], la[1]) > ctx.args.max_load and not ctx.args.quick:
        row["notes"].append("loaded")
    for v in VARIANTS:
        row["time"][v] = statistics.median(s[v]) if s[v] else None


def build_timing(ctx, k, row, ds):
    row["bins"] = {}
    for v in VARIANTS:
        exe, err, rep = compile_variant(ctx, k, v, ds, ctx.shared_build, True, ds)
        row["bins"][v] = exe
        if v == "loopcc":
            row["warnings"] = warnings_of(err)
            row["steps"] = step_statuses(rep)
            row["report"] = rep
        if not exe:
            row["notes"].append("%s build failed" % v)


# The code each --isa builds, for all three compilers: the machine's own
# (-march=native), or AVX2 with FMA (x86-64-v3) on a machine that has more.
MARCH = {None: "-march=native", "avx2": "-march=x86-64-v3"}


def chain_path(ctx, k):
    """The kernel's chains file for the ISA measured:
    chains/<kernel>.<isa>.chains where the register tile differs, else
    chains/<kernel>.chains."""
    own = os.path.join(ctx.chains_dir, "%s.%s.chains" % (k, ctx.isa))
    return own if os.path.exists(own) else os.path.join(ctx.chains_dir, k + ".chains")


def do_kernel(ctx, k):
    log("== %s" % k)
    row = {"kernel": k, "dataset": ctx.dataset, "notes": [], "time": {},
           "warnings": ([], []), "check_warnings": None,
           "steps": [], "check": "-", "check_ok": True, "load": None}
    kd = os.path.join(ctx.work, k)
    os.makedirs(kd, exist_ok=True)
    cpath = os.path.abspath(chain_path(ctx, k))
    try:
        chain = parse_chains(cpath)
        for ins in chain["inserts"]:
            if not names_file(ins["file"], ctx.kernels[k]):
                raise ChainError('%s:%d: "%s" does not name %s' % (
                    cpath, ins["line"], ins["file"], os.path.basename(ctx.kernels[k])))
    except (OSError, ChainError) as e:
        log("  *** chain: %s" % e)
        row["chain"] = None
        row["chain_text"] = "ERROR: %s" % e
        row["check_ok"] = False
        row["check"] = "chain error"
        return row
    row["chain"] = chain
    row["chain_text"] = chain_short(chain)
    if chain["inserts"] and chain["isa"].lower() != ctx.isa:
        row["notes"].append("chain tuned for %s, machine is %s" % (chain["isa"], ctx.isa))
    ctx.chains_file[k] = cpath
    build_timing(ctx, k, row, ctx.dataset)
    check_kernel(ctx, k, row)
    lost = unplaced_steps(chain, row.get("report")) if row["bins"].get("loopcc") else []
    if lost:
        # as an anchor that is not found was: the chain names no loop of the kernel
        msg = "chain error: the steps at line(s) %s of %s name no loop (see the warnings)" % (
            ", ".join(map(str, lost)), os.path.basename(cpath))
        log("  *** " + msg)
        row["check"] = msg if row["check_ok"] else "%s; %s" % (msg, row["check"])
        row["check_ok"] = False
    row["chain_text"] = chain_short(chain, chain_labels(chain, row.get("report")))
    time_kernel(ctx, k, row)
    a = text_section(row["bins"].get("clang"))
    if a is not None and a == text_section(row["bins"].get("loopcc")):
        row["notes"].append("loopcc's .text = clang's (the ratio is noise)")
    t = row["time"]
    log("  %s: clang %s  polly %s  loopcc %s  check %s%s" % (
        row["dataset"], fmt_t(t.get("clang")), fmt_t(t.get("polly")), fmt_t(t.get("loopcc")),
        row["check"], "  warnings: %d" % len(row["warnings"][0]) if row["warnings"][0] else ""))
    return row


# ---------------------------------------------------------------- report

def fmt_t(t):
    return "-" if t is None else "%.6f" % t if t < 1 else "%.3f" % t


def ratio(a, b):
    if a is None or b is None or a <= 0 or b <= 0:
        return None
    return a / b


def fmt_r(r):
    return "-" if r is None else "%.2f" % r


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def md_cell(s):
    return s.replace("|", "\\|").replace("\n", " ")


def shorten(s, n):
    return s if len(s) <= n else s[:n - 1] + "…"


def render(ctx, rows, started, finished):
    model, isa, flags = cpu_info()
    o = []
    o.append("# PolyBench/C 4.2.1: clang-22, Polly, loopcc")
    o.append("")
    o.append("Written by `bench/polybench/polybench.py %s` (%s to %s)."
             % (" ".join(sys.argv[1:]), started, finished))
    o.append("")
    o.append("| | |")
    o.append("|---|---|")
    o.append("| machine | %s, %s, %d CPUs |" % (model, socket.gethostname(), os.cpu_count() or 0))
    o.append("| ISA | %s (avx512f: %s, avx2: %s)%s |" % (
        isa, "yes" if "avx512f" in flags else "no", "yes" if "avx2" in flags else "no",
        "; code built for %s (%s), the chains for it" % (ctx.isa, ctx.march)
        if ctx.isa != isa else ""))
    o.append("| clang | `%s`: %s |" % (ctx.clang, ctx.clang_version))
    o.append("| Polly | `%s -mllvm -polly` |" % ctx.clang)
    o.append("| loopcc | snapshot of `%s` (%s), project commit %s |"
             % (ctx.args.loopcc, ctx.loopcc_version, ctx.commit))
    o.append("| flags | `-O3 %s -I utilities utilities/polybench.c -DPOLYBENCH_TIME -D<DATASET>_DATASET -lm` |"
             % ctx.march)
    o.append("| dataset | %s%s |" % (ctx.dataset, (", per-kernel fallback to MEDIUM when clang-22 "
                                                   "takes more than %g s" % ctx.args.fallback_seconds)
                                   if ctx.fallback else ""))
    o.append("| time | median of %d run(s) per binary, the three variants interleaved; seconds "
             "of the kernel call (POLYBENCH_TIME) |" % ctx.runs)
    o.append("| check | `-DPOLYBENCH_DUMP_ARRAYS` at %s: Polly's and loopcc's dumps byte-for-byte "
             "equal to clang-22's |" % ctx.check_dataset)
    o.append("| load | 1-min load average before→after each kernel's timing, raw (other processes' "
             "share, i.e. minus this script's own); rerun once when the other processes' share "
             "was above %.2f%s |" % (ctx.args.max_load, " (not with --quick)" if ctx.args.quick else ""))
    o.append("| work dir | `%s` (binaries, logs, reports, dumps) |" % ctx.work)
    o.append("")
    o.append("× clang = clang time / loopcc time, × Polly = Polly time / loopcc time "
             "(above 1: loopcc is faster). The chain column gives each loop of the kernel's "
             "chains file (its number in the kernel function, its counter and source line) "
             "and its directives in the order applied (nearest the loop first), then how "
             "many steps loopcc's report says were applied.")
    o.append("")
    o.append("| kernel | dataset | chain | clang s | Polly s | loopcc s | × clang | × Polly "
             "| check | warnings | load | notes |")
    o.append("|---|---|---|---|---|---|---|---|---|---|---|---|")
    xc, xp = [], []
    for r in rows:
        t = r["time"]
        rc = ratio(t.get("clang"), t.get("loopcc"))
        rp = ratio(t.get("polly"), t.get("loopcc"))
        if rc:
            xc.append(rc)
        if rp:
            xp.append(rp)
        chain = r["chain_text"]
        if r["steps"]:
            na = sum(1 for s in r["steps"] if s[2] == "applied")
            chain += " [%d/%d applied]" % (na, len(r["steps"]))
        w = r["warnings"][0]
        ws = "; ".join(shorten(x, 70) for x in w) if w else ""
        if r["load"]:
            (lb, ob), (la, oa) = r["load"]
            ld = "%.2f→%.2f (%.2f→%.2f)" % (lb, la, ob, oa)
        else:
            ld = "-"
        check = r["check"] if r["check_ok"] else "**%s**" % r["check"]
        o.append("| %s |" % " | ".join(md_cell(c) for c in [
            r["kernel"], r["dataset"], chain, fmt_t(t.get("clang")), fmt_t(t.get("polly")),
            fmt_t(t.get("loopcc")), fmt_r(rc), fmt_r(rp), check, ws, ld, "; ".join(r["notes"])]))
    gc, gp = geomean(xc), geomean(xp)
    o.append("")
    o.append("**Geomean over %d kernels: × clang %s, × Polly %s.**"
             % (len(xc), fmt_r(gc), fmt_r(gp)))
    wc = [r for r in rows if r["chain"] and r["chain"]["inserts"]]
    cc = [ratio(r["time"].get("clang"), r["time"].get("loopcc")) for r in wc]
    cp = [ratio(r["time"].get("polly"), r["time"].get("loopcc")) for r in wc]
    cc, cp = [x for x in cc if x], [x for x in cp if x]
    o.append("")
    o.append("Over the %d kernels with a chain: × clang %s, × Polly %s (the others compile "
             "unchanged, as with clang-22)." % (len(cc), fmt_r(geomean(cc)), fmt_r(geomean(cp))))
    bad = [r["kernel"] for r in rows if not r["check_ok"]]
    o.append("")
    o.append("Check: %s." % ("all %d kernels ok" % len(rows) if not bad else
                             "**MISMATCH, failure or chain error in %s**" % ", ".join(bad)))
    # details
    o.append("")
    o.append("## loopcc's steps and warnings")
    o.append("")
    o.append("Each step's status from loopcc's report (the loop's line in the pristine kernel "
             "source, the directive's line in the chains file), loopcc's warnings in full, and "
             "the reason given by each empty chains file.")
    o.append("")
    any_detail = False
    for r in rows:
        lines = []
        for (line, cline, d, st, reason, rt) in chains_steps(r["chain"], r.get("report")):
            lines.append("- line %s (chains line %s), `%s`: %s%s%s" % (
                line, cline, d, st, " (run-time check)" if rt else "",
                ": " + reason if reason else ""))
        for w in r["warnings"][1]:
            lines.append("- `%s`" % w)
        cw = r.get("check_warnings")
        if cw and cw[1] != r["warnings"][1]:
            for w in cw[1]:
                lines.append("- at %s: `%s`" % (ctx.check_dataset, w))
        if r["chain"] and not r["chain"]["inserts"]:
            lines.append("- %s" % r["chain"]["rationale"])
            for nt in r["chain"]["notes"]:
                lines.append("  - %s" % nt)
        if lines:
            any_detail = True
            o.append("**%s**" % r["kernel"])
            o.append("")
            o.extend(lines)
            o.append("")
    if not any_detail:
        o.append("(none)")
    return "\n".join(o) + "\n"


# ---------------------------------------------------------------- main


def snapshot_loopcc(ctx, loopcc):
    """Copies `loopcc` into ctx.work (a rebuild meanwhile changes nothing)
    and sets ctx.loopcc, the compilers' version lines and the project's
    commit."""
    snap = os.path.join(ctx.work, "loopcc-snapshot")
    shutil.copy2(os.path.realpath(loopcc), snap)
    os.chmod(snap, 0o755)
    ctx.loopcc = snap
    ctx.loopcc_version = subprocess.run([snap, "--version"], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT).stdout.decode().splitlines()[0]
    ctx.clang_version = subprocess.run([ctx.clang, "--version"], stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT).stdout.decode().splitlines()[0]
    g = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    ctx.commit = g.stdout.decode().strip() or "?"
    d = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if d.stdout.strip():
        ctx.commit += " (with uncommitted changes)"

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See the module docstring and README.md.")
    ap.add_argument("--loopcc", default=DEFAULT_LOOPCC,
                    help="loopcc binary (copied to a private snapshot first)")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--polybench", default=DEFAULT_POLYBENCH, help="pristine PolyBench/C 4.2.1")
    ap.add_argument("--chains", default=os.path.join(HERE, "chains"),
                    help="directory of the <kernel>.chains files")
    ap.add_argument("--kernels", default="", help="comma-separated kernel names (default: all 30)")
    ap.add_argument("--quick", action="store_true", help="MINI, 1 run, harness check")
    ap.add_argument("--dataset", type=str.upper, choices=DATASETS)
    ap.add_argument("--check-dataset", type=str.upper, choices=DATASETS)
    ap.add_argument("--runs", type=int)
    ap.add_argument("--work", help="work directory (default: a new one under /tmp)")
    ap.add_argument("--out", help="markdown output ('-': stdout only; default %s, "
                    "stdout only with --quick)" % os.path.relpath(DEFAULT_OUT, ROOT))
    ap.add_argument("--no-fallback", action="store_true", help="no MEDIUM fallback at LARGE")
    ap.add_argument("--fallback-seconds", type=float, default=20.0)
    ap.add_argument("--isa", choices=["avx2"], default=None,
                    help="build for AVX2 (-march=x86-64-v3) instead of the machine's "
                         "own ISA, with the kernels' .avx2.chains files where they exist")
    ap.add_argument("--max-load", type=float, default=0.5)
    ap.add_argument("--max-wait", type=float, default=120.0)
    ap.add_argument("--timeout", type=float, default=900.0, help="per run, seconds")
    ap.add_argument("--compile-timeout", type=float, default=600.0)
    args = ap.parse_args()
    if args.out is None:
        args.out = "-" if args.quick else DEFAULT_OUT

    ctx = Ctx()
    ctx.args = args
    ctx.dataset = args.dataset or ("MINI" if args.quick else "LARGE")
    ctx.check_dataset = args.check_dataset or ("MINI" if args.quick else "MEDIUM")
    ctx.runs = args.runs or (1 if args.quick else 3)
    ctx.fallback = ctx.dataset == "LARGE" and not args.no_fallback and not args.quick
    ctx.shared_build = ctx.check_dataset == ctx.dataset
    ctx.clang = args.clang
    ctx.chains_dir = args.chains
    pb = os.path.abspath(args.polybench)
    ctx.util = os.path.join(pb, "utilities")
    ctx.kernels = kernel_paths(pb)
    names = list(ctx.kernels)
    if args.kernels:
        want = [k.strip() for k in args.kernels.split(",") if k.strip()]
        unknown = [k for k in want if k not in ctx.kernels]
        if unknown:
            ap.error("unknown kernel(s): %s (known: %s)" % (", ".join(unknown), ", ".join(names)))
        names = want
    ctx.work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="polybench-")
    os.makedirs(ctx.work, exist_ok=True)
    if os.path.commonpath([ctx.work, pb]) == pb:
        ap.error("--work must not be inside the PolyBench tree")
    ctx.chains_file = {}

    if not os.path.exists(args.loopcc):
        ap.error("no loopcc at %s" % args.loopcc)
    snapshot_loopcc(ctx, args.loopcc)

    model, isa, _ = cpu_info()
    ctx.isa = args.isa or isa
    ctx.march = MARCH[args.isa]
    started = time.strftime("%Y-%m-%d %H:%M:%S")
    log("polybench: %d kernel(s), dataset %s, check %s, %d run(s), %s (%s); work %s"
        % (len(names), ctx.dataset, ctx.check_dataset, ctx.runs, model, isa, ctx.work))
    rows = []
    for k in names:
        rows.append(do_kernel(ctx, k))
    finished = time.strftime("%Y-%m-%d %H:%M:%S")
    text = render(ctx, rows, started, finished)
    sys.stdout.write(text)
    if args.out != "-":
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(text)
        log("written %s" % args.out)
    return 0 if all(r["check_ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
