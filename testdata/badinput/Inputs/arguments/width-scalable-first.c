// width(scalable, 4): the order is N, scalable.
// EXPECT: error
// ERROR: 5:48: expected ')' after the argument of 'width'
void f(int *a, int n) {
#pragma loop transform vectorize width(scalable, 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
