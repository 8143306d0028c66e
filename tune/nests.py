"""The loop nests of a C source, read from clang-22's own AST.

loopcc-tune must name loops exactly as loopcc's chains file does: the N-th
`for`, `while` or `do` of a function body, counted in pre-order (an outer
loop before the loops inside it). Counting on clang's AST (the JSON dump of
`clang-22 -fsyntax-only -Xclang -ast-dump=json`, with the user's flags, so
macros and `#if`s are seen as the compile sees them) gives the same count
as loopcc's frontend, which walks the same tree.

Besides the count, this module works out what the candidate generator needs
to know about each loop: its line (for `--write`), its counter variable, the
depth of the perfect nest of `for` loops it heads (a `for` whose body is
just one `for`, repeatedly: what `tile` and `interchange` take), the
statements an imperfect loop would be split into by `distribute` (its
pieces), and a crude picture of the accesses (which counters index the
last, contiguous dimension of an array; which counters the written array
is indexed by), from which the register-tile order is guessed.
"""

import json
import os
import subprocess

LOOP_KINDS = ("ForStmt", "WhileStmt", "DoStmt")


class Loop:
    """One loop of a function: its number N in the chains file's count."""

    def __init__(self, number, kind, line, col, node, parent):
        self.number = number          # 1-based, pre-order within the function
        self.kind = kind
        self.line = line              # line of the loop keyword (expansion)
        self.col = col
        self.node = node
        self.parent = parent          # enclosing Loop or None
        self.var = loop_variable(node) if kind == "ForStmt" else None
        self.children = []            # Loops directly inside (any depth of statements)
        self.perfect = []             # the perfect nest it heads: [self, inner, ...]

    @property
    def depth(self):
        return len(self.perfect)


class Function:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.loops = []               # pre-order


class _Locations:
    """Resolves the JSON dump's elided locations.

    clang's JSON dumper writes a location's "file" and "line" only when they
    differ from the location written just before (in the order the dump is
    written), so the file and line of a node are known only by walking the
    dump in order and remembering the last ones seen. Within a macro, the
    location is a pair (spellingLoc, expansionLoc); the expansion is where
    the code stands in the source, and what we report.
    """

    def __init__(self):
        self.file = None
        self.line = None

    def _bare(self, loc):
        if "file" in loc:
            self.file = loc["file"]
        if "line" in loc:
            self.line = loc["line"]
        return (self.file, self.line, loc.get("col"))

    def visit(self, loc):
        if not loc:
            return (None, None, None)
        if "spellingLoc" in loc or "expansionLoc" in loc:
            result = (None, None, None)
            for key in loc:                     # dump order: spelling, expansion
                if key == "spellingLoc":
                    self._bare(loc[key])
                elif key == "expansionLoc":
                    result = self._bare(loc[key])
            return result
        return self._bare(loc)


def _walk_locations(node, locs, out):
    """Walks every node in dump order, recording each node's resolved loc."""
    if not isinstance(node, dict):
        return
    where = None
    for key in node:
        if key == "loc":
            where = locs.visit(node["loc"])
        elif key == "range":
            rng = node["range"]
            for end in ("begin", "end"):
                if end in rng:
                    r = locs.visit(rng[end])
                    if where is None and end == "begin":
                        where = r
        elif key == "inner":
            out[id(node)] = where
            for child in node["inner"]:
                _walk_locations(child, locs, out)
    if id(node) not in out:
        out[id(node)] = where


def strip(node):
    """Looks through the wrappers that stand between a loop and its body."""
    while isinstance(node, dict):
        kind = node.get("kind")
        inner = [c for c in node.get("inner", []) if c]
        if kind == "CompoundStmt" and len(inner) == 1:
            node = inner[0]
        elif kind == "AttributedStmt" and inner:
            node = inner[-1]
        else:
            return node
    return node


def body_of(node):
    inner = node.get("inner", [])
    if node.get("kind") == "ForStmt":
        return inner[-1] if inner else None
    if node.get("kind") == "WhileStmt":
        return inner[-1] if inner else None
    if node.get("kind") == "DoStmt":
        return inner[0] if inner else None
    return None


def loop_variable(node):
    """The counter of `for (int i = ...` or `for (i = ...`."""
    inner = node.get("inner", [])
    if not inner or not inner[0]:
        return None
    init = inner[0]
    if init.get("kind") == "DeclStmt":
        for d in init.get("inner", []):
            if d.get("kind") == "VarDecl":
                return d.get("name")
    if init.get("kind") == "BinaryOperator" and init.get("opcode") == "=":
        lhs = strip_casts(init["inner"][0])
        if lhs.get("kind") == "DeclRefExpr":
            return (lhs.get("referencedDecl") or {}).get("name")
    return None


def strip_casts(node):
    while isinstance(node, dict) and node.get("kind") in (
            "ImplicitCastExpr", "ParenExpr", "CStyleCastExpr"):
        inner = node.get("inner", [])
        if not inner:
            break
        node = inner[0]
    return node


def _names(node, out, under_mul=False):
    """Variables named in an expression; those under a '*' are marked."""
    if not isinstance(node, dict):
        return
    if node.get("kind") == "DeclRefExpr":
        name = (node.get("referencedDecl") or {}).get("name")
        if name:
            out.append((name, under_mul))
        return
    mul = under_mul or (node.get("kind") == "BinaryOperator" and node.get("opcode") in ("*", "/", "%"))
    for c in node.get("inner", []):
        _names(c, out, mul)


def subscripts(node):
    """(array, [index expressions, outermost dimension first]) of an access."""
    idx = []
    n = strip_casts(node)
    while n.get("kind") == "ArraySubscriptExpr":
        base, index = n["inner"][0], n["inner"][1]
        idx.insert(0, index)
        n = strip_casts(base)
    name = (n.get("referencedDecl") or {}).get("name") if n.get("kind") == "DeclRefExpr" else None
    return name, idx


class Accesses:
    """What the model needs of a nest's memory accesses.

    unit[v]: how many accesses have counter v alone (not multiplied) in their
    last subscript, the contiguous one, minus those that have it in another
    subscript: the loop with the highest score is the one whose innermost
    position walks memory contiguously (and vectorizes). written: the
    counters the subscripts of an assigned array use; a counter absent from
    them is a reduction loop (the k of a matrix product). elem: the size in
    bytes of the floating-point type the nest mostly uses.
    """

    def __init__(self):
        self.unit = {}
        self.written = set()
        self.arrays = []
        self.doubles = 0
        self.floats = 0

    @property
    def elem(self):
        return 4 if self.floats > self.doubles else 8


def accesses(node, acc=None):
    acc = acc or Accesses()
    if not isinstance(node, dict):
        return acc
    kind = node.get("kind")
    qt = (node.get("type") or {}).get("qualType", "")
    if qt == "double":
        acc.doubles += 1
    elif qt == "float":
        acc.floats += 1
    if kind == "ArraySubscriptExpr":
        name, idx = subscripts(node)
        if name and name not in acc.arrays:
            acc.arrays.append(name)
        for pos, e in enumerate(idx):
            names = []
            _names(e, names)
            for v, mul in names:
                score = 1 if (pos == len(idx) - 1 and not mul) else -1
                acc.unit[v] = acc.unit.get(v, 0) + score
        # do not descend into the subscript chain again as separate accesses
        for e in idx:
            accesses(e, acc)
        return acc
    if kind in ("CompoundAssignOperator",) or (kind == "BinaryOperator" and node.get("opcode") == "="):
        lhs = node["inner"][0]
        name, idx = subscripts(lhs)
        for e in idx:
            names = []
            _names(e, names)
            acc.written.update(v for v, _ in names)
    for c in node.get("inner", []):
        accesses(c, acc)
    return acc


def pieces(loop):
    """The statements `distribute` on an imperfect `for` would split it into.

    Each statement of the body, at any depth, gets its own copy of the
    loops around it (docs/pragma.md, distribute); piece k is the k-th
    statement in source order. Returns, per piece, the list of Loops from
    `loop` down to the statement: the perfect nest the piece becomes.
    """
    out = []
    by_node = {id(l.node): l for l in _all_loops(loop)}

    def walk(node, path):
        node = node if isinstance(node, dict) else {}
        kind = node.get("kind")
        if kind == "CompoundStmt":
            for c in node.get("inner", []):
                walk(c, path)
        elif kind == "ForStmt" and id(node) in by_node:
            walk(body_of(node), path + [by_node[id(node)]])
        elif kind == "NullStmt" or kind is None:
            return
        else:
            out.append(path)

    walk(body_of(loop.node), [loop])
    return out


def _all_loops(loop):
    yield loop
    for c in loop.children:
        yield from _all_loops(c)


def _collect_loops(fn, node, parent, locs):
    if not isinstance(node, dict):
        return
    kind = node.get("kind")
    if kind in LOOP_KINDS:
        where = locs.get(id(node)) or (None, None, None)
        loop = Loop(len(fn.loops) + 1, kind, where[1], where[2], node, parent)
        fn.loops.append(loop)
        if parent:
            parent.children.append(loop)
        parent = loop
    for c in node.get("inner", []):
        _collect_loops(fn, c, parent, locs)


def _perfect(loop, by_node):
    nest = [loop]
    node = loop.node
    while node.get("kind") == "ForStmt":
        inner = strip(body_of(node))
        if isinstance(inner, dict) and inner.get("kind") == "ForStmt" and id(inner) in by_node:
            nest.append(by_node[id(inner)])
            node = inner
        else:
            break
    return nest if loop.kind == "ForStmt" else [loop]


def ast_command(clang, source, flags):
    """clang-22 -fsyntax-only with the user's flags minus what does not parse.

    Other sources, objects, libraries and output names in the compile flags
    belong to the link, not to this file's AST.
    """
    keep = []
    skip = False
    for f in flags:
        if skip:
            skip = False
            continue
        if f in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if f in ("-c", "-S", "-E", "-MD", "-MMD") or f.startswith(("-l", "-L", "-Wl,", "-floop-transform")):
            continue
        if not f.startswith("-") and f.endswith((".c", ".o", ".a", ".so", ".s", ".S", ".ll", ".bc")):
            continue
        keep.append(f)
    return [clang, "-fsyntax-only", "-Xclang", "-ast-dump=json", "-w"] + keep + [source]


def read_functions(clang, source, flags):
    """Functions defined in `source` (not in its headers), with their loops."""
    cmd = ast_command(clang, os.path.abspath(source), flags)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode != 0:
        raise RuntimeError("clang could not parse %s:\n%s" % (source, proc.stderr.decode(errors="replace")))
    tu = json.loads(proc.stdout)
    locs = {}
    _walk_locations(tu, _Locations(), locs)
    want = os.path.realpath(source)
    functions = []
    for decl in tu.get("inner", []):
        if decl.get("kind") != "FunctionDecl":
            continue
        where = locs.get(id(decl)) or (None, None, None)
        if not where[0] or os.path.realpath(where[0]) != want:
            continue
        body = [c for c in decl.get("inner", []) if isinstance(c, dict) and c.get("kind") == "CompoundStmt"]
        if not body:
            continue
        fn = Function(decl.get("name"), where[1])
        _collect_loops(fn, body[0], None, locs)
        by_node = {id(l.node): l for l in fn.loops}
        for l in fn.loops:
            l.perfect = _perfect(l, by_node)
        functions.append(fn)
    return functions
