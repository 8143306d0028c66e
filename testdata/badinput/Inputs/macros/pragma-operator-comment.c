// _Pragma with an unterminated comment in the string.
// EXPECT: error
// ERROR: 6:3: unterminated /* comment
// PP-ERROR: 6:3: unterminated /* comment
void f(int *a, int n) {
  _Pragma("loop transform unroll /* count(2)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
