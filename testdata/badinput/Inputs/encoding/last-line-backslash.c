// A directive ending in a backslash on the last line.
// EXPECT: error
// ERROR: 8:31: unexpected '\' in '#pragma loop transform unroll'; expected a clause or
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
#pragma loop transform unroll \