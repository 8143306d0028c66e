// full and count together.
// EXPECT: error
// ERROR: 5:40: 'full' and 'count' cannot both be given to 'unroll'
void f(int *a, int n) {
#pragma loop transform unroll count(2) full
  for (int i = 0; i < n; i++)
    a[i] = i;
}
