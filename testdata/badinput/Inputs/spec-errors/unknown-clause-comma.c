// A comma between clauses.
// EXPECT: error
// ERROR: 5:42: unexpected ',' in '#pragma loop transform vectorize'; expected a clause
void f(int *a, int n) {
#pragma loop transform vectorize width(4), interleave(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
