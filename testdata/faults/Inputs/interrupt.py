#!/usr/bin/env python3
"""Interrupts a compile and checks that it leaves nothing behind.

    interrupt.py --signal INT|TERM --out DIR [--stale] -- COMMAND... -o DIR/NAME

Runs COMMAND (whose output goes into DIR, an empty folder) in a process
group of its own, with the signal's default disposition (as from a
terminal: lit's workers ignore SIGINT, and an ignored signal is inherited).
As soon as the compile has created its temporary output in DIR, it waits a
little and sends the signal to the process group, as Ctrl-C (SIGINT) or
kill (SIGTERM) would. Then it checks:
  - the compile ended because of the signal, not by finishing: killed by
    the signal or a nonzero exit status;
  - no crash report on its stderr;
  - DIR holds nothing (no output, no temporary file named like it), or,
    with --stale, only the old output, unchanged (the compiler writes a
    temporary file and renames it only when it is complete).
Prints what happened; exits 1 if a check fails.
"""

import argparse
import os
import signal
import subprocess
import sys
import time

CRASH_SIGNS = [b"PLEASE submit a bug report", b"Stack dump", b"LLVM ERROR",
               b"Segmentation fault", b"AddressSanitizer", b"runtime error:"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--signal", required=True, choices=["INT", "TERM"])
    parser.add_argument("--out", required=True)
    parser.add_argument("--stale", action="store_true")
    parser.add_argument("--delay", type=float, default=1.0,
                        help="seconds between the temporary file and the signal")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    sig = getattr(signal, "SIG" + args.signal)

    before = sorted(os.listdir(args.out))
    stale = {}
    if args.stale:
        for name in before:
            with open(os.path.join(args.out, name), "rb") as f:
                stale[name] = f.read()
    elif before:
        raise SystemExit(f"{args.out} is not empty: {before}")

    def default_signals():
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=default_signals)
    deadline = time.monotonic() + 120
    temporary = None
    while proc.poll() is None and time.monotonic() < deadline:
        new = sorted(set(os.listdir(args.out)) - set(before))
        if new:
            temporary = new
            break
        time.sleep(0.02)
    if proc.poll() is not None:
        out, err = proc.communicate()
        print(f"FAIL: the compile ended (status {proc.returncode}) before it could be "
              f"interrupted; use a slower input\n{err.decode(errors='replace')}")
        return 1
    if temporary is None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        print("FAIL: no temporary output appeared in 120 s")
        return 1
    print(f"temporary output while compiling: {temporary}")
    time.sleep(args.delay)
    if proc.poll() is not None:
        print(f"FAIL: the compile ended (status {proc.returncode}) before the signal")
        return 1
    os.killpg(proc.pid, sig)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        print(f"FAIL: still running 60 s after SIG{args.signal}")
        return 1
    status = proc.returncode
    how = (f"killed by {signal.Signals(-status).name}" if status < 0
           else f"exit status {status}")
    print(f"after SIG{args.signal}: {how}")
    problems = []
    if status == 0:
        problems.append("the compile succeeded after the signal")
    for sign in CRASH_SIGNS:
        if sign in err:
            problems.append(f"crash report on stderr ({sign.decode()})")
    after = sorted(os.listdir(args.out))
    print(f"left in {os.path.basename(args.out)}/: {after}")
    if sorted(after) != sorted(stale):
        problems.append(f"left behind: {sorted(set(after) - set(stale))}, "
                        f"missing: {sorted(set(stale) - set(after))}")
    for name, data in stale.items():
        path = os.path.join(args.out, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                if f.read() != data:
                    problems.append(f"the old {name} was changed")
    if err.strip():
        print("stderr:\n" + err.decode(errors="replace").rstrip())
    for p in problems:
        print("FAIL: " + p)
    if not problems:
        print("PASS")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
