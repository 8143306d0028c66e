// CRLF line endings with a bad directive.
// EXPECT: error
// ERROR: 6:40: argument of 'width' must be a power of two, not 3
// ERROR: 11:39: 'x' is neither a loop role nor the name of a loop of this function
void f(int *a, int n) {
#pragma loop transform vectorize width(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll full on(x)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
