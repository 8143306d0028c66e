// A count of 1 changes nothing.
// EXPECT: error
// ERROR: 5:37: 'unroll count(1)' would leave the loop unchanged; the count must be at
void f(int *a, int n) {
#pragma loop transform unroll count(1)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
