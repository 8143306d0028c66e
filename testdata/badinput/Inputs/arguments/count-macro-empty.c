// A macro that expands to nothing.
// EXPECT: error
// ERROR: 6:38: missing argument to 'count'; expected an integer constant
#define N
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
