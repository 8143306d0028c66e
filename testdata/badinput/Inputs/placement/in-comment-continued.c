// A line comment continued by a backslash onto a directive line.
// EXPECT: ok
void f(int *a, int n) {
  // a comment \
#pragma loop transform bogus(
  for (int i = 0; i < n; i++)
    a[i] = i;
}
