#!/usr/bin/env python3
"""Runs a command in a process group of its own, under two limits, and
prints `exit status: N` after its output, as exit-status.py does.

If the group ever holds more than MAX processes (the command and the
processes it started, as /proc shows them), or the command runs longer than
SECONDS, the whole group is killed and the status line says why:
    exit status: killed: more than MAX processes
    exit status: killed: still running after SECONDS s
For a check that must not start processes without end (a test must not
take a machine down with it). Linux only (/proc).
Usage: guard.py MAX SECONDS COMMAND [ARG...]
"""
import os
import signal
import subprocess
import sys
import time


def group_size(pgid):
    n = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % pid) as f:
                stat = f.read()
        except OSError:
            continue
        # pid (comm) state ppid pgrp ...; comm may hold spaces.
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) > 2 and int(fields[2]) == pgid and fields[0] != "Z":
            n += 1
    return n


def main():
    limit, seconds = int(sys.argv[1]), float(sys.argv[2])
    proc = subprocess.Popen(sys.argv[3:], start_new_session=True)
    start = time.monotonic()
    why = None
    while proc.poll() is None:
        if group_size(proc.pid) > limit:
            why = "more than %d processes" % limit
        elif time.monotonic() - start > seconds:
            why = "still running after %g s" % seconds
        if why:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            break
        time.sleep(0.02)
    sys.stdout.flush()
    if why:
        print("exit status: killed: %s" % why)
    else:
        print("exit status: %d" % proc.returncode)


if __name__ == "__main__":
    main()
