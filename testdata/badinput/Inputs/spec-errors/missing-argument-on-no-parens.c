// on without parentheses.
// EXPECT: error
// ERROR: 5:37: expected '(' after 'on'
void f(int *a, int n) {
#pragma loop transform vectorize on epilogue
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
