// A number where the transformation belongs.
void f(int *a, int n) {
#pragma loop transform 42
  for (int i = 0; i < n; i++)
    a[i] = i;
}
