// A unit with a syntax error, added to a copy of the project by
// syntax-error.test. Its loop has a directive: it must not be counted.

int broken(int *a, int n) {
  int s = 0;
  s = s + ;
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
