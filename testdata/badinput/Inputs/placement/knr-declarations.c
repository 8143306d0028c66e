// A directive between a K&R function's parameter declarations.
// EXPECT: error
// ERROR: 7:24: '#pragma loop transform' must be inside a function, directly before a
// ARGS: -std=gnu17 -Wno-deprecated-non-prototype
void f(a, n)
  int *a;
#pragma loop transform unroll count(2)
  int n;
{
  for (int i = 0; i < n; i++)
    a[i] = i;
}
