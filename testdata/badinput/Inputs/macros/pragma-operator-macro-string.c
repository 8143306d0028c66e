// _Pragma with a macro for its string.
// EXPECT: ok
#define S "loop transform unroll count(2)"
void f(int *a, int n) {
  _Pragma(S)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
