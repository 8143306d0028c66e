// A directive inside an expression.
// EXPECT: error
// ERROR: 8:24: expected a for, while or do-while loop to follow '#pragma loop
int f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
  return n +
#pragma loop transform unroll
    1;
}
