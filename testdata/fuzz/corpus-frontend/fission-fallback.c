void f(float *x, float *y, float *z, int n) {
#pragma loop transform vectorize width(8) on(coincident)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    x[i + 2] = x[i] + y[i];
    z[i] = y[i] * 3;
  }
}
