void f(int *a) {
#pragma omp unroll full
  for (int i = 0; i < 8; i++) a[i] += i;
}
void g(int *a, int n) {
#pragma loop transform unroll count(4)
  for (int j = 0; j < n; j++) a[j] += 1;
#pragma omp unroll full
#pragma loop transform vectorize
  for (int j = 0; j < 16; j++) a[j] *= 3;
}
