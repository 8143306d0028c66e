// A number in on().
// EXPECT: error
// ERROR: 5:43: unknown loop role '2'; expected vectorized, epilogue, unrolled,
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(2)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
