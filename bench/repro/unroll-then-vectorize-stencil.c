// Fixed in session 7 (passes/LoopLoadPREGate.cpp): GVN's load-in-loop PRE
// is held off for such chains; this now compiles without a warning. Kept
// as the record of the finding.
// `unroll count(2)` then `vectorize` (an order LLVM cannot do) is missed
// on a 3-point stencil row, with or without a constant trip count:
//   loopcc -O2 -c unroll-then-vectorize-stencil.c
//   -> warning: loop not vectorized: value that could not be identified as
//      reduction is used outside the loop [-Wpass-failed]
// Before unrolling, GVN has already turned the load of a[j - 1] into the
// previous iteration's a[j] (a first-order recurrence, which the vectorizer
// handles); after unrolling by 2 the carried value crosses the two copies
// and the vectorizer no longer recognises it. The same chain on a loop
// without neighbour reuse (testdata/pipeline/run-unroll-then-vectorize.c)
// works.
void row(double *restrict b, const double *restrict a, int n) {
#pragma loop transform vectorize
#pragma loop transform unroll count(2)
  for (int j = 1; j < n - 1; j++)
    b[j] = 0.2 * (a[j - 1] + a[j] + a[j + 1]);
}
