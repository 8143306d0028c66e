// A width that is no power of two.
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be a power of two, not 6
void f(int *a, int n) {
#pragma loop transform vectorize width(6)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
