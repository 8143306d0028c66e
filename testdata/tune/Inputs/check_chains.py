"""Checks the invariants of a chains file that loopcc-tune wrote.

    check_chains.py FILE [--planted]

- the recorded best time is at most the untransformed time (the tuner never
  writes a chain slower than the untransformed build);
- every chain block parses (a `loop "FILE" FUNCTION N` header, then
  `#pragma loop transform` lines) and, taken together, the blocks are the
  chains of a candidate listed as `ok` with the best time: the written
  chain was measured and had the untransformed output; no `ok` candidate
  is faster than it by more than the tuner's noise margin (--min-gain,
  which the `best:` line records);
- with --planted: the planted candidate (built with -DLOOPCC_TUNE_WRONG) is
  listed as `wrong output, discarded`.
Prints `OK: ...` or exits with 1 and the reason.
"""
import re
import sys


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def main():
    path = sys.argv[1]
    planted = "--planted" in sys.argv
    text = open(path).read()
    base = re.search(r"^// untransformed: (\S+)$", text, re.M)
    best = re.search(r"^// best: (\S+) \(", text, re.M)
    if not base:
        fail("no untransformed time")
    base = float(base.group(1))
    blocks = []
    for line in text.splitlines():
        line = line.split("//", 1)[0].strip() if not line.lstrip().startswith("#") else line.strip()
        if not line:
            continue
        m = re.match(r'^loop "([^"]+)" (\S+) (\d+|\w+)$', line)
        if m:
            blocks.append((m.group(2), m.group(3), []))
            continue
        m = re.match(r"^#pragma loop transform (.+)$", line)
        if m and blocks:
            blocks[-1][2].insert(0, m.group(1))
            continue
        fail("unparsable line: " + line)
    if best is None:
        if blocks:
            fail("chains written without a best time")
        print("OK: no chain faster than the untransformed build; none written")
        return
    best = float(best.group(1))
    if best > base:
        fail("best %g slower than untransformed %g" % (best, base))
    if not blocks:
        fail("a best time but no chain")
    summary = "; ".join("%s loop %s: %s" % (fn, n, " -> ".join(steps)) for fn, n, steps in blocks)
    ok_lines = [l for l in text.splitlines() if l.startswith("//   ") and ": ok " in l]
    matching = [l for l in ok_lines if l[5:].startswith(summary + ": ok ") and not l[5:].startswith("planted")]
    if not matching:
        fail("the written chain is not an ok candidate: " + summary)
    times = [float(l.rsplit(": ok ", 1)[1].split()[0]) for l in matching]
    if best not in times:
        fail("the written chain's time is not the best time")
    all_ok = [float(l.rsplit(": ok ", 1)[1].split()[0]) for l in ok_lines]
    gain = re.search(r"^// best: .* within ([0-9.]+)% of the fastest", text, re.M)
    slack = 1.0 + (float(gain.group(1)) / 100.0 if gain else 0.0)
    if min(all_ok) * slack < best:
        fail("an ok candidate faster than the written one by more than the noise margin")
    if planted:
        wrong = [l for l in text.splitlines() if l.startswith("//   planted: ")]
        if not wrong or "wrong output, discarded" not in wrong[0]:
            fail("the planted candidate is not listed as discarded")
    print("OK: best %s <= untransformed %s; %d chain(s) written%s" % (
        best, base, len(blocks), "; planted candidate discarded" if planted else ""))


main()
