// 0x with no digits.
void f(int *a, int n) {
#pragma loop transform unroll count(0x)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
