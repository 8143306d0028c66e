// A _Pragma that a directive's argument expands to: a directive inside a
// directive. clang-22 rejects `#pragma clang loop unroll_count(_Pragma(...) 4)`
// ("expected expression"); loopcc must give an error too (at the argument),
// not accept both directives, in an order that contradicts their positions
// (the inner one, nearer the loop, is applied second).
// EXPECT: error
// ERROR: 10:37:
#define N _Pragma("loop transform vectorize") 4
void f(int *a, int n) {
#pragma loop transform unroll count(N)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
