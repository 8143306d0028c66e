// A directive before an unreachable loop.
// EXPECT: ok
void f(int *a, int n) {
  return;
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
