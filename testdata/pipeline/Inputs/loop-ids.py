#!/usr/bin/env python3
"""Prints the loop ID of every loop in an .ll file, one loop a line:
    <function>: <attribute> [<value>...]; <attribute> ...
in the order the loops' back edges appear. Only the attributes directly in
the ID are printed (a follow-up shows as its name, `followup(...)` around
nothing); DILocations are left out.
Usage: loop-ids.py FILE.ll
"""
import re
import sys

TOKEN = re.compile(r'!"(?:[^"\\]|\\.)*"|![0-9]+|i[0-9]+ -?[0-9a-z]+|null')


def main():
    with open(sys.argv[1]) as f:
        text = f.read()
    nodes = {}
    for m in re.finditer(r'^!([0-9]+) = (?:distinct )?!\{(.*)\}$', text, re.M):
        nodes['!' + m.group(1)] = TOKEN.findall(m.group(2))
    function = None
    for line in text.splitlines():
        m = re.match(r'^define .*@([A-Za-z0-9_.$]+)\(', line)
        if m:
            function = m.group(1)
            continue
        m = re.search(r'!llvm\.loop (![0-9]+)', line)
        if not m or function is None:
            continue
        attrs = []
        for op in nodes.get(m.group(1), [])[1:]:
            attr = nodes.get(op)
            if not attr or not attr[0].startswith('!"'):
                continue  # a DILocation, or the self reference
            name = attr[0][2:-1]
            values = [v for v in attr[1:] if not v.startswith('!')]
            attrs.append(' '.join([name] + values))
        print('%s: %s' % (function, '; '.join(attrs)))


if __name__ == '__main__':
    main()
