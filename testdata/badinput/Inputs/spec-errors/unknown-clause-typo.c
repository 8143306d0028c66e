// An unknown clause near a valid one.
// EXPECT: error
// ERROR: 5:34: unknown clause 'widht' for 'vectorize'; did you mean 'width'?
void f(int *a, int n) {
#pragma loop transform vectorize widht(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
