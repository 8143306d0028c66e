// Compiled at -O2 (a per-file option in CMakeLists.txt and the Makefile):
// the inner loop stays guarded inside the outer one and the unroll_and_jam
// is missed. At -O3, loop unswitching hoists the guard and it is applied.
#include "kernels.h"

void accumulate(int n, int m, float *restrict a, const float *restrict b) {
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i] += b[j];
}
