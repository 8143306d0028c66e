// The directive's loop is at line 8, column 3, and so is a loop in a file
// #included into the same function: different files, no ambiguity (loopcc
// once called it ambiguous: it compared lines and columns, not files).
// EXPECT: ok
// RUN-OUTPUT: 0 14\n
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) a[i] = i;
#include "include/loop-8-3.inc"
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
