# Runs LLVM's executable tests of OpenMP's loop transformations
# (openmp/runtime/test/transform/ in llvm-project, read in place from
# --tests: loopcc does not copy them) as LLVM's lit.cfg does: each program
# is compiled with -fopenmp (and the RUN line's -fopenmp-version; C++ for
# %libomp-cxx-compile-and-run), run, and its output checked with FileCheck
# against the file, with the RUN line's FileCheck options. Each test is built
# by clang-22 and by loopcc with and without -floop-transform-openmp, at -O0
# and -O2. Prints one line per test and level, then counts; a line starting
# with MISMATCH for a build of loopcc that fails where clang-22 passes.
import argparse
import os
import re
import subprocess
import sys


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, **kw)


def passes(compiler, flags, src, cxx, filecheck_args, work, tag):
    exe = os.path.join(work, tag)
    cmd = [compiler, "-fopenmp"] + flags + (["-xc++"] if cxx else []) + \
        [src, "-o", exe, "-lm"] + (["-lstdc++"] if cxx else [])
    if run(cmd).returncode != 0:
        return False
    out = run([exe], timeout=60)
    if out.returncode != 0:
        return False
    check = run([args.filecheck, src] + filecheck_args, input=out.stdout)
    return check.returncode == 0


parser = argparse.ArgumentParser()
parser.add_argument("--tests", required=True)
parser.add_argument("--loopcc", required=True)
parser.add_argument("--clang", required=True)
parser.add_argument("--filecheck", required=True)
parser.add_argument("--work", required=True)
args = parser.parse_args()
os.makedirs(args.work, exist_ok=True)

counts = {"tests": 0, "clang": 0, "flag": 0, "plain": 0, "mismatch": 0}
root = os.path.join(args.tests, "runtime")
for folder in sorted(os.listdir(root)):
    for name in sorted(os.listdir(os.path.join(root, folder))):
        src = os.path.join(root, folder, name)
        text = open(src).read()
        runs = " ".join(re.findall(r"//\s*RUN:(.*)", text)).replace("\\", " ")
        cxx = "cxx-compile" in runs or name.endswith(".cpp")
        version = re.findall(r"-fopenmp-version=\d+", runs)
        fc = runs.split("FileCheck", 1)[1] if "FileCheck" in runs else ""
        fc_args = [a for a in fc.split() if a.startswith("--") or a.startswith("-check")]
        for level in ["-O0", "-O2"]:
            counts["tests"] += 1
            flags = [level] + version
            tag = "%s-%s%s" % (folder, name.replace(".", "_"), level)
            clang = passes(args.clang, flags, src, cxx, fc_args, args.work, tag + "-clang")
            flag = passes(args.loopcc, flags + ["-floop-transform-openmp"], src, cxx,
                          fc_args, args.work, tag + "-flag")
            plain = passes(args.loopcc, flags, src, cxx, fc_args, args.work, tag + "-plain")
            counts["clang"] += clang
            counts["flag"] += flag
            counts["plain"] += plain
            word = lambda ok: "pass" if ok else "fail"
            line = "%s/%s %s clang-22 %s, loopcc %s, loopcc -floop-transform-openmp %s" % (
                folder, name, level, word(clang), word(plain), word(flag))
            if clang and not (flag and plain):
                counts["mismatch"] += 1
                line = "MISMATCH " + line
            print(line)
print("%(tests)d runs; clang-22 passes %(clang)d, loopcc %(plain)d, "
      "loopcc -floop-transform-openmp %(flag)d; loopcc fails where clang-22 "
      "passes: %(mismatch)d" % counts)
