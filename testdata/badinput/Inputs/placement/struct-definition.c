// A directive inside a struct definition.
// EXPECT: error
// ERROR: 5:24: '#pragma loop transform' must be inside a function, directly before a
struct S {
#pragma loop transform unroll
  int x;
};
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
