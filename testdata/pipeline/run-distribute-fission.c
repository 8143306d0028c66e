// `distribute` where LLVM's LoopDistribute declines but the dependences
// allow a split, issue 12's "splits wherever the dependences allow it":
// LoopDistribute splits off only statements whose dependences are unsafe
// for vectorization, in program order. loopcc then splits the loop on the
// locality engine (passes/locality/Fission.cpp): each statement that is in
// no dependence cycle gets its own loop, in an order that keeps every
// dependence.
//
// - `backward`: `a[i] = b[i - 1] + 1; b[i] = c[i] * 2;` The second
//   statement feeds the first one's next iteration, no cycle.
//   LoopDistribute cannot put the second statement first ("cannot isolate
//   unsafe dependencies"); the engine runs the b loop, then the a loop,
//   and `vectorize on(coincident)` vectorizes both (neither carries a
//   dependence).
// - `maps`: two independent statements; LoopDistribute finds nothing
//   unsafe ("memory operations are safe for vectorization"), the engine
//   gives each its loop.
// - `cycle`: the statements feed each other's later iterations, one
//   dependence cycle; the engine declines too, and the warning names the
//   dependence a split would reverse.
// - `split_then_cycle`: a loop the engine splits, then in the same region
//   a cycle whose forwarded value was read again; the engine regenerates
//   the region, and the cycle's loop, declined, is left as it was (this
//   crashed when the loads read again were put back in the dead original).
// - `merge`: two maps beside a recurrence that reads the first one's
//   result. LoopDistribute splits it and keeps the two maps together (2
//   loops); with -mllvm -loopcc-fission-first the engine goes first and
//   gives each statement outside the cycle its own loop (3 loops), the
//   order bench/distribute measures against LoopDistribute's.
// Every program prints what the build without directives prints, at -O2
// and -O3 (and -O2 with fission first); the JSON report says which steps
// applied and how many loops.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json -mllvm -loopcc-trace-scheduler \
// RUN:   %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=TRACE %s < %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O2 -mllvm -loopcc-fission-first -floop-transform-report=%t.first.json \
// RUN:   %s -o %t.first 2> %t.first.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.first.err
// RUN: %python %S/Inputs/report.py %t.first.json | FileCheck --check-prefix=FIRST %s
// RUN: %t.first > %t.first.out
// RUN: diff %t.ref.out %t.first.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// The two loops of `backward` are vector loops, the b loop first.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2>/dev/null | FileCheck --check-prefix=IR %s

#include <stdio.h>

#define N 1000

int a[N], b[N], c[N], d[N], e[N], f[N], g[N], s[N], p[N], q[N], r[N];
float u[N], v[N], w[N], x[N], y[N];

__attribute__((noinline)) void backward(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4) on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    a[i] = b[i - 1] + 1;
    b[i] = c[i] * 2;
  }
}
// TRACE: scheduler: backward chain [[#]] step 0 fission applied
// JSON: chain run-distribute-fission.c backward [[@LINE-6]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-9]]:24 applied produced_loops=2 copies=backward{{$}}
// JSON-NEXT: step 1 vectorize width(4) on(coincident) @[[@LINE-11]]:24 applied on=coincident vector_width=4 {{.*}}copies=backward{{$}}
// IR-LABEL: define {{.*}}void @backward(
// IR:       shl {{.*}}<4 x i32>
// IR:       add {{.*}}<4 x i32> {{.*}}splat (i32 1)
// IR:       {{^}}}

__attribute__((noinline)) void maps(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 0; i < n; i++) {
    d[i] = e[i] * 3;
    f[i] = g[i] + 5;
  }
}
// TRACE: scheduler: maps chain [[#]] step 0 fission applied
// JSON: chain run-distribute-fission.c maps [[@LINE-6]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-9]]:24 applied

__attribute__((noinline)) void cycle(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 2; i < n; i++) {
    p[i] = s[i - 2] % 97 + i;
    s[i] = p[i - 1] * 3;
  }
}
// TRACE: scheduler: cycle chain [[#]] step 0 fission declined: the loop's statements form one dependence cycle: splitting them would reverse the dependence from s[i] (line [[#@LINE-3]]) to s[i - 2] (line [[#@LINE-4]])
// WARN: run-distribute-fission.c:[[@LINE-6]]:3: warning: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from s[i] (line [[#@LINE-4]]) to s[i - 2] (line [[#@LINE-5]]) [-Wpass-failed]
// JSON: chain run-distribute-fission.c cycle [[@LINE-7]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-10]]:24 missed
// JSON-NEXT: reason: the loop's statements form one dependence cycle: splitting them would reverse the dependence from s[i] (line [[#@LINE-7]]) to s[i - 2] (line [[#@LINE-8]])

__attribute__((noinline)) void split_then_cycle(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    d[i] = e[i - 1] - 3;
    e[i] = g[i] + 7;
  }
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    q[i] = r[i - 1] ^ 5;
    r[i] = q[i] + i;
  }
}
// TRACE: scheduler: split_then_cycle chain [[#]] step 0 fission applied
// WARN: run-distribute-fission.c:[[@LINE-6]]:3: warning: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from r[i] (line [[#@LINE-4]]) to r[i - 1] (line [[#@LINE-5]]) [-Wpass-failed]
// JSON: chain run-distribute-fission.c split_then_cycle [[@LINE-14]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-17]]:24 applied
// JSON: chain run-distribute-fission.c split_then_cycle [[@LINE-9]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-12]]:24 missed

__attribute__((noinline)) void merge(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4) on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    u[i] = x[i] * 2.0f;
    v[i] = y[i] + 1.0f;
    w[i] = w[i - 1] * 0.5f + u[i];
  }
}
// JSON: chain run-distribute-fission.c merge [[@LINE-6]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-9]]:24 applied produced_loops=2 copies=merge{{$}}
// JSON-NEXT: step 1 vectorize width(4) on(coincident) @[[@LINE-11]]:24 applied
// FIRST: chain run-distribute-fission.c merge [[@LINE-9]]:3
// FIRST-NEXT: step 0 distribute @[[@LINE-12]]:24 applied produced_loops=3 copies=merge{{$}}
// FIRST-NEXT: step 1 vectorize width(4) on(coincident) @[[@LINE-14]]:24 applied

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = i % 17 - 8;
    c[i] = i % 13;
    e[i] = i % 7;
    g[i] = i % 5;
    p[i] = i % 11;
  }
  backward(N);
  maps(N);
  cycle(N);
  for (int i = 0; i < N; i += 7)
    printf("%d %d %d %d %d %d %d\n", i, a[i], b[i], d[i], f[i], s[i], p[i]);
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 9) * 0.5f;
    y[i] = (float)(i % 4) - 1.5f;
  }
  merge(N);
  for (int i = 0; i < N; i += 7)
    printf("%d %a %a %a\n", i, u[i], v[i], w[i]);
  split_then_cycle(N);
  for (int i = 0; i < N; i += 7)
    printf("%d %d %d %d %d\n", i, d[i], e[i], q[i], r[i]);
  return 0;
}
