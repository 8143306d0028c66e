// #pragma clang loop between two of ours.
// EXPECT: error
// ERROR: 6:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
// ERROR: 8:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma clang loop interleave(enable)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
