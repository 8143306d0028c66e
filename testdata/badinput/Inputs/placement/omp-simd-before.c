// #pragma omp simd before a directive (-fopenmp-simd). The directive is
// directly before a loop, so "not the end of the block" (what loopcc said:
// the OpenMP directive's range ends with its pragma line) was wrong.
// `#pragma omp simd` is a loop directive language of its own (it lowers to
// llvm.loop.vectorize.enable), so the error for mixing languages on one
// loop is expected here, as for `#pragma clang loop`.
// ARGS: -fopenmp-simd
// EXPECT: error
// ERROR: 12:24: cannot be combined with an OpenMP loop directive
void f(int *a, int n) {
#pragma omp simd
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
