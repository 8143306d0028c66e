// #pragma clang loop nearer the loop.
// EXPECT: error
// ERROR: 5:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
