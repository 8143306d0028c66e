"""The chains file: what loopcc-tune writes and loopcc reads.

The format is loopcc's (`loopcc -floop-transform-chains=FILE`, issue 39):
a header `loop "FILE" FUNCTION N` names the N-th loop of FUNCTION, and the
`#pragma loop transform` lines after it are written exactly as above the
loop in the source, so the last line is applied first. `//` starts a
comment. Internally a chain is a list of steps in the order they are
applied; it is reversed when written, here and when inserted into a source
(`--write`, and candidates built before loopcc had the flag).
"""

import re


def directive_lines(steps):
    """The source lines of a chain: last applied first, as in a source."""
    return ["#pragma loop transform " + s for s in reversed(steps)]


def chain_block(source_name, function, number, steps):
    lines = ['loop "%s" %s %d' % (source_name, function, number)]
    lines += directive_lines(steps)
    return "\n".join(lines) + "\n"


def insert(source_text, placements):
    """The source with each chain's directives above its loop's line.

    placements: [(line, col, steps)], 1-based. The directives take the
    indentation of the loop's line. A loop that does not start its line
    (`} for (...)`, `{ for`) is first moved to a line of its own, since a
    directive must stand right before its loop. Lines are changed bottom-up
    so that earlier line numbers stay valid.
    """
    lines = source_text.splitlines(keepends=True)
    for line, col, steps in sorted(placements, key=lambda p: (-p[0], -(p[1] or 0))):
        if not 0 < line <= len(lines):
            continue
        target = lines[line - 1]
        indent = re.match(r"[ \t]*", target).group(0)
        before = target[:col - 1] if col else ""
        new = []
        if before.strip():
            new.append(before.rstrip() + "\n")
            target = indent + target[col - 1:]
        new += [indent + d + "\n" for d in directive_lines(steps)]
        new.append(target)
        lines[line - 1:line] = new
    return "".join(lines)
