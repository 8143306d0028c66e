void f(int *a, int n) {
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
#pragma loop transform reverse
    for (int j = 0; j < n; j++)
      a[i * n + j] += j;
}
void g(int *a, int n) {
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
#pragma loop transform unroll count(2)
      for (int k = 0; k < n; k++)
        a[(i * n + j) * n + k] += k;
    }
}
