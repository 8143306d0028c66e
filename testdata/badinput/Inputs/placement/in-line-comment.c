// A directive in a line comment.
// EXPECT: ok
void f(int *a, int n) {
  // #pragma loop transform bogus
  for (int i = 0; i < n; i++)
    a[i] = i;
}
