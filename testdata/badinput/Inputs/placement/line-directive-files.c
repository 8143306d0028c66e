// #line gives two loops the same line and column in different file names:
// their positions differ (one.c:100:3, two.c:100:3), so the binding is not
// ambiguous; loopcc says it is (it compares lines and columns, not files),
// with a note about a macro expansion there is none of. The same happens to
// a loop in a file #included inside a function (../headers/).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#line 100 "one.c"
  for (int i = 0; i < n; i++) a[i] = i;
#line 100 "two.c"
  for (int i = 0; i < n; i++) a[i] += i;
}
