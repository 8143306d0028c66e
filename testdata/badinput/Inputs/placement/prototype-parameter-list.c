// A directive inside a prototype's parameter list.
// EXPECT: error
// ERROR: 5:24: '#pragma loop transform' must be inside a function, directly before a
void g(int x,
#pragma loop transform unroll
       int y);
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
