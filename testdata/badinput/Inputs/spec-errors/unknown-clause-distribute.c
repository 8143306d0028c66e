// distribute takes no clause but on(role).
// EXPECT: error
// ERROR: 5:35: unknown clause 'count' for 'distribute'; 'distribute' accepts on(role)
void f(int *a, int n) {
#pragma loop transform distribute count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
