// Only blanks between the parentheses.
void f(int *a, int n) {
#pragma loop transform unroll count(   )
  for (int i = 0; i < n; i++)
    a[i] = i;
}
