// An interleave count above LLVM's limit.
// EXPECT: error
// ERROR: 5:41: argument of 'count' is too large: 32 exceeds 16, the largest interleave
void f(int *a, int n) {
#pragma loop transform interleave count(32)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
