// _Pragma with a wide string.
// EXPECT: ok
void f(int *a, int n) {
  _Pragma(L"loop transform unroll count(2)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
