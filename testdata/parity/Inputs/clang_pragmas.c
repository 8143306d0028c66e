// clang's own loop pragmas, which loopcc leaves with clang's meaning: in
// LLVM's fixed order, each by LLVM's own passes.
void vec(float *restrict a, const float *restrict b, int n) {
#pragma clang loop vectorize(enable) vectorize_width(8) interleave_count(2)
  for (int i = 0; i < n; i++)
    a[i] += b[i] * 3.0f;
}

void vec_then_unroll(float *restrict a, const float *restrict b, int n) {
#pragma clang loop vectorize_width(4) unroll_count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}

void unroll_only(int *a, int n) {
#pragma unroll 4
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + i;
}

void unroll_full(int *a) {
#pragma clang loop unroll(full)
  for (int i = 0; i < 8; i++)
    a[i] += i;
}

void distribute(int *restrict a, int *restrict b, int *restrict c, int n) {
#pragma clang loop distribute(enable) vectorize(enable)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] * b[i];
    c[i] = b[i] * 2;
  }
}

void jam(float (*restrict c)[64], const float (*restrict a)[64],
         const float (*restrict b)[64]) {
#pragma unroll_and_jam(2)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      for (int k = 0; k < 64; k++)
        c[i][j] += a[i][k] * b[k][j];
}

void disabled(float *a, int n) {
#pragma clang loop vectorize(disable) unroll(disable)
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}
