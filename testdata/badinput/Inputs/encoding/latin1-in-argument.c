// A Latin-1 byte inside the argument.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be an integer constant, not '<B2>'
void f(int *a, int n) {
#pragma loop transform unroll count(²4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
