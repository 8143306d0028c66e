// _Pragma in an #include line.
// EXPECT: error
// ERROR: 5:10: _Pragma takes a parenthesized string literal
// PP-ERROR: 5:10: _Pragma takes a parenthesized string literal
#include _Pragma("loop transform unroll") <stddef.h>
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
