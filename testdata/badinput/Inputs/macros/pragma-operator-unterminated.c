// _Pragma with an unterminated string.
// EXPECT: error
// ERROR: 7:3: _Pragma takes a parenthesized string literal
// WARNING: 7:11: missing terminating '"' character [-Winvalid-pp-token]
// PP-ERROR: 7:3: _Pragma takes a parenthesized string literal
void f(int *a, int n) {
  _Pragma("loop transform unroll)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
