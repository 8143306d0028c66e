// The argument on a continuation line.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count( \
  4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
