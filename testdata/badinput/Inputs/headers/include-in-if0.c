// A header with a bad directive, #included in #if 0.
// EXPECT: ok
#if 0
#include "include/bad.h"
#endif
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
