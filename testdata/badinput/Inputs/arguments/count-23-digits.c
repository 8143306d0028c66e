// A count of 23 digits.
// EXPECT: error
// ERROR: 5:37: argument of 'count' is too large: 99999999999999999999999 exceeds
void f(int *a, int n) {
#pragma loop transform unroll count(99999999999999999999999)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
