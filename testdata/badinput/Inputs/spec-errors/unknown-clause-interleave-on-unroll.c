// A clause of another transformation.
void f(int *a, int n) {
#pragma loop transform unroll width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
