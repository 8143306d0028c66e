void f(int *a, int n) {
#pragma omp reverse
  for (int i = 0; i < n; i++) a[i] += i;
}
void g(int *a, int n) {
#pragma loop transform reverse
  for (int j = 1; j < n; j++) a[j] = a[j - 1] + 1;
#pragma omp reverse
#pragma loop transform reverse
  for (int j = 0; j < n; j++) a[j] += j;
}
