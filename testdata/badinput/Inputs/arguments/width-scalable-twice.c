// width(4, scalable, scalable).
// EXPECT: error
// ERROR: 5:51: expected ')' after the argument of 'width'
void f(int *a, int n) {
#pragma loop transform vectorize width(4, scalable, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
