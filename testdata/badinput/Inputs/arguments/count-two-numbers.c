// Two numbers.
// EXPECT: error
// ERROR: 5:39: expected ')' after the argument of 'count'
void f(int *a, int n) {
#pragma loop transform unroll count(4 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
