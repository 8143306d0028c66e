// INT_MAX from limits.h (a literal after expansion): too large, reported at
// the macro's use.
// EXPECT: error
// ERROR: 7:37: argument of 'count' is too large: 2147483647 exceeds 1024
#include <limits.h>
void f(int *a, int n) {
#pragma loop transform unroll count(INT_MAX)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
