// A width above LLVM's limit.
// EXPECT: error
// ERROR: 5:40: argument of 'width' is too large: 128 exceeds 64, the largest vector
void f(int *a, int n) {
#pragma loop transform vectorize width(128)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
