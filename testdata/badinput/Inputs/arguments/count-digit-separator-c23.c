// 4'000 with -std=c23: a digit separator.
// ARGS: -std=c23
void f(int *a, int n) {
#pragma loop transform unroll count(4'000)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
