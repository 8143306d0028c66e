// full takes no argument.
// EXPECT: error
// ERROR: 5:35: 'full' takes no argument
void f(int *a, int n) {
#pragma loop transform unroll full(8)
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
