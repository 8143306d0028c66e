#!/usr/bin/env python3
"""Runs a command and prints `exit status: N` (N < 0: killed by signal -N).

The command's standard output and error pass through unchanged; the status
line goes to standard output after the command's own output.
Usage: exit-status.py COMMAND [ARG...]
"""
import subprocess
import sys

status = subprocess.call(sys.argv[1:])
sys.stdout.flush()
print("exit status: %d" % status)
