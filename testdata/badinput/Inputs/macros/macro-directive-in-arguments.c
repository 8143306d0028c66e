// A `#pragma` line inside a macro's arguments (clang warns that this is not portable only with -pedantic).
// EXPECT: error
// ERROR: 8:2: embedding a #pragma directive within macro arguments is not supported
// PP-ERROR: 8:2: embedding a #pragma directive within macro arguments is not supported
#define ID(x) x
void f(int *a, int n) {
  ID(
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) a[i] = i;
  )
}
