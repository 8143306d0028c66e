// _Pragma with a u8 string.
// EXPECT: ok
void f(int *a, int n) {
  _Pragma(u8"loop transform unroll count(2)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
