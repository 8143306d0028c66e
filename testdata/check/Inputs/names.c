double X[1000], Y[1000];

void scan(int n) {
#pragma loop id(rows)
  for (int i = 1; i < n; i++)
    X[i] = X[i - 1] + Y[i];
#pragma loop transform vectorize width(4) on(rows)
  for (int i = 0; i < n; i++)
    Y[i] *= 2;
}

void pipeline(int n) {
#pragma loop transform fuse ids(both)
  {
    for (int i = 0; i < n; i++)
      Y[i] = X[i] + 1;
    for (int i = 0; i < n - 1; i++)
      X[i] = Y[i + 1] * 2;
  }
}
