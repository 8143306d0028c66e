// A Latin-1 byte inside the transformation's name.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'unr'; expected vectorize, interleave,
void f(int *a, int n) {
#pragma loop transform unröll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
