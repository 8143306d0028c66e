// A number where the transformation belongs.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation '42'; expected vectorize, interleave,
void f(int *a, int n) {
#pragma loop transform 42
  for (int i = 0; i < n; i++)
    a[i] = i;
}
