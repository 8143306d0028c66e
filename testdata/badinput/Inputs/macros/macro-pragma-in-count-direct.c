// A _Pragma written inside the argument of a directive: a directive inside
// a directive. clang-22 rejects `#pragma clang loop unroll_count(_Pragma(...)
// 4)` ("expected expression"); loopcc must give an error too (at the
// _Pragma), not accept both directives, in an order that contradicts their
// positions (the inner one, nearer the loop, is applied second).
// EXPECT: error
// ERROR: 9:37:
void f(int *a, int n) {
#pragma loop transform unroll count(_Pragma("loop transform vectorize") 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
