// width(4, 8).
// EXPECT: error
// ERROR: 5:43: expected 'scalable' after ',' in 'width(...)'
void f(int *a, int n) {
#pragma loop transform vectorize width(4, 8)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
