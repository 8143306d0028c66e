// _Pragma without its closing parenthesis.
// EXPECT: error
// ERROR: 6:3: _Pragma takes a parenthesized string literal
// PP-ERROR: 6:3: _Pragma takes a parenthesized string literal
void f(int *a, int n) {
  _Pragma("loop transform unroll"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
