// A hexadecimal width of 2^32.
// EXPECT: error
// ERROR: 5:40: argument of 'width' is too large: 4294967296 exceeds 64, the largest
void f(int *a, int n) {
#pragma loop transform vectorize width(0x100000000)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
