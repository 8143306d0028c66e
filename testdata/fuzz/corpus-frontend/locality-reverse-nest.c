int X[40][40], R[100];
void f(int n) {
#pragma loop transform reverse
  for (int i = 0; i < 40; i++)
#pragma loop transform unroll count(2)
    for (int j = 0; j < 40; j++)
      X[i][j] += i * j;
#pragma loop transform reverse
  for (int i = 1; i < n; i++)
    R[i] = R[i - 1] + 1;
}
