// A header whose last line is a directive without a newline, at file scope.
// EXPECT: error
// ERROR: last-line.h:2:24: '#pragma loop transform' must be inside a function, directly before a
#include "include/last-line.h"
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
