#!/usr/bin/env python3
"""Splits what loopcc-check printed on standard error into diagnostics and
prints them sorted, so that two runs that checked the units in another
order (-j N) can be compared.

A diagnostic is a `FILE:LINE:COL: warning:` or `error:` line (or a line
`loopcc-check: error: ...`, or a `fatal error:` line) with the lines that
follow it up to the next such line: its caret lines, its notes and theirs.
A line `N warning(s)/error(s) generated.` ends a unit's diagnostics and is
kept as a diagnostic of its own. Every line must be one of these (or a
caret line of one): a line that is not, such as two units' output mixed on
one line, is an error (exit status 1). A note before any warning is an
error too.

Output: each diagnostic's lines, diagnostics sorted, separated by `--`.
Usage: diag-blocks.py STDERR-FILE
"""
import re
import sys

HEAD = re.compile(r"^(\S+:\d+:\d+: (warning|error|fatal error): |"
                  r"loopcc-check: error: |fatal error: |error: )")
NOTE = re.compile(r"^\S+:\d+:\d+: note: ")
GENERATED = re.compile(r"^\d+ (warnings?|errors?)( and \d+ (warnings?|errors?))? generated\.$")
# `  8 |   code` and `    |   ^~~~`
CARET = re.compile(r"^ +(\d+ )?\|")


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: diag-blocks.py STDERR-FILE\n")
        sys.exit(1)
    blocks = []
    current = None
    bad = []
    with open(sys.argv[1], errors="replace") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if HEAD.match(line):
                current = [line]
                blocks.append(current)
            elif GENERATED.match(line):
                blocks.append([line])
                current = None
            elif NOTE.match(line) or CARET.match(line):
                if current is None:
                    bad.append("%d: %s" % (n, line))
                else:
                    current.append(line)
            else:
                bad.append("%d: %s" % (n, line))
    if bad:
        sys.stderr.write("diag-blocks.py: %s: lines that are no part of a "
                         "diagnostic:\n" % sys.argv[1])
        for b in bad:
            sys.stderr.write("  %s\n" % b)
        sys.exit(1)
    print("\n--\n".join("\n".join(b) for b in sorted(blocks)))


if __name__ == "__main__":
    main()
