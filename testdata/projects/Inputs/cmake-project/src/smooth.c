// A chain that loopcc applies: the loop is vectorized 4 lanes wide, then
// the vector loop is unrolled twice.
#include "signal_ops.h"

void smooth(float *restrict out, const float *restrict in, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0f / 3.0f);
}
