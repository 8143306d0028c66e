// An overlong UTF-8 encoding of '/' in the directive.
// EXPECT: error
// ERROR: 5:39: unexpected '<C0>' in '#pragma loop transform unroll'; expected a clause
void f(int *a, int n) {
#pragma loop transform unroll count(2)À¯
  for (int i = 0; i < n; i++)
    a[i] = i;
}
