// on(on(all)).
// EXPECT: error
// ERROR: 5:45: expected ')' after the argument of 'on'
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(on(all))
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
