// A directive on the last line, no newline after it, at file scope.
// EXPECT: error
// ERROR: 8:24: '#pragma loop transform' must be inside a function, directly before a
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
#pragma loop transform unroll count(2)