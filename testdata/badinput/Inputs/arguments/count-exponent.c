// 1e3 is floating point.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not '1e3'
void f(int *a, int n) {
#pragma loop transform unroll count(1e3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
