// A zero width.
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be positive, not 0
void f(int *a, int n) {
#pragma loop transform vectorize width(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
