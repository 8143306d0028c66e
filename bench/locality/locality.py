#!/usr/bin/env python3
"""The locality transformations (tile, interchange, reverse) against
clang-22 and Polly.

Usage: bench/locality/locality.py [--loopcc PATH] [--kernels a,b] [--quick]
                                  [--out FILE] [--defines="-DN=..."]
                                  [--max-wait SECONDS]

Every kernel is one C file here (gemm_ijk.c, gemm_ikj.c, mm2.c, syrk.c,
transpose.c, jacobi2d.c, matvec_t.c, covariance.c). Its header comment
describes it to this script:

    LOCALITY flops: <expression in N and the file's other macros>  per call
    LOCALITY unit: <unit of the rate>            (default GFLOP/s)
    LOCALITY quick: <-D flags for --quick>       (small sizes)
    LOCALITY chain <n>: <the directives of -DCHAIN=n, in application order>
    LOCALITY chain <n> [<isa>]: ...   a chain tuned for one ISA (avx2,
                                      avx512): its sizes fit that ISA's
                                      vector registers
    LOCALITY openblas: <what the OpenBLAS build calls>  the kernel computed
                                      by OpenBLAS instead (-DUSE_OPENBLAS
                                      -lopenblas, one thread)

and the program prints "<checksum> <rate>" (best of REPS calls, REPS = 3 or
more; higher rate is better). The report names the machine's ISA (the
widest of AVX-512 and AVX2 its CPU flags list), so that a chain tuned for
another ISA is read as such. For each kernel, with -march=native and
without, the script builds

    clang-22 -O3                      the reference
    clang-22 -O3 -mllvm -polly        Polly's own schedule (its tiling)
    loopcc -O3                        no chain (should be clang-22 -O3)
    loopcc -O3 -DCHAIN=n              each chain

    clang-22 -O0 -DREPS=1             the checksum reference (its rate is
                                      shown, not compared)

compiles everything first, then runs each binary once. A checksum is
correct when it is within a relative 1e-9 of clang-22 -O0's at the same
-march (a forced vectorize may reassociate a sum; -march=native contracts
into FMAs, so the two archs differ from each other); rates are compared
with clang-22 -O3's. A loopcc build whose
compile printed "warning: loop not ..." has a missed step: the note gives
the first warning. loopcc's best chain of a kernel is its fastest correct
chain (a chain with a missed step may still be the best: its code is what
loopcc made of it; the summary says so).

Output (stdout, and --out FILE): one table per kernel, then per arch a
summary (kernel | clang | polly | loopcc best (chain n) | best/clang |
best/polly, with the geomeans), then the one-core FMA peak measured by
../tools/peak.c (clang-22 -O2 -march=native) and the gemm kernels' best as
a percentage of it. Progress goes to stderr.

Load: the one-minute load average is recorded before and after each run.
The script itself keeps one process busy, which alone drives the average
towards 1, so the load it acts on is the load of the *other* processes:
the average minus the harness's own share, computed from the times it was
busy with the kernel's exponential decay (60 s). When that is above 0.5 at
the start of a run, the run is repeated after all the others, once the
load has dropped (waiting up to --max-wait seconds, sleeping, which also
lets the harness's own share decay; after one wait that timed out, the
other repeats do not wait); a repeated run is marked "repeated", with the
first run's rate, and "loaded" if the load was still above 0.5. The
tables show every run's load before/after (and the others' share).

--quick: the LOCALITY quick sizes, REPS=1, no waiting: checks the harness
and the checksums (at sizes that are not multiples of the tile sizes, so
the partial tiles run), not the speed. Whether a step is applied can
depend on N: unroll_and_jam on an intratile loop is missed where partial
tiles exist, so --quick reports misses that the full sizes do not have.
--defines="-DN=200 -DM=150" (write the '='): override the kernels'
sizes, e.g. for a correctness check at other sizes; with --quick they
replace the quick ones.

Not part of the test suite. Do not trust numbers from a machine that is
busy with other work: check the load columns.
"""
import argparse
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = ["gemm_ijk", "gemm_ikj", "mm2", "syrk", "transpose", "jacobi2d",
           "matvec_t", "covariance", "gemm_blis", "gemm_blis_2000",
           "gemm_blis_1001"]
# An OpenBLAS build is the kernel's "chain" OPENBLAS: compiled with
# -DUSE_OPENBLAS, linked with -lopenblas, run on one thread.
OPENBLAS = -1
# The checksum reference is the kernel's "chain" REFERENCE: clang-22 -O0,
# one call (-DREPS=1).
REFERENCE = -2
ARCHS = [("-march=native", ["-march=native"]),
         ("baseline x86-64", [])]
TOL = 1e-9
LOAD_LIMIT = 0.5
DECAY = 60.0  # the one-minute load average's time constant, seconds


def log(msg):
    print(msg, file=sys.stderr, flush=True)


class Load:
    """The one-minute load average, and the harness's own share of it."""

    def __init__(self):
        self.busy = []  # closed [begin, end] intervals
        self.since = time.time()  # start of the current busy interval

    def idle(self, seconds):
        self.busy.append((self.since, time.time()))
        time.sleep(seconds)
        self.since = time.time()

    def own(self):
        now = time.time()
        share = 0.0
        for b, e in self.busy + [(self.since, now)]:
            share += (math.exp(-(now - e) / DECAY) -
                      math.exp(-(now - b) / DECAY))
        return share

    def raw(self):
        return os.getloadavg()[0]

    def others(self):
        return max(0.0, self.raw() - self.own())


def read_kernel(name):
    src = os.path.join(HERE, name + ".c")
    with open(src) as f:
        text = f.read()
    head = text[:text.find("*/")]

    def field(key, default=None):
        m = re.search(r"LOCALITY %s: (.*)" % key, head)
        return m.group(1).strip() if m else default
    chains = [(int(n), d.strip()) for n, isa, d in
              re.findall(r"LOCALITY chain (\d+)( \[[\w-]+\])?: (.*)", head)]
    isas = {int(n): isa for n, isa in
            re.findall(r"LOCALITY chain (\d+) \[([\w-]+)\]:", head)}
    # The sizes' defaults: "#ifndef X / #define X value".
    defaults = {k: re.sub(r"/\*.*?\*/", "", v).strip() for k, v in
                re.findall(r"#ifndef (\w+)\s*\n\s*#define \1 (.+)", text)
                if k not in ("CHAIN", "REPS")}
    return {"name": name, "src": src, "flops": field("flops"),
            "unit": field("unit", "GFLOP/s"),
            "quick": shlex.split(field("quick", "")),
            "chains": chains, "isas": isas, "defaults": defaults,
            "openblas": field("openblas")}


def machine_isa():
    """The widest vector ISA the CPU lists: avx512, avx2 or baseline."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = set(re.search(r"^flags\s*:(.*)$", f.read(), re.M)
                        .group(1).split())
    except (OSError, AttributeError):
        return "unknown"
    return "avx512" if "avx512f" in flags else \
        "avx2" if "avx2" in flags else "baseline"


def parse_defines(flags):
    out = {}
    for f in flags:
        m = re.match(r"-D(\w+)(?:=(.*))?$", f)
        if m:
            out[m.group(1)] = m.group(2) if m.group(2) is not None else "1"
    return out


def size_flags(kernel, args):
    """The -D flags of a build's sizes: quick sizes (--quick), overridden by
    --defines; REPS=1 for --quick."""
    macros = {}
    if args.quick:
        macros.update(parse_defines(kernel["quick"]))
        macros["REPS"] = "1"
    macros.update(parse_defines(shlex.split(args.defines)))
    return macros


def flops_per_call(kernel, macros):
    """Evaluates the LOCALITY flops expression (plain arithmetic, valid C
    and Python) with the sizes of the build."""
    if not kernel["flops"]:
        return None
    values = dict(kernel["defaults"])
    values.update(macros)
    env = {}
    for _ in range(len(values) + 1):  # M may default to N, etc.
        for k, v in values.items():
            try:
                env[k] = eval(v, {"__builtins__": {}}, dict(env))
            except Exception:
                pass
    try:
        return float(eval(kernel["flops"], {"__builtins__": {}}, env))
    except Exception:
        return None


def compile_one(cc, flags, src, exe, libs=()):
    r = subprocess.run(cc + flags + [src, "-o", exe] + list(libs),
                       capture_output=True, text=True, timeout=900)
    warnings = [line.split("warning: ", 1)[1].replace(" [-Wpass-failed]", "")
                for line in r.stderr.splitlines() if "warning: " in line]
    if r.returncode != 0:
        errs = [l for l in r.stderr.splitlines() if "error" in l]
        return False, (errs[0] if errs else r.stderr.strip()[:200])
    return True, warnings


def run_one(exe, load):
    before = load.raw()
    others = load.others()
    t0 = time.time()
    try:
        r = subprocess.run([exe], capture_output=True, text=True,
                           timeout=1800,
                           env=dict(os.environ, OPENBLAS_NUM_THREADS="1"))
        fields = r.stdout.split()
        result = (fields[0], float(fields[1])) if r.returncode == 0 \
            and len(fields) >= 2 else None
    except (subprocess.TimeoutExpired, ValueError):
        result = None
    return {"result": result, "before": before, "others": others,
            "after": load.raw(), "seconds": time.time() - t0}


def rel_diff(a, b):
    a, b = float(a), float(b)
    if a == b:
        return 0.0
    return abs(a - b) / max(abs(b), 1e-300)


def fmt_rate(x):
    return "-" if x is None else ("%.3f" % x if x < 10 else "%.2f" % x)


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--loopcc", default=os.path.join(
        HERE, "..", "..", "bazel-bin", "driver", "loopcc"))
    ap.add_argument("--kernels", default=",".join(KERNELS),
                    help="comma-separated kernel names (default: all)")
    ap.add_argument("--quick", action="store_true",
                    help="small sizes, REPS=1, no waiting for the load")
    ap.add_argument("--out", help="also write the markdown tables here")
    ap.add_argument("--defines", default="",
                    help='size overrides, e.g. --defines="-DN=200 -DM=150"')
    ap.add_argument("--max-wait", type=float, default=None,
                    help="seconds to wait for the load to drop before a "
                    "repeated run (default 120, 0 with --quick)")
    ap.add_argument("--clang", default="clang-22")
    args = ap.parse_args()
    if args.max_wait is None:
        args.max_wait = 0.0 if args.quick else 120.0
    names = [k.strip() for k in args.kernels.split(",") if k.strip()]
    for n in names:
        if not os.path.exists(os.path.join(HERE, n + ".c")):
            ap.error("no kernel %s.c in %s" % (n, HERE))
    loopcc = os.path.abspath(args.loopcc)
    if not os.access(loopcc, os.X_OK):
        ap.error("loopcc not found: %s (use --loopcc)" % loopcc)
    clang = [args.clang, "-O3"]
    builds = [("clang-22 -O3", clang, None),
              ("clang-22 -O3 -mllvm -polly", clang + ["-mllvm", "-polly"],
               None),
              ("loopcc -O3", [loopcc, "-O3"], 0)]
    load = Load()
    out = []

    def emit(line=""):
        out.append(line)

    kernels = [read_kernel(n) for n in names]
    runs = []  # every (kernel, arch, build) to measure
    with tempfile.TemporaryDirectory(prefix="locality.") as tmp:
        # Peak first, with the machine as quiet as it will get.
        peak = None
        peak_exe = os.path.join(tmp, "peak")
        ok, msg = compile_one([args.clang, "-O2", "-march=native"], [],
                              os.path.join(HERE, "..", "tools", "peak.c"),
                              peak_exe)
        if ok:
            r = subprocess.run([peak_exe], capture_output=True, text=True)
            peak_line = r.stdout.splitlines()[0] if r.stdout else ""
            try:
                peak = float(peak_line.split()[0])
            except (IndexError, ValueError):
                peak = None
        else:
            peak_line = "peak.c failed to build: %s" % msg
        log("peak: %s" % peak_line)

        # Compile everything.
        for k in kernels:
            macros = size_flags(k, args)
            k["macros"] = macros
            k["gflop"] = flops_per_call(k, macros)
            dflags = ["-D%s=%s" % kv for kv in sorted(macros.items())]
            variants = list(builds) + [
                ("loopcc -O3 chain %d" % n, [loopcc, "-O3"], n)
                for n, _ in k["chains"]]
            if k["openblas"]:
                variants.append(("OpenBLAS, one thread", clang, OPENBLAS))
            variants.append(("clang-22 -O0 (checksum reference)",
                             [args.clang, "-O0"], REFERENCE))
            for arch, aflags in ARCHS:
                for label, cc, chain in variants:
                    exe = os.path.join(tmp, "%s.%d.%s" % (
                        k["name"], len(runs), "native" if aflags else "base"))
                    flags = aflags + dflags
                    libs = []
                    if chain == OPENBLAS:
                        flags = flags + ["-DUSE_OPENBLAS"]
                        libs = ["-lopenblas"]
                    elif chain == REFERENCE:
                        flags = [f for f in flags
                                 if not f.startswith("-DREPS=")] + ["-DREPS=1"]
                    elif chain:
                        flags = flags + ["-DCHAIN=%d" % chain]
                    log("compile %-11s %-15s %s" % (k["name"], arch, label))
                    ok, info = compile_one(cc, flags, k["src"], exe, libs)
                    runs.append({"kernel": k["name"], "arch": arch,
                                 "label": label, "chain": chain,
                                 "exe": exe if ok else None,
                                 "error": None if ok else info,
                                 "warnings": info if ok else [],
                                 "m": None, "marks": []})
        # Measure; a run started under load is repeated at the end.
        log("load before the runs: %.2f (others %.2f)"
            % (load.raw(), load.others()))
        deferred = []
        for r in runs:
            if not r["exe"]:
                continue
            m = run_one(r["exe"], load)
            r["m"] = m
            log("run %-11s %-15s %-22s %s  load %.2f->%.2f (others %.2f)" % (
                r["kernel"], r["arch"], r["label"],
                m["result"][1] if m["result"] else "FAILED",
                m["before"], m["after"], m["others"]))
            if m["others"] > LOAD_LIMIT:
                deferred.append(r)
        budget = args.max_wait  # stops waiting once a wait timed out
        for r in deferred:
            waited = 0.0
            while load.others() > LOAD_LIMIT and waited < budget:
                load.idle(5)
                waited += 5
            if load.others() > LOAD_LIMIT:
                budget = 0.0
            m = run_one(r["exe"], load)
            first = r["m"]
            r["m"] = m
            r["marks"].append("repeated (first run: %s at load %.2f, others "
                              "%.2f)" % (fmt_rate(first["result"][1])
                                         if first["result"] else "failed",
                                         first["before"], first["others"]))
            if m["others"] > LOAD_LIMIT:
                r["marks"].append("loaded")
            log("rerun %-11s %-15s %-22s %s  load %.2f->%.2f (others %.2f)%s"
                % (r["kernel"], r["arch"], r["label"],
                   m["result"][1] if m["result"] else "FAILED", m["before"],
                   m["after"], m["others"],
                   " after %.0f s" % waited if waited else ""))
        log("load after the runs: %.2f (others %.2f)"
            % (load.raw(), load.others()))

    # Checks and tables.
    emit("# Locality benchmarks%s" % (" (--quick: harness check, sizes "
                                       "too small to mean anything)"
                                       if args.quick else ""))
    emit()
    emit("loopcc: `%s`; clang: `%s`; tolerance %g relative to clang-22 -O0 "
         "at the same -march; load limit %.1f (other processes)."
         % (loopcc, args.clang, TOL, LOAD_LIMIT))
    if args.defines:
        emit("Size overrides: `%s`." % args.defines)
    emit()
    emit("Machine ISA: %s. A chain marked [isa] was tuned for that ISA."
         % machine_isa())
    summary = {arch: [] for arch, _ in ARCHS}
    problems = []
    for k in kernels:
        sizes = ", ".join("%s=%s" % kv for kv in sorted(k["macros"].items())
                          if kv[0] != "REPS") or "defaults (%s)" % ", ".join(
            "%s=%s" % kv for kv in sorted(k["defaults"].items())
            if kv[0] != "REPS")
        emit()
        emit("## %s (%s%s)" % (k["name"], sizes,
                               ", %.3g GFLOP per call" % (k["gflop"] * 1e-9)
                               if k["gflop"] else ""))
        emit()
        for n, text in k["chains"]:
            emit("- chain %d%s: %s" % (
                n, " [%s]" % k["isas"][n] if n in k["isas"] else "", text))
        if k["openblas"]:
            emit("- OpenBLAS: %s" % k["openblas"])
        emit()
        emit("| build | arch | %s | vs clang-22 -O3 | load before/after "
             "(others) | note |" % k["unit"])
        emit("|---|---|---|---|---|---|")
        for arch, _ in ARCHS:
            rows = [r for r in runs
                    if r["kernel"] == k["name"] and r["arch"] == arch]
            refrow = [r for r in rows if r["chain"] == REFERENCE][0]
            ref = refrow["m"]["result"] if refrow["m"] else None
            base = rows[0]["m"]["result"][1] \
                if rows[0]["m"] and rows[0]["m"]["result"] else None
            polly = rows[1]["m"]["result"][1] \
                if rows[1]["m"] and rows[1]["m"]["result"] else None
            best = None
            for r in rows:
                notes = []
                rate = None
                if r["error"]:
                    notes.append("build failed: %s" % r["error"])
                elif not r["m"] or not r["m"]["result"]:
                    notes.append("run failed")
                else:
                    checksum, rate = r["m"]["result"]
                    if ref and r is not refrow:
                        d = rel_diff(checksum, ref[0])
                        r["correct"] = d <= TOL
                        if d > TOL:
                            notes.append("**checksum differs** (%s vs %s, "
                                         "rel %.1e)" % (checksum, ref[0], d))
                            problems.append((k["name"], arch, r["label"]))
                        elif d:
                            notes.append("checksum rel %.0e" % d)
                    else:
                        r["correct"] = ref is not None
                missed = [w for w in r["warnings"] if w.startswith("loop not")]
                others = [w for w in r["warnings"]
                          if not w.startswith("loop not")]
                if missed:
                    notes.append("missed: %s" % missed[0] +
                                 (" (+%d more)" % (len(missed) - 1)
                                  if len(missed) > 1 else ""))
                if others:
                    notes.append("warning: %s" % others[0])
                notes += r["marks"]
                r["missed"] = bool(missed)
                if r["chain"] == OPENBLAS:
                    k.setdefault("blas", {})[arch] = rate
                if r["chain"] and r["chain"] not in (OPENBLAS, REFERENCE) \
                        and rate is not None \
                        and r.get("correct") \
                        and (best is None or rate > best["m"]["result"][1]):
                    best = r
                m = r["m"]
                label = r["label"]
                if r["chain"] and r["chain"] not in (OPENBLAS, REFERENCE):
                    label = "loopcc -O3 chain %d" % r["chain"]
                emit("| %s | %s | %s | %s | %s | %s |" % (
                    label, arch, fmt_rate(rate),
                    "%.2fx" % (rate / base) if rate and base else "-",
                    "%.2f/%.2f (%.2f)" % (m["before"], m["after"], m["others"])
                    if m else "-",
                    "; ".join(notes)))
            summary[arch].append((k, base, polly, best))

    for arch, _ in ARCHS:
        emit()
        emit("## Summary, %s" % arch)
        emit()
        emit("| kernel | unit | clang-22 -O3 | clang-22 -O3 -polly | "
             "loopcc best (chain) | best/clang | best/polly |")
        emit("|---|---|---|---|---|---|---|")
        vs_clang, vs_polly = [], []
        for k, base, polly, best in summary[arch]:
            b = best["m"]["result"][1] if best else None
            if b and base:
                vs_clang.append(b / base)
            if b and polly:
                vs_polly.append(b / polly)
            emit("| %s | %s | %s | %s | %s | %s | %s |" % (
                k["name"], k["unit"], fmt_rate(base), fmt_rate(polly),
                "%s (chain %d%s)" % (fmt_rate(b), best["chain"],
                                     ", missed step" if best["missed"]
                                     else "") if best else "-",
                "%.2fx" % (b / base) if b and base else "-",
                "%.2fx" % (b / polly) if b and polly else "-"))
        gc, gp = geomean(vs_clang), geomean(vs_polly)
        emit("| **geomean** | | | | | %s | %s |" % (
            "%.2fx" % gc if gc else "-", "%.2fx" % gp if gp else "-"))

    blas = [(arch, k, best) for arch, _ in ARCHS
            for k, _, _, best in summary[arch] if k.get("blas", {}).get(arch)]
    if blas:
        emit()
        emit("## Against OpenBLAS (one thread)")
        emit()
        emit("| kernel | arch | OpenBLAS | loopcc best (chain, tuned for) | "
             "best/OpenBLAS |")
        emit("|---|---|---|---|---|")
        for arch, k, best in blas:
            ref = k["blas"][arch]
            b = best["m"]["result"][1] if best else None
            emit("| %s | %s | %s | %s | %s |" % (
                k["name"], arch, fmt_rate(ref),
                "%s (chain %d, %s)" % (fmt_rate(b), best["chain"],
                                       k["isas"].get(best["chain"], "any"))
                if best else "-",
                "%.2fx" % (b / ref) if b and ref else "-"))

    emit()
    emit("## Peak")
    emit()
    emit("One core, tools/peak.c (clang-22 -O2 -march=native): %s. "
         "The percentages below are of this peak, for both archs."
         % peak_line)
    for arch, _ in ARCHS:
        for k, base, polly, best in summary[arch]:
            if not k["name"].startswith("gemm") or not peak:
                continue
            b = best["m"]["result"][1] if best else None
            emit("- %s, %s: loopcc best %s GFLOP/s = %s of peak "
                 "(clang-22 -O3 %s%%, Polly %s%%)" % (
                     k["name"], arch, fmt_rate(b),
                     "%.1f%%" % (100 * b / peak) if b else "-",
                     "%.1f" % (100 * base / peak) if base else "-",
                     "%.1f" % (100 * polly / peak) if polly else "-"))
    if problems:
        emit()
        emit("**Checksums differing from clang-22 -O3:** " + ", ".join(
            "%s %s %s" % p for p in problems))
    repeated = [r for r in runs
                if any(x.startswith("repeated") for x in r["marks"])]
    emit()
    emit("Runs started with other processes' load above %.1f and repeated: "
         "%d of %d%s." % (LOAD_LIMIT, len(repeated),
                          len([r for r in runs if r["m"]]),
                          "; still loaded: %d" % len(
                              [r for r in repeated if "loaded" in r["marks"]])
                          if repeated else ""))
    text = "\n".join(out) + "\n"
    sys.stdout.write(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
