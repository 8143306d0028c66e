// An unknown role in on().
// EXPECT: error
// ERROR: 5:43: 'epilog' is neither a loop role nor the name of a loop of this function; did you mean 'epilogue'?
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(epilog)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
