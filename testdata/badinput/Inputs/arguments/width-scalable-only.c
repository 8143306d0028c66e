// width(scalable).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform vectorize width(scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
