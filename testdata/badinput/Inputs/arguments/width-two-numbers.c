// width(4, 8).
void f(int *a, int n) {
#pragma loop transform vectorize width(4, 8)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
