double A[64][64], B[64][64], C[64][64];
void gemm(void) {
#pragma loop transform vectorize width(4) on(intratile(3))
#pragma loop transform tile sizes(16, 8, 32)
#pragma loop transform interchange permutation(1, 3, 2)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      for (int k = 0; k < 64; k++)
        C[i][j] += A[i][k] * B[k][j];
}
