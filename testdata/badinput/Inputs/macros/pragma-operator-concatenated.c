// _Pragma with two strings (no concatenation in _Pragma).
// EXPECT: error
// ERROR: 9:3: _Pragma takes a parenthesized string literal
// ERROR: 9:37: expected ';' after expression
// ERROR: 9:37: expected expression
// WARNING: 9:29: expression result unused [-Wunused-value]
// PP-ERROR: 9:3: _Pragma takes a parenthesized string literal
void f(int *a, int n) {
  _Pragma("loop transform " "unroll")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
