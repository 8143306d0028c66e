void f(float *restrict a, float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) a[i] = a[i] * 2.0f + b[i];
}
