// A count of 2^64.
// EXPECT: error
// ERROR: 5:37: argument of 'count' is too large: 18446744073709551616 exceeds
void f(int *a, int n) {
#pragma loop transform unroll count(18446744073709551616)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
