// width(4 scalable).
void f(int *a, int n) {
#pragma loop transform vectorize width(4 scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
