// A bad directive in an #included header: the error is at the header's line.
// EXPECT: error
// ERROR: bad.h:3:37: argument of 'count' must be positive, not 0
#include "include/bad.h"
void f(int *a, int n) { fill(a, n); }
