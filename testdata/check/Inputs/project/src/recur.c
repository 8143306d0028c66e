// A loop-carried recurrence cannot be vectorized: the vectorize is missed
// and the unroll that follows it is skipped.
#include "kernels.h"

void recurrence(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
