// predicate given twice.
// EXPECT: error
// ERROR: 5:44: duplicate clause 'predicate'
void f(int *a, int n) {
#pragma loop transform vectorize predicate predicate
  for (int i = 0; i < n; i++)
    a[i] = i;
}
