// A near miss with a different separator.
// EXPECT: error
// ERROR: 5:30: unexpected '-' in '#pragma loop transform unroll'; expected a clause or
void f(int *a, int n) {
#pragma loop transform unroll-and-jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
