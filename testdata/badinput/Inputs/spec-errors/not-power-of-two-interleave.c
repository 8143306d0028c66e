// An interleave count that is no power of two.
// EXPECT: error
// ERROR: 5:45: argument of 'interleave' must be a power of two, not 3
void f(int *a, int n) {
#pragma loop transform vectorize interleave(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
