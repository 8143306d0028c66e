// A directive inside sizeof(type).
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
int f(int *a, int n) {
  int s = sizeof(
#pragma loop transform unroll
    int);
  for (int i = 0; i < n; i++)
    a[i] = i;
  return s;
}
