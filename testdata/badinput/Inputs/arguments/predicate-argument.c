// predicate takes no argument.
// EXPECT: error
// ERROR: 5:43: 'predicate' takes no argument
void f(int *a, int n) {
#pragma loop transform vectorize predicate(1)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
