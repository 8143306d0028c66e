// width(4, scalable, scalable).
void f(int *a, int n) {
#pragma loop transform vectorize width(4, scalable, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
