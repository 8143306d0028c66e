// A macro redefined between two directives of one chain.
// EXPECT: ok
#define N 2
void f(int *a, int n) {
#pragma loop transform unroll count(N)
#undef N
#define N 8
#pragma loop transform vectorize width(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
