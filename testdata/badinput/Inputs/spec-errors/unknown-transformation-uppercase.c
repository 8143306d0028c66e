// Names are case-sensitive.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'UNROLL'; did you mean 'unroll'?
void f(int *a, int n) {
#pragma loop transform UNROLL count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
