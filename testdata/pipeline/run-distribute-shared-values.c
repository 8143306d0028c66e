// Issue 12's second loop: a recurrence beside a map whose result it reads,
// `a[i] = b[i] * 2 + c[i]; d[i] = d[i - 1] * 0.5f + a[i];` over global
// arrays, with `distribute` then `vectorize on(coincident)`. EarlyCSE has
// forwarded the stored a[i] to the second statement in a register before
// any distribute runs, and LoopDistribute keeps statements that share a
// register in one loop ("cannot isolate unsafe dependencies"). loopcc reads
// such a value from memory again where the later statement uses it
// (passes/MemoryDependenceExposure.cpp, traced by
// -loopcc-trace-exposure), so the dependence is the a[i] the source wrote:
// the loop is split, the map loop vectorized, no warning, both steps
// applied. The same for a loaded value two statements share (`t` in
// `shared_load`), which LoopDistribute would also keep in one loop.
//
// A loop whose statements form one dependence cycle (`cycle`) gets the
// value read again too, LoopDistribute and the locality engine's fission
// still decline, and the register is put back: the warning names the
// dependence a split would reverse, and every program prints what the
// build without directives prints at -O2 and -O3. Without the values read
// again, the statements share a register and are not split.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -Rpass=loop-distribute -floop-transform-report=%t.json \
// RUN:   -mllvm -loopcc-trace-exposure %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefixes=REMARKS,TRACE --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// Without the values read again, LoopDistribute misses both loops.
// RUN: %loopcc -O2 -mllvm -loopcc-expose-dependences=false -c %s -o %t.o 2> %t.off.err
// RUN: FileCheck --check-prefix=OFF --implicit-check-not=warning: %s < %t.off.err
// The map loop is vectorized, the recurrence is not.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2>/dev/null | FileCheck --check-prefix=IR %s

#include <stdio.h>

#define N 1000

float a[N], b[N], c[N], d[N];
int p[N], q[N], r[N], s[N];

__attribute__((noinline)) void map_and_recurrence(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4) on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    a[i] = b[i] * 2 + c[i];
    d[i] = d[i - 1] * 0.5f + a[i];
  }
}
// TRACE: exposure: map_and_recurrence: read again {{.*}} = load float, ptr
// REMARKS: run-distribute-shared-values.c:[[@LINE-6]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-distribute-shared-values.c map_and_recurrence [[@LINE-7]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-10]]:24 applied produced_loops=2 copies=map_and_recurrence{{$}}
// JSON-NEXT: step 1 vectorize width(4) on(coincident) @[[@LINE-12]]:24 applied on=coincident vector_width=4 {{.*}}copies=map_and_recurrence{{$}}
// OFF: run-distribute-shared-values.c:[[@LINE-10]]:3: warning: loop not distributed: the loop's statements share a value computed in a register, which keeps them together: nothing to split
// IR-LABEL: define {{.*}}void @map_and_recurrence(
// IR: fmul <4 x float>
// IR: {{^}}}

__attribute__((noinline)) void shared_load(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    int t = q[i];
    p[i] = t + 1;
    r[i] = r[i - 1] + t;
  }
}
// TRACE: exposure: shared_load: read again {{.*}} = load i32, ptr
// REMARKS: run-distribute-shared-values.c:[[@LINE-7]]:3: remark: distributed loop [-Rpass=loop-distribute]
// OFF: run-distribute-shared-values.c:[[@LINE-8]]:3: warning: loop not distributed: the loop's statements share a value computed in a register, which keeps them together: nothing to split
// JSON: chain run-distribute-shared-values.c shared_load [[@LINE-9]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-12]]:24 applied

__attribute__((noinline)) void cycle(int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    s[i] = p[i - 1] + 1;
    p[i] = s[i] * 2 % 1000;
  }
}
// TRACE: exposure: cycle: read again {{.*}} = load i32, ptr
// REMARKS: run-distribute-shared-values.c:[[@LINE-6]]:3: warning: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from p[i] (line [[#@LINE-4]]) to p[i - 1] (line [[#@LINE-5]]) [-Wpass-failed]
// REMARKS: run-distribute-shared-values.c:[[@LINE-9]]:24: note: 'distribute' requested here
// WARN: run-distribute-shared-values.c:[[@LINE-8]]:3: warning: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from p[i] (line [[#@LINE-6]]) to p[i - 1] (line [[#@LINE-7]]) [-Wpass-failed]
// OFF: run-distribute-shared-values.c:[[@LINE-9]]:3: warning: loop not distributed: the loop's statements share a value computed in a register, which keeps them together: nothing to split [-Wpass-failed]
// JSON: chain run-distribute-shared-values.c cycle [[@LINE-10]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-13]]:24 missed
// JSON-NEXT: reason: the loop's statements form one dependence cycle: splitting them would reverse the dependence from p[i] (line [[#@LINE-10]]) to p[i - 1] (line [[#@LINE-11]])

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = (i % 5) * 0.5f + 0.5f;
    c[i] = i * 0.125f;
    d[i] = (i % 7) - 3.0f;
    p[i] = i % 11;
    q[i] = i % 13 - 6;
    r[i] = i % 3;
  }
  map_and_recurrence(N);
  shared_load(N);
  cycle(N);
  for (int i = 0; i < N; i += 7)
    printf("%d %a %a %d %d %d %d\n", i, a[i], d[i], p[i], q[i], r[i], s[i]);
  return 0;
}
