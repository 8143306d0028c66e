// A hexadecimal width of 2^32.
void f(int *a, int n) {
#pragma loop transform vectorize width(0x100000000)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
