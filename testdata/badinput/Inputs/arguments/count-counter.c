// __COUNTER__ as the argument.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be positive, not 0
void f(int *a, int n) {
#pragma loop transform unroll count(__COUNTER__)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
