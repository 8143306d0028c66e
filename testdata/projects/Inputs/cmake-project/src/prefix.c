// A chain that loopcc cannot apply: a running sum is a recurrence (each
// element needs the one before it), so the vectorize is missed, and the
// unroll that was to follow it is not applied.
#include "signal_ops.h"

void prefix_sum(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}
