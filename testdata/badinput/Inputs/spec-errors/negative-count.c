// A negative count.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be positive, not -2
void f(int *a, int n) {
#pragma loop transform unroll count(-2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
