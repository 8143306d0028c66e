// A function-like macro call the directive's end cuts off.
// EXPECT: error
// ERROR: 8:37: unterminated function-like macro invocation
// ERROR: 8:37: missing argument to 'count'; expected an integer constant
// ERROR: 9:1: expected expression
#define ID(x) x
void f(int *a, int n) {
#pragma loop transform unroll count(ID(4
))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// -E expands the arguments too, and reports the unterminated call:
// PP-ERROR: 8:37: unterminated function-like macro invocation
