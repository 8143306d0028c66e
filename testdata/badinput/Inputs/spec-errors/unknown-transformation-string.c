// A string literal where the transformation belongs.
void f(int *a, int n) {
#pragma loop transform "unroll"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
