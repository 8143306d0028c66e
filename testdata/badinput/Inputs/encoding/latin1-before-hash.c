// A Latin-1 byte before the directive's #.
// EXPECT: error
// ERROR: 5:1: source file is not valid UTF-8
void f(int *a, int n) {
 #pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
