// A directive's text in a multi-character constant.
// EXPECT: ok
// WARNING: 5:11: multi-character character constant [-Wmultichar]
void f(int *a, int n) {
  int c = '#pr';
  (void)c;
  for (int i = 0; i < n; i++)
    a[i] = i;
}
