// INT_MAX from limits.h (a literal after expansion); not optimized here
// (see count-2-pow-32-minus-1.c for what a huge count does to -O2).
// EXPECT: ok
// MODES: O0 syntax E
#include <limits.h>
void f(int *a, int n) {
#pragma loop transform unroll count(INT_MAX)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
