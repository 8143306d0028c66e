// interchange takes no clause but permutation(...) and on(role).
// EXPECT: error
// ERROR: 5:36: unknown clause 'width' for 'interchange'; 'interchange' accepts permutation(P1,
void f(int *a, int n) {
#pragma loop transform interchange width(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
