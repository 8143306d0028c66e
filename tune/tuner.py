"""loopcc-tune's command line and its search loop.

The run: parse SOURCE's AST for its functions, loops and nests; measure the
untransformed build (loopcc with the same flags, no chain); then, region
by region (a region is a top-level loop of a function with everything
inside it, and gets one chain set), measure the candidates of
candidates.py in their fixed order until the region's share of the budget
or --max-candidates is used up. Regions are tuned greedily: a region's
candidates are built together with the best chains found for the regions
before it, so the last improvement is the best combination found. Only a
candidate whose output equals the untransformed build's and that is faster
than it (and than the best so far) is kept; the chains file gets the best
chains, with every candidate tried in `//` comments.
"""

import argparse
import os
import shutil
import signal
import sys
import tempfile
import time

import candidates as cand
import chainsfile
import machine as mach
import measure
import nests
from state import State

USAGE = ("loopcc-tune [--budget SECONDS] [--out FILE] [--function NAME] [--run 'COMMAND'] "
         "[--metric REGEX] [--seed N] [--write] [--loopcc PATH] -- SOURCE.c [compile flags]")


def parse_args(argv):
    if "--" in argv:
        i = argv.index("--")
        opts, rest = argv[:i], argv[i + 1:]
    else:
        opts, rest = argv, []
    p = argparse.ArgumentParser(prog="loopcc-tune", usage=USAGE, description=(
        "Finds loopcc chains for the loop nests of SOURCE by measurement and writes "
        "them to a chains file (loopcc -floop-transform-chains=FILE). See docs/tuning.md."))
    p.add_argument("--budget", type=float, default=300, help="wall-clock seconds for the whole run (default 300)")
    p.add_argument("--out", help="the chains file to write (default SOURCE.chains beside the source)")
    p.add_argument("--function", action="append", help="tune only this function (repeatable)")
    p.add_argument("--run", help="command that runs the program, {exe} the built binary (default: the binary)")
    p.add_argument("--metric", help="regex whose first group, in the program's output, is the time to minimize")
    p.add_argument("--maximize", action="store_true", help="the --metric number is a rate: higher is better")
    p.add_argument("--runs", type=int, default=3, help="runs per candidate; the best counts (default 3)")
    p.add_argument("--min-gain", type=float, default=5.0,
                   help="percent a chain must gain over the untransformed build (and a region's chain over "
                        "the best so far) to be kept: gains within the timing noise are not (default 5)")
    p.add_argument("--seed", type=int, default=0, help="seed of the search's random walk (default 0)")
    p.add_argument("--max-candidates", type=int, help="measure at most N candidates (resumed ones count)")
    p.add_argument("--write", action="store_true", help="also insert the best chain into SOURCE as directives")
    p.add_argument("--loopcc", help="the loopcc to build with (default: loopcc beside this tool, else on PATH)")
    p.add_argument("--list", action="store_true", help="print the nests and the candidate list, measure nothing")
    p.add_argument("--keep", action="store_true", help="keep the work directory (binaries, chains, copies)")
    p.add_argument("--fresh", action="store_true", help="ignore the state file's earlier measurements")
    args = p.parse_args(opts)
    if not rest:
        p.error("no source: give it after --, e.g. loopcc-tune -- kernel.c -O3 -march=native")
    sources = [a for a in rest if a.endswith(".c") and not a.startswith("-")]
    if not sources:
        p.error("no .c source after --")
    args.source = sources[0]
    flags, skip = [], False
    for a in rest:
        if skip:
            skip = False
        elif a == "-o":
            skip = True          # the tuner names its own binaries
        elif a is not sources[0] and not a.startswith("-o"):
            flags.append(a)
    args.flags = flags
    return args


def find_loopcc(given):
    if given:
        return os.path.abspath(given)
    if os.environ.get("LOOPCC"):
        return os.environ["LOOPCC"]
    here = os.path.dirname(os.path.realpath(__file__))
    for candidate in (os.path.join(here, "..", "..", "..", "bin", "loopcc"),   # PREFIX/lib/loopcc/tune
                      os.path.join(here, "..", "bazel-bin", "driver", "loopcc")):
        if os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    found = shutil.which("loopcc")
    if not found:
        sys.exit("loopcc-tune: no loopcc found; pass --loopcc PATH")
    return found


def find_clang():
    return shutil.which("clang-22") or "/usr/lib/llvm-22/bin/clang-22"


SETUP_NAMES = ("main", "init", "print", "dump", "check", "verify")


def is_setup(name):
    """Functions that set data up or print it: they usually run once, so
    profile-free they are tuned last and get little of the budget."""
    return name == "main" or name.startswith(SETUP_NAMES)


def region_weight(name, targets):
    """A region's share of the budget: the square of its deepest nest's
    depth (a 3-deep nest gets 9 shares, a single loop 1), a tenth of that
    in a set-up function."""
    depth = max(t.depth for t in targets)
    return depth * depth * (0.1 if is_setup(name) else 1.0)


def rank_regions(functions, only):
    """Regions to tune, most promising first: deeper nests first (profile-free:
    the deepest nests usually do the most work), functions that set up or
    print (main, init*, print*) last, then source order."""
    regions = {}
    for fn in functions:
        if only and fn.name not in only:
            continue
        for t in cand.targets_of(fn):
            regions.setdefault((fn.name, t.region), []).append(t)
    order = {fn.name: i for i, fn in enumerate(functions)}

    def key(item):
        (name, region), ts = item
        return (is_setup(name), -max(t.depth for t in ts), order[name], region)
    return sorted(regions.items(), key=key)


def loadavg():
    """The 1-minute load average: timings taken on a busy machine say so."""
    try:
        return float(open("/proc/loadavg").read().split()[0])
    except (OSError, ValueError, IndexError):
        return -1.0


def fmt_time(t):
    return "-" if t is None else ("%.4g" % t)


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def main(argv=None):
    sys.setrecursionlimit(100000)
    signal.signal(signal.SIGTERM, _interrupt)
    args = parse_args(sys.argv[1:] if argv is None else argv)
    start = time.time()
    deadline = start + args.budget
    args.load_start = loadavg()
    source = os.path.abspath(args.source)
    if not os.path.exists(source):
        sys.exit("loopcc-tune: %s: no such file" % args.source)
    loopcc = find_loopcc(args.loopcc)
    clang = find_clang()
    flags = list(args.flags)
    if not any(f.startswith("-O") for f in flags):
        flags.append("-O2")
        print("loopcc-tune: no -O flag given; building with -O2 (loopcc applies no chain at -O0)")
    out = args.out or source[:-2] + ".chains"
    machine = mach.probe(clang, flags)
    functions = nests.read_functions(clang, source, flags)
    regions = rank_regions(functions, args.function)
    if args.function:
        missing = set(args.function) - {fn.name for fn in functions}
        if missing:
            sys.exit("loopcc-tune: no function %s defined in %s" % (", ".join(sorted(missing)), args.source))
    print("loopcc-tune: %s; %s" % (os.path.basename(source), machine.describe()))
    lists = []
    for (fname, region), ts in regions:
        cl = cand.region_candidates(machine, ts, args.seed)
        lists.append(((fname, region), ts, cl))
        for t in ts:
            print("  nest: " + t.describe())
    if not regions:
        sys.exit("loopcc-tune: no loop nest to tune in %s" % args.source)
    if args.list:
        n = 0
        for _, _, cl in lists:
            for c in cl:
                n += 1
                if args.max_candidates and n > args.max_candidates:
                    return 0
                print("%4d %s" % (n, c.summary()))
        return 0

    work = tempfile.mkdtemp(prefix="loopcc-tune-")
    try:
        use_flag = measure.supports_chains_flag(loopcc, work)
        bench = measure.Bench(loopcc, source, flags, functions, work, run=args.run, metric=args.metric,
                              runs=args.runs, maximize=args.maximize, use_flag=use_flag)
        state = State(out + ".tune.json", {
            "source": measure.file_digest(source), "flags": flags,
            "loopcc": measure.file_digest(loopcc), "run": args.run, "metric": args.metric,
            "runs": args.runs, "maximize": args.maximize})
        if args.fresh:
            state.ctx["candidates"] = {}
            state.ctx.pop("baseline", None)
        print("loopcc-tune: building with %s (%s); state %s" % (
            loopcc, "-floop-transform-chains" if use_flag else "directives inserted into a copy", state.path))
        base = state.baseline
        if base:
            base = measure.Result.from_json(base)
            print("untransformed: %s (measured before)" % fmt_time(base.time))
        else:
            t0 = time.time()
            base = bench.baseline()
            state.baseline = dict(base.to_json(), wall=time.time() - t0)
            print("untransformed: %s" % fmt_time(base.time))
        # A run of a candidate is stopped at twice the untransformed run's
        # wall time plus a second: such a candidate can never be kept.
        base_wall = base.run_wall or state.baseline.get("wall") or 1.0
        timeout = 2 * base_wall + 1.0

        tried = []            # (Candidate-ish summary, key, Result, resumed, planted)
        best_chains = {}      # region -> [(fn, loop, steps)]
        best = None           # (chains, Result)
        measured = []         # (chains, Result) of every candidate but a planted one
        count = 0
        compile_avg = [0.0, 0]

        def run_one(chains, summary, key, extra=(), planted=False):
            nonlocal best, count
            rec = None if args.fresh else state.get(key)
            resumed = rec is not None
            if resumed:
                result = measure.Result.from_json(rec)
            else:
                remaining = deadline - time.time()
                cutoff = best[1].time if best else base.time
                result = bench.measure(chains, base=base, extra=extra, timeout=min(timeout, max(1.0, remaining)),
                                       cutoff=cutoff)
                compile_avg[0] += result.compile_seconds
                compile_avg[1] += 1
                state.put(key, dict(result.to_json(), summary=summary))
            result.key = key
            count += 1
            tried.append((summary, key, result, resumed, planted))
            if not resumed and count % 8 == 0:
                # Every 8 candidates the untransformed build runs again, so
                # that a baseline timed in a busy moment does not flatter
                # the candidates (times are best-of, for both).
                t = bench.rerun_untransformed(base, timeout)
                if t != base.time:
                    print("  untransformed again: %s" % fmt_time(t))
                    base.time = t
                    state.baseline = dict(state.baseline, time=t)
            improved = False
            if not planted:
                measured.append((chains, result))
            incumbent = best[1] if best else base
            if result.status == "ok" and not planted and gains(result.time, incumbent.time) and not resumed:
                # A new best is confirmed first: both programs run again,
                # alternately, and the gain must hold.
                if bench.confirm(result, incumbent, timeout):
                    if not gains(result.time, incumbent.time):
                        print("  [%d] not confirmed: %s against %s run side by side" % (
                            count, fmt_time(result.time), fmt_time(incumbent.time)))
                    # Both best times may have gone down: the state keeps them.
                    state.put(key, dict(result.to_json(), summary=summary))
                    if incumbent is base:
                        state.baseline = dict(state.baseline, time=base.time)
                    elif getattr(incumbent, "key", None) and state.get(incumbent.key):
                        state.put(incumbent.key, dict(state.get(incumbent.key), time=incumbent.time))
            if result.status == "ok" and not planted and gains(result.time, base.time) and \
                    (best is None or gains(result.time, best[1].time)):
                if best:
                    bench.drop(best[1])
                best = (chains, result)
                improved = True
            elif best is None or result is not best[1]:
                bench.drop(result)
            mark = {"ok": "", "refused": "  refused", "wrong": "  DISCARDED: wrong output",
                    "failed": "  failed", "timeout": "  timeout"}.get(result.status, result.status)
            ratio = ""
            if result.time and base.time and result.status in ("ok", "wrong"):
                ratio = " %.2fx" % (result.time / base.time if args.maximize else base.time / result.time)
            print("  [%d] %s  %s%s%s%s%s" % (count, fmt_time(result.time), summary, ratio, mark,
                                           " (resumed)" if resumed else "", " *best*" if improved else ""))
            return improved

        def gains(t, reference):
            """Is t better than reference by at least --min-gain percent?"""
            f = 1.0 + args.min_gain / 100.0
            return t > reference * f if args.maximize else t * f < reference

        def key_of(chains, extra=()):
            k = " || ".join("%s %d: %s" % (fn, n, " ; ".join(s)) for fn, n, s in chains)
            return k + ("  [%s]" % " ".join(extra) if extra else "")

        def summary_of(chains):
            return "; ".join("%s loop %d: %s" % (fn, n, " -> ".join(s)) for fn, n, s in chains)

        if os.environ.get("LOOPCC_TUNE_PLANT_WRONG") == "1" and lists and lists[0][2]:
            # Test hook: the first candidate built with -DLOOPCC_TUNE_WRONG,
            # which a test kernel uses to print another result: it must be
            # listed as discarded and never written.
            c = lists[0][2][0]
            chains = [(c.function, n, s) for n, s in c.chains]
            extra = ("-DLOOPCC_TUNE_WRONG",)
            run_one(chains, "planted: " + summary_of(chains) + " (built with -DLOOPCC_TUNE_WRONG)",
                    key_of(chains, extra), extra=extra, planted=True)

        weights = [region_weight(name, ts) for (name, _), ts, _ in lists]
        try:
            for i, ((fname, region), ts, cl) in enumerate(lists):
                now = time.time()
                share = weights[i] / float(sum(weights[i:]))
                region_deadline = now + (deadline - now) * share
                for c in cl:
                    if args.max_candidates and count >= args.max_candidates:
                        break
                    next_cost = (compile_avg[0] / compile_avg[1] if compile_avg[1] else 1.0) + base_wall
                    if time.time() + next_cost > region_deadline or time.time() + next_cost > deadline:
                        break
                    chains = [ch for r, chs in sorted(best_chains.items()) if r != (fname, region) for ch in chs]
                    chains += [(c.function, n, s) for n, s in c.chains]
                    chains.sort(key=lambda x: (x[0], x[1]))
                    # The summary is everything built: this region's candidate
                    # and the best chains of the regions tuned before it.
                    if run_one(chains, summary_of(chains), key_of(chains)):
                        best_chains[(fname, region)] = [(c.function, n, s) for n, s in c.chains]
        except KeyboardInterrupt:
            # Interrupted (^C, SIGTERM): what was measured is in the state
            # file already; the chains file is written from it below.
            print("loopcc-tune: interrupted; writing what was measured")

        # The best is decided at the end, against the untransformed build's
        # best time over the whole run: never a chain slower than it.
        # Among the candidates within --min-gain of the fastest, the one
        # with the fewest steps: a step whose gain is noise is not kept.
        ok = [(c, r) for c, r in measured if r.status == "ok" and gains(r.time, base.time)]
        best = None
        if ok:
            fastest = min(ok, key=lambda cr: -cr[1].time if args.maximize else cr[1].time)[1].time
            close = [(c, r) for c, r in ok if not gains(fastest, r.time)]
            best = min(close, key=lambda cr: (sum(len(s) for _, _, s in cr[0]),
                                              -cr[1].time if args.maximize else cr[1].time))
        elapsed = time.time() - start
        args.load_end = loadavg()
        write_chains_file(out, source, flags, machine, base, best, tried, args, elapsed, use_flag)
        print_table(base, best, tried, args)
        print("wrote %s (%d candidates in %.0f s of a %.0f s budget; load average %.2f at start, %.2f at end)" % (
            out, count, elapsed, args.budget, args.load_start, args.load_end))
        if args.write and best:
            text = open(source, encoding="utf-8", errors="surrogateescape").read()
            fns = {f.name: f for f in functions}
            placements = [(fns[fn].loops[n - 1].line, fns[fn].loops[n - 1].col, steps) for fn, n, steps in best[0]]
            with open(source, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(chainsfile.insert(text, placements))
            print("inserted the best chain into %s" % args.source)
        elif args.write:
            print("nothing faster than the untransformed build: %s left as it is" % args.source)
    finally:
        if args.keep:
            print("work directory kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


def write_chains_file(out, source, flags, machine, base, best, tried, args, elapsed, use_flag):
    name = os.path.basename(source)
    lines = [
        "// Chains for %s, found by loopcc-tune (docs/tuning.md)." % name,
        "// Apply with: loopcc -floop-transform-chains=%s %s ..." % (os.path.basename(out), name),
        "// Tuned on: %s" % machine.describe(),
        "// Compile flags: %s" % " ".join(flags),
        "// Measured: %s; %d candidates in %.0f s (budget %.0f s, seed %d)" % (
            ("--metric %r" % args.metric) if args.metric else "wall time, best of %d runs" % args.runs,
            len(tried), elapsed, args.budget, args.seed),
        "// Load average (1 min) at start and end: %.2f, %.2f (%d cores; more than ~0.5 of other work makes times noisy)" % (
            args.load_start, args.load_end, machine.cores),
        "// untransformed: %s" % fmt_time(base.time),
    ]
    ratio = lambda t: (t / base.time if args.maximize else base.time / t) if t and base.time else 0
    if best:
        lines.append("// best: %s (%.2fx untransformed; of the candidates within %g%% of the fastest, "
                     "the one with the fewest steps)" % (fmt_time(best[1].time), ratio(best[1].time), args.min_gain))
    else:
        lines.append("// best: none %g%% faster than the untransformed build with the same output: "
                     "no chain written" % args.min_gain)
    lines.append("// Candidates tried (chain, each loop's steps in the order applied: status, time, x untransformed):")
    for summary, key, r, resumed, planted in tried:
        if r.status == "ok":
            what = "ok %s %.2fx" % (fmt_time(r.time), ratio(r.time))
        elif r.status == "wrong":
            what = "wrong output, discarded (%s)" % fmt_time(r.time)
        else:
            what = "%s: %s" % (r.status, (r.reason or "").replace("\n", " "))
        lines.append("//   %s: %s%s" % (summary, what, " (resumed)" if resumed else ""))
    text = "\n".join(lines) + "\n"
    if best:
        for fn, n, steps in best[0]:
            text += "\n" + chainsfile.chain_block(name, fn, n, steps)
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, out)


def print_table(base, best, tried, args):
    ratio = lambda t: (t / base.time if args.maximize else base.time / t) if t and base.time else 0
    rows = [("untransformed", fmt_time(base.time), "1.00x")]
    ok = sorted([t for t in tried if t[2].status == "ok"], key=lambda t: t[2].time, reverse=args.maximize)
    for summary, key, r, resumed, planted in ok:
        rows.append((summary, fmt_time(r.time), "%.2fx" % ratio(r.time)))
    for summary, key, r, resumed, planted in tried:
        if r.status == "wrong":
            rows.append((summary, fmt_time(r.time), "discarded: wrong output"))
    for summary, key, r, resumed, planted in tried:
        if r.status not in ("ok", "wrong"):
            rows.append((summary, "-", r.status))
    width = min(100, max(len(r[0]) for r in rows))
    print()
    print("%-*s  %10s  %s" % (width, "chain", "time", "x untransformed"))
    for chain, t, x in rows:
        if len(chain) > width:
            chain = chain[:width - 3] + "..."
        print("%-*s  %10s  %s" % (width, chain, t, x))
    print()
