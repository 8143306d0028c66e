// A directive inside a for header.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  for (int i = 0;
#pragma loop transform unroll
       i < n; i++)
    a[i] = i;
}
