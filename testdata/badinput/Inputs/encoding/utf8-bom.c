// A UTF-8 byte order mark, then a directive on the first code line.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
