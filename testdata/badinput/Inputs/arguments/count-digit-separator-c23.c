// 1'6 with -std=c23: a digit separator (16).
// EXPECT: ok
// ARGS: -std=c23
void f(int *a, int n) {
#pragma loop transform unroll count(1'6)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
