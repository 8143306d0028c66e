// A directive inside an initializer list.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  int b[] = {1,
#pragma loop transform unroll
    2};
  for (int i = 0; i < n; i++)
    a[i] = i;
  (void)b;
}
