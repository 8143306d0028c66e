// _Pragma without parentheses.
// EXPECT: error
// ERROR: 8:3: _Pragma takes a parenthesized string literal
// ERROR: 8:34: expected ';' after expression
// WARNING: 8:11: expression result unused [-Wunused-value]
// PP-ERROR: 8:3: _Pragma takes a parenthesized string literal
void f(int *a, int n) {
  _Pragma "loop transform unroll"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
