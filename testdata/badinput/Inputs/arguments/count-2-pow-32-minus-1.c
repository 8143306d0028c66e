// The largest count the metadata holds: unroll accepts it (LLVM caps what it does).
void f(int *a, int n) {
#pragma loop transform unroll count(4294967295)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
