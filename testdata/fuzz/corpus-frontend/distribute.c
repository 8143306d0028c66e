void d(int *restrict a, int *restrict b, int *restrict c, int *restrict x, int *restrict e, int n) {
#pragma loop transform vectorize on(coincident)
#pragma loop transform distribute
  for (int i = 1; i < n; i++) { a[i] = a[i - 1] + b[i]; c[i] = x[i] * e[i]; }
}
