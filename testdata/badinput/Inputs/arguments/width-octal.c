// An octal width (0100 = 64).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform vectorize width(0100)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
