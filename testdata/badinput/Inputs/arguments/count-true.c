// true from stdbool.h (1).
#include <stdbool.h>
void f(int *a, int n) {
#pragma loop transform unroll count(true)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
