// An unknown clause far from all.
void f(int *a, int n) {
#pragma loop transform vectorize bogus(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
