// A zero width.
void f(int *a, int n) {
#pragma loop transform vectorize width(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
