// A fullwidth digit as the argument.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not '４'
void f(int *a, int n) {
#pragma loop transform unroll count(４)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
