__attribute__((optnone, noinline)) void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) a[i] += 1;
}
