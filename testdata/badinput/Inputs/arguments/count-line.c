// __LINE__ as the argument.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(__LINE__)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
