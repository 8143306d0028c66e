// __COUNTER__ as the argument.
void f(int *a, int n) {
#pragma loop transform unroll count(__COUNTER__)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
