// An identifier that is no macro.
// EXPECT: error
// ERROR: 5:40: argument of 'width' must be an integer constant or 'scalable', not 'x'
void f(int *a, int n) {
#pragma loop transform vectorize width(x)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
