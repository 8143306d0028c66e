// A Cyrillic o in the transformation's name (valid UTF-8).
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'unrоll'; did you mean 'unroll'?
void f(int *a, int n) {
#pragma loop transform unrоll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
