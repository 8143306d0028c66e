// A zero interleave count.
// EXPECT: error
// ERROR: 5:41: argument of 'count' must be positive, not 0
void f(int *a, int n) {
#pragma loop transform interleave count(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
