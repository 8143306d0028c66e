double A[64][64], B[64][64], C[64][64];
void gemm(int n, double *p) {
#pragma loop transform vectorize width(8) on(inner)
#pragma loop transform unroll_and_jam count(4) on(level(2))
#pragma loop transform interchange permutation(3, 1, 2) on(intratile(1))
#pragma loop transform tile sizes(4, 16) on(packed)
#pragma loop transform pack array(A)
#pragma loop transform pack array(B) on(intratile(1))
#pragma loop transform tile sizes(16, 32, 32)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      for (int k = 0; k < 64; k++)
        C[i][j] += A[i][k] * B[k][j];
#pragma loop transform pack array(p)
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 2;
#pragma loop transform pack array(Bb)
  for (int i = 0; i < 64; i++)
    C[0][i] = B[i][0];
}
