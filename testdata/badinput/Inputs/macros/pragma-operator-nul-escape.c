// _Pragma with \0 in the string.
// EXPECT: error
// ERROR: 5:3: unexpected '\' in '#pragma loop transform unroll'; expected a clause or
void f(int *a, int n) {
  _Pragma("loop transform unroll\0 count(2)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
