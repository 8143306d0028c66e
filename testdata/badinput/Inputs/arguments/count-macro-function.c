// A function-like macro.
// EXPECT: ok
#define TWICE(x) x##x
void f(int *a, int n) {
#pragma loop transform unroll count(TWICE(2))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
