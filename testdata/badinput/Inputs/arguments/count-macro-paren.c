// A macro that expands to a parenthesis.
// EXPECT: error
// ERROR: 6:41: expected ')' after the argument of 'count'
#define N (
void f(int *a, int n) {
#pragma loop transform unroll count(N 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
