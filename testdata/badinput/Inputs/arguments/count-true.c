// true from stdbool.h (1).
// EXPECT: error
// ERROR: 6:37: 'unroll count(1)' would leave the loop unchanged; the count must be at
#include <stdbool.h>
void f(int *a, int n) {
#pragma loop transform unroll count(true)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
