int r(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(8)
  for (int i = 1; i < n; i++) a[i] = a[i - 1] * 3 + 1;
  do {
#pragma loop transform interleave count(2)
    for (int j = 0; j < n; j++) a[j] += j;
  } while (--n > 0);
  return a[0];
}
