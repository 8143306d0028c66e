// A macro that expands to a parenthesis.
#define N (
void f(int *a, int n) {
#pragma loop transform unroll count(N 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
