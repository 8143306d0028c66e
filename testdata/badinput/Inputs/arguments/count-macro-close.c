// A macro that closes the argument list early.
// EXPECT: ok
#define N 4)
void f(int *a, int n) {
#pragma loop transform unroll count(N
  for (int i = 0; i < n; i++)
    a[i] = i;
}
