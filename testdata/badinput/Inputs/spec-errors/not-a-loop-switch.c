// A directive before a switch.
// EXPECT: error
// ERROR: 5:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
#pragma loop transform unroll
  switch (n) {
  default:
    for (int i = 0; i < n; i++)
    a[i] = i;
  }
}
