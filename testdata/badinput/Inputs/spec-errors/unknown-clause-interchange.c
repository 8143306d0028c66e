// interchange takes no clause but on(role).
void f(int *a, int n) {
#pragma loop transform interchange width(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
