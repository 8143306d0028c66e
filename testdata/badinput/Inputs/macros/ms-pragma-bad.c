// A bad __pragma with -fms-extensions.
// EXPECT: error
// ERROR: 6:40: argument of 'count' must be positive, not 0
// ARGS: -fms-extensions
void f(int *a, int n) {
  __pragma(loop transform unroll count(0))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
