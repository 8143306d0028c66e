// A count of 1 changes nothing.
void f(int *a, int n) {
#pragma loop transform unroll count(1)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
