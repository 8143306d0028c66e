// on(all)(x).
// EXPECT: error
// ERROR: 5:47: unexpected '(' in '#pragma loop transform unroll'; expected a clause or
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(all)(x)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
