// A bad directive that a header's macro writes; this file never spells a
// EXPECT: error
// ERROR: 7:3: argument of 'count' must be positive, not 0
// directive (loopcc compiles again): the error must be printed once.
#include "include/macro.h"
void f(int *a, int n) {
  FILL(a, n)
}
