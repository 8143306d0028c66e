#!/usr/bin/env python3
"""The locality transformations against clang-22 and Polly, as GFLOP/s.

Usage: bench/locality/locality.py [--loopcc PATH] [--n N]
Compiles gemm_ijk.c (naive i-j-k gemm) with clang-22 -O3, clang-22 -O3
-mllvm -polly and loopcc -O3 with each chain (CHAIN=1..5), all at
-march=native, runs each (best of 3 calls) and prints a table of GFLOP/s and
the ratio to clang-22 -O3 -march=native; the checksums must agree. The
one-minute load average is printed before and after: a run under load
(> 0.5) is repeated once. Not part of the test suite.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHAINS = {
    1: "interchange permutation(1, 3, 2)",
    2: "interchange permutation(1, 3, 2); tile sizes(64, 256, 512)",
    3: "interchange permutation(1, 3, 2); tile sizes(64, 256, 512); "
       "unroll_and_jam count(4) on(intratile(1))",
    4: "interchange permutation(1, 3, 2); tile sizes(32, 128, 256)",
    5: "interchange permutation(1, 3, 2); unroll_and_jam count(4)",
}


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True)


def measure(exe):
    out = run([exe]).stdout.split()
    return out[0], float(out[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--loopcc", default=os.path.join(
        HERE, "..", "..", "bazel-bin", "driver", "loopcc"))
    ap.add_argument("--n", type=int, default=768)
    args = ap.parse_args()
    src = os.path.join(HERE, "gemm_ijk.c")
    variants = [("clang-22 -O3", ["clang-22", "-O3"], None),
                ("clang-22 -O3 -mllvm -polly",
                 ["clang-22", "-O3", "-mllvm", "-polly"], None)]
    for c, text in CHAINS.items():
        variants.append(("loopcc -O3: " + text, [args.loopcc, "-O3"], c))
    print("load before: %.2f" % os.getloadavg()[0])
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for arch in (["-march=native"], []):
            for name, cc, chain in variants:
                exe = os.path.join(tmp, "g")
                flags = arch + ["-DN=%d" % args.n]
                if chain:
                    flags.append("-DCHAIN=%d" % chain)
                r = subprocess.run(cc + flags + [src, "-o", exe],
                                   capture_output=True, text=True)
                warn = "warning" in r.stderr
                if r.returncode != 0:
                    rows.append((arch, name, None, None, "build failed"))
                    continue
                if os.getloadavg()[0] > 0.5:
                    measure(exe)  # settle; then measure again below
                checksum, gflops = measure(exe)
                rows.append((arch, name, checksum, gflops,
                             "missed step" if warn else ""))
    print("load after: %.2f" % os.getloadavg()[0])
    for arch in (["-march=native"], []):
        sel = [r for r in rows if r[0] == arch]
        base = sel[0][3]
        sums = {r[2] for r in sel if r[2]}
        print("\n%s (N=%d)%s" % (" ".join(arch) or "baseline x86-64", args.n,
                                 "" if len(sums) == 1 else
                                 "  CHECKSUMS DIFFER: %s" % sums))
        print("| build | GFLOP/s | vs clang-22 -O3 | note |")
        print("|---|---|---|---|")
        for _, name, _, g, note in sel:
            if g is None:
                print("| %s | - | - | %s |" % (name, note))
            else:
                print("| %s | %.2f | %.2fx | %s |" % (name, g, g / base, note))


if __name__ == "__main__":
    sys.exit(main())
