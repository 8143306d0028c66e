// A hexadecimal width of 64 (the largest).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform vectorize width(0x40)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
