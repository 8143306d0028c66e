#!/usr/bin/env python3
"""PolyBench/C 4.2.1 product kernels on threads: loopcc's `parallelize`,
Polly's automatic parallel code and hand-written OpenMP.

Usage: bench/parallel/parallel.py [--quick] [--dataset D] [--runs N]
           [--threads 1,2] [--kernels a,b] [--loopcc PATH] [--out FILE]
           [--work DIR] [--check-dataset D] [--chains DIR] [--omp DIR]
           [--seq-chains DIR] [--polybench DIR] ...

For each of the kernels gemm, 2mm, 3mm, syrk, syr2k, doitgen, covariance
and correlation (--kernels to choose), with PolyBench's own harness
(-I utilities utilities/polybench.c -DPOLYBENCH_TIME -lm) and
-D<dataset>_DATASET, this builds

    clang       clang-22 -O3 -march=native                   sequential reference
    loopcc-seq  loopcc -O3 -march=native                     the pristine kernel
                -floop-transform-chains=                     with its sequential
                bench/polybench/chains/<kernel>.chains       chains file
    loopcc-par  loopcc -O3 -march=native                     the kernel with its
                                                             parallel chain
                                                             (bench/parallel/chains)
    polly-par   clang-22 -O3 -march=native -fopenmp
                -mllvm -polly -mllvm -polly-parallel         Polly's parallel code
    omp         clang-22 -O3 -march=native -fopenmp          the kernel with
                                                             hand-written
                                                             `#pragma omp parallel for`
                                                             (bench/parallel/omp)

PolyBench's utilities/polybench.c is built with -fopenmp for the three
parallel variants (-fopenmp does it for Polly and OpenMP; loopcc par links
an object clang-22 -fopenmp built): its cache flush, before the timer, is
then a parallel loop that starts libomp's threads, so that no variant's
first parallel loop pays for that inside the timed kernel.

The chain files of bench/parallel/chains and bench/parallel/omp are
inserted into copies of the kernel (README.md, "Chain files"); an omp
file's directive lines are `#pragma omp ...` instead of `#pragma loop
transform ...`. The sequential chains are bench/polybench's chains files
(loopcc's -floop-transform-chains format). The annotated copies are
written in the work directory; the PolyBench tree is only read.

Each binary is built once; the three parallel ones are run with
OMP_NUM_THREADS=T for every T of --threads (default 1,2; any list), the
two sequential ones once per round. Timing: --runs rounds (default 3), all
the (binary, T) pairs interleaved, round r starting with a different pair;
the time is the median of the runs' POLYBENCH_TIME output (seconds, the
kernel call only).

Correctness: every variant is also built with -DPOLYBENCH_DUMP_ARRAYS at
--check-dataset (default MEDIUM; MINI with --quick, where one build with
both -DPOLYBENCH_TIME and -DPOLYBENCH_DUMP_ARRAYS serves both) and run, the
parallel ones at every T of --threads; every dump (PolyBench writes it to
stderr) must be byte-for-byte clang-22's. A difference is printed on
stderr with *** MISMATCH, marks the row, and the script exits with 1 (so
does a build or run that fails, or a chain file in error).

Order: every kernel's chains, builds and checks first, then the timing
of all of them.

Load: /proc/loadavg's 1-minute average is recorded before and after each
kernel's timing and before and after all of it, raw and minus the
script's own share (its children's running intervals, weighted by their
thread count, with the average's 60 s exponential decay): what remains is
the other processes' load. Nothing is rerun; a share above --max-load
(default 0.5) is flagged in the notes.

--quick: MINI dataset, 1 run, check at MINI: a check of the harness, the
chains and the dumps, not of speed.

Output: a markdown report on stdout and in --out (default
bench/results/parallel.md; with --quick stdout only unless --out is given;
--out - for stdout only). Progress on stderr. Needs python3 (standard
library only), clang-22 with Polly and libomp (libomp-22-dev).
"""
import argparse
import json
import math
import os
import re
import shlex
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bench", "polybench"))
sys.dont_write_bytecode = True   # no __pycache__ in bench/polybench
import polybench as pb  # noqa: E402  (chain files, annotation, report helpers)

DEFAULT_OUT = os.path.join(ROOT, "bench", "results", "parallel.md")
DEFAULT_KERNELS = ["gemm", "2mm", "3mm", "syrk", "syr2k", "doitgen", "covariance", "correlation"]
OMP_PRAGMA = "#pragma omp"

SEQ = ["clang", "loopcc-seq"]
PAR = ["loopcc-par", "polly-par", "omp"]
VARIANTS = SEQ + PAR
LABEL = {"clang": "clang", "loopcc-seq": "loopcc seq", "loopcc-par": "loopcc par",
         "polly-par": "Polly par", "omp": "OpenMP"}


def log(*args):
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- chain files

def parse_omp_chain(path):
    """An omp chain file: the format of bench/polybench/README.md, with
    `#pragma omp ...` directive lines."""
    return pb.parse_chain(path, OMP_PRAGMA)


def omp_short(chain):
    if not chain["inserts"]:
        return "(none)"
    parts = []
    for ins in chain["inserts"]:
        name = pb.loop_var(ins["anchor"])
        if ins["occurrence"] > 1:
            name += "#%d" % ins["occurrence"]
        parts.append("%s: %s" % (name, "; ".join(d[len(OMP_PRAGMA):].strip()
                                                 for d in ins["directives"])))
    return "; ".join(parts)


# ---------------------------------------------------------------- processes, load

class Own:
    """The script's own share of the 1-minute load average: each interval in
    which one of its children ran, weighted by its threads, contributes
    w * (exp(-(now-end)/60) - exp(-(now-start)/60))."""

    def __init__(self):
        self.spans = []

    def add(self, start, end, weight):
        self.spans.append((start, end, weight))

    def share(self):
        now = time.monotonic()
        s = 0.0
        for a, b, w in self.spans:
            if now - b < 600:
                s += w * (math.exp(-(now - b) / 60.0) - math.exp(-(now - a) / 60.0))
        return s


OWN = Own()


def run(cmd, timeout=None, threads=1, env=None):
    t0 = time.monotonic()
    try:
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=timeout, env=env)
    finally:
        OWN.add(t0, time.monotonic(), threads)


def load_now():
    raw = pb.loadavg()
    return raw, max(0.0, raw - OWN.share())


def thread_env(t):
    env = dict(os.environ)
    if t is not None:
        env["OMP_NUM_THREADS"] = str(t)
    return env


FORK_CALL = re.compile(r"\scallq?\s+[0-9a-f]+\s+<(__kmpc_fork_call|GOMP_parallel)")


def calls_libomp(exe):
    """Whether the kernel's code starts a parallel region: a call to
    __kmpc_fork_call or GOMP_parallel* from a function that is not one of
    PolyBench's (polybench.c's own cache flush is parallel under -fopenmp).
    None when objdump is missing or fails."""
    tool = shutil.which("objdump") or shutil.which("llvm-objdump-22")
    if not tool or not exe:
        return None
    r = subprocess.run([tool, "-d", "--no-show-raw-insn", exe], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL)
    if r.returncode != 0:
        return None
    fn = ""
    for line in r.stdout.decode(errors="replace").splitlines():
        if line.endswith(">:") and "<" in line:
            fn = line[line.index("<") + 1:-2]
        elif FORK_CALL.search(line) and not fn.startswith("polybench"):
            return True
    return False


# ---------------------------------------------------------------- build

class Ctx:
    pass


def variant_cmd(ctx, v):
    return {"clang": [ctx.clang],
            "loopcc-seq": [ctx.loopcc],
            "loopcc-par": [ctx.loopcc],
            "polly-par": [ctx.clang, "-fopenmp", "-mllvm", "-polly", "-mllvm", "-polly-parallel"],
            "omp": [ctx.clang, "-fopenmp"]}[v]


def harness_object(ctx, dump, timing):
    """PolyBench's utilities/polybench.c built with -fopenmp, as the Polly and
    OpenMP variants build it: its cache flush (before the timer starts) is
    then a parallel loop, which starts libomp's threads outside the timed
    kernel. loopcc par links this object, so that its first parallel loop
    does not pay for starting the runtime inside the timing either. Built
    once per macro set; None if the build fails."""
    key = (dump, timing)
    if key in ctx.harness:
        return ctx.harness[key]
    obj = os.path.join(ctx.work, "polybench-omp%s%s.o" % (".time" if timing else "",
                                                         ".dump" if dump else ""))
    cmd = [ctx.clang, "-fopenmp", "-O3", "-march=native", "-I", ctx.util, "-c",
           os.path.join(ctx.util, "polybench.c"), "-o", obj]
    if timing:
        cmd.append("-DPOLYBENCH_TIME")
    if dump:
        cmd.append("-DPOLYBENCH_DUMP_ARRAYS")
    r = run(cmd, timeout=ctx.args.compile_timeout)
    with open(obj + ".log", "w") as f:
        f.write("$ " + " ".join(shlex.quote(c) for c in cmd) + "\n"
                + r.stderr.decode(errors="replace"))
    ctx.harness[key] = obj if r.returncode == 0 else None
    if r.returncode != 0:
        log("  *** harness object build failed; see %s.log" % obj)
    return ctx.harness[key]


def compile_variant(ctx, k, row, v, dataset, dump, timing, tag):
    """Builds one binary; returns (path or None, stderr text, report dict)."""
    kd = os.path.join(ctx.work, k)
    src = row["src"].get(v, ctx.kernels[k])
    exe = os.path.join(kd, "%s.%s.%s" % (k, v, tag))
    harness = os.path.join(ctx.util, "polybench.c")
    if v == "loopcc-par":
        harness = harness_object(ctx, dump, timing)
        if harness is None:
            return None, "harness object build failed\n", None
    cmd = variant_cmd(ctx, v) + ["-O3", "-march=native", "-I", ctx.util,
                                 "-I", os.path.dirname(ctx.kernels[k]), src, harness,
                                 "-D%s_DATASET" % dataset]
    if timing:
        cmd.append("-DPOLYBENCH_TIME")
    if dump:
        cmd.append("-DPOLYBENCH_DUMP_ARRAYS")
    rep = exe + ".report.json"
    if v == "loopcc-seq":
        cmd.append("-floop-transform-chains=" + row["chains_file"])
    if v.startswith("loopcc"):
        cmd.append("-floop-transform-report=" + rep)
    cmd += ["-lm", "-o", exe]
    try:
        r = run(cmd, timeout=ctx.args.compile_timeout)
        err, rc = r.stderr.decode(errors="replace"), r.returncode
    except subprocess.TimeoutExpired:
        err, rc = "compile timed out after %g s\n" % ctx.args.compile_timeout, -1
    with open(exe + ".log", "w") as f:
        f.write("$ " + " ".join(shlex.quote(c) for c in cmd) + "\n" + err)
    report = None
    if v.startswith("loopcc") and os.path.exists(rep):
        try:
            with open(rep) as f:
                report = json.load(f)
        except (OSError, ValueError):
            report = None
    if rc != 0:
        log("  *** %s build failed (%s); see %s.log" % (v, tag, exe))
        return None, err, report
    return exe, err, report


def build_timing(ctx, k, row):
    row["bins"] = {}
    for v in VARIANTS:
        exe, err, rep = compile_variant(ctx, k, row, v, ctx.dataset, ctx.shared_build, True,
                                        ctx.dataset)
        row["bins"][v] = exe
        if v.startswith("loopcc"):
            row["warnings"][v] = pb.warnings_of(err)
            row["steps"][v] = pb.step_statuses(rep)
        if not exe:
            row["failed"].append("%s build" % v)
        elif v in PAR:
            row["libomp"][v] = calls_libomp(exe)


# ---------------------------------------------------------------- check

def compare(ref, got):
    a, b = ref.split(), got.split()
    nd = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
    maxd = 0.0
    for x, y in zip(a, b):
        try:
            maxd = max(maxd, abs(float(x) - float(y)))
        except ValueError:
            pass
    return nd, maxd


def check_kernel(ctx, k, row):
    """Dumps of every variant (the parallel ones at every thread count)
    compared byte for byte with clang-22's."""
    ds = ctx.check_dataset
    kd = os.path.join(ctx.work, k)
    bins = {}
    for v in VARIANTS:
        if ctx.shared_build:
            bins[v] = row["bins"].get(v)
        else:
            exe, err, rep = compile_variant(ctx, k, row, v, ds, True, False, "check")
            bins[v] = exe
            if v.startswith("loopcc"):
                row["check_warnings"][v] = pb.warnings_of(err)
            if not exe:
                row["failed"].append("%s check build" % v)

    def dump(v, t):
        exe = bins.get(v)
        if not exe:
            return None
        try:
            r = run([exe], timeout=ctx.args.timeout, threads=t or 1, env=thread_env(t))
        except subprocess.TimeoutExpired:
            log("  *** %s%s check run timed out" % (v, "" if t is None else " T=%d" % t))
            return None
        if r.returncode != 0:
            log("  *** %s%s check run exit %d" % (v, "" if t is None else " T=%d" % t,
                                                  r.returncode))
            return None
        name = "%s.%s%s.dump" % (k, v, "" if t is None else ".T%d" % t)
        with open(os.path.join(kd, name), "wb") as f:
            f.write(r.stderr)
        return r.stderr

    ref = dump("clang", None)
    status = []
    ok = ref is not None
    if ref is None:
        status.append("no clang dump")
    cases = [(v, None) for v in SEQ if v != "clang"] + [(v, t) for v in PAR for t in ctx.threads]
    for v, t in cases:
        name = v if t is None else "%s T=%d" % (v, t)
        d = dump(v, t)
        if d is None:
            ok = False
            status.append("%s: no dump" % name)
        elif ref is not None and d != ref:
            ok = False
            nd, maxd = compare(ref, d)
            msg = "%s: %d values differ, max |d| %.3g" % (name, nd, maxd)
            status.append(msg)
            log("  *** MISMATCH %s %s at %s (dumps in %s)" % (k, msg, ds, kd))
    row["check_ok"] = ok and not row["failed"]
    if row["check_ok"]:
        row["check"] = "ok (T=%s)" % ",".join(str(t) for t in ctx.threads)
    else:
        failed = row["failed"] or any("no " in s for s in status)
        row["check"] = ("FAILED " if failed else "MISMATCH ") + "; ".join(row["failed"] + status)


# ---------------------------------------------------------------- timing

def configs(ctx):
    return [(v, None) for v in SEQ] + [(v, t) for v in PAR for t in ctx.threads]


def time_kernel(ctx, k, row):
    cfgs = configs(ctx)
    samples = {c: [] for c in cfgs}
    lb = load_now()
    for r in range(ctx.runs):
        n = r % len(cfgs)
        for v, t in cfgs[n:] + cfgs[:n]:
            exe = row["bins"].get(v)
            if not exe:
                continue
            name = v if t is None else "%s T=%d" % (v, t)
            try:
                p = run([exe], timeout=ctx.args.timeout, threads=t or 1, env=thread_env(t))
            except subprocess.TimeoutExpired:
                log("  *** %s run timed out after %g s" % (name, ctx.args.timeout))
                row["failed"].append("%s run timed out" % name)
                continue
            s = pb.parse_time(p.stdout) if p.returncode == 0 else None
            if s is None:
                log("  *** %s run failed (exit %d)" % (name, p.returncode))
                row["failed"].append("%s run failed" % name)
                continue
            samples[(v, t)].append(s)
    la = load_now()
    row["load"] = (lb, la)
    if max(lb[1], la[1]) > ctx.args.max_load and not ctx.args.quick:
        row["notes"].append("loaded (others %.2f→%.2f)" % (lb[1], la[1]))
    row["time"] = {c: (statistics.median(s) if s else None) for c, s in samples.items()}


# ---------------------------------------------------------------- per kernel

def annotate_into(ctx, k, row, v, path, parser):
    chain = parser(path)
    with open(ctx.kernels[k]) as f:
        text = pb.annotate(f.read(), chain)
    d = os.path.join(ctx.work, k, v)
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, os.path.basename(ctx.kernels[k]))
    with open(dst, "w") as f:
        f.write(text)
    row["src"][v] = dst
    return chain


def isa_file(ctx, directory, k, ext):
    """<k>.<isa><ext> where the machine's ISA has one (as bench/polybench
    picks <kernel>.avx2.chains on an AVX2 machine), else <k><ext>."""
    own = os.path.join(directory, "%s.%s%s" % (k, ctx.isa, ext))
    return own if os.path.exists(own) else os.path.join(directory, k + ext)


def do_kernel(ctx, k):
    log("== %s: chains, builds, check" % k)
    row = {"kernel": k, "notes": [], "time": {}, "src": {}, "chains": {},
           "warnings": {}, "steps": {}, "check_warnings": {}, "libomp": {},
           "failed": [], "check": "-", "check_ok": False, "load": None, "bins": {}}
    os.makedirs(os.path.join(ctx.work, k), exist_ok=True)
    sources = [("loopcc-par", isa_file(ctx, ctx.par_chains, k, ".chain"), pb.parse_chain),
               ("omp", os.path.join(ctx.omp_chains, k + ".chain"), parse_omp_chain)]
    try:
        # the sequential chains: the pristine source with loopcc's -floop-transform-chains
        v = "loopcc-seq"
        path = isa_file(ctx, ctx.seq_chains, k, ".chains")
        row["chains"][v] = pb.parse_chains(path)
        row["chains_file"] = row["chains"][v]["path"]
    except (OSError, pb.ChainError) as e:
        log("  *** %s chain: %s" % (v, e))
        row["check"] = "chain error (%s): %s" % (v, e)
        return row
    for v, path, parser in sources:
        try:
            row["chains"][v] = annotate_into(ctx, k, row, v, path, parser)
        except (OSError, pb.ChainError) as e:
            log("  *** %s chain: %s" % (v, e))
            row["check"] = "chain error (%s): %s" % (v, e)
            return row
    for v in ("loopcc-seq", "loopcc-par"):
        c = row["chains"][v]
        if c["inserts"] and c["isa"].lower() not in (ctx.isa, "any"):
            row["notes"].append("%s chain tuned for %s, machine is %s" % (v, c["isa"], ctx.isa))
    build_timing(ctx, k, row)
    check_kernel(ctx, k, row)
    for v in PAR:
        if row["libomp"].get(v) is False:
            row["notes"].append("%s: no parallel loop (the kernel forks no threads)" % LABEL[v])
    log("  check %s" % row["check"])
    return row


def finish_kernel(ctx, k, row):
    """Times a prepared kernel."""
    if not row["bins"]:
        return
    log("== %s: timing" % k)
    time_kernel(ctx, k, row)
    if row["failed"] and row["check_ok"]:
        row["check_ok"] = False
        row["check"] = "FAILED " + "; ".join(row["failed"])
    t = row["time"]
    top = ctx.threads[-1]
    log("  clang %s  loopcc-seq %s  %s  check %s" % (
        pb.fmt_t(t.get(("clang", None))), pb.fmt_t(t.get(("loopcc-seq", None))),
        "  ".join("%s T=%d %s" % (v, top, pb.fmt_t(t.get((v, top)))) for v in PAR),
        row["check"]))


# ---------------------------------------------------------------- report

def speedup_base(ctx):
    return 1 if 1 in ctx.threads else ctx.threads[0]


def render(ctx, rows, started, finished, load_all):
    model, isa, flags = pb.cpu_info()
    T = ctx.threads
    top = T[-1]
    base = speedup_base(ctx)
    others = [t for t in T if t != base]
    o = []
    o.append("# PolyBench/C 4.2.1 on threads: loopcc `parallelize`, Polly, OpenMP")
    o.append("")
    o.append("Written by `%s` (%s to %s)." % (" ".join(shlex.quote(a) for a in
                                                   ["bench/parallel/parallel.py"] + sys.argv[1:]),
                                            started, finished))
    o.append("")
    o.append("| | |")
    o.append("|---|---|")
    o.append("| command line | `%s` (in `%s`) |" % (" ".join(shlex.quote(a) for a in
                                                            [sys.executable] + sys.argv),
                                                   os.getcwd()))
    o.append("| machine | %s, %s, %d CPUs |" % (model, socket.gethostname(), os.cpu_count() or 0))
    o.append("| ISA | %s (avx512f: %s, avx2: %s) |" % (
        isa, "yes" if "avx512f" in flags else "no", "yes" if "avx2" in flags else "no"))
    o.append("| clang | `%s`: %s |" % (ctx.clang, ctx.clang_version))
    o.append("| loopcc | snapshot of `%s` (%s), project commit %s |"
             % (ctx.args.loopcc, ctx.loopcc_version, ctx.commit))
    o.append("| clang | `clang-22 -O3 -march=native` (sequential reference) |")
    o.append("| loopcc seq | `loopcc -O3 -march=native`, chain from `%s` (sequential) |"
             % os.path.relpath(ctx.seq_chains, ROOT))
    o.append("| loopcc par | `loopcc -O3 -march=native`, chain from `%s` (its `parallelize` "
             "steps; loopcc links libomp itself) |" % os.path.relpath(ctx.par_chains, ROOT))
    o.append("| Polly par | `clang-22 -O3 -march=native -fopenmp -mllvm -polly -mllvm "
             "-polly-parallel` |")
    o.append("| OpenMP | `clang-22 -O3 -march=native -fopenmp`, `#pragma omp` lines from `%s` |"
             % os.path.relpath(ctx.omp_chains, ROOT))
    o.append("| harness | `-I utilities utilities/polybench.c -DPOLYBENCH_TIME -D<DATASET>_DATASET "
             "-lm`; for the three parallel variants polybench.c is built with `-fopenmp` (loopcc "
             "par links it as an object built by `%s -fopenmp -O3 -march=native`), so that libomp's "
             "threads start in PolyBench's cache flush, before the timer |" % ctx.clang)
    o.append("| dataset | %s |" % ctx.dataset)
    o.append("| threads | OMP_NUM_THREADS = %s for the three parallel variants (the sequential "
             "ones run once per round) |" % ", ".join(str(t) for t in T))
    omp_env = ["%s=%s" % (k, v) for k, v in sorted(os.environ.items())
               if (k.startswith("OMP_") or k.startswith("KMP_")) and k != "OMP_NUM_THREADS"]
    o.append("| other OMP_/KMP_ variables | %s |" % (", ".join("`%s`" % e for e in omp_env)
                                                       if omp_env else "none"))
    o.append("| time | median of %d run(s) per (binary, threads), all interleaved; seconds of "
             "the kernel call (POLYBENCH_TIME) |" % ctx.runs)
    o.append("| check | `-DPOLYBENCH_DUMP_ARRAYS` at %s: every dump, the parallel variants' at "
             "every thread count, byte-for-byte equal to clang-22's |" % ctx.check_dataset)
    (lb, ob), (la, oa) = load_all
    o.append("| load | 1-min load average before→after all the timing: %.2f→%.2f raw, "
             "%.2f→%.2f other processes (raw minus this script's own share); per kernel in "
             "the table |" % (lb, la, ob, oa))
    o.append("| work dir | `%s` (annotated copies, logs, reports, dumps) |" % ctx.work)
    o.append("")
    bad = [r["kernel"] for r in rows if not r["check_ok"]]
    if bad:
        o.append("**MISMATCH, failure or chain error in %s: see the check column and stderr; "
                 "the script exits with 1.**" % ", ".join(bad))
        o.append("")
    text = "Times in seconds. "
    if others:
        text += ("×%s = speed-up of the variant at T threads over itself at %d (time at %d / "
                 "time at T). " % ("T" if len(others) > 1 else str(others[0]), base, base))
    text += ("vs Polly, vs OpenMP (both at %d threads), vs clang, vs loopcc seq = that variant's "
             "time / loopcc par's time at %d threads (above 1: loopcc par is faster). The "
             "geomean row is over the kernels with both times." % (top, top))
    o.append(text)
    o.append("")
    head = ["kernel", "clang", "loopcc seq"]
    for v in PAR:
        for t in T:
            head.append("%s %dT" % (LABEL[v], t))
        for t in others:
            head.append("×%d" % t)
    head += ["vs Polly %dT" % top, "vs OpenMP %dT" % top, "vs clang", "vs loopcc seq",
             "check", "load", "notes"]
    o.append("| " + " | ".join(head) + " |")
    o.append("|" + "---|" * len(head))
    cols = {}   # column index -> ratios for the geomean row

    def add(i, x):
        if x:
            cols.setdefault(i, []).append(x)

    for r in rows:
        t = r["time"]
        cells = [r["kernel"], pb.fmt_t(t.get(("clang", None))), pb.fmt_t(t.get(("loopcc-seq", None)))]
        for v in PAR:
            for th in T:
                cells.append(pb.fmt_t(t.get((v, th))))
            for th in others:
                x = pb.ratio(t.get((v, base)), t.get((v, th)))
                add(len(cells), x)
                cells.append(pb.fmt_r(x))
        mine = t.get(("loopcc-par", top))
        for other in (("polly-par", top), ("omp", top), ("clang", None), ("loopcc-seq", None)):
            x = pb.ratio(t.get(other), mine)
            add(len(cells), x)
            cells.append(pb.fmt_r(x))
        cells.append(r["check"] if r["check_ok"] else "**%s**" % r["check"])
        if r["load"]:
            (lb, ob), (la, oa) = r["load"]
            cells.append("%.2f→%.2f (%.2f→%.2f)" % (lb, la, ob, oa))
        else:
            cells.append("-")
        steps = r["steps"].get("loopcc-par") or []
        notes = list(r["notes"])
        if steps:
            na = sum(1 for s in steps if s[2] == "applied")
            if na != len(steps):
                notes.insert(0, "loopcc par: %d/%d steps applied" % (na, len(steps)))
        cells.append("; ".join(notes))
        o.append("| %s |" % " | ".join(pb.md_cell(c) for c in cells))
    g = ["**geomean**"] + [""] * (len(head) - 1)
    for i, xs in cols.items():
        g[i] = "**%s**" % pb.fmt_r(pb.geomean(xs))
    o.append("| %s |" % " | ".join(g))
    o.append("")
    o.append("Check: %s." % ("all %d kernels ok, every variant at every thread count" % len(rows)
                             if not bad else
                             "**MISMATCH, failure or chain error in %s**" % ", ".join(bad)))
    # chains
    o.append("")
    o.append("## Chains, loopcc's steps and warnings")
    o.append("")
    o.append("Per kernel: loopcc's parallel chain (each annotated loop's counter, its "
             "directives in the order applied) with each step's status from loopcc's report "
             "(line numbers are those of the annotated copy in the work dir) and its warnings; "
             "the hand-written OpenMP lines; the sequential chain; whether each parallel binary's "
             "kernel starts a parallel region (calls `__kmpc_fork_call` or `GOMP_parallel*` "
             "outside PolyBench's own functions).")
    o.append("")
    for r in rows:
        o.append("**%s**" % r["kernel"])
        o.append("")
        c = r["chains"]
        if "loopcc-par" in c:
            o.append("- loopcc par: %s — %s" % (pb.chain_short(c["loopcc-par"]),
                                                c["loopcc-par"]["rationale"]))
            for (line, d, st, reason, rt) in r["steps"].get("loopcc-par") or []:
                o.append("  - annotated line %s, `%s`: %s%s%s" % (
                    line, d, st, " (run-time check)" if rt else "",
                    ": " + reason if reason else ""))
            for w in r["warnings"].get("loopcc-par", ([], []))[1]:
                o.append("  - `%s`" % w)
            cw = r["check_warnings"].get("loopcc-par")
            if cw and cw[1] != r["warnings"].get("loopcc-par", ([], []))[1]:
                for w in cw[1]:
                    o.append("  - at %s: `%s`" % (ctx.check_dataset, w))
        if "omp" in c:
            o.append("- OpenMP: %s" % omp_short(c["omp"]))
        if "loopcc-seq" in c:
            st = r["steps"].get("loopcc-seq") or []
            na = sum(1 for s in st if s[2] == "applied")
            o.append("- loopcc seq: %s%s" % (pb.chain_short(c["loopcc-seq"]),
                                           " [%d/%d applied]" % (na, len(st)) if st else ""))
            for w in r["warnings"].get("loopcc-seq", ([], []))[1]:
                o.append("  - `%s`" % w)
        lo = r["libomp"]
        if lo:
            o.append("- kernel forks threads: %s" % ", ".join(
                "%s %s" % (LABEL[v], {True: "yes", False: "no"}.get(lo.get(v), "?"))
                for v in PAR if v in lo))
        o.append("")
    return "\n".join(o) + "\n"


# ---------------------------------------------------------------- main

def parse_threads(s):
    try:
        ts = sorted({int(x) for x in s.split(",") if x.strip()})
    except ValueError:
        raise argparse.ArgumentTypeError("a comma-separated list of thread counts: %r" % s)
    if not ts or ts[0] < 1:
        raise argparse.ArgumentTypeError("thread counts must be >= 1: %r" % s)
    return ts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See the module docstring and README.md.")
    ap.add_argument("--loopcc", default=pb.DEFAULT_LOOPCC,
                    help="loopcc binary (copied to a private snapshot first)")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--polybench", default=pb.DEFAULT_POLYBENCH, help="pristine PolyBench/C 4.2.1")
    ap.add_argument("--chains", default=os.path.join(HERE, "chains"),
                    help="loopcc's parallel chains (default bench/parallel/chains)")
    ap.add_argument("--omp", default=os.path.join(HERE, "omp"),
                    help="hand-written OpenMP chains (default bench/parallel/omp)")
    ap.add_argument("--seq-chains", default=os.path.join(ROOT, "bench", "polybench", "chains"),
                    help="loopcc's sequential chains files, <kernel>.chains "
                         "(default bench/polybench/chains)")
    ap.add_argument("--kernels", default=",".join(DEFAULT_KERNELS),
                    help="comma-separated kernel names (default: %(default)s)")
    ap.add_argument("--threads", type=parse_threads, default=[1, 2],
                    help="comma-separated thread counts (default 1,2)")
    ap.add_argument("--quick", action="store_true", help="MINI, 1 run, harness check")
    ap.add_argument("--dataset", type=str.upper, choices=pb.DATASETS)
    ap.add_argument("--check-dataset", type=str.upper, choices=pb.DATASETS)
    ap.add_argument("--runs", type=int)
    ap.add_argument("--work", help="work directory (default: a new one under /tmp)")
    ap.add_argument("--out", help="markdown output ('-': stdout only; default %s, "
                    "stdout only with --quick)" % os.path.relpath(DEFAULT_OUT, ROOT))
    ap.add_argument("--max-load", type=float, default=0.5,
                    help="other processes' load above which a kernel's row is flagged")
    ap.add_argument("--timeout", type=float, default=900.0, help="per run, seconds")
    ap.add_argument("--compile-timeout", type=float, default=600.0)
    args = ap.parse_args()
    if args.out is None:
        args.out = "-" if args.quick else DEFAULT_OUT
    if args.runs is not None and args.runs < 1:
        ap.error("--runs must be >= 1")

    ctx = Ctx()
    ctx.args = args
    ctx.threads = args.threads
    ctx.dataset = args.dataset or ("MINI" if args.quick else "LARGE")
    ctx.check_dataset = args.check_dataset or ("MINI" if args.quick else "MEDIUM")
    ctx.runs = args.runs or (1 if args.quick else 3)
    ctx.shared_build = ctx.check_dataset == ctx.dataset
    ctx.harness = {}
    ctx.clang = args.clang
    ctx.par_chains = os.path.abspath(args.chains)
    ctx.omp_chains = os.path.abspath(args.omp)
    ctx.seq_chains = os.path.abspath(args.seq_chains)
    pb_dir = os.path.abspath(args.polybench)
    ctx.util = os.path.join(pb_dir, "utilities")
    ctx.kernels = pb.kernel_paths(pb_dir)
    names = [k.strip() for k in args.kernels.split(",") if k.strip()]
    unknown = [k for k in names if k not in ctx.kernels]
    if unknown or not names:
        ap.error("unknown kernel(s): %s (known: %s)" % (", ".join(unknown), ", ".join(ctx.kernels)))
    ctx.work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="parallel-")
    os.makedirs(ctx.work, exist_ok=True)
    if os.path.commonpath([ctx.work, pb_dir]) == pb_dir:
        ap.error("--work must not be inside the PolyBench tree")

    if not os.path.exists(args.loopcc):
        ap.error("no loopcc at %s" % args.loopcc)
    pb.snapshot_loopcc(ctx, args.loopcc)

    model, isa, _ = pb.cpu_info()
    ctx.isa = isa
    started = time.strftime("%Y-%m-%d %H:%M:%S")
    log("parallel: %d kernel(s), dataset %s, check %s, threads %s, %d run(s), %s (%s); work %s"
        % (len(names), ctx.dataset, ctx.check_dataset, ",".join(map(str, ctx.threads)),
           ctx.runs, model, isa, ctx.work))
    rows = [do_kernel(ctx, k) for k in names]   # chains, builds, checks
    load_before = load_now()
    for r in rows:
        finish_kernel(ctx, r["kernel"], r)
    load_after = load_now()
    finished = time.strftime("%Y-%m-%d %H:%M:%S")
    text = render(ctx, rows, started, finished, (load_before, load_after))
    sys.stdout.write(text)
    if args.out != "-":
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(text)
        log("written %s" % args.out)
    bad = [r["kernel"] for r in rows if not r["check_ok"]]
    if bad:
        log("*** MISMATCH, failure or chain error in: %s" % ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
