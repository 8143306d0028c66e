// A bad directive in a system header (-isystem) is still an error.
// EXPECT: error
// ERROR: sysbad.h:3:40: argument of 'width' must be a power of two, not 3
// ARGS: -isystem %S/include/sys
#include <sysbad.h>
void f(int *a, int n) { fill(a, n); }
