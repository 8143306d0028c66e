// _Pragma in the middle of an expression.
// EXPECT: error
// ERROR: 5:15: expected a for, while or do-while loop to follow '#pragma loop
int f(int *a, int n) {
  int s = n + _Pragma("loop transform unroll") 1;
  for (int i = 0; i < n; i++)
    a[i] = i;
  return s;
}
