// #pragma omp simd between a directive and its loop (-fopenmp-simd).
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
// ARGS: -fopenmp-simd
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] = i;
}
