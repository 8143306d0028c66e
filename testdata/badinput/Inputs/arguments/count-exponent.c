// 1e3 is floating point.
void f(int *a, int n) {
#pragma loop transform unroll count(1e3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
