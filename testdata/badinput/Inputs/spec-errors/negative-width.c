// A negative width, with scalable.
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be positive, not -4
void f(int *a, int n) {
#pragma loop transform vectorize width(-4, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
