// Only blanks between the parentheses.
// EXPECT: error
// ERROR: 5:40: missing argument to 'count'; expected an integer constant
void f(int *a, int n) {
#pragma loop transform unroll count(   )
  for (int i = 0; i < n; i++)
    a[i] = i;
}
