// A count above 32 bits (and far above 1024, loopcc's largest).
// EXPECT: error
// ERROR: 5:37: argument of 'count' is too large: 4294967296 exceeds 1024, the most copies
void f(int *a, int n) {
#pragma loop transform unroll count(4294967296)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
