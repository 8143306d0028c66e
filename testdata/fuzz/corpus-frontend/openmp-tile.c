int A[32][32];
void f(int n) {
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) A[i][j] += i + j;
}
void g(int n) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) A[j][i] += n;
#pragma omp tile sizes(4)
  for (int i = 0; i < 32; i++) {
#pragma loop transform unroll count(2)
    for (int j = 0; j < n; j++) A[i][j] -= 1;
  }
}
