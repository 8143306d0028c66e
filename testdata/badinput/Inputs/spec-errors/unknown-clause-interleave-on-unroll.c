// A clause of another transformation.
// EXPECT: error
// ERROR: 5:31: unknown clause 'width' for 'unroll'; 'unroll' accepts count(N), full
void f(int *a, int n) {
#pragma loop transform unroll width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
