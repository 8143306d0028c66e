// `#pragma loop` alone: not ours (a warning, as in clang).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop
  for (int i = 0; i < n; i++)
    a[i] = i;
}
