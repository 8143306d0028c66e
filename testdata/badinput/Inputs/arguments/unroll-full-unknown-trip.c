// unroll full on a loop without a constant trip count (a warning when optimizing).
void f(int *a, int n) {
#pragma loop transform unroll full
  for (int i = 0; i < n; i++)
    a[i] = i;
}
