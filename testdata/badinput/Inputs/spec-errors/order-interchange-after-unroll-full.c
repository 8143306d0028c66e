// interchange after unroll full, on(inner).
// EXPECT: error
// ERROR: 5:24: 'interchange' cannot follow 'unroll full': full unrolling leaves no
void f(int *a, int n) {
#pragma loop transform interchange on(inner)
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
