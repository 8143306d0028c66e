// A directive in a K&R-style function.
// EXPECT: ok
// ARGS: -std=gnu17 -Wno-deprecated-non-prototype
void f(a, n)
  int *a;
  int n;
{
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
