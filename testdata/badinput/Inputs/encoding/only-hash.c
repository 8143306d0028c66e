// A lone # on a line before a directive (a null directive).
// EXPECT: ok
void f(int *a, int n) {
#
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
