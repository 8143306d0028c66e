// A directive before a case label (a case label is no loop).
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n, int k) {
  switch (k) {
#pragma loop transform unroll
  case 1:
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}
