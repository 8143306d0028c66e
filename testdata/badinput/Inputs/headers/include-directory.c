// #include of a directory.
// EXPECT: error
// ERROR: 5:10: 'include' file not found
// PP-ERROR: 5:10: 'include' file not found
#include "include"
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
