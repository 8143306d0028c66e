// #line 0 and a huge #line.
// EXPECT: error
// ERROR: 2147483647:37: argument of 'count' must be an integer constant, not 'bad'
void f(int *a, int n) {
#line 0
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
#line 2147483647
#pragma loop transform unroll count(bad)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
