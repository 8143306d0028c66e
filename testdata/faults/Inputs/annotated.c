// A unit with a chain, for the fault tests.
void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * b[i];
}
