double A[16][16], B[16][16];
void f(void) {
#pragma omp interchange
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) A[j][i] += B[i][j];
}
void g(void) {
#pragma loop transform interchange
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) B[j][i] += A[i][j];
#pragma omp interchange permutation(2, 1)
  for (int i = 0; i < 16; i++)
#pragma loop transform unroll count(2)
    for (int j = 0; j < 16; j++) A[i][j] *= 2.0;
}
