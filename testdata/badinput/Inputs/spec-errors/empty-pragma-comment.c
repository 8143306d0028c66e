// Only a comment after transform.
// EXPECT: error
// ERROR: 5:23: expected a transformation after '#pragma loop transform': vectorize,
void f(int *a, int n) {
#pragma loop transform /* unroll */ // count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
