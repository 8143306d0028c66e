// An unknown clause near a valid one.
void f(int *a, int n) {
#pragma loop transform vectorize widht(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
