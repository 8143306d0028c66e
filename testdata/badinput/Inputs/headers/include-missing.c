// A missing header before a directive.
// EXPECT: error
// ERROR: 5:10: 'include/no-such-header.h' file not found
// PP-ERROR: 5:10: 'include/no-such-header.h' file not found
#include "include/no-such-header.h"
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
