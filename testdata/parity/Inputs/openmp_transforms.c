// OpenMP 6's tile, unroll, reverse, interchange and simd, which clang-22
// applies itself: without the OpenMP flag of loopcc, they stay clang's.
double A[64][64], B[64][64], X[256], Y[256];

// clang-22 itself crashes generating tile, reverse and interchange under
// -fopenmp-simd (llvm-project issue 183451): SIMD_ONLY leaves them out.
#ifndef SIMD_ONLY
void tiled(void) {
#pragma omp tile sizes(8, 8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      B[i][j] = A[j][i] * 2;
}

#endif

void unrolled(int n) {
#pragma omp unroll partial(4)
  for (int i = 0; i < n; i++)
    X[i] = Y[i] + i;
}

#ifndef SIMD_ONLY
void reversed(void) {
#pragma omp reverse
  for (int i = 0; i < 256; i++)
    Y[i] = X[i] * 3;
}

void interchanged(void) {
#pragma omp interchange
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      A[j][i] += B[i][j];
}

#endif

double vectorized(int n) {
  double S = 0;
#pragma omp simd reduction(+ : S)
  for (int i = 0; i < n; i++)
    S += X[i] * Y[i];
  return S;
}
