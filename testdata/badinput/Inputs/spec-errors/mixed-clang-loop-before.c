// #pragma clang loop farther from the loop.
// EXPECT: error
// ERROR: 6:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
void f(int *a, int n) {
#pragma clang loop vectorize_width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
