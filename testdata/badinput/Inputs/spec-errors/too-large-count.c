// A count above 32 bits.
// EXPECT: error
// ERROR: 5:37: argument of 'count' is too large: 4294967296 exceeds 4294967295, the
void f(int *a, int n) {
#pragma loop transform unroll count(4294967296)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
