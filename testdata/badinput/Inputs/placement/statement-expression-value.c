// A directive before a statement expression's value.
// EXPECT: error
// ERROR: 8:24: expected a for, while or do-while loop to follow '#pragma loop
int f(int *a, int n) {
  return ({
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll count(2)
    n;
  });
}
