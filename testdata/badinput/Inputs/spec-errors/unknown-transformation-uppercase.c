// Names are case-sensitive.
void f(int *a, int n) {
#pragma loop transform UNROLL count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
