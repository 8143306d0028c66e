// Seed 610185 of the differential run, reduced: a parallelize on a loop
// and another on its inner loop, in a block literal. At -O1 the block is
// inlined and the inner loop's bound is hoisted out of the outer loop;
// Polly's code generator, asked to start the inner parallel loop inside
// the outer one's outlined code, split a block of that code with the
// caller's dominator tree and crashed in updateDFSNumbers. The inner
// parallelize is now refused with a warning naming the outer step, at
// -O1, -O2 and -O3, the outer one is applied, and the program prints what
// clang-22 -O0 prints with 1, 2 and 3 threads, nesting enabled or not.
//
// RUN: %clang -O0 -fblocks %s -o %t.ref -lBlocksRuntime
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O1 -fblocks %s -o %t1 -lBlocksRuntime -floop-transform-report=%t1.json 2> %t1.err
// RUN: FileCheck --implicit-check-not=warning: %s < %t1.err
// RUN: %python %S/Inputs/report.py %t1.json | FileCheck --check-prefix=REPORT %s
// RUN: env OMP_NUM_THREADS=1 %t1 | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t1 | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 OMP_MAX_ACTIVE_LEVELS=2 %t1 | diff %t.ref.out -
// RUN: %loopcc -O2 -fblocks %s -o %t2 -lBlocksRuntime 2> %t2.err
// RUN: FileCheck --implicit-check-not=warning: %s < %t2.err
// RUN: env OMP_NUM_THREADS=3 %t2 | diff %t.ref.out -
// RUN: %loopcc -O3 -fblocks %s -o %t3 -lBlocksRuntime 2> %t3.err
// RUN: FileCheck --implicit-check-not=warning: %s < %t3.err
// RUN: env OMP_NUM_THREADS=2,2 OMP_MAX_ACTIVE_LEVELS=2 %t3 | diff %t.ref.out -
//
// CHECK: parallelize-nested-block.c:[[@LINE+15]]:7: warning: loop not parallelized: the loop is inside the loop that 'parallelize' runs in parallel, in the same nest, {{.*}} [-Wpass-failed]
// CHECK: 1 warning generated.
//
// REPORT: step 0 parallelize {{.*}}applied
// REPORT: step 0 parallelize {{.*}}missed

#include <stdio.h>

int g0[40][40];

__attribute__((noinline)) void f1(int n) {
  ^{
#pragma loop transform parallelize
    for (int i = 0; i < n; i++)
#pragma loop transform parallelize
      for (int j = 0; j < n; j++)
        g0[i][j] = i * 3 + j;
  }();
}

int main(void) {
  f1(40);
  long s = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      s += (long)g0[i][j] * (i + 2 * j + 1);
  printf("%ld\n", s);
  return 0;
}
