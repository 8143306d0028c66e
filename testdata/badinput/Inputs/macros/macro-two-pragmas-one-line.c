// Two _Pragma directives on one line form a chain.
// EXPECT: ok
void f(int *a, int n) {
  _Pragma("loop transform unroll count(2)") _Pragma("loop transform vectorize width(4)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
