// Loops by name (frontend/LoopNames.cpp), the ways that work, end to end:
// - moved: '#pragma loop id(rows)' names the first loop, and the directive
//   above the second loop, 'unroll count(2) on(rows)', moves to it: the
//   report has one chain in the function, on the first loop, and none on
//   the second;
// - tiled: 'tile sizes(16, 16) ids(ii, jj, i, j)' then
//   'vectorize width(4) on(j)': on(j) is on(intratile(2));
// - fused: 'fuse ids(f)' then 'interleave count(2) on(f)': on(fused);
// - recurrence: 'rows' again, in another function (names are per
//   function), on a loop that cannot be vectorized; the warning says
//   "loop 'rows' not vectorized";
// - later_first: on(NAME) of a loop further down: the stack above the
//   second loop moves to the third, and the stack above the first loop
//   continues the chain that move made ('reverse ids(back) on(last)',
//   then 'unroll count(2) on(back)');
// - skipped: '_' in ids(_, t) leaves the grid loop unnamed;
// - continued: a stack of two directives above the second loop continues
//   the tile of the first nest: 'vectorize width(4) ids(v, e) on(j)', then
//   'unroll count(2) on(v)' (on(vectorized)).
// The report (report.py; every chain is listed, so a stack that moved
// leaves no chain behind), the step's "loop_name" in the raw JSON (the
// name of the loop the step applies to, and none for an unnamed loop), the
// explain view's loop comments ("grid(1) loop of step 1 'ii'"), and a
// program whose output equals clang-22 -O0's at -O1, -O2 and -O3.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json -floop-transform-explain=%t.txt %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --implicit-check-not='chain ' %s
// RUN: FileCheck --check-prefix=JSON %s < %t.json
// RUN: FileCheck --check-prefix=EXPLAIN --match-full-lines %s < %t.txt
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 > %t.O1.out
// RUN: diff %t.ref.out %t.O1.out
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// CHECK: chain loop-names.c tiled [[#@LINE+113]]:3
// CHECK-NEXT: step 0 tile sizes(16, 16) ids(ii, jj, i, j) @[[#@LINE+111]]:24 applied produced_loops=4
// CHECK-NEXT: step 1 vectorize width(4) on(j) @[[#@LINE+109]]:24 applied on=intratile(2) vector_width=4
// CHECK: chain loop-names.c skipped [[#@LINE+155]]:3
// CHECK-NEXT: step 0 tile sizes(16) ids(_, t) @[[#@LINE+153]]:24 applied
// CHECK-NEXT: step 1 unroll count(2) on(t) @[[#@LINE+151]]:24 applied on=intratile(1)
// CHECK: chain loop-names.c continued [[#@LINE+160]]:3
// CHECK-NEXT: step 0 tile sizes(8, 8) ids(ii, jj, i, j) @[[#@LINE+158]]:24 applied
// CHECK-NEXT: step 1 vectorize width(4) on(j) ids(v, e) @[[#@LINE+162]]:24 applied on=intratile(2) vector_width=4
// CHECK-NEXT: step 2 unroll count(2) on(v) @[[#@LINE+160]]:24 applied on=vectorized
// CHECK: chain loop-names.c fused [[#@LINE+112]]:5
// CHECK-NEXT: step 0 fuse ids(f) @[[#@LINE+109]]:24 applied produced_loops=1
// CHECK-NEXT: step 1 interleave count(2) on(f) @[[#@LINE+107]]:24 applied on=fused interleave_count=2
// The fuse's second loop carries a member step that shares its outcome.
// CHECK-NEXT: chain loop-names.c fused [[#@LINE+110]]:5
// CHECK-NEXT: step 0 fuse ids(f) @[[#@LINE+105]]:24 applied
// CHECK: chain loop-names.c moved [[#@LINE+87]]:3
// CHECK-NEXT: step 0 unroll count(2) on(rows) @[[#@LINE+88]]:24 applied
// CHECK: chain loop-names.c recurrence [[#@LINE+115]]:3
// CHECK-NEXT: step 0 vectorize width(4) on(rows) @[[#@LINE+116]]:24 missed
// CHECK-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// CHECK: chain loop-names.c later_first [[#@LINE+129]]:3
// CHECK-NEXT: step 0 reverse on(last) ids(back) @[[#@LINE+124]]:24 applied
// CHECK-NEXT: step 1 unroll count(2) on(back) @[[#@LINE+120]]:24 applied on=reversed
//
// WARN: loop-names.c:[[#@LINE+108]]:3: warning: loop 'rows' not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// WARN-NEXT: {{^ +}}[[#@LINE+107]] | for (int i = 1; i < N; i++)
// WARN-NEXT: {{^ +\| +\^}}
// WARN-NEXT: loop-names.c:[[#@LINE+107]]:24: note: 'vectorize width(4) on(rows)' requested here
// WARN-NOT: warning:
//
// A step on a loop with no name has no "loop_name"; a step on a named
// loop has the name, whether on(NAME) named it or not (the moved unroll's
// 'rows' is the loop's id).
// JSON: "directive": "tile sizes(16, 16) ids(ii, jj, i, j)",
// JSON-NEXT: "line": {{[0-9]+}},
// JSON-NEXT: "loops": [
// JSON: "directive": "vectorize width(4) on(j)",
// JSON-NOT: "directive"
// JSON: "loop_name": "j",
// JSON: "directive": "tile sizes(16) ids(_, t)",
// JSON-NEXT: "line": {{[0-9]+}},
// JSON-NEXT: "loops": [
// JSON: "directive": "unroll count(2) on(t)",
// JSON-NEXT: "line": {{[0-9]+}},
// JSON-NEXT: "loop_name": "t",
// JSON: "directive": "vectorize width(4) on(j) ids(v, e)",
// JSON-NOT: "directive"
// JSON: "loop_name": "j",
// JSON: "directive": "unroll count(2) on(v)",
// JSON-NEXT: "line": {{[0-9]+}},
// JSON-NEXT: "loop_name": "v",
// JSON: "directive": "interleave count(2) on(f)",
// JSON-NOT: "directive"
// JSON: "loop_name": "f",
// JSON: "directive": "unroll count(2) on(rows)",
// JSON-NEXT: "line": [[#@LINE+49]],
// JSON-NEXT: "loop_name": "rows",
// JSON: "directive": "vectorize width(4) on(rows)",
// JSON-NEXT: "line": [[#@LINE+76]],
// JSON-NEXT: "loop_name": "rows",
// JSON: "directive": "reverse on(last) ids(back)",
// JSON-NEXT: "line": [[#@LINE+84]],
// JSON-NEXT: "loop_name": "last",
// JSON: "directive": "unroll count(2) on(back)",
// JSON-NEXT: "line": [[#@LINE+78]],
// JSON-NEXT: "loop_name": "back",
//
// The loops a step made carry their names in the explain view; the grid
// loop that '_' skipped has none.
// EXPLAIN: loop-names.c:[[#@LINE+43]]:3: chain in 'tiled': tile sizes(16, 16) ids(ii, jj, i, j), then vectorize width(4) on(j)
// EXPLAIN: step 1: tile sizes(16, 16) ids(ii, jj, i, j) [loop-names.c:[[#@LINE+41]]:24]: applied
// EXPLAIN-NEXT: for (i; i < N; i += 16) // line [[#@LINE+41]]: grid(1) loop of step 1 'ii', over tiles of 16, 4 iterations
// EXPLAIN-NEXT: for (j; j < N; j += 16) // line [[#@LINE+41]]: grid(2) loop of step 1 'jj', over tiles of 16, 4 iterations
// EXPLAIN-NEXT: for (i; i < N; i++) // line [[#@LINE+39]]: intratile(1) loop of step 1 'i', 16 iterations
// EXPLAIN-NEXT: for (j; j < N; j++) // line [[#@LINE+39]]: intratile(2) loop of step 1 'j', 16 iterations
// EXPLAIN-NEXT: step 2: vectorize width(4) on(j) [loop-names.c:[[#@LINE+35]]:24]: applied, vector width 4, interleave 1
// EXPLAIN-NEXT: for (i; i < N; i += 16) // line [[#@LINE+36]]: grid(1) loop of step 1 'ii', 4 iterations
// EXPLAIN: loop-names.c:[[#@LINE+80]]:3: chain in 'skipped': tile sizes(16) ids(_, t), then unroll count(2) on(t)
// EXPLAIN: step 1: tile sizes(16) ids(_, t) [loop-names.c:[[#@LINE+78]]:24]: applied
// EXPLAIN-NEXT: for (i; i < N; i += 16) // line [[#@LINE+78]]: grid(1) loop of step 1, over tiles of 16, 4 iterations
// EXPLAIN-NEXT: for (i; i < N; i++) // line [[#@LINE+77]]: intratile(1) loop of step 1 't', 16 iterations
// EXPLAIN: loop-names.c:[[#@LINE+84]]:3: chain in 'continued': tile sizes(8, 8) ids(ii, jj, i, j), then vectorize width(4) on(j) ids(v, e), then unroll count(2) on(v)
// EXPLAIN: step 2: vectorize width(4) on(j) ids(v, e) [loop-names.c:[[#@LINE+87]]:24]: applied, vector width 4, interleave 1
// EXPLAIN-NEXT: for (i; i < N; i += 8) // line [[#@LINE+82]]: grid(1) loop of step 1 'ii', 8 iterations
// EXPLAIN-NEXT: for (j; j < N; j += 8) // line [[#@LINE+82]]: grid(2) loop of step 1 'jj', 8 iterations
// EXPLAIN-NEXT: for (j; j < N; j += 4) // line [[#@LINE+81]]: vectorized loop of step 2 'v' (vector width 4, interleave 1), 2 iterations
// EXPLAIN: loop-names.c:[[#@LINE+35]]:5: chain in 'fused': fuse ids(f), then interleave count(2) on(f)
// EXPLAIN: step 1: fuse ids(f) [loop-names.c:[[#@LINE+32]]:24]: applied
// EXPLAIN-NEXT: for (i; i < N; i++) // line [[#@LINE+33]]: fused loop of step 1 'f', 64 iterations
// EXPLAIN: loop-names.c:[[#@LINE+60]]:3: chain in 'later_first': reverse on(last) ids(back), then unroll count(2) on(back)
// EXPLAIN: step 1: reverse on(last) ids(back) [loop-names.c:[[#@LINE+55]]:24]: applied
// EXPLAIN-NEXT: for (r = N - 1; r >= 0; r--) // line [[#@LINE+58]]: reversed loop of step 1 'back', 64 iterations, in reverse order
#include <stdio.h>

#define N 64
long A[N], B[N], E[N], X[N], R[N], F[N], G[N];
long C[N][N], D[N][N], P[N][N], Q[N][N];

// The stack above the second loop moves to the first (named rows): the
// first loop is unrolled, the second is not transformed.
__attribute__((noinline)) void moved(void) {
#pragma loop id(rows)
  for (int r = 0; r < N; r++)
    A[r] = (r * 37) % 101;
#pragma loop transform unroll count(2) on(rows)
  for (int c = 0; c < N; c++)
    B[c] = A[c] * 3 + 1;
}

__attribute__((noinline)) void tiled(void) {
#pragma loop transform vectorize width(4) on(j)
#pragma loop transform tile sizes(16, 16) ids(ii, jj, i, j)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = D[j][i] * 2 + i - j;
}

__attribute__((noinline)) void fused(void) {
#pragma loop transform interleave count(2) on(f)
#pragma loop transform fuse ids(f)
  {
    for (int i = 0; i < N; i++)
      F[i] = A[i] * 5 - i;
    for (int i = 0; i < N; i++)
      G[i] = F[i] + B[i];
  }
}

// rows again: names are per function. The recurrence is not vectorized,
// and the warning names the loop.
__attribute__((noinline)) void recurrence(void) {
#pragma loop id(rows)
  for (int i = 1; i < N; i++)
    R[i] = R[i - 1] + A[i];
#pragma loop transform vectorize width(4) on(rows)
  for (int i = 0; i < N; i++)
    X[i] = R[i] - 1;
}

// on(NAME) may name a loop further down; the stack above the third loop
// continues the chain the second one's stack made on the last loop.
__attribute__((noinline)) void later_first(void) {
#pragma loop transform unroll count(2) on(back)
  for (int k = 0; k < N; k++)
    E[k] = A[k] * 2;
#pragma loop transform reverse ids(back) on(last)
  for (int c = 0; c < N; c++)
    X[c] += c;
#pragma loop id(last)
  for (int r = 0; r < N; r++)
    A[r] = A[r] * 7 % 13;
}

// '_' names no loop: only the intratile loop is named.
__attribute__((noinline)) void skipped(void) {
#pragma loop transform unroll count(2) on(t)
#pragma loop transform tile sizes(16) ids(_, t)
  for (int i = 0; i < N; i++)
    X[i] += i * 3;
}

// A stack of two directives continues the tile of the first nest: the
// vectorize names the loops it makes, the unroll one of them.
__attribute__((noinline)) void continued(void) {
#pragma loop transform tile sizes(8, 8) ids(ii, jj, i, j)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      P[i][j] = Q[j][i] + i;
#pragma loop transform unroll count(2) on(v)
#pragma loop transform vectorize width(4) ids(v, e) on(j)
  for (int k = 0; k < N; k++)
    E[k] += k;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      D[i][j] = (i * 7 + j * 3) % 17 - 8;
      Q[i][j] = (i * 5 + j) % 11;
    }
  moved();
  tiled();
  fused();
  recurrence();
  later_first();
  skipped();
  continued();
  long S = 0;
  for (int i = 0; i < N; i++) {
    S += (A[i] + 2 * B[i] + 3 * E[i] + 5 * X[i] + 7 * R[i] + 11 * F[i] +
          13 * G[i]) * (i + 1);
    for (int j = 0; j < N; j++)
      S += (C[i][j] + 3 * P[i][j]) * (j + 1);
  }
  printf("%ld\n", S);
  return 0;
}
