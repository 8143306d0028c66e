// #pragma nounroll farther from the loop.
// EXPECT: error
// ERROR: 6:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
void f(int *a, int n) {
#pragma nounroll
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
