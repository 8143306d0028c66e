// ~0.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not '~'
void f(int *a, int n) {
#pragma loop transform unroll count(~0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
