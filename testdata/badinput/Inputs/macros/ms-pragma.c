// __pragma with -fms-extensions.
// EXPECT: ok
// ARGS: -fms-extensions
void f(int *a, int n) {
  __pragma(loop transform unroll count(2))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
