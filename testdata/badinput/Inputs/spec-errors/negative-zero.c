// Minus zero.
// EXPECT: error
// ERROR: 5:45: argument of 'interleave' must be positive, not -0
void f(int *a, int n) {
#pragma loop transform vectorize interleave(-0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
