// Punctuation where the transformation belongs.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation '('; expected vectorize, interleave,
void f(int *a, int n) {
#pragma loop transform (unroll)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
