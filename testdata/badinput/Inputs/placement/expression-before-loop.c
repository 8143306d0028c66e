// A directive inside an expression statement before a loop.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  n = n +
#pragma loop transform unroll
  1;
  for (int i = 0; i < n; i++)
    a[i] = i;
}
