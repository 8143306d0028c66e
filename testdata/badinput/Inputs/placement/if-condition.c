// A directive inside an if condition.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  if (
#pragma loop transform unroll
      n)
    for (int i = 0; i < n; i++)
      a[i] = i;
}
