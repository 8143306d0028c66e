// Unbalanced quotes and parentheses in #if 0.
// EXPECT: ok
void f(int *a, int n) {
#if 0
#pragma loop transform unroll count(4
#pragma loop transform unroll count("4)
#pragma loop transform unroll count('
#endif
  for (int i = 0; i < n; i++)
    a[i] = i;
}
