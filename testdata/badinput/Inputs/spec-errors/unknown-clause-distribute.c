// distribute takes no clause but on(role).
void f(int *a, int n) {
#pragma loop transform distribute count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
