// A scalable width that is no power of two.
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be a power of two, not 12
void f(int *a, int n) {
#pragma loop transform vectorize width(12, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
