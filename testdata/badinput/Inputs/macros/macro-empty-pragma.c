// A macro that expands to an empty _Pragma directive.
// EXPECT: error
// ERROR: 6:4: expected a transformation after '#pragma loop transform': vectorize,
#define P _Pragma("loop transform")
void f(int *a, int n) {
  P
  for (int i = 0; i < n; i++)
    a[i] = i;
}
