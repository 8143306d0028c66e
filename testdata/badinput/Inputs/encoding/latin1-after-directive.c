// A Latin-1 byte after the directive.
// EXPECT: error
// ERROR: 5:40: unexpected '<FF>' in '#pragma loop transform unroll'; expected a clause
void f(int *a, int n) {
#pragma loop transform unroll count(2) ÿ
  for (int i = 0; i < n; i++)
    a[i] = i;
}
