// An unknown transformation far from all: the list of names.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'wavefront'; expected vectorize, interleave,
void f(int *a, int n) {
#pragma loop transform wavefront sizes(4, 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
