// A keyword as the argument.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not 'int'
void f(int *a, int n) {
#pragma loop transform unroll count(int)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
