#!/usr/bin/env python3
"""Random programs for the reliability run (run-differential.sh
--reliability): four kinds of function where loopcc went wrong before.

  gen_reliability.py SEED                       prints a program
  gen_reliability.py --stats REPORT PROGRAM SEED the report's steps, as
                                                gen_nests.py
  gen_reliability.py --summary STATS            the run's table, as
                                                gen_nests.py

A program holds 3-6 functions, each drawn from four kinds, called from
main with run-time sizes (read through a volatile, so that no bound is
constant-folded; some functions have constant bounds instead). Arrays are
unsigned and sums are unsigned, so reordering cannot change a defined
result; main prints the value each call returns and a hash of every array
after each call.

1. Register sums read afterwards: a local `unsigned s` updated (`+=`,
   `^=`, `*=`, `|=`) in a loop or a 2-deep nest, read inside the
   transformed region (a later loop of a fused block reads it, a
   statement after the inner loop or after the update reads it) and after
   it (stored and returned). Chains: `fuse` (the summing loop with a loop
   that reads s, sets it, or does not touch it; with looprange, member
   steps and steps after the fuse), and `tile`, `interchange`, `reverse`,
   `unroll_and_jam count(2..4)` on the nest, with steps after.
2. Out-of-row subscripts: `X[i][j + 1]` (or `[j - 1]`) on global
   `unsigned X[10][8]` or a parameter `unsigned P[][8]`, with j running to
   the row's end, so that the subscript reaches the next (or previous)
   row: outside C, but common. Constant bounds (`j < 8`) and run-time ones
   (`j < m`, called with m = 8 and with m = 7), under tile, interchange,
   reverse and pack. A program with such a function says
   `// gen_nests reference: -O2` on its third line: its reference is
   clang-22 -O2 (the code is outside C; loopcc must print what clang-22
   -O2 prints).
3. Modulo subscripts under pack: `pack array(Q)` (on the nest, on a tile's
   loop, on the inner loop) over 16-iteration loops reading up to six
   `Q[(i + k) % 16][j % 5]`-like elements (a compile-time test too: the
   runner times each compile).
4. Fuse with triangular and guarded members: blocks of two loops or two
   2-deep nests whose second member is triangular (`j < i`, `j <= i`) or
   guarded (`if (i >= 2)`), reading the first member's array at an offset
   (legal or not).

The generator decides each first step's legality itself, by running the
instances of the region in both orders (the source's and the step's) and
comparing the order of every two accesses to one location of which one
writes (a register sum's updates commute with each other, and its reads
before its first update read the value it had before the region); the
location of an out-of-row subscript is its place in the flat array, as
the machine sees it. The `// chain F.C loop=L expect=E steps=S` lines
carry it, as in gen_nests.py; for out-of-row subscripts under run-time
bounds it is `unknown` (the run-time check decides). --stats reports it
for the chain's first step (a fuse's, after a member's own steps).
"""
import collections
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_nests  # noqa: E402  (the stats table is shared)

# Arrays: name -> dims. A-D one-dimensional, M N square, X Y rows of 8
# (kind 2), Q the modulo-read table (kind 3), R its results.
ARRAYS = collections.OrderedDict([
    ("A", [64]), ("B", [64]), ("C", [64]), ("D", [64]),
    ("M", [24, 24]), ("N", [24, 24]),
    ("X", [10, 8]), ("Y", [10, 8]),
    ("Q", [16, 5]), ("R", [16, 16]),
])
SCALARS = ("s", "t")
OPS = ["+=", "^=", "*=", "|="]


class Unsupported(Exception):
    """A drawn function whose subscripts leave their arrays: drawn again."""


# ------------------------------------------------------------------ model

class Loop:
    """for (int VAR = LO; VAR CMP HI; VAR++), or downwards. LO and HI are
    C expressions Python evaluates the same way (+, -, *, %, names)."""

    def __init__(self, var, lo, hi, cmp="<", down=False):
        self.var, self.lo, self.hi, self.cmp, self.down = var, lo, hi, cmp, down

    def header(self):
        v = self.var
        if not self.down:
            return "for (int %s = %s; %s %s %s; %s++)" % (v, self.lo, v, self.cmp,
                                                         self.hi, v)
        top = "%s - 1" % self.hi if self.cmp == "<" else self.hi
        return "for (int %s = %s; %s >= %s; %s--)" % (v, top, v, self.lo, v)

    def values(self, env):
        lo = eval(str(self.lo), {}, env)
        hi = eval(str(self.hi), {}, env) + (1 if self.cmp == "<=" else 0)
        r = list(range(lo, hi))
        return r[::-1] if self.down else r


class Stmt:
    """One statement: its C text (without the guard) and its accesses,
    (array or scalar, [subscripts], mode), mode r, w or an operator for a
    sum's update (`+=`...): updates with one operator commute."""

    def __init__(self, text, accs, guard=None):
        self.text, self.accs, self.guard = text, accs, guard

    def lines(self):
        if self.guard:
            return ["if (%s)" % self.guard, "  " + self.text]
        return [self.text]


class Nest:
    """One or two loops; body: statements of the innermost loop; after:
    statements after the inner loop (in the outer loop's body)."""

    def __init__(self, loops, body, after=(), pre=None, inner_chain=None):
        self.loops, self.body, self.after = loops, list(body), list(after)
        self.pre = pre                  # a member's step before the fuse
        self.inner_chain = inner_chain  # steps on the inner loop
        self.line = None                # line of the outer `for`
        self.inner_line = None

    def trips(self, env):
        return len(self.loops[0].values(env))


def flat(name, subs, binding, strict):
    """The location (array, flat index) of NAME[subs]; strict: each
    subscript within its dimension (C), else within the object."""
    arr = binding.get(name, name)
    dims = ARRAYS[arr]
    if strict:
        for s, d in zip(subs, dims):
            if not 0 <= s < d:
                raise Unsupported("%s%s" % (name, subs))
    idx = 0
    for s, d in zip(subs, dims):
        idx = idx * d + s
    size = 1
    for d in dims:
        size *= d
    if not 0 <= idx < size:
        raise Unsupported("%s%s" % (name, subs))
    return (arr, idx)


def events(nests, env, binding, strict):
    """The instances of a block of nests in the source's order: dicts of
    member k, iteration numbers t, phase (b: innermost body, a: after the
    inner loop), statement si and accesses [(location, mode)]."""
    out = []

    def emit(k, t, phase, si, st, e):
        if st.guard and not eval(st.guard, {}, e):
            return
        accs = []
        for name, subs, mode in st.accs:
            if name in SCALARS:
                accs.append(((name,), mode))
            else:
                accs.append((flat(name, [eval(x, {}, e) for x in subs], binding,
                                  strict), mode))
        out.append({"k": k, "t": t, "phase": phase, "si": si, "accs": accs})

    for k, nest in enumerate(nests):
        l0 = nest.loops[0]
        for t0, v0 in enumerate(l0.values(env)):
            e = dict(env)
            e[l0.var] = v0
            if len(nest.loops) == 1:
                for si, st in enumerate(nest.body):
                    emit(k, (t0,), "b", si, st, e)
                continue
            l1 = nest.loops[1]
            for t1, v1 in enumerate(l1.values(e)):
                e2 = dict(e)
                e2[l1.var] = v1
                for si, st in enumerate(nest.body):
                    emit(k, (t0, t1), "b", si, st, e2)
            for si, st in enumerate(nest.after):
                emit(k, (t0,), "a", si, st, e)
    return out


def registers(evs):
    """A register sum's reads before its first write or update read the
    value it had before the region (an SSA value, in no order with the
    region's updates): left out."""
    first = {}
    for x, e in enumerate(evs):
        for loc, mode in e["accs"]:
            if len(loc) == 1 and mode != "r" and loc not in first:
                first[loc] = x
    for x, e in enumerate(evs):
        e["accs"] = [(loc, mode) for loc, mode in e["accs"]
                     if not (len(loc) == 1 and mode == "r" and x < first.get(loc, len(evs)))]
    return evs


def conflict(m1, m2):
    if m1 == "w" or m2 == "w":
        return True
    if m1 == "r" and m2 == "r":
        return False
    return m1 != m2   # a read and an update, or updates of two operators


def keeps_order(evs, key):
    """Whether ordering the instances by key keeps the order of every two
    conflicting accesses to one location."""
    order = sorted(range(len(evs)), key=lambda x: key(evs[x], x))
    pos = [0] * len(evs)
    for rank, x in enumerate(order):
        pos[x] = rank
    by_loc = collections.defaultdict(list)
    for x, e in enumerate(evs):
        for loc, mode in e["accs"]:
            by_loc[loc].append((x, mode))
    for accs in by_loc.values():
        # Earlier instances: the latest new position by mode.
        latest = {}
        i = 0
        while i < len(accs):
            x = accs[i][0]
            group = []
            while i < len(accs) and accs[i][0] == x:
                group.append(accs[i][1])
                i += 1
            for mode in group:
                for m, p in latest.items():
                    if conflict(mode, m) and p > pos[x]:
                        return False
            for mode in group:
                latest[mode] = max(latest.get(mode, -1), pos[x])
    return True


def fuse_key(nests, fused, env):
    """The order of a block fused (OpenMP's fuse: iteration t of each
    member, counted from its first, with the members' steps before)."""
    first = fused[0]
    trips = [n.trips(env) for n in nests]

    def unit(k, t0):
        pre = nests[k].pre
        if pre is None:
            return t0
        if pre[0] == "reverse":
            return trips[k] - 1 - t0
        return t0 // pre[1]

    def key(e, x):
        k = e["k"]
        if k in fused:
            return (first, unit(k, e["t"][0]), k, x)
        return (k, 0, 0, x)
    return key


def nest_key(step, nest, env):
    """The order of one nest after its first step (None: not modelled)."""
    word = step.split()[0]
    trips0 = nest.trips(env)
    if word == "tile":
        sizes = [int(s) for s in re.search(r"sizes\(([^)]*)\)", step).group(1).split(",")]
        if len(sizes) == 1:
            return lambda e, x: (e["t"][0] // sizes[0], x)
        return lambda e, x: (e["t"][0] // sizes[0],
                             e["t"][1] // sizes[1] if e["phase"] == "b" else 0, x)
    if word == "interchange":
        return lambda e, x: (e["t"][1], e["t"][0], x)
    if word == "reverse":
        return lambda e, x: (-e["t"][0], x)
    if word == "reverse-inner":
        return lambda e, x: (e["t"][0], -e["t"][1], x)
    if word == "pack":
        return lambda e, x: x
    if word == "unroll_and_jam":
        u = int(re.search(r"count\((\d+)\)", step).group(1))

        def key(e, x):
            t0 = e["t"][0]
            blk = t0 // u
            if (blk + 1) * u > trips0:      # the remainder: as written
                return (blk, 9, x)
            if e["phase"] == "b":
                return (blk, 1, e["t"][1], t0, e["si"])
            return (blk, 2, t0, e["si"])
        return key
    return None


def legality(nests, calls, key_of, strict=True):
    """legal, illegal, over every call's environment."""
    for env, binding in calls:
        evs = registers(events(nests, env, binding, strict))
        key = key_of(env)
        if key is None:
            return "unknown"
        if not keeps_order(evs, key):
            return "illegal"
    return "legal"


# -------------------------------------------------------------- program

class Fn:
    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.params = "int n, int m"
        self.pre = []           # declarations before the region
        self.region = None      # ("fuse", nests, fuse_steps, fused) / ("nest", nest, steps)
        self.post = []          # statements after the region
        self.ret = "0u"
        self.calls = []         # (C arguments, env, binding)
        self.note = {}
        self.expect = []        # per chain: (nest attr for the line, expect, steps)


def subst(expr, var):
    return expr.replace("@", var)


class Program:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.meta = []
        self.fns = []
        self.reference_o2 = False

    def pick(self, seq, weights=None):
        return self.rng.choices(seq, weights=weights)[0] if weights else self.rng.choice(seq)

    def coin(self, p):
        return self.rng.random() < p

    def emit(self, text=""):
        self.lines.append(text)

    # ------------------------------------------------ kind 1: register sums
    def sum_stmt(self, op, reads, var):
        """s OP= an expression of READS (each (array, subscripts))."""
        rng = self.rng
        k = rng.randint(2, 9)
        terms = " + ".join("%s%s" % (a, "".join("[%s]" % x for x in subs))
                           for a, subs in reads)
        expr = "(%s) * %du + %s" % (terms, k, var) if self.coin(0.5) else \
            "%s * %du" % (terms, k) if len(reads) == 1 else "(%s) * %du" % (terms, k)
        if op == "*=":
            expr = "(%s) | 1u" % expr
        if op == "|=":
            expr = "(%s) & 0x%xu" % (expr, rng.choice([0x101, 0x8421, 0xf00f, 0x3c]))
        accs = [(a, subs, "r") for a, subs in reads] + [("s", [], op)]
        guard = None
        text = "s %s %s;" % (op, expr)
        if self.coin(0.12) and op in ("^=", "+="):
            # An update under a condition on the data (the value is safe
            # to compute either way).
            a, subs = reads[0]
            text = "if (%s%s & %du) s %s %s;" % (a, "".join("[%s]" % x for x in subs),
                                                rng.choice([1, 2, 4]), op, expr)
        return Stmt(text, accs, guard)

    def bound_1d(self, runtime, slack):
        """(lo, hi, call value of n) of a 1-D member loop over 64 elements,
        SLACK elements kept free at each end for offsets."""
        rng = self.rng
        lo = rng.randint(slack, slack + 2)
        if runtime:
            hi = self.pick(["n", "n - 1", "n - 2"])
        else:
            hi = str(rng.randint(20, 63 - slack - 2))
        return lo, hi

    def kind1_fuse(self, f):
        rng = self.rng
        runtime = self.coin(0.6)
        op = self.pick(OPS)
        init = rng.choice([0, 1, 3, 7, 0x55]) if op != "*=" else rng.choice([1, 3, 5])
        two_d = self.coin(0.3)
        patterns = ["sum-read", "sum-read", "sum-nonread", "read-sum", "sum-sumread",
                    "set-sum", "sum-recur", "sum-guardread", "sum-nonread-read",
                    "nonread-sum-read"]
        if two_d:
            patterns = ["sum-read", "sum-nonread", "read-sum", "sum-sumread"]
        pat = self.pick(patterns)
        roles = pat.split("-")
        f.note.update(shape="k1-fuse" + ("-2d" if two_d else ""),
                      bounds="rt" if runtime else "const", stmt=pat)
        nests = []
        sum_trips = None
        uses_t = False
        for idx, role in enumerate(roles):
            o = rng.randint(-1, 1)
            if two_d:
                hi = "n" if runtime else str(rng.randint(8, 22))
                lo = self.pick(["0", "1"])
                loops = [Loop("i", lo, hi), Loop("j", "0", "m" if runtime else
                                                  str(rng.randint(4, 22)))]
                v = "i"
                row = lambda off: ["i" + {-1: " - 1", 0: "", 1: " + 1"}[off], "j"]
                src, dst = ("M", "N") if idx == 0 else ("N", "M")
                if role == "sum":
                    body = [self.sum_stmt(op, [(src, ["i", "j"])], "j")]
                elif role == "read":
                    body = [Stmt("%s[i][j] = s + %s[i][j] * %du;" % (dst, src, rng.randint(2, 5)),
                                 [("s", [], "r"), (src, ["i", "j"], "r"), (dst, ["i", "j"], "w")])]
                elif role == "sumread":
                    uses_t = True
                    body = [Stmt("t += s ^ %s[i][j];" % src,
                                 [("s", [], "r"), (src, ["i", "j"], "r"), ("t", [], "+=")])]
                else:   # nonread
                    subs = row(o)
                    if o < 0:
                        loops[0].lo = "1"
                    if o > 0 and not runtime:
                        loops[0].hi = str(min(int(loops[0].hi), 22))
                    body = [Stmt("%s[i][j] = %s[%s][j] * %du + j;" % (dst, src, subs[0], rng.randint(2, 7)),
                                 [(src, subs, "r"), (dst, ["i", "j"], "w")])]
                nests.append(Nest(loops, body))
                continue
            v = "i%d" % idx
            lo, hi = self.bound_1d(runtime, 1)
            down = self.coin(0.2)
            lp = Loop(v, lo, hi, down=down)
            a = self.pick(["A", "B"])
            w = "C" if idx % 2 == 0 else "D"
            off = "%s%s" % (v, {-1: " - 1", 0: "", 1: " + 1"}[o])
            if role == "sum":
                body = [self.sum_stmt(op, [(a, [off])], v)]
                if self.coin(0.3):
                    body.append(Stmt("%s[%s] = %s[%s] + %du;" % (w, v, a, v, rng.randint(1, 9)),
                                     [(a, [v], "r"), (w, [v], "w")]))
                if not runtime:
                    sum_trips = (int(lo), int(hi))
            elif role == "read":
                body = [Stmt("%s[%s] = s + %s[%s] * %du;" % (w, v, a, off, rng.randint(2, 5)),
                             [("s", [], "r"), (a, [off], "r"), (w, [v], "w")])]
            elif role == "sumread":
                uses_t = True
                body = [Stmt("t += s ^ %s[%s];" % (a, off),
                             [("s", [], "r"), (a, [off], "r"), ("t", [], "+=")])]
            elif role == "set":
                body = [Stmt("s = %s[%s] * %du + %s;" % (a, off, rng.randint(2, 9), v),
                             [(a, [off], "r"), ("s", [], "w")])]
            elif role == "recur":
                body = [Stmt("s = s * %du + %s[%s];" % (rng.choice([3, 5, 7]), a, off),
                             [("s", [], "r"), (a, [off], "r"), ("s", [], "w")])]
            elif role == "guardread":
                # Reads s only from the sum's last iteration on: legal when
                # the guard is past the summing loop's end.
                g = rng.randint(2, 12)
                lp = Loop(v, "0", hi)
                body = [Stmt("%s[%s] = s + %s;" % (w, v, v),
                             [("s", [], "r"), (w, [v], "w")], guard="%s >= %d" % (v, g))]
            else:   # nonread
                src = self.pick(["A", "B", "C", "D"])
                body = [Stmt("%s[%s] = %s[%s] * %du + %s;" % (w, v, src, off, rng.randint(2, 9), v),
                             [(src, [off], "r"), (w, [v], "w")])]
            nests.append(Nest([lp], body))
        if pat == "sum-guardread":
            # A short summing loop: the guard decides the legality.
            nests[0].loops[0].lo = "0"
            nests[0].loops[0].hi = str(rng.randint(2, 10))
            nests[0].loops[0].down = False
        fused = list(range(len(nests)))
        fuse = "fuse"
        if len(nests) == 3:
            fused = [0, 1]
            fuse = "fuse looprange(1, 2)"
        # A locality step on a member before the fuse.
        for k in fused:
            if self.coin(0.15):
                nests[k].pre = ("reverse", 0) if self.coin(0.5) else ("tile", rng.choice([2, 4, 8]))
        after = self.pick([[], [], ["tile sizes(%d) on(fused)" % rng.choice([4, 8])],
                           ["tile sizes(8) on(fused)", "vectorize width(4) on(intratile(1))"],
                           ["vectorize width(4)"], ["unroll count(2)"], ["reverse on(fused)"],
                           ["tile sizes(4)", "unroll count(2) on(intratile(1))"]])
        if two_d and any("vectorize" in a for a in after):
            after = ["tile sizes(8) on(fused)"]
        f.pre.append("unsigned s = %du;" % init)
        if uses_t:
            f.pre.append("unsigned t = 1u;")
        f.region = ("fuse", nests, [fuse] + after, fused)
        f.post.append("D[%d] = s;" % rng.randint(40, 63))
        f.ret = "s ^ t" if uses_t else "s"
        calls = self.calls_for(f, runtime, two_d)
        exp = legality(nests, calls, lambda env: fuse_key(nests, fused, env))
        f.expect.append((nests[fused[0]], exp, [fuse] + after))

    def calls_for(self, f, runtime, two_d, n_range=None, m_range=None):
        rng = self.rng
        out = []
        for _ in range(rng.choice([1, 1, 2])):
            if two_d:
                n = rng.randint(*(n_range or (6, 22)))
                m = rng.randint(*(m_range or (4, 22)))
            else:
                n = rng.randint(*(n_range or (20, 60)))
                m = rng.randint(*(m_range or (1, 8)))
            out.append(({"n": n, "m": m}, {}))
            f.calls.append("rt(%d), rt(%d)" % (n, m))
            if not runtime:
                break
        return out

    def kind1_nest(self, f):
        rng = self.rng
        runtime = self.coin(0.6)
        op = self.pick(OPS)
        init = rng.choice([0, 1, 3, 0x55]) if op != "*=" else rng.choice([1, 3, 5])
        shape = self.pick(["perfect", "perfect-read", "imperfect-read", "imperfect"],
                          [3, 3, 3, 1])
        hi0 = "n" if runtime else str(rng.randint(6, 24))
        hi1 = "m" if runtime else str(rng.randint(4, 24))
        loops = [Loop("i", "0", hi0), Loop("j", "0", hi1)]
        src = self.pick(["M", "N"])
        dst = "N" if src == "M" else "M"
        body = [self.sum_stmt(op, [(src, ["i", "j"])], self.pick(["i", "j", "i * j"]))]
        after = []
        if shape == "perfect-read":
            body.append(Stmt("%s[i][j] = s + i;" % dst,
                             [("s", [], "r"), (dst, ["i", "j"], "w")]))
        elif shape == "imperfect-read":
            after.append(Stmt("C[i] = s ^ %du;" % rng.randint(1, 99),
                              [("s", [], "r"), ("C", ["i"], "w")]))
        elif shape == "imperfect":
            after.append(Stmt("C[i] = %s[i][0] + %du;" % (src, rng.randint(1, 99)),
                              [(src, ["i", "0"], "r"), ("C", ["i"], "w")]))
        nest = Nest(loops, body, after)
        u = rng.randint(2, 4)
        if shape.startswith("perfect"):
            a, b = rng.choice([2, 3, 4, 8]), rng.choice([2, 4, 8])
            chains = [
                ["tile sizes(%d, %d)" % (a, b)],
                ["tile sizes(%d, %d)" % (a, b), "vectorize width(4) on(intratile(2))"],
                ["tile sizes(%d, %d)" % (a, b), "interchange on(grid(1))"],
                ["tile sizes(%d, %d)" % (a, b), "unroll_and_jam count(%d) on(intratile(1))" % u],
                ["tile sizes(%d)" % a, "unroll count(2) on(intratile(1))"],
                ["interchange"], ["interchange", "vectorize width(4) on(inner)"],
                ["interchange", "reverse on(outer)"],
                ["reverse"], ["reverse", "interchange on(reversed)"],
                ["unroll_and_jam count(%d)" % u],
                ["unroll_and_jam count(%d)" % u, "vectorize width(4) on(inner)"],
                ["unroll_and_jam count(%d)" % u, "unroll count(2) on(outer)"],
                ["reverse-inner"],
            ]
        else:
            chains = [["reverse"], ["tile sizes(%d)" % rng.choice([2, 3, 4, 8])],
                      ["unroll_and_jam count(%d)" % u],
                      ["unroll_and_jam count(%d)" % u, "vectorize width(4) on(inner)"],
                      ["reverse", "unroll_and_jam count(%d) on(reversed)" % u]]
        steps = self.pick(chains)
        f.note.update(shape="k1-nest", bounds="rt" if runtime else "const",
                      stmt=shape + "/" + op)
        f.pre.append("unsigned s = %du;" % init)
        f.post.append("D[%d] = s;" % rng.randint(40, 63))
        f.ret = "s"
        calls = self.calls_for(f, runtime, True)
        self.set_nest_chain(f, nest, steps, calls)

    def set_nest_chain(self, f, nest, steps, calls, strict=True, known=True):
        if steps[0] == "reverse-inner":
            nest.inner_chain = ["reverse"]
            f.region = ("nest", nest, [])
            exp = legality([nest], calls, lambda env: nest_key("reverse-inner", nest, env),
                           strict) if known else "unknown"
            f.expect.append(("inner", exp, ["reverse"]))
            return
        if steps[0].startswith("pack-inner"):
            nest.inner_chain = [steps[0].replace("pack-inner", "pack")]
            f.region = ("nest", nest, [])
            f.expect.append(("inner", "legal" if known else "unknown", nest.inner_chain))
            return
        f.region = ("nest", nest, steps)
        exp = legality([nest], calls, lambda env: nest_key(steps[0], nest, env),
                       strict) if known else "unknown"
        f.expect.append(("outer", exp, steps))

    # ---------------------------------------- kind 2: out-of-row subscripts
    def kind2(self, f):
        rng = self.rng
        self.reference_o2 = True
        runtime = self.coin(0.6)
        param = self.coin(0.4)
        arr = "P" if param else "X"
        stmt = self.pick(["write-next", "read-next", "write-read-next", "write-next-only",
                          "read-prev", "sum-next"])
        k = rng.randint(2, 9)
        lo0 = "1" if stmt == "read-prev" else "0"
        rows = 10 if stmt == "read-prev" else 9
        if stmt == "write-next":
            body = [Stmt("%s[i][j + 1] = %s[i][j] * %du + i;" % (arr, arr, k),
                         [(arr, ["i", "j"], "r"), (arr, ["i", "j + 1"], "w")])]
        elif stmt == "read-next":
            body = [Stmt("Y[i][j] = %s[i][j + 1] * %du + Y[i][j];" % (arr, k),
                         [(arr, ["i", "j + 1"], "r"), ("Y", ["i", "j"], "r"),
                          ("Y", ["i", "j"], "w")])]
        elif stmt == "write-read-next":
            body = [Stmt("%s[i][j] = %s[i][j] + %du;" % (arr, arr, k),
                         [(arr, ["i", "j"], "r"), (arr, ["i", "j"], "w")]),
                    Stmt("Y[i][j] += %s[i][j + 1];" % arr,
                         [(arr, ["i", "j + 1"], "r"), ("Y", ["i", "j"], "r"),
                          ("Y", ["i", "j"], "w")])]
        elif stmt == "write-next-only":
            body = [Stmt("%s[i][j + 1] += Y[i][j] * %du;" % (arr, k),
                         [("Y", ["i", "j"], "r"), (arr, ["i", "j + 1"], "r"),
                          (arr, ["i", "j + 1"], "w")])]
        elif stmt == "read-prev":
            body = [Stmt("%s[i][j] = %s[i][j - 1] + Y[i][j] * %du;" % (arr, arr, k),
                         [(arr, ["i", "j - 1"], "r"), ("Y", ["i", "j"], "r"),
                          (arr, ["i", "j"], "w")])]
        else:   # sum-next: a register sum of the next elements, written back
            body = [Stmt("s += %s[i][j + 1] * %du;" % (arr, k),
                         [(arr, ["i", "j + 1"], "r"), ("s", [], "+=")]),
                    Stmt("%s[i][j] ^= s;" % arr,
                         [("s", [], "r"), (arr, ["i", "j"], "r"), (arr, ["i", "j"], "w")])]
            f.pre.append("unsigned s = 1u;")
            f.ret = "s"
        jlo = "1" if stmt == "read-prev" and self.coin(0.3) else "0"
        if stmt == "read-prev" and jlo == "0":
            lo0 = "1"
        loops = [Loop("i", lo0, "n" if runtime else str(rows)),
                 Loop("j", jlo, "m" if runtime else "8")]
        nest = Nest(loops, body)
        a, b = rng.choice([2, 3, 4]), rng.choice([2, 4, 8])
        packed = arr
        chains = [["tile sizes(%d, %d)" % (a, b)],
                  ["tile sizes(%d, %d)" % (a, b), "vectorize width(4) on(intratile(2))"],
                  ["tile sizes(%d)" % a], ["interchange"],
                  ["interchange", "vectorize width(4) on(inner)"],
                  ["reverse"], ["reverse-inner"],
                  ["tile sizes(%d, %d)" % (a, b), "pack array(%s) on(intratile(1))" % packed],
                  ["pack array(%s)" % packed], ["pack-inner array(%s)" % packed],
                  ["reverse", "pack array(%s) on(reversed)" % packed]]
        steps = self.pick(chains)
        if param:
            f.params = "unsigned P[][8], int n, int m"
        f.note.update(shape="k2-" + ("param" if param else "global"),
                      bounds="rt" if runtime else "const", stmt=stmt)
        calls = []
        for c in range(rng.choice([1, 2, 2])):
            n = rng.randint(max(3, int(lo0) + 2), rows) if runtime else rows
            m = rng.choice([8, 7]) if runtime else 8
            if runtime and c == 1 and calls:
                m = 15 - calls[0][0]["m"]   # the other of 7 and 8
            target = self.pick(["X", "Y"]) if param else "X"
            calls.append(({"n": n, "m": m}, {"P": target}))
            f.calls.append(("%s, " % target if param else "") + "rt(%d), rt(%d)" % (n, m))
            if not runtime:
                break
        # Legality in flat memory (as the machine runs it); unknown under
        # run-time bounds, where loopcc's run-time check decides.
        self.set_nest_chain(f, nest, steps, calls, strict=False, known=not runtime)

    # ------------------------------------------ kind 3: modulo under pack
    def mod_read(self, vars_):
        rng = self.rng
        i = vars_[0]
        j = vars_[1] if len(vars_) > 1 else vars_[0]
        k = vars_[2] if len(vars_) > 2 else None
        c = rng.randint(0, 15)
        rowf = [("(%s + %d) %% 16" % (i, c)), ("(%s + %s + %d) %% 16" % (i, j, c % 4)),
                ("(2 * %s + %d) %% 16" % (i, c)), ("(%s + %d) %% 16" % (j, c)),
                ("(%s * 3 + %s) %% 16" % (i, j))]
        colf = [("%s %% 5" % j), ("(%s + %d) %% 5" % (j, c % 5)), ("(%s + %s) %% 5" % (i, j)),
                ("(%s + %d) %% 5" % (i, c % 5)), ("(2 * %s + 1) %% 5" % j)]
        if k:
            rowf.append("(%s + %s) %% 16" % (i, k))
            colf.append("(%s + %s) %% 5" % (j, k))
        return (self.pick(rowf), self.pick(colf))

    def kind3(self, f):
        rng = self.rng
        depth = self.pick([1, 2, 2, 2, 3])
        runtime = depth > 1 and self.coin(0.3)
        vars_ = ["i", "j", "k"][:depth]
        nreads = rng.randint(1, 6)
        reads = [self.mod_read(vars_) for _ in range(nreads)]
        terms = []
        for r, (row, col) in enumerate(reads):
            t = "Q[%s][%s]" % (row, col)
            terms.append(t if r == 0 else "%s * %du" % (t, rng.randint(2, 9)))
        expr = " + ".join(terms)
        accs = [("Q", [row, col], "r") for row, col in reads]
        target = self.pick(["R", "s"]) if depth > 1 else self.pick(["A", "s"])
        if target == "s":
            f.pre.append("unsigned s = 0u;")
            f.ret = "s"
            body = [Stmt("s += %s;" % expr, accs + [("s", [], "+=")])]
            stmt = "sum"
        elif target == "A":
            body = [Stmt("A[i] = %s;" % expr, accs + [("A", ["i"], "w")])]
            stmt = "map"
        elif depth == 3:
            body = [Stmt("R[i][j] += %s;" % expr, accs + [("R", ["i", "j"], "r"),
                                                           ("R", ["i", "j"], "w")])]
            stmt = "acc"
        else:
            body = [Stmt("R[i][j] = %s;" % expr, accs + [("R", ["i", "j"], "w")])]
            stmt = "map"
        hi = "n" if runtime else "16"
        loops = [Loop(v, "0", hi if idx == 0 else "16") for idx, v in enumerate(vars_)]
        f.note.update(shape="k3-pack-%dd" % depth, bounds="rt" if runtime else "const",
                      stmt="%s/%dreads" % (stmt, nreads))
        if depth == 1:
            chains = [["pack array(Q)"], ["tile sizes(4)", "pack array(Q) on(intratile(1))"],
                      ["tile sizes(8)", "pack array(Q) on(intratile(1))"]]
        else:
            chains = [["pack array(Q)"],
                      ["tile sizes(4, 4)", "pack array(Q) on(intratile(1))"],
                      ["tile sizes(8)", "pack array(Q) on(intratile(1))"],
                      ["tile sizes(4, 8)", "pack array(Q) on(intratile(2))"],
                      ["pack array(Q)", "tile sizes(4, 4) on(packed)"],
                      ["pack-inner array(Q)"]]
            if target == "R":
                chains.append(["tile sizes(4, 4)", "pack array(Q) on(intratile(1))",
                               "pack array(R) on(packed)"])
        steps = self.pick(chains)
        # The loops of a 3-deep nest are written as two: the innermost
        # (k) is a statement-level loop of the body in the text.
        nest = Nest(loops[:2], body) if depth < 3 else Nest(loops[:2], [])
        nest.deep = loops[2] if depth == 3 else None
        if depth == 3:
            nest.deep_body = body
        f.calls.append("rt(%d), rt(%d)" % (16, 16))
        if depth == 3 and steps[0] == "pack-inner array(Q)":
            steps = ["pack array(Q)"]
        if steps[0].startswith("pack-inner"):
            nest.inner_chain = [steps[0].replace("pack-inner", "pack")]
            f.region = ("nest", nest, [])
            f.expect.append(("inner", "legal", nest.inner_chain))
        else:
            f.region = ("nest", nest, steps)
            f.expect.append(("outer", "legal", steps))
        # Subscripts within their dimensions: every modulo is.

    # ---------------------------- kind 4: fuse, triangular and guarded members
    def kind4(self, f):
        rng = self.rng
        runtime = self.coin(0.6)
        two_d = self.coin(0.65)
        form = self.pick(["tri-lt", "tri-le", "guard"]) if two_d else "guard"
        o = rng.randint(-2, 2)
        oc = rng.randint(-1, 1) if two_d else 0
        rev_o = rng.randint(-1, 1)
        g = rng.randint(1, 3)
        k1, k2 = rng.randint(2, 9), rng.randint(2, 9)
        if two_d:
            hi = "n" if runtime else str(rng.randint(8, 21))
            lo2 = str(max(0, -o))
            l1 = [Loop("i", "0", hi), Loop("j", "0", hi)]
            body1 = [Stmt("M[i][j] = N[i%s][j] * %du + i;" % (
                {-1: " - 1", 0: "", 1: " + 1"}[rev_o], k1),
                [("N", ["i%+d" % rev_o if rev_o else "i", "j"], "r"), ("M", ["i", "j"], "w")])]
            if rev_o < 0:
                l1[0].lo = "1"
            sub_i = "i%s" % (" + %d" % o if o > 0 else " - %d" % -o if o < 0 else "")
            sub_j = "j%s" % (" + 1" if oc > 0 else " - 1" if oc < 0 else "")
            jlo = "1" if oc < 0 else "0"
            if form == "tri-lt":
                inner = Loop("j", jlo, "i")
                guard = None
            elif form == "tri-le":
                inner = Loop("j", jlo, "i", "<=")
                guard = None
            else:
                inner = Loop("j", jlo, hi)
                guard = self.pick(["i >= %d" % g, "j <= i", "i >= %d" % (g + 1)])
            l2 = [Loop("i", lo2, hi), inner]
            body2 = [Stmt("N[i][j] = M[%s][%s] + j * %du;" % (sub_i, sub_j, k2),
                          [("M", [sub_i, sub_j], "r"), ("N", ["i", "j"], "w")], guard=guard)]
        else:
            hi = "n" if runtime else str(rng.randint(20, 60))
            l1 = [Loop("i", "0", hi)]
            body1 = [Stmt("A[i] = B[i%s] * %du + i;" % (
                {-1: " - 1", 0: "", 1: " + 1"}[rev_o], k1),
                [("B", ["i%+d" % rev_o if rev_o else "i"], "r"), ("A", ["i"], "w")])]
            if rev_o < 0:
                l1[0].lo = "1"
            sub_i = "i%s" % (" + %d" % o if o > 0 else " - %d" % -o if o < 0 else "")
            guard = "i >= %d" % max(g, -o)
            l2 = [Loop("i", self.pick(["0", "1"]), hi, down=self.coin(0.2))]
            body2 = [Stmt("B[i] = A[%s] + C[i] * %du;" % (sub_i, k2),
                          [("A", [sub_i], "r"), ("C", ["i"], "r"), ("B", ["i"], "w")],
                          guard=guard)]
        nests = [Nest(l1, body1), Nest(l2, body2)]
        fused = [0, 1]
        for k in fused:
            if self.coin(0.12):
                nests[k].pre = ("reverse", 0) if self.coin(0.5) else ("tile", rng.choice([2, 4]))
        after = self.pick([[], [], ["tile sizes(%d)" % rng.choice([4, 8])], ["reverse on(fused)"],
                           ["unroll count(2)"], ["vectorize width(4)"]])
        if two_d and after == ["vectorize width(4)"]:
            after = ["tile sizes(4) on(fused)"]
        f.note.update(shape="k4-fuse-" + ("2d" if two_d else "1d"),
                      bounds="rt" if runtime else "const", stmt="%s/o%+d" % (form, o))
        f.region = ("fuse", nests, ["fuse"] + after, fused)
        calls = self.calls_for(f, runtime, two_d, n_range=(6, 21) if two_d else (20, 60))
        exp = legality(nests, calls, lambda env: fuse_key(nests, fused, env))
        f.expect.append((nests[0], exp, ["fuse"] + after))

    # ------------------------------------------------------------- text
    def directives(self, steps, indent):
        for st in reversed(steps):
            self.emit("%s#pragma loop transform %s" % (indent, st))

    def nest_text(self, nest, indent, chain=None):
        if nest.pre:
            kind, size = nest.pre
            self.emit("%s#pragma loop transform %s" % (
                indent, "reverse" if kind == "reverse" else "tile sizes(%d)" % size))
        if chain:
            self.directives(chain, indent)
        nest.line = len(self.lines) + 1
        self.emit(indent + nest.loops[0].header() + (" {" if nest.after else ""))
        ind = indent + "  "
        if len(nest.loops) > 1:
            if nest.inner_chain:
                self.directives(nest.inner_chain, ind)
            nest.inner_line = len(self.lines) + 1
            deep = getattr(nest, "deep", None)
            body = nest.deep_body if deep else nest.body
            braces = len(body) > 1
            if deep:
                self.emit(ind + nest.loops[1].header())
                ind += "  "
                self.emit(ind + deep.header() + (" {" if braces else ""))
            else:
                self.emit(ind + nest.loops[1].header() + (" {" if braces else ""))
            for st in body:
                for ln in st.lines():
                    self.emit(ind + "  " + ln)
            if braces:
                self.emit(ind + "}")
            ind = indent + "  "
            for st in nest.after:
                for ln in st.lines():
                    self.emit(ind + ln)
            if nest.after:
                self.emit(indent + "}")
        else:
            if len(nest.body) > 1:
                self.lines[-1] += " {"
            for st in nest.body:
                for ln in st.lines():
                    self.emit(ind + ln)
            if len(nest.body) > 1:
                self.emit(indent + "}")

    def function_text(self, f):
        self.emit("// nest %s: kind=%d %s elem=unsigned wrap=kind%d" % (
            f.name, f.kind, " ".join("%s=%s" % kv for kv in sorted(f.note.items())), f.kind))
        self.emit("__attribute__((noinline)) unsigned %s(%s) {" % (f.name, f.params))
        for d in f.pre:
            self.emit("  " + d)
        region = f.region
        if region[0] == "fuse":
            _, nests, steps, fused = region
            self.directives(steps, "  ")
            self.emit("  {")
            for nest in nests:
                self.nest_text(nest, "    ")
            self.emit("  }")
        else:
            _, nest, steps = region
            self.nest_text(nest, "  ", steps)
        for st in f.post:
            self.emit("  " + st)
        self.emit("  return %s;" % f.ret)
        self.emit("}")
        self.emit()
        for ci, (where, exp, steps) in enumerate(f.expect):
            if where == "outer":
                line = region[1].line
            elif where == "inner":
                line = region[1].inner_line
            else:
                line = where.line
            self.meta.append("// chain %s.%d loop=%d expect=%s steps=%s" % (
                f.name, ci, line, exp, ",".join(s.split()[0] for s in steps)))

    def main_text(self):
        self.emit("static unsigned state = %du;" % (self.seed * 2654435761 % 2**32))
        self.emit("static unsigned next(void) {")
        self.emit("  state = state * 1103515245u + 12345u;")
        self.emit("  return state >> 7;")
        self.emit("}")
        self.emit()
        self.emit("static void check(const char *tag, unsigned r) {")
        self.emit('  printf("%s r=%u", tag, r);')
        for name, dims in ARRAYS.items():
            self.emit("  {")
            self.emit("    unsigned h = 2166136261u;")
            if len(dims) == 1:
                self.emit("    for (int i = 0; i < %d; i++) h = (h ^ %s[i]) * 16777619u;" %
                          (dims[0], name))
            else:
                self.emit("    for (int i = 0; i < %d; i++)" % dims[0])
                self.emit("      for (int j = 0; j < %d; j++) h = (h ^ %s[i][j]) * 16777619u;" %
                          (dims[1], name))
            self.emit('    printf(" %s=%%08x", h);' % name)
            self.emit("  }")
        self.emit('  printf("\\n");')
        self.emit("}")
        self.emit()
        self.emit("int main(void) {")
        for name, dims in ARRAYS.items():
            if len(dims) == 1:
                self.emit("  for (int i = 0; i < %d; i++) %s[i] = next();" % (dims[0], name))
            else:
                self.emit("  for (int i = 0; i < %d; i++)" % dims[0])
                self.emit("    for (int j = 0; j < %d; j++) %s[i][j] = next();" % (dims[1], name))
        self.emit('  check("init", 0u);')
        for f in self.fns:
            for c, args in enumerate(f.calls):
                self.emit('  check("%s#%d", %s(%s));' % (f.name, c, f.name, args))
        self.emit("  return 0;")
        self.emit("}")

    def text(self):
        count = self.rng.randint(3, 6)
        for idx in range(count):
            kind = self.rng.randint(1, 4)
            for attempt in range(20):
                f = Fn("f%d" % idx, kind)
                saved = self.rng.getstate()
                try:
                    if kind == 1:
                        (self.kind1_fuse if self.coin(0.55) else self.kind1_nest)(f)
                    elif kind == 2:
                        self.kind2(f)
                    elif kind == 3:
                        self.kind3(f)
                    else:
                        self.kind4(f)
                    break
                except Unsupported:
                    self.rng.setstate(saved)
                    self.rng.random()
            else:
                continue
            self.fns.append(f)
        self.emit("#include <stdio.h>")
        self.emit()
        for name, dims in ARRAYS.items():
            self.emit("unsigned %s%s;" % (name, "".join("[%d]" % d for d in dims)))
        self.emit("volatile int zero = 0;")
        self.emit("static int rt(int x) { return x + zero; }")
        self.emit()
        for f in self.fns:
            self.function_text(f)
        self.main_text()
        header = ["// gen_nests flags:", "// gen_nests loopcc flags:"]
        if self.reference_o2:
            header.append("// gen_nests reference: -O2")
        header.append("// gen_reliability seed %d: %s" % (
            self.seed, " ".join("%s=kind%d" % (f.name, f.kind) for f in self.fns)))
        shift = len(header) + len(self.meta)
        meta = []
        for m in self.meta:
            head, rest = m.split(" loop=")
            line, tail = rest.split(" ", 1)
            meta.append("%s loop=%d %s" % (head, int(line) + shift, tail))
        return "\n".join(header + meta + self.lines) + "\n"


# ------------------------------------------------------------ statistics

NOTE = re.compile(r"^// nest (\w+): (.*)$")


def stats(report_path, program_path, seed):
    """The report's steps, one line each, in gen_nests.py's columns; the
    step of a chain a `// chain` line names that its steps= list starts
    with carries its expectation (a fuse after a member's own steps; the
    chains of a fuse's other members are left out: the first member's
    chain has the fuse)."""
    notes = {}
    expects = {}
    with open(program_path) as f:
        for line in f:
            m = NOTE.match(line)
            if m:
                notes[m.group(1)] = dict(kv.split("=", 1) for kv in m.group(2).split())
            m = gen_nests.CHAIN.match(line)
            if m:
                expects[(m.group(1), int(m.group(3)))] = (m.group(4),
                                                         m.group(5).split(",")[0])
    try:
        with open(report_path) as f:
            report = json.load(f)
    except (OSError, ValueError):
        return
    for unit in report.get("units", []):
        for ci, chain in enumerate(unit.get("chains", [])):
            fn = re.sub(r"\..*$", "", chain.get("function", ""))
            exp = expects.get((fn, chain.get("line")))
            if exp is None:
                continue
            exp, first = exp
            note = notes.get(fn, {})
            # The expectation is the chain's first step's (a fuse's, after
            # the member's own steps before it).
            at = next((si for si, step in enumerate(chain.get("steps", []))
                       if step.get("transformation") == first), None)
            for si, step in enumerate(chain.get("steps", [])):
                print("\t".join([
                    str(seed), fn, str(ci), str(si), step.get("transformation", "?"),
                    step.get("directive", "?"), step.get("status", "?"),
                    exp if si == at else "unknown",
                    "rt" if step.get("runtime_check") else "-",
                    note.get("shape", "?"), note.get("bounds", "?"), note.get("stmt", "?"),
                    note.get("elem", "?"), note.get("wrap", "?"),
                    (step.get("reason") or "").replace("\t", " ").replace("\n", " ")[:300]]))


def main(argv):
    # The runner's generator options (--no-blocks, ...) do not apply.
    return gen_nests.generator_main(
        argv, __doc__, stats, lambda seed, argv: Program(seed).text())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
