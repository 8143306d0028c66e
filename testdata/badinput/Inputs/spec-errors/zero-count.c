// A zero count.
// EXPECT: error
// ERROR: 5:45: argument of 'count' must be positive, not 0
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(0)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
