// Two roles in on().
// EXPECT: error
// ERROR: 5:53: expected ')' after the argument of 'on'
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(vectorized, epilogue)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
