// A header that includes itself, a directive at each level: clang stops at
// EXPECT: error
// ERROR: recursive.h:3:10: #include nested too deeply
// PP-ERROR: recursive.h:3:10: #include nested too deeply
// its include depth limit.
void f(int *a, int n) {
#include "include/recursive.h"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
