// A self-referential macro.
// EXPECT: error
// ERROR: 6:37: argument of 'count' must be an integer constant, not 'N'
#define N N
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
