#!/usr/bin/env python3
"""Prints the llvm.loop transformation attributes of every loop in an .ll file.

One line per loop, in the order the loops' back edges appear:
    <function>: <attr> [<value>...]; <attr> ...
DILocations, llvm.loop.mustprogress and loopcc's own markers (loopcc.*) are
dropped, so that loopcc's output can be diffed against clang-22's for the
equivalent `#pragma clang loop`; with --chain, loopcc.chain markers are kept
(as `loopcc.chain ID STEP`). A follow-up's nested attributes are printed
inside ( ); with --tree, one attribute a line instead, a follow-up's
indented under it.
Usage: loop-attrs.py [--chain] [--tree] FILE.ll (or - for standard input).
"""
import re
import sys

TOKEN = re.compile(r'!"(?:[^"\\]|\\.)*"|![0-9]+|i[0-9]+ -?[0-9a-z]+|null')


def parse(text):
    nodes, dilocs = {}, set()
    for line in text.splitlines():
        m = re.match(r'^!([0-9]+) = (?:distinct )?(.*)$', line)
        if not m:
            continue
        num, body = m.group(1), m.group(2)
        if body.startswith('!DILocation'):
            dilocs.add('!' + num)
        elif body.startswith('!{'):
            nodes['!' + num] = TOKEN.findall(body[2:-1])
    return nodes, dilocs


KEEP_CHAIN = False
TREE = False


def describe(refs, nodes, dilocs, depth=1):
    """The attributes among the metadata operands refs, '; '-separated (or
    one a line, indented by depth, with --tree)."""
    out = []
    for op in refs:
        if op in dilocs or op not in nodes:
            continue
        attr = nodes[op]
        if not attr or not attr[0].startswith('!"'):
            continue
        name = attr[0][2:-1]
        if name == 'llvm.loop.mustprogress':
            continue
        if name.startswith('loopcc.') and not (
                KEEP_CHAIN and name == 'loopcc.chain'):
            continue
        if name.startswith('loopcc.'):
            values = [v.split(' ', 1)[1] for v in attr[1:]]
        elif any(v in nodes or v in dilocs for v in attr[1:]):
            # A follow-up: the produced loop's attributes, inline.
            # One holding only loopcc's markers (a role beside
            # followup_all) prints as `name:` with nothing under it.
            inner = describe(attr[1:], nodes, dilocs, depth + 1)
            if TREE:
                values = [':\n' + inner if inner else ':']
            else:
                values = ['(' + inner + ')']
        else:
            values = attr[1:]
        text = ' '.join([name] + values)
        if TREE:
            text = re.sub(r' :(\n|$)', r':\1', text)
        out.append('  ' * depth + text if TREE else text)
    return '\n'.join(out) if TREE else '; '.join(out)


def main():
    global KEEP_CHAIN, TREE
    args = sys.argv[1:]
    while args and args[0] in ('--chain', '--tree'):
        if args[0] == '--chain':
            KEEP_CHAIN = True
        else:
            TREE = True
        args = args[1:]
    path = args[0] if args else '-'
    text = sys.stdin.read() if path == '-' else open(path).read()
    nodes, dilocs = parse(text)
    function, seen = None, set()
    for line in text.splitlines():
        m = re.match(r'^define .*@([A-Za-z0-9_.$]+)\(', line)
        if m:
            function = m.group(1)
            continue
        for ref in re.findall(r'!llvm\.loop (![0-9]+)', line):
            if (function, ref) in seen:
                continue
            seen.add((function, ref))
            attrs = describe(nodes[ref][1:], nodes, dilocs)
            print(('%s:\n%s' if TREE else '%s: %s') % (function, attrs))


if __name__ == '__main__':
    main()
