// A directive inside a while condition.
// EXPECT: error
// ERROR: 7:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  int i = 0;
  while (
#pragma loop transform unroll
         i < n)
    a[i++] = 0;
}
