// A header that includes itself, a directive at each level: clang stops at
// its include depth limit (an error, not a fatal one: the unit is parsed
// on). The 200 directives that make it are one chain of `unroll count(2)`
// on the loop, far past loopcc's limit of 1024 copies of the body.
// EXPECT: error
// ERROR: recursive.h:3:10: #include nested too deeply
// ERROR: recursive.h:2:24: makes 2048 copies of the loop body
// PP-ERROR: recursive.h:3:10: #include nested too deeply
void f(int *a, int n) {
#include "include/recursive.h"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
