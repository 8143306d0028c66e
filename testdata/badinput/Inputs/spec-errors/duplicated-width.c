// A clause given twice.
// EXPECT: error
// ERROR: 5:57: duplicate clause 'width'
void f(int *a, int n) {
#pragma loop transform vectorize width(4) interleave(2) width(8)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
