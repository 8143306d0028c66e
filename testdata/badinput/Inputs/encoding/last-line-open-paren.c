// A directive with an open parenthesis on the last line.
// EXPECT: error
// ERROR: 6:37: missing argument to 'count'; expected an integer constant
// ERROR: 6:37: expected '}'
void f(int *a, int n) {
#pragma loop transform unroll count(