// A C keyword where the transformation belongs.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'for'; expected vectorize, interleave,
void f(int *a, int n) {
#pragma loop transform for
  for (int i = 0; i < n; i++)
    a[i] = i;
}
