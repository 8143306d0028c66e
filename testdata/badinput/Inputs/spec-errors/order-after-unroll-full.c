// Steps after unroll full.
// EXPECT: error
// ERROR: 5:24: 'vectorize' cannot follow 'unroll full': full unrolling leaves no loop
void f(int *a, int n) {
#pragma loop transform vectorize
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
