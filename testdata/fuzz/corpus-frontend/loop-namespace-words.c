void f(float *restrict a, int n) {
#pragma loop transfrom unroll count(4)
  for (int i = 0; i < n; i++) a[i] += 1.0f;
#pragma loop unroll count(2)
  for (int i = 0; i < n; i++) a[i] *= 2.0f;
#pragma loop(ivdep)
  for (int i = 0; i < n; i++) a[i] -= 1.0f;
#pragma loop
  for (int i = 0; i < n; i++) a[i] = -a[i];
}
