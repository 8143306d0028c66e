// An unknown clause far from all.
// EXPECT: error
// ERROR: 5:34: unknown clause 'bogus' for 'vectorize'; 'vectorize' accepts width(N),
void f(int *a, int n) {
#pragma loop transform vectorize bogus(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
