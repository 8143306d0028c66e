// A fuse counts each loop from its own first iteration as the source
// writes it (OpenMP 6's semantics), not from the first iteration that runs
// a statement: Polly's model of a triangular loop (`for j < i` inside it)
// has no statement instance at i = 0, and of a guarded one (`if (i >= 2)`)
// none before i = 2; counted from those, the second loop was shifted and a
// legal fuse was refused ("would reverse the dependence"). The engine now
// takes each source loop's first iteration from its header's domain
// (Fuse.h, LoopFirst). Legal: a triangular second nest and a guarded
// second loop reading what the first wrote in the same iteration. Still
// refused: a guarded loop that reads one iteration ahead. The program
// prints what clang-22 -O0 prints, at -O1, -O2 and -O3.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 | diff %t.ref.out -
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -
//
// CHECK: chain run-fuse-triangular-guarded.c triangular
// CHECK-NEXT: step 0 fuse {{.*}}applied
// CHECK: chain run-fuse-triangular-guarded.c guarded
// CHECK-NEXT: step 0 fuse {{.*}}applied
// CHECK: chain run-fuse-triangular-guarded.c guarded_ahead
// CHECK-NEXT: step 0 fuse {{.*}}missed

#include <stdio.h>

int A[20][20], B[20][20], c[24];

__attribute__((noinline)) void triangular(int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        A[i][j] = i + j;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < i; j++)
        B[i][j] = A[i][j] * 2;
  }
}

__attribute__((noinline)) void guarded(int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      c[i] = i * 3;
    for (int i = 0; i < n; i++)
      if (i >= 2)
        B[0][i] = c[i] + 1;
  }
}

__attribute__((noinline)) void guarded_ahead(int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      c[i] = i * 5;
    for (int i = 0; i < n; i++)
      if (i >= 2)
        B[1][i] = c[i + 1] + 1;
  }
}
// WARN: run-fuse-triangular-guarded.c:[[@LINE-7]]:5: warning: loop not fused: 'fuse' would reverse the dependence from c[i] (line [[@LINE-6]]) to c[i + 1] (line [[@LINE-3]])

int main(void) {
  triangular(20);
  guarded(20);
  guarded_ahead(19);
  long s = 0;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      s = s * 3 + B[i][j];
  printf("%ld\n", s);
  return 0;
}
