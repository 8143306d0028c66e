// Two chains that loopcc applies. VEC_WIDTH comes from the build (the
// library's compile definitions): without it the directive does not parse.
#include "kernels.h"

void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(VEC_WIDTH)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}

// 1024 is a multiple of the vector loop's step: no epilogue, so the unroll
// of the epilogue has nothing to do (not-needed).
void shift(float *restrict a, const float *restrict b) {
#pragma loop transform unroll full on(epilogue)
#pragma loop transform vectorize width(VEC_WIDTH)
  for (int i = 0; i < 1024; i++)
    a[i] = b[i] + 1.0f;
}
