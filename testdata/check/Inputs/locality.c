#define N 64
int A[N][N], R[N];

void skew(void) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      A[i][j] = A[i - 1][j + 1] + 1;
}

void recurrence(void) {
#pragma loop transform reverse
  for (int i = 1; i < N; i++)
    R[i] = R[i - 1] * 3 + i;
}
