// full given twice.
// EXPECT: error
// ERROR: 5:36: duplicate clause 'full'
void f(int *a, int n) {
#pragma loop transform unroll full full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
