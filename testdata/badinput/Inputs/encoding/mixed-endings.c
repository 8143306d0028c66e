// LF, CRLF and CR line endings mixed around a chain.
// EXPECT: error
// ERROR: 11:40: argument of 'width' must be a power of two, not 5
void f(int *a, int n) {
#pragma loop transform unroll count(2)#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;}
void g(int *a, int n) {#pragma loop transform vectorize width(5)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
