void f(int *a, int n) {
#pragma omp stripe sizes(4)
  for (int i = 0; i < n; i++) a[i] += i;
}
void g(float *restrict a, int n) {
#pragma loop transform interleave count(2)
  for (int j = 0; j < n; j++) a[j] *= 2.0f;
#pragma omp stripe sizes(8)
#pragma omp unroll partial(2)
  for (int j = 0; j < n; j++) a[j] += 1.0f;
}
