// 09 is no octal number.
// EXPECT: error
// ERROR: 5:38: invalid digit '9' in octal constant
void f(int *a, int n) {
#pragma loop transform unroll count(09)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
