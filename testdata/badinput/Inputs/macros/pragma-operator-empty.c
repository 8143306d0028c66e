// _Pragma with an empty string.
// EXPECT: ok
void f(int *a, int n) {
  _Pragma("")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
