// A width above LLVM's limit.
void f(int *a, int n) {
#pragma loop transform vectorize width(128)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
