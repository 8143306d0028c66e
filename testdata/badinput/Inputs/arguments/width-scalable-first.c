// width(scalable, 4): the order is N, scalable.
void f(int *a, int n) {
#pragma loop transform vectorize width(scalable, 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
