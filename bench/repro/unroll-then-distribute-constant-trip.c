// Fixed in session 8 (passes/UnrollWithRemainder.cpp): when a distribute
// follows, the scheduler unrolls with a remainder loop; this now compiles
// without a warning. Kept as the record of the finding.
// `unroll count(2)` then `distribute` works with a run-time trip count and
// with an even constant trip count, but is missed when the trip count is a
// known odd constant (here 65535, known after inlining; the same happens
// with interprocedural constant propagation):
//   loopcc -O2 -c unroll-then-distribute-constant-trip.c
//   -> remark: unrolled loop by a factor of 2
//   -> warning: loop not distributed: loop is not bottom tested
// With a constant trip count that the factor does not divide, LLVM's
// unroller keeps an exit in the middle of the unrolled body instead of
// making a remainder loop, and LoopDistribute wants a single bottom-tested
// exit. When a later step needs one, the scheduler could ask the unroller
// for a remainder loop (or peel the extra iteration) instead.
static inline void kernel(int *restrict a, const int *restrict b,
                          int *restrict c, const int *restrict d,
                          const int *restrict e, int n) {
#pragma loop transform distribute
#pragma loop transform unroll count(2)
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
int A[65536], B[65536], C[65536], D[65536], E[65536];
void run(void) { kernel(A, B, C, D, E, 65536); }
