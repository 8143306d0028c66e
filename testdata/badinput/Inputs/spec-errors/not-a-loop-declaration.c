// A directive before a declaration.
// EXPECT: error
// ERROR: 5:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
#pragma loop transform unroll
  int k = n * 2;
  for (int i = 0; i < k; i++)
    a[i] = i;
}
