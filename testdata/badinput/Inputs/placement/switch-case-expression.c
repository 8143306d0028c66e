// A directive inside a case label's expression.
// EXPECT: error
// ERROR: 7:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n, int k) {
  switch (k) {
  case
#pragma loop transform unroll
  1:
  for (int i = 0; i < n; i++)
    a[i] = i;
  }
}
