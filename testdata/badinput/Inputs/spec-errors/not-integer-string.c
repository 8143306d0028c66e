// A string literal.
// EXPECT: error
// ERROR: 5:41: argument of 'count' must be an integer constant, not '"4"'
void f(int *a, int n) {
#pragma loop transform interleave count("4")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
