"""Candidate chains: a machine model first, then a seeded search around it.

A *target* is one loop nest a chain can work on: a perfect nest of `for`
loops (the chain goes on its outermost loop), or one statement's nest of an
imperfect loop, reached by `distribute` then `on(piece(k))` (the pattern of
bench/polybench's gemm, 2mm, syrk, covariance chains). A *plan* is a
family of chains with its parameters (a permutation, tile sizes, a register
tile, a jam count, a vector width); rendering a plan for a target gives the
chain's `#pragma loop transform` steps, in the order they are applied.

The list of candidates for a target is fixed before anything is measured,
so that the same seed gives the same candidates whatever the timings:

1. Model plans, best guess first: for a 3-deep nest, the register tile of
   bench/locality/gemm_blis.c (cache blocks Mc x Nc x Kc from the L1 and L2
   sizes, a MR x NR tile of accumulators from the vector width and the
   number of vector registers, jammed by MR and vectorized along NR), in the
   loop order the accesses suggest (the counter absent from the written
   array's subscripts outside the register tile; the one indexing
   contiguous memory vectorized); then cache tiles with the contiguous loop
   innermost (docs/pragma.md's worked gemm), interchanges, 2-d register
   tiles and jams, strip-mine + jam, `parallelize` where there are cores,
   and `vectorize`/`unroll` of innermost loops.
2. Neighbours: a seeded random walk mutates one parameter of a model plan
   (a tile size doubled or halved, another register tile, another order,
   `separate` on or off, another jam count or width), favouring the first
   plans. Duplicates are dropped.

loopcc judges legality; the tuner only proposes.
"""

import itertools
import random

from nests import pieces, accesses


class Target:
    def __init__(self, function, region, header, nest, piece=None):
        self.function = function      # Function
        self.region = region          # the top loop's number: one chain set per region
        self.header = header          # Loop the chain is written on
        self.nest = nest              # Loops of the (would-be) perfect nest, outermost first
        self.piece = piece            # k of on(piece(k)) after distribute, or None
        self.acc = accesses(nest[-1].node) if nest[-1].node else None
        self.vars = [l.var for l in nest]

    @property
    def depth(self):
        return min(len(self.nest), 4)

    def describe(self):
        names = ", ".join(v or "?" for v in self.vars)
        where = "loop %d" % self.header.number
        if self.piece:
            where += " piece %d" % self.piece
        return "%s %s (line %s): %d-deep nest %s" % (self.function.name, where, self.header.line, len(self.nest), names)


def targets_of(fn):
    """Every target of a function, grouped by region (its top loop)."""
    out = []
    top_of = {}
    for l in fn.loops:
        p = l
        while p.parent:
            p = p.parent
        top_of[l.number] = p.number
    inner_of_perfect = set()
    for l in fn.loops:
        for inner in l.perfect[1:]:
            inner_of_perfect.add(inner.number)
    for l in fn.loops:
        if l.kind != "ForStmt":
            continue
        region = top_of[l.number]
        if l.number not in inner_of_perfect and (l.depth >= 2 or not l.children):
            out.append(Target(fn, region, l, l.perfect))
        if l.depth == 1 and l.children:
            ps = pieces(l)
            if 2 <= len(ps) <= 8:
                for k, path in enumerate(ps, 1):
                    if len(path) >= 2 and all(p.kind == "ForStmt" for p in path):
                        out.append(Target(fn, region, l, path, piece=k))
    return out


def _perm_text(P):
    if len(P) == 2:
        return "interchange"
    return "interchange permutation(%s)" % ", ".join(map(str, P))


def _sizes(T):
    return "tile sizes(%s)" % ", ".join(map(str, T))


def _pow2_floor(x):
    p = 1
    while p * 2 <= x:
        p *= 2
    return p


class Plan:
    """A family of chains and its parameters (hashable, mutable by search)."""

    def __init__(self, family, **params):
        self.family = family
        self.params = params

    def copy(self, **changes):
        p = dict(self.params)
        p.update(changes)
        return Plan(self.family, **p)


def render(plan, t, lanes):
    """The chain of `plan` on target `t`: [(loop number, [steps, first applied first])]."""
    p = plan.params
    d = t.depth
    steps = []
    header = t.header.number

    def add(text, role=None):
        if not steps and t.piece:
            steps.append("distribute")
            text += " on(piece(%d))" % t.piece
        elif steps and role:
            text += " on(%s)" % role
        steps.append(text)

    fam = plan.family
    P = tuple(p.get("perm", range(1, d + 1)))
    ident = P == tuple(range(1, d + 1))
    if fam == "perm":
        if ident or (p.get("vec") and p.get("par")):
            return None
        add(_perm_text(P))
        if p.get("vec"):
            add("vectorize width(%d)" % lanes, "inner")
        if p.get("par"):
            add("parallelize", "level(1)" if d > 2 else "outer")
    elif fam == "tile":
        if not ident:
            add(_perm_text(P))
        add(_sizes(p["sizes"][:d]), None if ident else "level(1)")
        if p.get("par"):
            add("parallelize", "grid(1)")
    elif fam == "tileperm":
        if ident:
            return None
        add(_sizes(p["sizes"][:d]))
        add("interchange permutation(%s)" % ", ".join(map(str, P)) if d > 2 else "interchange", "intratile(1)")
    elif fam == "reg3":
        if d != 3:
            return None
        mr, nr = p["reg"]
        if not ident:
            add(_perm_text(P))
        after = None if ident else "level(1)"
        if p.get("cache"):
            add(_sizes(p["cache"]), after)
            after = "intratile(1)"
        add("tile sizes(%d, %d)%s" % (mr, nr, " separate" if p.get("separate") else ""), after)
        add("interchange permutation(3, 1, 2)", "intratile(1)")
        add("unroll_and_jam count(%d)" % mr, "level(2)")
        add("vectorize width(%d)" % p.get("width", lanes), "inner")
    elif fam == "reg2":
        if d != 2:
            return None
        mr, nr = p["reg"]
        if not ident:
            add(_perm_text(P))
        add("tile sizes(%d, %d)%s" % (mr, nr, " separate" if p.get("separate") else ""), None if ident else "outer")
        add("unroll_and_jam count(%d)" % mr, "intratile(1)")
        add("vectorize width(%d)" % p.get("width", lanes), "inner")
    elif fam == "jam2":
        if d != 2:
            return None
        if not ident:
            add(_perm_text(P))
        add("unroll_and_jam count(%d)" % p["count"], None if ident else "outer")
        if p.get("vec"):
            add("vectorize width(%d)" % p.get("width", lanes), "inner")
    elif fam == "strip":
        if d < 2:
            return None
        add(_sizes([p["size"]]))
        add("unroll_and_jam count(%d)" % p["count"], "intratile(1)")
    elif fam == "par":
        if t.piece is None and t.header.parent is not None:
            return None                       # parallelize outermost loops only
        add("parallelize")
    elif fam == "vec1":
        if t.piece or d != 1:
            return None
        text = "vectorize width(%d)" % p["width"]
        if p.get("interleave"):
            text += " interleave(%d)" % p["interleave"]
        add(text)
    elif fam == "unroll1":
        if t.piece or d != 1:
            return None
        add("unroll count(%d)" % p["count"])
    else:
        return None
    return [(header, steps)]


def _inversions(P):
    return sum(1 for a, b in itertools.combinations(P, 2) if a > b)


class Model:
    """Sizes and orders the machine and the nest suggest (see module doc)."""

    def __init__(self, machine, t):
        self.m = machine
        self.t = t
        self.elem = t.acc.elem if t.acc else 8
        self.V = machine.lanes(self.elem)

    def unit(self, var):
        return (self.t.acc.unit.get(var, 0) if self.t.acc else 0)

    def perms(self):
        """Orders of the nest, the contiguous counter innermost first."""
        d = self.t.depth
        vs = self.t.vars
        ps = list(itertools.permutations(range(1, d + 1)))
        return sorted(ps, key=lambda P: (-self.unit(vs[P[-1] - 1]), _inversions(P), P))

    def reg3_perms(self):
        """(i, j, k) for the register tile: k reduces, j is contiguous."""
        vs = self.t.vars
        written = self.t.acc.written if self.t.acc else set()

        def score(P):
            a, b, c = (vs[x - 1] for x in P)
            return (-(c not in written), -(a in written and b in written), -self.unit(b), _inversions(P), P)
        return sorted(itertools.permutations((1, 2, 3)), key=score)

    def reg_tiles(self):
        """MR x NR register tiles: MR * NR/V accumulators plus NR/V + 2 spare registers."""
        V, R = self.V, self.m.registers
        prefer = [(4, 3), (6, 2), (8, 2), (4, 4), (8, 3)] if R >= 32 else [(6, 2), (4, 2), (3, 3), (2, 4)]
        out = []
        for mr, nv in prefer + [(mr, nv) for nv in (1, 2, 3, 4) for mr in (2, 3, 4, 5, 6, 7, 8, 10, 12, 14)]:
            if mr * nv + nv + 2 <= R and (mr, nv * V) not in out:
                out.append((mr, nv * V))
        return out

    def cache3(self, reg):
        """Mc x Nc x Kc: B's Kc x NR panel in L1, its Kc x Nc block in half of L2,
        A's Mc x Kc block in a sixteenth of L2 (BLIS's rule of thumb, which
        gives bench/polybench's 64 x 384 x 256 on a 48K L1 / 2M L2 machine)."""
        mr, nr = reg
        e = self.elem
        kc = max(64, min(1024, _pow2_floor(self.m.l1 // (nr * e))))
        nc = nr * max(1, _pow2_floor((self.m.l2 // 2) // (kc * e) // nr))
        mc = mr * max(1, _pow2_floor((self.m.l2 // 16) // (kc * e) // mr))
        return [mc, nc, kc]

    def cube(self, level):
        """A tile edge whose d-cube of three arrays fits cache `level`."""
        size = self.m.l1 if level == 1 else self.m.l2
        edge = int((size / (3.0 * self.elem)) ** 0.5)
        return max(8, min(1024, _pow2_floor(edge)))


def model_plans(machine, t):
    """Phase 1: the model's plans for target t, best guess first."""
    m = Model(machine, t)
    d = t.depth
    V = m.V
    plans = []
    perms = m.perms()
    best_perm = perms[0]
    other_perms = [P for P in perms if P != best_perm]
    small, big = m.cube(1), m.cube(2)
    par = machine.cores > 1
    if d == 3:
        regs = m.reg_tiles()
        r3 = m.reg3_perms()
        P = r3[0]
        reg = regs[0]
        cache = m.cache3(reg)
        plans.append(Plan("reg3", perm=P, cache=cache, reg=reg, separate=True))
        plans.append(Plan("tileperm", sizes=[2 * small, small, small], perm=best_perm))
        plans.append(Plan("tile", perm=best_perm, sizes=[small] * 3))
        plans.append(Plan("perm", perm=best_perm, vec=False))
        plans.append(Plan("reg3", perm=P, cache=cache, reg=reg, separate=False))
        plans.append(Plan("reg3", perm=P, cache=None, reg=reg, separate=True))
        for reg2 in regs[1:3]:
            plans.append(Plan("reg3", perm=P, cache=m.cache3(reg2), reg=reg2, separate=True))
        plans.append(Plan("perm", perm=best_perm, vec=True))
        if par:
            plans.append(Plan("tile", perm=best_perm, sizes=[2 * small, small, small], par=True))
            plans.append(Plan("perm", perm=best_perm, vec=False, par=True))
            plans.append(Plan("par"))
        plans.append(Plan("reg3", perm=r3[1], cache=m.cache3(reg), reg=reg, separate=True))
        plans.append(Plan("tile", perm=best_perm, sizes=[big // 4, big, big]))
        plans.append(Plan("strip", size=16 * 4, count=4))
        for P2 in other_perms:
            plans.append(Plan("perm", perm=P2, vec=False))
    elif d == 2:
        regs = m.reg_tiles()
        plans.append(Plan("reg2", perm=best_perm, reg=regs[0], separate=True))
        plans.append(Plan("jam2", perm=best_perm, count=4, vec=True))
        plans.append(Plan("perm", perm=(2, 1), vec=False))
        plans.append(Plan("tile", perm=best_perm, sizes=[small, small]))
        plans.append(Plan("jam2", perm=best_perm, count=8, vec=False))
        plans.append(Plan("strip", size=64, count=4))
        if par:
            plans.append(Plan("par"))
            plans.append(Plan("tile", perm=best_perm, sizes=[small, big], par=True))
        plans.append(Plan("reg2", perm=best_perm, reg=regs[1] if len(regs) > 1 else regs[0], separate=False))
        plans.append(Plan("perm", perm=(2, 1), vec=True))
        plans.append(Plan("tileperm", sizes=[small, small], perm=(2, 1)))
    elif d == 1:
        plans.append(Plan("vec1", width=V, interleave=0))
        plans.append(Plan("vec1", width=V, interleave=2))
        plans.append(Plan("unroll1", count=4))
        plans.append(Plan("vec1", width=2 * V, interleave=0))
        if par:
            plans.append(Plan("par"))
        plans.append(Plan("unroll1", count=8))
    else:  # 4 loops or more: orders and tiles of the outer four
        for P in perms[:3]:
            plans.append(Plan("perm", perm=P, vec=False))
        plans.append(Plan("tile", perm=best_perm, sizes=[small] * 4))
        plans.append(Plan("tileperm", sizes=[small] * 4, perm=best_perm))
        if par:
            plans.append(Plan("par"))
    return plans


def mutate(plan, rng, model):
    """One neighbour of `plan`: one parameter changed."""
    p = plan.params
    d = model.t.depth
    choices = []
    for key in ("sizes", "cache"):
        if p.get(key):
            choices.append(key)
    if "perm" in p:
        choices.append("perm")
    if "reg" in p:
        choices.append("reg")
    for key in ("separate", "vec", "par"):
        if key in p:
            choices.append(key)
    for key in ("count", "size", "width", "interleave"):
        if key in p:
            choices.append(key)
    if not choices:
        return None
    key = rng.choice(choices)
    if key in ("sizes", "cache"):
        sizes = list(p[key])
        i = rng.randrange(len(sizes))
        step = None
        if key == "cache" and "reg" in p:
            step = p["reg"][0] if i == 0 else (p["reg"][1] if i == 1 else None)
        if step and rng.random() < 0.5:
            sizes[i] = max(step, sizes[i] + rng.choice((-2, -1, 1, 2)) * step)
        else:
            sizes[i] = sizes[i] * 2 if rng.random() < 0.5 else max(2, sizes[i] // 2)
        sizes[i] = min(65536, sizes[i])
        return plan.copy(**{key: sizes})
    if key == "perm":
        perms = list(itertools.permutations(range(1, d + 1))) if plan.family != "reg3" else \
            list(itertools.permutations((1, 2, 3)))
        return plan.copy(perm=rng.choice(perms))
    if key == "reg":
        reg = rng.choice(model.reg_tiles()[:6])
        changes = {"reg": reg}
        if p.get("cache"):
            changes["cache"] = model.cache3(reg)
        return plan.copy(**changes)
    if key in ("separate", "vec", "par"):
        if key == "par" and not p.get("par") and model.m.cores < 2:
            return None
        return plan.copy(**{key: not p[key]})
    if key == "count":
        return plan.copy(count=rng.choice([c for c in (2, 4, 8, 16) if c != p["count"]]))
    if key == "size":
        return plan.copy(size=max(2, p["size"] * 2 if rng.random() < 0.5 else p["size"] // 2))
    if key == "width":
        return plan.copy(width=rng.choice([w for w in (model.V // 2, model.V, 2 * model.V) if w >= 2 and w != p["width"]]))
    if key == "interleave":
        return plan.copy(interleave=rng.choice([i for i in (0, 2, 4) if i != p["interleave"]]))
    return None


class Candidate:
    """One chain set to build: the chains of one region (plus the best chains
    of the regions tuned before it)."""

    def __init__(self, function, chains, target=None, label=None):
        self.function = function          # function name
        self.chains = chains              # [(loop number, [steps applied first first])]
        self.target = target
        self.label = label

    def summary(self):
        """One line: each chain's loop, then its steps in the order applied."""
        return "; ".join("%s loop %d: %s" % (self.function, n, " -> ".join(s)) for n, s in self.chains)


def region_candidates(machine, targets, seed, limit=400):
    """The candidate list of one region: its targets' model plans interleaved
    (deepest nest first), then seeded neighbours of them. Deterministic."""
    targets = sorted(targets, key=lambda t: (-t.depth, t.header.number, t.piece or 0))
    seen = set()
    per_target = []
    for t in targets:
        plans = []
        for plan in model_plans(machine, t):
            chains = render(plan, t, Model(machine, t).V)
            if chains and repr(chains) not in seen:
                seen.add(repr(chains))
                plans.append((plan, chains))
        per_target.append((t, plans))
    out = []
    # Phase 1: the targets' plans interleaved, deeper targets first and more
    # often: a 3-deep nest gets three slots per round, a 2-deep one two, a
    # single loop one (the deeper nests are where the model's tiles pay).
    cursors = [0] * len(per_target)
    while any(c < len(p) for c, (_, p) in zip(cursors, per_target)):
        for i, (t, plans) in enumerate(per_target):
            for _ in range(t.depth if t.depth > 1 else 1):
                if cursors[i] < len(plans):
                    out.append(Candidate(t.function.name, plans[cursors[i]][1], t, "model"))
                    cursors[i] += 1
    # Phase 2: neighbours, seeded.
    rng = random.Random("%s:%s" % (seed, ",".join("%d.%s" % (t.header.number, t.piece) for t in targets)))
    base = [(t, plan) for t, plans in per_target for plan, _ in plans]
    tries = 0
    while base and len(out) < limit and tries < limit * 20:
        tries += 1
        t, plan = base[int(rng.random() ** 2 * len(base))]
        model = Model(machine, t)
        new = mutate(plan, rng, model)
        if new is None:
            continue
        chains = render(new, t, model.V)
        if not chains or repr(chains) in seen:
            continue
        seen.add(repr(chains))
        out.append(Candidate(t.function.name, chains, t, "search"))
        base.append((t, new))
    return out
