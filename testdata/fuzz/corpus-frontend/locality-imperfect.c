int A[32][32], s[32];
void g(void) {
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < 32; i++) {
    s[i] = 0;
    for (int j = 0; j < 32; j++)
      A[i][j] = A[j][i] + s[i];
  }
}
