// UINT_MAX from limits.h (an expression after expansion).
#include <limits.h>
void f(int *a, int n) {
#pragma loop transform unroll count(UINT_MAX)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
