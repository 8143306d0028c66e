// An invalid suffix: 4abc.
// EXPECT: error
// ERROR: 5:38: invalid digit 'a' in decimal constant
void f(int *a, int n) {
#pragma loop transform unroll count(4abc)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
