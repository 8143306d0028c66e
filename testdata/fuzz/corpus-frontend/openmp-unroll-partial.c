void f(int *a, int n) {
#pragma omp unroll partial(2)
  for (int i = 0; i < n; i++) a[i] += i;
}
void g(float *restrict a, float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int j = 0; j < n; j++) a[j] = a[j] * 2.0f + b[j];
#pragma loop transform unroll count(2)
#pragma omp unroll partial(4)
  for (int j = 0; j < n; j++) a[j] += 1.0f;
}
