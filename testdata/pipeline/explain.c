// -floop-transform-explain: for each chain, the loop nest as written, then
// after each step its status and the loops it left, as C-like pseudo-code:
// the source loop's variable and condition with the step each produced loop
// really takes in source iterations (the product of the factors along its
// lineage: unroll counts, vector width x interleave), and a comment with
// its line, the step and role that made it, and its trip count (exact, a
// bound, or known at run time) taken from ScalarEvolution after the step.
// Missed steps say why, skipped steps what they followed. On stderr by
// default, in a file with =FILE (started afresh by each command, each unit
// appended); the same with -S and -o; nothing without the flag.
//
// RUN: %loopcc -O2 -c %s -o %t.o -Wno-pass-failed -floop-transform-explain 2> %t.err
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t.err
// RUN: %loopcc -O2 -S %s -o %t.s -Wno-pass-failed -floop-transform-explain=%t.txt
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t.txt
// RUN: %loopcc -O2 -S %s -o %t.s -Wno-pass-failed -floop-transform-explain=%t.txt
// RUN: FileCheck --check-prefix=ONCE %s < %t.txt
// RUN: %loopcc -O2 -c %s -o %t.o -Wno-pass-failed 2> %t.quiet.err
// RUN: count 0 < %t.quiet.err

// unroll, then vectorize: not LLVM's order; the runtime remainder of an
// unroll by 2 is one iteration, not a loop.
void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// CHECK:explain.c:[[@LINE-3]]:3: chain in 'scale': unroll count(2), then vectorize width(4)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < n; i++)                 // line [[@LINE-5]]
// CHECK-NEXT:  step 1: unroll count(2) [explain.c:[[@LINE-7]]:24]: applied
// CHECK-NEXT:    for (i; i < n; i += 2)                      // line [[@LINE-7]]: unrolled loop of step 1, iterations known at run time
// CHECK-NEXT:  step 2: vectorize width(4) [explain.c:[[@LINE-10]]:24]: applied, vector width 4, interleave 1
// CHECK-NEXT:    for (i; i < n; i += 8)                      // line [[@LINE-9]]: vectorized loop of step 2 (vector width 4, interleave 1), iterations known at run time
// CHECK-NEXT:    for (i; i < n; i += 2)                      // line [[@LINE-10]]: epilogue loop of step 2, iterations known at run time

// unroll_and_jam the k loop of a gemm nest, then vectorize the jammed
// inner loop: constant bounds, so every trip count is exact.
#define N 256
void gemm(float C[restrict N][N], const float A[restrict N][N],
          const float B[restrict N][N]) {
  for (int i = 0; i < N; i++)
#pragma loop transform vectorize width(8) on(inner)
#pragma loop transform unroll_and_jam count(4)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK-NEXT:explain.c:[[@LINE-4]]:5: chain in 'gemm': unroll_and_jam count(4), then vectorize width(8) on(inner)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int k = 0; k < N; k++)                 // line [[@LINE-6]]
// CHECK-NEXT:      for (int j = 0; j < N; j++)               // line [[@LINE-6]]
// CHECK-NEXT:  step 1: unroll_and_jam count(4) [explain.c:[[@LINE-9]]:24]: applied
// CHECK-NEXT:    for (k; k < N; k += 4)                      // line [[@LINE-9]]: outer loop of step 1, 64 iterations
// CHECK-NEXT:      for (j; j < N; j++)                       // line [[@LINE-9]]: inner loop of step 1, 256 iterations
// CHECK-NEXT:  step 2: vectorize width(8) on(inner) [explain.c:[[@LINE-13]]:24]: applied, vector width 8, interleave 1
// CHECK-NEXT:    for (k; k < N; k += 4)                      // line [[@LINE-12]]: outer loop of step 1, 64 iterations
// CHECK-NEXT:      for (j; j < N; j += 8)                    // line [[@LINE-12]]: vectorized loop of step 2 (vector width 8, interleave 1), 32 iterations

// A recurrence: the first step misses, the second is skipped.
void recurrence(float *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 2.0f;
}
// CHECK-NEXT:explain.c:[[@LINE-3]]:3: chain in 'recurrence': vectorize width(4), then unroll count(2)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 1; i < n; i++)                 // line [[@LINE-5]]
// CHECK-NEXT:  step 1: vectorize width(4) [explain.c:[[@LINE-7]]:24]: missed: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}}An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes{{.*}}
// CHECK-NEXT:  step 2: unroll count(2) [explain.c:[[@LINE-9]]:24]: skipped: follows 'vectorize width(4)', which was not applied

// ONCE-COUNT-1: chain in 'scale'
