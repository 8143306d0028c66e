// A directive at file scope before a declaration.
// EXPECT: error
// ERROR: 4:24: '#pragma loop transform' must be inside a function, directly before a
#pragma loop transform unroll
int counter;
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
