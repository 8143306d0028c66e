#define N 64
void g(float C[restrict N][N], const float A[restrict N][N], const float B[restrict N][N], int *p, int n) {
  for (int i = 0; i < N; i++)
#pragma loop transform vectorize width(8) on(inner)
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
#pragma loop transform vectorize on(coincident)
#pragma loop transform distribute
  for (int i = 1; i < n; i++) { p[i] = p[i - 1] + 1; p[i + n] = 2 * i; }
  int k = 0;
#pragma loop transform unroll count(3)
  while (k < n) k += 2;
#pragma loop transform unroll full
  do { k--; } while (k > 0);
}
