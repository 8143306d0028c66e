// A directive alone in a block.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  if (n) {
#pragma loop transform vectorize
  }
  for (int i = 0; i < n; i++)
    a[i] = i;
}
