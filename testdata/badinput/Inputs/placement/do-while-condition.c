// A directive between a do's body and its while.
// EXPECT: error
// ERROR: 9:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  int i = 0;
  do {
    a[i] = i;
  }
#pragma loop transform unroll
  while (++i < n);
}
