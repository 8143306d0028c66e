// #pragma omp simd between a directive and its loop (-fopenmp-simd): both
// apply to the loop below them, the same mixing of two loop directive
// languages as omp-simd-before.c, with the same error.
// EXPECT: error
// ERROR: 8:24: cannot be combined with an OpenMP loop directive
// ARGS: -fopenmp-simd
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] = i;
}
