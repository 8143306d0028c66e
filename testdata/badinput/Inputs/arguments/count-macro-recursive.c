// A self-referential macro.
#define N N
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
