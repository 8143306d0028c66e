// A macro that expands to a negative number.
// EXPECT: error
// ERROR: 6:37: argument of 'count' must be positive, not -4
#define N -4
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
