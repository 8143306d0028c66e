// A directive inside an enum.
// EXPECT: error
// ERROR: 6:24: '#pragma loop transform' must be inside a function, directly before a
enum E {
  A,
#pragma loop transform unroll
  B
};
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
