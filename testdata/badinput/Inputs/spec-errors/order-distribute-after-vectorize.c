// distribute after vectorize.
void f(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
