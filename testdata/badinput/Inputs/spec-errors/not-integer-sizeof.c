// sizeof is not an integer constant token.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not 'sizeof'
void f(int *a, int n) {
#pragma loop transform unroll count(sizeof(int))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
