#!/usr/bin/env python3
"""loopcc against clang-22: compile time, code parity, what pragmas buy.

Run through bench/run.sh (see bench/README.md). Everything is measured in
one run, side by side with clang-22, and reported as ratios loopcc/clang-22
(below 1 = loopcc faster or smaller). Prints every table as markdown and,
for a full run, writes docs/performance.md and bench/results/full.json.

Sections (--only takes a comma-separated subset):
  machine    CPU, measured clock, vector width, load while measuring
  compile    compile time of Lua 5.4 and zlib (every .c file, -O2 -c):
             wall/user medians, peak RSS, callgrind instruction counts
  parity     identical optimized IR / machine code per function at -O2
  annotated  compile time of a generated TU with N annotated loops
  kernels    runtime of bench/kernels/*.c: clang-22 -O3, clang-22 -O3 with
             `#pragma clang loop` hints, loopcc -O3 with chains; with and
             without -march=native; issue 4's non-default-order table;
             runtime vs problem size
Python 3 standard library only.
"""
import argparse
import datetime
import glob
import hashlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
KERNELS = os.path.join(BENCH, "kernels")
SOURCES = os.environ.get("LOOPCC_SOURCES", "/var/cache/loopcc/sources")
LLVM_BIN = "/usr/lib/llvm-22/bin"
SECTIONS = ["machine", "compile", "parity", "annotated", "kernels"]


# ---------------------------------------------------------------- utilities

def log(msg):
    sys.stderr.write("[bench %s] %s\n" % (time.strftime("%H:%M:%S"), msg))
    sys.stderr.flush()


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def ratio(a, b):
    return a / b if b else float("nan")


def fmt(x, digits=3):
    if x is None or x != x:
        return "n/a"
    return "%.*f" % (digits, x)


def table(headers, rows):
    out = ["| " + " | ".join(headers) + " |",
           "|" + "|".join("---" for _ in headers) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out) + "\n"


def sh(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, **kw)


def timed(cmd, cwd=None):
    """Runs cmd; returns (rc, wall s, user s, sys s, peak RSS KiB, stderr)."""
    with tempfile.TemporaryFile(mode="w+") as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, cwd=cwd)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return (p.returncode, wall, ru.ru_utime, ru.ru_stime, ru.ru_maxrss,
                err.read())


def cpu_busy():
    """(busy jiffies of the whole machine, our own + children CPU seconds)."""
    with open("/proc/stat") as f:
        vals = [int(x) for x in f.readline().split()[1:]]
    idle = vals[3] + vals[4]
    busy = sum(vals[:8]) - idle
    me = os.times()
    return busy / os.sysconf("SC_CLK_TCK"), (me.user + me.system +
                                             me.children_user +
                                             me.children_system)


def loadavg():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


# ---------------------------------------------------------------- context

class Ctx:
    def __init__(self, args):
        self.args = args
        self.quick = args.quick
        self.work = args.work or tempfile.mkdtemp(prefix="loopcc-bench.")
        os.makedirs(self.work, exist_ok=True)
        self.results = {"quick": self.quick, "sections": {}}
        self.md = []        # markdown blocks, in order
        self.clang = shutil.which("clang-22") or os.path.join(LLVM_BIN, "clang")
        self.objdump = os.path.join(LLVM_BIN, "llvm-objdump")
        self.objcopy = os.path.join(LLVM_BIN, "llvm-objcopy")
        self.loopcc = None
        self.loads = []

    def emit(self, text):
        print(text)
        sys.stdout.flush()
        self.md.append(text)

    def sample_load(self, where):
        self.loads.append((where, loadavg()))


def prepare_loopcc(ctx):
    src = ctx.args.loopcc
    if not src:
        if not ctx.args.no_build:
            log("bazel build //driver:loopcc")
            r = subprocess.run(["bazel", "build", "//driver:loopcc"], cwd=ROOT)
            if r.returncode:
                sys.exit("bench: bazel build //driver:loopcc failed")
        src = os.path.join(ROOT, "bazel-bin", "driver", "loopcc")
    # A private copy: a rebuild during the run must not change the compiler
    # being measured.
    dst = os.path.join(ctx.work, "loopcc")
    shutil.copyfile(src, dst)
    os.chmod(dst, 0o755)
    ctx.loopcc = dst
    with open(dst, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:16]
    head = sh(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT).stdout.strip()
    dirty = sh(["git", "status", "--porcelain", "--untracked-files=no"],
               cwd=ROOT).stdout.strip()
    ctx.results["loopcc"] = {
        "source": os.path.relpath(src, ROOT) if src.startswith(ROOT) else src,
        "sha256_16": digest,
        "git_head": head + (" + uncommitted changes" if dirty else ""),
        "mtime": time.strftime("%Y-%m-%d %H:%M",
                               time.gmtime(os.path.getmtime(src))),
    }


# ---------------------------------------------------------------- machine

def section_machine(ctx):
    info = {}
    with open("/proc/cpuinfo") as f:
        cpuinfo = f.read()
    first = cpuinfo.split("\n\n")[0]
    fields = dict((k.strip(), v.strip()) for k, v in
                  (l.split(":", 1) for l in first.splitlines() if ":" in l))
    flags = set(fields.get("flags", "").split())
    info["cpu"] = fields.get("model name", "?")
    info["family_model"] = "family %s model %s stepping %s" % (
        fields.get("cpu family"), fields.get("model"), fields.get("stepping"))
    info["cpus"] = os.cpu_count()
    info["nominal_mhz"] = fields.get("cpu MHz")
    if "avx512f" in flags:
        vbits, isa = 512, "AVX-512 (avx512f" + (
            ", avx512vl, avx512dq" if "avx512vl" in flags else "") + ")"
    elif "avx2" in flags:
        vbits, isa = 256, "AVX2"
    else:
        vbits, isa = 128, "SSE2"
    info["vector_bits"] = vbits
    info["vector_isa"] = isa
    info["fma"] = "fma" in flags
    with open("/proc/meminfo") as f:
        info["mem_gib"] = round(int(f.readline().split()[1]) / 2**20, 1)
    info["kernel"] = os.uname().release
    info["clang"] = sh([ctx.clang, "--version"]).stdout.splitlines()[0]
    native = sh([ctx.clang, "-march=native", "-###", "-c", "-x", "c",
                 "/dev/null"]).stderr
    m = re.search(r'"-target-cpu" "([^"]+)"', native)
    info["native_cpu"] = m.group(1) if m else "?"
    # Clock: a dependent-add chain (perf counters are not available in
    # this VM). Sharing the CPU can only make a sample slower: the clock is
    # the highest of 5 runs' medians of 400 short samples each.
    exe = os.path.join(ctx.work, "clock")
    r = sh([ctx.clang, "-O2", os.path.join(BENCH, "tools", "clock.c"), "-o", exe])
    if r.returncode:
        sys.exit("bench: cannot build tools/clock.c: " + r.stderr)
    ghz = []
    for _ in range(5):
        out = sh([exe]).stdout.split()
        ghz.append(float(out[0]))
    info["clock_ghz"] = max(ghz)
    info["clock_samples"] = ghz
    # Double-precision FLOPs per cycle assumed for the peak: two FP pipes
    # doing a multiply-add each cycle (2 FMA units, as on Zen 3/4/5 and
    # Intel's big cores). Baseline x86-64 is SSE2 without FMA: 2 lanes, a
    # multiply and an add pipe pair: 2 pipes x 2 lanes x 2 (mul + add) = 8.
    lanes = vbits // 64
    info["flops_per_cycle_native"] = 2 * lanes * 2 if info["fma"] else 2 * lanes
    info["flops_per_cycle_base"] = 8
    ctx.results["machine"] = info
    ctx.emit("## Machine\n")
    lc = ctx.results["loopcc"]
    rows = [
        ["CPU", "%s (%s), %d logical CPUs, %.1f GiB" % (
            info["cpu"], info["family_model"], info["cpus"], info["mem_gib"])],
        ["measured clock", "%.2f GHz (a dependent-add chain, bench/tools/clock.c: the "
         "highest of 5 runs' medians of 400 short samples; the runs gave %s GHz; "
         "/proc/cpuinfo says %s MHz, the nominal clock)" % (
             info["clock_ghz"], ", ".join("%.2f" % g for g in ghz),
             info["nominal_mhz"])],
        ["vector width", "%d-bit, %s; FMA: %s; -march=native = %s" % (
            vbits, isa, "yes" if info["fma"] else "no", info["native_cpu"])],
        ["assumed DP peak / core", "%.1f GFLOP/s with -march=native (%d FLOP/cycle: "
         "2 FMA pipes x %d doubles x 2), %.1f GFLOP/s for baseline x86-64 "
         "(SSE2, no FMA: 8 FLOP/cycle)" % (
             info["clock_ghz"] * info["flops_per_cycle_native"],
             info["flops_per_cycle_native"], lanes,
             info["clock_ghz"] * info["flops_per_cycle_base"])],
        ["clang", info["clang"]],
        ["loopcc", "%s (sha256 %s, built %s UTC, tree %s)" % (
            lc["source"], lc["sha256_16"], lc["mtime"], lc["git_head"])],
        ["kernel", info["kernel"]],
    ]
    ctx.emit(table(["", ""], rows))


# ---------------------------------------------------------------- corpus

def corpus(ctx):
    """[(project, path, flags)] for every .c file of Lua 5.4 and zlib that
    clang-22 compiles on Linux (the others are listed as skipped)."""
    if hasattr(ctx, "_corpus"):
        return ctx._corpus
    src = os.path.join(ctx.work, "src")
    os.makedirs(src, exist_ok=True)
    files, skipped = [], []
    for pattern, project in (("lua5.4_*.orig.tar.gz", "lua"),
                             ("zlib_*.orig.tar.*", "zlib")):
        tars = sorted(glob.glob(os.path.join(SOURCES, pattern)))
        if not tars:
            sys.exit("bench: no %s in %s (run .ci/setup.sh)" % (pattern, SOURCES))
        with tarfile.open(tars[-1]) as t:
            top = t.getnames()[0].split("/")[0]
            t.extractall(src)
        base = os.path.join(src, top)
        ctx.results.setdefault("corpus", {})[project] = os.path.basename(tars[-1])
        if project == "lua":
            cands = sorted(glob.glob(os.path.join(base, "src", "*.c")))
            flags = ["-DLUA_USE_LINUX"]
        else:
            cands = sorted(glob.glob(os.path.join(base, "**", "*.c"),
                                     recursive=True))
            # what zlib's ./configure gives on Linux
            flags = ["-I", base, "-D_LARGEFILE64_SOURCE=1", "-DHAVE_HIDDEN",
                     "-DHAVE_UNISTD_H"]
        for c in cands:
            r = sh([ctx.clang, "-fsyntax-only", "-w"] + flags + [c],
                   cwd=os.path.dirname(c))
            rel = os.path.relpath(c, src)
            if r.returncode:
                skipped.append(rel)
            else:
                files.append((project, c, flags))
    ctx.results["corpus_skipped"] = skipped
    ctx._corpus = (files, src)
    return ctx._corpus


def rel(ctx, path):
    return os.path.relpath(path, os.path.join(ctx.work, "src"))


# ---------------------------------------------------------------- compile

def time_report(ctx, cc, args):
    """{name: user seconds} from -ftime-report, summed over its sections."""
    r = sh([cc, "-ftime-report"] + args)
    out, section = {}, None
    for line in r.stderr.splitlines():
        m = re.match(r"\s+([\d.]+) \(\s*[\d.]+%\)(?:\s+[\d.]+ \(\s*[\d.]+%\))*"
                     r"\s+(\S.*)$", line)
        if m:
            if section:
                key = "%s: %s" % (section, m.group(2).strip())
                out[key] = out.get(key, 0.0) + float(m.group(1))
        elif line.startswith("===") or not line.strip():
            continue
        elif re.match(r"\s*(Total Execution Time|---)", line):
            continue
        else:
            section = line.strip()
    return out


def time_report_diff(ctx, label, loopcc_args, clang_args, reps=3):
    """Median -ftime-report user times over reps runs of each compiler; the
    entries where loopcc spends the most more than clang-22."""
    tl, tc = [], []
    for _ in range(reps):
        tl.append(time_report(ctx, ctx.loopcc, loopcc_args))
        tc.append(time_report(ctx, ctx.clang, clang_args))
    keys = set().union(*tl, *tc)
    med = lambda runs, k: median([r.get(k, 0.0) for r in runs])
    rows = []
    for k in keys:
        if k.endswith(": Total") or "Total" == k.split(": ")[-1]:
            continue
        l, c = med(tl, k), med(tc, k)
        rows.append((l - c, k, c, l))
    rows.sort(reverse=True)
    totals = [(k, med(tc, k), med(tl, k)) for k in sorted(keys)
              if k.startswith("Clang time report") and k.endswith("Total")]
    md = "-ftime-report, %s (median of %d runs each, user seconds; the entries "\
         "where loopcc spends most beyond clang-22):\n\n" % (label, reps)
    md += table(["timer", "clang-22 s", "loopcc s", "extra s"],
                [[k, fmt(c, 4), fmt(l, 4), fmt(d, 4)] for d, k, c, l in rows[:12]])
    return md, {"label": label, "top": [(k, c, l) for _, k, c, l in rows[:25]]}


def callgrind(ctx, cc, args):
    out = os.path.join(ctx.work, "callgrind.out")
    logf = os.path.join(ctx.work, "callgrind.log")
    r = sh(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
            "--log-file=" + logf, cc] + args)
    with open(logf) as f:
        m = re.search(r"Collected : (\d+)", f.read())
    for p in (out, logf):
        if os.path.exists(p):
            os.remove(p)
    if r.returncode or not m:
        return None
    return int(m.group(1))


def section_compile(ctx):
    files, _ = corpus(ctx)
    runs = ctx.args.runs or (2 if ctx.quick else 5)
    if ctx.quick:
        files = [f for i, f in enumerate(files) if i % 6 == 0]
    obj = os.path.join(ctx.work, "obj")
    os.makedirs(obj, exist_ok=True)
    compilers = {"clang": ctx.clang, "loopcc": ctx.loopcc}
    # per file, per compiler: lists of (wall, user, rss)
    data = {rel(ctx, f): {"clang": [], "loopcc": []} for _, f, _ in files}
    log("compile: %d files x %d runs x 2 compilers" % (len(files), runs))
    ctx.sample_load("compile start")
    failures = []
    for run in range(runs):
        for i, (proj, f, flags) in enumerate(files):
            order = ["loopcc", "clang"] if (run + i) % 2 == 0 else ["clang", "loopcc"]
            for name in order:
                o = os.path.join(obj, name + ".o")
                rc, wall, user, sys_, rss, err = timed(
                    [compilers[name], "-O2", "-c"] + flags + [f, "-o", o],
                    cwd=os.path.dirname(f))
                if rc:
                    failures.append("%s %s: %s" % (name, rel(ctx, f), err[-300:]))
                data[rel(ctx, f)][name].append((wall, user, rss))
    ctx.sample_load("compile end")
    res = {"runs": runs, "files": len(files), "failures": failures,
           "per_file": data}

    def totals(project):
        keys = [rel(ctx, f) for p, f, _ in files if project in (None, p)]
        out = {}
        for name in ("clang", "loopcc"):
            walls = [sum(data[k][name][r][0] for k in keys) for r in range(runs)]
            users = [sum(data[k][name][r][1] for k in keys) for r in range(runs)]
            rss = max(max(x[2] for x in data[k][name]) for k in keys)
            out[name] = (median(walls), median(users), rss)
        rss_ratios = [ratio(max(x[2] for x in data[k]["loopcc"]),
                            max(x[2] for x in data[k]["clang"])) for k in keys]
        return len(keys), out, median(rss_ratios)

    rows = []
    summary = {}
    for project in ("lua", "zlib", None):
        n, t, rssr = totals(project)
        name = project or "all"
        summary[name] = {"files": n, "clang": t["clang"], "loopcc": t["loopcc"],
                         "wall_ratio": ratio(t["loopcc"][0], t["clang"][0]),
                         "user_ratio": ratio(t["loopcc"][1], t["clang"][1]),
                         "peak_rss_ratio": ratio(t["loopcc"][2], t["clang"][2]),
                         "median_file_rss_ratio": rssr}
        s = summary[name]
        rows.append([name, n, fmt(t["clang"][0], 2), fmt(t["loopcc"][0], 2),
                     "**%s**" % fmt(s["wall_ratio"]), fmt(t["clang"][1], 2),
                     fmt(t["loopcc"][1], 2), "**%s**" % fmt(s["user_ratio"]),
                     "%d / %d" % (t["clang"][2] // 1024, t["loopcc"][2] // 1024),
                     fmt(s["peak_rss_ratio"]), fmt(rssr)])
    res["summary"] = summary
    # per file user-time ratio (median over runs), the extremes
    per_file = []
    for k, v in data.items():
        per_file.append((ratio(median([x[1] for x in v["loopcc"]]),
                               median([x[1] for x in v["clang"]])), k))
    per_file.sort()
    res["per_file_user_ratio"] = per_file

    ctx.emit("## Compile time, unannotated real code (loopcc -O2 -c vs clang-22 -O2 -c)\n")
    ctx.emit("Every .c file of %s that clang-22 compiles on Linux (%d files; Lua "
             "with -DLUA_USE_LINUX, zlib with its ./configure's Linux flags "
             "-D_LARGEFILE64_SOURCE=1 -DHAVE_HIDDEN -DHAVE_UNISTD_H), %d runs, the two compilers alternating file "
             "by file (which one goes first alternates too). Times are the "
             "median over runs of the sum over files; RSS is the largest peak "
             "RSS of any one compile (MiB), and the median over files of the "
             "per-file peak RSS ratio.%s\n" % (
                 " and ".join(ctx.results["corpus"].values()),
                 len(files), runs,
                 " Skipped (do not compile on Linux): " +
                 ", ".join(ctx.results["corpus_skipped"]) + "."
                 if ctx.results["corpus_skipped"] else ""))
    ctx.emit(table(["corpus", "files", "clang-22 wall s", "loopcc wall s",
                    "wall ratio", "clang-22 user s", "loopcc user s",
                    "user ratio", "peak RSS MiB clang/loopcc", "peak RSS ratio",
                    "median per-file RSS ratio"], rows))
    ctx.emit("Per-file user-time ratios (median of %d runs; noisy for files "
             "compiled in a few ms): lowest %s, median %s, highest %s.\n" % (
                 runs, " ".join("%s %s" % (k, fmt(r)) for r, k in per_file[:2]),
                 fmt(median([r for r, _ in per_file])),
                 " ".join("%s %s" % (k, fmt(r)) for r, k in per_file[-3:])))
    if failures:
        ctx.emit("**Compile failures:**\n\n" + "\n".join("- " + f for f in failures) + "\n")

    # Instruction counts: repeatable under load.
    if ctx.quick:
        picks = ["adler32.c"]
    else:
        picks = ["deflate.c", "lvm.c"]
    rows, cg = [], {}
    for pick in picks:
        match = [(p, f, fl) for p, f, fl in corpus(ctx)[0]
                 if os.path.basename(f) == pick]
        if not match:
            continue
        p, f, fl = match[0]
        log("callgrind %s" % pick)
        counts = {}
        for name in ("clang", "loopcc"):
            counts[name] = callgrind(ctx, compilers[name],
                                     ["-O2", "-c"] + fl + [f, "-o",
                                                           os.path.join(obj, "cg.o")])
        cg[rel(ctx, f)] = counts
        rows.append([rel(ctx, f), "{:,}".format(counts["clang"] or 0),
                     "{:,}".format(counts["loopcc"] or 0),
                     "**%s**" % fmt(ratio(counts["loopcc"] or 0, counts["clang"] or 0), 4)])
    res["callgrind"] = cg
    ctx.emit("Instructions executed (valgrind --tool=callgrind, whole compiler "
             "process, -O2 -c):\n")
    ctx.emit(table(["file", "clang-22", "loopcc", "ratio"], rows))
    worst_cg = max([ratio(v["loopcc"] or 0, v["clang"] or 1) for v in cg.values()] or [1])
    worst_user = summary["all"]["user_ratio"]
    res["worst_callgrind_ratio"] = worst_cg
    if worst_cg > 1.02 or worst_user > 1.02:
        # Where does the time go: -ftime-report on the file where loopcc
        # spends the most user time beyond clang-22 (a ratio on a file
        # compiled in a few ms is mostly noise).
        extra = sorted((median([x[1] for x in v["loopcc"]]) -
                        median([x[1] for x in v["clang"]]), k)
                       for k, v in data.items())
        k = extra[-1][1]
        p, f, fl = [(p, f, fl) for p, f, fl in corpus(ctx)[0] if rel(ctx, f) == k][0]
        args = ["-O2", "-c"] + fl + [f, "-o", os.path.join(obj, "tr.o")]
        md, tr = time_report_diff(ctx, k, args, args)
        res["time_report"] = tr
        ctx.emit("A ratio is above 1.02 (callgrind worst %s, user time %s): "
                 % (fmt(worst_cg, 4), fmt(worst_user, 4)) + md)
    else:
        ctx.emit("Both the instruction-count ratios (worst %s) and the user-time "
                 "ratio (%s) are within 1.02: no -ftime-report breakdown needed.\n"
                 % (fmt(worst_cg, 4), fmt(worst_user)))
    ctx.results["sections"]["compile"] = res


# ---------------------------------------------------------------- parity

def split_ir(text):
    """{function name: normalised body} from an optimized .ll file."""
    lines = text.splitlines()
    meta, attrs = {}, {}
    for l in lines:
        m = re.match(r"^(![0-9]+) = (.*)$", l)
        if m:
            meta[m.group(1)] = m.group(2)
        m = re.match(r"^attributes (#[0-9]+) = (.*)$", l)
        if m:
            attrs[m.group(1)] = m.group(2)

    def norm(l):
        l = re.sub(r", !(dbg|llvm\.loop) ![0-9]+", "", l)
        l = re.sub(r"(#[0-9]+)\b", lambda m: attrs.get(m.group(1), m.group(1)), l)
        # metadata references: by their (one level) content, not their number
        return re.sub(r"![0-9]+\b", lambda m: "!{" + re.sub(
            r"![0-9]+\b", "!M", meta.get(m.group(0), "?")) + "}", l)

    funcs, cur, name = {}, None, None
    for l in lines:
        if l.startswith("define "):
            m = re.search(r"@([\w.$\"]+)\(", l)
            name, cur = m.group(1), [norm(l)]
        elif cur is not None:
            cur.append(norm(l))
            if l == "}":
                funcs[name] = "\n".join(cur)
                cur = None
    return funcs


def split_asm(text):
    """{symbol: normalised instructions} from llvm-objdump -d -r."""
    funcs, name = {}, None
    for l in text.splitlines():
        m = re.match(r"^<(.+)>:$", l)
        if m:
            name = m.group(1)
            funcs[name] = []
        elif name and l.strip():
            l = re.sub(r"\b0x[0-9a-f]+ <", "<", l.strip())
            funcs[name].append(l)
    return {k: "\n".join(v) for k, v in funcs.items()}


def section_parity(ctx):
    files, _ = corpus(ctx)
    if ctx.quick:
        files = [f for i, f in enumerate(files) if i % 6 == 0]
    d = os.path.join(ctx.work, "parity")
    os.makedirs(d, exist_ok=True)
    tot_ir = same_ir = tot_mc = same_mc = text_same = 0
    diffs = []
    per_proj = {}
    log("parity: %d files" % len(files))
    for proj, f, flags in files:
        out = {}
        for name, cc in (("clang", ctx.clang), ("loopcc", ctx.loopcc)):
            ll = os.path.join(d, name + ".ll")
            o = os.path.join(d, name + ".o")
            r1 = sh([cc, "-O2", "-S", "-emit-llvm", "-w"] + flags + [f, "-o", ll],
                    cwd=os.path.dirname(f))
            r2 = sh([cc, "-O2", "-c", "-w"] + flags + [f, "-o", o],
                    cwd=os.path.dirname(f))
            if r1.returncode or r2.returncode:
                diffs.append("%s: %s failed to compile" % (rel(ctx, f), name))
                out = None
                break
            with open(ll) as fh:
                ir = split_ir(fh.read())
            asm = split_asm(sh([ctx.objdump, "-d", "-r", "--no-show-raw-insn",
                                "--no-leading-addr", o]).stdout)
            tb = os.path.join(d, name + ".text")
            sh([ctx.objcopy, "-O", "binary", "--only-section=.text", o, tb])
            with open(tb, "rb") as fh:
                text = fh.read()
            out[name] = (ir, asm, text)
        if out is None:
            continue
        pp = per_proj.setdefault(proj, [0, 0, 0, 0, 0, 0])
        (ic, ac, tc), (il, al, tl) = out["clang"], out["loopcc"]
        for fn in sorted(set(ic) | set(il)):
            tot_ir += 1
            pp[0] += 1
            if ic.get(fn) == il.get(fn):
                same_ir += 1
                pp[1] += 1
            else:
                diffs.append("%s: `%s` optimized IR differs" % (rel(ctx, f), fn))
        for fn in sorted(set(ac) | set(al)):
            tot_mc += 1
            pp[2] += 1
            if ac.get(fn) == al.get(fn):
                same_mc += 1
                pp[3] += 1
            else:
                diffs.append("%s: `%s` machine code differs" % (rel(ctx, f), fn))
        pp[4] += 1
        if tc == tl:
            text_same += 1
            pp[5] += 1
    res = {"functions_ir": tot_ir, "same_ir": same_ir, "functions_mc": tot_mc,
           "same_mc": same_mc, "files": len(files), "text_same": text_same,
           "differences": diffs, "per_project": per_proj}
    ctx.results["sections"]["parity"] = res
    ctx.emit("## Code parity, unannotated real code (-O2)\n")
    ctx.emit("Per function: optimized IR (`-S -emit-llvm`, split at each "
             "`define`; module header ignored, `!dbg`/`!llvm.loop` attachments "
             "dropped, other metadata and attribute-group references replaced "
             "by their contents, so numbering does not matter) and machine code "
             "(`llvm-objdump -d -r` per symbol, addresses dropped). Also whole "
             "`.text` sections byte for byte.\n")
    rows = []
    for proj, pp in sorted(per_proj.items()):
        rows.append([proj, "%d / %d" % (pp[1], pp[0]), fmt(ratio(pp[1], pp[0])),
                     "%d / %d" % (pp[3], pp[2]), fmt(ratio(pp[3], pp[2])),
                     "%d / %d" % (pp[5], pp[4])])
    rows.append(["all", "%d / %d" % (same_ir, tot_ir), "**%s**" % fmt(ratio(same_ir, tot_ir)),
                 "%d / %d" % (same_mc, tot_mc), "**%s**" % fmt(ratio(same_mc, tot_mc)),
                 "%d / %d" % (text_same, len(files))])
    ctx.emit(table(["corpus", "functions with identical IR", "fraction",
                    "functions with identical machine code", "fraction",
                    "files with identical .text"], rows))
    if diffs:
        ctx.emit("Differences:\n\n" + "\n".join("- " + x for x in diffs) + "\n")
    else:
        ctx.emit("No function differs.\n")


# ---------------------------------------------------------------- annotated

def text_size(ctx, obj):
    r = sh([os.path.join(LLVM_BIN, "llvm-size"), "-A", obj])
    m = re.search(r"^\.text\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def section_annotated(ctx):
    ns = [10, 50] if ctx.quick else [10, 100, 1000]
    runs = ctx.args.runs or (1 if ctx.quick else 5)
    d = os.path.join(ctx.work, "annotated")
    os.makedirs(d, exist_ok=True)
    gen = os.path.join(BENCH, "gen_annotated.py")
    rows, res = [], {}
    log("annotated: N = %s, %d runs" % (ns, runs))
    ctx.sample_load("annotated start")
    for n in ns:
        fl, fc, fp = (os.path.join(d, "ann%d.%s.c" % (n, k))
                      for k in ("loopcc", "clang", "plain"))
        subprocess.check_call([sys.executable, gen, str(n), "2026", fl, fc, fp])
        jobs = {"loopcc": (ctx.loopcc, fl), "clang": (ctx.clang, fc),
                "loopcc_plain": (ctx.loopcc, fp), "clang_plain": (ctx.clang, fp)}
        data = {k: [] for k in jobs}
        warn, size = {}, {}
        for run in range(runs):
            keys = list(jobs)
            if run % 2:
                keys.reverse()
            for k in keys:
                cc, src = jobs[k]
                rc, wall, user, _, rss, err = timed(
                    [cc, "-O2", "-c", src, "-o", os.path.join(d, k + ".o")])
                if rc:
                    sys.exit("bench: %s failed on %s:\n%s" % (k, src, err[-2000:]))
                data[k].append((wall, user, rss))
                warn[k] = err.count("warning:")
                size[k] = text_size(ctx, os.path.join(d, k + ".o"))
        m = {k: (median([x[0] for x in v]), median([x[1] for x in v]),
                 max(x[2] for x in v)) for k, v in data.items()}
        res[n] = {"median": m, "warnings": warn, "text_bytes": size}
        rows.append([n, fmt(m["clang"][1], 2), fmt(m["loopcc"][1], 2),
                     "**%s**" % fmt(ratio(m["loopcc"][1], m["clang"][1]), 2),
                     fmt(ratio(m["loopcc"][0], m["clang"][0]), 2),
                     fmt(ratio(m["loopcc"][2], m["clang"][2]), 2),
                     fmt(1000 * (m["loopcc"][1] - m["loopcc_plain"][1]) / n, 2),
                     fmt(1000 * (m["clang"][1] - m["clang_plain"][1]) / n, 2),
                     fmt(ratio(m["loopcc_plain"][1], m["clang_plain"][1]), 2),
                     "%d / %d" % (size["clang"], size["loopcc"]),
                     "%d / %d" % (warn["clang"], warn["loopcc"])])
    ctx.sample_load("annotated end")
    # instruction counts for the smallest size (callgrind runs ~50x slower
    # than the compiler; the larger sizes' user-time ratios are not noisy)
    n = ns[0]
    fl, fc, fp = (os.path.join(d, "ann%d.%s.c" % (n, k)) for k in ("loopcc", "clang", "plain"))
    log("callgrind annotated N=%d" % n)
    cg = {"loopcc": callgrind(ctx, ctx.loopcc, ["-O2", "-c", fl, "-o", os.path.join(d, "x.o")]),
          "clang": callgrind(ctx, ctx.clang, ["-O2", "-c", fc, "-o", os.path.join(d, "x.o")]),
          "loopcc_plain": callgrind(ctx, ctx.loopcc, ["-O2", "-c", fp, "-o", os.path.join(d, "x.o")]),
          "clang_plain": callgrind(ctx, ctx.clang, ["-O2", "-c", fp, "-o", os.path.join(d, "x.o")])}
    res["callgrind_n"] = n
    res["callgrind"] = cg
    ctx.emit("## Compile time, annotated code (-O2 -c)\n")
    ctx.emit("A generated translation unit (bench/gen_annotated.py, seed 2026): "
             "N functions of one loop (or 2-deep nest) each, in five shapes "
             "(axpy, dot-product reduction, constant-trip loop, distributable "
             "recurrence, gemm-like nest), each with a random valid chain of "
             "1-3 `#pragma loop transform` directives for loopcc; clang-22 "
             "compiles the same file with the closest `#pragma clang loop` / "
             "`#pragma unroll_and_jam` equivalents. Medians of %d runs. The "
             "extra ms per loop is (annotated - same file without directives) / N "
             "for each compiler; the last ratio compares the two compilers on "
             "the file without directives. Warnings: missed-transformation "
             "warnings each compiler printed (clang-22 cannot do most orders "
             "and warns once per produced loop after a distribution). The .text "
             "size shows how much more code the transformations loopcc "
             "performs (and clang-22 leaves undone) give the back end.\n" % runs)
    ctx.emit(table(["N loops", "clang-22 user s", "loopcc user s", "user ratio",
                    "wall ratio", "peak RSS ratio", "loopcc extra ms/loop",
                    "clang-22 extra ms/loop", "ratio without directives",
                    ".text bytes clang/loopcc", "warnings clang/loopcc"], rows))
    ctx.emit("Instructions executed for N = %d (callgrind): clang-22 %s, "
             "loopcc %s, ratio **%s**; on the same file without directives: "
             "clang-22 %s, loopcc %s, ratio %s.\n" % (
                 n, "{:,}".format(cg["clang"] or 0), "{:,}".format(cg["loopcc"] or 0),
                 fmt(ratio(cg["loopcc"] or 0, cg["clang"] or 0), 3),
                 "{:,}".format(cg["clang_plain"] or 0),
                 "{:,}".format(cg["loopcc_plain"] or 0),
                 fmt(ratio(cg["loopcc_plain"] or 0, cg["clang_plain"] or 0), 4)))
    # Where the time goes for the biggest file.
    n = ns[-1]
    fl, fc = (os.path.join(d, "ann%d.%s.c" % (n, k)) for k in ("loopcc", "clang"))
    log("-ftime-report annotated N=%d" % n)
    md, tr = time_report_diff(ctx, "annotated N = %d (each compiler on its own "
                              "file)" % n,
                              ["-O2", "-c", "-w", fl, "-o", os.path.join(d, "x.o")],
                              ["-O2", "-c", "-w", fc, "-o", os.path.join(d, "x.o")],
                              reps=1 if ctx.quick else 3)
    res["time_report"] = tr
    ctx.emit(md)
    ctx.results["sections"]["annotated"] = {str(k): v for k, v in res.items()}


# ---------------------------------------------------------------- kernels

def parse_kernel(path):
    meta = {"name": os.path.splitext(os.path.basename(path))[0], "hints": {},
            "chains": {}, "nondefault": {}}
    with open(path) as f:
        for line in f:
            m = re.match(r"^\s*\*?\s*BENCH (\w+)(?: (\d+))?: (.*)$", line)
            if not m:
                continue
            key, num, val = m.group(1), m.group(2), m.group(3).strip()
            if key == "flops":
                meta["flops"] = val
            elif key == "sizes":
                meta["sizes"] = [int(x) for x in val.split()]
            elif key == "tol":
                meta["tol"] = float(val)
            elif key in ("hint", "chain"):
                nd = re.search(r"\[nondefault: hint (\d+)\]", val)
                val = re.sub(r"\s*\[.*\]$", "", val)
                meta[key + "s"][int(num)] = val
                if nd:
                    meta["nondefault"][int(num)] = int(nd.group(1))
    return meta


def check_lines(out):
    return [l.split() for l in out.splitlines() if l.startswith(("checki", "checkf"))]


def same_result(ref, got, tol):
    if len(ref) != len(got):
        return False, "different checksum lines"
    worst = 0.0
    for r, g in zip(ref, got):
        if r[:2] != g[:2]:
            return False, "different checksum lines"
        if r[0] == "checki" or tol == 0:
            if r[2] != g[2]:
                return False, "%s %s != %s" % (r[1], g[2], r[2])
        else:
            a, b = float(r[2]), float(g[2])
            err = abs(a - b) / max(abs(a), 1e-300)
            worst = max(worst, err)
            if err > tol:
                return False, "%s rel. error %.2e > %.0e" % (r[1], err, tol)
    return True, ("max rel. error %.1e" % worst) if worst else "exact"


def report_summary(path):
    """One line per chain from a -floop-transform-report JSON file."""
    try:
        with open(path) as f:
            rep = json.load(f)
    except (OSError, ValueError):
        return []
    out = []
    for unit in rep.get("units", []):
        for ch in unit.get("chains", []):
            steps = []
            for s in ch.get("steps", []):
                t = "%s: %s" % (s.get("directive"), s.get("status"))
                if s.get("vector_width"):
                    t += " (VF %s%s)" % (s["vector_width"],
                                         ", IC %s" % s["interleave_count"]
                                         if s.get("interleave_count") else "")
                if s.get("status") in ("missed", "skipped") and s.get("reason"):
                    t += " [%s]" % s["reason"]
                steps.append(t)
            out.append("line %s: %s" % (ch.get("line"), "; ".join(steps)))
    return out


def build_variant(ctx, meta, src, variant, march, size, d):
    """Builds one variant; returns dict(exe, warnings, report)."""
    kind, num = variant
    tag = "%s_%s%s_%s_%d" % (meta["name"], kind, num or "", "native" if march else "base", size)
    exe = os.path.join(d, tag)
    flags = ["-O3", "-DN=%d" % size] + (["-march=native"] if march else [])
    if kind == "chain":
        cc = ctx.loopcc
        rep = exe + ".json"
        flags += ["-DCHAIN=%d" % num, "-floop-transform-report=" + rep]
    else:
        cc = ctx.clang
        rep = None
        if kind == "hint":
            flags += ["-DHINT=%d" % num]
    r = sh([cc] + flags + ["-I", KERNELS, src, "-o", exe])
    warnings = [re.sub(r"^.*?warning: ", "", l) for l in r.stderr.splitlines()
                if "warning:" in l]
    if r.returncode:
        return {"exe": None, "warnings": warnings, "error": r.stderr[-1500:],
                "report": []}
    tb = exe + ".text"
    sh([ctx.objcopy, "-O", "binary", "--only-section=.text", exe, tb])
    with open(tb, "rb") as f:
        text = hashlib.sha1(f.read()).hexdigest()
    os.remove(tb)
    return {"exe": exe, "warnings": warnings, "text": text,
            "report": report_summary(rep) if rep else []}


def run_variants(ctx, builds, rounds, samples):
    """Round-robin runs. Builds whose .text is identical run once (their
    numbers are shared: identical code must not look different because of
    noise). Returns {key: (median s, [per-round medians], stdout, min s)}."""
    rep = {}
    for k, b in builds.items():
        if b["exe"]:
            rep.setdefault(b["text"], k)
    res = {k: [] for k in rep.values()}
    mins = {k: [] for k in rep.values()}
    outs = {}
    for rnd in range(rounds):
        keys = list(res)
        if rnd % 2:
            keys.reverse()
        for k in keys:
            r = sh([builds[k]["exe"], str(samples)])
            if r.returncode:
                outs[k] = "CRASH rc=%d %s" % (r.returncode, r.stderr[-300:])
                continue
            res[k].append(float(re.search(r"median_s (\S+)", r.stdout).group(1)))
            mins[k].append(float(re.search(r"min_s (\S+)", r.stdout).group(1)))
            outs.setdefault(k, r.stdout)
    out = {}
    for k, b in builds.items():
        r = rep.get(b.get("text")) if b["exe"] else None
        if r is None:
            out[k] = (float("nan"), [], "", float("nan"))
        else:
            v = res[r]
            out[k] = (median(v) if v else float("nan"), v, outs.get(r, ""),
                      min(mins[r]) if mins[r] else float("nan"))
    return out


def section_kernels(ctx):
    paths = sorted(glob.glob(os.path.join(KERNELS, "*.c")))
    if ctx.args.kernels:
        want = ctx.args.kernels.split(",")
        paths = [p for p in paths if os.path.splitext(os.path.basename(p))[0] in want]
    d = os.path.join(ctx.work, "kernels")
    os.makedirs(d, exist_ok=True)
    rounds = 2 if ctx.quick else 5
    samples = 3 if ctx.quick else 5
    mach = ctx.results.get("machine", {})
    clock = mach.get("clock_ghz")
    peak = {False: clock * mach.get("flops_per_cycle_base", 8) if clock else None,
            True: clock * mach.get("flops_per_cycle_native", 32) if clock else None}
    allres = {}
    ctx.emit("## What pragmas buy: kernels (-O3)\n")
    ctx.emit("Each kernel is one C file in bench/kernels/ (sizes are compile-time "
             "constants, -DN=...); -DHINT=n selects a `#pragma clang loop` hint "
             "set for clang-22, -DCHAIN=n a `#pragma loop transform` chain for "
             "loopcc; the code is otherwise the same. (a) = clang-22 -O3 "
             "unannotated, (b) = clang-22 -O3 with hints, (c) = loopcc -O3 with "
             "chains; every one also with -march=native. Time = median over "
             "%d rounds (round-robin over all builds of a kernel) of each "
             "program's median of %d samples (each sample >= 20 ms of "
             "repeated kernel calls); min = the fastest sample seen. Builds "
             "whose .text is identical (noted) are run once and share their "
             "numbers. Ratios are time / time of (a) with the "
             "same -march (below 1 = faster). Every output is compared with "
             "(a) without -march: integers exactly, doubles within the "
             "relative tolerance given (a forced vectorize may reorder a "
             "reduction). GFLOP/s next to the single-core peak: %s.\n" % (
                 rounds, samples,
                 "%.1f GFLOP/s baseline x86-64, %.1f GFLOP/s -march=native" % (
                     peak[False], peak[True]) if clock else "n/a"))
    nondefault_rows = []
    scaling_rows = []
    winners = []
    for path in paths:
        meta = parse_kernel(path)
        name = meta["name"]
        sizes = meta["sizes"]
        if ctx.quick:
            sizes = sizes[:1]
        main_size = sizes[-1]
        log("kernel %s (N=%d)" % (name, main_size))
        variants = [("plain", 0)] + [("hint", h) for h in sorted(meta["hints"])] + \
                   [("chain", c) for c in sorted(meta["chains"])]
        builds = {}
        for march in (False, True):
            for v in variants:
                builds[(v, march)] = build_variant(ctx, meta, path, v, march,
                                                   main_size, d)
        runs = run_variants(ctx, builds, rounds, samples)
        label = lambda w: {"plain": "(a)", "hint": "hint %d", "chain": "chain %d"}[
            w[0]].replace("%d", str(w[1]))
        flops = eval(meta.get("flops", "0"), {"N": main_size, "TSTEPS": 4})
        ref = check_lines(runs[(("plain", 0), False)][2])
        kres = {"size": main_size, "variants": {}}
        rows = []
        best = {}
        for march in (False, True):
            base = runs[(("plain", 0), march)][0]
            for v in variants:
                b = builds[(v, march)]
                t, allt, out, tmin = runs[(v, march)]
                if b.get("error"):
                    ok, why = False, "build failed: " + b["error"].splitlines()[-1]
                elif out.startswith("CRASH"):
                    ok, why = False, out
                else:
                    ok, why = same_result(ref, check_lines(out), meta.get("tol", 0))
                desc = {"plain": "(a) unannotated", "hint": "(b) hint %d: %s",
                        "chain": "(c) chain %d: %s"}[v[0]]
                if v[0] != "plain":
                    desc = desc % (v[1], meta[v[0] + "s"][v[1]])
                r = ratio(t, base)
                gf = flops / t / 1e9 if flops and t == t else None
                notes = []
                if v[0] == "chain":
                    notes += b["report"]
                elif b["warnings"]:
                    notes += sorted(set(b["warnings"]))
                kres["variants"]["%s%s %s" % (v[0], v[1] or "", "native" if march else "base")] = {
                    "time": t, "times": allt, "min": tmin, "text": b.get("text"),
                    "ratio": r, "gflops": gf, "ok": ok,
                    "check": why, "warnings": b["warnings"], "report": b["report"]}
                if ok and v[0] != "plain":
                    if v[0] not in best.get(march, {}) or t < best[march][v[0]][1]:
                        best.setdefault(march, {})[v[0]] = (v, t)
                twins = [label(w) for w in variants if w != v and
                         builds[(w, march)].get("text") and
                         builds[(w, march)].get("text") == b.get("text")]
                if twins:
                    notes.insert(0, "same code as " + ", ".join(twins))
                rows.append(["native" if march else "base", desc,
                             "%.3f" % (t * 1e3) if t == t else "n/a",
                             "%.3f" % (runs[(v, march)][3] * 1e3),
                             "**%s**" % fmt(r, 2) if v[0] != "plain" else "1",
                             fmt(gf, 2) if gf else "-",
                             ("ok (%s)" % why) if ok else "**WRONG: %s**" % why,
                             "<br>".join(n.replace("|", "/") for n in notes) or ""])
                if v[0] == "chain" and v[1] in meta["nondefault"]:
                    h = meta["nondefault"][v[1]]
                    th = runs[(("hint", h), march)][0]
                    nondefault_rows.append([
                        name, "native" if march else "base",
                        "chain %d: %s" % (v[1], meta["chains"][v[1]]),
                        "hint %d: %s" % (h, meta["hints"][h]),
                        "%.3f" % (t * 1e3), "%.3f" % (th * 1e3),
                        "**%s**" % fmt(ratio(t, th), 2),
                        "; ".join(sorted(set(builds[(("hint", h), march)]["warnings"])))
                        .replace("|", "/") or "none"])
        ctx.emit("### %s (N = %d%s)\n" % (
            name, main_size, ", %.3g FLOP per call" % flops if flops else ""))
        spread = []
        for march in (False, True):
            v = runs[(("plain", 0), march)][1]
            if len(v) > 1:
                spread.append("%s %.0f%%" % ("native" if march else "base",
                                             100 * (max(v) - min(v)) / median(v)))
        if spread:
            ctx.emit("Noise: the per-round medians of (a) spread by %s of their "
                     "median (max - min).\n" % ", ".join(spread))
        ctx.emit(table(["-march", "variant", "ms / call (median)", "min ms",
                        "vs (a)", "GFLOP/s", "output",
                        "loopcc report / clang warnings"], rows))
        # the winner per march
        for march in (False, True):
            bm = best.get(march, {})
            base = runs[(("plain", 0), march)][0]
            bh = bm.get("hint")
            bc = bm.get("chain")
            if bc and bh:
                line = ("%s, %s: best chain %d (%s) %.2fx the time of (a), "
                        "%.2fx the time of the best hint (hint %d: %s, %.2fx (a))" % (
                            name, "native" if march else "base", bc[0][1],
                            meta["chains"][bc[0][1]], bc[1] / base, bc[1] / bh[1],
                            bh[0][1], meta["hints"][bh[0][1]], bh[1] / base))
                if builds[(bc[0], march)].get("text") == builds[(bh[0], march)].get("text"):
                    line += " - the same machine code as that hint"
                elif builds[(bc[0], march)].get("text") == builds[(("plain", 0), march)].get("text"):
                    line += " - the same machine code as (a)"
                winners.append(line)
                kres["best_%s" % ("native" if march else "base")] = {
                    "chain": bc[0][1], "hint": bh[0][1],
                    "chain_vs_a": bc[1] / base, "chain_vs_hint": bc[1] / bh[1],
                    "hint_vs_a": bh[1] / base}
        # scaling: the smaller sizes, for (a), the best hint and best chain
        for march in (False, True):
            bm = best.get(march, {})
            if "hint" not in bm or "chain" not in bm:
                continue
            chosen = [("plain", 0), bm["hint"][0], bm["chain"][0]]
            per_size = {}
            for size in sizes[:-1]:
                sb = {(v, march): build_variant(ctx, meta, path, v, march, size, d)
                      for v in chosen}
                sr = run_variants(ctx, sb, rounds, samples)
                per_size[size] = [sr[(v, march)][0] for v in chosen]
                sref = check_lines(sr[(chosen[0], march)][2])
                for v in chosen[1:]:
                    ok, why = same_result(sref, check_lines(sr[(v, march)][2]),
                                          meta.get("tol", 0))
                    if not ok:
                        per_size[size].append("WRONG %s %s" % (v, why))
            per_size[main_size] = [runs[(v, march)][0] for v in chosen]
            for size in sizes:
                ts = per_size[size]
                f = eval(meta.get("flops", "0"), {"N": size, "TSTEPS": 4})
                scaling_rows.append([
                    name, "native" if march else "base", size,
                    "%.4g" % (ts[0] * 1e3),
                    "%s (hint %d)" % (fmt(ratio(ts[1], ts[0]), 2), chosen[1][1]),
                    "%s (chain %d)" % (fmt(ratio(ts[2], ts[0]), 2), chosen[2][1]),
                    fmt(f / ts[2] / 1e9, 2) if f else "-"] +
                    [" ".join(str(x) for x in ts[3:])])
        allres[name] = kres
    ctx.emit("### Which chain wins\n")
    ctx.emit("\n".join("- " + w for w in winners) + "\n")
    ctx.emit("## Issue 4: chains in non-default orders (loopcc) vs the closest "
             "`#pragma clang loop` (clang-22), runtime\n")
    ctx.emit("Chains whose order LLVM's fixed pipeline cannot honour, under "
             "loopcc -O3, against the closest clang-22 hints (the same "
             "transformations; clang applies them in its own order or not at "
             "all, and says so in the warnings column). Ratio = loopcc time / "
             "clang-22 time (below 1 = loopcc faster). A subset of the kernel "
             "tables above.\n")
    ctx.emit(table(["kernel", "-march", "loopcc chain", "closest clang-22 hint",
                    "loopcc ms", "clang-22 ms", "ratio", "clang-22 warnings"],
                   nondefault_rows))
    ctx.emit("## How kernel runtime grows with the problem size\n")
    ctx.emit("(a) time, and the best hint's and best chain's time (chosen at "
             "the largest size) as ratios vs (a), for each size.\n")
    ctx.emit(table(["kernel", "-march", "N", "(a) ms", "best hint vs (a)",
                    "best chain vs (a)", "best chain GFLOP/s", "notes"],
                   scaling_rows))
    ctx.results["sections"]["kernels"] = allres
    ctx.results["sections"]["kernels_nondefault"] = nondefault_rows
    ctx.results["sections"]["kernels_winners"] = winners


# ---------------------------------------------------------------- summary

def summary(ctx):
    """The headline ratios, for the top of the document."""
    sec = ctx.results["sections"]
    out = []
    c = sec.get("compile")
    if c:
        a = c["summary"]["all"]
        cg = ", ".join("%s %s" % (os.path.basename(k), fmt(ratio(v["loopcc"] or 0, v["clang"] or 1), 4))
                       for k, v in c["callgrind"].items())
        out.append("Compile time, unannotated Lua + zlib (%d files, -O2 -c): wall "
                   "**%s**, user **%s**, peak RSS %s (median per file %s); "
                   "instructions (callgrind) %s." % (
                       a["files"], fmt(a["wall_ratio"]), fmt(a["user_ratio"]),
                       fmt(a["peak_rss_ratio"]), fmt(a["median_file_rss_ratio"]), cg))
    p = sec.get("parity")
    if p:
        out.append("Code parity at -O2: **%d / %d** functions with identical IR, "
                   "**%d / %d** with identical machine code, %d / %d files with "
                   "identical .text%s." % (
                       p["same_ir"], p["functions_ir"], p["same_mc"], p["functions_mc"],
                       p["text_same"], p["files"],
                       "" if not p["differences"] else
                       "; differences listed below"))
    an = sec.get("annotated")
    if an:
        parts = []
        for n, v in an.items():
            if not n.isdigit():
                continue
            m = v["median"]
            parts.append("N=%s %s" % (n, fmt(ratio(m["loopcc"][1], m["clang"][1]), 2)))
        out.append("Compile time, annotated TU vs clang-22 with the closest "
                   "`#pragma clang loop` (user time ratio): %s; callgrind at "
                   "N=%s: %s." % (", ".join(parts), an["callgrind_n"],
                                  fmt(ratio(an["callgrind"]["loopcc"] or 0,
                                            an["callgrind"]["clang"] or 1), 2)))
    k = sec.get("kernels")
    if k:
        parts = []
        for name, v in k.items():
            for m in ("base", "native"):
                b = v.get("best_" + m)
                if b:
                    parts.append("%s/%s %s vs (a), %s vs best hint" % (
                        name, m, fmt(b["chain_vs_a"], 2), fmt(b["chain_vs_hint"], 2)))
        out.append("Kernels, best loopcc chain (time ratio; below 1 = faster): " +
                   "; ".join(parts) + ".")
    if not out:
        return ""
    return "## Summary\n\n" + "\n".join("- " + x for x in out) + "\n"


def render(tables_path, notes_path, target):
    with open(tables_path) as f:
        doc = f.read()
    parts = []
    # Later partial runs kept next to the full run's tables (for example a
    # re-measurement of one section: bench/run.sh --only kernels --doc
    # bench/results/extra-kernels.md), appended in name order.
    for extra in sorted(glob.glob(os.path.join(BENCH, "results", "extra-*.md"))):
        if os.path.abspath(extra) == os.path.abspath(target):
            continue
        with open(extra) as f:
            text = f.read()
        for a, b in (("\n### ", "\n#### "), ("\n## ", "\n### "), ("\n# ", "\n## ")):
            text = text.replace(a, b)
        m = re.search(r"--only (\S+)", text)
        title = "Re-measured: the %s section%s, a later partial run" % (
            m.group(1) if m else "?", "s" if m and "," in m.group(1) else "")
        text = re.sub(r"^# Performance: loopcc against clang-22", "## " + title, text)
        parts.append("the %s section%s re-measured in a later partial run" % (
            m.group(1) if m else "?", "s" if m and "," in m.group(1) else ""))
        doc += "\n" + text
    # The locality suite (bench/locality/locality.py --out
    # bench/results/locality.md) and its analysis (bench/locality/notes.md)
    # go first: a run of their own, with their own header.
    locality = [os.path.join(BENCH, "results", "locality.md"),
                os.path.join(BENCH, "locality", "notes.md")]
    if all(os.path.exists(p) for p in locality):
        text = ""
        for path in locality:
            with open(path) as f:
                text += "\n" + f.read()
        for a, b in (("\n### ", "\n#### "), ("\n## ", "\n### "), ("\n# ", "\n## ")):
            text = text.replace(a, b)
        first = doc.find("\n## ")
        doc = doc[:first] + "\n" + text.strip("\n") + "\n" + doc[first:]
    if os.path.exists(notes_path):
        parts.append("the analysis (bench/notes.md, written from these numbers)")
    if parts:
        doc = doc.replace("\n## Summary\n", "\nBelow the full run's tables: " +
                          ", then ".join(parts) + ".\n\n## Summary\n", 1)
    if os.path.exists(notes_path):
        with open(notes_path) as f:
            doc += "\n" + f.read()
    with open(target, "w") as f:
        f.write(doc)
    log("wrote %s" % target)


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="tiny sizes and repetitions: checks the harness in a few minutes")
    ap.add_argument("--only", help="comma-separated sections: " + ",".join(SECTIONS))
    ap.add_argument("--kernels", help="comma-separated kernel names")
    ap.add_argument("--runs", type=int, help="compile-time runs (default 5, quick 2)")
    ap.add_argument("--loopcc", help="the loopcc binary (default: bazel-bin/driver/loopcc)")
    ap.add_argument("--no-build", action="store_true",
                    help="do not run `bazel build //driver:loopcc` first")
    ap.add_argument("--work", help="work directory (default: a new temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("--doc", help="write the markdown here (default: "
                    "docs/performance.md for a full run of every section, "
                    "nowhere otherwise)")
    ap.add_argument("--note", action="append", default=[],
                    help="a sentence added to the document's header")
    ap.add_argument("--render", action="store_true",
                    help="only rebuild docs/performance.md from the last full "
                    "run's tables (bench/results/tables.md) and bench/notes.md")
    args = ap.parse_args()
    results_dir = os.path.join(BENCH, "results")
    if args.render:
        render(os.path.join(results_dir, "tables.md"),
               os.path.join(BENCH, "notes.md"),
               args.doc or os.path.join(ROOT, "docs", "performance.md"))
        return
    ctx = Ctx(args)
    sections = args.only.split(",") if args.only else SECTIONS
    for s in sections:
        if s not in SECTIONS:
            sys.exit("bench: unknown section %s" % s)
    command = "bench/run.sh" + "".join(" " + a for a in sys.argv[1:])
    started = datetime.datetime.now(datetime.timezone.utc)
    t0 = time.time()
    busy0 = cpu_busy()
    ctx.sample_load("start")
    prepare_loopcc(ctx)
    if "machine" in sections or "kernels" in sections:
        section_machine(ctx)
    for s in sections:
        if s == "machine":
            continue
        log("section %s" % s)
        globals()["section_" + s](ctx)
    ctx.sample_load("end")
    busy1 = cpu_busy()
    elapsed = time.time() - t0
    others = (busy1[0] - busy0[0]) - (busy1[1] - busy0[1])
    share = others / (elapsed * os.cpu_count())
    ctx.results["load"] = {"samples": ctx.loads, "elapsed_s": elapsed,
                           "other_cpu_s": others, "other_share": share}
    shared = share > 0.1 or max(l for _, l in ctx.loads) > 1.5
    head = ["# Performance: loopcc against clang-22\n",
            "Generated by `%s` (bench/bench.py) on %s UTC in %.0f minutes. "
            "Every number is measured in this one run, loopcc and clang-22 "
            "side by side; ratios are loopcc / clang-22 (or variant / "
            "baseline), below 1 = loopcc (the variant) faster or smaller.%s\n" % (
                command, started.strftime("%Y-%m-%d %H:%M"), elapsed / 60,
                " **Quick mode: tiny sizes and repetitions, not a measurement.**"
                if ctx.quick else ""),
            "**The machine was %s while measuring**: other processes used "
            "%.0f CPU-seconds (%.0f%% of the %d CPUs over the run); load "
            "average %s. Instruction counts (callgrind) do not depend on the "
            "load; times do, which is why every timing alternates the two "
            "compilers (or the variants) and reports medians.\n" % (
                "shared" if shared else "mostly idle", others, 100 * share,
                os.cpu_count(),
                ", ".join("%.1f at %s" % (l, w) for w, l in ctx.loads))]
    for n in args.note:
        head.append(n + "\n")
    summ = summary(ctx)
    tables = "\n".join(head) + "\n" + summ + "\n" + "\n".join(ctx.md)
    print("\n".join(head))
    print(summ)
    full = not ctx.quick and set(sections) == set(SECTIONS)
    target = args.doc
    if full:
        os.makedirs(results_dir, exist_ok=True)
        # partial re-measurements belonged to the previous full run
        for extra in glob.glob(os.path.join(results_dir, "extra-*.md")):
            os.remove(extra)
        with open(os.path.join(results_dir, "tables.md"), "w") as f:
            f.write(tables)
        with open(os.path.join(results_dir, "full.json"), "w") as f:
            json.dump(ctx.results, f, indent=1, default=str)
        target = target or os.path.join(ROOT, "docs", "performance.md")
    if target:
        tpath = os.path.join(ctx.work, "tables.md")
        with open(tpath, "w") as f:
            f.write(tables)
        render(tpath, os.path.join(BENCH, "notes.md") if full else "/nonexistent",
               target)
    if not args.keep and not args.work:
        shutil.rmtree(ctx.work, ignore_errors=True)
    else:
        log("work directory: %s" % ctx.work)


if __name__ == "__main__":
    main()
