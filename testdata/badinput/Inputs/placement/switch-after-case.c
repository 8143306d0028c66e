// A directive after a case label, before the loop.
// EXPECT: ok
void f(int *a, int n, int k) {
  switch (k) {
  case 1:
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
    break;
  default:
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
  }
}
