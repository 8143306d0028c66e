// A backslash-CRLF continuation inside a directive.
// EXPECT: error
// ERROR: 12:9: argument of 'count' must be positive, not 0
void f(int *a, int n) {
#pragma loop transform unroll \
  count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll \
  count(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// NO-ROUNDTRIP: -E writes the continued directive on one line, so the
// error moves from line 12 to line 11.
