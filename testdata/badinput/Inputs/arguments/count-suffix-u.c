// Integer suffixes: 4u, 4UL, 4ULL.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(4u)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll count(4UL)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform unroll count(4ULL)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
