// A whole clause from a macro.
// EXPECT: ok
#define WIDTH width(4) interleave(2)
void f(int *a, int n) {
#pragma loop transform vectorize WIDTH
  for (int i = 0; i < n; i++)
    a[i] = i;
}
