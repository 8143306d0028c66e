// An interleave count above LLVM's limit.
void f(int *a, int n) {
#pragma loop transform interleave count(32)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
