// _Pragma in an #if expression.
// EXPECT: error
// ERROR: 4:5: '#pragma loop transform' must be inside a function, directly before a
#if _Pragma("loop transform unroll") 1
#endif
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
