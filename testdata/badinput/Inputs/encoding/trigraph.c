// A trigraph for the directive's # (-trigraphs).
// EXPECT: ok
// WARNING: 6:1: trigraph converted to '#' character [-Wtrigraphs]
// ARGS: -trigraphs
void f(int *a, int n) {
??=pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
