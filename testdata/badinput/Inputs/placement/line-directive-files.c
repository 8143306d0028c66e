// #line gives two loops the same line and column in different file names:
// their positions differ (one.c:100:3, two.c:100:3), so the binding is not
// ambiguous (loopcc once said it was: it compared lines and columns, not
// files). ../headers/include-same-position.c does the same with #include;
// ../../pragma/bind-other-file.c checks which loop gets the attributes.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#line 100 "one.c"
  for (int i = 0; i < n; i++) a[i] = i;
#line 100 "two.c"
  for (int i = 0; i < n; i++) a[i] += i;
}
