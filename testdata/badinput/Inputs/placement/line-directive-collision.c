// #line gives two loops of one function the same position.
// EXPECT: error
// ERROR: 5:24: '#pragma loop transform' is bound to a loop that shares its source
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#line 100
  for (int i = 0; i < n; i++) a[i] = i;
#line 100
  for (int i = 0; i < n; i++) a[i] += i;
}
