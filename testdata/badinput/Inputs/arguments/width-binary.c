// A binary width (0b100 = 4, a GNU extension).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform vectorize width(0b100)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
