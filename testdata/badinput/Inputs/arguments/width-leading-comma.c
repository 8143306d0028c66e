// width(,scalable).
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be an integer constant or 'scalable', not ','
void f(int *a, int n) {
#pragma loop transform vectorize width(,scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
