double A[32][32], B[32][32], C[32][32];
void g(void) {
  for (int i = 0; i < 32; i++)
#pragma loop transform vectorize on(inner)
#pragma loop transform unroll_and_jam count(2)
    for (int j = 0; j < 32; j++)
      for (int k = 0; k < 32; k++)
        C[i][k] += A[i][j] * B[j][k];
}
