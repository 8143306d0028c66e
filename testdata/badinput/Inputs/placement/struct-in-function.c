// A directive inside a struct definition inside a function.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  struct S {
#pragma loop transform unroll
    int x;
  } s = {0};
  for (int i = 0; i < n; i++)
    a[i] = i;
  (void)s;
}
