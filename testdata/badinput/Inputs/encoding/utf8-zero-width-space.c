// A zero-width space after the transformation's name.
// EXPECT: error
// ERROR: 6:24: unknown loop transformation 'unroll​'; did you mean 'unroll'?
// WARNING: 6:30: identifier contains Unicode character <U+200B> that is invisible in
void f(int *a, int n) {
#pragma loop transform unroll​ count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
