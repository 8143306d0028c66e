// An extra closing parenthesis.
// EXPECT: error
// ERROR: 5:39: unexpected ')' in '#pragma loop transform unroll'; expected a clause or
void f(int *a, int n) {
#pragma loop transform unroll count(4))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
