// INT_MAX from limits.h (a literal after expansion).
#include <limits.h>
void f(int *a, int n) {
#pragma loop transform unroll count(INT_MAX)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
