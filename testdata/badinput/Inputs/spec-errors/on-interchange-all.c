// interchange produces no `all`.
void f(int *a, int n) {
#pragma loop transform unroll on(all)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
