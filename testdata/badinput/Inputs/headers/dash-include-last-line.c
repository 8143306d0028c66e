// -include of a header ending in a directive without a newline: the
// EXPECT: error
// ERROR: last-line.h:2:24: '#pragma loop transform' must be inside a function, directly before a
// directive is at file scope, before this file's first line.
// ARGS: -include %S/include/last-line.h
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
