#!/usr/bin/env python3
"""Random loop nests with random `#pragma loop transform` chains.

    gen_nests.py SEED [--no-blocks] [--no-openmp] [--stacked-omp]
                      [--omp-firstprivate] [--pack] [--separate] [--jam]
                      [--parallelize | --no-parallelize]
                      [--skew | --no-skew] [--omp-for]
        prints one self-contained C program (deterministic per SEED, for
        each set of options); --stacked-omp also writes `#pragma omp
        parallel`, `single` and `task` stacked without braces around a
        nest (loopcc rejected a directive there before 115a78f; an option,
        so that each seed keeps its program); --omp-firstprivate gives
        each task its own copy of the loop bounds (firstprivate), which
        the locality engine can model (shared ones it cannot); --pack
        makes most chains pack an array the nest subscripts (its first
        step, or a step on a tile's loop); --separate writes half the
        tiles `tile sizes(...) separate` (full tiles apart); --jam draws
        unroll_and_jam after locality steps more often, on nests of any
        depth below the jammed loop, and a jam after such a jam (the
        engine's jam); --no-parallelize draws no parallelize (each seed's
        program as before issue 36; the default with --pack, --separate
        or --jam, whose seeds earlier runs and pack-divs-crash.test name,
        unless --parallelize is given); --no-skew draws no skew
        function (each seed's program as before skew; the default with
        --pack, --separate or --jam unless --skew is given); --omp-for
        writes OpenMP's worksharing loop above some chains (below; off by
        default, so that each seed keeps its program)
    gen_nests.py --stats REPORT.json PROGRAM.c [SEED]
        one tab-separated line per step of the report, classified by the
        generator's notes in PROGRAM.c (appended to a file by the runner)
    gen_nests.py --summary STATS.tsv
        the counts of those lines: steps by transformation and status,
        locality steps by array shape, by wrapper, unexpected verdicts,
        the chains with OpenMP's worksharing loop above them (--omp-for)

The program has 2-5 functions, each with one loop nest of depth 1-3 and a
chain of 1-3 directives (mostly tile, interchange [permutation], reverse,
composed with unroll, unroll_and_jam, vectorize, interleave through
on(role)), sometimes a second chain on an inner loop. About a quarter of
the chains have a `parallelize` (with threads(1-3) and schedule(static|
dynamic[, C]) clauses or not): on the source loop, or after the chain's
first locality steps on a loop one of them made (grid(k), intratile(k),
level(k), inner, reversed, packed), sometimes followed by unroll, or
vectorize or interleave on an innermost loop, through on(parallel); the
steps the chain had after that point are dropped. Some inner chains are a
parallelize alone (a nested parallel region when the outer loop is
parallel too), and some int sums are kept in a long. The parallelize
draws come from a random generator of their own, so that the rest of a
seed's program is the one --no-parallelize gives.

About a third of the functions are skew functions: a nest of two or
three loops, mostly a stencil, a "time" stencil among them (tstencil:
X[c][j] or X[i][j] from its neighbours X[..][j - 1], X[..][j + 1] at the
same iteration of the outermost loop, which indexes no subscript of X,
sometimes plus a term B[t][j]), whose chain has `skew [factors(F2, ...,
Fd)]` (d of 2 to 4 loops, factors mostly 1 or 2, sometimes 0 or 3, never
all 0): as its first step, or after a tile, interchange or reverse (on a
loop it made, through on(role)); after the skew mostly a tile (mostly of
the skewed band) or an interchange of the skewed nest (on level(k)), a
reverse, another skew, a parallelize, unroll or vectorize. Whether a
function is one comes from a random generator of its own; its nest and
chain from one of their own, after the function it replaces has been
drawn (and dropped, its arrays kept as places without a name), so every
other function of a seed, its calls and its data are as --no-skew gives
them.

With --omp-for, OpenMP's worksharing loop stands above some outer chains
(drawn from a random generator of their own, after every other draw, so
the rest of the program is the one without the option): `#pragma omp
parallel for [num_threads(N)] [schedule(static|dynamic[, C])]
[reduction(OP : s)] [default(shared)] [firstprivate(...)]` above the
stack (loopcc's last step of the chain, a parallelize), or `#pragma omp
parallel [num_threads(N)]` + `{` + `#pragma omp for [schedule(static|
dynamic|guided[, C])] [reduction(OP : s)] [nowait]` (the reduction
sometimes on the region instead) above a stack of
steps that keep the loop outermost (tile, unroll, unroll_and_jam,
vectorize, interleave, reverse, pack) + `}` (clang's worksharing of the
loop as written). Only where the program stays race-free: the loop as
written (which the reference shares out) and, for `omp parallel for`,
the chain's outermost loop after its locality steps (which OpenMP 6
shares out; each of those steps legal) carry no dependence on any call,
by the analysis below with OpenMP's data sharing (a sum into the scalar
has its reduction clause; a sum into an element is shared); main passes
no array twice; no inexact sum, no __block sum (Gen.add_omp_for).

The nests are over fixed-size global, local and parameter arrays (2-D
and 3-D), VLA
parameters with and without restrict (main passes some of the latter the
same array twice, or one row apart) and pointers to VLA rows; with
rectangular (a run-time n no larger than the declared size), triangular
and guarded bounds; maps, stencils with offsets of +-1 (legal or not for
the chain: loopcc must refuse the illegal ones), reductions into a local
scalar (int, unsigned, double) and into an array element. A quarter of
the nests each sit in a block literal called at once (-fblocks), an
OpenMP task (-fopenmp), a target_clones function, or a macro (the loop in
a macro's body with _Pragma, or the loop as a macro argument).

The program's output may not depend on how loopcc compiles it: every
subscript stays within its declared dimension and within the object (each
call is checked here by enumerating its iterations); integers are kept
small (main reduces every array modulo 1024 after each call) or unsigned;
doubles hold small integers, so every sum, product and fused multiply-add
is exact, except in the statements written to be inexact (divisions, no
multiplication, so no contraction either), which are reductions that no
vectorize or interleave touches. main prints a hash after every call.

The first line says which flags the program needs:
    // gen_nests flags: -fblocks -fopenmp
Each function is preceded by a note the --stats mode reads:
    // nest f2: shape=... bounds=... stmt=... elem=... wrap=... chains=N
    // chain f2.0 loop=L expect=legal|illegal|unknown steps=tile,vectorize
    // chain f3.0 loop=L expect=... steps=tile,parallelize parallelize=1:legal
`expect` is the verdict of exact dependence analysis done here (on the
largest call, arrays apart) for the chain's first step, when it is a
tile, interchange, reverse or parallelize on the source nest;
`parallelize=J:V` gives the verdict V for the chain's parallelize, step
J (whether the loop it names, after the locality steps before it, carries
a dependence: Gen.par_expect). A chain with a skew has a verdict for each
step and, for each step after the first skew, the verdict the same
analysis gives without the chain's skews (Gen.chain_verdicts: each step
on the nest the steps before it made, the engine's schedule in Polly's
coordinates, each loop counted from its first iteration; a skew is
always legal, `-` where no verdict is made):
    // chain f1.0 loop=0 expect=legal steps=skew,tile verdicts=legal,legal noskew=-,illegal
With --omp-for, a chain with OpenMP's worksharing loop above it ends with
its form, and for `omp parallel for` the verdict of the parallelize loopcc
makes of it (on the outermost loop the chain makes: Gen.omp_par_verdict);
--stats adds a last column omp=FORM to its steps' lines, and the report's
last step of such a chain, the parallelize, gets that verdict:
    // chain f2.0 loop=0 expect=legal steps=tile,unroll omp=parallel-for:legal
    // chain f4.0 loop=1 expect=unknown steps=tile,vectorize omp=for
An `applied` step that this analysis calls illegal is reported as
unexpected; in a chain with a skew, a legal step `missed` naming a
dependence is reported too (UNEXPECTED missed).
"""
import collections
import itertools
import json
import random
import re
import sys

VARS = "ijk"

# The share of functions that are skew functions (Gen.gen_skew_function):
# a nest of two or three loops, mostly a stencil, whose chain has a skew.
SKEW_FUNCTIONS = 0.35

# --omp-for: the share of the chains that get OpenMP's worksharing loop
# above them where it is valid (Gen.add_omp_for); most chains are not (a
# loop that carries a dependence, a call with aliased arrays, ...).
OMP_FOR_SHARE = 0.8
# The steps that may stand below `#pragma omp for` (LOOPCC_KEEPS_OUTERMOST
# in pragma/vocabulary/Transformations.def; any other is an error there):
# each keeps its loop the outermost one over the loop's own iterations, so
# clang's sharing out of the loop as written agrees with OpenMP 6's
# sharing out of the loop the stack makes.
OMP_FOR_STEPS = ("tile", "unroll", "unroll_and_jam", "vectorize", "interleave", "reverse", "pack")
# The reduction clause of each update of the scalar a sum is kept in
# (`-=`: OpenMP's `+`, each thread's copy starts at 0 and is added).
OMP_REDUCTION = {"+=": "+", "-=": "+", "^=": "^", "*=": "*"}


# ---------------------------------------------------------------- model

class Arr:
    """An array as the function sees it."""

    def __init__(self, name, elem, dims, kind):
        self.name = name      # name inside the function
        self.elem = elem      # int, unsigned, double
        self.dims = dims      # list of extents (ints) as the function sees them
        self.kind = kind      # global, local, fixed-param, vla-restrict, vla-alias, ptr-rows
        self.glob = None      # backing global (for globals, locals and params)
        self.vars = None      # the loops of its subscripts, in order
        self.written = False


class Access:
    def __init__(self, arr, subs):
        self.arr = arr
        self.subs = subs      # list of (loop index or None, offset or constant)

    def text(self, loops):
        out = self.arr.name
        for var, off in self.subs:
            if var is None:
                out += "[%d]" % off
            else:
                name = loops[var].name
                if off > 0:
                    out += "[%s + %d]" % (name, off)
                elif off < 0:
                    out += "[%s - %d]" % (name, -off)
                else:
                    out += "[%s]" % name
        return out

    def index(self, it):
        return tuple(off if var is None else it[var] + off
                     for var, off in self.subs)


class Loop:
    def __init__(self, name):
        self.name = name
        self.lo = ("const", 0)   # ("const", c) | ("var", loop, c)
        self.hi = ("const", 1)   # exclusive: ("const", c) | ("param", p, c) | ("var", loop, c)
        self.incl = False        # print hi - 1 with <= (for "var" bounds)

    def bound_text(self, b, loops):
        if b[0] == "const":
            return str(b[1])
        base = b[1] if b[0] == "param" else loops[b[1]].name
        c = b[2]
        return base if c == 0 else ("%s + %d" % (base, c) if c > 0 else "%s - %d" % (base, -c))

    def header(self, loops):
        lo = self.bound_text(self.lo, loops)
        if self.incl:
            hb = (self.hi[0], self.hi[1], self.hi[2] - 1)
            cond = "%s <= %s" % (self.name, self.bound_text(hb, loops))
        else:
            cond = "%s < %s" % (self.name, self.bound_text(self.hi, loops))
        return "for (int %s = %s; %s; %s++)" % (self.name, lo, cond, self.name)


def bound_value(b, env, it):
    if b[0] == "const":
        return b[1]
    if b[0] == "param":
        return env[b[1]] + b[2]
    return it[b[1]] + b[2]


def iterations(loops, env):
    """Every iteration of the nest, in source order."""
    out = []

    def rec(d, it):
        if d == len(loops):
            out.append(tuple(it))
            return
        lo = bound_value(loops[d].lo, env, it)
        hi = bound_value(loops[d].hi, env, it)
        for v in range(lo, hi):
            it.append(v)
            rec(d + 1, it)
            it.pop()

    rec(0, [])
    return out


def polly_counts(loops, it):
    """The iteration \p it as Polly's domain has it: each loop's value
    counted from its first (j - i for `j = i; ...`), the coordinates the
    engine's schedules (and so a skew's shear and a tile's origin) are
    in."""
    return tuple(it[d] - bound_value(lp.lo, {}, it) for d, lp in enumerate(loops))


def clause_numbers(text, clause):
    """The numbers of `clause(...)` in a directive's text ([] if absent)."""
    m = re.search(r"\b%s\(([^)]*)\)" % clause, text)
    return [int(x) for x in m.group(1).split(",")] if m else []


def skew_factors(text):
    """`skew factors(F2, ..., Fd)`'s factors; a plain `skew` is factors(1)."""
    return clause_numbers(text, "factors") or [1]


def skew_schedule(s, text, p):
    """The schedule \p s (a list) after `skew ...` on its loop \p p: loop
    p + k runs its value plus F(k+1) times loop p's."""
    s = list(s)
    for k, f in enumerate(skew_factors(text), 1):
        s[p + k] += f * s[p]
    return s


def step_schedule(s, kind, text, p):
    """The schedule \p s after one locality step on its loop \p p, as the
    engine makes it: a tile's grid loops floor(v / size) of the values v
    its loops have then (origin 0) followed by those values; an
    interchange or permutation reorders; a reverse -v; a skew shears; a
    pack keeps it."""
    s = list(s)
    if kind == "tile":
        nums = clause_numbers(text, "sizes")
        d = len(nums)
        v = s[p:p + d]
        return s[:p] + [v[k] // nums[k] for k in range(d)] + v + s[p + d:]
    if kind == "interchange":
        s[p], s[p + 1] = s[p + 1], s[p]
        return s
    if kind == "permutation":
        perm = clause_numbers(text, "permutation")
        return s[:p] + [s[p + perm[k] - 1] for k in range(len(perm))] + s[p + len(perm):]
    if kind == "reverse":
        s[p] = -s[p]
        return s
    if kind == "skew":
        return skew_schedule(s, text, p)
    assert kind == "pack", kind
    return s


class Stmt:
    def __init__(self):
        self.target = None      # Access, or None for a scalar reduction
        self.scalar = None      # name of the scalar for a scalar reduction
        self.op = "="           # =, +=, -=, ^=, *=
        self.text = ""          # the right-hand side
        self.reads = []         # Accesses read by the right-hand side
        self.guard = None       # (text, [Access])
        self.reduction = False  # an element or scalar reduction


# ------------------------------------------------------------ generator

def schedule_clause(prng, cuts):
    """A ` schedule(...)` clause drawn with \p prng, the same for
    parallelize and `omp parallel for`: static, static with a chunk,
    dynamic, dynamic with a chunk, each while the draw is below the next of
    the cumulative shares \p cuts; none above the last."""
    chunk = lambda: prng.choice([1, 2, 3, 5, 16])
    x = prng.random()
    if x < cuts[0]:
        return " schedule(static)"
    if x < cuts[1]:
        return " schedule(static, %d)" % chunk()
    if x < cuts[2]:
        return " schedule(dynamic)"
    if x < cuts[3]:
        return " schedule(dynamic, %d)" % chunk()
    return ""


class Gen:
    def __init__(self, seed, blocks=True, openmp=True, stacked_omp=False, omp_firstprivate=False, pack=False, separate=False, jam=False, parallelize=True, skew=True, omp_for=False):
        # Without --pack, no pack: each seed keeps the program it had.
        self.pack_weight = 40 if pack else 0
        # Without --separate, no draw for it: each seed keeps its program.
        self.separate = separate
        # Without --jam, the jam is drawn as before: each seed keeps its
        # program.
        self.jam = jam
        self.rng = random.Random(seed)
        # parallelize's draws (issue 36) come from a generator of their
        # own: with --no-parallelize every seed yields the program it did
        # before them; with them, the same program with parallelize steps
        # put in some chains (and the steps after them dropped).
        self.parallelize = parallelize
        self.par_rng = random.Random(seed * 7919 + 36)
        # skew's draws: whether a function is a skew function comes from a
        # generator of its own, and a skew function's nest and chains from
        # one of their own (gen_skew_function), so that every other
        # function of a seed is the one it was before skew.
        self.skew = skew
        self.skew_rng = random.Random(seed * 7919 + 37)
        self.skew_mode = False    # drawing a skew function's nest and chains
        # --omp-for: OpenMP's worksharing loop above some chains, drawn from
        # a generator of its own after every other draw of a chain, so that
        # without the option every seed keeps its program, and with it the
        # same program with `omp parallel for` or `omp parallel` + `omp
        # for` above some chains. Not without an OpenMP runtime.
        self.omp_for = omp_for and openmp
        self.omp_rng = random.Random(seed * 7919 + 38)
        self.skew_globals = []    # their arrays, declared after the others
        self.seed = seed
        self.blocks = blocks
        self.openmp = openmp
        self.stacked_omp = stacked_omp
        self.omp_firstprivate = omp_firstprivate
        self.globals = []        # (decl text, name, elem, dims)
        self.need_blocks = False
        self.need_openmp = False
        self.funcs = []
        self.macros = []
        self.uses_id = False

    def r(self):
        return self.rng.random()

    def pick(self, seq, weights=None):
        if weights is None:
            return self.rng.choice(seq)
        return self.rng.choices(seq, weights=weights)[0]

    def new_global(self, fname, elem, dims):
        name = "g_%s_%d" % (fname, len([g for g in self.globals if g[0].startswith("g_%s_" % fname)]))
        self.globals.append((name, elem, list(dims)))
        return name

    # ------------------------------------------------------------ nests
    def gen_function(self, idx):
        rng = self.rng
        f = collections.OrderedDict()
        f["name"] = "f%d" % idx
        fname = f["name"]
        if self.skew_mode:
            # A nest skew can take (two loops or more), mostly a stencil:
            # a "time" stencil (tstencil: X[..][j] from X[..][j - 1] and
            # X[..][j + 1], the outermost loop indexing no subscript of X)
            # or one over the loops (X[i][j] from X[i - 1][j + 1]).
            depth = self.pick([2, 3], [60, 40])
            stmt_kind = self.pick(["tstencil", "stencil", "map", "sum", "gemm", "two"],
                                  [45, 25, 8, 7, 7, 8])
        else:
            depth = self.pick([1, 2, 3], [15, 50, 35])
            stmt_kind = self.pick(["map", "stencil", "sum", "gemm", "two"],
                                  [20, 35, 20, 15, 10])
        if depth == 1 and stmt_kind == "gemm":
            stmt_kind = "stencil"
        shape = self.pick(["global", "local", "fixed-param", "vla-restrict",
                           "vla-alias", "ptr-rows"], [25, 15, 15, 15, 15, 15])
        three_d = depth == 3 and stmt_kind not in ("gemm", "tstencil") and shape in ("global", "local", "fixed-param") \
            and self.r() < 0.6
        if depth == 3 and not three_d and stmt_kind not in ("gemm",):
            # 2-D arrays under three loops: the innermost loop runs over a
            # dimension of its own (output dependences along it).
            pass
        # Element type. Nests that main may call with overlapping arrays
        # keep to unsigned, or doubles without multiplication.
        alias_calls = shape in ("vla-alias", "ptr-rows") or (shape == "fixed-param" and self.r() < 0.5)
        if stmt_kind == "sum":
            alias_calls = False
        if alias_calls:
            elem = self.pick(["unsigned", "double"])
        else:
            elem = self.pick(["int", "unsigned", "double"], [35, 25, 40])
        inexact = elem == "double" and stmt_kind in ("sum", "gemm") and self.r() < 0.5
        if inexact and alias_calls:
            inexact = False
        bounds = self.pick(["rect", "triangular", "guarded"], [50, 25, 25]) if depth >= 2 \
            else self.pick(["rect", "guarded"], [70, 30])
        if stmt_kind == "gemm" and bounds == "triangular" and self.r() < 0.5:
            bounds = "rect"
        # Wrapper.
        wraps = []
        x = self.r()
        if x < 0.25 and self.blocks and shape in ("global", "local", "fixed-param"):
            wraps.append("block")
        elif x < 0.5 and self.openmp:
            wraps.append(self.pick(["omp-task", "omp-nested"] +
                                   (["omp-stacked"] if self.stacked_omp else [])))
        elif x < 0.75:
            wraps.append(self.pick(["macro-body", "macro-arg"]))
        if self.r() < 0.25:
            wraps.append("target-clones")
        f.update(depth=depth, stmt=stmt_kind, shape=shape, elem=elem, bounds=bounds,
                 inexact=inexact, alias_calls=alias_calls, wraps=wraps, three_d=three_d)
        for attempt in range(200):
            mark = len(self.globals)
            if self.try_nest(f):
                break
            del self.globals[mark:]
        else:
            raise RuntimeError("seed %d: no valid nest for %s" % (self.seed, fname))
        self.funcs.append(f)

    def gen_skew_function(self, idx):
        """Function \p idx as a skew function: its nest (gen_function in
        skew_mode: two or three loops, mostly stencils) and chains (with
        skew steps) drawn from random generators of their own. The
        function it would have been is drawn first and dropped, so that
        self.rng and self.par_rng stand where they would without skew and
        the seed's other functions are the ones it had."""
        mark, nfuncs = len(self.globals), len(self.funcs)
        self.gen_function(idx)
        self.gen_chains(self.funcs[-1])
        del self.funcs[nfuncs:]
        # Its arrays stay as places without a name (not declared, not
        # filled), so that the next functions' arrays keep their place in
        # main's fill calls.
        self.globals[mark:] = [("", elem, dims) for _, elem, dims in self.globals[mark:]]
        mark = len(self.globals)
        rng, par_rng = self.rng, self.par_rng
        key = (self.seed * 8 + idx) * 7919 + 37
        self.rng = random.Random(key)
        self.par_rng = random.Random(key + 1)
        self.skew_mode = True
        try:
            self.gen_function(idx)
            self.gen_chains(self.funcs[-1])
        finally:
            self.rng, self.par_rng = rng, par_rng
            self.skew_mode = False
        self.funcs[-1]["skew_fn"] = True
        self.skew_globals += self.globals[mark:]
        del self.globals[mark:]

    def try_nest(self, f):
        """Fills f with loops, arrays, statements and calls; False if the
        subscripts do not fit (then tried again)."""
        rng = self.rng
        depth, kind, shape, elem = f["depth"], f["stmt"], f["shape"], f["elem"]
        fixed = shape in ("global", "local", "fixed-param")
        loops = [Loop(VARS[d]) for d in range(depth)]
        # Which loops index which dimension. perm: loop order of the vars.
        gemm = kind == "gemm"
        if gemm and depth == 3:
            order = list(range(3))
            rng.shuffle(order)   # order[d] = var role (0=i, 1=j, 2=k) of loop d
            loops = [Loop(VARS[order[d]]) for d in range(3)]
            role = {order[d]: d for d in range(3)}   # var role -> loop index
        square = self.r() < 0.6 or f["bounds"] == "triangular" or shape in ("vla-restrict", "vla-alias", "ptr-rows") and self.r() < 0.5
        if f["three_d"]:
            ext = [self.pick([4, 5, 6, 7, 8, 10, 12]) for _ in range(3)]
            if square:
                ext = [ext[0]] * 3
        else:
            ext = [self.pick([6, 8, 9, 12, 16, 17, 20, 24, 31, 32, 40]) for _ in range(max(depth, 2))]
            if depth == 3:
                ext = [self.pick([4, 6, 8, 9, 12, 16]) for _ in range(3)]
            if square:
                ext = [ext[0]] * len(ext)
        f["ext"] = ext
        nd = 3 if f["three_d"] else 2
        # Arrays.
        arrays = []

        def new_arr(dims):
            name = "ABCDEFGH"[len(arrays)]
            a = Arr(name, elem, list(dims), shape)
            arrays.append(a)
            return a

        def sub_for(vars_, offs):
            return [(v, o) for v, o in zip(vars_, offs)]

        stmts = []
        scalar = None
        # The variable (loop index) order of the target's subscripts.
        if gemm:
            if depth == 3:
                li, lj, lk = role[0], role[1], role[2]
                C = new_arr([ext[li], ext[lj]])
                A = new_arr([ext[li], ext[lk]])
                B = new_arr([ext[lk], ext[lj]])
                s = Stmt()
                C.written = True
                s.target = Access(C, [(li, 0), (lj, 0)])
                s.op = "+="
                s.reduction = True
                ra, rb = Access(A, [(li, 0), (lk, 0)]), Access(B, [(lk, 0), (lj, 0)])
                s.reads = [ra, rb]
                if f["inexact"]:
                    s.text = "%s / 3.0 - %s / 7.0" % ("@0", "@1")
                elif f["alias_calls"] and elem == "double":
                    s.text = "@0 - @1"
                else:
                    s.text = "@0 * @1"
                stmts.append(s)
            else:  # depth 2: y[i][c] += A[i][j] * x[j][c]
                c = rng.randrange(0, 3)
                Y = new_arr([ext[0], ext[1]])
                A = new_arr([ext[0], ext[1]])
                X = new_arr([ext[1], ext[0]])
                s = Stmt()
                Y.written = True
                s.target = Access(Y, [(0, 0), (None, c)])
                s.op = "+="
                s.reduction = True
                s.reads = [Access(A, [(0, 0), (1, 0)]), Access(X, [(1, 0), (None, c)])]
                if f["inexact"]:
                    s.text = "@0 / 3.0 - @1 / 7.0"
                elif f["alias_calls"] and elem == "double":
                    s.text = "@0 + @1"
                else:
                    s.text = "@0 * @1"
                stmts.append(s)
        else:
            # Target subscripts: nd dimensions over the loops.
            if depth == 1:
                tvars = [0, None] if self.r() < 0.6 else [None, 0]
            elif f["three_d"]:
                tvars = list(range(3))
            elif kind == "tstencil":
                # The outermost loop (time) indexes no subscript of X.
                tvars = [None, 1] if depth == 2 else [1, 2]
            else:
                tvars = [0, 1]
                if depth == 3 and self.r() < 0.3:
                    tvars = self.pick([[0, 2], [1, 2], [0, 1]])
            # Dims of the arrays: extent of the var at each position.
            def dims_of(vs):
                return [ext[v] if v is not None else ext[len(ext) - 1 - i] for i, v in enumerate(vs)]

            X = new_arr(dims_of(tvars))
            X.vars = list(tvars)
            consts = [rng.randrange(0, 3) for _ in range(nd)]

            def acc(arr, vs, offs):
                return Access(arr, [(v, o) if v is not None else (None, consts[i])
                                    for i, (v, o) in enumerate(zip(vs, offs))])

            def perm_vars(vs, arr):
                """The subscripts' loops for another access of arr: the same
                order, or a permutation where the extents agree."""
                cands = [list(p) for p in itertools.permutations(vs)
                         if all((p[i] is None and vs[i] is None) or
                                (p[i] is not None and ext[p[i]] == arr.dims[i])
                                for i in range(len(vs)))]
                if self.r() < 0.7 or len(cands) <= 1:
                    return list(vs)
                return self.pick(cands)

            def coef():
                if f["alias_calls"] and elem == "double":
                    return self.pick(["", "-"])
                return self.pick(["", "", "2 * ", "3 * ", "-", "-2 * "])

            def other_term(exclude):
                arr = None
                for a in arrays:
                    if a not in exclude and not a.written and self.r() < 0.5:
                        arr = a
                if arr is None:
                    # A new array: over the target's loops, or, under three
                    # loops with 2-D arrays, over the loop the target's
                    # subscripts leave out (mostly: every loop is used).
                    vs = list(tvars)
                    free = [d for d in range(depth) if d not in tvars]
                    if free and self.r() < 0.8:
                        pos = self.pick([p for p, v in enumerate(vs) if v is not None])
                        vs[pos] = free[0]
                        if self.r() < 0.5:
                            vs.reverse()
                    arr = new_arr(dims_of(vs))
                    arr.vars = vs
                vs = perm_vars(arr.vars, arr)
                offs = [self.pick([-1, 0, 0, 1]) for _ in vs]
                return arr, acc(arr, vs, offs)

            def make_assign(tgt_arr, with_self):
                s = Stmt()
                s.target = acc(tgt_arr, tvars, [0] * nd)
                tgt_arr.written = True
                parts = []
                if with_self:
                    vs = perm_vars(tvars, tgt_arr)
                    offs = [self.pick([-1, 0, 1]) if v is not None else 0 for v in vs]
                    if all(o == 0 for o in offs) and vs == tvars:
                        nz = [i for i, v in enumerate(vs) if v is not None]
                        offs[self.pick(nz)] = self.pick([-1, 1])
                    s.reads.append(acc(tgt_arr, vs, offs))
                    parts.append(self.pick(["", "-"]) + "@0")
                for _ in range(self.pick([1, 1, 2])):
                    arr, a = other_term([tgt_arr])
                    s.reads.append(a)
                    c = coef()
                    parts.append(c + "@%d" % (len(s.reads) - 1))
                if kind == "map" and self.r() < 0.4:
                    # X = ... + X: an update of X, reorderable for integers
                    s.reads.append(acc(tgt_arr, tvars, [0] * nd))
                    parts.append("@%d" % (len(s.reads) - 1))
                    s.reduction = True
                text = parts[0]
                for p in parts[1:]:
                    if p.startswith("-"):
                        text += " - " + p[1:]
                    else:
                        text += " + " + p
                text += " + %d" % rng.randrange(1, 6)
                s.text = text
                return s

            def make_tstencil(tgt_arr):
                """X[..][j] from X[..][j - 1], X[..][j + 1] and mostly
                X[..][j] (in three loops, sometimes a neighbour across
                the rows too), and sometimes a term of another array over
                the outermost loop: the reads of one array at one time
                step that tile the time loop only after a skew. Bounded
                values: an int or a double the mean of its neighbours
                (an int's quotient truncated, a double's rounded: the
                same for every order that keeps the dependences), an
                unsigned a sum (it wraps)."""
                s = Stmt()
                s.target = acc(tgt_arr, tvars, [0] * nd)
                tgt_arr.written = True
                inner = max(p for p, v in enumerate(tvars) if v is not None)
                rows = [p for p, v in enumerate(tvars) if v is not None and p != inner]

                def at(*pairs):
                    o = [0] * nd
                    for p, x in pairs:
                        o[p] = x
                    return o
                offsets = [at((inner, -1)), at((inner, 1))]
                if self.r() < 0.75:
                    offsets.insert(1, [0] * nd)
                if rows and self.r() < 0.5:
                    offsets.append(at((rows[0], self.pick([-1, 1])),
                                      (inner, self.pick([-1, 0, 1]))))
                for o in offsets:
                    s.reads.append(acc(tgt_arr, tvars, o))
                own = ["@%d" % k for k in range(len(offsets))]
                if elem == "unsigned":
                    own[-1] = "3u * " + own[-1]
                    text = " + ".join(own)
                elif elem == "int":
                    text = "(%s) / %d" % (" + ".join(own), len(own))
                else:
                    text = "(%s) / %d.0" % (" + ".join(own), len(own))
                if self.r() < 0.5:
                    # A source term over the time loop and the inner one.
                    vs = [0, tvars[inner]] if nd == 2 else None
                    if vs is not None:
                        arr = new_arr(dims_of(vs))
                        arr.vars = vs
                        s.reads.append(acc(arr, vs, [0] * nd))
                        c = coef()
                        if c.startswith("-"):
                            text += " - " + c[1:] + "@%d" % (len(s.reads) - 1)
                        else:
                            text += " + " + c + "@%d" % (len(s.reads) - 1)
                s.text = text + " + %d" % rng.randrange(1, 6)
                return s

            if kind == "sum":
                scalar = "s"
                s = Stmt()
                s.scalar = "s"
                s.reduction = True
                ops = {"int": ["+=", "-=", "^="], "unsigned": ["+=", "*=", "^="],
                       "double": ["+=", "-=", "*="]}[elem]
                s.op = self.pick(ops)
                if elem == "double" and s.op == "*=":
                    f["inexact"] = True   # a product of fractions: no vectorize
                X.written = False
                arrays.remove(X)
                arrays.clear()
                Y = new_arr(dims_of(tvars))
                Y.vars = list(tvars)
                r1 = acc(Y, tvars, [0] * nd)
                s.reads = [r1]
                free = [d for d in range(depth) if d not in tvars]
                if self.r() < 0.4 or free:
                    vs = list(tvars)
                    if free:
                        vs[self.pick([p for p, v in enumerate(vs) if v is not None])] = free[0]
                    Z = new_arr(dims_of(vs))
                    Z.vars = vs
                    s.reads.append(acc(Z, perm_vars(vs, Z), [0] * nd))
                if elem == "double":
                    if s.op == "*=":
                        s.text = "1.0 + @0 / 8192.0" + (" - @1 / 16384.0" if len(s.reads) > 1 else "")
                    elif f["inexact"]:
                        s.text = "@0 / 7.0" + (" - @1 / 3.0" if len(s.reads) > 1 else "")
                    else:
                        s.text = "@0" + (" - 2 * @1" if len(s.reads) > 1 else "")
                elif elem == "int":
                    s.text = "@0" + (" + 3 * @1" if len(s.reads) > 1 else "")
                else:
                    if s.op == "*=":
                        s.text = "(@0 | 1u)" + (" + (@1 << 1)" if len(s.reads) > 1 else "")
                    else:
                        s.text = "@0" + (" * 3u + @1" if len(s.reads) > 1 else "")
                stmts.append(s)
            elif kind == "tstencil":
                stmts.append(make_tstencil(X))
            elif kind == "map":
                stmts.append(make_assign(X, False))
            elif kind == "stencil":
                stmts.append(make_assign(X, True))
            else:  # two statements: X, then Y from X's element and others
                stmts.append(make_assign(X, self.r() < 0.6))
                Y = new_arr(X.dims)
                Y.vars = list(tvars)
                s2 = Stmt()
                s2.target = acc(Y, tvars, [0] * nd)
                Y.written = True
                s2.reads = [acc(X, tvars, [0] * nd)]
                text = "@0"
                if self.r() < 0.5:
                    s2.reads.append(acc(Y, tvars, [self.pick([-1, 0, 1]) if v is not None else 0 for v in tvars]))
                    text += " + @1"
                s2.text = text + " + %d" % rng.randrange(1, 4)
                stmts.append(s2)
        # A guard on the data.
        guard = None
        if f["bounds"] == "guarded":
            first = stmts[0]
            base = first.reads[0] if first.reads else first.target
            garr = base.arr
            gacc = Access(garr, [(v, 0) if v is not None else (None, o) for v, o in base.subs])
            if elem == "unsigned":
                gtext = "(@g & 3u) != 1u"
            elif elem == "int":
                gtext = "(@g & 1) == 0" if self.r() < 0.5 else "@g > 0"
            else:
                gtext = "@g > 0"
            guard = (gtext, [gacc])
        # Offsets per loop.
        minoff = [0] * depth
        maxoff = [0] * depth
        allacc = []
        for s in stmts:
            if s.target:
                allacc.append(s.target)
            allacc += s.reads
        if guard:
            allacc += guard[1]
        for a in allacc:
            for v, o in a.subs:
                if v is not None:
                    minoff[v] = min(minoff[v], o)
                    maxoff[v] = max(maxoff[v], o)
        # The extent each loop may span: the smallest dimension it indexes.
        span = [10 ** 6] * depth
        for a in allacc:
            for pos, (v, o) in enumerate(a.subs):
                if v is not None:
                    span[v] = min(span[v], a.arr.dims[pos])
        for v in range(depth):
            if span[v] == 10 ** 6:   # a loop no subscript uses
                span[v] = self.pick([3, 4, 5, 8])
        # Parameters and bounds.
        vla = shape in ("vla-restrict", "vla-alias", "ptr-rows")
        params = collections.OrderedDict()   # name -> max value
        if vla:
            # The arrays are T X[n][m] (T (*X)[m]): the dims are n, m; for
            # an array of the same extents in both, [n][n].
            rows, cols = arrays[0].dims
            if all(a.dims == [rows, cols] for a in arrays) and rows == cols and \
                    any(perm_differs(a) for a in allacc):
                params["n"] = rows
                dim_params = ["n", "n"]
            elif all(a.dims == [rows, cols] for a in arrays):
                params["n"] = rows
                params["m"] = cols
                dim_params = ["n", "m"]
            else:
                return False
            f["dim_params"] = dim_params
        else:
            f["dim_params"] = None
        for d, lp in enumerate(loops):
            lo = -minoff[d]
            hi_max = span[d] - maxoff[d]      # exclusive, the largest allowed
            if hi_max - lo < 1:
                return False
            # The parameter bounding this loop, if any.
            pname = None
            if vla:
                # The dim param of a subscript position this loop indexes.
                for a in allacc:
                    for pos, (v, o) in enumerate(a.subs):
                        if v == d and pname is None:
                            pname = f["dim_params"][pos]
            lp.lo = ("const", lo)
            if pname is not None:
                lp.hi = ("param", pname, -maxoff[d])
            elif self.r() < 0.6 and span[d] < 10 ** 5 and any(v == d for a in allacc for v, o in a.subs):
                pname = "n" if "n" not in params or params.get("n") == span[d] else ("m" if "m" not in params or params.get("m") == span[d] else None)
                if pname is None:
                    lp.hi = ("const", hi_max)
                else:
                    params[pname] = span[d]
                    lp.hi = ("param", pname, -maxoff[d])
            else:
                lp.hi = ("const", hi_max)
        # Triangular: the innermost loop (or the middle one) bounded by the
        # loop around it.
        if f["bounds"] == "triangular" and depth >= 2:
            d = depth - 1 if self.r() < 0.7 else 1
            o = d - 1
            form = self.pick(["le", "lt", "from"])
            if form in ("le", "lt"):
                # j <= i (j < i): j's largest value is i's largest, which
                # must fit j's span.
                c = 0 if form == "le" else -1
                lo_i = bound_value(loops[o].lo, {}, ())
                if loops[o].hi[0] == "param":
                    i_max = params[loops[o].hi[1]] + loops[o].hi[2] - 1
                else:
                    i_max = loops[o].hi[1] - 1
                j_hi_max = span[d] - maxoff[d]
                if i_max + c + 1 > j_hi_max:
                    return False
                loops[d].hi = ("var", o, c + 1)
                loops[d].incl = True
            else:
                # j = i (+1): j's smallest value is i's smallest.
                c = self.pick([0, 0, 1])
                if bound_value(loops[o].lo, {}, ()) + c < -minoff[d]:
                    loops[d].lo = ("var", o, c)
                    return False
                loops[d].lo = ("var", o, c)
        # VLA dims params must exist as params.
        if vla:
            for p in f["dim_params"]:
                if p not in params:
                    return False
        f["loops"] = loops
        f["arrays"] = arrays
        f["stmts"] = stmts
        f["guard"] = guard
        f["params"] = params
        f["scalar"] = scalar
        # Calls.
        if not self.make_calls(f):
            return False
        return True

    def make_calls(self, f):
        """Parameter values and array bindings for 1-3 calls, each checked
        by enumerating its iterations: every subscript within its declared
        dimension and within its object."""
        rng = self.rng
        params = f["params"]
        shape = f["shape"]
        arrays = f["arrays"]
        # Backing globals: one per array (as large as its extents).
        for a in arrays:
            a.glob = self.new_global(f["name"], a.elem, a.dims)
        ncalls = self.pick([1, 2, 2, 3])
        patterns = []
        for c in range(ncalls):
            env = {}
            for p, mx in params.items():
                env[p] = self.pick([0, mx, mx, rng.randrange(0, mx + 1), rng.randrange(mx // 2, mx + 1)])
                if f["dim_params"] is not None:
                    env[p] = max(env[p], 1)   # a VLA dimension of 0 is undefined
            if c == 0 and params:
                env = {p: mx for p, mx in params.items()}   # the declared size once
            if c == 1 and params and self.r() < 0.5:
                env = dict(env)
                env[self.pick(list(params))] = 0 if f["dim_params"] is None else 1
            binding = {}
            for a in arrays:
                binding[a.name] = (a.glob, 0)   # global, row offset
            if f["alias_calls"] and c > 0 and len(arrays) >= 2 and self.r() < 0.7:
                # Pass one array in another's place, the same rows or one
                # row further. Only arrays of equal dims.
                x, y = rng.sample(arrays, 2)
                if x.dims == y.dims:
                    binding[y.name] = (x.glob, self.pick([0, 0, 1, -1]) if x.kind != "global" else 0)
                    if binding[y.name][1] < 0:
                        binding[x.name] = (x.glob, 1)
                        binding[y.name] = (x.glob, 0)
            patterns.append((env, binding))
        for env, binding in patterns:
            if not self.check_call(f, env, binding):
                return False
        f["calls"] = patterns
        return True

    def check_call(self, f, env, binding):
        loops, arrays = f["loops"], f["arrays"]
        glob_dims = {g[0]: g[2] for g in self.globals}
        vla = f["dim_params"] is not None
        # The dims the function's type declares, for this call.
        decl = {}
        for a in arrays:
            if vla:
                decl[a.name] = [env[p] for p in f["dim_params"]]
            else:
                decl[a.name] = a.dims
        accs = []
        for s in f["stmts"]:
            if s.target:
                accs.append(s.target)
            accs += s.reads
        if f["guard"]:
            accs += f["guard"][1]
        its = iterations(loops, env)
        if len(its) > 20000:
            return False
        for it in its:
            for a in accs:
                idx = a.index(it)
                dims = decl[a.arr.name]
                first = 0 if a.arr.kind in ("global", "local") else 1
                for p in range(first, len(idx)):
                    if not 0 <= idx[p] < dims[p]:
                        return False
                if idx[0] < 0:
                    return False
                g, rowoff = binding[a.arr.name]
                gd = glob_dims[g]
                size = 1
                for x in gd:
                    size *= x
                flat = 0
                for p in range(len(idx)):
                    flat = flat * dims[p] + idx[p] if p > 0 else idx[p]
                rowlen = 1
                for x in dims[1:]:
                    rowlen *= x
                flat += rowoff * rowlen
                if not 0 <= flat < size:
                    return False
        return True

    # ------------------------------------------------------------ chains
    def gen_chains(self, f):
        depth = len(f["loops"])
        rng = self.rng
        no_vec = f["inexact"]
        chains = []
        # The chain's loop: mostly the outermost.
        if self.skew_mode:
            # Two loops at least below the chain's loop, for the skew.
            a = 0 if depth == 2 or self.r() < 0.8 else 1
        else:
            a = 0 if depth == 1 or self.r() < 0.8 else rng.randrange(1, depth)
            if "macro-body" in f["wraps"] and self.r() < 0.5:
                a = depth - 1   # the chain inside the macro
        steps = self.gen_steps(depth - a, no_vec, f["stmt"] == "two",
                               sorted({x.name for x in f["arrays"]}))
        chains.append((a, steps))
        positions = list(self.last_positions)
        # Sometimes a one-step chain on an inner loop too.
        if len(steps) == 1 and steps[0][0] in ("tile", "interchange", "permutation", "reverse", "skew") \
                and a + 1 < depth and self.r() < 0.3:
            b = rng.randrange(a + 1, depth)
            kind = self.pick(["reverse", "unroll", "tile1"])
            if kind == "reverse":
                st = ("reverse", "reverse", None)
            elif kind == "unroll":
                st = ("unroll", "unroll count(%d)" % self.pick([2, 3, 4]), None)
            else:
                st = ("tile", "tile sizes(%d)" % self.pick([2, 4, 8]), None)
            chains.append((b, [st]))
        # The parallelize steps: drawn from a generator of their own
        # (self.par_rng), after every draw of self.rng for the chains, so
        # that those stay as they were.
        f["par"] = {}
        steps, par = self.add_parallelize(steps, no_vec)
        if par is not None:
            f["par"][0] = par
            positions = list(par[1])
            chains[0] = (a, steps)
        # Each step's loop, as a position below the chain's loop (for the
        # verdicts of a chain with a skew: Gen.chain_verdicts).
        f["positions"] = positions
        if len(chains) > 1:
            b = chains[1][0]
            if self.parallelize and self.par_rng.random() < 0.25:
                # The inner loop parallelized, inside the outer chain's
                # loops (inside a parallel loop: a nested parallel region).
                chains[-1] = (b, [("parallelize", self.par_text(), None)])
                f["par"][1] = (0, [0])
        f["chains"] = chains
        # An int sum kept in a long (a 64-bit sum for parallelize's copies).
        if self.parallelize and f["scalar"] and f["elem"] == "int" and self.par_rng.random() < 0.4:
            f["scalar_type"] = "long"
        # OpenMP's worksharing loop above the outer chain (--omp-for), last.
        f["omp"] = self.add_omp_for(f, a, chains[0][1], f["positions"]) if self.omp_for else None

    def par_text(self):
        """`parallelize` with random threads(N) and schedule(...) clauses."""
        prng = self.par_rng
        text = "parallelize"
        if prng.random() < 0.35:
            text += " threads(%d)" % prng.choice([1, 2, 3])
        return text + schedule_clause(prng, (0.15, 0.3, 0.42, 0.55))

    def add_parallelize(self, steps, no_vec):
        """A parallelize put in the chain \p steps (drawn by gen_steps) in
        about 27% of the chains: after its first j locality steps (tile,
        interchange, permutation, reverse, pack), on one of the loops the
        j-th made (the source loop for j = 0), the steps after those
        dropped; sometimes followed by an unroll, or a vectorize or
        interleave (on an innermost loop), on(parallel) or on the primary
        loop. Returns (steps, None), or (new steps, (index of the
        parallelize, each step's loop as a position below the chain's
        loop))."""
        prng = self.par_rng
        if not self.parallelize or prng.random() >= 0.27:
            return steps, None
        lead = 0
        while lead < len(steps) and steps[lead][0] in ("tile", "interchange", "permutation", "reverse", "pack", "skew"):
            lead += 1
        first = 0
        if self.skew_mode and "skew" in [k for k, _, _ in steps[:lead]]:
            # A skew function's chain keeps its skew.
            first = [k for k, _, _ in steps].index("skew") + 1
        j = prng.randrange(first, lead + 1)
        prev, t, L = self.last_states[j]
        roles = [(None, 0)] if prev is None else self.roles_of(prev, t, L, rng=prng)
        rname, pos = prng.choice(roles)
        text = self.par_text()
        if rname is not None and j > 0:
            text += " on(%s)" % rname
        new = list(steps[:j]) + [("parallelize", text, rname)]
        positions = list(self.last_positions[:j]) + [pos]
        if prng.random() < 0.4:
            opts = [("unroll", 2)]
            if pos == L - 1 and not no_vec:
                opts += [("vectorize", 3), ("interleave", 1)]
            kind = prng.choices([k for k, _ in opts], weights=[w for _, w in opts])[0]
            if kind == "unroll":
                text = "unroll count(%d)" % prng.choice([2, 3, 4, 8])
            elif kind == "vectorize":
                text = "vectorize width(%d)" % prng.choice([2, 4, 8, 16])
            else:
                text = "interleave count(%d)" % prng.choice([2, 4])
            role = prng.choice([None, "parallel"])
            if role:
                text += " on(parallel)"
            new.append((kind, text, role))
            positions.append(pos)
        return new, (j, positions)

    def add_omp_for(self, f, a, steps, positions):
        """OpenMP's worksharing loop above the chain \p steps on loop \p a
        (--omp-for), in about OMP_FOR_SHARE of the chains where the program
        stays a valid OpenMP program (a wrong assertion of OpenMP's is a
        data race, not a fault of loopcc's); None, or a dict: form
        ("parallel-for" or "for"), open (the lines above the chain's
        directives), close (the lines after the nest) and verdict (of the
        parallelize loopcc makes of `omp parallel for`, omp_par_verdict).

        - `#pragma omp parallel for [num_threads(N)] [schedule(...)]
          [reduction(OP : s)] ...` above the stack: loopcc reads it as the
          stack's last step, a parallelize on the outermost loop the stack
          makes, as OpenMP 6 shares it out. Drawn
          where the analysis finds every locality step legal (a pack's
          verdict is unknown: it keeps the order) and the chain's outermost
          loop, after them, carrying no dependence on any call (the steps
          after them, unroll, unroll_and_jam, vectorize, interleave, keep
          each value of that loop's iterations together).
        - `#pragma omp parallel` + `{` + `#pragma omp for [schedule(...)]
          [reduction(OP : s)] [nowait]` above the stack + `}`: clang shares
          out the loop as written, and the steps transform each thread's
          loop; only steps that keep the loop outermost may stand there
          (OMP_FOR_STEPS).

        Both only where the loop as written carries no dependence on any
        call either: the reference (clang-22 -O0) shares out that loop, as
        clang-22 does not read the chain. Data sharing: the scalar a sum
        is kept in has its reduction clause (each thread a copy), so only
        sums whose update has one (+=, -=, ^=, *=), and not the inexact
        ones (their order matters: a product of fractions, divisions);
        every other variable the nest writes is an array element, shared,
        and a loop that carries a sum into an element is a race (the
        verdicts of par_expect with openmp=True). Not on a chain with a
        parallelize of the generator's, in a block literal with a sum (a
        __block variable cannot be captured by an OpenMP region), on a
        function that main calls with one array in two places (the
        analysis takes arrays apart), nor, for `omp for`, on a chain in a
        macro's argument or on a loop outside a macro's body (its braces
        would be split)."""
        prng = self.omp_rng
        if not steps or prng.random() >= OMP_FOR_SHARE:
            return None
        kinds = [k for k, _, _ in steps]
        wraps = f["wraps"]
        scalar = f["scalar"]
        op = None
        if "parallelize" in kinds:
            return None
        if scalar:
            s = f["stmts"][0]
            if s.op not in OMP_REDUCTION or f["inexact"] or "block" in wraps:
                return None
            op = OMP_REDUCTION[s.op]
            if s.op == "-=" and prng.random() < 0.3:
                op = "-"   # OpenMP 5.1's `-` (its combiner adds too)
        for env, binding in f["calls"]:
            globs = [g for g, _ in binding.values()]
            if len(set(globs)) != len(globs):
                return None
        last = len(f["loops"]) - 1

        def on_calls(st, pos, j):
            vs = set()
            for env, _ in f["calls"]:
                if iterations(f["loops"], env):
                    vs.add(self.par_expect(f, a, st, pos, j, env, openmp=True))
            return "legal" if vs <= {"legal"} else ("illegal" if "illegal" in vs else "unknown")

        par = ("parallelize", "parallelize", None)
        if on_calls([par], [0], 0) != "legal":
            return None
        forms = []
        if all(k in OMP_FOR_STEPS for k in kinds) and "macro-arg" not in wraps and \
                ("macro-body" not in wraps or a == last):
            forms.append("for")
        lead = 0
        while lead < len(steps) and kinds[lead] in ("tile", "interchange", "permutation", "reverse", "pack", "skew"):
            lead += 1
        if "distribute" not in kinds and not any(t == "unroll full" or t.startswith("unroll full ")
                                                  for _, t, _ in steps):
            loc = list(steps[:lead])
            vs = self.chain_verdicts(f, a, loc, positions[:lead]) if loc else []
            if all(v == "legal" or (k == "pack" and v == "unknown") for v, (k, _, _) in zip(vs, loc)) and \
                    on_calls(loc + [par], list(positions[:lead]) + [0], lead) == "legal":
                forms.append("parallel-for")
        if not forms:
            return None
        # `omp for` (the rarer: fewer steps may stand below it) where both
        # may stand.
        form = prng.choices(forms, weights=[2 if x == "for" else 1 for x in forms])[0]
        chunk = lambda: prng.choice([1, 2, 3, 5, 16])
        red = " reduction(%s : %s)" % (op, scalar) if scalar else ""
        if form == "parallel-for":
            text = "#pragma omp parallel for"
            if prng.random() < 0.35:
                text += " num_threads(%d)" % prng.choice([1, 2, 3, 4])
            text += schedule_clause(prng, (0.15, 0.3, 0.45, 0.6))
            text += red
            # Clauses loopcc leaves out (the engine works them out).
            if prng.random() < 0.15:
                text += " default(shared)"
            if f["params"] and prng.random() < 0.15:
                text += " firstprivate(%s)" % ", ".join(f["params"])
            return {"form": form, "open": [text], "close": [],
                    "verdict": self.omp_par_verdict(f, a, steps, positions)}
        region = "#pragma omp parallel"
        if prng.random() < 0.3:
            region += " num_threads(%d)" % prng.choice([1, 2, 3, 4])
        text = "#pragma omp for"
        x = prng.random()
        if x < 0.6:
            kind = prng.choice(["static", "dynamic", "guided"])
            text += " schedule(%s%s)" % (kind, ", %d" % chunk() if prng.random() < 0.5 else "")
        if red and prng.random() < 0.25:
            region += red   # each thread's copy summed at the region's end
        else:
            text += red
        if prng.random() < 0.3:
            text += " nowait"   # the region's end waits
        return {"form": form, "open": [region, "{", text], "close": ["}"], "verdict": None}

    def omp_par_verdict(self, f, a, steps, positions):
        """The verdict of the parallelize loopcc makes of `omp parallel for`
        above the chain \p steps (par_expect's, loopcc's checked meaning,
        as for a parallelize step): on the outermost loop the chain makes
        (OpenMP 6's; loopcc's since session 23, where it was the loop the
        chain's last step makes before), at position 0. The unrolls,
        vectorizes and interleaves after the locality steps keep each loop's
        iterations in order (a loop's copies in an unrolled loop run one
        value of it each); a jam above that loop runs several iterations of
        the jammed loop in one of the loops inside it (unknown). On a
        remainder or epilogue (some of the loop's iterations), or on(all),
        only legal is sure."""
        t = 0
        par = ("parallelize", "parallelize", None)
        lead = 0
        while lead < len(steps) and steps[lead][0] in ("tile", "interchange", "permutation", "reverse", "pack", "skew"):
            lead += 1
        for (k, _, _), p in zip(steps[lead:], positions[lead:]):
            if k not in ("unroll", "vectorize", "interleave", "unroll_and_jam") or \
                    (k == "unroll_and_jam" and p < t):
                return "unknown"
        v = self.chain_verdicts(f, a, list(steps[:lead]) + [par], list(positions[:lead]) + [t])[lead]
        if lead < len(steps) and steps[-1][2] in ("remainder", "epilogue", "remainder_inner", "remainder_outer", "all") \
                and v != "legal":
            return "unknown"
        return v

    def gen_steps(self, nloops, no_vec, two_stmts, arrays=()):
        """Steps (transformation, directive text, role) in the order they
        apply; role is the on(...) of that step (None: the primary loop).
        A pack names one of \p arrays (those the nest subscripts)."""
        L = nloops
        t = 0
        steps = []
        if self.skew_mode:
            nsteps = self.pick([1, 2, 2, 3, 3, 3])
        else:
            nsteps = self.pick([1, 1, 2, 2, 2, 3, 3])
        n_loc = 0
        # A skew function's chain: three locality steps (a skew, and a
        # tile or interchange before and after it).
        max_loc = 3 if self.skew_mode else 2
        skews = 0
        post = False         # a non-locality step was made
        # Only locality steps and jams so far: a jam here is the engine's,
        # which jams through a perfect nest of any depth, and may be
        # followed by another jam.
        engine = False
        copies = 1
        vectorized = False   # a vectorize or interleave was made
        prev = None          # (transformation, d) of the previous step
        # For add_parallelize: each step's loop (its position below the
        # chain's loop), and (prev, t, L) before each step and after the last.
        self.last_positions = []
        self.last_states = [(None, 0, L)]
        for si in range(nsteps):
            # The roles of the previous step: (spelling, position, primary).
            if prev is None:
                roles = [(None, 0)]
            else:
                roles = self.roles_of(prev, t, L)
            # Candidate (kind, role) pairs.
            cands = []
            for rname, pos in roles:
                below = L - pos
                innermost = pos == L - 1
                w = []
                if not post and n_loc < max_loc and rname not in ("remainder", "epilogue", "all", "remainder_outer", "remainder_inner", "sequential", "fallback"):
                    w += [("tile", 5), ("reverse", 2)]
                    if below >= 2:
                        w += [("interchange", 4)]
                    if below >= 3:
                        w += [("permutation", 3)]
                    if arrays and self.pack_weight:
                        w += [("pack", self.pack_weight)]
                    if self.skew_mode and below >= 2:
                        # Mostly the chain's first step, or its second
                        # after a tile, interchange or reverse; rarely a
                        # second skew.
                        w += [("skew", 3 if skews else (40 if si == 0 else 30))]
                    if self.skew_mode and prev is not None and prev[0] == "skew" and pos == t:
                        # The skewed nest tiled or interchanged, mostly
                        # from its first loop (level(1)).
                        w = [(k, wt * {"tile": 8, "interchange": 6, "permutation": 6}.get(k, 1))
                             for k, wt in w]
                if prev is None or prev[0] in ("tile", "interchange", "permutation", "reverse", "unroll", "unroll_and_jam", "skew"):
                    if innermost and not no_vec and not vectorized and rname not in ("remainder",):
                        w += [("vectorize", 3), ("interleave", 0.7)]
                if rname not in ("remainder", "epilogue", "remainder_inner", "remainder_outer") or self.r() < 0.3:
                    w += [("unroll", 1.5 if innermost else 0.4)]
                if below == 2 and not post and not (self.jam and engine):
                    w += [("unroll_and_jam", 1.5)]
                elif self.jam and engine and below >= 2:
                    w += [("unroll_and_jam", 6)]
                if prev is not None and prev[0] == "unroll" and rname == "remainder":
                    w += [("unroll_full", 3)]
                if prev is None and innermost and two_stmts:
                    w += [("distribute", 2)]
                if prev is not None and prev[0] == "distribute" and rname == "coincident" and not no_vec:
                    w += [("vectorize", 4)]
                if prev is not None and prev[0] in ("vectorize", "interleave", "unroll_and_jam", "distribute"):
                    w = [x for x in w if x[0] in ("unroll", "vectorize") or
                         (self.jam and engine and x[0] == "unroll_and_jam")]
                    if prev[0] in ("vectorize", "interleave"):
                        w = [x for x in w if x[0] == "unroll"]
                for k, wt in w:
                    cands.append((k, rname, pos, wt))
            if si == 0:
                # Favour the locality steps as the first step (a skew's
                # weight is its own).
                cands = [(k, r_, p, wt * (3 if k in ("tile", "interchange", "permutation", "reverse") else 1))
                         for k, r_, p, wt in cands]
            if self.skew_mode and not skews:
                # A skew function's chain has a skew: its first step (a
                # one-step chain's always, the others' mostly), or its
                # second after a tile, interchange or reverse.
                if si == 0 and (nsteps == 1 or self.r() < 0.55):
                    want = ("skew",)
                elif si == 0:
                    want = ("tile", "interchange", "permutation", "reverse")
                else:
                    want = ("skew",)
                if any(c[0] in want for c in cands):
                    cands = [c for c in cands if c[0] in want]
            if not cands:
                break
            kind, rname, pos, _ = self.rng.choices(cands, weights=[c[3] for c in cands])[0]
            t_prev = t
            t = pos
            below = L - pos
            if kind in ("tile", "interchange", "permutation", "reverse", "pack", "skew"):
                engine = True
            elif kind != "unroll_and_jam":
                engine = False
            if kind == "tile":
                d = self.pick([x for x in (1, 2, 3) if x <= below], None)
                if below >= 2 and d == 1 and self.r() < 0.6:
                    d = 2
                if self.skew_mode and prev is not None and prev[0] == "skew" and \
                        pos == t_prev and self.r() < 0.7:
                    d = min(prev[1], below)   # the skewed band, mostly
                if self.skew_mode and prev is not None and prev[0] == "skew":
                    # Tiles smaller than most loops (a tile that holds a
                    # whole loop is legal with or without the skew).
                    sizes = [self.pick([2, 3, 4, 4, 5, 8, 8, 16]) for _ in range(d)]
                else:
                    sizes = [self.pick([2, 3, 4, 5, 8, 16, 32]) for _ in range(d)]
                text = "tile sizes(%s)" % ", ".join(map(str, sizes))
                if self.separate and self.r() < 0.5:
                    text += " separate"
                prev = ("tile", d)
                n_loc += 1
            elif kind == "interchange":
                text = "interchange"
                prev = ("interchange", 2)
                n_loc += 1
            elif kind == "permutation":
                d = self.pick([x for x in (2, 3) if x <= below])
                perms = [p for p in itertools.permutations(range(1, d + 1)) if list(p) != list(range(1, d + 1))]
                p = self.pick(perms)
                text = "interchange permutation(%s)" % ", ".join(map(str, p))
                prev = ("permutation", d)
                n_loc += 1
            elif kind == "reverse":
                text = "reverse"
                prev = ("reverse", 1)
                n_loc += 1
            elif kind == "pack":
                text = "pack array(%s)" % self.pick(list(arrays))
                prev = ("pack", 1)
                n_loc += 1
            elif kind == "skew":
                d = self.pick([x for x in (2, 3, 4) if x <= below], [60, 30, 10][:min(below, 4) - 1])
                factors = [self.pick([1, 1, 1, 2, 2, 0, 3]) for _ in range(d - 1)]
                if not any(factors):
                    factors[self.rng.randrange(d - 1)] = self.pick([1, 2])
                if factors == [1] and self.r() < 0.3:
                    text = "skew"   # factors(1), a nest of two loops
                else:
                    text = "skew factors(%s)" % ", ".join(map(str, factors))
                prev = ("skew", d)
                n_loc += 1
                skews += 1
            elif kind == "unroll":
                c = self.pick([x for x in (2, 3, 4, 8) if copies * x <= 64])
                copies *= c
                text = "unroll count(%d)" % c
                prev = ("unroll", 1)
                post = True
            elif kind == "unroll_full":
                text = "unroll full"
                prev = ("unroll_full", 1)
                post = True
            elif kind == "unroll_and_jam":
                c = self.pick([x for x in (2, 3, 4) if copies * x <= 64])
                copies *= c
                text = "unroll_and_jam count(%d)" % c
                prev = ("unroll_and_jam", 2)
                post = True
            elif kind == "vectorize":
                wd = self.pick([2, 4, 8, 16])
                text = "vectorize width(%d)" % wd
                if self.r() < 0.25:
                    text += " interleave(2)"
                prev = ("vectorize", 1)
                post = True
                vectorized = True
            elif kind == "interleave":
                c = self.pick([2, 4])
                copies *= c
                text = "interleave count(%d)" % c
                prev = ("interleave", 1)
                post = True
                vectorized = True
            else:
                text = "distribute"
                prev = ("distribute", 1)
                post = True
            if rname is not None and steps:
                text += " on(%s)" % rname
            steps.append((kind if kind != "unroll_full" else "unroll", text, rname))
            # The produced nest after a tile: d more loops below.
            if kind == "tile":
                L += d
            self.last_positions.append(t)
            self.last_states.append((prev, t, L))
            if kind == "unroll_full":
                break
        return steps

    def roles_of(self, prev, t, L, rng=None):
        """The roles the previous step produced: (spelling, position);
        \p rng spells grid(1) and intratile(1) (self.rng by default)."""
        kind, d = prev
        pick = self.pick if rng is None else rng.choice
        # L already counts the loops the step produced.
        if kind == "tile":
            out = []
            for k in range(1, d + 1):
                out.append(("grid(%d)" % k, t + k - 1))
            for k in range(1, d + 1):
                out.append(("intratile(%d)" % k, t + d + k - 1))
            out = [(pick([r, "grid"]) if r == "grid(1)" else
                    (pick([r, "intratile"]) if r == "intratile(1)" else r), p) for r, p in out]
            out.append((None, t))
            return out
        if kind == "interchange":
            return [(None, t), ("outer", t), ("inner", t + 1), ("level(1)", t), ("level(2)", t + 1)]
        if kind == "permutation":
            out = [(None, t), ("outer", t), ("inner", t + d - 1)]
            out += [("level(%d)" % k, t + k - 1) for k in range(1, d + 1)]
            return out
        if kind == "reverse":
            return [(None, t), ("reversed", t)]
        if kind == "pack":
            return [(None, t), ("packed", t)]
        if kind == "skew":
            return [(None, t)] + [("level(%d)" % k, t + k - 1) for k in range(1, d + 1)]
        if kind == "unroll":
            return [(None, t), ("unrolled", t), ("remainder", t), ("all", t)]
        if kind == "unroll_and_jam":
            return [(None, t), ("outer", t), ("inner", t + 1), ("remainder_inner", t + 1), ("all", t)]
        if kind in ("vectorize", "interleave"):
            return [(None, t), ("vectorized", t), ("epilogue", t), ("all", t)]
        if kind == "distribute":
            return [("coincident", t), ("sequential", t), ("fallback", t)]
        if kind == "parallelize":
            return [(None, t), ("parallel", t)]
        return []

    # ------------------------------------------------------------ legality
    def expect(self, f, a, steps):
        """The verdict of exact dependence analysis on the chain's first
        step, if it is a locality step on the source nest: legal, illegal
        or unknown. On the largest call (every parameter at its declared
        size), arrays apart: the step is legal if every dependence's sink
        still runs after its source in the new order (the tiles' origin at
        0, as Polly's)."""
        if not steps:
            return "unknown"
        kind, text, _ = steps[0]
        if kind == "parallelize":
            return self.par_expect(f, a, steps, [0], 0)
        if kind not in ("tile", "interchange", "permutation", "reverse"):
            return "unknown"
        loops = f["loops"]
        env = {p: mx for p, mx in f["params"].items()}
        its = iterations(loops, env)
        if not its:
            return "unknown"
        nums = [int(x) for x in re.findall(r"\d+", text)]
        if kind == "reverse":
            def sched(it):
                return it[:a] + (-it[a],) + it[a + 1:]
        elif kind == "tile":
            def sched(it):
                d = len(nums)
                return (it[:a] + tuple(it[a + k] // nums[k] for k in range(d)) +
                        it[a:a + d] + it[a + d:])
        else:
            perm = [2, 1] if kind == "interchange" else nums
            def sched(it):
                d = len(perm)
                return it[:a] + tuple(it[a + perm[k] - 1] for k in range(d)) + it[a + d:]
        for src, dst in self.dependences(f, its):
            if not sched(src) < sched(dst):
                return "illegal"
        return "legal"

    def chain_verdicts(self, f, a, steps, positions, drop_skews=False):
        """chain_verdicts_at on the largest call; where a bound is a
        parameter, also on larger values of the parameters (each 24 more,
        or 12, as long as the nest has at most 30000 iterations; arrays
        apart, their extents do not matter to the analysis): a step legal
        on the call and illegal there is unknown (loopcc decides for every
        n; a tile's boundary may then fall between a dependence's ends,
        or a loop may carry one across tiles)."""
        env = {p: mx for p, mx in f["params"].items()}
        out = self.chain_verdicts_at(f, a, steps, positions, env, drop_skews)
        for more in (24, 12):
            big = {p: v + more for p, v in env.items()}
            if not big or len(iterations(f["loops"], big)) > 30000:
                continue
            wide = self.chain_verdicts_at(f, a, steps, positions, big, drop_skews)
            out = ["unknown" if v == "legal" and w == "illegal" else v for v, w in zip(out, wide)]
            break
        return out

    def chain_verdicts_at(self, f, a, steps, positions, env, drop_skews=False):
        """The verdict of exact dependence analysis on each step of a chain
        with a skew (its steps' loops \p positions below the chain's loop
        a), on a call with the parameters \p env, arrays apart (their
        extents do not matter here), each step on the nest the
        steps before it made (the engine's schedule composed, in Polly's
        coordinates: each loop's iterations counted from its first; a
        tile's origin at 0 of those counts): a locality step is legal if
        every dependence's sink still runs after its source (a tile legal
        on this call only because no tile boundary falls between the ends
        of a dependence that runs backwards in one of its loops is unknown
        where a bound is a parameter: loopcc decides for every n). A skew is
        always legal (it keeps the outermost loop and shears the others
        by it); a pack is unknown (its reasons are not dependences); a
        parallelize is par_expect's; every step after an illegal one or
        after a step of another kind is unknown (loopcc skips them, or
        the analysis does not model them). With \p drop_skews, the same
        chain with its skews left out (each step on the loops it has
        without them: a skew keeps the count of loops): the verdicts the
        steps after a skew would have without it."""
        out = ["unknown"] * len(steps)
        loops = f["loops"]
        its = iterations(loops, env)
        if not its:
            return out
        deps = self.dependences(f, its)
        cur = {it: polly_counts(loops, it) for it in its}
        parametric = any(b[0] == "param" for lp in loops for b in (lp.lo, lp.hi))
        for j, (kind, text, _) in enumerate(steps):
            if kind == "parallelize" and not drop_skews:
                out[j] = self.par_expect(f, a, steps, positions, j, env)
                break
            if kind not in ("tile", "interchange", "permutation", "reverse", "pack", "skew"):
                break
            if kind == "skew" and drop_skews:
                continue
            p = a + positions[j]
            new = {it: tuple(step_schedule(cur[it], kind, text, p)) for it in its}
            legal = all(new[x] < new[y] for x, y in deps)
            if kind == "skew" and not legal:
                raise RuntimeError("seed %d %s: the model reverses a dependence by '%s'" % (
                    self.seed, f["name"], text))
            out[j] = "unknown" if kind == "pack" else ("legal" if legal else "illegal")
            if legal and kind == "tile" and parametric:
                # A tile legal on this call only because no tile boundary
                # falls between a dependence's ends (a component of it in
                # the band is negative): for a larger n (loopcc decides
                # for every n) it may be illegal.
                d = len(clause_numbers(text, "sizes"))
                if any(cur[x][:p] == cur[y][:p] and
                       any(cur[y][p + k] < cur[x][p + k] for k in range(d))
                       for x, y in deps):
                    out[j] = "unknown"
            if not legal:
                break
            cur = new
        return out

    def par_expect(self, f, a, steps, positions, pj, env=None, openmp=False):
        """The verdict of exact dependence analysis on the parallelize at
        steps[pj], whose steps before it are locality steps (their loops
        \p positions below the chain's loop a), on the largest call (or
        the parameters \p env),
        arrays apart: illegal if a dependence joins two iterations that
        share the loops around the parallel loop and differ on it (the
        earlier steps' schedule composed: a tile's loops over the tiles
        floor(v / size) of the value v its loop has then, a reverse -v, as
        the engine's schedules). An integer sum into a scalar is private
        to each thread (legal); an integer sum into an array element the
        parallel loop carries is a race, illegal, unless its element may
        be carried in a register (the nest's innermost loop does not index
        it: then a sum loopcc may privatize, unknown). With a tile before
        it, the tiles' origin varied (0, 1, half and all but one of a
        size: Polly counts a loop's iterations from its first): a verdict
        that depends on it is unknown, as is one after a tile of a nest
        with a loop that starts at an outer loop's value. After a skew, or
        an interchange of a nest with such a loop, the schedule is the
        engine's, on Polly's counts (polly_counts). With \p openmp, the
        verdict of OpenMP's data sharing (a worksharing loop, --omp-for):
        a sum into the scalar (integer or double) has its reduction clause,
        a copy per thread (legal), a sum into an element is shared, a race
        where the loop carries it (illegal)."""
        loops = f["loops"]
        if env is None:
            env = {p: mx for p, mx in f["params"].items()}
        its = iterations(loops, env)
        if not its:
            return "unknown"
        before = steps[:pj]
        if any(k not in ("tile", "interchange", "permutation", "reverse", "pack", "skew") for k, _, _ in before):
            return "unknown"
        P = a + positions[pj]
        tiled = any(k == "tile" for k, _, _ in before)
        # After a skew, the schedule is the engine's: each loop's
        # iterations counted from its first (as Polly's domain has them),
        # the skew and the tiles on those counts.
        skewed = any(k == "skew" for k, _, _ in before)
        # So after an interchange of a nest with a loop that starts at an
        # outer loop's value (j = i; ...): Polly's loops are i and j - i,
        # and an interchange swaps those (found by the skew run, seed
        # 610011: the loop j - i carries no dependence where j does).
        counted = skewed or (any(k in ("interchange", "permutation") for k, _, _ in before) and
                             any(lp.lo[0] == "var" for lp in loops[a:]))
        if tiled and not skewed and any(lp.lo[0] == "var" for lp in loops[a:]):
            # Polly counts such a loop's iterations from its first (j - i
            # for j = i; ...): its tiles start with each row, not at an
            # origin of the values.
            return "unknown"

        def sched(it, origin):
            s = list(polly_counts(loops, it) if origin == "polly" else it)
            for (kind, text, _), t in zip(before, positions):
                p = a + t
                if kind == "skew":
                    s = skew_schedule(s, text, p)
                elif kind == "tile":
                    nums = [int(x) for x in re.match(r"tile sizes\(([^)]*)\)", text).group(1).split(",")]
                    d = len(nums)
                    v = s[p:p + d]
                    off = [{"0": 0, "1": 1, "half": n // 2, "last": n - 1, "polly": 0}[origin] for n in nums]
                    s = s[:p] + [(v[k] + off[k]) // nums[k] for k in range(d)] + v + s[p + d:]
                elif kind == "interchange":
                    s[p], s[p + 1] = s[p + 1], s[p]
                elif kind == "permutation":
                    perm = [int(x) for x in re.search(r"permutation\(([^)]*)\)", text).group(1).split(",")]
                    s = s[:p] + [s[p + perm[k] - 1] for k in range(len(perm))] + s[p + len(perm):]
                elif kind == "reverse":
                    s[p] = -s[p]
            return tuple(s)

        def carried(pairs):
            verdicts = set()
            for origin in (("polly",) if counted else ("0", "1", "half", "last") if tiled else ("0",)):
                sc = {it: sched(it, origin) for it in its}
                found = False
                for x, y in pairs:
                    sx, sy = sc[x], sc[y]
                    if sx[P] != sy[P] and sx[:P] == sy[:P]:
                        found = True
                        break
                verdicts.add(found)
            return verdicts

        if openmp:
            v = carried(self.dependences(f, its, sums_private=False, scalar_order=False))
            return "unknown" if len(v) > 1 else ("illegal" if True in v else "legal")
        v = carried(self.dependences(f, its))
        if len(v) > 1:
            return "unknown"
        if True in v:
            return "illegal"
        if f["elem"] == "double":
            return "legal"
        v = carried(self.dependences(f, its, sums_private=False))
        if len(v) > 1:
            return "unknown"
        if True not in v:
            return "legal"
        inner = len(loops) - 1
        if any(s.reduction and s.target is not None and
               all(var != inner for var, _ in s.target.subs) for s in f["stmts"]):
            return "unknown"
        return "illegal"

    def dependences(self, f, its, sums_private=True, scalar_order=True):
        """Pairs of iterations (source, sink) whose transitive closure holds
        every memory dependence of the nest on these iterations (arrays
        apart). A floating-point reduction into a scalar orders all the
        iterations (unless \p scalar_order is False: OpenMP's
        reduction clause gives each thread a copy of the scalar); an
        integer reduction (into a scalar or an element) orders nothing
        among its own updates (with sums_private False, an element's
        updates are ordered as any other accesses: a parallel loop may not
        carry them)."""
        touch = collections.defaultdict(list)
        int_red = f["elem"] != "double" and sums_private
        for it in its:
            seq = []
            if f["guard"]:
                for acc in f["guard"][1]:
                    seq.append((acc, False, None))
            for si, s in enumerate(f["stmts"]):
                red = si if s.reduction and s.target is not None else None
                for acc in s.reads:
                    r = red if (red is not None and acc.arr is s.target.arr and
                                acc.subs == s.target.subs) else None
                    seq.append((acc, False, r))
                if s.target is not None:
                    if s.op != "=":
                        seq.append((s.target, False, red))
                    seq.append((s.target, True, red))
            for acc, w, r in seq:
                touch[(acc.arr.name, acc.index(it))].append((it, w, r))
        pairs = set()
        for key, lst in touch.items():
            if not any(w for _, w, _ in lst):
                continue
            reds = set(r for _, _, r in lst)
            if int_red and len(reds) == 1 and None not in reds:
                continue   # only the updates of one integer reduction
            last_w = None
            reads = []
            for it, w, r in lst:
                if w:
                    if last_w is not None and last_w != it:
                        pairs.add((last_w, it))
                    for x in reads:
                        if x != it:
                            pairs.add((x, it))
                    last_w = it
                    reads = []
                else:
                    if last_w is not None and last_w != it:
                        pairs.add((last_w, it))
                    reads.append(it)
        if scalar_order and any(s.scalar for s in f["stmts"]) and f["elem"] == "double":
            for x, y in zip(its, its[1:]):
                pairs.add((x, y))
        return pairs

    # ------------------------------------------------------------ printing
    def program(self):
        nfun = self.pick([2, 3, 3, 4, 5])
        for i in range(nfun):
            if self.skew and self.skew_rng.random() < SKEW_FUNCTIONS:
                self.gen_skew_function(i)
            else:
                self.gen_function(i)
                self.gen_chains(self.funcs[-1])
        # The skew functions' arrays last: the others keep their place in
        # main's fill calls (the fill's k), so their data are as before.
        self.globals += self.skew_globals
        self.skew_globals = []
        for f in self.funcs:
            if any(w == "block" for w in f["wraps"]):
                self.need_blocks = True
            if any(w.startswith("omp") for w in f["wraps"]) or f.get("omp"):
                self.need_openmp = True
        flags = []
        if self.need_blocks:
            flags.append("-fblocks")
        if self.need_openmp:
            flags.append("-fopenmp")
        out = []
        out.append("// gen_nests flags: %s" % " ".join(flags))
        out.append("// gen_nests.py %d: random loop nests with random `#pragma loop transform` chains" % self.seed)
        out.append("#include <stdio.h>")
        out.append("#include <string.h>")
        out.append("#include <math.h>")
        out.append("")
        out.append("static unsigned long long H = 1469598103934665603ULL;")
        out.append("static void mix(unsigned long long v) { H = (H ^ v) * 1099511628211ULL; }")
        out.append("static void mix_d(double x) {")
        out.append("  unsigned long long b;")
        out.append("  if (x == 0) x = 0; /* -0 and 0 alike */")
        out.append("  memcpy(&b, &x, sizeof b);")
        out.append("  mix(b);")
        out.append("}")
        out.append("static void hash_int(const int *p, int count) { for (int q = 0; q < count; q++) mix((unsigned)p[q]); }")
        out.append("static void hash_unsigned(const unsigned *p, int count) { for (int q = 0; q < count; q++) mix(p[q]); }")
        out.append("static void hash_double(const double *p, int count) { for (int q = 0; q < count; q++) mix_d(p[q]); }")
        out.append("static void norm_int(int *p, int count) { for (int q = 0; q < count; q++) p[q] %= 1024; }")
        out.append("static void norm_unsigned(unsigned *p, int count) { (void)p; (void)count; }")
        out.append("static void norm_double(double *p, int count) {")
        out.append("  for (int q = 0; q < count; q++) {")
        out.append("    double x = p[q];")
        out.append("    if (x != x || x - x != 0) x = 0; /* not finite */")
        out.append("    x = fmod(x, 1024.0);")
        out.append("    p[q] = (double)(long long)x;")
        out.append("  }")
        out.append("}")
        out.append("static void fill_int(int *p, int count, int k) { for (int q = 0; q < count; q++) p[q] = (q * 7 + k * 13) % 23 - 9; }")
        out.append("static void fill_unsigned(unsigned *p, int count, int k) { for (int q = 0; q < count; q++) p[q] = (unsigned)q * 2654435761u + (unsigned)k * 40503u; }")
        out.append("static void fill_double(double *p, int count, int k) { for (int q = 0; q < count; q++) p[q] = (double)((q * 5 + k * 11) % 19 - 8); }")
        if any("macro-arg" in f["wraps"] for f in self.funcs):
            out.append("#define ID(...) __VA_ARGS__")
        out.append("")
        for name, elem, dims in self.globals:
            if name:   # "": the place of a function drawn again with a skew
                out.append("%s %s%s;" % (elem, name, "".join("[%d]" % d for d in dims)))
        out.append("")
        for f in self.funcs:
            out += self.function_text(f)
            out.append("")
        out += self.main_text()
        return "\n".join(out) + "\n"

    def stmt_text(self, f, s):
        loops = f["loops"]

        def sub(m):
            return s.reads[int(m.group(1))].text(loops)

        rhs = re.sub(r"@(\d+)", sub, s.text)
        if s.scalar:
            lhs = s.scalar
        else:
            lhs = s.target.text(loops)
        if s.op == "=":
            return "%s = %s;" % (lhs, rhs)
        return "%s %s %s;" % (lhs, s.op, rhs)

    def guard_text(self, f):
        g, accs = f["guard"]
        return "if (%s)" % g.replace("@g", accs[0].text(f["loops"]))

    def function_text(self, f):
        name = f["name"]
        elem = f["elem"]
        shape = f["shape"]
        loops = f["loops"]
        wraps = f["wraps"]
        scalar = f["scalar"]
        lines = []
        chains_meta = []
        for ci, (a, steps) in enumerate(f["chains"]):
            exp = "unknown"
            verdicts = ""
            if ci == 0 and any(k == "skew" for k, _, _ in steps):
                # A chain with a skew: a verdict for each step, and for the
                # steps after the first skew the verdict without the
                # skews (`-` for the others).
                vs = self.chain_verdicts(f, a, steps, f["positions"])
                ns = self.chain_verdicts(f, a, steps, f["positions"], drop_skews=True)
                first = [k for k, _, _ in steps].index("skew")
                ns = ["-" if j <= first or steps[j][0] == "skew" else v for j, v in enumerate(ns)]
                exp = vs[0]
                verdicts = " verdicts=%s noskew=%s" % (",".join(vs), ",".join(ns))
            elif ci == 0:
                exp = self.expect(f, a, steps)
            par = ""
            if ci in f.get("par", {}):
                pj, positions = f["par"][ci]
                pexp = "unknown"
                if ci == 0 and verdicts:
                    pexp = vs[pj]
                elif ci == 0:
                    pexp = exp if pj == 0 else self.par_expect(f, a, steps, positions, pj)
                par = " parallelize=%d:%s" % (pj, pexp)
            # OpenMP's worksharing loop above the chain (--omp-for): its
            # form, and for `omp parallel for` the verdict of the
            # parallelize loopcc makes of it (the report's last step).
            omp = ""
            if ci == 0 and f.get("omp"):
                omp = " omp=" + f["omp"]["form"]
                if f["omp"]["verdict"]:
                    omp += ":" + f["omp"]["verdict"]
            chains_meta.append("// chain %s.%d loop=%d expect=%s steps=%s%s%s%s" % (
                name, ci, a, exp, ",".join(k for k, _, _ in steps), par, verdicts, omp))
        lines.append("// nest %s: shape=%s bounds=%s stmt=%s elem=%s%s wrap=%s depth=%d chains=%d%s" % (
            name, shape, f["bounds"], f["stmt"], elem, "-inexact" if f["inexact"] else "",
            "+".join(wraps) or "none", len(loops), len(f["chains"]),
            " sum=long" if f.get("scalar_type") else ""))
        lines += chains_meta
        # Parameters.
        ps = ["int %s" % p for p in f["params"]]
        for a in f["arrays"]:
            if shape in ("global", "local"):
                continue
            if shape == "fixed-param":
                ps.append("%s %s%s" % (elem, a.name, "".join("[%d]" % d for d in a.dims)))
            elif shape == "vla-restrict":
                ps.append("%s %s[restrict %s][%s]" % (elem, a.name, f["dim_params"][0], f["dim_params"][1]))
            elif shape == "vla-alias":
                ps.append("%s %s[%s][%s]" % (elem, a.name, f["dim_params"][0], f["dim_params"][1]))
            else:
                ps.append("%s (*%s)[%s]" % (elem, a.name, f["dim_params"][1]))
        ret = "void"
        stype = f.get("scalar_type", elem)
        if scalar:
            ret = stype
        attrs = []
        if "target-clones" in wraps:
            attrs.append('__attribute__((target_clones("avx2", "default")))')
        if self.r() < 0.7 and "target-clones" not in wraps:
            attrs.append("__attribute__((noinline))")
        # The nest's lines, with the chains' directives.
        chain_at = {a: steps for a, steps in f["chains"]}
        macro_body = "macro-body" in wraps
        macro_arg = "macro-arg" in wraps

        def directives(steps):
            return [text for _, text, _ in reversed(steps)]

        nest = []   # (indent, text, is_directive)
        starts = []  # where each loop's lines start in nest
        omp = f.get("omp")
        omp_at = f["chains"][0][0] if omp else None
        # A parallel region (`omp for`'s) inside a loop of the nest is in
        # braces of its own: loopcc (the snapshot of issue 36's run)
        # rejects a chain inside a region that is a loop's body without
        # them ("expected a for, while or do-while loop to follow
        # '#pragma loop transform', not the end of the block"), a fault
        # of its binder with any OpenMP region, reported in
        # docs/reliability.md ("OpenMP's worksharing loop above chains").
        omp_braced = bool(omp) and omp["form"] == "for" and omp_at > 0
        for d, lp in enumerate(loops):
            starts.append(len(nest))
            if d == omp_at:
                # OpenMP's worksharing loop above the chain's directives.
                for text in omp["open"]:
                    nest.append((d, text, text.startswith("#pragma")))
            for text in directives(chain_at.get(d, [])):
                nest.append((d, "#pragma loop transform " + text, True))
            nest.append((d, lp.header(loops) + (" {" if omp_braced and d == omp_at - 1 else ""), False))
        body = []
        if f["guard"]:
            body.append((len(loops), self.guard_text(f), False))
            if len(f["stmts"]) > 1:
                body.append((len(loops), "{", False))
                for s in f["stmts"]:
                    body.append((len(loops) + 1, self.stmt_text(f, s), False))
                body.append((len(loops), "}", False))
            else:
                body.append((len(loops) + 1, self.stmt_text(f, f["stmts"][0]), False))
        elif len(f["stmts"]) > 1:
            nest[-1] = (nest[-1][0], nest[-1][1] + " {", False)
            for s in f["stmts"]:
                body.append((len(loops), self.stmt_text(f, s), False))
            body.append((len(loops) - 1, "}", False))
        else:
            body.append((len(loops), self.stmt_text(f, f["stmts"][0]), False))
        nest += body
        if omp:
            # The parallel region's end, after the nest (in a macro's body
            # only where the chain is: Gen.add_omp_for).
            nest += [(omp_at, text, False) for text in omp["close"]]
        outer_close = [(omp_at - 1, "}", False)] if omp_braced else []
        if not macro_body:
            nest += outer_close
        base = 1
        pre = []
        post = []
        if "block" in wraps or any(w.startswith("omp") for w in wraps):
            base = 2
        if macro_body:
            # The innermost loop, its directives and its body in a macro
            # (one loop per macro: clang gives every loop of a macro's body
            # the position of the macro's use); the loops around it written
            # in the function, their body the macro's use.
            last = len(loops) - 1
            split = starts[last]
            mname = "LOOP_%s" % name.upper()
            mlines = ["#define %s() \\" % mname]
            for ind, text, isdir in nest[split:]:
                ind -= last
                if isdir:
                    mlines.append("  %s_Pragma(\"%s\") \\" % ("  " * ind, text[len("#pragma "):]))
                else:
                    mlines.append("  %s%s \\" % ("  " * ind, text))
            mlines[-1] = mlines[-1][:-2]
            lines += mlines
            nest_lines = []
            for ind, text, isdir in nest[:split]:
                nest_lines.append(text if isdir else "  " * (base + ind) + text)
            nest_lines.append("  " * (base + last) + "%s();" % mname)
            # The braces of the loop around a parallel region in the macro.
            nest_lines += ["  " * (base + ind) + text for ind, text, _ in outer_close]
        elif macro_arg:
            # The outer chain's directives before ID(...); an inner chain
            # as _Pragma inside the argument.
            nest_lines = []
            inner = []
            started = False
            for ind, text, isdir in nest:
                if isdir and not started:
                    nest_lines.append(text)
                elif isdir:
                    inner.append('_Pragma("%s")' % text[len("#pragma "):])
                else:
                    if not started:
                        started = True
                        inner.append("ID(" + text)
                    else:
                        inner.append(text)
            joined = []
            for i, t in enumerate(inner):
                joined.append("  " * (base + (1 if i else 0)) + t)
            joined[-1] += ")"
            nest_lines += joined
        else:
            nest_lines = []
            for ind, text, isdir in nest:
                if isdir:
                    nest_lines.append(text)
                else:
                    nest_lines.append("  " * (base + ind) + text)
        lines.append(" ".join(attrs + ["%s %s(%s)" % (ret, name, ", ".join(ps) or "void")]) + " {")
        # Scalar, local arrays.
        decl_scalar = None
        if scalar:
            init = {"*=": "1", "^=": "0", "+=": "0", "-=": "0"}[f["stmts"][0].op]
            if elem == "double" and init == "1":
                init = "1.0"
            decl_scalar = "%s %s = %s;" % (stype, scalar, init)
        local_decls = []
        local_in = []
        local_out = []
        if shape == "local":
            for a in f["arrays"]:
                local_decls.append("%s %s%s;" % (elem, a.name, "".join("[%d]" % d for d in a.dims)))
                local_in.append("memcpy(%s, %s, sizeof %s);" % (a.name, a.glob, a.name))
                if a.written:
                    local_out.append("memcpy(%s, %s, sizeof %s);" % (a.glob, a.name, a.name))
        # Globals: the function names them directly.
        if shape == "global":
            nest_lines = [self.rename_globals(f, l) for l in nest_lines]
            if macro_body:
                lines[:] = [self.rename_globals(f, l) if l.startswith("#define LOOP_") or l.startswith("  ") else l
                            for l in lines]
        wrap_open = []
        wrap_close = []
        ind1 = "  "
        if "block" in wraps:
            if decl_scalar:
                decl_scalar = "__block " + decl_scalar
            wrap_open = ["  ^{"]
            wrap_close = ["  }();"]
        # --omp-firstprivate: the task's own copy of the bounds (else they
        # are shared, read through a pointer in the loop).
        fp = ""
        if self.omp_firstprivate and f["params"]:
            fp = " firstprivate(%s)" % ", ".join(f["params"])
        if "block" in wraps:
            pass
        elif "omp-task" in wraps:
            wrap_open = ["#pragma omp task default(shared)" + fp, "  {"]
            wrap_close = ["  }", "#pragma omp taskwait"]
        elif "omp-nested" in wraps:
            wrap_open = ["#pragma omp parallel", "  {", "#pragma omp single", "  {",
                         "#pragma omp task" + fp, "  {"]
            wrap_close = ["  }", "  }", "  }"]
        elif "omp-stacked" in wraps:
            wrap_open = ["#pragma omp parallel", "#pragma omp single", "#pragma omp task" + fp, "  {"]
            wrap_close = ["  }"]
        if decl_scalar:
            lines.append(ind1 + decl_scalar)
        inner_ind = "    " if wrap_open else "  "
        if "block" in wraps or any(w.startswith("omp") for w in wraps):
            lines += wrap_open
            lines += [inner_ind + l for l in local_decls + local_in]
            lines += nest_lines
            lines += [inner_ind + l for l in local_out]
            lines += wrap_close
        else:
            lines += ["  " + l for l in local_decls + local_in]
            lines += nest_lines
            lines += ["  " + l for l in local_out]
        if scalar:
            lines.append("  return %s;" % scalar)
        lines.append("}")
        return lines

    def rename_globals(self, f, line):
        for a in f["arrays"]:
            line = re.sub(r"\b%s\[" % a.name, a.glob + "[", line)
            # A pack names the array as the function does.
            line = line.replace("array(%s)" % a.name, "array(%s)" % a.glob)
        return line

    def main_text(self):
        out = ["int main(void) {"]
        for k, (name, elem, dims) in enumerate(self.globals):
            if not name:
                continue
            count = 1
            for d in dims:
                count *= d
            out.append("  fill_%s(&%s%s, %d, %d);" % (elem, name, "[0]" * len(dims), count, k))
        for f in self.funcs:
            for c, (env, binding) in enumerate(f["calls"]):
                args = [str(env[p]) for p in f["params"]]
                shape = f["shape"]
                for a in f["arrays"]:
                    if shape in ("global", "local"):
                        continue
                    g, rowoff = binding[a.name]
                    gdims = dict((x[0], x[2]) for x in self.globals)[g]
                    if shape == "fixed-param":
                        if rowoff:
                            args.append("&%s[%d]" % (g, rowoff))
                        else:
                            args.append(g)
                    else:
                        rowlen = f["dim_params"][1]
                        args.append("(%s (*)[%s])(&%s%s + %d * %s)" % (
                            a.elem, env[rowlen], g, "[0]" * len(gdims), rowoff, env[rowlen]))
                call = "%s(%s)" % (f["name"], ", ".join(args))
                if f["scalar"]:
                    if f["elem"] == "double":
                        call = "r = %s" % call
                    else:
                        call = "r = (double)(%s)" % call
                if "omp-task" in f["wraps"]:
                    out.append("  {")
                    out.append("    double r = 0;")
                    out.append("#pragma omp parallel")
                    out.append("    {")
                    out.append("#pragma omp single")
                    out.append("      { %s; }" % call)
                    out.append("    }")
                else:
                    out.append("  {")
                    out.append("    double r = 0;")
                    out.append("    %s;" % call)
                out.append("    mix_d(r);")
                for a in f["arrays"]:
                    g = a.glob
                    if g is None:
                        continue
                    gdims = dict((x[0], x[2]) for x in self.globals)[g]
                    count = 1
                    for d in gdims:
                        count *= d
                    first = "&%s%s" % (g, "[0]" * len(gdims))
                    out.append("    hash_%s(%s, %d);" % (a.elem, first, count))
                    out.append("    norm_%s(%s, %d);" % (a.elem, first, count))
                out.append('    printf("%s#%d %%016llx\\n", H);' % (f["name"], c))
                out.append("  }")
        out.append("  return 0;")
        out.append("}")
        return out


def perm_differs(acc):
    vs = [v for v, o in acc.subs if v is not None]
    return vs != sorted(vs)


# ------------------------------------------------------------ statistics

NOTE = re.compile(r"^// nest (\w+): (.*)$")
# Groups 1-5 as before issue 36 (gen_fuse.py and gen_reliability.py read
# them); 6 and 7: the index of the chain's parallelize and its verdict;
# 8 and 9 (a chain with a skew): each step's verdict, and each step's
# verdict without the chain's skews (`-`: a step before or at the first
# skew, or a skew); 10 and 11 (--omp-for): OpenMP's worksharing loop above
# the chain (parallel-for or for) and, for parallel-for, the verdict of the
# parallelize loopcc makes of it.
CHAIN = re.compile(r"^// chain (\w+)\.(\d+) loop=(\d+) expect=(\w+) steps=(\S*)"
                   r"(?: parallelize=(\d+):(\w+))?"
                   r"(?: verdicts=(\S+) noskew=(\S+))?"
                   r"(?: omp=([\w-]+)(?::(\w+))?)?$")


def stats(report_path, program_path, seed):
    notes = {}
    expects = {}
    pars = {}   # (function, chain): (steps, index of the parallelize, verdict)
    skews = {}  # (function, chain): (steps, verdicts, verdicts without the skews)
    omps = {}   # (function, chain): (form of OpenMP's worksharing loop, verdict)
    with open(program_path) as f:
        for line in f:
            m = NOTE.match(line)
            if m:
                notes[m.group(1)] = dict(kv.split("=", 1) for kv in m.group(2).split())
            m = CHAIN.match(line)
            if m:
                expects[(m.group(1), int(m.group(2)))] = m.group(4)
                if m.group(6) is not None:
                    pars[(m.group(1), int(m.group(2)))] = (
                        m.group(5).split(","), int(m.group(6)), m.group(7))
                if m.group(8) is not None:
                    skews[(m.group(1), int(m.group(2)))] = (
                        m.group(5).split(","), m.group(8).split(","), m.group(9).split(","))
                if m.group(10) is not None:
                    omps[(m.group(1), int(m.group(2)))] = (m.group(10), m.group(11) or "unknown")
    try:
        with open(report_path) as f:
            report = json.load(f)
    except (OSError, ValueError):
        return
    seen = collections.Counter()
    for unit in report.get("units", []):
        for chain in unit.get("chains", []):
            fn = chain.get("function", "")
            base = re.sub(r"\..*$", "", fn)
            note = notes.get(base, {})
            ci = seen[base]
            seen[base] += 1
            exp = expects.get((base, ci), "unknown")
            # The parallelize's verdict, where the report's chain has the
            # generator's steps and a parallelize at that index.
            steps = chain.get("steps", [])
            # Under `omp parallel for` (--omp-for) the report's chain has
            # the generator's steps and, last, the parallelize loopcc makes
            # of the directive, with the generator's verdict for it; the
            # verdicts of the generator's steps are those of its steps.
            omp_form, omp_at = omps.get((base, ci), (None, None))[0], None
            if omp_form == "parallel-for" and steps and steps[-1].get("transformation") == "parallelize":
                omp_at = len(steps) - 1
                steps_gen = steps[:-1]
            else:
                steps_gen = steps
            par_at, par_exp = None, "unknown"
            if omp_at is not None:
                par_at, par_exp = omp_at, omps[(base, ci)][1]
            if (base, ci) in pars:
                names, pj, pexp = pars[(base, ci)]
                if len(names) == len(steps) and pj < len(steps) and \
                        steps[pj].get("transformation") == "parallelize":
                    par_at, par_exp = pj, pexp
            # A chain with a skew: each step's verdict, and a 16th column
            # (its verdict without the skews), where the report's chain
            # has the generator's steps.
            verdicts = noskew = None
            if (base, ci) in skews:
                names, vs, ns = skews[(base, ci)]
                if len(names) == len(steps_gen) == len(vs) == len(ns) and all(
                        st.get("transformation") == (n if n != "permutation" else "interchange")
                        for st, n in zip(steps_gen, names)):
                    verdicts, noskew = vs + [par_exp], ns + ["-"]
            for si, step in enumerate(steps):
                row = [
                    str(seed), base, str(ci), str(si), step.get("transformation", "?"),
                    step.get("directive", "?"), step.get("status", "?"),
                    verdicts[si] if verdicts else
                    (par_exp if si == par_at else (exp if si == 0 else "unknown")),
                    "rt" if step.get("runtime_check") else "-",
                    note.get("shape", "?"), note.get("bounds", "?"), note.get("stmt", "?"),
                    note.get("elem", "?"), note.get("wrap", "?"),
                    (step.get("reason") or "").replace("\t", " ").replace("\n", " ")[:300]]
                if verdicts:
                    row.append("noskew=" + noskew[si])
                if omp_form:
                    # Last: the OpenMP worksharing loop above the chain.
                    row.append("omp=" + omp_form)
                print("\t".join(row))


def summary(path):
    rows = []
    with open(path) as f:
        for line in f:
            p = line.rstrip("\n").split("\t")
            if len(p) >= 15:
                rows.append(p)
    status_names = ["applied", "missed", "not-needed", "skipped"]

    def table(title, keyf, filt=lambda r: True):
        c = collections.defaultdict(collections.Counter)
        for r in rows:
            if filt(r):
                c[keyf(r)][r[6]] += 1
        print("nests-stats: %s" % title)
        for k in sorted(c):
            print("nests-stats:   %-28s %s" % (k, "  ".join("%s %d" % (s, c[k][s]) for s in status_names)))

    tot = collections.Counter(r[6] for r in rows)
    loc = lambda r: r[4] in ("tile", "interchange", "reverse")
    table("steps by transformation", lambda r: r[4])
    table("tile/interchange/reverse steps by array shape", lambda r: r[9], loc)
    table("tile/interchange/reverse steps by statement", lambda r: r[11] + "/" + r[12], loc)
    table("tile/interchange/reverse steps by bounds", lambda r: r[10], loc)
    table("steps by wrapper", lambda r: r[13])
    # (a chain with a skew has a verdict for each step: its first here)
    exp = collections.Counter((r[7], r[6]) for r in rows if r[7] != "unknown" and r[4] != "parallelize"
                              and (len(r) < 16 or r[3] == "0"))
    print("nests-stats: first locality steps, analysis here vs loopcc: " +
          ", ".join("%s->%s %d" % (e, s, n) for (e, s), n in sorted(exp.items())))
    # The OpenMP worksharing loop above a chain (--omp-for): the last
    # column of its steps' rows.
    omp_of = lambda r: r[-1][4:] if len(r) >= 16 and r[-1].startswith("omp=") else None
    # The parallelize loopcc makes of `omp parallel for` (such a chain has
    # no other) is counted apart from the generator's parallelize steps.
    omp_par = lambda r: r[4] == "parallelize" and omp_of(r) == "parallel-for"
    par = [r for r in rows if r[4] == "parallelize" and not omp_par(r)]
    if par:
        ispar = lambda r: r[4] == "parallelize" and not omp_par(r)

        def par_loop(r):
            m = re.search(r" on\((.*)\)$", r[5])
            return ("on(%s)" % m.group(1)) if m else ("the chain's loop" if r[3] == "0" else "the primary loop")
        table("parallelize steps by loop", par_loop, ispar)
        table("parallelize steps by statement", lambda r: r[11] + "/" + r[12], ispar)
        table("parallelize steps by wrapper", lambda r: r[13], ispar)
        pexp = collections.Counter((r[7], r[6]) for r in par)
        print("nests-stats: parallelize steps, analysis here vs loopcc: " +
              ", ".join("%s->%s %d" % (e, s, n) for (e, s), n in sorted(pexp.items())))
        ptot = collections.Counter(r[6] for r in par)
        print("nests-stats: parallelize steps applied: %d, missed: %d, not-needed: %d, skipped: %d, "
              "unexpected applied: %d" % (ptot["applied"], ptot["missed"], ptot["not-needed"], ptot["skipped"],
                                          sum(1 for r in par if r[7] == "illegal" and r[6] == "applied")))
    omp = [r for r in rows if omp_of(r)]
    if omp:
        # Chains with OpenMP's worksharing loop above them, and the
        # programs with one; their steps by form and transformation; the
        # parallelize of `omp parallel for` against the generator's
        # analysis (on the loop the chain's last step makes).
        chains = collections.defaultdict(set)
        for r in omp:
            chains[omp_of(r)].add((r[0], r[1], r[2]))
        print("nests-stats: OpenMP worksharing loops above chains: " +
              ", ".join("%s %d (in %d programs)" % (k, len(v), len({c[0] for c in v}))
                        for k, v in sorted(chains.items())) +
              "; programs with one: %d" % len({r[0] for r in omp}))
        table("steps of chains below OpenMP's worksharing loop, by form and transformation",
              lambda r: "omp %s: %s" % (omp_of(r), r[4]), lambda r: r in omp)
        opar = [r for r in omp if omp_par(r)]
        oexp = collections.Counter((r[7], r[6]) for r in opar)
        print("nests-stats: omp parallel for's parallelize, analysis here vs loopcc: " +
              ", ".join("%s->%s %d" % (e, st, n) for (e, st), n in sorted(oexp.items())))
        otot = collections.Counter(r[6] for r in opar)
        print("nests-stats: omp parallel for's parallelize applied: %d, missed: %d, not-needed: %d, skipped: %d, "
              "unexpected applied: %d" % (otot["applied"], otot["missed"], otot["not-needed"], otot["skipped"],
                                          sum(1 for r in opar if r[7] == "illegal" and r[6] == "applied")))
    sk = [r for r in rows if len(r) >= 16 and r[15].startswith("noskew=")]
    if sk:
        # The chains with a skew: each step against the generator's verdict
        # (on the nest the steps before it made), and the steps after a
        # skew that the same analysis calls illegal without the skews.
        table("steps of chains with a skew, by transformation", lambda r: r[4], lambda r: r in sk)
        vexp = collections.Counter((r[4], r[7], r[6]) for r in sk if r[7] != "unknown")
        print("nests-stats: chains with a skew, analysis here vs loopcc: " +
              ", ".join("%s %s->%s %d" % (k, e, st, n) for (k, e, st), n in sorted(vexp.items())))
        need = collections.Counter(r[6] for r in sk if r[7] == "legal" and r[15] == "noskew=illegal")
        print("nests-stats: steps after a skew, legal with it and illegal without it: " +
              "  ".join("%s %d" % (st, need[st]) for st in status_names))
        chains = collections.defaultdict(list)
        for r in sk:
            chains[(r[0], r[1], r[2])].append(r)
        print("nests-stats: chains with a skew: %d (%d with the skew applied)" % (
            len(chains), sum(1 for c in chains.values()
                             if any(r[4] == "skew" and r[6] == "applied" for r in c))))
        for r in sk:
            if r[7] == "legal" and r[6] == "missed" and \
                    re.search(r"would reverse|would change the order|carries the dependence", r[14]):
                print("nests-stats: UNEXPECTED missed (a dependence named): seed %s %s chain %s step %s '%s' (%s %s %s %s %s): %s" % (
                    r[0], r[1], r[2], r[3], r[5], r[9], r[10], r[11], r[12], r[13], r[14][:160]))
    unexpected = [r for r in rows if r[7] == "illegal" and r[6] == "applied"]
    for r in unexpected:
        print("nests-stats: UNEXPECTED applied: seed %s %s chain %s '%s' (%s %s %s %s %s)" % (
            r[0], r[1], r[2], r[5], r[9], r[10], r[11], r[12], r[13]))
    reasons = collections.Counter()
    for r in rows:
        if r[6] == "missed":
            reasons[re.sub(r"\d+", "N", re.sub(r"(from|to) .*? \(line \d+\)", r"\1 X", r[14]))[:110]] += 1
    print("nests-stats: most frequent reasons of missed steps:")
    for reason, n in reasons.most_common(12):
        print("nests-stats:   %5d %s" % (n, reason))
    print("nests: steps applied: %d, missed: %d, not-needed: %d, skipped: %d, unexpected applied: %d" % (
        tot["applied"], tot["missed"], tot["not-needed"], tot["skipped"], len(unexpected)))


def stats_or_summary(argv, stats):
    """`--stats REPORT PROGRAM SEED` or `--summary STATS`, done: True; any
    other command line: False."""
    if len(argv) >= 2 and argv[1] == "--stats":
        stats(argv[2], argv[3], argv[4] if len(argv) > 4 else "?")
        return True
    if len(argv) >= 2 and argv[1] == "--summary":
        summary(argv[2])
        return True
    return False


def generator_main(argv, doc, stats, program_text):
    """The command line the generators of the other kinds share:
    `--stats REPORT PROGRAM SEED`, `--summary STATS`, or `SEED` and their
    own options (program_text(seed, argv) writes the program); the
    runner's options they do not take are ignored."""
    if stats_or_summary(argv, stats):
        return 0
    seeds = [a for a in argv[1:] if not a.startswith("--")]
    if len(seeds) != 1:
        print(doc, file=sys.stderr)
        return 2
    sys.stdout.write(program_text(int(seeds[0]), argv))
    return 0


def main(argv):
    if stats_or_summary(argv, stats):
        return 0
    seed = None
    opts = {"blocks": True, "openmp": True, "stacked_omp": False, "omp_firstprivate": False, "pack": False, "separate": False}
    for a in argv[1:]:
        if a == "--no-blocks":
            opts["blocks"] = False
        elif a == "--no-openmp":
            opts["openmp"] = False
        elif a == "--stacked-omp":
            opts["stacked_omp"] = True
        elif a == "--omp-firstprivate":
            opts["omp_firstprivate"] = True
        elif a == "--pack":
            opts["pack"] = True
        elif a == "--separate":
            opts["separate"] = True
        elif a == "--jam":
            opts["jam"] = True
        elif a == "--no-parallelize":
            opts["parallelize"] = False
        elif a == "--parallelize":
            opts["parallelize"] = True
        elif a == "--no-skew":
            opts["skew"] = False
        elif a == "--skew":
            opts["skew"] = True
        elif a == "--omp-for":
            opts["omp_for"] = True
        else:
            seed = int(a)
    if seed is None:
        print(__doc__, file=sys.stderr)
        return 2
    if "parallelize" not in opts:
        # The options of the earlier sessions keep their seeds' programs
        # (pack-divs-crash.test's, the seeds docs/reliability.md names):
        # parallelize with them only when asked for.
        opts["parallelize"] = not (opts["pack"] or opts["separate"] or opts.get("jam"))
    if "skew" not in opts:
        # So for skew: with --pack, --separate or --jam, skew functions
        # only with --skew.
        opts["skew"] = not (opts["pack"] or opts["separate"] or opts.get("jam"))
    sys.stdout.write(Gen(seed, **opts).program())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
