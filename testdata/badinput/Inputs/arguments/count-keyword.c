// A keyword as the argument.
void f(int *a, int n) {
#pragma loop transform unroll count(int)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
