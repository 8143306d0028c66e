// UINT_MAX from limits.h (an expression after expansion).
// EXPECT: error
// ERROR: 6:37: expected ')' after the argument of 'count'
#include <limits.h>
void f(int *a, int n) {
#pragma loop transform unroll count(UINT_MAX)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
