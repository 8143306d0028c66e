// on() given twice.
// EXPECT: error
// ERROR: 5:55: duplicate clause 'on'
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(vectorized) on(vectorized)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
