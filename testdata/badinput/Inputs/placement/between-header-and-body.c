// A directive between a for header and a body that is no loop.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
#pragma loop transform unroll
    a[i] = i;
}
