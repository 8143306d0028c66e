// The explain view of the worked example's chain: `tile sizes(64, 32, 32)`,
// then `interchange permutation(1, 3, 2) on(intratile(1))`. After step 2
// the three intratile loops are the permutation's loops, each labelled
// with its level of step 2 and the source line of the loop it comes from
// (i, then k, then j); the grid loops keep step 1's roles. The engine
// applies both steps in one run, so both snapshots show the final nest.
// (Before the fix the k and j loops kept their intratile labels of
// step 1: the loops the first step made were taken for loops with a
// chain of their own.)
//
// RUN: %loopcc -O2 -c %s -o %t.o -floop-transform-explain 2> %t.err
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t.err

#define N 256
double A[N][N], B[N][N], C[N][N];

void gemm(void) {
#pragma loop transform interchange permutation(1, 3, 2) on(intratile(1))
#pragma loop transform tile sizes(64, 32, 32)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK:explain-tile-then-permutation.c:[[@LINE-5]]:3: chain in 'gemm': tile sizes(64, 32, 32), then interchange permutation(1, 3, 2) on(intratile(1))
// CHECK:  step 2: interchange permutation(1, 3, 2) on(intratile(1)) [explain-tile-then-permutation.c:[[@LINE-8]]:24]: applied
// CHECK-NEXT:    for (i; i < N; i++)                         // line [[@LINE-7]]: grid(1) loop of step 1, 4 iterations
// CHECK-NEXT:      for (j; j < N; j++)                       // line [[@LINE-7]]: grid(2) loop of step 1, 8 iterations
// CHECK-NEXT:        for (k; k < N; k++)                     // line [[@LINE-7]]: grid(3) loop of step 1, 8 iterations
// CHECK-NEXT:          for (i; i < N; i++)                   // line [[@LINE-10]]: level(1) loop of step 2, 64 iterations
// CHECK-NEXT:            for (k; k < N; k++)                 // line [[@LINE-9]]: level(2) loop of step 2, 32 iterations
// CHECK-NEXT:              for (j; j < N; j++)               // line [[@LINE-11]]: level(3) loop of step 2, 32 iterations
// CHECK-NOT:{{.}}
