// scalable is a width only.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not 'scalable'
void f(int *a, int n) {
#pragma loop transform unroll count(scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
