// A minus sign apart from its number.
// EXPECT: error
// ERROR: 5:37: argument of 'count' must be positive, not -4
void f(int *a, int n) {
#pragma loop transform unroll count(- 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
