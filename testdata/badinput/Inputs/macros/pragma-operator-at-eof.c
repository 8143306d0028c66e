// _Pragma as the last tokens of the file.
// EXPECT: error
// ERROR: 8:1: '#pragma loop transform' must be inside a function, directly before a
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
_Pragma("loop transform unroll")