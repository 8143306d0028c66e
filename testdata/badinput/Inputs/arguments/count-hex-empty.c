// 0x with no digits.
// EXPECT: error
// ERROR: 5:38: invalid suffix 'x' on integer constant
void f(int *a, int n) {
#pragma loop transform unroll count(0x)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
