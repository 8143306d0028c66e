// _Pragma with a parenthesized string.
// EXPECT: error
// ERROR: 7:3: _Pragma takes a parenthesized string literal
// ERROR: 7:36: expected expression
// PP-ERROR: 7:3: _Pragma takes a parenthesized string literal
void f(int *a, int n) {
  _Pragma(("loop transform unroll"))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
