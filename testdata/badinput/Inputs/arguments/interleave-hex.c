// vectorize interleave(0x10): 16, the largest.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform vectorize interleave(0x10)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
