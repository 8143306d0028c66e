// #pragma omp simd before a directive (-fopenmp-simd). The directive is
// directly before a loop, so "not the end of the block" (what loopcc says)
// is wrong. `#pragma omp simd` is a loop directive language of its own
// (it lowers to llvm.loop.vectorize.enable), so the error for mixing
// languages on one loop is expected here, as for `#pragma clang loop`.
// (Binding the directive and compiling would be right too: then make this
// `EXPECT: ok`.)
// ARGS: -fopenmp-simd
// EXPECT: error
// ERROR: 13:24: cannot be combined with
void f(int *a, int n) {
#pragma omp simd
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
