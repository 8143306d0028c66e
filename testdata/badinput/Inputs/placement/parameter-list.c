// A directive inside a parameter list.
// EXPECT: error
// ERROR: 5:24: '#pragma loop transform' must be inside a function, directly before a
void f(int *a,
#pragma loop transform unroll
       int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
