// A bad directive in a header given with -include.
// EXPECT: error
// ERROR: bad.h:3:37: argument of 'count' must be positive, not 0
// ARGS: -include %S/include/bad.h
void f(int *a, int n) { fill(a, n); }
