// A macro that expands to two numbers.
// EXPECT: error
// ERROR: 6:37: expected ')' after the argument of 'count'
#define N 2 2
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
