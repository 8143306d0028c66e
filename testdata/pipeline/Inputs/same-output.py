#!/usr/bin/env python3
"""Compares the output of a program built with and without its directives.

Usage: same-output.py [--rel-tol X] EXPECTED ACTUAL
Both files must have the same lines. A line `~ <name> <number>` is a
floating-point result that a forced vectorize may compute in another order
(a reduction): its numbers must agree within the relative tolerance X
(default 0: exact). Every other line must be identical.
"""
import sys


def main():
    args = sys.argv[1:]
    tol = 0.0
    if len(args) >= 2 and args[0] == "--rel-tol":
        tol = float(args[1])
        args = args[2:]
    if len(args) != 2:
        sys.stderr.write("usage: same-output.py [--rel-tol X] EXPECTED ACTUAL\n")
        return 2
    with open(args[0]) as f:
        expected = f.read().splitlines()
    with open(args[1]) as f:
        actual = f.read().splitlines()
    if not expected:
        sys.stderr.write("same-output.py: %s is empty\n" % args[0])
        return 1
    if len(expected) != len(actual):
        sys.stderr.write("same-output.py: %d lines expected, %d found\n" %
                         (len(expected), len(actual)))
        return 1
    bad = 0
    for n, (e, a) in enumerate(zip(expected, actual), 1):
        if e.startswith("~ ") and a.startswith("~ "):
            en, ev = e.split()[1:3]
            an, av = a.split()[1:3]
            ev, av = float(ev), float(av)
            if en == an and abs(ev - av) <= tol * max(abs(ev), abs(av)):
                continue
        elif e == a:
            continue
        bad += 1
        sys.stderr.write("line %d: expected '%s', found '%s'\n" % (n, e, a))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
