// The explain view of the worked example's chain: `tile sizes(64, 32, 32)`,
// then `interchange permutation(1, 3, 2) on(intratile(1))`. After step 2
// the three intratile loops are the permutation's loops, each labelled
// with its level of step 2 and the source line of the loop it comes from
// (i, then k, then j); the grid loops keep step 1's roles and step over
// their tiles (`i += 64`). The engine applies both steps in one run, so
// the IR has the final nest only; the view works each step's nest out
// from the source and the steps: step 1 shows the tiled nest before the
// permutation, labelled by step 1 alone (it used to show the final nest,
// with step 2's labels, under step 1, and `i++` on the grid loops).
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
// CHECK:  step 1: tile sizes(64, 32, 32) [explain-tile-then-permutation.c:[[@LINE-7]]:24]: applied
// CHECK-NEXT:    for (i; i < N; i += 64)                     // line [[@LINE-7]]: grid(1) loop of step 1, over tiles of 64, 4 iterations
// CHECK-NEXT:      for (j; j < N; j += 32)                   // line [[@LINE-7]]: grid(2) loop of step 1, over tiles of 32, 8 iterations
// CHECK-NEXT:        for (k; k < N; k += 32)                 // line [[@LINE-7]]: grid(3) loop of step 1, over tiles of 32, 8 iterations
// CHECK-NEXT:          for (i; i < N; i++)                   // line [[@LINE-10]]: intratile(1) loop of step 1, 64 iterations
// CHECK-NEXT:            for (j; j < N; j++)                 // line [[@LINE-10]]: intratile(2) loop of step 1, 32 iterations
// CHECK-NEXT:              for (k; k < N; k++)               // line [[@LINE-10]]: intratile(3) loop of step 1, 32 iterations
// CHECK-NEXT:  step 2: interchange permutation(1, 3, 2) on(intratile(1)) [explain-tile-then-permutation.c:19:24]: applied
// CHECK-NEXT:    for (i; i < N; i += 64)                     // line 21: grid(1) loop of step 1, over tiles of 64, 4 iterations
// CHECK-NEXT:      for (j; j < N; j += 32)                   // line 22: grid(2) loop of step 1, over tiles of 32, 8 iterations
// CHECK-NEXT:        for (k; k < N; k += 32)                 // line 23: grid(3) loop of step 1, over tiles of 32, 8 iterations
// CHECK-NEXT:          for (i; i < N; i++)                   // line 21: level(1) loop of step 2, 64 iterations
// CHECK-NEXT:            for (k; k < N; k++)                 // line 23: level(2) loop of step 2, 32 iterations
// CHECK-NEXT:              for (j; j < N; j++)               // line 22: level(3) loop of step 2, 32 iterations
// CHECK-NOT:{{.}}
