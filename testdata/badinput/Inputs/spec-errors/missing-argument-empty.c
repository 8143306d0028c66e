// An empty argument list.
// EXPECT: error
// ERROR: 5:40: missing argument to 'width'; expected an integer constant or 'scalable'
void f(int *a, int n) {
#pragma loop transform vectorize width()
  for (int i = 0; i < n; i++)
    a[i] = i;
}
