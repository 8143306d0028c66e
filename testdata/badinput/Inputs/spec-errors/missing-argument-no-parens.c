// A clause without its parentheses.
// EXPECT: error
// ERROR: 5:36: expected '(' after 'count'
void f(int *a, int n) {
#pragma loop transform unroll count
  for (int i = 0; i < n; i++)
    a[i] = i;
}
