// A floating-point literal.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not '1.5'
void f(int *a, int n) {
#pragma loop transform unroll count(1.5)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
