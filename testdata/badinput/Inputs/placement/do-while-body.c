// A directive between do and its body (a block, no loop).
// EXPECT: error
// ERROR: 7:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  int i = 0;
  do
#pragma loop transform unroll
  {
    a[i] = i;
  } while (++i < n);
}
