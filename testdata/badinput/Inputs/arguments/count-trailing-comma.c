// A trailing comma.
// EXPECT: error
// ERROR: 5:38: expected ')' after the argument of 'count'
void f(int *a, int n) {
#pragma loop transform unroll count(4,)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
