// #pragma unroll_and_jam.
// EXPECT: error
// ERROR: 6:24: '#pragma loop transform' cannot be combined with '#pragma clang loop'
void f(int *a, int n) {
#pragma unroll_and_jam(2)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
