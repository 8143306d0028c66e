// An invalid suffix: 4abc.
void f(int *a, int n) {
#pragma loop transform unroll count(4abc)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
