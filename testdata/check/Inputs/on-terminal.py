#!/usr/bin/env python3
"""Runs a command with its standard error on a terminal (a pseudo-terminal)
and writes what a terminal would then show, as plain text, to SCREEN-FILE:
carriage returns and "erase to end of line" (ESC [ K) are applied to each
line, color and other SGR sequences (ESC [ ... m) are dropped. Standard
output passes through; `exit status: N` is printed after it.
Usage: on-terminal.py SCREEN-FILE COMMAND [ARG...]
"""
import os
import pty
import re
import subprocess
import sys

CSI = re.compile(r"\x1b\[([0-9;]*)([A-Za-z])")


def render(data):
    lines = []
    for raw in data.split("\n"):
        cells = []
        col = 0
        i = 0
        while i < len(raw):
            ch = raw[i]
            if ch == "\r":
                col = 0
                i += 1
                continue
            m = CSI.match(raw, i)
            if m:
                if m.group(2) == "K":
                    del cells[col:]
                i = m.end()
                continue
            if col < len(cells):
                cells[col] = ch
            else:
                cells.append(ch)
            col += 1
            i += 1
        lines.append("".join(cells))
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + ("\n" if lines else "")


def main():
    screen = sys.argv[1]
    master, slave = pty.openpty()
    proc = subprocess.Popen(sys.argv[2:], stderr=slave)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: every writer has closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    status = proc.wait()
    os.close(master)
    with open(screen, "w") as f:
        f.write(render(b"".join(chunks).decode("utf-8", "replace")))
    sys.stdout.flush()
    print("exit status: %d" % status)


if __name__ == "__main__":
    main()
